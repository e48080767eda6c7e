//===- Runtime.cpp - guard / run_group state per cache key -----------------===//
#include "cuagent/TorchScript/Runtime.h"

#include "cuagent/Cache/KernelCache.h"
#include "cuagent/Runtime/PlanExecutor.h"

#include <ATen/ops/empty.h>
#include <c10/cuda/CUDAGuard.h>
#include <c10/cuda/CUDAStream.h>

#include <array>
#include <atomic>
#include <chrono>
#include <cstdlib>
#include <memory>
#include <mutex>
#include <shared_mutex>
#include <sstream>
#include <unordered_map>

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
  case c10::ScalarType::Bool:
    return "b8";
  case c10::ScalarType::Long: // class targets, embedding ids
    return "i64";
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

std::vector<std::string> cacheDirsToSearch(std::string_view bakedDir, const char *envDir) {
  std::vector<std::string> dirs;
  if (!bakedDir.empty())
    dirs.emplace_back(bakedDir);
  if (envDir && *envDir && (dirs.empty() || dirs.front() != envDir))
    dirs.emplace_back(envDir);
  return dirs;
}

std::string defaultCacheDir() {
  if (const char *env = std::getenv("CUAGENT_CACHE_DIR"); env && *env)
    return env;
  if (const char *home = std::getenv("HOME"); home && *home)
    return std::string(home) + "/.cache/cuagent";
  return ".cuagent-cache";
}

namespace {

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
bool parseTensor(const std::string &text, GuardSpec::Input &input) {
  std::vector<std::string> fields = split(text, ':');
  fields.resize(3); // a scalar's empty dims leave trailing fields out
  if (fields[0] == "f32")
    input.dtype = c10::ScalarType::Float;
  else if (fields[0] == "f16")
    input.dtype = c10::ScalarType::Half;
  else if (fields[0] == "bf16")
    input.dtype = c10::ScalarType::BFloat16;
  else if (fields[0] == "b8")
    input.dtype = c10::ScalarType::Bool;
  else if (fields[0] == "i64")
    input.dtype = c10::ScalarType::Long;
  else
    return false;
  return parseDims(fields[1], input.sizes) && parseDims(fields[2], input.strides) &&
         input.sizes.size() == input.strides.size();
}

GuardMiss checkInput(const at::Tensor &tensor, const GuardSpec::Input &expected,
                     c10::Device device) {
  if (!tensor.defined())
    return GuardMiss::Undefined;
  if (tensor.device() != device)
    return GuardMiss::Device;
  if (tensor.scalar_type() != expected.dtype)
    return GuardMiss::DType;
  if (tensor.sizes() != c10::IntArrayRef(expected.sizes))
    return GuardMiss::Sizes;
  if (tensor.strides() != c10::IntArrayRef(expected.strides))
    return GuardMiss::Strides;
  // Kernels use 16-byte vector accesses; a view with a storage offset may
  // not be aligned, so it takes the stock path for this call.
  if (reinterpret_cast<uintptr_t>(tensor.data_ptr()) % 16 != 0)
    return GuardMiss::Alignment;
  return GuardMiss::None;
}

} // namespace

bool parseSignature(std::string_view signature, GuardSpec &spec) {
  std::vector<std::string> parts = split(std::string(signature), ';');
  if (parts.size() < 2)
    return false;
  try {
    spec.device = c10::Device(parts[0]);
    spec.numOutputs = std::stoul(parts[1]);
    spec.inputs.assign(parts.size() - 2, GuardSpec::Input());
    for (size_t i = 2; i < parts.size(); ++i)
      if (!parseTensor(parts[i], spec.inputs[i - 2]))
        return false;
  } catch (const std::exception &) {
    return false;
  }
  return true;
}

const char *guardMissName(GuardMiss miss) {
  switch (miss) {
  case GuardMiss::None:
    return "none";
  case GuardMiss::Count:
    return "count";
  case GuardMiss::Undefined:
    return "undefined";
  case GuardMiss::Device:
    return "device";
  case GuardMiss::DType:
    return "dtype";
  case GuardMiss::Sizes:
    return "sizes";
  case GuardMiss::Strides:
    return "strides";
  case GuardMiss::Alignment:
    return "alignment";
  }
  return "unknown";
}

GuardMiss checkGuard(const GuardSpec &spec, const std::vector<at::Tensor> &inputs) {
  // A different shape or layout is not an error, just not this plan.
  if (inputs.size() != spec.inputs.size())
    return GuardMiss::Count;
  for (size_t i = 0; i < inputs.size(); ++i)
    if (GuardMiss miss = checkInput(inputs[i], spec.inputs[i], spec.device);
        miss != GuardMiss::None)
      return miss;
  return GuardMiss::None;
}

namespace {

/// A loaded plan with everything a call needs precomputed: the outputs'
/// shapes and options, so a call only allocates them.
struct LoadedRun {
  struct Output {
    std::vector<int64_t> shape;
    at::TensorOptions options;
  };
  std::unique_ptr<rt::LoadedPlan> plan;
  std::vector<Output> outputs; // in output index order
  at::TensorOptions workspaceOptions;
  rt::CudaDriver *driver = nullptr;
  double loadMs = 0;
};

/// A cache key's state. The hot path reads `bad`, `ready`, `spec` and `run`
/// without locking: `spec` is written once before `ready` is published and
/// `run` is published once loaded, and neither changes afterwards (a run is
/// freed with the state, never while a call may hold it). `mutex` guards
/// the slow paths: parsing, loading and marking bad.
struct KeyState {
  explicit KeyState(std::string_view key) : key(key) {}
  const std::string key;
  std::mutex mutex;
  std::atomic<bool> bad{false};
  std::atomic<bool> ready{false}; // the signature is parsed and names a GPU
  GuardSpec spec;
  std::atomic<const LoadedRun *> run{nullptr};
  std::unique_ptr<LoadedRun> runOwner; // under mutex
  std::string reason;                  // under mutex
  std::atomic<uint64_t> fastCalls{0};
  std::atomic<uint64_t> fallbacks{0};
  std::array<std::atomic<uint64_t>, kNumGuardMisses> misses{};
};

struct Registry {
  std::shared_mutex mutex;
  // Keyed by views of each state's own key string.
  std::unordered_map<std::string_view, std::shared_ptr<KeyState>> keys;
};

Registry &registry() {
  static Registry *instance = new Registry(); // never destroyed: ops may run at exit
  return *instance;
}

std::shared_ptr<KeyState> stateFor(std::string_view key) {
  Registry &reg = registry();
  {
    std::shared_lock<std::shared_mutex> lock(reg.mutex);
    if (auto found = reg.keys.find(key); found != reg.keys.end())
      return found->second;
  }
  std::unique_lock<std::shared_mutex> lock(reg.mutex);
  if (auto found = reg.keys.find(key); found != reg.keys.end())
    return found->second;
  auto state = std::make_shared<KeyState>(key);
  reg.keys.emplace(std::string_view(state->key), state);
  return state;
}

/// Marks `key` bad for the rest of the process and says why, once. The
/// caller holds state.mutex. A loaded run stays alive with the state: a
/// call on another thread may still be enqueueing it.
void markBad(KeyState &state, const std::string &reason) {
  if (state.bad.load(std::memory_order_relaxed))
    return;
  state.reason = reason;
  state.bad.store(true, std::memory_order_release);
  // Deduplicated by reason, not key: a model with fifty groups on a machine
  // without a GPU says so once.
  logOnce(reason.rfind("NoGpu", 0) == 0 ? std::string("no-gpu") : "runtime:" + reason,
          "group " + state.key.substr(0, 12) + " runs on stock kernels: " + reason);
}

/// The guard's first call for a key: parses the signature, or marks the key
/// bad when it cannot run here.
void prepareGuard(KeyState &state, std::string_view signature) {
  std::lock_guard<std::mutex> lock(state.mutex);
  if (state.bad.load(std::memory_order_relaxed) || state.ready.load(std::memory_order_relaxed))
    return;
  GuardSpec spec;
  if (!parseSignature(signature, spec)) {
    markBad(state, "the graph's signature string is malformed; re-run cuagent.optimize");
    return;
  }
  if (!spec.device.is_cuda()) {
    markBad(state, "NoGpu: the model was optimized for " + spec.device.str() +
                       "; cuagent kernels need a CUDA device (optimize with CUDA inputs)");
    return;
  }
  state.spec = std::move(spec);
  state.ready.store(true, std::memory_order_release);
}

} // namespace

bool guardGroup(const std::vector<at::Tensor> &inputs, std::string_view key,
                std::string_view signature) {
  std::shared_ptr<KeyState> state = stateFor(key);
  if (!state->ready.load(std::memory_order_acquire) && !state->bad.load(std::memory_order_acquire))
    prepareGuard(*state, signature);
  if (state->bad.load(std::memory_order_acquire) || !state->ready.load(std::memory_order_acquire)) {
    state->fallbacks.fetch_add(1, std::memory_order_relaxed);
    return false;
  }
  if (GuardMiss miss = checkGuard(state->spec, inputs); miss != GuardMiss::None) {
    state->misses[size_t(miss)].fetch_add(1, std::memory_order_relaxed);
    state->fallbacks.fetch_add(1, std::memory_order_relaxed);
    return false;
  }
  return true;
}

namespace {

Expected<CacheEntry> lookupEntryIn(const std::string &key, const std::string &cacheDir,
                                   bool &missing) {
  KernelCache cache(cacheDir);
  CacheEntry entry;
  std::string reason;
  missing = false;
  switch (cache.lookup(key, entry, reason)) {
  case LookupResult::Missing:
    missing = true;
    return Status::error("no cache entry in " + cacheDir);
  case LookupResult::Corrupt:
    return Status::error("the cache entry in " + cacheDir + " is corrupt (" + reason +
                         "); re-run cuagent.optimize or cuagent-aot to rebuild it");
  case LookupResult::Hit:
    break;
  }
  if (entry.status != EntryStatus::Verified || !entry.plan)
    return Status::error(std::string("the cache entry is ") + entryStatusName(entry.status) +
                         (entry.reason.empty() ? "" : " (" + entry.reason + ")"));
  return entry;
}

/// The first directory of `dirs` that holds the key's entry decides.
Expected<CacheEntry> lookupEntry(const std::string &key, const std::vector<std::string> &dirs) {
  std::string searched;
  for (const std::string &dir : dirs) {
    bool missing = false;
    Expected<CacheEntry> entry = lookupEntryIn(key, dir, missing);
    if (!missing)
      return entry;
    searched += (searched.empty() ? "" : " or ") + dir;
  }
  return Status::error("no cache entry in " + searched +
                       " (ship the cache directory with the model, or set CUAGENT_CACHE_DIR)");
}

c10::ScalarType scalarType(DType dtype) {
  switch (dtype) {
  case DType::F16:
    return c10::ScalarType::Half;
  case DType::BF16:
    return c10::ScalarType::BFloat16;
  case DType::I64: // indices (argmax, max.dim)
    return c10::ScalarType::Long;
  case DType::B8: // masks, conditions, comparisons
    return c10::ScalarType::Bool;
  default:
    return c10::ScalarType::Float;
  }
}

/// The outputs' shapes and options, in output index order.
Status describeOutputs(const Plan &plan, c10::Device device, LoadedRun &run) {
  run.outputs.assign(plan.numOutputs(), LoadedRun::Output());
  std::vector<bool> declared(run.outputs.size(), false);
  for (const PlanBuffer &buffer : plan.buffers) {
    if (buffer.kind != PlanBuffer::Kind::Output)
      continue;
    if (buffer.index < 0 || size_t(buffer.index) >= run.outputs.size())
      return Status::error("the plan has an output buffer with a bad index");
    LoadedRun::Output &output = run.outputs[size_t(buffer.index)];
    output.shape = buffer.spec.shape;
    output.options = at::TensorOptions().dtype(scalarType(buffer.spec.dtype)).device(device);
    declared[size_t(buffer.index)] = true;
  }
  for (bool isDeclared : declared)
    if (!isDeclared)
      return Status::error("the plan does not declare every output");
  run.workspaceOptions = at::TensorOptions().dtype(at::kByte).device(device);
  return Status::ok();
}

Expected<std::unique_ptr<LoadedRun>> loadRun(const KeyState &state,
                                             const std::vector<std::string> &cacheDirs) {
  auto start = std::chrono::steady_clock::now();
  Expected<CacheEntry> entry = lookupEntry(state.key, cacheDirs);
  if (!entry)
    return entry.status();
  const Plan &plan = *entry->plan;
  if (plan.numOutputs() != state.spec.numOutputs)
    return Status::error("the cached plan has " + std::to_string(plan.numOutputs()) +
                         " outputs but the graph expects " + std::to_string(state.spec.numOutputs));
  auto run = std::make_unique<LoadedRun>();
  if (Status status = describeOutputs(plan, state.spec.device, *run); !status)
    return status;
  Expected<rt::CudaDriver *> driver = rt::CudaDriver::get();
  if (!driver)
    return driver.status();
  run->driver = *driver;
  if (Status status = (*driver)->makePrimaryContextCurrent(state.spec.device.index()); !status)
    return status;
  Expected<std::unique_ptr<rt::LoadedPlan>> loaded = rt::LoadedPlan::load(plan, entry->modules);
  if (!loaded)
    return loaded.status();
  run->plan = loaded.take();
  run->loadMs =
      std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  return run;
}

/// The key's loaded run, loading it on the first call; null when the key is
/// (or has just been marked) bad.
const LoadedRun *runFor(KeyState &state, std::string_view cacheDir) {
  if (const LoadedRun *run = state.run.load(std::memory_order_acquire))
    return run;
  std::lock_guard<std::mutex> lock(state.mutex);
  if (state.bad.load(std::memory_order_relaxed))
    return nullptr;
  if (!state.runOwner) {
    Expected<std::unique_ptr<LoadedRun>> loaded =
        loadRun(state, cacheDirsToSearch(cacheDir, std::getenv("CUAGENT_CACHE_DIR")));
    if (!loaded) {
      markBad(state, loaded.message());
      return nullptr;
    }
    state.runOwner = loaded.take();
    state.run.store(state.runOwner.get(), std::memory_order_release);
  }
  return state.runOwner.get();
}

/// Device pointers of one call, in vectors reused by the thread's next call
/// (enqueue takes vectors; these allocate on a thread's first calls only).
struct CallPointers {
  std::vector<CUdeviceptr> inputs, outputs;
};

CallPointers &callPointers() {
  thread_local CallPointers pointers;
  return pointers;
}

} // namespace

std::tuple<bool, std::vector<at::Tensor>>
runGroup(const std::vector<at::Tensor> &inputs, std::string_view key, std::string_view cacheDir) {
  std::shared_ptr<KeyState> state = stateFor(key);
  auto fallback = [&](const std::string &reason) {
    if (!reason.empty()) {
      std::lock_guard<std::mutex> lock(state->mutex);
      markBad(*state, reason);
    }
    state->fallbacks.fetch_add(1, std::memory_order_relaxed);
    return std::make_tuple(false, std::vector<at::Tensor>());
  };
  if (state->bad.load(std::memory_order_acquire))
    return fallback("");
  if (!state->ready.load(std::memory_order_acquire))
    return fallback("run_group called without a passing guard");
  c10::cuda::CUDAGuard deviceGuard(state->spec.device);
  const LoadedRun *run = runFor(*state, cacheDir);
  if (!run)
    return fallback("");
  const rt::LoadedPlan &plan = *run->plan;
  if (inputs.size() != plan.numInputs())
    return fallback("the plan takes " + std::to_string(plan.numInputs()) +
                    " inputs but the graph passes " + std::to_string(inputs.size()));
  CallPointers &pointers = callPointers();
  pointers.inputs.clear();
  pointers.outputs.clear();
  for (const at::Tensor &tensor : inputs)
    pointers.inputs.push_back(reinterpret_cast<CUdeviceptr>(tensor.data_ptr()));
  std::vector<at::Tensor> outputs;
  outputs.reserve(run->outputs.size());
  for (const LoadedRun::Output &output : run->outputs) {
    outputs.push_back(at::empty(output.shape, output.options));
    pointers.outputs.push_back(reinterpret_cast<CUdeviceptr>(outputs.back().data_ptr()));
  }
  at::Tensor workspace;
  CUdeviceptr workspacePointer = 0;
  if (plan.workspaceBytes()) {
    workspace = at::empty({int64_t(plan.workspaceBytes())}, run->workspaceOptions);
    workspacePointer = reinterpret_cast<CUdeviceptr>(workspace.data_ptr());
  }
  if (Status status = run->driver->makePrimaryContextCurrent(state->spec.device.index()); !status)
    return fallback(status.message());
  CUstream stream = reinterpret_cast<CUstream>(
      c10::cuda::getCurrentCUDAStream(state->spec.device.index()).stream());
  if (Status status = plan.enqueue(pointers.inputs, pointers.outputs, workspacePointer, stream);
      !status)
    return fallback(status.message());
  state->fastCalls.fetch_add(1, std::memory_order_relaxed);
  return std::make_tuple(true, std::move(outputs));
}

std::string runtimeStatsJson() {
  Registry &reg = registry();
  std::shared_lock<std::shared_mutex> lock(reg.mutex);
  json keys = json::object();
  uint64_t fast = 0, fallbacks = 0;
  for (auto &[key, state] : reg.keys) {
    std::lock_guard<std::mutex> keyLock(state->mutex);
    json misses = json::object();
    for (size_t i = 1; i < kNumGuardMisses; ++i)
      if (uint64_t count = state->misses[i].load(std::memory_order_relaxed))
        misses[guardMissName(GuardMiss(i))] = count;
    bool bad = state->bad.load(std::memory_order_relaxed);
    json entry = {{"fast_path_calls", state->fastCalls.load(std::memory_order_relaxed)},
                  {"fallbacks", state->fallbacks.load(std::memory_order_relaxed)},
                  {"bad", bad},
                  {"reason", state->reason},
                  {"loaded", state->runOwner && !bad},
                  {"guard_misses", misses}};
    if (state->runOwner)
      entry["load_ms"] = state->runOwner->loadMs;
    keys[state->key] = entry;
    fast += entry["fast_path_calls"].get<uint64_t>();
    fallbacks += entry["fallbacks"].get<uint64_t>();
  }
  return json{{"fast_path_calls", fast}, {"fallbacks", fallbacks}, {"keys", keys}}.dump();
}

void resetRuntime() {
  {
    Registry &reg = registry();
    std::unique_lock<std::shared_mutex> lock(reg.mutex);
    reg.keys.clear();
  }
  resetLogOnce();
}

} // namespace cuagent
