//===- Optimize.h - cuagent::optimize, the LibTorch entry point -*- C++ -*-===//
//
// Freeze, profile, partition, write one task per group, have the worker
// compile and verify it (cached), and patch the graph so each group runs its
// verified plan behind a guard, with the stock subgraph as the fallback.
//
//===----------------------------------------------------------------------===//
#ifndef CUAGENT_TORCHSCRIPT_OPTIMIZE_H
#define CUAGENT_TORCHSCRIPT_OPTIMIZE_H

#include "cuagent/Format/Task.h"

#include <torch/script.h>

#include <nlohmann/json.hpp>

#include <optional>
#include <set>
#include <string>
#include <vector>

namespace cuagent {

struct OptimizeOptions {
  std::string cacheDir; // empty: $CUAGENT_CACHE_DIR, else ~/.cache/cuagent
  size_t minGroupSize = 2;
  std::set<std::string> denyList; // ATen schemas, e.g. "aten::gelu"
  /// Any group that does not end up with a verified plan is an error.
  bool strict = false;
  std::string workerPath; // empty: see findWorker
  double workerTimeoutSeconds = 300;
  double candidateTimeoutSeconds = -1; // < 0: the worker's default
  std::string policy = "builtin";
  bool verbose = false;
  /// Where task directories go; empty: a temporary directory, removed after
  /// the worker ran. Set it to keep the tasks (debugging, tests).
  std::string taskDir;
  /// Patch groups without a verified plan too (their guard fails at run
  /// time). Lets a model be shipped before its cache is built on a GPU.
  bool patchAll = false;
  /// A group that is not faster than stock, or that no candidate passes, is
  /// retried as parts (Split.h).
  bool retryParts = true;
  /// scaled_dot_product_attention joins groups as GEMMs and a row softmax
  /// (PartitionOptions::decomposeAttention), raced against stock attention
  /// with the ops beside it fused (Race.h). On in both precision modes, where
  /// it was measured never to lose (docs/decisions.md 41, 130).
  bool decomposeAttention = true;
  /// A verified kernel is patched in only when the stock subgraph, as the
  /// TorchScript executor runs it (its own fuser included), takes at least
  /// this many times the kernel's time: the guard costs host time on every
  /// call. 0 patches every verified kernel (tests of the fast path).
  double minSpeedup = 1.03;
  /// Float32 groups: "fp32" (strict: no TF32, verified to 1e-4) or "tf32"
  /// (cuBLASLt may use TF32 tensor cores for GEMMs; verified against the
  /// strict fp32 stock result to 1e-2). fp16/bf16 groups keep their own.
  std::string precision = "fp32";
  /// In the fp32 mode, compute-bound float32 GEMMs and convolutions are also
  /// tried as 3xTF32 (verified at 1e-4 like any candidate; decision 49).
  /// False keeps cuBLAS's and cuDNN's fp32 kernels only (and their memory);
  /// part of the cache key when False.
  bool fp32Emulation = true;
  /// A group no plan of which fits the memory cap may be planned a batch
  /// chunk at a time (decision 69); part of the cache key when False.
  bool batchTiling = true;
  /// A patched group may take at most this multiple of the memory stock
  /// holds at it (decision 52; Task::maxMemoryRatio); 0: no cap. Part of
  /// the cache key when not the default.
  double maxMemoryRatio = kDefaultMaxMemoryRatio;
  /// The fraction (0, 1] of the free GPU memory, and of the free disk of the
  /// task directory, that verifying one group may take (reference sets,
  /// outputs, parameters, flush buffer, workspace; reference files). A group
  /// over it stays stock with reason TooLarge.
  double memoryBudget = 0.8;
  /// compute-sanitizer tools every verified plan must also pass ("racecheck,
  /// initcheck"; docs/verification.md, "Sanitizer mode"); empty: off. Not
  /// part of the cache key: a verified entry counts only if its report lists
  /// these tools, otherwise it is rebuilt (docs/decisions.md #33).
  std::string sanitize;
};

/// Parses {"cache_dir": ..., "min_group_size": ..., "deny_list": [...],
/// "strict", "worker_path", "worker_timeout_s", "candidate_timeout_s",
/// "policy", "verbose", "task_dir", "patch_all", "min_speedup", "precision",
/// "fp32_emulation", "batch_tiling", "max_memory_ratio", "memory_budget",
/// "sanitize"}; throws
/// c10::Error naming an unknown or mistyped option.
OptimizeOptions optimizeOptionsFromJson(const nlohmann::json &options);

struct OptimizeResult {
  torch::jit::Module module;
  nlohmann::json report;
};

/// `inputs` are forward's arguments (without self). The module is not
/// changed; the result is a frozen, patched copy.
OptimizeResult optimize(torch::jit::Module module, std::vector<torch::jit::IValue> inputs,
                        const OptimizeOptions &options);

/// Freeze, profile and partition only: {"groups": [...], "fallbacks": [...]}.
nlohmann::json partitionModule(torch::jit::Module module, std::vector<torch::jit::IValue> inputs,
                               const OptimizeOptions &options);

} // namespace cuagent

#endif // CUAGENT_TORCHSCRIPT_OPTIMIZE_H
