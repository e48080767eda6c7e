#!/usr/bin/env bash
# Builds the libFuzzer targets (test/fuzz) with clang into build-fuzz/ and
# runs each for SECONDS (default 60), seeded from the lit inputs and
# test/fuzz/seeds. Exits non-zero on the first crash, abort, leak or hang
# (libFuzzer writes the input as build-fuzz/artifacts/<target>/crash-*).
#   bash scripts/fuzz.sh [SECONDS] [TARGET...]     TARGET: task plan opt
# CI runs it briefly (scripts/test.sh, when clang is installed); see
# docs/fuzzing.md for the long run and its figures.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
shift || true
targets=${*:-task plan opt}

cxx=$(command -v clang++-19 || command -v clang++ || true)
cc=$(command -v clang-19 || command -v clang || true)
if [ -z "$cxx" ] || [ -z "$cc" ]; then
  echo "cuagent fuzz: clang is not installed (scripts/setup.sh installs it)" >&2
  exit 1
fi
mkdir -p build-fuzz
if [ ! -f build-fuzz/build.ninja ]; then
  cmake -S . -B build-fuzz -G Ninja -DCMAKE_BUILD_TYPE=Release -DCMAKE_C_COMPILER="$cc" \
    -DCMAKE_CXX_COMPILER="$cxx" -DCUAGENT_ENABLE_FUZZ=ON -DCUAGENT_ENABLE_TORCH=OFF \
    -DCUAGENT_ENABLE_TESTS=OFF -DPython3_EXECUTABLE="$(pwd)/.venv/bin/python" \
    >build-fuzz/fuzz-build.log 2>&1 || { tail -30 build-fuzz/fuzz-build.log; exit 1; }
fi
build_targets=""
for t in $targets; do build_targets="$build_targets cuagent-fuzz-$t"; done
ninja -C build-fuzz -j"$(nproc)" $build_targets >>build-fuzz/fuzz-build.log 2>&1 ||
  { grep -E "error|FAILED" build-fuzz/fuzz-build.log | head -30; exit 1; }

# Seeds: every lit .mlir input (split at "// -----"), tasks from test/gpu's
# generator when torch is there, and the checked-in seeds.
seeds=build-fuzz/seeds
rm -rf "$seeds" && mkdir -p "$seeds/task" "$seeds/plan" "$seeds/opt"
python3 - "$seeds/opt" <<'PY'
import pathlib, sys
out = pathlib.Path(sys.argv[1])
for path in sorted(pathlib.Path("test").rglob("*.mlir")):
    for i, chunk in enumerate(path.read_text().split("// -----")):
        (out / f"{path.stem}-{i}.mlir").write_text(chunk)
PY
cp test/fuzz/seeds/task/* "$seeds/task/"
cp test/fuzz/seeds/plan/* "$seeds/plan/"
if [ -x .venv/bin/python ] && .venv/bin/python -c "import torch" 2>/dev/null; then
  for name in chain softmax rowsum_gelu mean_amax_two_outputs side_output_and_sum; do
    .venv/bin/python test/gpu/make_task.py "$name" "build-fuzz/tasks/$name" --scale 512 >/dev/null
    cp "build-fuzz/tasks/$name/task.json" "$seeds/task/$name.json"
  done
fi

status=0
for t in $targets; do
  corpus=build-fuzz/corpus/$t
  artifacts=build-fuzz/artifacts/$t/
  mkdir -p "$corpus" "$artifacts"
  echo "== cuagent-fuzz-$t for ${seconds}s"
  # -timeout: an input that runs 10 s counts as a hang. Leak checking is on.
  if ! build-fuzz/bin/cuagent-fuzz-$t -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 \
      -max_len=65536 -print_final_stats=1 -artifact_prefix="$artifacts" "$corpus" "$seeds/$t" \
      >"build-fuzz/$t.log" 2>&1; then
    status=1
    grep -E "ERROR|SUMMARY|Test unit written" "build-fuzz/$t.log" | head -10
  fi
  grep -E "^stat::number_of_executed_units|^stat::peak_rss_mb|^#[0-9]+.*DONE" "build-fuzz/$t.log" || true
  echo "   corpus: $(ls "$corpus" | wc -l) inputs"
done
exit $status
