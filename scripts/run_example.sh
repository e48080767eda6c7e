#!/usr/bin/env bash
# Sets up, builds and runs the main job on the example model: capture, compile,
# verify (on a GPU), patch, and compare with eager.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
bash scripts/build.sh
export CUAGENT_BUILD_DIR=$(pwd)/build
exec .venv/bin/python examples/run_example.py "$@"
