//===- Evaluate.cpp - Run a plan on the GPU: verify, then profile ----------===//
#include "cuagent/Runtime/PlanExecutor.h"
#include "cuagent/Verify/Verify.h"

#include <algorithm>
#include <chrono>

namespace cuagent {
namespace {

/// Device buffers released on scope exit.
class DeviceBuffers {
public:
  explicit DeviceBuffers(rt::CudaDriver *driver) : driver_(driver) {}
  ~DeviceBuffers() {
    for (CUdeviceptr pointer : pointers_)
      driver_->cuMemFree(pointer);
  }
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

Evaluation failed(std::string reason) {
  Evaluation evaluation;
  evaluation.reason = std::move(reason);
  return evaluation;
}

} // namespace

Evaluation evaluatePlan(const Task &task, const Plan &plan,
                        const std::map<std::string, std::string> &moduleFiles,
                        const ProfileOptions &options) {
  Expected<rt::CudaDriver *> driverOr = rt::CudaDriver::get();
  if (!driverOr)
    return failed("not verified: no GPU device (" + driverOr.message() + ")");
  rt::CudaDriver *driver = *driverOr;
  int deviceCount = 0;
  if (driver->cuDeviceGetCount(&deviceCount) != CUDA_SUCCESS || deviceCount == 0)
    return failed("not verified: no GPU device");
  if (Status status = driver->makePrimaryContextCurrent(0); !status)
    return failed(status.message());
  Evaluation evaluation;
  char name[256] = {0};
  driver->cuDeviceGetName(name, sizeof(name), 0);
  evaluation.device = name;

  if (task.references.empty())
    return failed("task has no reference sets; cannot verify");
  std::vector<const TaskInput *> runtimeInputs = task.runtimeInputs();
  if (plan.numInputs() != task.inputs.size() || plan.numOutputs() != task.outputs.size())
    return failed("plan declares " + std::to_string(plan.numInputs()) + " inputs and " +
                  std::to_string(plan.numOutputs()) + " outputs; the task has " +
                  std::to_string(task.inputs.size()) + " and " +
                  std::to_string(task.outputs.size()));

  Expected<std::unique_ptr<rt::LoadedPlan>> loaded = rt::LoadedPlan::load(plan, moduleFiles);
  if (!loaded)
    return failed("cannot load plan: " + loaded.message());
  DeviceBuffers buffers(driver);
  CUstream stream = nullptr;
  if (Status status =
          driver->check(driver->cuStreamCreate(&stream, CU_STREAM_NON_BLOCKING), "cuStreamCreate");
      !status)
    return failed(status.message());

  // Inputs in task order: parameters are read once, runtime inputs per set.
  std::vector<CUdeviceptr> inputPointers(task.inputs.size());
  for (size_t i = 0; i < task.inputs.size(); ++i) {
    Expected<CUdeviceptr> pointer = buffers.allocate(task.inputs[i].bytes());
    if (!pointer)
      return failed(pointer.message());
    inputPointers[i] = *pointer;
    if (!task.inputs[i].isParameter)
      continue;
    Expected<std::vector<char>> data =
        readTensorFile(task.directory + "/" + task.inputs[i].file, task.inputs[i]);
    if (!data)
      return failed(data.message());
    driver->cuMemcpyHtoD(*pointer, data->data(), data->size());
  }
  std::vector<CUdeviceptr> outputPointers;
  for (const TensorSpec &output : task.outputs) {
    Expected<CUdeviceptr> pointer = buffers.allocate(output.bytes());
    if (!pointer)
      return failed(pointer.message());
    outputPointers.push_back(*pointer);
  }
  CUdeviceptr workspace = 0;
  if ((*loaded)->workspaceBytes()) {
    Expected<CUdeviceptr> pointer = buffers.allocate((*loaded)->workspaceBytes());
    if (!pointer)
      return failed(pointer.message());
    workspace = *pointer;
  }

  Tolerance tolerance = toleranceForPrecision(task.precision);
  for (size_t set = 0; set < task.references.size(); ++set) {
    const ReferenceSet &reference = task.references[set];
    size_t runtimeIndex = 0;
    for (size_t i = 0; i < task.inputs.size(); ++i) {
      if (task.inputs[i].isParameter)
        continue;
      Expected<std::vector<char>> data =
          readTensorFile(task.directory + "/" + reference.inputs[runtimeIndex++], task.inputs[i]);
      if (!data)
        return failed(data.message());
      if (Status status = driver->check(
              driver->cuMemcpyHtoD(inputPointers[i], data->data(), data->size()), "cuMemcpyHtoD");
          !status)
        return failed(status.message());
    }
    // All-ones bytes are NaN in f32, f16 and bf16: an element the plan does
    // not write cannot pass.
    for (size_t i = 0; i < outputPointers.size(); ++i)
      driver->cuMemsetD8Async(outputPointers[i], 0xff, task.outputs[i].bytes(), stream);
    if (workspace)
      driver->cuMemsetD8Async(workspace, 0xff, (*loaded)->workspaceBytes(), stream);
    if (Status status = (*loaded)->enqueue(inputPointers, outputPointers, workspace, stream);
        !status)
      return failed(status.message());
    if (Status status = driver->check(driver->cuStreamSynchronize(stream), "kernel execution");
        !status)
      return failed("fault while running the plan: " + status.message());
    for (size_t i = 0; i < task.outputs.size(); ++i) {
      Expected<std::vector<char>> expected =
          readTensorFile(task.directory + "/" + reference.outputs[i], task.outputs[i]);
      if (!expected)
        return failed(expected.message());
      std::vector<char> actual(task.outputs[i].bytes());
      driver->cuMemcpyDtoH(actual.data(), outputPointers[i], actual.size());
      // Half-precision outputs: fused kernels keep intermediates in float
      // while eager rounds after every op, so they get their dtype's 1e-2.
      Tolerance outputTolerance = tolerance;
      if (task.outputs[i].dtype != DType::F32)
        outputTolerance = {std::max(tolerance.atol, 1e-2), std::max(tolerance.rtol, 1e-2)};
      CompareResult compared =
          compareTensors(actual.data(), expected->data(), task.outputs[i], outputTolerance);
      if (!compared.ok)
        return failed("wrong result on reference set " + std::to_string(set) + ": " +
                      compared.message);
    }
  }
  evaluation.verified = true;

  // Profile on the last input set with a cold L2 before each trial.
  int l2Bytes = 0;
  driver->cuDeviceGetAttribute(&l2Bytes, CU_DEVICE_ATTRIBUTE_L2_CACHE_SIZE, 0);
  size_t flushBytes = std::max<size_t>(size_t(l2Bytes) * 2, 64u << 20);
  Expected<CUdeviceptr> flush = buffers.allocate(flushBytes);
  if (!flush)
    return failed(flush.message());
  CUevent start, stop;
  driver->cuEventCreate(&start, CU_EVENT_DEFAULT);
  driver->cuEventCreate(&stop, CU_EVENT_DEFAULT);
  for (int i = 0; i < options.warmupIterations; ++i)
    (void)(*loaded)->enqueue(inputPointers, outputPointers, workspace, stream);
  driver->cuStreamSynchronize(stream);
  std::vector<float> samples;
  auto wallStart = std::chrono::steady_clock::now();
  for (int i = 0; i < options.maxIterations; ++i) {
    driver->cuMemsetD8Async(*flush, uint8_t(i), flushBytes, stream);
    driver->cuEventRecord(start, stream);
    (void)(*loaded)->enqueue(inputPointers, outputPointers, workspace, stream);
    driver->cuEventRecord(stop, stream);
    if (Status status = driver->check(driver->cuEventSynchronize(stop), "profiling run"); !status)
      return failed(status.message());
    float ms = 0;
    driver->cuEventElapsedTime(&ms, start, stop);
    samples.push_back(ms);
    double wallMs =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - wallStart)
            .count();
    if (i >= 10 && wallMs > options.budgetMs)
      break;
  }
  driver->cuEventDestroy(start);
  driver->cuEventDestroy(stop);
  driver->cuStreamDestroy(stream);
  std::sort(samples.begin(), samples.end());
  evaluation.trials = int(samples.size());
  evaluation.medianMs = samples[samples.size() / 2];
  evaluation.minMs = samples.front();
  return evaluation;
}

} // namespace cuagent
