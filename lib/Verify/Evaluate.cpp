//===- Evaluate.cpp - Run a plan on the GPU: verify, then profile ----------===//
#include "cuagent/Runtime/PlanExecutor.h"
#include "cuagent/Verify/Verify.h"

#include <algorithm>
#include <chrono>
#include <map>
#include <optional>

namespace cuagent {
namespace {

/// Device memory released on scope exit.
class DeviceBuffers {
public:
  explicit DeviceBuffers(rt::CudaDriver *driver) : driver_(driver) {}
  ~DeviceBuffers() {
    for (CUdeviceptr pointer : pointers_)
      driver_->cuMemFree(pointer);
  }
  DeviceBuffers(const DeviceBuffers &) = delete;
  DeviceBuffers &operator=(const DeviceBuffers &) = delete;
  Expected<CUdeviceptr> allocate(size_t bytes) {
    CUdeviceptr pointer = 0;
    if (Status status = driver_->check(driver_->cuMemAlloc(&pointer, std::max<size_t>(bytes, 256)),
                                       "cuMemAlloc");
        !status)
      return status;
    pointers_.push_back(pointer);
    return pointer;
  }

private:
  rt::CudaDriver *driver_;
  std::vector<CUdeviceptr> pointers_;
};

Evaluation failed(std::string reason, bool deviceError = false) {
  Evaluation evaluation;
  evaluation.reason = std::move(reason);
  evaluation.deviceError = deviceError;
  return evaluation;
}

} // namespace

struct TaskEvaluator::State {
  explicit State(rt::CudaDriver *driver) : driver(driver), buffers(driver) {}
  ~State() {
    if (stream)
      driver->cuStreamDestroy(stream);
    if (start)
      driver->cuEventDestroy(start);
    if (stop)
      driver->cuEventDestroy(stop);
  }
  rt::CudaDriver *driver;
  const Task *task = nullptr;
  std::string device;
  DeviceBuffers buffers;
  CUstream stream = nullptr;
  CUevent start = nullptr, stop = nullptr;
  /// Per reference set, one device pointer per task input (task order):
  /// each set's runtime inputs have their own buffers, uploaded once, so
  /// that timing runs can rotate through fresh inputs at no cost; the
  /// parameters are shared.
  std::vector<std::vector<CUdeviceptr>> setInputPointers;
  std::vector<CUdeviceptr> outputPointers;
  /// Host copies of the parameters (task input index -> bytes), to check
  /// that a plan leaves its inputs alone.
  std::map<size_t, std::vector<char>> parameterData;
  CUdeviceptr flush = 0;
  size_t flushBytes = 0;
  /// Per reference set: runtime inputs in task order, then expected outputs.
  std::vector<std::vector<std::vector<char>>> setInputs;
  std::vector<std::vector<std::vector<char>>> setOutputs;
};

TaskEvaluator::TaskEvaluator(std::unique_ptr<State> state) : state_(std::move(state)) {}
TaskEvaluator::~TaskEvaluator() = default;
const std::string &TaskEvaluator::device() const { return state_->device; }

namespace {

/// Copies host bytes to the device on `stream` and waits: a plain
/// cuMemcpyHtoD from pageable memory may return before the data lands, and
/// the non-blocking stream does not wait for it (seen on the H200: kernels
/// read stale tails).
Status upload(rt::CudaDriver *driver, CUdeviceptr pointer, const std::vector<char> &data,
              CUstream stream) {
  if (Status status =
          driver->check(driver->cuMemcpyHtoDAsync(pointer, data.data(), data.size(), stream),
                        "cuMemcpyHtoDAsync");
      !status)
    return status;
  return driver->check(driver->cuStreamSynchronize(stream), "uploading inputs");
}

Status download(rt::CudaDriver *driver, CUdeviceptr pointer, std::vector<char> &data,
                CUstream stream) {
  if (Status status =
          driver->check(driver->cuMemcpyDtoHAsync(data.data(), pointer, data.size(), stream),
                        "cuMemcpyDtoHAsync");
      !status)
    return status;
  return driver->check(driver->cuStreamSynchronize(stream), "downloading a buffer");
}

} // namespace

/// Parameters once, runtime inputs once per reference set.
static Status uploadInputs(TaskEvaluator::State &state) {
  const Task &task = *state.task;
  std::vector<CUdeviceptr> shared(task.inputs.size(), 0);
  for (size_t i = 0; i < task.inputs.size(); ++i) {
    const TaskInput &input = task.inputs[i];
    if (!input.isParameter)
      continue;
    Expected<std::vector<char>> data = readTensorFile(task.directory + "/" + input.file, input);
    if (!data)
      return data.status();
    Expected<CUdeviceptr> pointer = state.buffers.allocate(input.bytes());
    if (!pointer)
      return pointer.status();
    if (Status status = upload(state.driver, *pointer, *data, state.stream); !status)
      return status;
    shared[i] = *pointer;
    state.parameterData[i] = data.take();
  }
  for (size_t set = 0; set < state.setInputs.size(); ++set) {
    std::vector<CUdeviceptr> pointers = shared;
    size_t runtimeIndex = 0;
    for (size_t i = 0; i < task.inputs.size(); ++i) {
      if (task.inputs[i].isParameter)
        continue;
      Expected<CUdeviceptr> pointer = state.buffers.allocate(task.inputs[i].bytes());
      if (!pointer)
        return pointer.status();
      if (Status status =
              upload(state.driver, *pointer, state.setInputs[set][runtimeIndex++], state.stream);
          !status)
        return status;
      pointers[i] = *pointer;
    }
    state.setInputPointers.push_back(std::move(pointers));
  }
  return Status::ok();
}

Expected<std::unique_ptr<TaskEvaluator>> TaskEvaluator::create(const Task &task) {
  Expected<rt::CudaDriver *> driverOr = rt::CudaDriver::get();
  if (!driverOr)
    return Status::error("not verified: no GPU device (" + driverOr.message() + ")");
  rt::CudaDriver *driver = *driverOr;
  int deviceCount = 0;
  if (driver->cuDeviceGetCount(&deviceCount) != CUDA_SUCCESS || deviceCount == 0)
    return Status::error("not verified: no GPU device");
  if (Status status = driver->makePrimaryContextCurrent(0); !status)
    return status;
  if (task.references.empty())
    return Status::error("task has no reference sets; cannot verify");

  auto state = std::make_unique<State>(driver);
  state->task = &task;
  char name[256] = {0};
  driver->cuDeviceGetName(name, sizeof(name), 0);
  state->device = name;
  if (Status status = driver->check(driver->cuStreamCreate(&state->stream, CU_STREAM_NON_BLOCKING),
                                    "cuStreamCreate");
      !status)
    return status;
  if (Status status =
          driver->check(driver->cuEventCreate(&state->start, CU_EVENT_DEFAULT), "cuEventCreate");
      !status)
    return status;
  if (Status status =
          driver->check(driver->cuEventCreate(&state->stop, CU_EVENT_DEFAULT), "cuEventCreate");
      !status)
    return status;

  for (const ReferenceSet &reference : task.references) {
    std::vector<std::vector<char>> inputs, outputs;
    size_t runtimeIndex = 0;
    for (const TaskInput &input : task.inputs) {
      if (input.isParameter)
        continue;
      Expected<std::vector<char>> data =
          readTensorFile(task.directory + "/" + reference.inputs[runtimeIndex++], input);
      if (!data)
        return data.status();
      inputs.push_back(data.take());
    }
    for (size_t i = 0; i < task.outputs.size(); ++i) {
      Expected<std::vector<char>> data =
          readTensorFile(task.directory + "/" + reference.outputs[i], task.outputs[i]);
      if (!data)
        return data.status();
      outputs.push_back(data.take());
    }
    state->setInputs.push_back(std::move(inputs));
    state->setOutputs.push_back(std::move(outputs));
  }
  if (Status status = uploadInputs(*state); !status)
    return status;
  for (const TensorSpec &output : task.outputs) {
    Expected<CUdeviceptr> pointer = state->buffers.allocate(output.bytes());
    if (!pointer)
      return pointer.status();
    state->outputPointers.push_back(*pointer);
  }
  int l2Bytes = 0;
  driver->cuDeviceGetAttribute(&l2Bytes, CU_DEVICE_ATTRIBUTE_L2_CACHE_SIZE, 0);
  state->flushBytes = std::max<size_t>(size_t(l2Bytes) * 2, 64u << 20);
  Expected<CUdeviceptr> flush = state->buffers.allocate(state->flushBytes);
  if (!flush)
    return flush.status();
  state->flush = *flush;
  return std::unique_ptr<TaskEvaluator>(new TaskEvaluator(std::move(state)));
}

namespace {

/// Runs the plan once on reference set `set` with outputs and workspace
/// filled with `poison` bytes, and downloads the outputs.
std::optional<Evaluation> runPoisoned(TaskEvaluator::State &s, const rt::LoadedPlan &plan,
                                      CUdeviceptr workspace, size_t set, uint8_t poison,
                                      std::vector<std::vector<char>> &outputs) {
  const Task &task = *s.task;
  rt::CudaDriver *driver = s.driver;
  for (size_t i = 0; i < s.outputPointers.size(); ++i)
    driver->cuMemsetD8Async(s.outputPointers[i], poison, task.outputs[i].bytes(), s.stream);
  if (workspace)
    driver->cuMemsetD8Async(workspace, poison, plan.workspaceBytes(), s.stream);
  if (Status status = plan.enqueue(s.setInputPointers[set], s.outputPointers, workspace, s.stream);
      !status)
    return failed(status.message(), true);
  if (Status status = driver->check(driver->cuStreamSynchronize(s.stream), "kernel execution");
      !status)
    return failed("fault while running the plan: " + status.message(), true);
  outputs.resize(task.outputs.size());
  for (size_t i = 0; i < task.outputs.size(); ++i) {
    outputs[i].resize(task.outputs[i].bytes());
    if (Status status = download(driver, s.outputPointers[i], outputs[i], s.stream); !status)
      return failed(status.message(), true);
  }
  return std::nullopt;
}

/// Compares outputs with reference set `set`. Half-precision outputs get
/// their dtype's 1e-2: fused kernels keep intermediates in float while eager
/// rounds after every op.
std::optional<Evaluation> compareWithReference(const TaskEvaluator::State &s, size_t set,
                                               const std::vector<std::vector<char>> &outputs,
                                               const std::string &what) {
  const Task &task = *s.task;
  Tolerance tolerance = toleranceForPrecision(task.precision);
  for (size_t i = 0; i < task.outputs.size(); ++i) {
    Tolerance outputTolerance = tolerance;
    if (task.outputs[i].dtype != DType::F32)
      outputTolerance = {std::max(tolerance.atol, 1e-2), std::max(tolerance.rtol, 1e-2)};
    CompareResult compared = compareTensors(outputs[i].data(), s.setOutputs[set][i].data(),
                                            task.outputs[i], outputTolerance);
    if (!compared.ok)
      return failed(what + " on reference set " + std::to_string(set) + ": " + compared.message);
  }
  return std::nullopt;
}

/// Inputs are read-only: a plan that writes into one corrupts the user's
/// tensors (and, here, the next candidate's inputs).
std::optional<Evaluation> checkInputsUnchanged(TaskEvaluator::State &s, size_t set) {
  const Task &task = *s.task;
  size_t runtimeIndex = 0;
  for (size_t i = 0; i < task.inputs.size(); ++i) {
    const std::vector<char> &expected =
        task.inputs[i].isParameter ? s.parameterData.at(i) : s.setInputs[set][runtimeIndex++];
    std::vector<char> actual(expected.size());
    if (Status status = download(s.driver, s.setInputPointers[set][i], actual, s.stream); !status)
      return failed(status.message(), true);
    if (actual != expected)
      return failed("the plan wrote into its input '" + task.inputs[i].name + "' (reference set " +
                    std::to_string(set) + "); inputs are read-only");
  }
  return std::nullopt;
}

/// Two runs per reference set: outputs and workspace poisoned with NaN, then
/// with a finite pattern (0x5a bytes). The first must match the reference;
/// the second must repeat the first bit for bit, which a plan that reads
/// memory it did not write, races, depends on launch order or timing, or
/// skips work for a repeated input cannot do reliably.
std::optional<Evaluation> verifySet(TaskEvaluator::State &s, const rt::LoadedPlan &plan,
                                    CUdeviceptr workspace, size_t set) {
  std::vector<std::vector<char>> first, second;
  if (auto failure = runPoisoned(s, plan, workspace, set, 0xff, first))
    return failure;
  if (auto failure = compareWithReference(s, set, first, "wrong result"))
    return failure;
  // Before the second run, which would otherwise see the damage as
  // non-determinism.
  if (auto failure = checkInputsUnchanged(s, set))
    return failure;
  if (auto failure = runPoisoned(s, plan, workspace, set, 0x5a, second))
    return failure;
  for (size_t i = 0; i < first.size(); ++i)
    if (first[i] != second[i])
      return failed("not deterministic: output " + std::to_string(i) + " of reference set " +
                    std::to_string(set) +
                    " differs between two runs on the same inputs (a data race, a read of "
                    "memory the plan did not write, or a result that depends on launch order "
                    "or on earlier calls)");
  return checkInputsUnchanged(s, set);
}

/// Profiles on a cold L2, rotating through the reference sets so that no
/// two consecutive timed runs see the same inputs (a plan cannot time a
/// cached result), then checks that the last timed run computed its set's
/// outputs.
std::optional<Evaluation> profile(TaskEvaluator::State &s, const rt::LoadedPlan &plan,
                                  CUdeviceptr workspace, const ProfileOptions &options,
                                  Evaluation &evaluation) {
  rt::CudaDriver *driver = s.driver;
  size_t sets = s.setInputPointers.size();
  for (int i = 0; i < options.warmupIterations; ++i)
    (void)plan.enqueue(s.setInputPointers[size_t(i) % sets], s.outputPointers, workspace, s.stream);
  if (Status status = driver->check(driver->cuStreamSynchronize(s.stream), "warm-up run"); !status)
    return failed(status.message(), true);
  std::vector<float> samples;
  size_t lastSet = 0;
  auto wallStart = std::chrono::steady_clock::now();
  for (int i = 0; i < options.maxIterations; ++i) {
    lastSet = size_t(i) % sets;
    driver->cuMemsetD8Async(s.flush, uint8_t(i), s.flushBytes, s.stream);
    driver->cuEventRecord(s.start, s.stream);
    (void)plan.enqueue(s.setInputPointers[lastSet], s.outputPointers, workspace, s.stream);
    driver->cuEventRecord(s.stop, s.stream);
    if (Status status = driver->check(driver->cuEventSynchronize(s.stop), "profiling run"); !status)
      return failed(status.message(), true);
    float ms = 0;
    driver->cuEventElapsedTime(&ms, s.start, s.stop);
    samples.push_back(ms);
    double wallMs =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - wallStart)
            .count();
    if (i >= 10 && wallMs > options.budgetMs)
      break;
  }
  std::vector<std::vector<char>> outputs(s.task->outputs.size());
  for (size_t i = 0; i < outputs.size(); ++i) {
    outputs[i].resize(s.task->outputs[i].bytes());
    if (Status status = download(driver, s.outputPointers[i], outputs[i], s.stream); !status)
      return failed(status.message(), true);
  }
  if (auto failure = compareWithReference(s, lastSet, outputs, "wrong result in a timed run"))
    return failure;
  std::sort(samples.begin(), samples.end());
  evaluation.trials = int(samples.size());
  evaluation.medianMs = samples[samples.size() / 2];
  evaluation.minMs = samples.front();
  return std::nullopt;
}

} // namespace

Evaluation TaskEvaluator::evaluate(const Plan &plan,
                                   const std::map<std::string, std::string> &moduleFiles,
                                   const ProfileOptions &options) {
  State &s = *state_;
  const Task &task = *s.task;
  rt::CudaDriver *driver = s.driver;
  if (plan.numInputs() != task.inputs.size() || plan.numOutputs() != task.outputs.size())
    return failed("plan declares " + std::to_string(plan.numInputs()) + " inputs and " +
                  std::to_string(plan.numOutputs()) + " outputs; the task has " +
                  std::to_string(task.inputs.size()) + " and " +
                  std::to_string(task.outputs.size()));
  Expected<std::unique_ptr<rt::LoadedPlan>> loaded = rt::LoadedPlan::load(plan, moduleFiles);
  if (!loaded)
    return failed("cannot load plan: " + loaded.message(), /*deviceError=*/true);
  // The workspace is the plan's own: allocated per evaluation.
  DeviceBuffers planBuffers(driver);
  CUdeviceptr workspace = 0;
  if ((*loaded)->workspaceBytes()) {
    Expected<CUdeviceptr> pointer = planBuffers.allocate((*loaded)->workspaceBytes());
    if (!pointer)
      return failed(pointer.message(), /*deviceError=*/true);
    workspace = *pointer;
  }

  Evaluation evaluation;
  evaluation.device = s.device;
  for (size_t set = 0; set < task.references.size(); ++set) {
    std::optional<Evaluation> failure = verifySet(s, **loaded, workspace, set);
    if (failure)
      return *failure;
  }
  evaluation.verified = true;
  if (std::optional<Evaluation> failure = profile(s, **loaded, workspace, options, evaluation))
    return *failure;
  return evaluation;
}

} // namespace cuagent
