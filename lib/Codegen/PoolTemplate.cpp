//===- PoolTemplate.cpp - Pooling windows over the spatial dims -----------===//
//
// Thread t of block b computes outputs (b * V + u) * B + t for u < V: a
// warp's outputs are consecutive, so its loads walk the input together, and
// a thread's V windows are independent loads in flight. Each output is
// decoded into (plane, o0, o1, ...) with constant divisors, its window
// walked as PyTorch's CUDA kernels walk it (outer spatial dim first), and:
//
//  max_pool, adaptive_max_pool: acc = -inf; acc = x when x > acc or x is
//    NaN (the first of equal values stays, a NaN stays). Elements outside
//    the input are skipped: the -inf padding never wins.
//  avg_pool: the sum over the window clipped to the input, divided by
//    divisor_override, or by the window clipped to the padded input
//    (count_include_pad) or to the input. A window with no element inside
//    the input is 0, as in PyTorch.
//  adaptive_avg_pool: the sum over [floor(o * in / out), ceil((o + 1) * in
//    / out)) per dim, divided by each dim's window length in turn (PyTorch's
//    sum / kH / kW).
//
//===----------------------------------------------------------------------===//
#include "PoolTemplate.h"

#include "cuagent/Dialect/CuagentOps.h"
#include "cuagent/Support/PoolShape.h"

#include "llvm/ADT/TypeSwitch.h"

#include <sstream>

namespace cuagent::codegen {
namespace {

std::vector<int64_t> shapeOf(mlir::Value value) {
  auto type = mlir::cast<mlir::RankedTensorType>(value.getType());
  return std::vector<int64_t>(type.getShape().begin(), type.getShape().end());
}

int64_t product(const std::vector<int64_t> &shape, size_t from = 0) {
  int64_t n = 1;
  for (size_t i = from; i < shape.size(); ++i)
    n *= shape[i];
  return n;
}

std::string ll(int64_t value) { return std::to_string(value) + "LL"; }

/// Whether every index of the kernel fits an int: its decode and window
/// arithmetic then run in 32 bits (64-bit division by a constant is a
/// multiply-high sequence several times longer).
bool indexFitsInt(const PoolLayout &layout) {
  int64_t perBlock = int64_t(layout.blockSize) * layout.outputsPerThread;
  return layout.inputElements() <= INT32_MAX &&
         layout.blocks() * perBlock <= INT32_MAX;
}

/// The index type and a literal of it.
struct IndexType {
  bool narrow;
  const char *name() const { return narrow ? "int" : "long long"; }
  std::string lit(int64_t value) const { return narrow ? std::to_string(value) : ll(value); }
};

constexpr const char *kNegInf = "(-__int_as_float(0x7f800000))";

/// The longest window dim whose loop is unrolled.
constexpr int64_t kMaxUnrolledWindow = 16;

/// The max update: a NaN or a strictly larger value replaces acc.
std::string maxUpdate(const std::string &x) {
  return "acc = (" + x + " > acc || " + x + " != " + x + ") ? " + x + " : acc;";
}

/// Decodes output index `o` into the plane (n * C + c) and one index per
/// spatial dim, `wo<d>`.
void emitDecode(std::ostringstream &k, const PoolLayout &layout, IndexType index) {
  size_t spatial = layout.spatial();
  k << "    " << index.name() << " rest = o;\n";
  for (size_t d = spatial; d-- > 0;) {
    int64_t size = layout.output[2 + d];
    k << "    const " << index.name() << " wo" << d << " = rest % " << index.lit(size) << ";\n";
    k << "    rest /= " << index.lit(size) << ";\n";
  }
  k << "    const " << index.name() << " planeBase = rest * "
    << index.lit(product(layout.input, 2)) << ";\n";
}

/// The input offset of window position (wp0, wp1, ...), the innermost
/// dim's position given by `last` where it is not wp<last> (a vector row's
/// first element).
std::string inputOffset(const PoolLayout &layout, IndexType index, std::string last = "") {
  size_t inner = layout.spatial() - 1;
  if (last.empty())
    last = "wp" + std::to_string(inner);
  if (inner == 0)
    return "planeBase + " + last;
  std::string offset = "wp0";
  for (size_t d = 1; d < inner; ++d)
    offset = "(" + offset + ") * " + index.lit(layout.input[2 + d]) + " + wp" + std::to_string(d);
  return "planeBase + (" + offset + ") * " + index.lit(layout.input[2 + inner]) + " + " + last;
}

/// The accumulation of one window element's value.
std::string accumulate(const PoolLayout &layout, const std::string &x) {
  bool isMax = layout.kind == PoolKind::Max || layout.kind == PoolKind::AdaptiveMax;
  return isMax ? maxUpdate(x) : "acc += " + x + ";";
}

/// The innermost statement: the prologue at input element `i`, then the
/// accumulation of its value.
std::string elementCode(const PoolLayout &layout, const PoolBodies &bodies,
                        const std::string &indent, IndexType index) {
  std::string inputVar;
  std::string prologue = bodies.prologue(inputVar);
  std::ostringstream k;
  k << indent << "{\n"
    << indent << "  const long long i = " << inputOffset(layout, index) << ";\n";
  k << prologue;
  k << indent << "  " << accumulate(layout, inputVar) << "\n";
  k << indent << "}\n";
  return k.str();
}

/// Whether every window lies inside the input (no padding, no ceil_mode
/// window past the end): max_pool and avg_pool then walk constant windows
/// with no bounds checks, and avg_pool divides by a constant.
bool denseWindows(const PoolLayout &layout) {
  if (layout.kind != PoolKind::Max && layout.kind != PoolKind::Avg)
    return false;
  for (size_t d = 0; d < layout.spatial(); ++d) {
    int64_t last = (layout.output[2 + d] - 1) * layout.stride[d] +
                   (layout.kernel[d] - 1) * layout.dilation[d];
    if (layout.pad[d] != 0 || last >= layout.input[2 + d])
      return false;
  }
  return true;
}

/// Opens one loop for each of the first `dims` spatial dims over the window
/// positions wk<d> < kernel, wp<d> = ws<d> + wk<d> * dilation; `check`
/// skips positions outside the input. Returns the indent inside the loops.
std::string openWindowLoops(std::ostringstream &k, const PoolLayout &layout, IndexType index,
                            bool check, size_t dims) {
  std::string indent = "    ";
  for (size_t d = 0; d < dims; ++d) {
    std::string s = std::to_string(d);
    k << indent << "const " << index.name() << " ws" << s << " = wo" << s << " * "
      << index.lit(layout.stride[d]) << " - " << index.lit(layout.pad[d]) << ";\n";
    // Small windows unroll fully; a long one (max_pool1d(k=1000)) would
    // only bloat the kernel.
    if (layout.kernel[d] <= kMaxUnrolledWindow)
      k << indent << "#pragma unroll\n";
    k << indent << "for (int wk" << s << " = 0; wk" << s << " < " << layout.kernel[d] << "; ++wk"
      << s << ") {\n";
    indent += "  ";
    k << indent << "const " << index.name() << " wp" << s << " = ws" << s << " + ("
      << index.name() << ")wk" << s << " * " << index.lit(layout.dilation[d]) << ";\n";
    if (check)
      k << indent << "if (wp" << s << " < 0 || wp" << s << " >= "
        << index.lit(layout.input[2 + d]) << ") continue;\n";
  }
  return indent;
}

void closeLoops(std::ostringstream &k, size_t count, std::string indent) {
  for (size_t d = count; d-- > 0;) {
    indent.resize(indent.size() - 2);
    k << indent << "}\n";
  }
}

/// The innermost window dim read as one vector of `width` (windowVectorWidth)
/// elements: the outer dims' loops, then the row's loads and its elements in
/// order (PyTorch's order). Returns the indent inside the outer loops.
std::string vectorWindowLoops(std::ostringstream &k, const PoolLayout &layout,
                              const PoolBodies &bodies, IndexType index, int width) {
  size_t inner = layout.spatial() - 1;
  std::string indent = openWindowLoops(k, layout, index, /*check=*/false, inner);
  k << indent << "const long long rowStart = "
    << inputOffset(layout, index, "wo" + std::to_string(inner) + " * " + index.lit(width)) << ";\n";
  k << bodies.vectorLoads;
  std::string inputVar;
  std::string prologue = bodies.vectorPrologue(inputVar);
  k << indent << "#pragma unroll\n";
  k << indent << "for (int v = 0; v < " << width << "; ++v) {\n";
  k << indent << "  const long long i = rowStart + v;\n";
  k << prologue;
  k << indent << "  " << accumulate(layout, inputVar) << "\n";
  k << indent << "}\n";
  return indent;
}

/// The window loops around the accumulation: the innermost dim as vectors
/// where windowVectorWidth allows, else element by element.
void emitWindowBody(std::ostringstream &k, const PoolLayout &layout, const PoolBodies &bodies,
                    IndexType index, bool check) {
  if (int width = windowVectorWidth(layout); width > 1) {
    std::string indent = vectorWindowLoops(k, layout, bodies, index, width);
    closeLoops(k, layout.spatial() - 1, indent);
    return;
  }
  std::string indent = openWindowLoops(k, layout, index, check, layout.spatial());
  k << elementCode(layout, bodies, indent, index);
  closeLoops(k, layout.spatial(), indent);
}

/// max_pool: every window position, dilated, bounds-checked unless the
/// windows are dense (constant trip counts, unrolled).
void emitMaxWindow(std::ostringstream &k, const PoolLayout &layout, const PoolBodies &bodies,
                   IndexType index) {
  k << "    float acc = " << kNegInf << ";\n";
  emitWindowBody(k, layout, bodies, index, !denseWindows(layout));
  k << "    const float result = acc;\n";
}

/// avg_pool over dense windows: every window is kernel-sized, so
/// count_include_pad does not matter and the divisor is a constant.
void emitDenseAvgWindow(std::ostringstream &k, const PoolLayout &layout,
                        const PoolBodies &bodies, IndexType index) {
  k << "    float acc = 0.f;\n";
  emitWindowBody(k, layout, bodies, index, /*check=*/false);
  int64_t size = product(layout.kernel);
  k << "    const float result = acc / (float)" << index.lit(layout.divisor.value_or(size))
    << ";\n";
}

/// One loop per spatial dim over [ws<d>, we<d>), the element code innermost.
/// A window no longer than kMaxUnrolledWindow in a dim (`longest`) is walked
/// by a constant, unrolled loop that stops at we<d>: the positions and their
/// order are the same, and the loads of a window can be in flight together.
void emitWindowLoops(std::ostringstream &k, const PoolLayout &layout, const PoolBodies &bodies,
                     IndexType index, const std::vector<int64_t> &longest) {
  size_t spatial = layout.spatial();
  std::string indent = "    ";
  for (size_t d = 0; d < spatial; ++d) {
    std::string s = std::to_string(d);
    if (longest[d] > kMaxUnrolledWindow) {
      k << indent << "for (long long wp" << s << " = ws" << s << "; wp" << s << " < we" << s
        << "; ++wp" << s << ") {\n";
      indent += "  ";
      continue;
    }
    k << indent << "#pragma unroll\n";
    k << indent << "for (int wk" << s << " = 0; wk" << s << " < " << longest[d] << "; ++wk" << s
      << ") {\n";
    indent += "  ";
    k << indent << "const long long wp" << s << " = ws" << s << " + wk" << s << ";\n";
    k << indent << "if (wp" << s << " >= we" << s << ") break;\n";
  }
  k << elementCode(layout, bodies, indent, index);
  closeLoops(k, spatial, indent);
}

/// avg_pool: PyTorch's window arithmetic, then the clipped window summed.
void emitAvgWindow(std::ostringstream &k, const PoolLayout &layout, const PoolBodies &bodies,
                   IndexType index) {
  if (denseWindows(layout))
    return emitDenseAvgWindow(k, layout, bodies, index);
  size_t spatial = layout.spatial();
  k << "    long long poolSize = 1, inside = 1;\n";
  for (size_t d = 0; d < spatial; ++d) {
    std::string s = std::to_string(d);
    int64_t in = layout.input[2 + d], pad = layout.pad[d];
    k << "    long long ws" << s << " = wo" << s << " * " << ll(layout.stride[d]) << " - "
      << ll(pad) << ";\n";
    k << "    long long we" << s << " = min(ws" << s << " + " << ll(layout.kernel[d]) << ", "
      << ll(in + pad) << ");\n";
    k << "    poolSize *= we" << s << " - ws" << s << ";\n";
    k << "    ws" << s << " = max(ws" << s << ", 0LL);\n";
    k << "    we" << s << " = min(we" << s << ", " << ll(in) << ");\n";
    k << "    inside *= we" << s << " > ws" << s << " ? we" << s << " - ws" << s << " : 0LL;\n";
  }
  k << "    float acc = 0.f;\n";
  emitWindowLoops(k, layout, bodies, index, layout.kernel);
  std::string divisor = layout.divisor           ? ll(*layout.divisor)
                        : layout.countIncludePad ? std::string("poolSize")
                                                 : std::string("inside");
  k << "    const float result = inside == 0 ? 0.f : acc / (float)" << divisor << ";\n";
}

/// adaptive pools: variable windows per output, per dim (in 64 bits: o *
/// in may pass an int where every index fits one).
void emitAdaptiveWindow(std::ostringstream &k, const PoolLayout &layout, const PoolBodies &bodies,
                        IndexType index) {
  size_t spatial = layout.spatial();
  bool isMax = layout.kind == PoolKind::AdaptiveMax;
  for (size_t d = 0; d < spatial; ++d) {
    std::string s = std::to_string(d);
    int64_t in = layout.input[2 + d], out = layout.output[2 + d];
    k << "    const long long ws" << s << " = (wo" << s << " * " << ll(in) << ") / " << ll(out)
      << ";\n";
    k << "    const long long we" << s << " = ((wo" << s << " + 1) * " << ll(in) << " + "
      << ll(out - 1) << ") / " << ll(out) << ";\n";
  }
  k << "    float acc = " << (isMax ? kNegInf : "0.f") << ";\n";
  // A window spans at most ceil(in / out) + 1 positions.
  std::vector<int64_t> longest;
  for (size_t d = 0; d < spatial; ++d)
    longest.push_back((layout.input[2 + d] + layout.output[2 + d] - 1) / layout.output[2 + d] + 1);
  emitWindowLoops(k, layout, bodies, index, longest);
  std::string value = "acc";
  for (size_t d = 0; d < spatial && !isMax; ++d)
    value += " / (float)(we" + std::to_string(d) + " - ws" + std::to_string(d) + ")";
  k << "    const float result = " << value << ";\n";
}

/// Output `o` of the thread's u-th step, and the guard past the last output
/// where the grid does not tile the outputs exactly.
void emitOutputIndex(std::ostringstream &k, const PoolLayout &layout, IndexType index) {
  int block = layout.blockSize, perThread = layout.outputsPerThread;
  if (index.narrow)
    k << "    const int o = (int)((blockIdx.x * " << perThread << " + u) * " << block
      << " + threadIdx.x);\n";
  else
    k << "    const long long o = ((long long)blockIdx.x * " << perThread << " + u) * " << block
      << " + threadIdx.x;\n";
  if (layout.outputElements() % (int64_t(block) * perThread) != 0)
    k << "    if (o >= " << index.lit(layout.outputElements()) << ") return;\n";
}

/// The window of output `o` (decoded as emitPoolKernel's), leaving `result`.
void emitWindowOf(std::ostringstream &k, const PoolLayout &layout, const PoolBodies &bodies,
                  IndexType index) {
  emitDecode(k, layout, index);
  switch (layout.kind) {
  case PoolKind::Max:
    emitMaxWindow(k, layout, bodies, index);
    break;
  case PoolKind::Avg:
    emitAvgWindow(k, layout, bodies, index);
    break;
  case PoolKind::AdaptiveAvg:
  case PoolKind::AdaptiveMax:
    emitAdaptiveWindow(k, layout, bodies, index);
    break;
  }
}

} // namespace

int windowVectorWidth(const PoolLayout &layout) {
  if (!denseWindows(layout) || layout.channelsLast)
    return 1;
  size_t last = layout.spatial() - 1;
  int64_t width = layout.kernel[last];
  bool tiles = layout.stride[last] == width && layout.dilation[last] == 1 &&
               layout.input[2 + last] % width == 0;
  return tiles && (width == 2 || width == 4) ? int(width) : 1;
}

bool isPoolOp(mlir::Operation *op) {
  return mlir::isa<MaxPoolOp, AvgPoolOp, AdaptiveAvgPoolOp, AdaptiveMaxPoolOp>(op);
}

int64_t PoolLayout::inputElements() const { return product(input); }
int64_t PoolLayout::outputElements() const { return product(output); }
int64_t PoolLayout::blocks() const {
  int64_t perBlock = int64_t(blockSize) * outputsPerThread;
  return (outputElements() + perBlock - 1) / perBlock;
}

const char *poolKindName(PoolKind kind) {
  switch (kind) {
  case PoolKind::Max:
    return "max-pool";
  case PoolKind::Avg:
    return "avg-pool";
  case PoolKind::AdaptiveAvg:
    return "adaptive-avg-pool";
  case PoolKind::AdaptiveMax:
    return "adaptive-max-pool";
  }
  return "unknown";
}

Expected<PoolLayout> poolLayoutOf(mlir::Operation *op, int blockSize, int outputsPerThread) {
  PoolLayout layout;
  layout.input = shapeOf(op->getOperand(0));
  layout.output = shapeOf(op->getResult(0));
  layout.blockSize = blockSize;
  layout.outputsPerThread = std::max(1, outputsPerThread);
  auto vec = [](llvm::ArrayRef<int64_t> values) { return std::vector<int64_t>(values.vec()); };
  if (auto max = mlir::dyn_cast<MaxPoolOp>(op)) {
    layout.kind = PoolKind::Max;
    layout.kernel = vec(max.getKernelSize());
    layout.stride = vec(max.getStride());
    layout.pad = vec(max.getPadding());
    layout.dilation = vec(max.getDilation());
  } else if (auto avg = mlir::dyn_cast<AvgPoolOp>(op)) {
    layout.kind = PoolKind::Avg;
    layout.kernel = vec(avg.getKernelSize());
    layout.stride = vec(avg.getStride());
    layout.pad = vec(avg.getPadding());
    layout.dilation.assign(layout.kernel.size(), 1);
    layout.countIncludePad = avg.getCountIncludePad();
    layout.divisor = avg.getSignedDivisor();
  } else {
    layout.kind = mlir::isa<AdaptiveMaxPoolOp>(op) ? PoolKind::AdaptiveMax : PoolKind::AdaptiveAvg;
  }
  if (layout.input.size() < 3 || layout.input.size() > 5)
    return Status::error("internal: a pooling input of rank " +
                         std::to_string(layout.input.size()) + " passed the verifier");
  if (layout.blocks() > 2147483647)
    return Status::error(std::to_string(layout.blocks()) +
                         " blocks exceed the grid limit; use a larger block size or more "
                         "outputs per thread");
  return layout;
}

std::string emitPoolKernel(const PoolLayout &layout, const std::string &function,
                           const std::string &signature, const PoolBodies &bodies) {
  int block = layout.blockSize, perThread = layout.outputsPerThread;
  std::ostringstream k;
  k << "extern \"C\" __global__ void __launch_bounds__(" << block << ") " << function << "("
    << signature << ") {\n";
  if (!bodies.sideOutputs.empty()) {
    k << "  // The prologue's values used outside the kernel, once per input element.\n";
    k << "  for (long long i = (long long)blockIdx.x * " << block << " + threadIdx.x; i < "
      << ll(layout.inputElements()) << "; i += (long long)gridDim.x * " << block << ") {\n"
      << bodies.sideOutputs << "  }\n";
  }
  IndexType index{indexFitsInt(layout)};
  k << "#pragma unroll\n";
  k << "  for (int u = 0; u < " << perThread << "; ++u) {\n";
  emitOutputIndex(k, layout, index);
  emitWindowOf(k, layout, bodies, index);
  k << "    {\n      const long long i = o;\n";
  k << "      const float " << bodies.resultVar << " = result;\n";
  k << bodies.epilogue(bodies.resultVar);
  k << "    }\n  }\n}\n";
  return k.str();
}

std::string emitChannelsLastPoolKernel(const PoolLayout &layout, const TileGrid &grid,
                                       const std::string &function, const std::string &signature,
                                       const PoolBodies &bodies) {
  IndexType index{layout.inputElements() <= INT32_MAX && layout.outputElements() <= INT32_MAX};
  std::string C = ll(grid.channels), S = ll(grid.inner);
  std::ostringstream k;
  // The window code names the output index `o`: the sample is `tn`.
  openTiledKernel(k, grid, function, signature, "float", "tn");
  std::ostringstream window;
  window << "    const " << index.name() << " o = (" << index.name() << ")((tn * " << C
         << " + c) * " << S << " + s);\n";
  emitWindowOf(window, layout, bodies, index);
  window << "        tile[sl][cl] = result;\n";
  emitTilePass(k, grid, true, window.str());
  k << "    __syncthreads();\n";
  emitTilePass(k, grid, false,
               "        const long long i = (tn * " + C + " + c) * " + S + " + s;\n" +
                   "        const float " + bodies.resultVar + " = tile[sl][cl];\n" +
                   bodies.epilogue(bodies.resultVar));
  closeTiledKernel(k);
  return k.str();
}

} // namespace cuagent::codegen
