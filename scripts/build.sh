#!/usr/bin/env bash
# Configures and builds everything into build/ (MLIR side + LibTorch side + tests).
set -euo pipefail
cd "$(dirname "$0")/.."
TORCH_PREFIX=$(.venv/bin/python -c 'import torch;print(torch.utils.cmake_prefix_path)')
# ccache, where installed, lets several worktrees share one compile cache.
LAUNCHER=()
if command -v ccache >/dev/null; then
  export CCACHE_BASEDIR="${CCACHE_BASEDIR:-$(cd .. && pwd)}" CCACHE_NOHASHDIR=1
  LAUNCHER=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache -DCMAKE_C_COMPILER_LAUNCHER=ccache)
fi
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release "${LAUNCHER[@]}" \
  -DCMAKE_PREFIX_PATH="$TORCH_PREFIX" -DPython3_EXECUTABLE="$(pwd)/.venv/bin/python" >build.log 2>&1 ||
  { tail -40 build.log; exit 1; }
ninja -C build -j"$(nproc)" >>build.log 2>&1 || { grep -E "error|FAILED" build.log | head -40; exit 1; }
echo "cuagent build: ok (build/bin, build/lib)"
