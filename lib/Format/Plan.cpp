//===- Plan.cpp - Plan JSON (de)serialization and validation ---------------===//
#include "cuagent/Format/Plan.h"

#include "cuagent/Format/Validate.h"

#include <cmath>
#include <limits>
#include <map>
#include <set>

namespace cuagent {
using json = nlohmann::json;

const PlanBuffer *Plan::findBuffer(const std::string &name) const {
  for (const PlanBuffer &buffer : buffers)
    if (buffer.name == name)
      return &buffer;
  return nullptr;
}

size_t Plan::numInputs() const {
  size_t count = 0;
  for (const PlanBuffer &buffer : buffers)
    count += buffer.kind == PlanBuffer::Kind::Input;
  return count;
}

size_t Plan::numOutputs() const {
  size_t count = 0;
  for (const PlanBuffer &buffer : buffers)
    count += buffer.kind == PlanBuffer::Kind::Output;
  return count;
}

namespace {

const char *kindName(PlanBuffer::Kind kind) {
  switch (kind) {
  case PlanBuffer::Kind::Input:
    return "input";
  case PlanBuffer::Kind::Output:
    return "output";
  case PlanBuffer::Kind::Workspace:
    return "workspace";
  case PlanBuffer::Kind::View:
    return "view";
  }
  return "?";
}

[[noreturn]] void fail(const std::string &message) { throw FormatError(message); }

/// Every view lies inside a buffer that is not itself a view.
void checkViews(const Plan &plan, const std::map<std::string, uint64_t> &bytesByName) {
  for (const PlanBuffer &view : plan.buffers) {
    if (view.kind != PlanBuffer::Kind::View)
      continue;
    const PlanBuffer *base = plan.findBuffer(view.of);
    if (!base || base->kind == PlanBuffer::Kind::View)
      fail("plan view '" + view.name + "' is of '" + view.of +
           "', which is not a declared buffer (nor may it be a view)");
    uint64_t size = bytesByName.at(base->name);
    if (view.offset > size || view.bytes > size - view.offset)
      fail("plan view '" + view.name + "' (" + std::to_string(view.bytes) + " bytes from " +
           std::to_string(view.offset) + ") is outside '" + base->name + "' (" +
           std::to_string(size) + " bytes)");
  }
}

PlanBuffer bufferFromJson(const json &value, size_t position) {
  std::string where = "plan buffer " + std::to_string(position);
  PlanBuffer buffer;
  buffer.name = field::string(value, "name", where);
  if (buffer.name.empty())
    fail(where + ": field 'name' must not be empty");
  where += " ('" + buffer.name + "')";
  std::string kind = field::string(value, "kind", where);
  if (kind == "input")
    buffer.kind = PlanBuffer::Kind::Input;
  else if (kind == "output")
    buffer.kind = PlanBuffer::Kind::Output;
  else if (kind == "workspace")
    buffer.kind = PlanBuffer::Kind::Workspace;
  else if (kind == "view")
    buffer.kind = PlanBuffer::Kind::View;
  else
    fail(where + " has unknown kind '" + kind + "'; expected input, output, workspace or view");
  if (buffer.kind == PlanBuffer::Kind::View) {
    buffer.of = field::string(value, "of", where);
    buffer.offset =
        size_t(field::integer(value, "offset", where, 0, int64_t(FormatLimits::kMaxTensorBytes)));
    buffer.bytes =
        size_t(field::integer(value, "bytes", where, 1, int64_t(FormatLimits::kMaxTensorBytes)));
    if (buffer.offset % kViewAlignment)
      fail(where + ": a view's offset must be a multiple of " + std::to_string(kViewAlignment));
    return buffer;
  }
  if (buffer.kind == PlanBuffer::Kind::Workspace) {
    buffer.bytes =
        size_t(field::integer(value, "bytes", where, 0, int64_t(FormatLimits::kMaxTensorBytes), 0));
    return buffer;
  }
  buffer.index =
      int(field::integer(value, "index", where, 0, int64_t(FormatLimits::kMaxPlanBuffers) - 1, 0));
  buffer.spec.name = buffer.name;
  std::string dtype = field::string(value, "dtype", where, std::string("f32"));
  auto parsed = parseDType(dtype);
  if (!parsed)
    fail(where + " has unknown dtype '" + dtype + "'; expected f32, f16 or bf16");
  buffer.spec.dtype = *parsed;
  buffer.spec.shape = field::integers(value, "shape", where, FormatLimits::kMaxRank, 0, INT64_MAX);
  Expected<uint64_t> bytes = checkedByteCount(buffer.spec.shape, dtypeSize(buffer.spec.dtype));
  if (!bytes)
    fail(where + ": " + bytes.message());
  buffer.spec.strides = contiguousStrides(buffer.spec.shape);
  buffer.bytes = size_t(*bytes);
  return buffer;
}

std::array<unsigned, 3> dim3FromJson(const json &step, const char *name, const std::string &where,
                                     const std::array<int64_t, 3> &limits) {
  if (!step.contains(name))
    return {1, 1, 1};
  std::vector<int64_t> dims = field::integers(step, name, where, 3, 1, limits[0]);
  if (dims.size() != 3)
    fail(where + ": field '" + name + "' must list 3 dimensions, got " +
         std::to_string(dims.size()));
  for (int i = 1; i < 3; ++i)
    if (dims[i] > limits[i])
      fail(where + ": field '" + name + "' dimension " + std::to_string(i) + " is " +
           std::to_string(dims[i]) + "; the limit is " + std::to_string(limits[i]));
  return {unsigned(dims[0]), unsigned(dims[1]), unsigned(dims[2])};
}

/// Elements a column-major rows x cols matrix with leading dimension `ld`
/// spans, batch entries `stride` apart; fails when ld < rows.
uint64_t matrixExtent(int64_t rows, int64_t cols, int64_t ld, int64_t batch, int64_t stride,
                      const std::string &where, const char *name) {
  if (ld < rows)
    fail(where + ": leading dimension of " + name + " (" + std::to_string(ld) +
         ") is smaller than its " + std::to_string(rows) + " rows");
  // Operands are bounded by the format's byte limit, so this cannot wrap.
  return uint64_t(cols - 1) * uint64_t(ld) + uint64_t(rows) +
         uint64_t(batch - 1) * uint64_t(stride);
}

/// A cublaslt step: its dimensions, and that every matrix it touches lies
/// inside the buffer it names (a plan is data; it must not make cuBLASLt
/// read or write outside the memory the runtime hands it).
GemmSpec gemmFromJson(const json &value, const std::string &where,
                      const std::map<std::string, uint64_t> &bufferBytes) {
  const json &spec = field::require(value, "gemm", where);
  if (!spec.is_object())
    fail(where + ": field 'gemm' must be an object");
  std::string at = where + " gemm";
  constexpr int64_t kMaxDim = int64_t(1) << 31;
  GemmSpec gemm;
  gemm.m = field::integer(spec, "m", at, 1, kMaxDim);
  gemm.n = field::integer(spec, "n", at, 1, kMaxDim);
  gemm.k = field::integer(spec, "k", at, 1, kMaxDim);
  gemm.batch = field::integer(spec, "batch", at, 1, 1 << 20, 1);
  gemm.transA = field::boolean(spec, "trans_a", at, false);
  gemm.transB = field::boolean(spec, "trans_b", at, false);
  gemm.lda = field::integer(spec, "lda", at, 1, kMaxDim);
  gemm.ldb = field::integer(spec, "ldb", at, 1, kMaxDim);
  gemm.ldd = field::integer(spec, "ldd", at, 1, kMaxDim);
  constexpr int64_t kMaxStride = int64_t(1) << 40;
  gemm.strideA = field::integer(spec, "stride_a", at, 0, kMaxStride, 0);
  gemm.strideB = field::integer(spec, "stride_b", at, 0, kMaxStride, 0);
  gemm.strideD = field::integer(spec, "stride_d", at, 0, kMaxStride, 0);
  std::optional<DType> dtype = parseDType(field::string(spec, "dtype", at));
  // Library calls take float tensors only (i64 and b8 are task dtypes).
  if (!dtype || (*dtype != DType::F32 && *dtype != DType::F16 && *dtype != DType::BF16))
    fail(at + ": field 'dtype' must be f32, f16 or bf16");
  gemm.dtype = *dtype;
  gemm.compute = field::string(spec, "compute", at, std::string("32F"));
  if (gemm.compute != "32F" && gemm.compute != "32F_FAST_TF32")
    fail(at + ": field 'compute' must be 32F or 32F_FAST_TF32, got '" + gemm.compute + "'");
  gemm.epilogue = field::string(spec, "epilogue", at, std::string("none"));
  if (gemm.epilogue != "none" && gemm.epilogue != "bias" && gemm.epilogue != "relu" &&
      gemm.epilogue != "relu_bias")
    fail(at + ": field 'epilogue' must be none, bias, relu or relu_bias, got '" + gemm.epilogue +
         "'");
  // cuBLASLt's scale type is f32: alpha must stay finite and nonzero there.
  gemm.alpha = field::number(spec, "alpha", at, 1.0);
  if (!std::isfinite(gemm.alpha) || std::fabs(gemm.alpha) > std::numeric_limits<float>::max() ||
      float(gemm.alpha) == 0.0f)
    fail(at + ": field 'alpha' must be a finite nonzero number in f32's range, got " +
         spec.at("alpha").dump());
  gemm.beta = field::number(spec, "beta", at, 0.0);
  if (gemm.beta != 0.0 && gemm.beta != 1.0)
    fail(at + ": field 'beta' must be 0 or 1 (1 adds the product to d), got " +
         spec.at("beta").dump());
  if (gemm.beta != 0.0 && gemm.epilogue != "none")
    fail(at +
         ": field 'beta' 1 takes no epilogue (the chunk that writes d first adds the bias), "
         "got epilogue '" +
         gemm.epilogue + "'");
  gemm.algo = int(field::integer(spec, "algo", at, 0, 63, 0));
  gemm.workspaceBytes = size_t(field::integer(spec, "workspace_bytes", at, 0, 1 << 30, 0));
  gemm.version = field::integer(spec, "version", at, 0, INT64_MAX);
  gemm.a = field::string(spec, "a", at);
  gemm.b = field::string(spec, "b", at);
  gemm.d = field::string(spec, "d", at);
  gemm.bias = field::string(spec, "bias", at, std::string());
  gemm.workspace = field::string(spec, "workspace", at, std::string());
  bool wantsBias = gemm.epilogue == "bias" || gemm.epilogue == "relu_bias";
  if (wantsBias != !gemm.bias.empty())
    fail(at + ": epilogue '" + gemm.epilogue + "' " +
         (wantsBias ? "needs a 'bias' buffer" : "takes no 'bias' buffer"));
  if (gemm.workspaceBytes && gemm.workspace.empty())
    fail(at + ": 'workspace_bytes' needs a 'workspace' buffer");

  uint64_t elementBytes = dtypeSize(gemm.dtype);
  auto check = [&](const std::string &name, uint64_t elements, const char *what) {
    auto found = bufferBytes.find(name);
    if (found == bufferBytes.end())
      fail(at + " uses undeclared buffer '" + name + "' as " + what);
    if (elements * elementBytes > found->second)
      fail(at + ": " + what + " spans " + std::to_string(elements * elementBytes) +
           " bytes but buffer '" + name + "' holds " + std::to_string(found->second));
  };
  // Stored shapes: A is m x k (k x m when transposed), B k x n (n x k).
  check(gemm.a,
        gemm.transA ? matrixExtent(gemm.k, gemm.m, gemm.lda, gemm.batch, gemm.strideA, at, "A")
                    : matrixExtent(gemm.m, gemm.k, gemm.lda, gemm.batch, gemm.strideA, at, "A"),
        "A");
  check(gemm.b,
        gemm.transB ? matrixExtent(gemm.n, gemm.k, gemm.ldb, gemm.batch, gemm.strideB, at, "B")
                    : matrixExtent(gemm.k, gemm.n, gemm.ldb, gemm.batch, gemm.strideB, at, "B"),
        "B");
  check(gemm.d, matrixExtent(gemm.m, gemm.n, gemm.ldd, gemm.batch, gemm.strideD, at, "D"), "D");
  if (!gemm.bias.empty())
    check(gemm.bias, uint64_t(gemm.m), "bias");
  if (!gemm.workspace.empty()) {
    auto found = bufferBytes.find(gemm.workspace);
    if (found == bufferBytes.end() || found->second < gemm.workspaceBytes)
      fail(at + ": workspace buffer '" + gemm.workspace + "' is missing or smaller than " +
           std::to_string(gemm.workspaceBytes) + " bytes");
  }
  // Batch entries of D must not overlap: two would race on the same memory.
  if (gemm.batch > 1 && uint64_t(gemm.strideD) < uint64_t(gemm.ldd) * uint64_t(gemm.n))
    fail(at + ": stride_d (" + std::to_string(gemm.strideD) +
         ") makes the batch entries of D overlap; it must be at least ldd * n");
  if (gemm.d == gemm.a || gemm.d == gemm.b || gemm.d == gemm.bias)
    fail(at + ": D must not alias an operand");
  return gemm;
}

/// The conv geometry fields of a cudnn step: shapes of ranks 3 to 5 (equal),
/// stride, padding and dilation with one entry per spatial dimension.
void convGeometryFromJson(const json &spec, const std::string &at, ConvSpec &conv) {
  // cuDNN describes tensors with int dims; PyTorch's dims fit too.
  constexpr int64_t kMaxDim = INT32_MAX;
  conv.xShape = field::integers(spec, "x_shape", at, 5, 1, kMaxDim);
  conv.wShape = field::integers(spec, "w_shape", at, 5, 1, kMaxDim);
  conv.yShape = field::integers(spec, "y_shape", at, 5, 1, kMaxDim);
  size_t rank = conv.xShape.size();
  if (rank < 3 || conv.wShape.size() != rank || conv.yShape.size() != rank)
    fail(at +
         ": fields 'x_shape', 'w_shape' and 'y_shape' must have one rank in 3..5 "
         "(N, C, 1 to 3 spatial dims), got " +
         std::to_string(conv.xShape.size()) + ", " + std::to_string(conv.wShape.size()) + " and " +
         std::to_string(conv.yShape.size()));
  size_t spatial = rank - 2;
  auto spatialList = [&](const char *name, int64_t min) {
    std::vector<int64_t> values = field::integers(spec, name, at, 3, min, kMaxDim);
    if (values.size() != spatial)
      fail(at + ": field '" + name + "' must list " + std::to_string(spatial) +
           " entries (one per spatial dim), got " + std::to_string(values.size()));
    return values;
  };
  conv.stride = spatialList("stride", 1);
  conv.padding = spatialList("padding", 0);
  conv.dilation = spatialList("dilation", 1);
  conv.groups = field::integer(spec, "groups", at, 1, kMaxDim);
}

/// PyTorch's conv arithmetic: channels and groups, then each spatial output
/// size. A transposed conv has no output_padding field: y_shape carries it,
/// so y may exceed the minimal size by less than max(stride, dilation).
void checkConvArithmetic(const ConvSpec &conv, const std::string &at) {
  const std::vector<int64_t> &x = conv.xShape, &w = conv.wShape, &y = conv.yShape;
  std::string groups = std::to_string(conv.groups);
  // Forward: w [C_out, C_in/groups, k...]; transposed: w [C_in, C_out/groups, k...].
  int64_t inChannels = conv.transposed ? w[0] : w[1] * conv.groups;
  int64_t outChannels = conv.transposed ? w[1] * conv.groups : w[0];
  if (x[1] % conv.groups != 0 || w[0] % conv.groups != 0)
    fail(at + ": groups (" + groups + ") must divide the " + std::to_string(x[1]) +
         " input channels and w_shape[0] (" + std::to_string(w[0]) + ")");
  if (inChannels != x[1])
    fail(at + ": w_shape takes " + std::to_string(inChannels) + " input channels in " + groups +
         " groups but x_shape has " + std::to_string(x[1]));
  if (y[0] != x[0] || y[1] != outChannels)
    fail(at + ": y_shape must be [" + std::to_string(x[0]) + ", " + std::to_string(outChannels) +
         ", ...] (batch of x, output channels of w), got [" + std::to_string(y[0]) + ", " +
         std::to_string(y[1]) + ", ...]");
  for (size_t i = 0; i + 2 < x.size(); ++i) {
    // Every term is below 2^31, so none of this can overflow 64 bits.
    int64_t in = x[2 + i], s = conv.stride[i], p = conv.padding[i], d = conv.dilation[i];
    int64_t extent = d * (w[2 + i] - 1) + 1;
    std::string dim = "spatial dim " + std::to_string(i);
    if (!conv.transposed) {
      if (in + 2 * p < extent)
        fail(at + ": " + dim + " of size " + std::to_string(in) + " with padding " +
             std::to_string(p) + " is smaller than the kernel extent " + std::to_string(extent));
      int64_t out = (in + 2 * p - extent) / s + 1;
      if (y[2 + i] != out)
        fail(at + ": y_shape " + dim + " must be " + std::to_string(out) + ", got " +
             std::to_string(y[2 + i]));
      continue;
    }
    int64_t least = (in - 1) * s - 2 * p + extent;
    int64_t outputPadding = y[2 + i] - least;
    if (least < 1 || outputPadding < 0 || outputPadding >= std::max(s, d))
      fail(at + ": y_shape " + dim + " of a transposed conv must be " + std::to_string(least) +
           " plus an output padding below max(stride, dilation) = " +
           std::to_string(std::max(s, d)) + ", got " + std::to_string(y[2 + i]));
  }
}

/// A cudnn step: its geometry and PyTorch's arithmetic, and that every tensor
/// it touches lies inside the buffer it names (a plan is data; it must not
/// make cuDNN read or write outside the memory the runtime hands it).
ConvSpec convFromJson(const json &value, const std::string &where,
                      const std::map<std::string, uint64_t> &bufferBytes) {
  const json &spec = field::require(value, "conv", where);
  if (!spec.is_object())
    fail(where + ": field 'conv' must be an object");
  std::string at = where + " conv";
  ConvSpec conv;
  conv.transposed = field::boolean(spec, "transposed", at);
  convGeometryFromJson(spec, at, conv);
  std::optional<DType> dtype = parseDType(field::string(spec, "dtype", at));
  // Library calls take float tensors only (i64 and b8 are task dtypes).
  if (!dtype || (*dtype != DType::F32 && *dtype != DType::F16 && *dtype != DType::BF16))
    fail(at + ": field 'dtype' must be f32, f16 or bf16");
  conv.dtype = *dtype;
  conv.compute = field::string(spec, "compute", at);
  if (conv.compute != "32F" && conv.compute != "32F_FAST_TF32")
    fail(at + ": field 'compute' must be 32F or 32F_FAST_TF32, got '" + conv.compute + "'");
  if (conv.compute == "32F_FAST_TF32" && conv.dtype != DType::F32)
    fail(at + ": compute 32F_FAST_TF32 applies to f32 data only; f16/bf16 take 32F");
  conv.engine = int(field::integer(spec, "engine", at, 0, 63));
  conv.workspaceBytes = size_t(field::integer(spec, "workspace_bytes", at, 0, int64_t(1) << 32));
  conv.version = field::integer(spec, "version", at, 0, INT64_MAX);
  std::string layout = field::string(spec, "layout", at, std::string("nchw"));
  if (layout != "nchw" && layout != "nhwc")
    fail(at +
         ": field 'layout' must be nchw (PyTorch's, the default) or nhwc (channels-last), "
         "got '" +
         layout + "'");
  conv.channelsLast = layout == "nhwc";
  conv.x = field::string(spec, "x", at);
  conv.w = field::string(spec, "w", at);
  conv.y = field::string(spec, "y", at);
  conv.bias = field::string(spec, "bias", at, std::string());
  conv.workspace = field::string(spec, "workspace", at, std::string());
  checkConvArithmetic(conv, at);

  auto check = [&](const std::string &name, const std::vector<int64_t> &shape, const char *what) {
    auto found = bufferBytes.find(name);
    if (found == bufferBytes.end())
      fail(at + " uses undeclared buffer '" + name + "' as " + what);
    Expected<uint64_t> bytes = checkedByteCount(shape, dtypeSize(conv.dtype));
    if (!bytes)
      fail(at + ": " + what + ": " + bytes.message());
    if (*bytes > found->second)
      fail(at + ": " + what + " spans " + std::to_string(*bytes) + " bytes but buffer '" + name +
           "' holds " + std::to_string(found->second));
  };
  check(conv.x, conv.xShape, "x");
  check(conv.w, conv.wShape, "w");
  check(conv.y, conv.yShape, "y");
  if (!conv.bias.empty())
    check(conv.bias, {conv.yShape[1]}, "bias");
  // cuDNN 9 has no engine for a data gradient followed by a pointwise add
  // (measured on the H200: "No valid engine configs"), so a plan saying so
  // could never load; the emitter adds such a bias in NVRTC code.
  if (conv.transposed && !conv.bias.empty())
    fail(at + ": a transposed conv cannot fuse its bias in cuDNN; leave 'bias' out and add it "
              "in an NVRTC kernel");
  if (conv.y == conv.x || conv.y == conv.w || conv.y == conv.bias)
    fail(at + ": y must not alias x, w or bias");
  if (conv.workspaceBytes && conv.workspace.empty())
    fail(at + ": 'workspace_bytes' needs a 'workspace' buffer");
  if (!conv.workspace.empty()) {
    auto found = bufferBytes.find(conv.workspace);
    if (found == bufferBytes.end() || found->second < conv.workspaceBytes)
      fail(at + ": workspace buffer '" + conv.workspace + "' is missing or smaller than " +
           std::to_string(conv.workspaceBytes) + " bytes");
    if (conv.workspace == conv.x || conv.workspace == conv.w || conv.workspace == conv.y ||
        conv.workspace == conv.bias)
      fail(at + ": the workspace must not alias x, w, y or bias");
  }
  return conv;
}

PlanStep stepFromJson(const json &value, size_t position, const std::set<std::string> &modules,
                      const std::map<std::string, uint64_t> &buffers) {
  std::string where = "plan step " + std::to_string(position);
  PlanStep step;
  step.kind = field::string(value, "kind", where);
  if (step.kind == "cublaslt") {
    step.gemm = gemmFromJson(value, where, buffers);
    return step;
  }
  if (step.kind == "cudnn") {
    step.conv = convFromJson(value, where, buffers);
    return step;
  }
  if (step.kind != "launch")
    fail(where + ": step kind '" + step.kind + "' is not supported by this runtime");
  step.module = field::string(value, "module", where);
  step.function = field::string(value, "function", where);
  if (step.function.empty())
    fail(where + ": field 'function' must not be empty");
  where += " ('" + step.function + "')";
  if (!modules.count(step.module))
    fail(where + " uses undeclared module '" + step.module + "'");
  // CUDA's limits: grid x < 2^31, y and z <= 65535; at most 1024 threads.
  step.grid = dim3FromJson(value, "grid", where, {INT32_MAX, 65535, 65535});
  step.block = dim3FromJson(value, "block", where, {1024, 1024, 64});
  uint64_t threads = uint64_t(step.block[0]) * step.block[1] * step.block[2];
  if (threads > 1024)
    fail(where + " has a block of " + std::to_string(threads) + " threads; the limit is 1024");
  step.sharedBytes = unsigned(field::integer(value, "shared_bytes", where, 0, 256 << 10, 0));
  step.args = field::strings(value, "args", where, FormatLimits::kMaxStepArgs, true);
  for (const std::string &arg : step.args)
    if (!buffers.count(arg))
      fail(where + " passes undeclared buffer '" + arg + "'");
  return step;
}

Plan planFromJson(const json &root) {
  if (!root.is_object() || field::string(root, "format", "plan", std::string()) != "cuagent.plan")
    fail("not a cuagent plan: field 'format' must be \"cuagent.plan\"");
  if (field::integer(root, "version", "plan", INT32_MIN, INT32_MAX, -1) != kPlanFormatVersion)
    fail("plan format version is not supported; rebuild the cache with this cuagent");
  Plan plan;
  plan.key = field::string(root, "key", "plan", std::string());
  plan.policy = field::string(root, "policy", "plan", std::string());
  plan.candidate = field::string(root, "candidate", "plan", std::string());
  std::map<std::string, uint64_t> names; // buffer -> bytes
  std::set<int> inputIndices, outputIndices;
  const json &buffers = field::array(root, "buffers", "plan", FormatLimits::kMaxPlanBuffers, true);
  for (size_t i = 0; i < buffers.size(); ++i) {
    PlanBuffer buffer = bufferFromJson(buffers[i], i);
    bool sized =
        buffer.kind == PlanBuffer::Kind::Workspace || buffer.kind == PlanBuffer::Kind::View;
    uint64_t bytes = sized ? buffer.bytes : buffer.spec.bytes();
    if (!names.emplace(buffer.name, bytes).second)
      fail("plan buffer names must be unique ('" + buffer.name + "' repeats)");
    if (!sized) {
      auto &indices = buffer.kind == PlanBuffer::Kind::Input ? inputIndices : outputIndices;
      if (!indices.insert(buffer.index).second)
        fail("plan buffer '" + buffer.name + "' has a duplicate index");
    }
    plan.buffers.push_back(std::move(buffer));
  }
  for (std::set<int> *indices : {&inputIndices, &outputIndices})
    if (!indices->empty() && *indices->rbegin() != int(indices->size()) - 1)
      fail("plan input/output buffer indices must be 0..n-1 without gaps");
  checkViews(plan, names);
  std::set<std::string> moduleNames;
  const json &modules = field::array(root, "modules", "plan", FormatLimits::kMaxPlanSteps, true);
  for (size_t i = 0; i < modules.size(); ++i) {
    std::string where = "plan module " + std::to_string(i);
    PlanModule module{field::string(modules[i], "name", where),
                      field::string(modules[i], "file", where)};
    if (module.name.empty() || module.file.empty() || !moduleNames.insert(module.name).second)
      fail("plan modules need unique names and a file");
    if (module.file.find('/') != std::string::npos || module.file.find("..") != std::string::npos)
      fail("plan module file '" + module.file + "' must be a plain file name");
    plan.modules.push_back(std::move(module));
  }
  const json &steps = field::array(root, "steps", "plan", FormatLimits::kMaxPlanSteps, true);
  for (size_t i = 0; i < steps.size(); ++i)
    plan.steps.push_back(stepFromJson(steps[i], i, moduleNames, names));
  if (plan.steps.empty())
    fail("plan has no steps");
  return plan;
}

} // namespace

Expected<Plan> parsePlan(const std::string &jsonText) {
  Expected<json> root = parseBoundedJson(jsonText, "plan");
  if (!root)
    return root.status();
  try {
    return planFromJson(*root);
  } catch (const std::exception &error) {
    return Status::error(std::string("invalid plan: ") + error.what());
  }
}

Status checkPlanMatchesTask(const Plan &plan, const Task &task) {
  if (plan.numInputs() != task.inputs.size() || plan.numOutputs() != task.outputs.size())
    return Status::error("the plan has " + std::to_string(plan.numInputs()) + " inputs and " +
                         std::to_string(plan.numOutputs()) + " outputs; its task has " +
                         std::to_string(task.inputs.size()) + " and " +
                         std::to_string(task.outputs.size()));
  for (const PlanBuffer &buffer : plan.buffers) {
    if (buffer.kind == PlanBuffer::Kind::Workspace || buffer.kind == PlanBuffer::Kind::View)
      continue;
    bool input = buffer.kind == PlanBuffer::Kind::Input;
    const TensorSpec &expected = input ? static_cast<const TensorSpec &>(task.inputs[buffer.index])
                                       : task.outputs[buffer.index];
    // A permuted dense input is a buffer in memory order (formats.md).
    if (buffer.spec.dtype != expected.dtype ||
        buffer.spec.shape != (input ? expected.memoryShape() : expected.shape))
      return Status::error("plan buffer '" + buffer.name + "' is " + buffer.spec.describe() +
                           " but the task's " + (input ? "input " : "output ") +
                           std::to_string(buffer.index) + " is " + expected.describe());
  }
  return Status::ok();
}

static json gemmToJson(const GemmSpec &gemm) {
  json value{{"m", gemm.m},
             {"n", gemm.n},
             {"k", gemm.k},
             {"batch", gemm.batch},
             {"trans_a", gemm.transA},
             {"trans_b", gemm.transB},
             {"lda", gemm.lda},
             {"ldb", gemm.ldb},
             {"ldd", gemm.ldd},
             {"stride_a", gemm.strideA},
             {"stride_b", gemm.strideB},
             {"stride_d", gemm.strideD},
             {"dtype", dtypeName(gemm.dtype)},
             {"compute", gemm.compute},
             {"epilogue", gemm.epilogue},
             {"algo", gemm.algo},
             {"workspace_bytes", gemm.workspaceBytes},
             {"version", gemm.version},
             {"a", gemm.a},
             {"b", gemm.b},
             {"d", gemm.d}};
  // Optional: plans without a folded scale read as they did before it.
  if (gemm.alpha != 1.0)
    value["alpha"] = gemm.alpha;
  if (gemm.beta != 0.0)
    value["beta"] = gemm.beta;
  if (!gemm.bias.empty())
    value["bias"] = gemm.bias;
  if (!gemm.workspace.empty())
    value["workspace"] = gemm.workspace;
  return value;
}

static json convToJson(const ConvSpec &conv) {
  json value{{"transposed", conv.transposed},
             {"x_shape", conv.xShape},
             {"w_shape", conv.wShape},
             {"y_shape", conv.yShape},
             {"stride", conv.stride},
             {"padding", conv.padding},
             {"dilation", conv.dilation},
             {"groups", conv.groups},
             {"dtype", dtypeName(conv.dtype)},
             {"compute", conv.compute},
             {"engine", conv.engine},
             {"workspace_bytes", conv.workspaceBytes},
             {"version", conv.version},
             {"x", conv.x},
             {"w", conv.w},
             {"y", conv.y}};
  if (conv.channelsLast) // written only when set: NCHW plans read as before
    value["layout"] = "nhwc";
  if (!conv.bias.empty())
    value["bias"] = conv.bias;
  if (!conv.workspace.empty())
    value["workspace"] = conv.workspace;
  return value;
}

json planToJson(const Plan &plan) {
  json buffers = json::array();
  for (const PlanBuffer &buffer : plan.buffers) {
    json value{{"name", buffer.name}, {"kind", kindName(buffer.kind)}};
    if (buffer.kind == PlanBuffer::Kind::Workspace) {
      value["bytes"] = buffer.bytes;
    } else if (buffer.kind == PlanBuffer::Kind::View) {
      value["of"] = buffer.of;
      value["offset"] = buffer.offset;
      value["bytes"] = buffer.bytes;
    } else {
      value["index"] = buffer.index;
      value["dtype"] = dtypeName(buffer.spec.dtype);
      value["shape"] = buffer.spec.shape;
    }
    buffers.push_back(value);
  }
  json modules = json::array();
  for (const PlanModule &module : plan.modules)
    modules.push_back(json{{"name", module.name}, {"file", module.file}});
  json steps = json::array();
  for (const PlanStep &step : plan.steps) {
    if (step.kind == "cublaslt") {
      steps.push_back(json{{"kind", step.kind}, {"gemm", gemmToJson(step.gemm)}});
      continue;
    }
    if (step.kind == "cudnn") {
      steps.push_back(json{{"kind", step.kind}, {"conv", convToJson(step.conv)}});
      continue;
    }
    steps.push_back(json{{"kind", step.kind},
                         {"module", step.module},
                         {"function", step.function},
                         {"grid", step.grid},
                         {"block", step.block},
                         {"shared_bytes", step.sharedBytes},
                         {"args", step.args}});
  }
  return json{{"format", "cuagent.plan"},
              {"version", kPlanFormatVersion},
              {"key", plan.key},
              {"policy", plan.policy},
              {"candidate", plan.candidate},
              {"buffers", buffers},
              {"modules", modules},
              {"steps", steps}};
}

} // namespace cuagent
