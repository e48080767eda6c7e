//===- Runtime.cpp - guard / run_group state per cache key -----------------===//
#include "cuagent/TorchScript/Runtime.h"

#include "cuagent/Cache/KernelCache.h"
#include "cuagent/Runtime/PlanExecutor.h"

#include <ATen/ops/empty.h>
#include <c10/cuda/CUDAGuard.h>
#include <c10/cuda/CUDAStream.h>

#include <cstdlib>
#include <memory>
#include <mutex>
#include <sstream>

namespace cuagent {
using json = nlohmann::json;

static const char *dtypeCode(c10::ScalarType dtype) {
  switch (dtype) {
  case c10::ScalarType::Float:
    return "f32";
  case c10::ScalarType::Half:
    return "f16";
  case c10::ScalarType::BFloat16:
    return "bf16";
  default:
    return "other";
  }
}

static std::string joinDims(c10::IntArrayRef dims) {
  std::string text;
  for (size_t i = 0; i < dims.size(); ++i)
    text += (i ? "x" : "") + std::to_string(dims[i]);
  return text;
}

static std::string encodeTensor(c10::ScalarType dtype, c10::IntArrayRef sizes,
                                c10::IntArrayRef strides) {
  return std::string(dtypeCode(dtype)) + ":" + joinDims(sizes) + ":" + joinDims(strides);
}

std::string encodeSignature(const std::vector<const ValueInfo *> &inputs, size_t numOutputs) {
  std::string text = (inputs.empty() ? std::string("cpu") : inputs.front()->device.str()) + ";" +
                     std::to_string(numOutputs);
  for (const ValueInfo *info : inputs)
    text += ";" + encodeTensor(info->dtype, info->sizes, info->strides);
  return text;
}

std::string defaultCacheDir() {
  if (const char *env = std::getenv("CUAGENT_CACHE_DIR"); env && *env)
    return env;
  if (const char *home = std::getenv("HOME"); home && *home)
    return std::string(home) + "/.cache/cuagent";
  return ".cuagent-cache";
}

namespace {

/// One input the plan was built for, parsed once from the signature so the
/// per-call guard compares numbers instead of formatting strings.
struct ExpectedInput {
  c10::ScalarType dtype = c10::ScalarType::Float;
  std::vector<int64_t> sizes;
  std::vector<int64_t> strides;
};

struct KeyState {
  std::mutex mutex;
  std::string signature; // as first seen; the graph holds one per key
  std::vector<ExpectedInput> expectedInputs;
  c10::Device device = c10::Device(c10::kCPU);
  size_t numOutputs = 0;
  bool parsed = false;
  bool bad = false;
  std::string reason;
  std::unique_ptr<rt::LoadedPlan> plan;
  uint64_t fastCalls = 0;
  uint64_t fallbacks = 0;
};

struct Registry {
  std::mutex mutex;
  std::map<std::string, std::shared_ptr<KeyState>> keys;
};

Registry &registry() {
  static Registry *instance = new Registry(); // never destroyed: ops may run at exit
  return *instance;
}

std::shared_ptr<KeyState> stateFor(const std::string &key) {
  Registry &reg = registry();
  std::lock_guard<std::mutex> lock(reg.mutex);
  std::shared_ptr<KeyState> &state = reg.keys[key];
  if (!state)
    state = std::make_shared<KeyState>();
  return state;
}

/// Marks `key` bad for the rest of the process and says why, once.
void markBad(KeyState &state, const std::string &key, const std::string &reason) {
  state.bad = true;
  state.reason = reason;
  state.plan.reset();
  // Deduplicated by reason, not key: a model with fifty groups on a machine
  // without a GPU says so once.
  logOnce(reason.rfind("NoGpu", 0) == 0 ? std::string("no-gpu") : "runtime:" + reason,
          "group " + key.substr(0, 12) + " runs on stock kernels: " + reason);
}

std::vector<std::string> split(const std::string &text, char separator) {
  std::vector<std::string> parts;
  std::stringstream stream(text);
  std::string part;
  while (std::getline(stream, part, separator))
    parts.push_back(part);
  return parts;
}

/// "2x3" -> {2, 3}; "" (a scalar) -> {}.
bool parseDims(const std::string &text, std::vector<int64_t> &dims) {
  dims.clear();
  for (const std::string &dim : split(text, 'x')) {
    size_t used = 0;
    dims.push_back(std::stoll(dim, &used));
    if (used != dim.size())
      return false;
  }
  return true;
}

/// The inverse of encodeTensor.
bool parseTensor(const std::string &text, ExpectedInput &input) {
  std::vector<std::string> fields = split(text, ':');
  fields.resize(3); // a scalar's empty dims leave trailing fields out
  if (fields[0] == "f32")
    input.dtype = c10::ScalarType::Float;
  else if (fields[0] == "f16")
    input.dtype = c10::ScalarType::Half;
  else if (fields[0] == "bf16")
    input.dtype = c10::ScalarType::BFloat16;
  else
    return false;
  return parseDims(fields[1], input.sizes) && parseDims(fields[2], input.strides) &&
         input.sizes.size() == input.strides.size();
}

bool parseSignature(KeyState &state, const std::string &signature) {
  std::vector<std::string> parts = split(signature, ';');
  if (parts.size() < 2)
    return false;
  try {
    state.device = c10::Device(parts[0]);
    state.numOutputs = std::stoul(parts[1]);
    state.expectedInputs.assign(parts.size() - 2, ExpectedInput());
    for (size_t i = 2; i < parts.size(); ++i)
      if (!parseTensor(parts[i], state.expectedInputs[i - 2]))
        return false;
  } catch (const std::exception &) {
    return false;
  }
  state.signature = signature;
  state.parsed = true;
  return true;
}

bool matches(const at::Tensor &tensor, const ExpectedInput &expected) {
  return tensor.scalar_type() == expected.dtype && tensor.sizes() == expected.sizes &&
         tensor.strides() == expected.strides;
}

} // namespace

bool guardGroup(const std::vector<at::Tensor> &inputs, const std::string &key,
                const std::string &signature) {
  std::shared_ptr<KeyState> state = stateFor(key);
  std::lock_guard<std::mutex> lock(state->mutex);
  auto fallback = [&] {
    ++state->fallbacks;
    return false;
  };
  if (state->bad)
    return fallback();
  if (!state->parsed && !parseSignature(*state, signature)) {
    markBad(*state, key, "the graph's signature string is malformed; re-run cuagent.optimize");
    return fallback();
  }
  if (!state->device.is_cuda()) {
    markBad(*state, key,
            "NoGpu: the model was optimized for " + state->device.str() +
                "; cuagent kernels need a CUDA device (optimize with CUDA inputs)");
    return fallback();
  }
  // A different shape or layout is not an error, just not this plan.
  if (inputs.size() != state->expectedInputs.size())
    return fallback();
  for (size_t i = 0; i < inputs.size(); ++i) {
    const at::Tensor &tensor = inputs[i];
    if (!tensor.defined() || tensor.device() != state->device ||
        !matches(tensor, state->expectedInputs[i]))
      return fallback();
    // Kernels use 16-byte vector accesses; a view with a storage offset may
    // not be aligned, so it takes the stock path for this call.
    if (reinterpret_cast<uintptr_t>(tensor.data_ptr()) % 16 != 0)
      return fallback();
  }
  return true;
}

static Status loadPlan(KeyState &state, const std::string &key, const std::string &cacheDir) {
  KernelCache cache(cacheDir);
  CacheEntry entry;
  std::string reason;
  switch (cache.lookup(key, entry, reason)) {
  case LookupResult::Missing:
    return Status::error("no cache entry in " + cacheDir +
                         " (ship the cache directory with the model, or set CUAGENT_CACHE_DIR)");
  case LookupResult::Corrupt:
    return Status::error("the cache entry is corrupt (" + reason +
                         "); re-run cuagent.optimize or cuagent-aot to rebuild it");
  case LookupResult::Hit:
    break;
  }
  if (entry.status != EntryStatus::Verified || !entry.plan)
    return Status::error(std::string("the cache entry is ") + entryStatusName(entry.status) +
                         (entry.reason.empty() ? "" : " (" + entry.reason + ")"));
  if (entry.plan->numOutputs() != state.numOutputs)
    return Status::error("the cached plan has " + std::to_string(entry.plan->numOutputs()) +
                         " outputs but the graph expects " + std::to_string(state.numOutputs));
  Expected<rt::CudaDriver *> driver = rt::CudaDriver::get();
  if (!driver)
    return driver.status();
  if (Status status = (*driver)->makePrimaryContextCurrent(state.device.index()); !status)
    return status;
  Expected<std::unique_ptr<rt::LoadedPlan>> loaded =
      rt::LoadedPlan::load(*entry.plan, entry.modules);
  if (!loaded)
    return loaded.status();
  state.plan = loaded.take();
  return Status::ok();
}

std::tuple<bool, std::vector<at::Tensor>> runGroup(const std::vector<at::Tensor> &inputs,
                                                   const std::string &key,
                                                   const std::string &cacheDir) {
  std::shared_ptr<KeyState> state = stateFor(key);
  std::lock_guard<std::mutex> lock(state->mutex);
  auto fallback = [&](const std::string &reason) {
    if (!reason.empty())
      markBad(*state, key, reason);
    ++state->fallbacks;
    return std::make_tuple(false, std::vector<at::Tensor>());
  };
  if (state->bad)
    return fallback("");
  if (!state->parsed || !state->device.is_cuda())
    return fallback("run_group called without a passing guard");
  c10::cuda::CUDAGuard deviceGuard(state->device);
  if (!state->plan) {
    const char *env = std::getenv("CUAGENT_CACHE_DIR");
    std::string dir = env && *env ? std::string(env) : cacheDir;
    if (Status status = loadPlan(*state, key, dir); !status)
      return fallback(status.message());
  }
  const rt::LoadedPlan &plan = *state->plan;
  if (inputs.size() != plan.plan().numInputs())
    return fallback("the plan takes " + std::to_string(plan.plan().numInputs()) +
                    " inputs but the graph passes " + std::to_string(inputs.size()));
  std::vector<at::Tensor> outputs(plan.plan().numOutputs());
  for (const PlanBuffer &buffer : plan.plan().buffers) {
    if (buffer.kind != PlanBuffer::Kind::Output)
      continue;
    if (buffer.index < 0 || size_t(buffer.index) >= outputs.size())
      return fallback("the plan has an output buffer with a bad index");
    c10::ScalarType dtype = buffer.spec.dtype == DType::F32   ? c10::ScalarType::Float
                            : buffer.spec.dtype == DType::F16 ? c10::ScalarType::Half
                                                              : c10::ScalarType::BFloat16;
    outputs[buffer.index] =
        at::empty(buffer.spec.shape, at::TensorOptions().dtype(dtype).device(state->device));
  }
  std::vector<CUdeviceptr> inputPointers, outputPointers;
  for (const at::Tensor &tensor : inputs)
    inputPointers.push_back(reinterpret_cast<CUdeviceptr>(tensor.data_ptr()));
  for (const at::Tensor &tensor : outputs) {
    if (!tensor.defined())
      return fallback("the plan does not declare every output");
    outputPointers.push_back(reinterpret_cast<CUdeviceptr>(tensor.data_ptr()));
  }
  at::Tensor workspace;
  CUdeviceptr workspacePointer = 0;
  if (plan.workspaceBytes()) {
    workspace = at::empty({int64_t(plan.workspaceBytes())},
                          at::TensorOptions().dtype(at::kByte).device(state->device));
    workspacePointer = reinterpret_cast<CUdeviceptr>(workspace.data_ptr());
  }
  Expected<rt::CudaDriver *> driver = rt::CudaDriver::get();
  if (!driver)
    return fallback(driver.message());
  if (Status status = (*driver)->makePrimaryContextCurrent(state->device.index()); !status)
    return fallback(status.message());
  CUstream stream =
      reinterpret_cast<CUstream>(c10::cuda::getCurrentCUDAStream(state->device.index()).stream());
  if (Status status = plan.enqueue(inputPointers, outputPointers, workspacePointer, stream);
      !status)
    return fallback(status.message());
  ++state->fastCalls;
  return std::make_tuple(true, std::move(outputs));
}

std::string runtimeStatsJson() {
  Registry &reg = registry();
  std::lock_guard<std::mutex> lock(reg.mutex);
  json keys = json::object();
  uint64_t fast = 0, fallbacks = 0;
  for (auto &[key, state] : reg.keys) {
    std::lock_guard<std::mutex> keyLock(state->mutex);
    keys[key] = json{{"fast_path_calls", state->fastCalls},
                     {"fallbacks", state->fallbacks},
                     {"bad", state->bad},
                     {"reason", state->reason},
                     {"loaded", bool(state->plan)}};
    fast += state->fastCalls;
    fallbacks += state->fallbacks;
  }
  return json{{"fast_path_calls", fast}, {"fallbacks", fallbacks}, {"keys", keys}}.dump();
}

void resetRuntime() {
  {
    Registry &reg = registry();
    std::lock_guard<std::mutex> lock(reg.mutex);
    reg.keys.clear();
  }
  resetLogOnce();
}

} // namespace cuagent
