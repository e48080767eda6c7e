//===- PlanExecutor.cpp ---------------------------------------------------===//
#include "cuagent/Runtime/PlanExecutor.h"

#include <numeric>

namespace cuagent::rt {
namespace {

/// Bytes a buffer holds, or 0 when the plan has no such buffer.
uint64_t bufferBytes(const Plan &plan, const std::string &name) {
  const PlanBuffer *buffer = plan.findBuffer(name);
  if (!buffer)
    return 0;
  return buffer->kind == PlanBuffer::Kind::Workspace ? buffer->bytes : buffer->spec.bytes();
}

uint64_t elementCount(const std::vector<int64_t> &shape) {
  return std::accumulate(shape.begin(), shape.end(), uint64_t(1),
                         [](uint64_t count, int64_t dim) { return count * uint64_t(dim); });
}

/// A plan is data: whoever wrote it, the tensors a cudnn step declares must
/// lie inside the buffers it names, so cuDNN never touches memory the
/// runtime did not hand it. (Correctness is verification's job.)
Status checkConvBuffers(const Plan &plan, const ConvSpec &conv) {
  uint64_t elementBytes = dtypeSize(conv.dtype);
  int64_t channels = conv.yShape.size() > 1 ? conv.yShape[1] : 0;
  std::pair<const std::string *, uint64_t> tensors[] = {{&conv.x, elementCount(conv.xShape)},
                                                        {&conv.w, elementCount(conv.wShape)},
                                                        {&conv.y, elementCount(conv.yShape)},
                                                        {&conv.bias, uint64_t(channels)}};
  for (const auto &[name, elements] : tensors) {
    if (name->empty() && name != &conv.bias)
      return Status::error("a cudnn step needs buffers x, w and y");
    if (!name->empty() && elements * elementBytes > bufferBytes(plan, *name))
      return Status::error("cudnn step: tensor '" + *name + "' needs " +
                           std::to_string(elements * elementBytes) +
                           " bytes, more than the plan's buffer of that name holds");
  }
  if (conv.y == conv.x || conv.y == conv.w || conv.y == conv.bias)
    return Status::error("cudnn step: y must not alias an operand");
  if (conv.workspaceBytes > 0 &&
      (conv.workspace.empty() || bufferBytes(plan, conv.workspace) < conv.workspaceBytes))
    return Status::error("cudnn step: workspace buffer '" + conv.workspace +
                         "' is missing or smaller than its workspace_bytes (" +
                         std::to_string(conv.workspaceBytes) + ")");
  return Status::ok();
}

} // namespace

Expected<std::unique_ptr<LoadedPlan>>
LoadedPlan::load(const Plan &plan, const std::map<std::string, std::string> &moduleFiles) {
  Expected<CudaDriver *> driver = CudaDriver::get();
  if (!driver)
    return driver.status();
  std::unique_ptr<LoadedPlan> loaded(new LoadedPlan());
  loaded->plan_ = plan;
  loaded->driver_ = *driver;
  std::map<std::string, CUmodule> byName;
  for (const PlanModule &module : loaded->plan_.modules) {
    auto found = moduleFiles.find(module.file);
    if (found == moduleFiles.end())
      return Status::error("plan module file '" + module.file + "' was not provided");
    CUmodule handle = nullptr;
    if (Status status = (*driver)->check((*driver)->cuModuleLoadData(&handle, found->second.data()),
                                         "cuModuleLoadData");
        !status)
      return status;
    loaded->modules_.push_back(handle);
    byName[module.name] = handle;
  }
  for (const PlanStep &step : loaded->plan_.steps) {
    Step resolved;
    resolved.spec = &step;
    if (step.kind == "cublaslt") {
      Expected<std::unique_ptr<PreparedGemm>> gemm = PreparedGemm::prepare(step.gemm);
      if (!gemm)
        return gemm.status();
      resolved.gemm = std::shared_ptr<PreparedGemm>(gemm.take());
      loaded->steps_.push_back(resolved);
      continue;
    }
    if (step.kind == "cudnn") {
      if (Status status = checkConvBuffers(loaded->plan_, step.conv); !status)
        return status;
      Expected<std::unique_ptr<PreparedConv>> conv = PreparedConv::prepare(step.conv);
      if (!conv)
        return conv.status();
      resolved.conv = std::shared_ptr<PreparedConv>(conv.take());
      loaded->steps_.push_back(resolved);
      continue;
    }
    std::string what = "cuModuleGetFunction(" + step.function + ")";
    if (Status status =
            (*driver)->check((*driver)->cuModuleGetFunction(&resolved.function, byName[step.module],
                                                            step.function.c_str()),
                             what.c_str());
        !status)
      return status;
    if (step.sharedBytes > 48 * 1024) {
      if (Status status = (*driver)->check(
              (*driver)->cuFuncSetAttribute(resolved.function,
                                            CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES,
                                            int(step.sharedBytes)),
              "cuFuncSetAttribute");
          !status)
        return status;
    }
    loaded->steps_.push_back(resolved);
  }
  for (const PlanBuffer &buffer : loaded->plan_.buffers) {
    if (buffer.kind != PlanBuffer::Kind::Workspace)
      continue;
    loaded->workspaceOffsets_[buffer.name] = loaded->workspaceBytes_;
    loaded->workspaceBytes_ += (buffer.bytes + 255) / 256 * 256;
  }
  return loaded;
}

LoadedPlan::~LoadedPlan() {
  for (CUmodule module : modules_)
    driver_->cuModuleUnload(module);
}

Status LoadedPlan::enqueue(const std::vector<CUdeviceptr> &inputs,
                           const std::vector<CUdeviceptr> &outputs, CUdeviceptr workspace,
                           CUstream stream) const {
  if (inputs.size() != plan_.numInputs() || outputs.size() != plan_.numOutputs())
    return Status::error("plan expects " + std::to_string(plan_.numInputs()) + " inputs and " +
                         std::to_string(plan_.numOutputs()) + " outputs, got " +
                         std::to_string(inputs.size()) + " and " + std::to_string(outputs.size()));
  std::map<std::string, CUdeviceptr> pointers;
  for (const PlanBuffer &buffer : plan_.buffers) {
    switch (buffer.kind) {
    case PlanBuffer::Kind::Input:
      pointers[buffer.name] = inputs[buffer.index];
      break;
    case PlanBuffer::Kind::Output:
      pointers[buffer.name] = outputs[buffer.index];
      break;
    case PlanBuffer::Kind::Workspace:
      pointers[buffer.name] = workspace + workspaceOffsets_.at(buffer.name);
      break;
    }
  }
  auto pointerOf = [&](const std::string &name) -> CUdeviceptr {
    return name.empty() ? 0 : pointers.at(name);
  };
  for (const Step &step : steps_) {
    if (step.gemm) {
      const GemmSpec &gemm = step.spec->gemm;
      if (Status status =
              step.gemm->enqueue(pointerOf(gemm.a), pointerOf(gemm.b), pointerOf(gemm.d),
                                 pointerOf(gemm.bias), pointerOf(gemm.workspace), stream);
          !status)
        return status;
      continue;
    }
    if (step.conv) {
      const ConvSpec &conv = step.spec->conv;
      if (Status status =
              step.conv->enqueue(pointerOf(conv.x), pointerOf(conv.w), pointerOf(conv.y),
                                 pointerOf(conv.bias), pointerOf(conv.workspace), stream);
          !status)
        return status;
      continue;
    }
    std::vector<CUdeviceptr> args;
    args.reserve(step.spec->args.size());
    for (const std::string &name : step.spec->args)
      args.push_back(pointers.at(name));
    std::vector<void *> argPointers;
    for (CUdeviceptr &arg : args)
      argPointers.push_back(&arg);
    const PlanStep &spec = *step.spec;
    CUresult result = driver_->cuLaunchKernel(
        step.function, spec.grid[0], spec.grid[1], spec.grid[2], spec.block[0], spec.block[1],
        spec.block[2], spec.sharedBytes, stream, argPointers.data(), nullptr);
    if (result != CUDA_SUCCESS)
      return Status::error(driver_->describe(result, ("launch of " + spec.function).c_str()));
  }
  return Status::ok();
}

} // namespace cuagent::rt
