#!/usr/bin/env bash
# The harness on the GPU machine: every problem of $SPLIT on every GPU, three
# jobs per GPU (compilation overlaps; measurement is exclusive per GPU through
# CUAGENT_GPU_LOCK). Resumable across device calls: results carried in as
# $RESUME (a .tgz of the results folder) are reused, and the folder is packed
# into $OUT/res.tgz at the end, also when $DEADLINE_S cuts the run short.
#
#   bash bench/gpu_run.sh OUT        (called by scripts/gpu.sh eval)
set -u
cd "$(dirname "$0")/.."
OUT=${1:?usage: gpu_run.sh OUT}
PY=${PYTHON:-python3}
SPLIT=${SPLIT:-bench/suite/test}
RES=${RES:-/tmp/cuagent-res}
RESUME=${RESUME:-.carry/res.tgz}
JOBS=${JOBS_PER_GPU:-3}
VARIANTS=${VARIANTS:-eager,compile,torchscript,cuagent}
DEADLINE_S=${DEADLINE_S:-100000}
# HARNESS_ARGS: more harness flags, e.g. "--shard 0/2" or "--precision tf32" (the last one wins).
# DEADLINE_AT (epoch seconds): end of the whole call; keep 40 s to report and pack.
if [ -n "${DEADLINE_AT:-}" ]; then
  DEADLINE_S=$((DEADLINE_AT - $(date +%s) - 40))
  [ "$DEADLINE_S" -gt 30 ] || { echo "no time left for the harness"; exit 0; }
fi
mkdir -p "$RES"
if [ -f "$RESUME" ]; then
  tar xzf "$RESUME" -C "$RES" && echo "resuming from $RESUME: $(ls "$RES/problems" | grep -c '\.json$') results"
fi
export CUAGENT_CACHE_DIR=${CUAGENT_CACHE_DIR:-$RES/kernel-cache}
set -x
timeout --signal=INT --kill-after=20 "$DEADLINE_S" \
  $PY -m bench.harness --problems "$SPLIT" --out "$RES" --device cuda --precision fp32 \
  --variants "$VARIANTS" --gpus all --jobs-per-gpu "$JOBS" \
  --time-budget-s 2 --timeout-s 240 --no-report ${HARNESS_ARGS:-}
rc=$?
$PY -m bench.report "$RES"
set +x
cp "$RES/report.md" "$RES/results.json" "$OUT/" 2>/dev/null
tar czf "$OUT/res.tgz" -C "$RES" --exclude=kernel-cache --exclude=locks .
exit $rc
