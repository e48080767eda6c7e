#!/usr/bin/env bash
# Installs what a fresh Debian 12 machine lacks: Debian's LLVM/MLIR 19,
# nlohmann-json, gtest, ninja, OpenSSL's libcrypto (cache signing), clang with
# libFuzzer (scripts/fuzz.sh); and a venv (.venv) with pinned Python packages.
# The CUDA 13 toolkit (nvcc, NVRTC, headers) must already be in /usr/local/cuda.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -f /usr/local/cuda/include/cuda.h ] || [ ! -e /usr/local/cuda/lib64/libnvrtc.so ]; then
  echo "cuagent setup: the CUDA toolkit is missing from /usr/local/cuda (need cuda.h and NVRTC);" >&2
  echo "install CUDA 13 there, or set CUAGENT_CUDA_ROOT when configuring" >&2
  exit 1
fi

packages="llvm-19-dev libmlir-19-dev mlir-19-tools llvm-19-tools nlohmann-json3-dev libgtest-dev
  ninja-build cmake g++ python3-venv libssl-dev clang libclang-rt-14-dev"
missing=""
for p in $packages; do
  dpkg -s "$p" >/dev/null 2>&1 || missing="$missing $p"
done
if [ -n "$missing" ]; then
  echo "cuagent setup: installing$missing"
  SUDO=""; [ "$(id -u)" = 0 ] || SUDO=sudo
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq $missing >/dev/null
fi

if [ ! -x .venv/bin/python ]; then
  python3 -m venv .venv
fi
# The cuDNN frontend's C++ graph API is header-only; its wheel puts the
# headers in <site-packages>/include (lib/Runtime/CMakeLists.txt looks
# there). Installed without dependencies: its Python side (and the CUTLASS
# DSL it pulls in) is not used. The C headers (cudnn*.h) are the toolkit's.
cudnn_frontend=$(sed -n 's/^# no-deps: //p' requirements.txt)
# Reinstall whenever requirements.txt changes (a stamp holds its checksum).
stamp=.venv/.requirements.sha256
want=$(sha256sum requirements.txt | cut -d' ' -f1)
site=$(.venv/bin/python -c "import sysconfig; print(sysconfig.get_paths()['purelib'])")
if [ "$(cat "$stamp" 2>/dev/null)" != "$want" ] || [ ! -f "$site/include/cudnn_frontend.h" ] ||
   ! .venv/bin/python -c "import torch, lit, pytest, numpy, matplotlib, tqdm" 2>/dev/null; then
  .venv/bin/pip install -q --upgrade pip
  .venv/bin/pip install -q -r requirements.txt
  .venv/bin/pip install -q --no-deps $cudnn_frontend
  echo "$want" >"$stamp"
fi
if [ ! -f "$site/include/cudnn_frontend.h" ]; then
  echo "cuagent setup: $cudnn_frontend did not install cudnn_frontend.h into $site/include" >&2
  exit 1
fi
# A copy the GPU machine's build takes (it has no PyPI): the device call
# carries .cudnn-frontend (scripts/gpu.sh).
rm -rf .cudnn-frontend && mkdir -p .cudnn-frontend && cp -r "$site/include" .cudnn-frontend/
if [ ! -f /usr/local/cuda/include/cudnn.h ]; then
  echo "cuagent setup: the cuDNN 9 headers (cudnn.h) are missing from /usr/local/cuda/include;" >&2
  echo "install them there (the library itself is loaded at run time: PyTorch's copy)" >&2
  exit 1
fi
echo "cuagent setup: ok"
