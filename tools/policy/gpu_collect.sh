#!/usr/bin/env bash
# The policy dataset on one GPU host, in one device call: one collect_dataset.py
# shard per GPU (CUDA_VISIBLE_DEVICES), the dev split then the test split as
# evaluation lines (--split-role eval: never trained on). Everything lands in
# $OUT; carrying an earlier call's files back in as .carry/policy/ resumes them.
#
#   device run (kind nvidia-h200-x2), carry ["build/bin", ".whl", ".cudnn-frontend"]
#   (+ ".carry" to resume), command:
#     DEV_S=270 EVAL_S=90 PERTURB=1 bash tools/policy/gpu_collect.sh
#   (everything comes back in $OUT/policy-out.tgz)
#
# Worst case DEV_S + EVAL_S + 2 GRACE_S (440 s by default) plus the LibTorch
# build: keep it under the 600 s call limit (pass CUAGENT_LIB to skip the build).
#
# DEV_S / EVAL_S: seconds after which a shard starts no new problem (a problem
# running then is given GRACE_S more, then interrupted: it loses that problem
# only). CUAGENT_LIB pointing at a libcuagent_torch.so of the same commit
# skips the LibTorch build (~1-2 min). Then, here:
#   .venv/bin/python tools/policy/train.py --data OUT/policy-dev.jsonl \
#       --eval-data OUT/policy-eval.jsonl --out 'agent/models/ranker-<hash>.json' --ship
set -u
cd "$(dirname "$0")/../.." || exit 1
ROOT=$(pwd)
OUT=${OUT:-$ROOT/out}
PY=${PYTHON:-python3}
DEV_S=${DEV_S:-270}
EVAL_S=${EVAL_S:-90}
GRACE_S=${GRACE_S:-40}
PERTURB=${PERTURB:-1}
BUDGET_MS=${PROFILE_BUDGET_MS:-75}
# K_TIMING=0: no cold k=1/k=8 reruns on evaluation lines (three worker runs a
# group instead of one), for a call that only widens the evaluation set.
K_TIMING=${K_TIMING:-1}
# PRECISION=tf32: the tf32 mode's candidate spaces (channels-last convs, TF32
# GEMMs), the ones whose hand-set order is furthest from the speed order.
PRECISION=${PRECISION:-fp32}
SEED_DIR=${SEED_DIR:-data} # the accumulated dataset, policy-{dev,eval}-h200.jsonl
export PYTHONUNBUFFERED=1
export CUAGENT_BUILD_DIR=${CUAGENT_BUILD_DIR:-$ROOT/build}
export CUAGENT_WORKER=${CUAGENT_WORKER:-$CUAGENT_BUILD_DIR/bin/cuagent-compile}
mkdir -p "$OUT"
NGPU=${NGPU:-$(nvidia-smi -L | wc -l)}
nvidia-smi --query-gpu=name,driver_version --format=csv | tee "$OUT/gpu.txt"

if [ -n "${CUAGENT_LIB:-}" ] && [ -f "$CUAGENT_LIB" ]; then
  CUAGENT_LIB=$(realpath "$CUAGENT_LIB")
  export CUAGENT_LIB
else
  echo "== build the LibTorch side"
  TORCH_PREFIX=$($PY -c 'import torch;print(torch.utils.cmake_prefix_path)')
  cmake -S . -B build-gpu -G Ninja -DCUAGENT_ENABLE_MLIR=OFF -DCUAGENT_ENABLE_TESTS=OFF \
    -DCUAGENT_CUDNN_FRONTEND_INCLUDE_DIR="$ROOT/.cudnn-frontend/include" \
    -DCMAKE_PREFIX_PATH="$TORCH_PREFIX" >"$OUT/torch-build.log" 2>&1 ||
    { tail -30 "$OUT/torch-build.log"; exit 1; }
  ninja -C build-gpu >>"$OUT/torch-build.log" 2>&1 || { tail -30 "$OUT/torch-build.log"; exit 1; }
  export CUAGENT_LIB=$ROOT/build-gpu/lib/libcuagent_torch.so
  cp "$CUAGENT_LIB" "$OUT/"
fi

# One shard per GPU; resumes from .carry/policy/<role>.<i>.jsonl when carried in.
collect() { # role suite seconds
  local role=$1 suite=$2 seconds=$3 pids=()
  for ((i = 0; i < NGPU; i++)); do
    local out="$OUT/policy-$role.$i.jsonl"
    # Resume from a carried shard, else from the committed dataset: a line
    # already measured is never measured again (the eleventh session's
    # call re-measured 13 of its 15 groups before this seed existed).
    if [ -f ".carry/policy/policy-$role.$i.jsonl" ]; then
      cp ".carry/policy/policy-$role.$i.jsonl" "$out"
    elif [ -f "$SEED_DIR/policy-$role-h200.jsonl" ]; then
      cp "$SEED_DIR/policy-$role-h200.jsonl" "$out"
    fi
    CUDA_VISIBLE_DEVICES=$i timeout --signal=INT --kill-after=15 $((seconds + GRACE_S)) \
      $PY tools/policy/collect_dataset.py --split-role "$role" --suite "$suite" \
      --out "$out" --shard "$i/$NGPU" --deadline-s "$seconds" --perturb "$PERTURB" \
      --precision "$PRECISION" \
      --profile-budget-ms "$BUDGET_MS" $([ "$K_TIMING" = 0 ] && echo --no-k-timing) >"$OUT/collect-$role.$i.log" 2>&1 &
    pids+=($!)
  done
  for pid in "${pids[@]}"; do wait "$pid"; done
  # One file, sorted (problem first in every line): the same lines give the same bytes.
  cat "$OUT"/policy-"$role".[0-9]*.jsonl | LC_ALL=C sort -u >"$OUT/policy-$role.jsonl"
  echo "== $role: $(grep -c '"group": [0-9]' "$OUT/policy-$role.jsonl") groups in $OUT/policy-$role.jsonl"
  tail -n 2 "$OUT"/collect-"$role".*.log
}

collect dev bench/suite/dev "$DEV_S"
collect eval bench/suite/test "$EVAL_S"

# A device call returns at most 8 files (the twelfth session's first call lost
# its evaluation lines that way): everything goes back in one archive, unless
# the caller archives $OUT itself (scripts/gpu_runs.sh: ARCHIVE_OUT=0).
if [ "${ARCHIVE_OUT:-1}" = 1 ]; then
  (cd "$OUT" && tar czf /tmp/policy-out.tgz . && find . -mindepth 1 -delete &&
    mv /tmp/policy-out.tgz policy-out.tgz)
fi
