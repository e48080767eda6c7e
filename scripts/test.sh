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
# A fresh TMPDIR for the whole suite: whatever cuagent leaves in it fails the
# run (see the check at the end).
suite_tmp=$(mktemp -d "${TMPDIR:-/tmp}/cuagent-suite-XXXXXX")
export TMPDIR=$suite_tmp
status=0
echo "== gtest"
(cd build && ctest --output-on-failure -j2) || status=1
echo "== lit"
.venv/bin/lit -sv build/test || status=1
echo "== pytest"
.venv/bin/python -m pytest -q test/python test/gpu bench/tests || status=1
if command -v clang++ >/dev/null; then
  echo "== fuzz (30 s per target; docs/fuzzing.md has the long run)"
  bash scripts/fuzz.sh 30 || status=1
fi
echo "== TMPDIR"
# pytest keeps its own tmp_path folders (pytest-of-*); anything else is a leak.
left=$(find "$suite_tmp" -mindepth 1 -maxdepth 1 ! -name 'pytest-of-*' | sort)
if [ -n "$left" ]; then
  echo "left in TMPDIR after the suite:"; echo "$left" | head -20
  status=1
else
  echo "nothing left in TMPDIR"
fi
rm -rf "$suite_tmp"
exit $status
