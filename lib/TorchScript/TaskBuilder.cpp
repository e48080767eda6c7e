//===- TaskBuilder.cpp - One fusion group -> one cuagent::Task -------------===//
#include "cuagent/TorchScript/TaskBuilder.h"

#include "cuagent/Runtime/CublasLt.h"
#include "cuagent/Runtime/CudaDriver.h"
#include "cuagent/Runtime/Cudnn.h"
#include "cuagent/Runtime/RefData.h"
#include "cuagent/Support/FileSystem.h"
#include "cuagent/Support/GpuLock.h"
#include "cuagent/Support/OpRegistry.h"
#include "cuagent/TorchScript/FrozenConstants.h"
#include "cuagent/TorchScript/Runtime.h"
#include "cuagent/TorchScript/Worker.h"
#include "cuagent/Verify/Verify.h"

#include <ATen/CPUGeneratorImpl.h>
#include <ATen/Context.h>
#include <ATen/core/grad_mode.h>
#include <ATen/cuda/CUDAGeneratorImpl.h>
#include <ATen/ops/empty.h>
#include <ATen/ops/empty_strided.h>
#include <ATen/ops/from_blob.h>
#include <ATen/ops/full.h>
#include <ATen/ops/rand.h>
#include <ATen/ops/randint.h>
#include <ATen/ops/randn.h>
#include <ATen/ops/where.h>
#include <c10/cuda/CUDACachingAllocator.h>
#include <c10/cuda/CUDAGuard.h>
#include <c10/cuda/CUDAStream.h>
#include <torch/csrc/jit/ir/constants.h>
#include <torch/csrc/jit/ir/ir.h>
#include <torch/csrc/jit/runtime/graph_executor.h>
#include <torch/csrc/jit/runtime/interpreter.h>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <optional>
#include <sys/statvfs.h>
#include <unordered_set>

namespace cuagent {
namespace jit = torch::jit;

static std::optional<DType> toTaskDType(c10::ScalarType dtype) {
  switch (dtype) {
  case c10::ScalarType::Float:
    return DType::F32;
  case c10::ScalarType::Half:
    return DType::F16;
  case c10::ScalarType::BFloat16:
    return DType::BF16;
  case c10::ScalarType::Long: // argmax's and max.dim's indices
    return DType::I64;
  case c10::ScalarType::Bool: // masks and conditions read, comparisons returned
    return DType::B8;
  default:
    return std::nullopt;
  }
}

static Status writeTensor(const std::string &path, const at::Tensor &tensor) {
  at::Tensor host = tensor.detach().contiguous().cpu();
  return writeFile(path, host.data_ptr(), host.nbytes());
}

std::shared_ptr<jit::Graph> standaloneGroupGraph(const Group &group,
                                                 const std::vector<jit::Value *> &inputs,
                                                 const std::vector<jit::Value *> &outputs) {
  auto graph = std::make_shared<jit::Graph>();
  std::unordered_map<jit::Value *, jit::Value *> env;
  for (jit::Value *input : inputs)
    env[input] = graph->addInput()->setType(input->type());
  std::function<jit::Value *(jit::Value *)> lookup = [&](jit::Value *value) -> jit::Value * {
    auto it = env.find(value);
    if (it != env.end())
      return it->second;
    // Only scalar and list constants are read from outside the group, and a
    // layout op's size list built from its input's sizes (x.view(x.size(0),
    // -1), Partition.cpp's sizeListFixedBySelf), cloned with it.
    jit::Node *producer = value->node();
    jit::Node *clone = graph->createClone(producer, [&](jit::Value *inner) {
      auto found = env.find(inner);
      c10::Symbol kind = inner->node()->kind();
      if (found == env.end() &&
          (kind == c10::aten::size || kind == c10::aten::Int || kind == c10::prim::NumToTensor))
        return lookup(inner);
      TORCH_CHECK(found != env.end() || kind == c10::prim::Constant,
                  "cuagent: group reads a non-constant value from outside");
      if (found != env.end())
        return found->second;
      jit::Node *constant = graph->createClone(inner->node(), [](jit::Value *v) { return v; });
      graph->insertNode(constant);
      return env[inner] = constant->output();
    });
    graph->insertNode(clone);
    for (size_t i = 0; i < producer->outputs().size(); ++i)
      env[producer->outputs()[i]] = clone->outputs()[i];
    return env.at(value);
  };
  for (jit::Node *node : group.nodes) {
    // Clone the external producers first so they precede the node.
    for (jit::Value *input : node->inputs())
      lookup(input);
    jit::Node *clone = graph->createClone(node, [&](jit::Value *v) { return env.at(v); });
    graph->insertNode(clone);
    for (size_t i = 0; i < node->outputs().size(); ++i)
      env[node->outputs()[i]] = clone->outputs()[i];
  }
  for (jit::Value *output : outputs)
    graph->registerOutput(env.at(output));
  return graph;
}

namespace {

/// at::NoTF32Guard covers cuBLAS only: torch 2.11's cuDNN convolutions read
/// Context::allowTF32CuDNN(CONV), which ignores it, and use TF32 on fp32
/// data by default. While alive, this turns cuDNN's TF32 off (conv and RNN
/// together, as setAllowTF32CuDNN keeps the flags consistent) and then
/// restores the caller's exact settings. The setting is process-wide, so a
/// conv another thread runs meanwhile is strict fp32 too (slower, not wrong).
class StrictCudnnGuard {
public:
  StrictCudnnGuard()
      : conv_(context().float32Precision(at::Float32Backend::CUDA, at::Float32Op::CONV)),
        rnn_(context().float32Precision(at::Float32Backend::CUDA, at::Float32Op::RNN)) {
    try {
      legacy_ = context().allowTF32CuDNN();
    } catch (const c10::Error &) {
      // The caller mixed torch's legacy and per-op TF32 APIs; restored below
      // from the per-op settings.
    }
    context().setAllowTF32CuDNN(false);
  }
  ~StrictCudnnGuard() {
    context().setAllowTF32CuDNN(legacy_.value_or(conv_ == at::Float32Precision::TF32));
    context().setFloat32Precision(at::Float32Backend::CUDA, at::Float32Op::CONV, conv_);
    context().setFloat32Precision(at::Float32Backend::CUDA, at::Float32Op::RNN, rnn_);
  }
  StrictCudnnGuard(const StrictCudnnGuard &) = delete;
  StrictCudnnGuard &operator=(const StrictCudnnGuard &) = delete;

private:
  static at::Context &context() { return at::globalContext(); }
  at::Float32Precision conv_, rnn_;
  std::optional<bool> legacy_;
};

/// `stock` for drawing references: aten::_convolution (what tracing
/// records) carries its own allow_tf32 flag, which no global setting
/// overrides, so the copy passes false. `stock` itself is kept for timing,
/// which runs as the user's module does.
std::shared_ptr<jit::Graph> strictReferenceGraph(const std::shared_ptr<jit::Graph> &stock) {
  std::shared_ptr<jit::Graph> graph = stock->copy();
  for (jit::Node *node : graph->nodes()) {
    if (schemaName(node) != "aten::_convolution")
      continue;
    std::optional<size_t> index = node->schema().argumentIndexWithName("allow_tf32");
    if (!index || *index >= node->inputs().size())
      continue;
    jit::WithInsertPoint point(node);
    node->replaceInput(*index, graph->insertConstant(false));
  }
  return graph;
}

std::vector<at::Tensor> runGraph(jit::Code &code, const std::vector<at::Tensor> &inputs,
                                 size_t numOutputs) {
  jit::Stack stack(inputs.begin(), inputs.end());
  jit::InterpreterState(code).run(stack);
  TORCH_CHECK(stack.size() == numOutputs, "cuagent: the stock subgraph returned ", stack.size(),
              " values, expected ", numOutputs);
  std::vector<at::Tensor> outputs;
  for (c10::IValue &value : stack)
    outputs.push_back(value.toTensor());
  return outputs;
}

/// What `run` allocates at its peak beyond what is allocated before it, as
/// PyTorch's caching allocator counts it (its libraries' workspaces
/// included: cuDNN takes its layout transforms from it). This resets the
/// device's peak statistics (torch.cuda.reset_peak_memory_stats), as
/// nothing else can read a peak inside one call; -1 if the counts are odd.
template <typename Run> int64_t measureTransientBytes(Run &run, c10::Device device) {
  namespace alloc = c10::cuda::CUDACachingAllocator;
  constexpr size_t kAggregate = size_t(c10::CachingAllocator::StatType::AGGREGATE);
  c10::cuda::getCurrentCUDAStream(device.index()).synchronize();
  int64_t before = alloc::getDeviceStats(device.index()).allocated_bytes[kAggregate].current;
  alloc::resetPeakStats(device.index());
  run();
  c10::cuda::getCurrentCUDAStream(device.index()).synchronize();
  int64_t peak = alloc::getDeviceStats(device.index()).allocated_bytes[kAggregate].peak;
  return peak >= before ? peak - before : -1;
}

/// The stock subgraph's device time as the stock frozen module runs it: through
/// a GraphExecutor, whose profiling runs let TorchScript's own fuser fuse the
/// chain (timing the plain interpreter would count one kernel per op and make
/// a kernel look faster than what it replaces). CUDA events on the current
/// stream, warm-up, a 256 MB write before each trial so L2 starts cold, median.
/// `peakBytes` gets what one run allocates beyond what is live before it.
Expected<double> measureStockMs(const std::shared_ptr<jit::Graph> &graph,
                                const std::vector<at::Tensor> &inputs, size_t numOutputs,
                                c10::Device device, int64_t &peakBytes) {
  Expected<rt::CudaDriver *> driverOr = rt::CudaDriver::get();
  if (!driverOr)
    return driverOr.status();
  rt::CudaDriver *driver = *driverOr;
  c10::cuda::CUDAGuard guard(device);
  if (Status status = driver->makePrimaryContextCurrent(device.index()); !status)
    return status;
  CUstream stream =
      reinterpret_cast<CUstream>(c10::cuda::getCurrentCUDAStream(device.index()).stream());
  at::Tensor flush = at::empty({256 << 20}, at::TensorOptions().dtype(at::kByte).device(device));
  // Inference, as the harness and users run the optimized module.
  at::NoGradGuard noGrad;
  jit::GraphExecutor executor(graph->copy(), "cuagent_stock_timed");
  auto run = [&] {
    jit::Stack stack(inputs.begin(), inputs.end());
    executor.run(stack);
    TORCH_CHECK(stack.size() == numOutputs, "cuagent: the stock subgraph returned ", stack.size(),
                " values, expected ", numOutputs);
  };
  // The profiling executor specializes and fuses after its profiling runs.
  for (int i = 0; i < 5; ++i)
    run();
  peakBytes = measureTransientBytes(run, device);
  CUevent start = nullptr, stop = nullptr;
  if (Status status =
          driver->check(driver->cuEventCreate(&start, CU_EVENT_DEFAULT), "cuEventCreate");
      !status)
    return status;
  driver->cuEventCreate(&stop, CU_EVENT_DEFAULT);
  std::vector<float> samples;
  for (int trial = 0; trial < 30; ++trial) {
    flush.fill_(trial & 0xff);
    driver->cuEventRecord(start, stream);
    run();
    driver->cuEventRecord(stop, stream);
    if (Status status =
            driver->check(driver->cuEventSynchronize(stop), "timing the stock subgraph");
        !status) {
      driver->cuEventDestroy(start);
      driver->cuEventDestroy(stop);
      return status;
    }
    float ms = 0;
    driver->cuEventElapsedTime(&ms, start, stop);
    samples.push_back(ms);
    // The same stopping rule as the candidates' timing (decision 65).
    if (converged(samples, kTargetError))
      break;
  }
  driver->cuEventDestroy(start);
  driver->cuEventDestroy(stop);
  std::sort(samples.begin(), samples.end());
  return double(samples[samples.size() / 2]);
}

/// The arch of `device` ("sm_90" without a GPU); fills the GPU name and the
/// driver version, which are part of the cache key.
std::string deviceArch(c10::Device device, std::string &deviceName, int &driverVersion) {
  if (!device.is_cuda())
    return "sm_90";
  Expected<rt::CudaDriver *> driverOr = rt::CudaDriver::get();
  if (!driverOr)
    return "sm_90";
  rt::CudaDriver *driver = *driverOr;
  CUdevice handle;
  if (driver->cuDeviceGet(&handle, device.index()) != CUDA_SUCCESS)
    return "sm_90";
  int major = 0, minor = 0;
  driver->cuDeviceGetAttribute(&major, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, handle);
  driver->cuDeviceGetAttribute(&minor, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, handle);
  char name[256] = {0};
  driver->cuDeviceGetName(name, sizeof(name), handle);
  deviceName = name;
  driver->cuDriverGetVersion(&driverVersion);
  return "sm_" + std::to_string(major) + std::to_string(minor);
}

std::string formatBytes(uint64_t bytes) {
  char text[64];
  if (bytes >= (uint64_t(1) << 30))
    std::snprintf(text, sizeof text, "%.2f GiB", double(bytes) / double(uint64_t(1) << 30));
  else if (bytes >= (uint64_t(1) << 20))
    std::snprintf(text, sizeof text, "%.1f MiB", double(bytes) / double(uint64_t(1) << 20));
  else if (bytes >= 1024)
    std::snprintf(text, sizeof text, "%.1f KiB", double(bytes) / 1024.0);
  else
    std::snprintf(text, sizeof text, "%llu bytes", static_cast<unsigned long long>(bytes));
  return text;
}

std::string formatFraction(double fraction) {
  char text[32];
  std::snprintf(text, sizeof text, "%g", fraction);
  return text;
}

/// "" when `bytes` fit `fraction` of the free space of `directory`'s file
/// system, else the TooLarge detail. An unknown free space passes.
std::string diskBudgetProblem(const std::string &directory, uint64_t bytes, double fraction,
                              const std::string &what) {
  if (bytes == 0)
    return "";
  struct statvfs info;
  if (::statvfs(directory.c_str(), &info) != 0)
    return "";
  uint64_t free = uint64_t(info.f_bavail) * uint64_t(info.f_frsize);
  double budget = fraction * double(free);
  if (double(bytes) <= budget)
    return "";
  return what + " needs " + formatBytes(bytes) + " of disk in '" + directory +
         "' but the budget is " + formatBytes(uint64_t(budget)) + " (memory_budget " +
         formatFraction(fraction) + " of " + formatBytes(free) +
         " free there); set TMPDIR (or task_dir=) to a larger disk, free disk space, or raise "
         "memory_budget";
}

} // namespace

uint64_t ResourceEstimate::workerGpuBytes() const {
  // TaskEvaluator: the parameters and outputs once, the runtime inputs of
  // every set (files: the timing runs rotate through resident sets) or of
  // one (drawn on the device: sets are drawn again when needed), an L2
  // flush buffer, the plan's workspace and the worker's own context.
  uint64_t residentSets = onDevice ? 1 : uint64_t(sets);
  return parameterBytes + residentSets * inputBytes + outputBytes + flushBytes + workspaceBytes +
         kWorkerContextBytes;
}

uint64_t ResourceEstimate::userGpuBytes() const {
  // addReferenceData holds one set's inputs (files: drawn in float32, then
  // converted), the outputs and one intermediate of the interpreter, plus
  // the arena of every set's outputs on the device (the parameters are
  // resident already); then measureStockMs's 256 MiB flush buffer.
  uint64_t drawing = onDevice ? inputBytes : 2 * inputFloatBytes + inputBytes;
  return arenaBytes() + drawing + outputBytes + largestIntermediateBytes + (uint64_t(256) << 20);
}

uint64_t ResourceEstimate::arenaBytes() const {
  return onDevice ? uint64_t(sets) * outputBytes : 0;
}

uint64_t ResourceEstimate::peakGpuBytes() const {
  // The arena stays while the worker runs; the rest of this process's
  // peak is released before the worker starts.
  return std::max(userGpuBytes(), arenaBytes() + workerGpuBytes());
}

uint64_t ResourceEstimate::referenceDiskBytes() const {
  return onDevice ? 0 : uint64_t(sets) * (inputBytes + outputBytes);
}

std::string ResourceEstimate::describe() const {
  std::string sharing = onDevice ? ", the stock outputs of every set held for the worker (" +
                                       formatBytes(arenaBytes()) + ")"
                                 : "";
  return std::to_string(sets) + " reference set(s) of " + formatBytes(inputBytes) + " inputs and " +
         formatBytes(outputBytes) + " outputs" + sharing + ", " + formatBytes(parameterBytes) +
         " parameters, " + formatBytes(flushBytes + workspaceBytes + kWorkerContextBytes) +
         " L2 flush, workspace and context";
}

ResourceEstimate estimateResources(const GroupTask &task, const Group &group,
                                   const ValueInfos &infos, const TaskBuildOptions &options) {
  ResourceEstimate estimate;
  estimate.sets = options.referenceSets;
  estimate.onDevice = task.device.is_cuda() && !options.referencesInFiles;
  for (const TaskInput &input : task.task.inputs) {
    uint64_t bytes = input.bytes();
    if (input.isParameter) {
      estimate.parameterBytes += bytes;
    } else {
      estimate.inputBytes += bytes;
      estimate.inputFloatBytes += bytes / std::max<uint64_t>(dtypeSize(input.dtype), 1) * 4;
    }
  }
  for (const TensorSpec &output : task.task.outputs)
    estimate.outputBytes += output.bytes();
  std::unordered_set<const jit::Value *> outputs(task.outputs.begin(), task.outputs.end());
  for (const jit::Node *node : group.nodes) {
    auto it = infos.find(node->outputs()[0]);
    if (it == infos.end() || outputs.count(node->outputs()[0]))
      continue;
    uint64_t elements = 1;
    for (int64_t size : it->second.sizes)
      elements *= uint64_t(std::max<int64_t>(size, 0));
    estimate.largestIntermediateBytes =
        std::max(estimate.largestIntermediateBytes, elements * c10::elementSize(it->second.dtype));
  }
  // The worker's flush buffer is max(2 x L2, 64 MiB); 128 MiB covers the
  // H200's 60 MiB L2. A fused plan may keep intermediates in its workspace,
  // and a GEMM step takes kGemmWorkspaceBytes (32 MiB).
  estimate.flushBytes = uint64_t(128) << 20;
  if (task.device.is_cuda()) {
    Expected<rt::CudaDriver *> driver = rt::CudaDriver::get();
    CUdevice handle;
    int l2 = 0;
    if (driver && (*driver)->cuDeviceGet(&handle, task.device.index()) == CUDA_SUCCESS &&
        (*driver)->cuDeviceGetAttribute(&l2, CU_DEVICE_ATTRIBUTE_L2_CACHE_SIZE, handle) ==
            CUDA_SUCCESS)
      estimate.flushBytes = std::max<uint64_t>(uint64_t(l2) * 2, uint64_t(64) << 20);
  }
  estimate.workspaceBytes = (uint64_t(32) << 20) + estimate.largestIntermediateBytes;
  return estimate;
}

void releaseCachedGpuMemory(c10::Device device) {
  if (device.is_cuda())
    c10::cuda::CUDACachingAllocator::emptyCache();
}

std::string resourceBudgetProblem(const GroupTask &task, const ResourceEstimate &estimate,
                                  double fraction) {
  if (fraction <= 0)
    return "";
  if (task.device.is_cuda()) {
    // Blocks torch's allocator caches are free to no other process: release
    // them first (the worker is another process).
    releaseCachedGpuMemory(task.device);
    Expected<rt::CudaDriver *> driver = rt::CudaDriver::get();
    size_t free = 0, total = 0;
    if (driver && (*driver)->makePrimaryContextCurrent(task.device.index()) &&
        (*driver)->cuMemGetInfo(&free, &total) == CUDA_SUCCESS) {
      uint64_t need = estimate.peakGpuBytes();
      double budget = fraction * double(free);
      if (double(need) > budget)
        return "verifying the group needs about " + formatBytes(need) + " of GPU memory (" +
               estimate.describe() + ") but the budget is " + formatBytes(uint64_t(budget)) +
               " (memory_budget " + formatFraction(fraction) + " of " + formatBytes(free) +
               " free on " + task.device.str() +
               "); raise memory_budget, free GPU memory (other processes, tensors this process "
               "holds), or optimize with smaller example inputs";
    }
  }
  return diskBudgetProblem(task.task.directory, estimate.referenceDiskBytes(), fraction,
                           "writing the reference data (" + std::to_string(estimate.sets) +
                               " set(s) of " + formatBytes(estimate.inputBytes) + " inputs and " +
                               formatBytes(estimate.outputBytes) + " outputs)");
}

/// The runtime input of `task` named `name`; nullptr for a value computed
/// in the group or a parameter.
static TaskInput *runtimeInput(Task &task, const std::string &name) {
  for (TaskInput &input : task.inputs)
    if (input.name == name)
      return input.isParameter ? nullptr : &input;
  return nullptr;
}

/// The reference values of an index operand (when it is a group input):
/// indices into its row's dim of operand 0 (a class dim, an embedding
/// table's rows), and the op's ignore_index where it has one.
static Status setInputRange(Task &task, const TaskNode &node, const IndexOperandRow &row,
                            const ValueInfo &indexed) {
  TaskInput *input = runtimeInput(task, node.inputs[row.operand]);
  if (!input)
    return Status::ok(); // computed in the group: the ops before it gave its range
  if (indexed.sizes.empty())
    return Status::error(node.op + " indexes a 0-d tensor");
  int64_t dim = row.dim != kClassDim ? row.dim : classDimOf(int64_t(indexed.sizes.size()));
  InputRange range{0, indexed.sizes[size_t(dim)], std::nullopt};
  if (node.attrs.contains("ignore_index"))
    range.also = node.attrs.value("ignore_index", int64_t(-100));
  if (input->range && !(*input->range == range))
    return Status::error("int64 input " + input->name +
                         " indexes two tensors of different sizes (one range is drawn)");
  input->range = range;
  return Status::ok();
}

/// binary_cross_entropy takes probabilities and targets in [0, 1] (stock
/// asserts on the device otherwise): the group inputs it reads are drawn
/// there.
static void setProbabilityRanges(Task &task, const TaskNode &node) {
  for (const std::string &operand : node.inputs)
    if (TaskInput *input = runtimeInput(task, operand))
      input->range = InputRange{0, 1, std::nullopt};
}

Expected<GroupTask> buildGroupTask(const Group &group, const PartitionResult &partition,
                                   const ValueInfos &infos, const std::string &name,
                                   const std::string &directory, const TaskBuildOptions &options) {
  GroupTask result;
  Task &task = result.task;
  task.name = name;
  task.directory = directory;
  std::unordered_set<const jit::Node *> inGroup(group.nodes.begin(), group.nodes.end());
  std::unordered_map<const jit::Value *, std::string> names;
  int counter = 0;
  auto freshName = [&] { return "%v" + std::to_string(counter++); };
  // Written once the disk they need is known to be there.
  std::vector<std::pair<std::string, at::Tensor>> parameters;

  auto specFor = [&](const jit::Value *value, TensorSpec &spec) -> Status {
    auto it = infos.find(value);
    if (it == infos.end())
      return Status::error("no profiled type for %" + value->debugName());
    std::optional<DType> dtype = toTaskDType(it->second.dtype);
    if (!dtype)
      return Status::error("unsupported dtype for %" + value->debugName());
    spec.dtype = *dtype;
    spec.shape = it->second.sizes;
    spec.strides = it->second.strides;
    return Status::ok();
  };

  // Inputs in order of first use, so the names do not depend on the graph's
  // debug names and equal groups get equal keys.
  for (jit::Node *node : group.nodes) {
    for (jit::Value *value : tensorOperands(node)) {
      if (inGroup.count(value->node()) || names.count(value))
        continue;
      TaskInput input;
      input.name = names[value] = freshName();
      if (Status status = specFor(value, input); !status)
        return status;
      if (value->node()->kind() == c10::prim::Constant) {
        input.isParameter = true;
        input.file = "param" + std::to_string(task.inputs.size()) + ".bin";
        input.strides = contiguousStrides(input.shape);
        at::Tensor constant = jit::toIValue(value)->toTensor();
        if (isCausalMask(constant))
          input.pattern = "causal";
        parameters.emplace_back(input.file, constant);
      }
      task.inputs.push_back(std::move(input));
      result.inputs.push_back(value);
    }
  }
  for (jit::Node *node : group.nodes) {
    TaskNode taskNode;
    taskNode.op = schemaName(node);
    // The leading operands, then the given optional tensors (linear's bias):
    // the order the importer reads them in.
    for (jit::Value *value : tensorOperands(node))
      taskNode.inputs.push_back(names.at(value));
    // max.dim and min.dim record (values, indices); adaptive_max_pool only
    // its values.
    const OpInfo *info = lookupAtenOp(taskNode.op);
    for (size_t i = 0, e = info ? resultCount(*info) : 1; i < e; ++i)
      taskNode.outputs.push_back(names[node->outputs()[i]] = freshName());
    taskNode.attrs = partition.attrs.at(node);
    if (const IndexOperandRow *row = lookupIndexOperandRow(taskNode.op))
      if (Status status = setInputRange(task, taskNode, *row, infos.at(tensorOperands(node)[0]));
          !status)
        return status;
    if (taskNode.op == "aten::binary_cross_entropy")
      setProbabilityRanges(task, taskNode);
    task.nodes.push_back(std::move(taskNode));
  }
  for (const TaskInput &input : task.inputs)
    if (input.dtype == DType::I64 && !input.isParameter && !input.range)
      return Status::error("int64 input " + input.name +
                           " is read by no op that gives its values' range (a class target)");
  // Outputs: values read outside the group (including from nested blocks
  // and the graph's return).
  std::vector<jit::Value *> nodeResults;
  for (jit::Node *node : group.nodes) {
    const OpInfo *info = lookupAtenOp(schemaName(node));
    for (size_t i = 0, e = info ? resultCount(*info) : 1; i < e; ++i)
      nodeResults.push_back(node->outputs()[i]); // adaptive_max_pool: the values
  }
  for (jit::Value *value : nodeResults) {
    bool usedOutside = false;
    for (const jit::Use &use : value->uses()) {
      jit::Node *user = use.user;
      while (user->owningBlock() != value->owningGraph()->block())
        user = user->owningBlock()->owningNode();
      if (!inGroup.count(user))
        usedOutside = true;
    }
    if (!usedOutside)
      continue;
    TensorSpec spec;
    spec.name = names.at(value);
    if (Status status = specFor(value, spec); !status)
      return status;
    // The kernels write row-major outputs, whatever strides the stock op's
    // result had (an elementwise op keeps a permuted input's layout).
    spec.strides = contiguousStrides(spec.shape);
    task.outputs.push_back(std::move(spec));
    result.outputs.push_back(value);
  }
  if (task.outputs.empty())
    return Status::error("the group has no outputs used outside it");

  // The parameter files come first (the key hashes them): they must fit the
  // disk budget before anything is written.
  if (options.memoryBudget > 0) {
    uint64_t parameterBytes = 0;
    for (const TaskInput &input : task.inputs)
      if (input.isParameter)
        parameterBytes += input.bytes();
    std::string why = diskBudgetProblem(directory, parameterBytes, options.memoryBudget,
                                        "writing the group's parameters");
    if (!why.empty()) {
      result.tooLarge = why;
      return result;
    }
  }
  for (const auto &[file, parameter] : parameters)
    if (Status status = writeTensor(directory + "/" + file, parameter); !status)
      return status;

  const ValueInfo &first = infos.at(result.inputs.front());
  result.device = first.device;
  result.deviceName = result.device.str();
  task.arch = deviceArch(result.device, result.deviceName, task.driverVersion);
  if (result.device.is_cuda())
    task.device = result.deviceName;
  WorkerToolchain toolchain = workerToolchain(options.workerPath);
  task.nvrtcVersion = toolchain.nvrtc;
  // Both sides put their own build's compiler version into the key, so a
  // worker built from other sources writes entries this library never finds.
  if (!toolchain.compiler.empty() && toolchain.compiler != compilerVersion())
    logOnce("worker-version:" + toolchain.compiler,
            "the worker was built from other sources (" + toolchain.compiler + ") than " +
                "libcuagent_torch (" + compilerVersion() +
                "); its cache entries will not be found: rebuild both from one tree");
  // A plan with a GEMM runs only on the cuBLASLt it was verified with, one
  // with a convolution only on that cuDNN (the process's, which the worker
  // is given), so those versions are in the key: a torch upgrade rebuilds
  // the entry instead of finding one it refuses.
  for (jit::Node *node : group.nodes) {
    std::string schema = schemaName(node);
    const OpInfo *info = lookupAtenOp(schema);
    if (!info || info->opClass != OpClass::Library || !result.device.is_cuda())
      continue;
    if (lookupConvRow(schema)) {
      if (!task.cudnnVersion)
        task.cudnnVersion = rt::cudnnVersionOrZero();
    } else if (!task.cublasLtVersion) {
      task.cublasLtVersion = rt::cublasLtVersionOrZero();
    }
  }
  // The precision is in the task JSON, hence in the cache key: an fp32 and
  // a tf32 plan of one group are separate entries.
  task.precision = options.precision == "tf32" ? "tf32" : "fp32";
  for (const TaskInput &input : task.inputs) {
    if (input.dtype == DType::F16)
      task.precision = "fp16";
    else if (input.dtype == DType::BF16)
      task.precision = "bf16";
  }
  task.fp32Emulation = options.fp32Emulation || task.precision != "fp32";
  task.maxMemoryRatio = options.maxMemoryRatio;
  task.batchTiling = options.batchTiling;

  std::vector<const ValueInfo *> signatureInputs;
  for (jit::Value *value : result.inputs)
    signatureInputs.push_back(&infos.at(value));
  result.signature = encodeSignature(signatureInputs, result.outputs.size());

  // The key does not depend on reference data: a cache hit needs none.
  Expected<std::string> key = taskCacheKey(task, options.policy);
  if (!key)
    return key.status();
  result.key = *key;
  if (options.withReferences) {
    std::string why = resourceBudgetProblem(
        result, estimateResources(result, group, infos, options), options.memoryBudget);
    if (!why.empty()) {
      result.tooLarge = why;
      return result;
    }
    if (Status status = addReferenceData(result, group, infos, options); !status)
      return status;
  }
  return result;
}

namespace {

/// Where a reference set's inputs come from and its outputs go: files (CPU
/// groups, kept task folders) or the GPU with an IPC arena (decision 32).
class ReferenceWriter {
public:
  virtual ~ReferenceWriter() = default;
  /// Draws runtime input `index` (task order) of set `set`.
  virtual Expected<at::Tensor> drawInput(int set, size_t index, const ValueInfo &info) = 0;
  /// Stores the stock outputs of set `set`.
  virtual Status storeOutputs(int set, const std::vector<at::Tensor> &outputs) = 0;
  virtual Status finish(Task &task) { return Status::ok(); }
  ReferenceSet &setAt(Task &task, int set) {
    if (task.references.size() <= size_t(set))
      task.references.resize(size_t(set) + 1);
    return task.references[size_t(set)];
  }
};

uint64_t referenceSeed(int set) { return uint64_t(0x5eed0000 + 7919 * set); }

/// torch.randn on the group's device (drawing gigabytes of normals on the
/// CPU took longer than the worker), written to files.
class FileReferenceWriter : public ReferenceWriter {
public:
  FileReferenceWriter(Task &task, c10::Device device) : task_(task), device_(device) {}
  Expected<at::Tensor> drawInput(int set, size_t index, const ValueInfo &info) override {
    if (!generator_ || set != set_) {
      generator_ = device_.is_cuda() ? at::cuda::detail::createCUDAGenerator(device_.index())
                                     : at::make_generator<at::CPUGeneratorImpl>(referenceSeed(set));
      generator_->set_current_seed(referenceSeed(set));
      set_ = set;
    }
    // Drawn in memory order: the file holds the bytes the worker's buffer
    // gets, and the stock subgraph reads them through the input's strides
    // (a permuted input is dense, so its storage is exactly numel elements).
    int64_t numel = 1;
    for (int64_t size : info.sizes)
      numel *= size;
    const std::optional<InputRange> &range = task_.inputs[index].range;
    at::Tensor flat = range ? drawInRange(numel, *range, info.dtype)
                            : at::randn({numel}, *generator_,
                                        at::TensorOptions().dtype(at::kFloat).device(device_))
                                  .to(info.dtype);
    std::string file = "ref" + std::to_string(set) + "_in" + std::to_string(index) + ".bin";
    if (Status status = writeTensor(task_.directory + "/" + file, flat); !status)
      return status;
    setAt(task_, set).inputs.push_back(file);
    return flat.as_strided(info.sizes, info.strides);
  }
  Status storeOutputs(int set, const std::vector<at::Tensor> &outputs) override {
    for (size_t o = 0; o < outputs.size(); ++o) {
      std::string file = "ref" + std::to_string(set) + "_out" + std::to_string(o) + ".bin";
      if (Status status = writeTensor(task_.directory + "/" + file, outputs[o]); !status)
        return status;
      setAt(task_, set).outputs.push_back(file);
    }
    return Status::ok();
  }

private:
  /// Class targets: uniform in the range, `also` (an ignore_index) for
  /// about one in 16; probabilities (a float input): uniform in the range.
  at::Tensor drawInRange(int64_t numel, const InputRange &range, c10::ScalarType dtype) {
    if (dtype != at::kLong)
      return at::rand({numel}, *generator_, at::TensorOptions().dtype(at::kFloat).device(device_))
          .mul(double(range.high - range.low))
          .add(double(range.low))
          .to(dtype);
    auto options = at::TensorOptions().dtype(at::kLong).device(device_);
    at::Tensor drawn = at::randint(range.low, range.high, {numel}, *generator_, options);
    if (!range.also)
      return drawn;
    at::Tensor hit = at::rand({numel}, *generator_, options.dtype(at::kFloat)).lt(1.0 / 16);
    return at::where(hit, at::full({}, *range.also, options), drawn);
  }

  Task &task_;
  c10::Device device_;
  std::optional<at::Generator> generator_;
  int set_ = -1;
};

/// Inputs drawn by the reference kernels the worker runs too; the stock
/// outputs of every set copied into one arena the worker maps. Nothing
/// touches the disk or the host.
class DeviceReferenceWriter : public ReferenceWriter {
public:
  static Expected<std::unique_ptr<DeviceReferenceWriter>> create(Task &task, c10::Device device,
                                                                 int sets) {
    std::unique_ptr<DeviceReferenceWriter> writer(new DeviceReferenceWriter(task, device));
    Expected<rt::CudaDriver *> driver = rt::CudaDriver::get();
    if (!driver)
      return driver.status();
    if (Status status = (*driver)->makePrimaryContextCurrent(device.index()); !status)
      return status;
    Expected<rt::ReferenceKernels *> kernels = rt::ReferenceKernels::forCurrentContext();
    if (!kernels)
      return kernels.status();
    writer->kernels_ = *kernels;
    uint64_t bytes = 0;
    for (int set = 0; set < sets; ++set)
      for (const TensorSpec &output : task.outputs) {
        writer->setAt(task, set).outputOffsets.push_back(bytes);
        bytes +=
            (output.bytes() + rt::kArenaAlignment - 1) / rt::kArenaAlignment * rt::kArenaAlignment;
      }
    Expected<std::unique_ptr<rt::ExportedArena>> arena = rt::ExportedArena::create(bytes);
    if (!arena)
      return arena.status();
    writer->arena_ = std::shared_ptr<rt::ExportedArena>(arena.take());
    return writer;
  }
  Expected<at::Tensor> drawInput(int set, size_t index, const ValueInfo &info) override {
    // The fill runs over the storage in memory order, as the worker's does
    // over its buffer; a permuted input is dense, so that is numel elements.
    at::Tensor value = at::empty_strided(info.sizes, info.strides,
                                         at::TensorOptions().dtype(info.dtype).device(device_));
    std::optional<DType> dtype = toTaskDType(info.dtype);
    if (!dtype)
      return Status::error("no reference kernel for this dtype");
    ReferenceSet &reference = setAt(task_, set);
    reference.seed = referenceSeed(set);
    CUstream stream = c10::cuda::getCurrentCUDAStream(device_.index()).stream();
    CUdeviceptr data = reinterpret_cast<CUdeviceptr>(value.data_ptr());
    if (Status status = kernels_->fill(data, uint64_t(value.numel()), *dtype,
                                       rt::referenceInputKey(reference.seed, index), stream,
                                       task_.inputs[index].range);
        !status)
      return status;
    Expected<uint64_t> hash = kernels_->hash(data, value.nbytes(), stream);
    if (!hash)
      return hash.status();
    reference.inputHashes.push_back(*hash);
    return value;
  }
  Status storeOutputs(int set, const std::vector<at::Tensor> &outputs) override {
    ReferenceSet &reference = setAt(task_, set);
    CUstream stream = c10::cuda::getCurrentCUDAStream(device_.index()).stream();
    for (size_t o = 0; o < outputs.size(); ++o) {
      CUdeviceptr slot = arena_->base() + reference.outputOffsets[o];
      at::Tensor view =
          at::from_blob(reinterpret_cast<void *>(slot), outputs[o].sizes(),
                        at::TensorOptions().dtype(outputs[o].scalar_type()).device(device_));
      view.copy_(outputs[o]);
      Expected<uint64_t> hash = kernels_->hash(slot, view.nbytes(), stream);
      if (!hash)
        return hash.status();
      reference.outputHashes.push_back(*hash);
    }
    return Status::ok();
  }
  Status finish(Task &task) override {
    task.arena = ReferenceArena{arena_->handle(), arena_->bytes()};
    return Status::ok();
  }
  std::shared_ptr<rt::ExportedArena> arena() const { return arena_; }

private:
  DeviceReferenceWriter(Task &task, c10::Device device) : task_(task), device_(device) {}
  Task &task_;
  c10::Device device_;
  rt::ReferenceKernels *kernels_ = nullptr;
  std::shared_ptr<rt::ExportedArena> arena_;
};

/// The runtime inputs of one set (parameters as they are) and the stock
/// outputs for them.
Expected<std::vector<at::Tensor>> drawSet(ReferenceWriter &writer, int set, const GroupTask &result,
                                          const std::vector<at::Tensor> &parameters,
                                          const ValueInfos &infos, jit::Code &code) {
  const Task &task = result.task;
  std::vector<at::Tensor> inputs;
  for (size_t i = 0; i < task.inputs.size(); ++i) {
    if (task.inputs[i].isParameter) {
      inputs.push_back(parameters[i]);
      continue;
    }
    Expected<at::Tensor> value = writer.drawInput(set, i, infos.at(result.inputs[i]));
    if (!value)
      return value.status();
    inputs.push_back(*value);
  }
  std::vector<at::Tensor> outputs;
  try {
    outputs = runGraph(code, inputs, result.outputs.size());
  } catch (const std::exception &error) {
    return Status::error(std::string("the stock subgraph failed on random inputs: ") +
                         error.what());
  }
  if (Status status = writer.storeOutputs(set, outputs); !status)
    return status;
  return inputs;
}

void measureStockTime(GroupTask &result, const std::shared_ptr<jit::Graph> &stock,
                      const std::vector<at::Tensor> &inputs) {
  Task &task = result.task;
  Expected<double> ms = [&]() -> Expected<double> {
    try {
      return measureStockMs(stock, inputs, result.outputs.size(), result.device,
                            task.stockPeakBytes);
    } catch (const std::exception &error) {
      return Status::error(std::string("the stock subgraph failed under the executor: ") +
                           error.what());
    }
  }();
  if (ms) {
    task.stockTimeMs = *ms;
    task.stockDevice = result.deviceName;
  } else {
    logOnce("stock-time:" + ms.message(),
            "could not time the stock subgraph (" + ms.message() + "); the report will show -1");
  }
}

} // namespace

Status addReferenceData(GroupTask &result, const Group &group, const ValueInfos &infos,
                        const TaskBuildOptions &options) {
  Task &task = result.task;
  task.references.clear();
  task.arena.reset();
  // Drawing the references runs the stock subgraph, and the stock time is a
  // measurement: neither may share the GPU with a harness job's timing.
  GpuExclusiveLock lock;
  std::vector<at::Tensor> parameters(task.inputs.size());
  for (size_t i = 0; i < task.inputs.size(); ++i)
    if (task.inputs[i].isParameter)
      parameters[i] = jit::toIValue(result.inputs[i])->toTensor();

  std::unique_ptr<ReferenceWriter> writer;
  std::shared_ptr<rt::ExportedArena> arena;
  if (result.device.is_cuda() && !options.referencesInFiles) {
    c10::cuda::CUDAGuard deviceGuard(result.device);
    auto device = DeviceReferenceWriter::create(task, result.device, options.referenceSets);
    if (!device)
      return Status::error("cannot share reference data with the worker: " + device.message());
    arena = (*device)->arena();
    writer = device.take();
  } else {
    writer = std::make_unique<FileReferenceWriter>(task, result.device);
  }

  // Reference sets: fresh random inputs, never all zeros, and what the stock
  // subgraph computes for them.
  std::shared_ptr<jit::Graph> stock = standaloneGroupGraph(group, result.inputs, result.outputs);
  jit::Code code(strictReferenceGraph(stock), "cuagent_stock");
  std::vector<at::Tensor> lastInputs;
  {
    // References are strict fp32 whatever the caller's allow_tf32: an fp32
    // task is verified against them to 1e-4, a tf32 one to 1e-2. Scoped to
    // this thread and to the reference runs; the stock time below is
    // measured under the caller's settings, as the stock module runs. cuDNN
    // needs a guard of its own (see StrictCudnnGuard).
    at::NoTF32Guard strictFp32;
    StrictCudnnGuard strictCudnn;
    for (int set = 0; set < options.referenceSets; ++set) {
      // One set resident at a time in this process: the previous set's
      // inputs are released before the next is drawn.
      lastInputs.clear();
      Expected<std::vector<at::Tensor>> inputs =
          drawSet(*writer, set, result, parameters, infos, code);
      if (!inputs)
        return inputs.status();
      lastInputs = inputs.take();
    }
  }
  if (Status status = writer->finish(task); !status)
    return status;
  if (options.measureStockTime && result.device.is_cuda())
    measureStockTime(result, stock, lastInputs);
  if (result.device.is_cuda())
    c10::cuda::getCurrentCUDAStream(result.device.index()).synchronize();
  result.referenceArena = arena;
  return saveTask(task, task.directory + "/task.json");
}

} // namespace cuagent
