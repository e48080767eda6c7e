#!/usr/bin/env bash
# Runs on the GPU machine, in one call: builds the LibTorch side against the
# machine's torch, takes the worker built on the Debian machine (carried in
# build/bin), runs the GPU tests and the benchmarks. Logs go to $OUT.
#
#   scripts/gpu.sh [worker] [torch] [example] [bench] [overhead] [eval] [explain]
#                    (default: worker torch example bench)
#
# eval runs the harness on bench/suite/test on every GPU (bench/gpu_run.sh;
# DEADLINE_S bounds it, .carry/res.tgz resumes it). CUAGENT_LIB pointing at a
# libcuagent_torch.so from an earlier call of the same commit skips the build.
#
# From the development machine (see README):
#   device run, carry ["build/bin", ".whl", ".cudnn-frontend"], command "bash scripts/gpu.sh"
set -u
cd "$(dirname "$0")/.."
ROOT=$(pwd)
OUT=${OUT:-$ROOT/out}
mkdir -p "$OUT"
STEPS=${*:-worker torch example bench}
export PYTHONUNBUFFERED=1
export CUAGENT_BUILD_DIR=${CUAGENT_BUILD_DIR:-$ROOT/build}
export CUAGENT_WORKER=$CUAGENT_BUILD_DIR/bin/cuagent-compile
PY=${PYTHON:-python3}
status=0

# pytest or tqdm may be missing there: install carried wheels into a private path.
if ! $PY -c "import pytest, tqdm" 2>/dev/null && ls .whl/*.whl >/dev/null 2>&1; then
  $PY -m pip install -q --no-index --no-deps --no-compile --target /tmp/cuagent-site .whl/*.whl
  export PYTHONPATH=/tmp/cuagent-site${PYTHONPATH:+:$PYTHONPATH}
fi

nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv | tee "$OUT/gpu.txt"
ldd "$CUAGENT_WORKER" | tee -a "$OUT/gpu.txt"

step() { case " $STEPS " in *" $1 "*) return 0 ;; esac; return 1; }

if step worker; then
  echo "== worker GPU tests"
  $PY -m pytest -q -s test/gpu 2>&1 | tee "$OUT/worker-tests.log" || status=1
fi

if [ -n "${CUAGENT_LIB:-}" ] && [ -f "${CUAGENT_LIB:-}" ]; then
  echo "== LibTorch side: using CUAGENT_LIB=$CUAGENT_LIB (built by an earlier call of this commit)"
  export CUAGENT_LIB=$(realpath "$CUAGENT_LIB")
elif step torch || step bench || step example || step overhead || step eval; then
  echo "== build the LibTorch side"
  TORCH_PREFIX=$($PY -c 'import torch;print(torch.utils.cmake_prefix_path)')
  # The cuDNN frontend's headers: that machine has no PyPI; scripts/setup.sh
  # copies them to .cudnn-frontend/include here, and the call carries them.
  cmake -S . -B build-gpu -G Ninja -DCUAGENT_ENABLE_MLIR=OFF -DCUAGENT_ENABLE_TESTS=OFF \
    -DCUAGENT_CUDNN_FRONTEND_INCLUDE_DIR="$ROOT/.cudnn-frontend/include" \
    -DCMAKE_PREFIX_PATH="$TORCH_PREFIX" >"$OUT/torch-build.log" 2>&1 &&
    ninja -C build-gpu >>"$OUT/torch-build.log" 2>&1 || { tail -30 "$OUT/torch-build.log"; status=1; }
  export CUAGENT_LIB=$ROOT/build-gpu/lib/libcuagent_torch.so
  # Brought back so that later calls of the same commit can skip the build.
  cp "$CUAGENT_LIB" "$OUT/" 2>/dev/null
fi

if step torch; then
  echo "== LibTorch-side tests (GPU and CPU)"
  $PY -m pytest -q -s test/python 2>&1 | tee "$OUT/torch-tests.log" || status=1
fi

if step example; then
  echo "== main job on the example model"
  $PY examples/run_example.py --cache /tmp/cuagent-example-cache 2>&1 | tee "$OUT/example.log" || status=1
fi

if step bench; then
  echo "== benchmarks"
  $PY tools/bench/skeleton_bench.py --out "$OUT/bench.json" 2>&1 | tee "$OUT/bench.log" || status=1
fi

if step overhead; then
  echo "== host overhead: stock frozen TorchScript vs cuagent on the network tasks"
  $PY tools/bench/overhead_bench.py ${OVERHEAD_ARGS:-} --out "$OUT/overhead.json" 2>&1 |
    tee "$OUT/overhead.log" || status=1
fi

if step eval; then
  echo "== evaluation harness"
  bash bench/gpu_run.sh "$OUT" 2>&1 | tail -60 || status=1
fi

if step explain; then # EXPLAIN: problem files; kernels and reports side by side (docs/benchmarking.md)
  echo "== explain"
  $PY -m tools.bench.explain_problem ${EXPLAIN:?set EXPLAIN to problem files} \
    --precision "${EXPLAIN_PRECISION:-fp32}" 2>&1 | tee "$OUT/explain.log" || status=1
fi
exit $status
