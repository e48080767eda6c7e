#!/usr/bin/env bash
# One device call, many measurements: builds the LibTorch side against the
# GPU machine's torch (the worker comes built, in build/bin), runs PRE (a
# shell command) and TESTS (pytest arguments), then the harness runs RUNS,
# one per line "TAG PRECISION SPLIT [harness flags...]", in order, each into
# $OUT/TAG, until BUDGET_S (seconds from the start) runs out. A run cut
# short keeps its finished problems (the report says how many). Resumable:
# a .carry/res-TAG.tgz from an earlier call is reused.
#
#   device run, carry ["build/bin/cuagent-compile", ".whl", ".cudnn-frontend", <splits>],
#   command: BUDGET_S=540 TESTS="test/gpu/test_worker_gpu.py -k sdpa" \
#     RUNS=$'attn tf32-cudaagent bench/suite/test --filter *sdpa*' bash scripts/gpu_runs.sh
#
# Carry only the binaries of build/bin the run needs (the call refuses more
# than 64 MiB): the worker always; cuagent-translate too for the GPU tests
# that emit planted plans (test_fp32_emulated_gpu.py, planted_*.py).
set -u
cd "$(dirname "$0")/.."
OUT=${OUT:?OUT: the folder whose files come back}
ROOT=$(pwd); export PYTHONUNBUFFERED=1
END=$(( $(date +%s) + ${BUDGET_S:-540} ))
export CUAGENT_BUILD_DIR=$ROOT/build CUAGENT_WORKER=$ROOT/build/bin/cuagent-compile
TORCH_PREFIX=$(python3 -c 'import torch;print(torch.utils.cmake_prefix_path)')
B=/tmp/build-gpu
t0=$(date +%s)
cmake -S . -B $B -G Ninja -DCUAGENT_ENABLE_MLIR=OFF -DCUAGENT_ENABLE_TESTS=OFF \
  -DCUAGENT_CUDNN_FRONTEND_INCLUDE_DIR=$ROOT/.cudnn-frontend/include -DCMAKE_PREFIX_PATH="$TORCH_PREFIX" \
  > $OUT/build.log 2>&1 && ninja -C $B >> $OUT/build.log 2>&1 || { tail -40 $OUT/build.log; exit 1; }
echo "build $(( $(date +%s) - t0 )) s"
export CUAGENT_LIB=$B/lib/libcuagent_torch.so
h1=$(grep -a -o "cuagent-0.1.0+src\.[0-9a-f]\{14\}" $CUAGENT_LIB | sort -u)
h2=$(grep -a -o "cuagent-0.1.0+src\.[0-9a-f]\{14\}" $CUAGENT_WORKER | sort -u)
[ "$h1" = "$h2" ] || { echo "source hash mismatch: lib $h1 worker $h2"; exit 3; }
if ! python3 -c "import pytest, tqdm" 2>/dev/null; then
  python3 -m pip install -q --no-index --no-deps --no-compile --target /tmp/cuagent-site .whl/*.whl
  export PYTHONPATH=/tmp/cuagent-site
fi
export CUDA_VISIBLE_DEVICES=0
if [ -n "${PRE:-}" ]; then eval "$PRE" > $OUT/pre.log 2>&1; echo "pre rc=$?"; tail -25 $OUT/pre.log; fi
if [ -n "${TESTS:-}" ]; then
  eval timeout ${T1:-150} python3 -m pytest -q -p no:cacheprovider $TESTS > $OUT/tests.log 2>&1
  echo "tests rc=$?" >> $OUT/tests.log
  tail -15 $OUT/tests.log
fi
echo "${RUNS:-}" | while read -r TAG PREC SPLIT EXTRA; do
  [ -n "$TAG" ] || continue
  mkdir -p $OUT/$TAG
  ( export RES=/tmp/res-$TAG RESUME=.carry/res-$TAG.tgz DEADLINE_AT=$((END - 10)) SPLIT
    HARNESS_ARGS="--precision $PREC $EXTRA" bash bench/gpu_run.sh $OUT/$TAG > $OUT/$TAG.log 2>&1 )
  echo "== $TAG"; tail -2 $OUT/$TAG.log
  grep -h "^| cuagent\|^| compile" $OUT/$TAG/report.md 2>/dev/null | head -4
done
# The device call returns at most 8 files: everything goes back in one archive.
cd $OUT && tar czf /tmp/extra.tgz --exclude=extra.tgz . 2>/dev/null &&
  find . -mindepth 1 -delete && mv /tmp/extra.tgz extra.tgz; ls -la $OUT
