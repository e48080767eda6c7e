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

#include <cstdint>
#include <string>
#include <string_view>
#include <tuple>
#include <vector>

namespace cuagent {

/// "cuda:0;2;f32:8x1024:1024x1;f32:1024:1": device, output count, then
/// dtype:sizes:strides per input.
std::string encodeSignature(const std::vector<const ValueInfo *> &inputs, size_t numOutputs);

/// What a group's plan was built for, parsed once from its signature so
/// that the per-call guard compares numbers, never text.
struct GuardSpec {
  struct Input {
    c10::ScalarType dtype = c10::ScalarType::Float;
    std::vector<int64_t> sizes;
    std::vector<int64_t> strides;
  };
  c10::Device device = c10::Device(c10::kCPU);
  size_t numOutputs = 0;
  std::vector<Input> inputs;
};

/// The inverse of encodeSignature; false when `signature` is malformed.
bool parseSignature(std::string_view signature, GuardSpec &spec);

/// Why a call's inputs cannot take a group's plan (None: they can).
enum class GuardMiss : uint8_t {
  None,
  Count,     // another number of inputs
  Undefined, // an undefined tensor
  Device,    // another device
  DType,
  Sizes,     // another rank or shape
  Strides,   // same shape, another layout (a transposed or sliced view)
  Alignment, // a data pointer not 16-byte aligned (a view at an offset)
};
constexpr size_t kNumGuardMisses = size_t(GuardMiss::Alignment) + 1;
const char *guardMissName(GuardMiss miss);

/// The guard's per-call check: exact sizes, strides, dtype and device, and
/// 16-byte alignment (kernels use vector accesses). Allocates nothing.
GuardMiss checkGuard(const GuardSpec &spec, const std::vector<at::Tensor> &inputs);

/// The custom ops' bodies. After a key's first call neither takes a lock
/// held across calls, formats text or allocates beyond the outputs (and the
/// plan's workspace), so a patched group costs a few microseconds of host
/// time per call and may run from several threads at once.
bool guardGroup(const std::vector<at::Tensor> &inputs, std::string_view key,
                std::string_view signature);
std::tuple<bool, std::vector<at::Tensor>> runGroup(const std::vector<at::Tensor> &inputs,
                                                   std::string_view key, std::string_view cacheDir);

/// {"fast_path_calls": n, "fallbacks": n, "keys": {key: {..., "load_ms",
/// "guard_misses": {kind: n}}}}.
std::string runtimeStatsJson();
/// Forgets counters, loaded plans, bad marks and logged warnings (tests).
void resetRuntime();

/// The default cache directory: $CUAGENT_CACHE_DIR, else ~/.cache/cuagent.
std::string defaultCacheDir();

/// Where a patched graph looks for its entry, in order: the directory
/// optimize wrote to (baked into the graph), then $CUAGENT_CACHE_DIR when it
/// is set and differs (a saved module moved to another machine). The baked
/// directory comes first so that an unrelated $CUAGENT_CACHE_DIR in the
/// environment never hides the entries optimize has just written.
std::vector<std::string> cacheDirsToSearch(std::string_view bakedDir, const char *envDir);

} // namespace cuagent

#endif // CUAGENT_TORCHSCRIPT_RUNTIME_H
