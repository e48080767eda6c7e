#!/usr/bin/env bash
# Apply all task filters to bench/suite on the H200 (about 1-3 minutes; hard deadline 420 s).
#   phase 1, every task:   (a) eager runs, (b) deterministic, (c) nontrivial, (d) eager 1-100 ms
#   phase 2, a sample:     (a) torch.compile on COMPILE_SAMPLE phase-1 survivors (-1 = all)
# Writes VERDICTS (default bench/suite/gpu_verdicts.json); then, on the machine holding the
# checkout, prune rejected tasks and update the manifest:
#   python -m bench.synth.filter_suite --suite bench/suite --apply VERDICTS
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PYTHON:-python3}
VERDICTS=${1:-bench/suite/gpu_verdicts.json}
COMPILE_SAMPLE=${COMPILE_SAMPLE:-40}
$PY -m bench.synth.filter_suite --suite bench/suite --device cuda --verdicts "$VERDICTS" \
    --deadline-s "${DEADLINE_S:-420}" --compile-sample "$COMPILE_SAMPLE" --min-ms 1 --max-ms 100 --timing-iters 5
if [ "${APPLY:-0}" = "1" ]; then
    $PY -m bench.synth.filter_suite --suite bench/suite --apply "$VERDICTS"
fi
