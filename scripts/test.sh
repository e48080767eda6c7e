#!/usr/bin/env bash
# Sets up, builds and runs every CPU test: gtest (ctest), lit + FileCheck,
# pytest (LibTorch side, harness and synthesis). GPU tests are skipped here;
# scripts/gpu.sh runs them on the GPU machine.
set -uo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh || exit 1
bash scripts/build.sh || exit 1
export CUAGENT_BUILD_DIR=$(pwd)/build
export CUAGENT_LIB=$CUAGENT_BUILD_DIR/lib/libcuagent_torch.so
status=0
echo "== gtest"
(cd build && ctest --output-on-failure -j2) || status=1
echo "== lit"
.venv/bin/lit -sv build/test || status=1
echo "== pytest"
.venv/bin/python -m pytest -q test/python test/gpu bench/tests || status=1
exit $status
