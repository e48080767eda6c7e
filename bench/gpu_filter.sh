#!/usr/bin/env bash
# Apply all task filters to a suite on the H200 (SUITE, default bench/suite: about 1-3 minutes;
# hard deadline DEADLINE_S, 420 s). Suite v2 (SUITE=bench/suite2 MAX_MS=200 RESUME=1) takes
# several calls at its 4-8 GiB sizes: RESUME=1 keeps the verdicts already in VERDICTS.
#   phase 1, every task:   (a) eager runs, (b) deterministic, (c) nontrivial, (d) eager 1-100 ms
#   phase 2, a sample:     (a) torch.compile on COMPILE_SAMPLE phase-1 survivors (-1 = all)
# Writes VERDICTS (default bench/suite/gpu_verdicts.json); then, on the machine holding the
# checkout, prune rejected tasks and update the manifest:
#   python -m bench.synth.filter_suite --suite bench/suite --apply VERDICTS
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PYTHON:-python3}
SUITE=${SUITE:-bench/suite}
VERDICTS=${1:-$SUITE/gpu_verdicts.json}
COMPILE_SAMPLE=${COMPILE_SAMPLE:-40}
$PY -m bench.synth.filter_suite --suite "$SUITE" --device cuda --verdicts "$VERDICTS" \
    --deadline-s "${DEADLINE_S:-420}" --compile-sample "$COMPILE_SAMPLE" --min-ms 1 \
    --max-ms "${MAX_MS:-100}" --timing-iters 5 ${RESUME:+--resume}
if [ "${APPLY:-0}" = "1" ]; then
    $PY -m bench.synth.filter_suite --suite "$SUITE" --apply "$VERDICTS"
fi
