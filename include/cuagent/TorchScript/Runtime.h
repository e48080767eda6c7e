//===- Runtime.h - The custom ops behind a patched graph --------*- C++ -*-===//
//
// cuagent::guard decides per call whether a group's cached plan may run;
// cuagent::run_group runs it on PyTorch's current stream with tensors from
// PyTorch's caching allocator. A key that fails once (non-verified entry,
// load or launch error, no GPU) is marked bad for the process and the stock
// subgraph runs from then on; the reason is logged once, never per call.
//
//===----------------------------------------------------------------------===//
#ifndef CUAGENT_TORCHSCRIPT_RUNTIME_H
#define CUAGENT_TORCHSCRIPT_RUNTIME_H

#include "cuagent/TorchScript/Partition.h"

#include <ATen/Tensor.h>

#include <string>
#include <tuple>
#include <vector>

namespace cuagent {

/// "cuda:0;2;f32:8x1024:1024x1;f32:1024:1": device, output count, then
/// dtype:sizes:strides per input.
std::string encodeSignature(const std::vector<const ValueInfo *> &inputs, size_t numOutputs);

bool guardGroup(const std::vector<at::Tensor> &inputs, const std::string &key,
                const std::string &signature);
std::tuple<bool, std::vector<at::Tensor>> runGroup(const std::vector<at::Tensor> &inputs,
                                                   const std::string &key,
                                                   const std::string &cacheDir);

/// {"fast_path_calls": n, "fallbacks": n, "keys": {key: {...}}}.
std::string runtimeStatsJson();
/// Forgets counters, loaded plans, bad marks and logged warnings (tests).
void resetRuntime();

/// The default cache directory: $CUAGENT_CACHE_DIR, else ~/.cache/cuagent.
std::string defaultCacheDir();

} // namespace cuagent

#endif // CUAGENT_TORCHSCRIPT_RUNTIME_H
