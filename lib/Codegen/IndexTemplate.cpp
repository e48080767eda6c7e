//===- IndexTemplate.cpp - argmax, argmin, max.dim, min.dim ----------------===//
//
// Each thread scans its share of a row in increasing index order, keeping
// the best (value, index) pair; pairs are then combined by warp shuffles and
// shared memory. cuagent_arg{max,min}_step is the one comparison: NaN
// first (the smaller index among NaNs), then the larger (smaller) value,
// then the smaller index. A thread without elements holds (-inf or +inf,
// INT64_MAX), which every element beats.
//
//===----------------------------------------------------------------------===//
#include "IndexTemplate.h"
#include "SplitReduceTemplate.h"

#include "llvm/Support/MathExtras.h"

#include <algorithm>
#include <sstream>

namespace cuagent::codegen {

const char *const kIndexPrelude =
    R"cuda(// argmax and argmin: (v, i) takes (x, j) when x comes first in PyTorch's
// order: NaN before numbers, then the larger (argmax) or smaller (argmin)
// value, ties to the smaller index.
static __device__ __forceinline__ void cuagent_argmax_step(float &v, long long &i, float x,
                                                           long long j) {
  const bool take = x != x ? (v == v || j < i) : (v == v && (x > v || (x == v && j < i)));
  if (take) { v = x; i = j; }
}
static __device__ __forceinline__ void cuagent_argmin_step(float &v, long long &i, float x,
                                                           long long j) {
  const bool take = x != x ? (v == v || j < i) : (v == v && (x < v || (x == v && j < i)));
  if (take) { v = x; i = j; }
}
)cuda";

int64_t IndexLayout::blocks() const {
  if (view.inner > 1)
    return strided.blocks();
  if (splits > 1)
    return view.outer * splits;
  int64_t rows = view.outer;
  return (rows + rowsPerBlock() - 1) / rowsPerBlock();
}

IndexLayout indexLayoutOf(const ReductionView &view, bool isMax, int blockSize, bool narrow,
                          int splitBlocksPerSm) {
  IndexLayout layout;
  layout.view = view;
  layout.isMax = isMax;
  layout.blockSize = blockSize;
  layout.threadsPerRow = narrow ? 32 : blockSize;
  // A row of at most 16 elements takes the smallest power of two of lanes
  // that holds one each, several rows a warp (decision 132): a warp or a
  // block on a row of 8 idles the rest. Rows past the end stay in their
  // warp as inactive lanes, so any row count works.
  if (view.inner == 1 && view.reduced <= 16)
    layout.threadsPerRow = int(llvm::PowerOf2Ceil(std::max<int64_t>(view.reduced, 1)));
  ReduceKind kind = isMax ? ReduceKind::ArgMax : ReduceKind::ArgMin;
  layout.strided = stridedLayoutOf(view, kind, blockSize, narrow);
  // The split template's chunking (scalar loads), where its thresholds say
  // a block a row leaves SMs idle.
  if (view.inner == 1)
    if (std::optional<SplitLayout> split =
            splitLayoutOf(view, kind, blockSize, 1, splitBlocksPerSm, layout.blocks())) {
      layout.threadsPerRow = blockSize;
      layout.splits = split->splits;
      layout.chunk = split->chunk;
    }
  return layout;
}

namespace {

class IndexWriter {
public:
  IndexWriter(const IndexLayout &layout, const IndexBodies &bodies)
      : l_(layout), b_(bodies), step_(layout.isMax ? "cuagent_argmax_step" : "cuagent_argmin_step"),
        init_(layout.isMax ? "(-__int_as_float(0x7f800000))" : "__int_as_float(0x7f800000)") {}

  std::string run(const std::string &function, const std::string &signature) {
    k_ << "extern \"C\" __global__ void __launch_bounds__(" << l_.blockSize << ") " << function
       << "(" << signature << ") {\n";
    if (l_.view.inner > 1)
      emitStrided();
    else
      emitRows();
    k_ << "}\n";
    return k_.str();
  }

private:
  /// The thread's scan: `r` walks start, start + stride, ... below R; `i`
  /// is the input element `element(r)`. Up to kLoadBatch elements at a time:
  /// their loads and prologues, then their steps (decision 149). The step
  /// branches, so an element at a time kept one load in flight per thread
  /// (the SASS: a load, its compares and branches, the next load). The
  /// step is a total order, ties to the smaller index, so the pair does not
  /// depend on the order of the steps; they still run in index order.
  /// `end` bounds r (an expression; R by default), `length` the elements
  /// below it (for the batch size).
  void scan(const std::string &start, int64_t stride, int64_t reduced,
            const std::function<std::string(const std::string &)> &element,
            const std::string &end = "") {
    std::string R = end.empty() ? std::to_string(reduced) + "LL" : end;
    std::string step = std::to_string(stride);
    int64_t batch = std::min<int64_t>(kLoadBatch, reduced / stride);
    std::string inputVar;
    k_ << "  float best = " << init_ << ";\n";
    k_ << "  long long bestIndex = 0x7fffffffffffffffLL;\n";
    k_ << "  if (active) {\n";
    k_ << "    long long r = " << start << ";\n";
    if (batch > 1) {
      std::string b = std::to_string(batch);
      k_ << "    for (; r + " << (batch - 1) * stride << " < " << R << "; r += " << batch * stride
         << ") {\n";
      std::string fill = "#pragma unroll\n      for (int u = 0; u < " + b +
                         "; ++u) {\n        const long long i = " + element("r + u * " + step) +
                         ";\n" + b_.prologue(true, inputVar);
      fill += "        batch[u] = " + inputVar + ";\n      }\n";
      k_ << loadBatch("      ", batch, fill, "u",
                      step_ + "(best, bestIndex, batch[u], r + u * " + step + ");");
      k_ << "    }\n";
    }
    k_ << "    for (; r < " << R << "; r += " << step << ") {\n";
    k_ << "      const long long i = " << element("r") << ";\n";
    k_ << "      {\n";
    k_ << b_.prologue(true, inputVar);
    k_ << "        " << step_ << "(best, bestIndex, " << inputVar << ", r);\n";
    k_ << "      }\n    }\n  }\n";
  }

  /// Lane 0 of each group of `lanes` (a power of two up to 32) ends with
  /// the group's pair: the offsets stay inside the group.
  void warpCombine(int lanes) {
    k_ << "#pragma unroll\n";
    k_ << "  for (int o = " << std::min(lanes, 32) / 2 << "; o > 0; o >>= 1) {\n";
    k_ << "    const float otherValue = __shfl_down_sync(0xffffffffu, best, o);\n";
    k_ << "    const long long otherIndex = __shfl_down_sync(0xffffffffu, bestIndex, o);\n";
    k_ << "    " << step_ << "(best, bestIndex, otherValue, otherIndex);\n";
    k_ << "  }\n";
  }

  void result(const std::string &guard, const std::string &outputIndex) {
    k_ << "  if (" << guard << ") {\n";
    k_ << "    const long long i = " << outputIndex << ";\n";
    k_ << b_.epilogue("best", "bestIndex");
    k_ << "  }\n";
  }

  /// inner == 1: threadsPerRow threads per row.
  void emitRows() {
    int tpr = l_.threadsPerRow;
    const ReductionView &v = l_.view;
    k_ << "  const long long row = (long long)blockIdx.x * " << l_.rowsPerBlock()
       << " + threadIdx.x / " << tpr << ";\n";
    k_ << "  const int lane = threadIdx.x % " << tpr << ";\n";
    k_ << "  const bool active = row < " << v.outer << "LL;\n";
    scan("lane", tpr, v.reduced,
         [&](const std::string &r) { return "row * " + std::to_string(v.reduced) + "LL + " + r; });
    rowCombine(tpr);
    result("active && lane == 0", "row");
  }

  /// Lane 0 of each row's threads ends with the row's pair.
  void rowCombine(int tpr) {
    warpCombine(tpr);
    if (tpr > 32) {
      int warps = tpr / 32;
      k_ << "  __shared__ float warpValue[" << warps << "];\n";
      k_ << "  __shared__ long long warpIndex[" << warps << "];\n";
      k_ << "  if (lane % 32 == 0) {\n";
      k_ << "    warpValue[lane / 32] = best;\n";
      k_ << "    warpIndex[lane / 32] = bestIndex;\n";
      k_ << "  }\n";
      k_ << "  __syncthreads();\n";
      k_ << "  if (lane < 32) {\n";
      k_ << "    best = lane < " << warps << " ? warpValue[lane] : " << init_ << ";\n";
      k_ << "    bestIndex = lane < " << warps << " ? warpIndex[lane] : 0x7fffffffffffffffLL;\n";
      k_ << "  }\n";
      k_ << "  if (threadIdx.x < 32) {\n";
      k_ << "#pragma unroll\n";
      k_ << "    for (int o = 16; o > 0; o >>= 1) {\n";
      k_ << "      const float otherValue = __shfl_down_sync(0xffffffffu, best, o);\n";
      k_ << "      const long long otherIndex = __shfl_down_sync(0xffffffffu, bestIndex, o);\n";
      k_ << "      " << step_ << "(best, bestIndex, otherValue, otherIndex);\n";
      k_ << "    }\n";
      k_ << "  }\n";
    }
  }

  void openKernel(const std::string &name, const std::string &signature, const char *partials) {
    k_ << "extern \"C\" __global__ void __launch_bounds__(" << l_.blockSize << ") " << name << "("
       << signature << (signature.empty() ? "" : ", ") << partials << ") {\n";
  }

  /// Split rows, stage 1: block (row, s) scans [s * chunk, min(R, (s + 1) *
  /// chunk)) of its row (absolute indices along R) and writes its pair.
  void emitSplitStage1(const std::string &function, const std::string &signature) {
    const ReductionView &v = l_.view;
    std::string S = std::to_string(l_.splits) + "LL", chunk = std::to_string(l_.chunk) + "LL";
    openKernel(function + "_partials", signature, "float *__restrict__ partials");
    k_ << "  const long long row = (long long)blockIdx.x / " << S << ";\n";
    k_ << "  const long long begin = (long long)blockIdx.x % " << S << " * " << chunk << ";\n";
    k_ << "  const long long end = begin + " << chunk << " < " << v.reduced << "LL ? begin + "
       << chunk << " : " << v.reduced << "LL;\n";
    k_ << "  const int lane = threadIdx.x;\n";
    k_ << "  const bool active = true;\n";
    scan(
        "begin + lane", l_.blockSize, l_.chunk,
        [&](const std::string &r) { return "row * " + std::to_string(v.reduced) + "LL + " + r; },
        "end");
    rowCombine(l_.blockSize);
    k_ << "  if (lane == 0) {\n";
    k_ << "    partials[blockIdx.x] = best;\n";
    k_ << "    reinterpret_cast<long long *>(partials + " << l_.paddedPartials()
       << "LL)[blockIdx.x] = bestIndex;\n";
    k_ << "  }\n}\n";
  }

  /// Split rows, stage 2: a warp per row, lane l stepping through pairs l,
  /// l + 32, ..., then the warp's combine; lane 0 runs the epilogue.
  void emitSplitStage2(const std::string &function, const std::string &signature) {
    std::string S = std::to_string(l_.splits) + "LL";
    openKernel(function, signature, "const float *__restrict__ partials");
    k_ << "  const long long row = (long long)blockIdx.x * " << l_.blockSize / 32
       << " + threadIdx.x / 32;\n";
    k_ << "  const int lane = threadIdx.x % 32;\n";
    k_ << "  if (row >= " << l_.view.outer << "LL) return;\n";
    k_ << "  const long long *partialIndex = reinterpret_cast<const long long *>(partials + "
       << l_.paddedPartials() << "LL);\n";
    k_ << "  float best = " << init_ << ";\n";
    k_ << "  long long bestIndex = 0x7fffffffffffffffLL;\n";
    k_ << "  for (long long p = row * " << S << " + lane; p < (row + 1) * " << S << "; p += 32)\n";
    k_ << "    " << step_ << "(best, bestIndex, partials[p], partialIndex[p]);\n";
    warpCombine(32);
    result("lane == 0", "row");
    k_ << "}\n";
  }

public:
  std::string runSplit(const std::string &function, const std::string &signature) {
    emitSplitStage1(function, signature);
    emitSplitStage2(function, signature);
    return k_.str();
  }

private:
  /// inner > 1: thread (tx, ty) walks r = ty, ty + TY, ... of column j.
  void emitStrided() {
    const StridedLayout &s = l_.strided;
    const ReductionView &v = l_.view;
    k_ << "  const int tx = threadIdx.x % " << s.tx << ", ty = threadIdx.x / " << s.tx << ";\n";
    k_ << "  const long long o = (long long)blockIdx.x / " << s.tiles << "LL;\n";
    k_ << "  const long long j = ((long long)blockIdx.x % " << s.tiles << "LL) * " << s.tx
       << " + tx;\n";
    k_ << "  const bool active = j < " << v.inner << "LL;\n";
    k_ << "  const long long base = o * " << v.reduced * v.inner << "LL + j;\n";
    scan("ty", s.ty, v.reduced, [&](const std::string &r) {
      return "base + (" + r + ") * " + std::to_string(v.inner) + "LL";
    });
    if (s.ty > 1) {
      k_ << "  __shared__ float columnValue[" << s.blockSize << "];\n";
      k_ << "  __shared__ long long columnIndex[" << s.blockSize << "];\n";
      k_ << "  columnValue[threadIdx.x] = best;\n";
      k_ << "  columnIndex[threadIdx.x] = bestIndex;\n";
      k_ << "  __syncthreads();\n";
      k_ << "  if (ty == 0)\n";
      k_ << "    for (int t = 1; t < " << s.ty << "; ++t)\n";
      k_ << "      " << step_ << "(best, bestIndex, columnValue[t * " << s.tx
         << " + tx], columnIndex[t * " << s.tx << " + tx]);\n";
    }
    result("active && ty == 0", "o * " + std::to_string(v.inner) + "LL + j");
  }

  const IndexLayout &l_;
  const IndexBodies &b_;
  std::string step_, init_;
  std::ostringstream k_;
};

} // namespace

std::string emitIndexKernel(const IndexLayout &layout, const std::string &function,
                            const std::string &signature, const IndexBodies &bodies) {
  if (layout.splits > 1)
    return IndexWriter(layout, bodies).runSplit(function, signature);
  return IndexWriter(layout, bodies).run(function, signature);
}

} // namespace cuagent::codegen
