//===- Evaluate.cpp - Run a plan on the GPU: verify, then profile ----------===//
#include "cuagent/Runtime/PlanExecutor.h"
#include "cuagent/Verify/Verify.h"

#include <algorithm>
#include <chrono>

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
  std::vector<CUdeviceptr> inputPointers; // task order
  std::vector<CUdeviceptr> outputPointers;
  CUdeviceptr flush = 0;
  size_t flushBytes = 0;
  /// Per reference set: runtime inputs in task order, then expected outputs.
  std::vector<std::vector<std::vector<char>>> setInputs;
  std::vector<std::vector<std::vector<char>>> setOutputs;
};

TaskEvaluator::TaskEvaluator(std::unique_ptr<State> state) : state_(std::move(state)) {}
TaskEvaluator::~TaskEvaluator() = default;
const std::string &TaskEvaluator::device() const { return state_->device; }

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

  // Parameters are uploaded once; runtime inputs are uploaded per set.
  for (const TaskInput &input : task.inputs) {
    Expected<CUdeviceptr> pointer = state->buffers.allocate(input.bytes());
    if (!pointer)
      return pointer.status();
    state->inputPointers.push_back(*pointer);
    if (!input.isParameter)
      continue;
    Expected<std::vector<char>> data = readTensorFile(task.directory + "/" + input.file, input);
    if (!data)
      return data.status();
    // Stream-ordered, then waited for: a plain cuMemcpyHtoD from pageable
    // memory may return before the data lands, and the non-blocking stream
    // does not wait for it (seen on the H200: kernels read stale tails).
    if (Status status = driver->check(
            driver->cuMemcpyHtoDAsync(*pointer, data->data(), data->size(), state->stream),
            "cuMemcpyHtoDAsync");
        !status)
      return status;
    if (Status status =
            driver->check(driver->cuStreamSynchronize(state->stream), "uploading parameters");
        !status)
      return status;
  }
  for (const TensorSpec &output : task.outputs) {
    Expected<CUdeviceptr> pointer = state->buffers.allocate(output.bytes());
    if (!pointer)
      return pointer.status();
    state->outputPointers.push_back(*pointer);
  }
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
  int l2Bytes = 0;
  driver->cuDeviceGetAttribute(&l2Bytes, CU_DEVICE_ATTRIBUTE_L2_CACHE_SIZE, 0);
  state->flushBytes = std::max<size_t>(size_t(l2Bytes) * 2, 64u << 20);
  Expected<CUdeviceptr> flush = state->buffers.allocate(state->flushBytes);
  if (!flush)
    return flush.status();
  state->flush = *flush;
  return std::unique_ptr<TaskEvaluator>(new TaskEvaluator(std::move(state)));
}

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
  Tolerance tolerance = toleranceForPrecision(task.precision);
  for (size_t set = 0; set < task.references.size(); ++set) {
    size_t runtimeIndex = 0;
    for (size_t i = 0; i < task.inputs.size(); ++i) {
      if (task.inputs[i].isParameter)
        continue;
      const std::vector<char> &data = s.setInputs[set][runtimeIndex++];
      // On the stream the kernels run on: see create().
      if (Status status = driver->check(
              driver->cuMemcpyHtoDAsync(s.inputPointers[i], data.data(), data.size(), s.stream),
              "cuMemcpyHtoDAsync");
          !status)
        return failed(status.message(), true);
    }
    // All-ones bytes are NaN in f32, f16 and bf16: an element the plan does
    // not write cannot pass.
    for (size_t i = 0; i < s.outputPointers.size(); ++i)
      driver->cuMemsetD8Async(s.outputPointers[i], 0xff, task.outputs[i].bytes(), s.stream);
    if (workspace)
      driver->cuMemsetD8Async(workspace, 0xff, (*loaded)->workspaceBytes(), s.stream);
    if (Status status = (*loaded)->enqueue(s.inputPointers, s.outputPointers, workspace, s.stream);
        !status)
      return failed(status.message(), true);
    if (Status status = driver->check(driver->cuStreamSynchronize(s.stream), "kernel execution");
        !status)
      return failed("fault while running the plan: " + status.message(), true);
    for (size_t i = 0; i < task.outputs.size(); ++i) {
      std::vector<char> actual(task.outputs[i].bytes());
      if (Status status =
              driver->check(driver->cuMemcpyDtoHAsync(actual.data(), s.outputPointers[i],
                                                      actual.size(), s.stream),
                            "cuMemcpyDtoHAsync");
          !status)
        return failed(status.message(), true);
      if (Status status =
              driver->check(driver->cuStreamSynchronize(s.stream), "downloading the outputs");
          !status)
        return failed(status.message(), true);
      // Half-precision outputs: fused kernels keep intermediates in float
      // while eager rounds after every op, so they get their dtype's 1e-2.
      Tolerance outputTolerance = tolerance;
      if (task.outputs[i].dtype != DType::F32)
        outputTolerance = {std::max(tolerance.atol, 1e-2), std::max(tolerance.rtol, 1e-2)};
      CompareResult compared = compareTensors(actual.data(), s.setOutputs[set][i].data(),
                                              task.outputs[i], outputTolerance);
      if (!compared.ok)
        return failed("wrong result on reference set " + std::to_string(set) + ": " +
                      compared.message);
    }
  }
  evaluation.verified = true;

  // Profile on the last input set with a cold L2 before each trial.
  for (int i = 0; i < options.warmupIterations; ++i)
    (void)(*loaded)->enqueue(s.inputPointers, s.outputPointers, workspace, s.stream);
  if (Status status = driver->check(driver->cuStreamSynchronize(s.stream), "warm-up run"); !status)
    return failed(status.message(), true);
  std::vector<float> samples;
  auto wallStart = std::chrono::steady_clock::now();
  for (int i = 0; i < options.maxIterations; ++i) {
    driver->cuMemsetD8Async(s.flush, uint8_t(i), s.flushBytes, s.stream);
    driver->cuEventRecord(s.start, s.stream);
    (void)(*loaded)->enqueue(s.inputPointers, s.outputPointers, workspace, s.stream);
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
  std::sort(samples.begin(), samples.end());
  evaluation.trials = int(samples.size());
  evaluation.medianMs = samples[samples.size() / 2];
  evaluation.minMs = samples.front();
  return evaluation;
}

} // namespace cuagent
