//===- PlanExecutor.cpp ---------------------------------------------------===//
#include "cuagent/Runtime/PlanExecutor.h"

#include <algorithm>
#include <numeric>
#include <set>
#include <type_traits>

namespace cuagent::rt {
namespace {

/// Bytes a buffer holds, or 0 when the plan has no such buffer.
uint64_t bufferBytes(const Plan &plan, const std::string &name) {
  const PlanBuffer *buffer = plan.findBuffer(name);
  if (!buffer)
    return 0;
  bool sized =
      buffer->kind == PlanBuffer::Kind::Workspace || buffer->kind == PlanBuffer::Kind::View;
  return sized ? buffer->bytes : buffer->spec.bytes();
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

/// Every buffer's slot and the input/output counts; workspace buffers at
/// their `layout` offsets.
Status buildSlots(const Plan &plan, const WorkspaceLayout &layout,
                  std::map<std::string, LoadedPlan::Slot> &slots, size_t &numInputs,
                  size_t &numOutputs) {
  using Source = LoadedPlan::Slot::Source;
  numInputs = plan.numInputs();
  numOutputs = plan.numOutputs();
  for (const PlanBuffer &buffer : plan.buffers) {
    if (buffer.kind == PlanBuffer::Kind::View)
      continue; // below, once every buffer it may be of has its slot
    LoadedPlan::Slot slot;
    if (auto inOutput = layout.inOutputs.find(buffer.name); inOutput != layout.inOutputs.end()) {
      slot.source = Source::Output;
      slot.index = inOutput->second.first;
      slot.offset = inOutput->second.second;
    } else if (buffer.kind == PlanBuffer::Kind::Workspace) {
      slot.source = Source::Workspace;
      slot.offset = layout.offsets.at(buffer.name);
    } else {
      bool input = buffer.kind == PlanBuffer::Kind::Input;
      size_t count = input ? numInputs : numOutputs;
      // Indices are checked once here, so enqueue may index without checks.
      if (buffer.index < 0 || size_t(buffer.index) >= count)
        return Status::error("plan buffer '" + buffer.name + "' has index " +
                             std::to_string(buffer.index) + " but the plan has " +
                             std::to_string(count) + (input ? " inputs" : " outputs") +
                             "; rebuild the cache entry");
      slot.source = input ? Source::Input : Source::Output;
      slot.index = uint32_t(buffer.index);
    }
    if (!slots.emplace(buffer.name, slot).second)
      return Status::error("plan buffer '" + buffer.name +
                           "' is declared twice; rebuild the "
                           "cache entry");
  }
  // parsePlan checked that each view lies inside a buffer that is not one.
  for (const PlanBuffer &view : plan.buffers) {
    if (view.kind != PlanBuffer::Kind::View)
      continue;
    auto base = slots.find(view.of);
    if (base == slots.end())
      return Status::error("plan view '" + view.name + "' is of undeclared buffer '" + view.of +
                           "'; rebuild the cache entry");
    LoadedPlan::Slot slot = base->second;
    slot.offset += view.offset;
    if (!slots.emplace(view.name, slot).second)
      return Status::error("plan buffer '" + view.name +
                           "' is declared twice; rebuild the cache entry");
  }
  return Status::ok();
}

CUdeviceptr pointerOf(const LoadedPlan::Slot &slot, const std::vector<CUdeviceptr> &inputs,
                      const std::vector<CUdeviceptr> &outputs, CUdeviceptr workspace) {
  switch (slot.source) {
  case LoadedPlan::Slot::Source::Input:
    return inputs[slot.index] + slot.offset;
  case LoadedPlan::Slot::Source::Output:
    return outputs[slot.index] + slot.offset;
  case LoadedPlan::Slot::Source::Workspace:
    return workspace + slot.offset;
  case LoadedPlan::Slot::Source::None:
    break;
  }
  return 0;
}

/// The buffer names a step uses, in the order of its slots: a launch's
/// kernel arguments; a cublaslt step's a, b, d, bias, workspace; a cudnn
/// step's x, w, y, bias, workspace (a library step's workspace last).
std::vector<const std::string *> stepBuffers(const PlanStep &step) {
  if (step.kind == "cublaslt")
    return {&step.gemm.a, &step.gemm.b, &step.gemm.d, &step.gemm.bias, &step.gemm.workspace};
  if (step.kind == "cudnn")
    return {&step.conv.x, &step.conv.w, &step.conv.y, &step.conv.bias, &step.conv.workspace};
  std::vector<const std::string *> names;
  for (const std::string &arg : step.args)
    names.push_back(&arg);
  return names;
}

/// The first and last step that use each workspace buffer, directly or
/// through a view of it; a buffer no step names lives through the plan.
std::map<std::string, std::pair<size_t, size_t>> bufferLifetimes(const Plan &plan) {
  std::map<std::string, std::string> viewOf;
  for (const PlanBuffer &buffer : plan.buffers)
    if (buffer.kind == PlanBuffer::Kind::View)
      viewOf[buffer.name] = buffer.of;
  std::map<std::string, std::pair<size_t, size_t>> lifetimes;
  for (size_t i = 0; i < plan.steps.size(); ++i)
    for (const std::string *name : stepBuffers(plan.steps[i])) {
      auto view = viewOf.find(*name);
      const std::string &buffer = view == viewOf.end() ? *name : view->second;
      auto [it, inserted] = lifetimes.try_emplace(buffer, i, i);
      if (!inserted)
        it->second.second = i;
    }
  for (const PlanBuffer &buffer : plan.buffers)
    if (buffer.kind == PlanBuffer::Kind::Workspace)
      lifetimes.try_emplace(buffer.name, 0, plan.steps.empty() ? 0 : plan.steps.size() - 1);
  return lifetimes;
}

/// Bytes of each workspace buffer in the layout: a library workspace only
/// what its prepared step uses, where no other step reads it.
std::vector<std::pair<const PlanBuffer *, size_t>>
workspaceSizes(const Plan &plan, const std::map<std::string, size_t> &libraryNeeds) {
  // Buffers some step uses other than as a library workspace keep their
  // declared size, need or not.
  std::set<std::string> otherUse;
  for (const PlanStep &step : plan.steps) {
    std::vector<const std::string *> names = stepBuffers(step);
    if (step.kind == "cublaslt" || step.kind == "cudnn")
      names.pop_back(); // the library workspace
    for (const std::string *name : names)
      otherUse.insert(*name);
  }
  // A buffer seen through a view is used as that view is: keep its size.
  for (const PlanBuffer &buffer : plan.buffers)
    if (buffer.kind == PlanBuffer::Kind::View)
      otherUse.insert(buffer.of);
  std::vector<std::pair<const PlanBuffer *, size_t>> sizes;
  for (const PlanBuffer &buffer : plan.buffers) {
    if (buffer.kind != PlanBuffer::Kind::Workspace)
      continue;
    size_t bytes = buffer.bytes;
    auto need = libraryNeeds.find(buffer.name);
    if (need != libraryNeeds.end() && !otherUse.count(buffer.name))
      bytes = std::min(bytes, need->second);
    sizes.emplace_back(&buffer, (bytes + 255) / 256 * 256);
  }
  return sizes;
}
} // namespace

namespace {

struct Placed {
  size_t offset, bytes, first, last;
};

/// The lowest offset at which `bytes` living over steps [first, last] is
/// clear of every placed buffer it lives beside.
size_t lowestClearOffset(const std::vector<Placed> &placed, size_t bytes, size_t first,
                         size_t last) {
  std::vector<std::pair<size_t, size_t>> taken; // [offset, end) of live neighbours
  for (const Placed &other : placed)
    if (other.bytes > 0 && other.first <= last && first <= other.last)
      taken.emplace_back(other.offset, other.offset + other.bytes);
  std::sort(taken.begin(), taken.end());
  size_t offset = 0;
  for (const auto &[begin, end] : taken) {
    if (bytes > 0 && offset + bytes <= begin)
      break;
    offset = std::max(offset, end);
  }
  return offset;
}

using Lifetimes = std::map<std::string, std::pair<size_t, size_t>>;
using Sizes = std::vector<std::pair<const PlanBuffer *, size_t>>;

/// Steps run in order on one stream, so buffers whose step ranges do not
/// overlap may share bytes (decision 56): the largest are placed first,
/// each at the lowest offset clear of every placed buffer it lives beside.
WorkspaceLayout packWorkspace(const Sizes &sizes, const Lifetimes &lifetimes) {
  std::vector<Placed> placed;
  WorkspaceLayout layout;
  for (const auto &[buffer, bytes] : sizes) {
    auto [first, last] = lifetimes.at(buffer->name);
    size_t offset = lowestClearOffset(placed, bytes, first, last);
    placed.push_back({offset, bytes, first, last});
    layout.offsets[buffer->name] = offset;
    layout.bytes = std::max(layout.bytes, offset + bytes);
  }
  return layout;
}

/// An output's bytes before the first step that uses it (or a view of it).
struct OutputRoom {
  uint32_t index;
  size_t bytes, firstUse;
  std::vector<Placed> placed;
};

/// Places in outputs the workspace buffers whose steps all come before an
/// output's first use (decision 68): until a step writes an output its
/// bytes hold nothing, and the runtime allocates every output afresh, so a
/// value the plan needs only earlier costs no memory of its own. Returns
/// the buffers left for the workspace.
Sizes placeInOutputs(const Plan &plan, const Sizes &sizes, const Lifetimes &lifetimes,
                     WorkspaceLayout &layout) {
  std::vector<OutputRoom> rooms;
  for (const PlanBuffer &buffer : plan.buffers) {
    auto used = lifetimes.find(buffer.name);
    if (buffer.kind == PlanBuffer::Kind::Output && buffer.index >= 0 && used != lifetimes.end())
      rooms.push_back({uint32_t(buffer.index), size_t(buffer.spec.bytes()), used->second.first, {}});
  }
  Sizes rest;
  for (const auto &[buffer, bytes] : sizes) {
    auto [first, last] = lifetimes.at(buffer->name);
    bool placed = false;
    for (OutputRoom &room : rooms) {
      if (bytes == 0 || last >= room.firstUse)
        continue;
      size_t offset = lowestClearOffset(room.placed, bytes, first, last);
      if (offset + bytes > room.bytes)
        continue;
      room.placed.push_back({offset, bytes, first, last});
      layout.inOutputs[buffer->name] = {room.index, offset};
      placed = true;
      break;
    }
    if (!placed)
      rest.emplace_back(buffer, bytes);
  }
  return rest;
}

} // namespace

WorkspaceLayout layoutWorkspace(const Plan &plan,
                                const std::map<std::string, size_t> &libraryNeeds) {
  Lifetimes lifetimes = bufferLifetimes(plan);
  Sizes sizes = workspaceSizes(plan, libraryNeeds);
  std::stable_sort(sizes.begin(), sizes.end(),
                   [](const auto &a, const auto &b) { return a.second > b.second; });
  WorkspaceLayout best = packWorkspace(sizes, lifetimes);
  // Which of two equal buffers goes into an output decides what the rest
  // can share (softmax -> ws1 -> norm -> ws2 -> norm -> out: ws2 in out
  // lets ws1 and the last intermediate share bytes, ws1 in out does not),
  // so equal sizes are tried in plan order, latest-dying first and
  // earliest-born first. First-fit packing is not monotone: the smallest
  // layout wins, the one without outputs included.
  auto lastOf = [&](const PlanBuffer *b) { return lifetimes.at(b->name).second; };
  auto firstOf = [&](const PlanBuffer *b) { return lifetimes.at(b->name).first; };
  std::vector<Sizes> orders(3, sizes);
  std::stable_sort(orders[1].begin(), orders[1].end(), [&](const auto &a, const auto &b) {
    return a.second != b.second ? a.second > b.second : lastOf(a.first) > lastOf(b.first);
  });
  std::stable_sort(orders[2].begin(), orders[2].end(), [&](const auto &a, const auto &b) {
    return a.second != b.second ? a.second > b.second : firstOf(a.first) < firstOf(b.first);
  });
  for (const Sizes &order : orders) {
    WorkspaceLayout withOutputs;
    Sizes rest = placeInOutputs(plan, order, lifetimes, withOutputs);
    if (withOutputs.inOutputs.empty())
      continue;
    WorkspaceLayout packed = packWorkspace(rest, lifetimes);
    packed.inOutputs = std::move(withOutputs.inOutputs);
    if (packed.bytes < best.bytes)
      best = std::move(packed);
  }
  return best;
}

std::string preparationKey(PlanStep step) {
  // Which buffers a step names is not part of what is prepared; whether it
  // has a bias is (the epilogue or the cuDNN graph differs).
  for (std::string *name : {&step.gemm.a, &step.gemm.b, &step.gemm.d, &step.gemm.workspace,
                            &step.conv.x, &step.conv.w, &step.conv.y, &step.conv.workspace})
    name->clear();
  for (std::string *bias : {&step.gemm.bias, &step.conv.bias})
    if (!bias->empty())
      *bias = "bias";
  Plan plan;
  plan.steps = {std::move(step)};
  return planToJson(plan)["steps"][0].dump();
}

size_t ownWorkspaceBytes(const Plan &plan) {
  std::map<std::string, size_t> none;
  for (const PlanStep &step : plan.steps)
    if (step.kind == "cublaslt" || step.kind == "cudnn")
      if (const std::string *workspace = stepBuffers(step).back(); !workspace->empty())
        none[*workspace] = 0;
  return layoutWorkspace(plan, none).bytes;
}

Status LoadedPlan::resolveSlots(Step &step) const {
  const PlanStep &spec = *step.spec;
  std::vector<const std::string *> names = stepBuffers(spec);
  bool launch = !step.gemm && !step.conv;
  for (const std::string *name : names) {
    // An optional operand (bias, workspace) of a library step may be absent.
    if (name->empty() && !launch) {
      step.slots.emplace_back();
      continue;
    }
    auto found = slotsByName_.find(*name);
    if (found == slotsByName_.end())
      return Status::error("plan step '" + (launch ? spec.function : spec.kind) +
                           "' uses undeclared buffer '" + *name + "'; rebuild the cache entry");
    step.slots.push_back(found->second);
  }
  return Status::ok();
}

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
  // The chunks of one chunked call (decision 54) differ only in their
  // buffers, which enqueue is given: they share one preparation.
  std::map<std::string, std::shared_ptr<PreparedGemm>> gemms;
  std::map<std::string, std::shared_ptr<PreparedConv>> convs;
  auto prepareOnce = [](auto &prepared, const PlanStep &step, const auto &spec, auto &out) -> Status {
    auto &slot = prepared[preparationKey(step)];
    if (!slot) {
      using Prepared = typename std::decay_t<decltype(slot)>::element_type;
      auto made = Prepared::prepare(spec);
      if (!made)
        return made.status();
      slot = std::shared_ptr<Prepared>(made.take());
    }
    out = slot;
    return Status::ok();
  };
  for (const PlanStep &step : loaded->plan_.steps) {
    Step resolved;
    resolved.spec = &step;
    if (step.kind == "cublaslt") {
      if (Status status = prepareOnce(gemms, step, step.gemm, resolved.gemm); !status)
        return status;
    } else if (step.kind == "cudnn") {
      if (Status status = checkConvBuffers(loaded->plan_, step.conv); !status)
        return status;
      if (Status status = prepareOnce(convs, step, step.conv, resolved.conv); !status)
        return status;
    } else {
      std::string what = "cuModuleGetFunction(" + step.function + ")";
      if (Status status =
              (*driver)->check((*driver)->cuModuleGetFunction(
                                   &resolved.function, byName[step.module], step.function.c_str()),
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
    }
    loaded->steps_.push_back(std::move(resolved));
  }
  // Library workspaces take what the prepared steps use, known only now.
  std::map<std::string, size_t> needs;
  for (const Step &step : loaded->steps_) {
    const std::string &name = step.gemm   ? step.spec->gemm.workspace
                              : step.conv ? step.spec->conv.workspace
                                          : "";
    if (name.empty())
      continue;
    size_t need = step.gemm ? step.gemm->workspaceBytes() : size_t(step.conv->workspaceBytes());
    needs[name] = std::max(needs[name], need);
  }
  WorkspaceLayout layout = layoutWorkspace(loaded->plan_, needs);
  loaded->workspaceBytes_ = layout.bytes;
  if (Status status = buildSlots(loaded->plan_, layout, loaded->slotsByName_, loaded->numInputs_,
                                 loaded->numOutputs_);
      !status)
    return status;
  for (Step &step : loaded->steps_)
    if (Status status = loaded->resolveSlots(step); !status)
      return status;
  return loaded;
}

LoadedPlan::~LoadedPlan() {
  for (CUmodule module : modules_)
    driver_->cuModuleUnload(module);
}

Status LoadedPlan::launch(const Step &step, const std::vector<CUdeviceptr> &inputs,
                          const std::vector<CUdeviceptr> &outputs, CUdeviceptr workspace,
                          CUstream stream) const {
  // Kernel parameters live on the stack; a kernel with more buffers than
  // that (none the emitter writes) takes one heap allocation per launch.
  constexpr size_t kStackArgs = 32;
  size_t count = step.slots.size();
  CUdeviceptr stackValues[kStackArgs];
  void *stackParams[kStackArgs];
  std::vector<CUdeviceptr> heapValues;
  std::vector<void *> heapParams;
  CUdeviceptr *values = stackValues;
  void **params = stackParams;
  if (count > kStackArgs) {
    heapValues.resize(count);
    heapParams.resize(count);
    values = heapValues.data();
    params = heapParams.data();
  }
  for (size_t i = 0; i < count; ++i) {
    values[i] = pointerOf(step.slots[i], inputs, outputs, workspace);
    params[i] = &values[i];
  }
  const PlanStep &spec = *step.spec;
  CUresult result = driver_->cuLaunchKernel(step.function, spec.grid[0], spec.grid[1], spec.grid[2],
                                            spec.block[0], spec.block[1], spec.block[2],
                                            spec.sharedBytes, stream, params, nullptr);
  if (result != CUDA_SUCCESS)
    return Status::error(driver_->describe(result, ("launch of " + spec.function).c_str()));
  return Status::ok();
}

Status LoadedPlan::enqueue(const std::vector<CUdeviceptr> &inputs,
                           const std::vector<CUdeviceptr> &outputs, CUdeviceptr workspace,
                           CUstream stream) const {
  if (inputs.size() != numInputs_ || outputs.size() != numOutputs_)
    return Status::error("plan expects " + std::to_string(numInputs_) + " inputs and " +
                         std::to_string(numOutputs_) + " outputs, got " +
                         std::to_string(inputs.size()) + " and " + std::to_string(outputs.size()));
  auto pointer = [&](const Step &step, size_t i) {
    return pointerOf(step.slots[i], inputs, outputs, workspace);
  };
  for (const Step &step : steps_) {
    Status status = Status::ok();
    if (step.gemm)
      status = step.gemm->enqueue(pointer(step, 0), pointer(step, 1), pointer(step, 2),
                                  pointer(step, 3), pointer(step, 4), stream);
    else if (step.conv)
      status = step.conv->enqueue(pointer(step, 0), pointer(step, 1), pointer(step, 2),
                                  pointer(step, 3), pointer(step, 4), stream);
    else
      status = launch(step, inputs, outputs, workspace, stream);
    if (!status)
      return status;
  }
  return Status::ok();
}

} // namespace cuagent::rt
