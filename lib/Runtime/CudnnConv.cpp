//===- CudnnConv.cpp - cudnn plan steps on the frontend graph API ---------===//
//
// A cudnn step is a small cuDNN graph: a convolution (conv_fprop, or
// conv_dgrad for a transposed convolution) and an optional per-channel bias
// add, over contiguous NC<spatial> tensors. Its execution plan is chosen the
// same way at verification and at every load: the `engine`-th entry of the
// heuristics' list (mode A, then fallback) for this exact graph after the
// filters below, so a plan file stores an index, not a serialized plan.
//
//===----------------------------------------------------------------------===//
#include "cuagent/Runtime/CudaDriver.h"
#include "cuagent/Runtime/Cudnn.h"

#include <cudnn_frontend.h>

#include <map>
#include <mutex>
#include <numeric>
#include <unordered_map>

namespace fe = cudnn_frontend;

namespace cuagent::rt {
namespace {

/// Graph's per-index support check (the workspace and note filters applied
/// to an engine config, without building it) lives on its plan list, which
/// Graph keeps protected.
class ConvGraph : public fe::graph::Graph {
public:
  fe::graph::Execution_plan_list &planList() { return plans; }
};

/// Variant-pack ids of the graph's tensors.
enum Uid : int64_t { kUidX = 1, kUidW = 2, kUidBias = 3, kUidY = 4 };

Status frontendError(fe::error_t error, const std::string &what) {
  if (error.is_good())
    return Status::ok();
  std::string message = error.get_message();
  // The frontend appends cuDNN's own multi-line log; keep the first line.
  if (size_t newline = message.find('\n'); newline != std::string::npos)
    message = message.substr(0, newline);
  return Status::error("cuDNN " + what + " failed: " + message);
}

std::string shapeText(const std::vector<int64_t> &shape) {
  std::string text = "[";
  for (size_t i = 0; i < shape.size(); ++i)
    text += (i ? ", " : "") + std::to_string(shape[i]);
  return text + "]";
}

//===----------------------------------------------------------------------===//
// The spec
//===----------------------------------------------------------------------===//

Status checkRanks(const ConvSpec &spec) {
  size_t rank = spec.xShape.size();
  if (rank < 3 || rank > 5)
    return Status::error("a cudnn step convolves 1-D to 3-D data: x_shape must have 3 to 5 dims, "
                         "got " +
                         shapeText(spec.xShape));
  if (spec.wShape.size() != rank || spec.yShape.size() != rank)
    return Status::error("x_shape " + shapeText(spec.xShape) + ", w_shape " +
                         shapeText(spec.wShape) + " and y_shape " + shapeText(spec.yShape) +
                         " must have the same rank");
  size_t spatial = rank - 2;
  if (spec.stride.size() != spatial || spec.padding.size() != spatial ||
      spec.dilation.size() != spatial)
    return Status::error("stride, padding and dilation need one entry per spatial dim (" +
                         std::to_string(spatial) + ")");
  for (const std::vector<int64_t> *shape : {&spec.xShape, &spec.wShape, &spec.yShape})
    for (int64_t dim : *shape)
      if (dim < 1)
        return Status::error("conv shapes must be positive, got " + shapeText(*shape));
  for (size_t i = 0; i < spatial; ++i)
    if (spec.stride[i] < 1 || spec.dilation[i] < 1 || spec.padding[i] < 0)
      return Status::error("conv stride and dilation must be >= 1 and padding >= 0");
  return Status::ok();
}

/// Channels and batch, in PyTorch's terms: w is [K, C/g, ...] for a forward
/// conv, [C_in, C_out/g, ...] for a transposed one.
Status checkChannels(const ConvSpec &spec) {
  int64_t groups = spec.groups;
  if (groups < 1)
    return Status::error("conv groups must be >= 1, got " + std::to_string(groups));
  int64_t in = spec.xShape[1], out = spec.yShape[1];
  int64_t wantIn = spec.transposed ? spec.wShape[0] : spec.wShape[1] * groups;
  int64_t wantOut = spec.transposed ? spec.wShape[1] * groups : spec.wShape[0];
  if (spec.wShape[0] % groups != 0 || in != wantIn || out != wantOut ||
      spec.xShape[0] != spec.yShape[0])
    return Status::error(std::string(spec.transposed ? "transposed " : "") + "conv shapes x " +
                         shapeText(spec.xShape) + ", w " + shapeText(spec.wShape) + ", y " +
                         shapeText(spec.yShape) + " do not fit groups=" + std::to_string(groups));
  return Status::ok();
}

/// The forward relation out = floor((in + 2p - d(k-1) - 1) / s) + 1, where a
/// transposed conv's y is the forward conv's input (any output_padding is
/// within the floor).
Status checkSpatial(const ConvSpec &spec) {
  const std::vector<int64_t> &in = spec.transposed ? spec.yShape : spec.xShape;
  const std::vector<int64_t> &out = spec.transposed ? spec.xShape : spec.yShape;
  for (size_t i = 0; i + 2 < in.size(); ++i) {
    int64_t span =
        in[i + 2] + 2 * spec.padding[i] - spec.dilation[i] * (spec.wShape[i + 2] - 1) - 1;
    if (span < 0 || span / spec.stride[i] + 1 != out[i + 2])
      return Status::error(
          "conv spatial dim " + std::to_string(i) + " does not fit: x " + shapeText(spec.xShape) +
          ", w " + shapeText(spec.wShape) + ", y " + shapeText(spec.yShape) + " with stride " +
          std::to_string(spec.stride[i]) + ", padding " + std::to_string(spec.padding[i]) +
          ", dilation " + std::to_string(spec.dilation[i]));
  }
  return Status::ok();
}

Status checkSpec(const ConvSpec &spec) {
  if (spec.dtype != DType::F32 && spec.dtype != DType::F16 && spec.dtype != DType::BF16)
    return Status::error("a cudnn step takes f32, f16 or bf16 tensors");
  if (spec.compute != "32F" && spec.compute != "32F_FAST_TF32")
    return Status::error("cudnn compute must be \"32F\" or \"32F_FAST_TF32\", got \"" +
                         spec.compute + "\"");
  if (spec.engine < 0)
    return Status::error("cudnn engine must be >= 0, got " + std::to_string(spec.engine));
  if (Status status = checkRanks(spec); !status)
    return status;
  if (Status status = checkChannels(spec); !status)
    return status;
  return checkSpatial(spec);
}

//===----------------------------------------------------------------------===//
// The graph
//===----------------------------------------------------------------------===//

/// The spec's dims as cuDNN takes them: it convolves 2-D and 3-D data, so a
/// 1-D conv becomes a 2-D one over [.., 1, L] (the same memory).
struct CudnnDims {
  std::vector<int64_t> x, w, y, stride, padding, dilation;
};

CudnnDims cudnnDims(const ConvSpec &spec) {
  CudnnDims dims{spec.xShape, spec.wShape, spec.yShape, spec.stride, spec.padding, spec.dilation};
  if (spec.xShape.size() != 3)
    return dims;
  for (std::vector<int64_t> *shape : {&dims.x, &dims.w, &dims.y})
    shape->insert(shape->begin() + 2, 1);
  dims.stride.insert(dims.stride.begin(), 1);
  dims.padding.insert(dims.padding.begin(), 0);
  dims.dilation.insert(dims.dilation.begin(), 1);
  return dims;
}

std::vector<int64_t> contiguousStrides(const std::vector<int64_t> &dims) {
  std::vector<int64_t> strides(dims.size(), 1);
  for (size_t i = dims.size() - 1; i > 0; --i)
    strides[i - 1] = strides[i] * dims[i];
  return strides;
}

/// Channels-last strides for NC<spatial> dims: C innermost, then the
/// spatial dims in order, then N (the filter's K likewise).
std::vector<int64_t> channelsLastStrides(const std::vector<int64_t> &dims) {
  std::vector<int64_t> strides(dims.size(), 1);
  int64_t step = dims[1];
  for (size_t i = dims.size() - 1; i >= 2; --i) {
    strides[i] = step;
    step *= dims[i];
  }
  strides[0] = step;
  return strides;
}

std::vector<int64_t> stridesOf(const std::vector<int64_t> &dims, bool channelsLast) {
  return channelsLast ? channelsLastStrides(dims) : contiguousStrides(dims);
}

fe::DataType_t dataType(DType dtype) {
  switch (dtype) {
  case DType::F16:
    return fe::DataType_t::HALF;
  case DType::BF16:
    return fe::DataType_t::BFLOAT16;
  default:
    return fe::DataType_t::FLOAT;
  }
}

std::shared_ptr<fe::graph::Tensor_attributes> declareTensor(ConvGraph &graph, const char *name,
                                                            Uid uid,
                                                            const std::vector<int64_t> &dims,
                                                            bool channelsLast = false) {
  return graph.tensor(
      fe::graph::Tensor_attributes().set_name(name).set_uid(uid).set_dim(dims).set_stride(
          stridesOf(dims, channelsLast)));
}

/// Declares the spec's tensors and operations (nothing cuDNN checks yet).
void describeGraph(const ConvSpec &spec, ConvGraph &graph) {
  CudnnDims dims = cudnnDims(spec);
  graph.set_io_data_type(dataType(spec.dtype))
      .set_intermediate_data_type(fe::DataType_t::FLOAT)
      .set_compute_data_type(fe::DataType_t::FLOAT);
  auto x = declareTensor(graph, "x", kUidX, dims.x, spec.channelsLast);
  auto w = declareTensor(graph, "w", kUidW, dims.w, spec.channelsLast);
  std::shared_ptr<fe::graph::Tensor_attributes> conv;
  if (spec.transposed) {
    conv = graph.conv_dgrad(x, w,
                            fe::graph::Conv_dgrad_attributes()
                                .set_name("conv_transpose")
                                .set_padding(dims.padding)
                                .set_stride(dims.stride)
                                .set_dilation(dims.dilation));
  } else {
    conv = graph.conv_fprop(x, w,
                            fe::graph::Conv_fprop_attributes()
                                .set_name("conv")
                                .set_padding(dims.padding)
                                .set_stride(dims.stride)
                                .set_dilation(dims.dilation));
  }
  std::shared_ptr<fe::graph::Tensor_attributes> y = conv;
  if (!spec.bias.empty()) {
    // The conv's result stays inside the graph (virtual, fp32).
    conv->set_dim(dims.y).set_stride(stridesOf(dims.y, spec.channelsLast));
    std::vector<int64_t> biasDims(dims.y.size(), 1);
    biasDims[1] = dims.y[1];
    auto bias = declareTensor(graph, "bias", kUidBias, biasDims);
    y = graph.pointwise(
        conv, bias,
        fe::graph::Pointwise_attributes().set_name("bias").set_mode(fe::PointwiseMode_t::ADD));
  }
  y->set_uid(kUidY)
      .set_dim(dims.y)
      .set_stride(stridesOf(dims.y, spec.channelsLast))
      .set_data_type(dataType(spec.dtype))
      .set_output(true);
}

/// The numerical notes that rule an engine out: see excludedNumericalNotes
/// in Cudnn.h for the rule and why.
std::vector<fe::NumericalNote_t> excludedNotes(const ConvSpec &spec) {
  static const std::map<std::string, fe::NumericalNote_t> kNotes = {
      {"NONDETERMINISTIC", fe::NumericalNote_t::NONDETERMINISTIC},
      {"DOWN_CONVERT_INPUTS", fe::NumericalNote_t::DOWN_CONVERT_INPUTS},
      {"TENSOR_CORE", fe::NumericalNote_t::TENSOR_CORE},
      {"REDUCED_PRECISION_REDUCTION", fe::NumericalNote_t::REDUCED_PRECISION_REDUCTION}};
  std::vector<fe::NumericalNote_t> notes;
  for (const std::string &name : excludedNumericalNotes(spec))
    notes.push_back(kNotes.at(name));
  return notes;
}

int32_t currentSmVersion() {
  Expected<CudaDriver *> driver = CudaDriver::get();
  CUdevice device = 0;
  int major = 0, minor = 0;
  if (!driver || (*driver)->cuCtxGetDevice(&device) != CUDA_SUCCESS ||
      (*driver)->cuDeviceGetAttribute(&major, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR,
                                      device) != CUDA_SUCCESS ||
      (*driver)->cuDeviceGetAttribute(&minor, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR,
                                      device) != CUDA_SUCCESS)
    return -1;
  return major * 10 + minor;
}

/// Builds the spec's operation graph and queries the heuristics; returns
/// the plan-list indices left after the filters, in the heuristics' order.
Expected<std::vector<int64_t>> candidatePlans(const ConvSpec &spec, cudnnHandle_t handle,
                                              ConvGraph &graph) {
  describeGraph(spec, graph);
  // Known from the driver, so the frontend need not load the CUDA runtime.
  if (int32_t sm = currentSmVersion(); sm > 0)
    graph.set_sm_version(sm);
  if (Status status = frontendError(graph.validate(), "graph validation"); !status)
    return status;
  if (Status status =
          frontendError(graph.build_operation_graph(handle), "operation graph construction");
      !status)
    return status;
  if (Status status =
          frontendError(graph.create_execution_plans({fe::HeurMode_t::A, fe::HeurMode_t::FALLBACK}),
                        "heuristics query");
      !status)
    return status;
  graph.deselect_workspace_greater_than(int64_t(spec.workspaceBytes));
  graph.deselect_numeric_notes(excludedNotes(spec));
  std::vector<int64_t> remaining;
  fe::graph::Execution_plan_list &list = graph.planList();
  for (int64_t i = 0; i < graph.get_execution_plan_count(); ++i)
    if (list.check_support_at_index(i).is_good())
      remaining.push_back(i);
  return remaining;
}

//===----------------------------------------------------------------------===//
// The process's handle
//===----------------------------------------------------------------------===//

struct HandleState {
  std::once_flag once;
  cudnnHandle_t handle = nullptr;
  std::string error;
  // Serializes every use of the handle: graph construction and heuristics
  // queries (prepare, count), and binding the stream with the enqueue.
  std::mutex mutex;
  // The stream the handle is bound to (guarded by mutex), so that calls on
  // one stream bind it once, not per call.
  cudaStream_t boundStream = nullptr;
  bool streamBound = false;
};

/// Leaked on purpose: it must outlive static destructors that may still
/// run convolutions, and cuDNN must not be torn down after the driver.
HandleState &handleState() {
  static HandleState *state = new HandleState();
  return *state;
}

/// Creates the process's cuDNN handle on first use (on the current context).
Expected<cudnnHandle_t> processHandle() {
  if (Status loaded = loadCudnn(); !loaded)
    return loaded;
  HandleState &state = handleState();
  std::call_once(state.once, [&state] {
    try {
      cudnnStatus_t status = fe::detail::create_handle(&state.handle);
      if (status != CUDNN_STATUS_SUCCESS)
        state.error = std::string("cudnnCreate failed: ") + fe::detail::get_error_string(status) +
                      " (" + cudnnLibraryPath() + "); convolutions stay on the stock kernels";
    } catch (const std::exception &error) {
      state.error = std::string("cudnnCreate failed: ") + error.what();
    }
  });
  if (!state.error.empty())
    return Status::error(state.error);
  return state.handle;
}

} // namespace

Status warmCudnnHandle() {
  Expected<cudnnHandle_t> handle = processHandle();
  return handle ? Status::ok() : handle.status();
}

namespace {

std::string countText(size_t count) {
  return std::to_string(count) + (count == 1 ? " plan" : " plans");
}

} // namespace

std::vector<std::string> excludedNumericalNotes(const ConvSpec &spec) {
  std::vector<std::string> notes{"NONDETERMINISTIC"};
  if (spec.dtype != DType::F32)
    return notes;
  if (spec.compute == "32F") {
    notes.insert(notes.end(), {"DOWN_CONVERT_INPUTS", "TENSOR_CORE"});
    return notes;
  }
  notes.push_back("REDUCED_PRECISION_REDUCTION");
  return notes;
}

//===----------------------------------------------------------------------===//
// PreparedConv
//===----------------------------------------------------------------------===//

struct PreparedConv::Impl {
  ConvSpec spec;
  ConvGraph graph;
  cudnnHandle_t handle = nullptr;
  int64_t planIndex = -1;
  int64_t workspaceBytes = 0;
  std::string planName;
};

PreparedConv::PreparedConv(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}
PreparedConv::~PreparedConv() = default;

Expected<int> countConvPlans(const ConvSpec &spec) {
  if (Status status = checkSpec(spec); !status)
    return status;
  Expected<cudnnHandle_t> handle = processHandle();
  if (!handle)
    return handle.status();
  std::lock_guard<std::mutex> lock(handleState().mutex);
  try {
    ConvGraph graph;
    Expected<std::vector<int64_t>> plans = candidatePlans(spec, *handle, graph);
    if (!plans)
      return plans.status();
    return int(plans->size());
  } catch (const std::exception &error) {
    return Status::error(std::string("cuDNN failed: ") + error.what());
  }
}

/// Builds the `engine`-th candidate of an `impl` whose spec is checked.
static Status choosePlan(PreparedConv::Impl &impl) {
  Expected<std::vector<int64_t>> plans = candidatePlans(impl.spec, impl.handle, impl.graph);
  if (!plans)
    return plans.status();
  const ConvSpec &spec = impl.spec;
  if (size_t(spec.engine) >= plans->size())
    return Status::error("cuDNN's heuristics offer " + countText(plans->size()) +
                         " for this convolution within " + std::to_string(spec.workspaceBytes) +
                         " bytes of workspace; the plan asks for number " +
                         std::to_string(spec.engine));
  impl.planIndex = (*plans)[size_t(spec.engine)];
  if (Status status = frontendError(impl.graph.build_plan_at_index(impl.planIndex),
                                    "building plan " + std::to_string(spec.engine));
      !status)
    return status;
  if (Status status = frontendError(
          impl.graph.get_workspace_size_plan_at_index(impl.planIndex, impl.workspaceBytes),
          "workspace query");
      !status)
    return status;
  if (impl.workspaceBytes > int64_t(spec.workspaceBytes))
    return Status::error("cuDNN plan " + std::to_string(spec.engine) + " needs " +
                         std::to_string(impl.workspaceBytes) + " bytes of workspace, over the " +
                         std::to_string(spec.workspaceBytes) + " its step declares");
  (void)impl.graph.get_plan_name_at_index(impl.planIndex, impl.planName);
  return Status::ok();
}

Expected<std::unique_ptr<PreparedConv>> PreparedConv::prepare(const ConvSpec &spec) {
  if (Status loaded = loadCudnn(); !loaded)
    return loaded;
  if (spec.version != cudnnVersionOrZero())
    return Status::error("the plan's convolution was verified with cuDNN " +
                         std::to_string(spec.version) + " but this process has " +
                         std::to_string(cudnnVersionOrZero()) + " (" + cudnnLibraryPath() +
                         "); the group stays stock until its cache entry is rebuilt");
  if (Status status = checkSpec(spec); !status)
    return status;
  Expected<cudnnHandle_t> handle = processHandle();
  if (!handle)
    return handle.status();
  auto impl = std::make_unique<Impl>();
  impl->spec = spec;
  impl->handle = *handle;
  std::lock_guard<std::mutex> lock(handleState().mutex);
  try {
    if (Status status = choosePlan(*impl); !status)
      return status;
  } catch (const std::exception &error) {
    return Status::error(std::string("cuDNN failed: ") + error.what());
  }
  return std::unique_ptr<PreparedConv>(new PreparedConv(std::move(impl)));
}

Status PreparedConv::enqueue(CUdeviceptr x, CUdeviceptr w, CUdeviceptr y, CUdeviceptr bias,
                             CUdeviceptr workspace, CUstream stream) const {
  // One map per thread, its keys inserted once: the frontend only looks up
  // the uids its graph uses, so a bias entry a graph lacks is ignored, and
  // the call allocates nothing after the thread's first.
  thread_local std::unordered_map<int64_t, void *> pointers{
      {kUidX, nullptr}, {kUidW, nullptr}, {kUidY, nullptr}, {kUidBias, nullptr}};
  pointers[kUidX] = reinterpret_cast<void *>(x);
  pointers[kUidW] = reinterpret_cast<void *>(w);
  pointers[kUidY] = reinterpret_cast<void *>(y);
  pointers[kUidBias] = reinterpret_cast<void *>(bias);
  auto *cudaStream = reinterpret_cast<cudaStream_t>(stream);
  // The execution plan was built on the process's handle, and a handle's
  // stream is handle state: binding it and enqueueing must not interleave
  // with another thread's. Only that is under the lock (the frontend's
  // execute is otherwise thread-safe).
  HandleState &state = handleState();
  std::lock_guard<std::mutex> lock(state.mutex);
  try {
    if (!state.streamBound || state.boundStream != cudaStream) {
      cudnnStatus_t bound = fe::detail::set_stream(impl_->handle, cudaStream);
      if (bound != CUDNN_STATUS_SUCCESS)
        return Status::error(std::string("cudnnSetStream failed: ") +
                             fe::detail::get_error_string(bound));
      state.boundStream = cudaStream;
      state.streamBound = true;
    }
    return frontendError(impl_->graph.execute_plan_at_index(impl_->handle, pointers,
                                                            reinterpret_cast<void *>(workspace),
                                                            impl_->planIndex),
                         "execution");
  } catch (const std::exception &error) {
    return Status::error(std::string("cuDNN execution failed: ") + error.what());
  }
}

int64_t PreparedConv::workspaceBytes() const { return impl_->workspaceBytes; }

const std::string &PreparedConv::planName() const { return impl_->planName; }

} // namespace cuagent::rt
