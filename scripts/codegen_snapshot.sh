#!/usr/bin/env bash
# Snapshot of everything codegen emits, to prove that a refactor changes no
# output: the CUDA source and plan of every codegen lit input under several
# parameter sets, and the worker's source for every task of the lit inputs
# (stdout, stderr and exit status each; tasks expected to fail keep their
# error). Run it before and after the change and compare:
#
#   scripts/codegen_snapshot.sh /tmp/before      # on the old build
#   ...edit, ninja -C build...
#   scripts/codegen_snapshot.sh /tmp/after
#   diff -r /tmp/before /tmp/after && echo identical
#
# Usage: scripts/codegen_snapshot.sh OUT_DIR [BUILD_DIR (default build)]
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:?usage: codegen_snapshot.sh OUT_DIR [BUILD_DIR]}
build=${2:-build}
translate=$build/bin/cuagent-translate
compile=$build/bin/cuagent-compile
for tool in "$translate" "$compile"; do
  [ -x "$tool" ] || { echo "codegen_snapshot: $tool is missing; build first" >&2; exit 1; }
done
mkdir -p "$out"

# One entry per parameter set: the lit RUN lines' flags, and a few more
# (other block sizes and vector widths, warp-per-row with scalar accesses).
flag_sets=(
  "--block 256 --vector 4"
  "--block 128 --vector 1"
  "--block 64 --vector 2"
  "--block 512 --vector 8"
  "--block 256 --vector 4 --warp-per-row"
  "--block 128 --vector 1 --warp-per-row"
  "--tf32 --gemm-algo 2"
)

# run NAME CMD...: NAME.out, NAME.err, NAME.rc
run() {
  local name=$1
  shift
  local rc=0
  "$@" >"$out/$name.out" 2>"$out/$name.err" || rc=$?
  echo "$rc" >"$out/$name.rc"
}

count=0
for f in test/Codegen/*.mlir; do
  base=$(basename "$f" .mlir)
  for flags in "${flag_sets[@]}"; do
    tag=$(echo "$flags" | tr -d '-' | tr ' ' '_')
    # shellcheck disable=SC2086  # flags are words
    run "codegen.$base.$tag" "$translate" --plan $flags "$f"
    count=$((count + 1))
  done
done
for f in test/*/Inputs/*.task.json; do
  base=$(basename "$f" .task.json)
  run "task.$base" "$compile" --task "$f" --emit-source -
  count=$((count + 1))
done
echo "codegen_snapshot: $count outputs in $out"
