//===- NormTemplate.cpp - group_norm and batch_norm codegen ---------------===//
//
// See NormTemplate.h for the two kernel shapes. A row cached in registers
// gets the exact two passes over them (the mean, then the squared
// deviations from it); otherwise the statistics are Welford's update per
// thread and Chan's merge across threads, one read of the input. All in
// float (PyTorch's accumulation type for f16 and bf16 too), the biased
// variance and eps inside the square root: rstd = rsqrt(M2 / n + eps). The
// merge is not associative in float, so after the butterfly every lane takes
// lane 0's result: all threads normalize with the same numbers.
//
//===----------------------------------------------------------------------===//
#include "NormTemplate.h"
#include "StridedTemplate.h"

#include <algorithm>
#include <sstream>

namespace cuagent::codegen {

namespace {

/// Device helpers, once per translation unit however many norms it has.
constexpr const char *kWelford = R"cuda(#ifndef CUAGENT_WELFORD
#define CUAGENT_WELFORD
struct CuagentWelford { float n, mean, m2; };
static __device__ __forceinline__ void cuagent_welford_add(CuagentWelford &w, float x) {
  w.n += 1.f;
  const float d = x - w.mean;
  w.mean += d / w.n;
  w.m2 += d * (x - w.mean);
}
static __device__ __forceinline__ CuagentWelford cuagent_welford_merge(CuagentWelford a,
                                                                       CuagentWelford b) {
  const float n = a.n + b.n;
  if (n == 0.f) return a;
  const float d = b.mean - a.mean, wb = b.n / n;
  CuagentWelford r;
  r.n = n;
  r.mean = a.mean + d * wb;
  r.m2 = a.m2 + b.m2 + d * d * a.n * wb;
  return r;
}
static __device__ __forceinline__ CuagentWelford cuagent_welford_warp(CuagentWelford w) {
#pragma unroll
  for (int o = 16; o > 0; o >>= 1) {
    CuagentWelford other;
    other.n = __shfl_xor_sync(0xffffffffu, w.n, o);
    other.mean = __shfl_xor_sync(0xffffffffu, w.mean, o);
    other.m2 = __shfl_xor_sync(0xffffffffu, w.m2, o);
    w = cuagent_welford_merge(w, other);
  }
  w.n = __shfl_sync(0xffffffffu, w.n, 0);
  w.mean = __shfl_sync(0xffffffffu, w.mean, 0);
  w.m2 = __shfl_sync(0xffffffffu, w.m2, 0);
  return w;
}
// The statistics of the TPR threads of a row (a warp, or the whole block);
// scratch holds 96 floats.
template <int TPR>
static __device__ __forceinline__ CuagentWelford cuagent_reduce_welford(CuagentWelford w,
                                                                        float *scratch) {
  w = cuagent_welford_warp(w);
  if (TPR == 32) return w;
  const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  __syncthreads();
  if (lane == 0) { scratch[warp] = w.n; scratch[32 + warp] = w.mean; scratch[64 + warp] = w.m2; }
  __syncthreads();
  if (lane < TPR / 32) { w.n = scratch[lane]; w.mean = scratch[32 + lane]; w.m2 = scratch[64 + lane]; }
  else { w.n = 0.f; w.mean = 0.f; w.m2 = 0.f; }
  return cuagent_welford_warp(w);
}
#endif
)cuda";

/// Two blocks per SM of an H200 (132 SMs): fewer rows than this leave SMs
/// idle with a block per row.
constexpr int64_t kFillBlocks = 264;
/// The split layout aims at this many blocks (four per SM).
constexpr int64_t kTargetBlocks = 528;
/// The widest block: a row up to this many times a thread's cache is cached.
constexpr int kWideBlock = 1024;
/// At most this many segments per row (the apply kernel merges them all).
constexpr int64_t kMaxSplits = 64;

std::string ll(int64_t value) { return std::to_string(value) + "LL"; }

/// `value` normalized and, with affine parameters, scaled and shifted by
/// its channel's weight and bias: the norm's result for element i.
std::string normalized(const GroupNormBodies &bodies, const std::string &x,
                       const std::string &channel) {
  std::string value = "(" + x + " - mean) * rstd";
  if (bodies.weightAt)
    value = "(" + value + ") * " + bodies.weightAt(channel) + " + " + bodies.biasAt(channel);
  return value;
}

/// The statement block of the second pass for element i: the result and
/// the epilogue with its stores.
std::string resultCode(const GroupNormLayout &layout, const GroupNormBodies &bodies,
                       const std::string &x) {
  std::ostringstream os;
  os << "          const int channel = channel0 + (c0 + v) / " << layout.shape.spatial << ";\n";
  os << "          const float " << bodies.resultVar << " = " << normalized(bodies, x, "channel")
     << ";\n";
  os << bodies.epilogue(bodies.resultVar);
  return os.str();
}

void emitStatsFromPartials(std::ostringstream &k, const GroupNormLayout &layout) {
  int64_t length = layout.shape.rowLength();
  k << "  CuagentWelford stats = {0.f, 0.f, 0.f};\n";
  k << "  for (int p = 0; p < " << layout.splits << "; ++p) {\n";
  k << "    const float2 part = partials[row * " << layout.splits << " + p];\n";
  k << "    const int partEnd = min(" << length << ", (p + 1) * " << layout.segment << ");\n";
  k << "    const CuagentWelford other = {(float)(partEnd - p * " << layout.segment
    << "), part.x, part.y};\n";
  k << "    stats = cuagent_welford_merge(stats, other);\n";
  k << "  }\n";
}

/// `rstd` from the row's sum of squared deviations `m2` (`mean` is in
/// scope), and the row's first channel.
void emitRstd(std::ostringstream &k, const GroupNormLayout &layout, const GroupNormBodies &bodies,
              const std::string &m2) {
  k << "  const float rstd = rsqrtf(fmaxf(" << m2 << " / " << layout.shape.rowLength()
    << ".f, 0.f) + " << bodies.eps << ");\n";
  k << "  const int channel0 = (int)(row % " << layout.shape.groups << "LL) * "
    << layout.shape.channels / layout.shape.groups << ";\n";
}

/// The split layout's loop over this block's segment of the row.
void openSegmentLoop(std::ostringstream &k, const GroupNormLayout &layout,
                     const GroupNormBodies &bodies) {
  k << "  for (int c0 = segmentStart + (int)threadIdx.x * " << layout.width
    << "; c0 < segmentEnd; c0 += " << layout.blockSize * layout.width << ") {\n";
  k << bodies.vectorLoads;
  k << "#pragma unroll\n";
  k << "    for (int v = 0; v < " << layout.width << "; ++v) {\n";
  k << "      const long long i = rowBase + c0 + v;\n";
  k << "      {\n";
}

/// Welford's statistics `stats` over the vectors at c0 = start, start +
/// stride, ... below `end` (each `width` elements at rowBase + c0; `end`
/// at most `length` past the first start, which bounds the batch), their
/// loads a batch of vectors at a time before the batch's updates (decision
/// 150): the update divides, and the division's slow path is a call, so a
/// vector at a time kept one load in flight per thread. The updates run in
/// the same order as one at a time: the same bits.
void emitWelfordScan(std::ostringstream &k, const GroupNormBodies &bodies, int width,
                     const std::string &start, int64_t stride, const std::string &end,
                     int64_t length, const std::string &stats) {
  int64_t vectors =
      std::max<int64_t>(1, std::min({kLoadBatchElements / width, kLoadBatch, length / stride}));
  int64_t elements = vectors * width;
  std::string x;
  k << "  int cb = " << start << ";\n";
  if (vectors > 1) {
    k << "  for (; cb + " << (vectors - 1) * stride << " < " << end << "; cb += "
      << vectors * stride << ") {\n";
    std::string element = bodies.prologue(true, x);
    std::string fill = vectorBatchFill("    ", vectors, width,
                                       "const int c0 = cb + u * " + std::to_string(stride) + ";",
                                       bodies.vectorLoads, element, x);
    k << loadBatch("    ", elements, fill, "e", "cuagent_welford_add(" + stats + ", batch[e]);");
    k << "  }\n";
  }
  k << "  for (int c0 = cb; c0 < " << end << "; c0 += " << stride << ") {\n";
  k << bodies.vectorLoads;
  k << "#pragma unroll\n";
  k << "    for (int v = 0; v < " << width << "; ++v) {\n";
  k << "      const long long i = rowBase + c0 + v;\n";
  k << "      {\n";
  k << bodies.prologue(true, x);
  k << "        cuagent_welford_add(" << stats << ", " << x << ");\n";
  k << "      }\n    }\n  }\n";
}

void openSegment(std::ostringstream &k, const GroupNormLayout &layout) {
  k << "  __shared__ float scratch[96];\n";
  k << "  const long long row = (long long)blockIdx.x / " << layout.splits << ";\n";
  k << "  const int segmentStart = (int)(blockIdx.x % " << layout.splits << ") * " << layout.segment
    << ";\n";
  k << "  const int segmentEnd = min(" << layout.shape.rowLength() << ", segmentStart + "
    << layout.segment << ");\n";
  k << "  const long long rowBase = row * " << ll(layout.shape.rowLength()) << ";\n";
}

/// The one-kernel layout's head: `row` (a block's or a warp's), `lane` and
/// `rowBase` of function `function`.
void openRowKernel(std::ostringstream &k, const GroupNormLayout &layout,
                   const std::string &function, const std::string &signature) {
  int tpr = layout.threadsPerRow;
  k << "extern \"C\" __global__ void __launch_bounds__(" << layout.blockSize << ") " << function
    << "(" << signature << ") {\n";
  k << "  __shared__ float scratch[96];\n";
  k << "  const long long row = (long long)blockIdx.x * " << layout.rowsPerBlock
    << " + threadIdx.x / " << tpr << ";\n";
  k << "  const int lane = threadIdx.x % " << tpr << ";\n";
  if (tpr == 32) // whole warps leave; the warp reduction needs no block barrier
    k << "  if (row >= " << ll(layout.shape.rows()) << ") return;\n";
  k << "  const long long rowBase = row * " << ll(layout.shape.rowLength()) << ";\n";
}

/// A row that the candidate's block would read twice (statistics, then the
/// write) but a block of kWideBlock threads holds in registers runs with
/// that block: one read of the row instead of two, the win that matters for
/// a group of many channels (64 x 512 = 32768 elements: 2 reads and a write
/// at 1.5 TB/s where one read and a write run at the copy bandwidth).
void widenToCache(GroupNormLayout &layout, int maxCachedPerThread) {
  int64_t perIter = int64_t(kWideBlock) * layout.width;
  int64_t iters = (layout.shape.rowLength() + perIter - 1) / perIter;
  if (iters * layout.width > maxCachedPerThread)
    return;
  layout.blockSize = layout.threadsPerRow = kWideBlock;
  layout.iters = iters;
  layout.cached = true;
}

} // namespace

GroupNormLayout groupNormLayoutOf(const GroupNormShape &shape, int blockSize, bool warpPerRow,
                                  int width, int maxCachedPerThread) {
  GroupNormLayout layout;
  layout.shape = shape;
  layout.blockSize = blockSize;
  // A warp per row only where its blocks fill the GPU (decision 132): 512
  // rows of 98304 would be 128 blocks of four warps, where the block layout
  // runs 512 blocks and fewer rows split.
  warpPerRow = warpPerRow && (shape.rows() + blockSize / 32 - 1) / (blockSize / 32) >= kFillBlocks;
  layout.threadsPerRow = warpPerRow ? 32 : blockSize;
  layout.rowsPerBlock = blockSize / layout.threadsPerRow;
  layout.width = width;
  int64_t length = shape.rowLength();
  int64_t perIter = int64_t(layout.threadsPerRow) * width;
  layout.iters = (length + perIter - 1) / perIter;
  layout.cached = layout.iters * width <= maxCachedPerThread;
  if (!warpPerRow && !layout.cached && shape.rows() >= kFillBlocks)
    widenToCache(layout, maxCachedPerThread);
  if (warpPerRow || shape.rows() >= kFillBlocks)
    return layout;
  // Each segment keeps the block busy for at least 8 vector chunks a thread.
  int64_t minSegment = int64_t(blockSize) * width * 8;
  int64_t splits = std::min(
      {(kTargetBlocks + shape.rows() - 1) / shape.rows(), length / minSegment, kMaxSplits});
  if (splits <= 1)
    return layout;
  int64_t segment = (length + splits - 1) / splits;
  segment = (segment + width - 1) / width * width;
  layout.segment = segment;
  layout.splits = (length + segment - 1) / segment;
  layout.cached = false;
  return layout;
}

std::string emitGroupNormKernel(const GroupNormLayout &layout, const std::string &function,
                                const std::string &signature, const GroupNormBodies &bodies) {
  const GroupNormShape &shape = layout.shape;
  int tpr = layout.threadsPerRow, width = layout.width;
  std::string unroll = layout.cached ? "#pragma unroll\n" : "";
  std::ostringstream k;
  k << kWelford;
  openRowKernel(k, layout, function, signature);
  if (layout.cached)
    k << "  float cache[" << layout.iters * width << "];\n";
  // A guarded load waits for its guard: rows the chunks tile exactly get none
  // (CudaEmitter's row template does the same).
  bool exact = shape.rowLength() % (int64_t(tpr) * width) == 0;
  auto openLoop = [&](bool loads, const std::string &declare = "") {
    k << unroll << "  for (int k = 0; k < " << layout.iters << "; ++k) {\n";
    k << "    const int c0 = (k * " << tpr << " + lane) * " << width << ";\n";
    if (exact)
      k << "    {\n";
    else
      k << "    if (c0 < " << shape.rowLength() << ") {\n";
    if (loads)
      k << bodies.vectorLoads;
    k << declare;
    k << "#pragma unroll\n";
    k << "      for (int v = 0; v < " << width << "; ++v) {\n";
    k << "        const long long i = rowBase + c0 + v;\n";
    k << "        {\n";
  };
  auto closeLoop = [&](const std::string &write = "") {
    k << "        }\n      }\n" << write << "    }\n  }\n";
  };

  std::string x;
  if (layout.cached) {
    // The row is in registers: the exact two passes, the mean from the sum,
    // then the squared deviations from it (no division per element).
    k << "  float sum = 0.f;\n";
    openLoop(true);
    k << bodies.prologue(true, x);
    k << "          cache[k * " << width << " + v] = " << x << ";\n";
    k << "          sum += " << x << ";\n";
    closeLoop();
    k << "  sum = cuagent_reduce_sum<" << tpr << ">(sum, scratch);\n";
    k << "  const float mean = sum / " << shape.rowLength() << ".f;\n";
    k << "  float sq = 0.f;\n";
    openLoop(false);
    k << "          const float d = cache[k * " << width << " + v] - mean;\n";
    k << "          sq += d * d;\n";
    closeLoop();
    k << "  sq = cuagent_reduce_sum<" << tpr << ">(sq, scratch);\n";
    emitRstd(k, layout, bodies, "sq");
  } else {
    k << "  CuagentWelford stats = {0.f, 0.f, 0.f};\n";
    k << "  {\n";
    emitWelfordScan(k, bodies, width, "lane * " + std::to_string(width), int64_t(tpr) * width,
                    std::to_string(shape.rowLength()), shape.rowLength(), "stats");
    k << "  }\n";
    k << "  stats = cuagent_reduce_welford<" << tpr << ">(stats, scratch);\n";
    k << "  const float mean = stats.mean;\n";
    emitRstd(k, layout, bodies, "stats.m2");
  }
  openLoop(!layout.cached, bodies.storeDeclare);
  if (layout.cached) {
    k << "          const float xc = cache[k * " << width << " + v];\n";
    x = "xc";
  } else {
    k << bodies.prologue(false, x);
  }
  k << resultCode(layout, bodies, x);
  closeLoop(bodies.storeWrite);
  k << "}\n";
  return k.str();
}

namespace {
/// The split layout's statistics kernel `function`: each segment's (mean,
/// M2) into `partials`, with the prologue's stores.
void emitSegmentStatsKernel(std::ostringstream &k, const GroupNormLayout &layout,
                            const std::string &function, const std::string &signature,
                            const GroupNormBodies &bodies) {
  k << "extern \"C\" __global__ void __launch_bounds__(" << layout.blockSize << ") " << function
    << "(" << signature << (signature.empty() ? "" : ", ") << "float2 *__restrict__ partials) {\n";
  openSegment(k, layout);
  k << "  CuagentWelford stats = {0.f, 0.f, 0.f};\n";
  emitWelfordScan(k, bodies, layout.width,
                  "segmentStart + (int)threadIdx.x * " + std::to_string(layout.width),
                  int64_t(layout.blockSize) * layout.width, "segmentEnd", layout.segment, "stats");
  k << "  stats = cuagent_reduce_welford<" << layout.blockSize << ">(stats, scratch);\n";
  k << "  if (threadIdx.x == 0) partials[blockIdx.x] = make_float2(stats.mean, stats.m2);\n";
  k << "}\n";
}
} // namespace

std::string emitGroupNormSplitKernels(const GroupNormLayout &layout, const std::string &function,
                                      const std::string &signature, const GroupNormBodies &bodies) {
  std::ostringstream k;
  k << kWelford;
  emitSegmentStatsKernel(k, layout, function + "_stats", signature, bodies);
  std::string x;
  // The row's statistics from its partials, then this segment normalized.
  k << "extern \"C\" __global__ void __launch_bounds__(" << layout.blockSize << ") " << function
    << "(" << signature << (signature.empty() ? "" : ", ")
    << "const float2 *__restrict__ partials) {\n";
  openSegment(k, layout);
  emitStatsFromPartials(k, layout);
  k << "  const float mean = stats.mean;\n";
  emitRstd(k, layout, bodies, "stats.m2");
  openSegmentLoop(k, layout, bodies);
  k << bodies.prologue(false, x);
  k << resultCode(layout, bodies, x);
  k << "      }\n    }\n  }\n";
  k << "}\n";
  return k.str();
}

std::string emitGroupNormStatsKernels(const GroupNormLayout &layout, const std::string &function,
                                      const std::string &signature, const GroupNormBodies &bodies,
                                      const std::string &statsOut) {
  const GroupNormShape &shape = layout.shape;
  std::ostringstream k;
  k << kWelford;
  if (layout.splits > 1) {
    emitSegmentStatsKernel(k, layout, function + "_stats", signature, bodies);
    // A thread per row merges its segments, as the apply kernel of
    // emitGroupNormSplitKernels does.
    k << "extern \"C\" __global__ void __launch_bounds__(256) " << function << "(" << signature
      << (signature.empty() ? "" : ", ") << "const float2 *__restrict__ partials) {\n";
    k << "  const long long row = (long long)blockIdx.x * 256 + threadIdx.x;\n";
    k << "  if (row >= " << ll(shape.rows()) << ") return;\n";
    emitStatsFromPartials(k, layout);
    k << "  const float mean = stats.mean;\n";
    emitRstd(k, layout, bodies, "stats.m2");
    k << "  " << statsOut << "[row] = make_float2(mean, rstd);\n";
    k << "}\n";
    return k.str();
  }
  int tpr = layout.threadsPerRow, width = layout.width;
  openRowKernel(k, layout, function, signature);
  k << "  CuagentWelford stats = {0.f, 0.f, 0.f};\n";
  emitWelfordScan(k, bodies, width, "lane * " + std::to_string(width), int64_t(tpr) * width,
                  std::to_string(shape.rowLength()), shape.rowLength(), "stats");
  k << "  stats = cuagent_reduce_welford<" << tpr << ">(stats, scratch);\n";
  k << "  const float mean = stats.mean;\n";
  emitRstd(k, layout, bodies, "stats.m2");
  k << "  if (lane == 0) " << statsOut << "[row] = make_float2(mean, rstd);\n";
  k << "}\n";
  return k.str();
}

ChannelsLastNormLayout channelsLastNormLayoutOf(const GroupNormShape &shape) {
  ChannelsLastNormLayout layout;
  layout.shape = shape;
  layout.channelTiles = (shape.channels + 31) / 32;
  // kTargetBlocks blocks, each at least 64 positions (8 per thread row).
  int64_t perSample = shape.batch * layout.channelTiles;
  int64_t segments = std::max<int64_t>(1, (kTargetBlocks + perSample - 1) / perSample);
  segments = std::min(segments, std::max<int64_t>(1, shape.spatial / 64));
  layout.segment = (shape.spatial + segments - 1) / segments;
  layout.segments = (shape.spatial + layout.segment - 1) / layout.segment;
  return layout;
}

std::string emitChannelsLastNormStats(const ChannelsLastNormLayout &layout,
                                      const std::string &function, const std::string &signature,
                                      const std::string &element, const std::string &inputVar) {
  const GroupNormShape &shape = layout.shape;
  std::ostringstream k;
  k << kWelford;
  k << "extern \"C\" __global__ void __launch_bounds__(256) " << function << "(" << signature
    << (signature.empty() ? "" : ", ") << "float2 *__restrict__ partials) {\n";
  k << "  __shared__ float wn[8][32], wmean[8][32], wm2[8][32];\n";
  k << "  const long long n = (long long)blockIdx.x / " << ll(layout.segments * layout.channelTiles)
    << ";\n";
  k << "  const long long segment = ((long long)blockIdx.x / " << ll(layout.channelTiles) << ") % "
    << ll(layout.segments) << ";\n";
  k << "  const long long c = ((long long)blockIdx.x % " << ll(layout.channelTiles)
    << ") * 32 + threadIdx.x;\n";
  k << "  const long long segmentEnd = min(" << ll(shape.spatial) << ", (segment + 1) * "
    << ll(layout.segment) << ");\n";
  k << "  CuagentWelford w = {0.f, 0.f, 0.f};\n";
  // Eight positions' loads before their updates: the update divides (a
  // branch to the slow path), so a position at a time kept one load in
  // flight per thread (decision 148). The same order of updates: the same
  // bits.
  const int64_t rows = 8; // the block's thread rows, threadIdx.y
  k << "  if (c < " << ll(shape.channels) << ") {\n";
  k << "    long long sb = segment * " << ll(layout.segment) << " + threadIdx.y;\n";
  k << "    for (; sb + " << (kLoadBatch - 1) * rows << " < segmentEnd; sb += " << kLoadBatch * rows
    << ") {\n";
  k << loadBatch("      ", kLoadBatch,
                 "#pragma unroll\n      for (int u = 0; u < " + std::to_string(kLoadBatch) +
                     "; ++u) {\n        const long long s = sb + u * " + std::to_string(rows) +
                     ";\n" + element + "        batch[u] = " + inputVar + ";\n      }\n",
                 "u", "cuagent_welford_add(w, batch[u]);");
  k << "    }\n";
  k << "    for (long long s = sb; s < segmentEnd; s += " << rows << ") {\n";
  k << element;
  k << "      cuagent_welford_add(w, " << inputVar << ");\n";
  k << "    }\n";
  k << "  }\n";
  // The eight thread rows of a channel, merged in order by the first.
  k << "  wn[threadIdx.y][threadIdx.x] = w.n;\n";
  k << "  wmean[threadIdx.y][threadIdx.x] = w.mean;\n";
  k << "  wm2[threadIdx.y][threadIdx.x] = w.m2;\n";
  k << "  __syncthreads();\n";
  k << "  if (threadIdx.y == 0 && c < " << ll(shape.channels) << ") {\n";
  k << "    for (int r = 1; r < 8; ++r) {\n";
  k << "      const CuagentWelford other = {wn[r][threadIdx.x], wmean[r][threadIdx.x], "
       "wm2[r][threadIdx.x]};\n";
  k << "      w = cuagent_welford_merge(w, other);\n";
  k << "    }\n";
  k << "    partials[(n * " << ll(layout.segments) << " + segment) * " << ll(shape.channels)
    << " + c] = make_float2(w.mean, w.m2);\n";
  k << "  }\n";
  k << "}\n";
  return k.str();
}

std::string emitChannelsLastNormFinalize(const ChannelsLastNormLayout &layout,
                                         const std::string &function, const std::string &eps) {
  const GroupNormShape &shape = layout.shape;
  int64_t perGroup = shape.channels / shape.groups;
  std::ostringstream k;
  k << kWelford;
  // A warp per group: its lanes take the (segment, channel) partials in
  // turn, then Chan's merge across the warp (a fixed order: the same
  // numbers every run), where a thread per group merged them all serially.
  k << "extern \"C\" __global__ void __launch_bounds__(256) " << function
    << "(const float2 *__restrict__ partials, float2 *__restrict__ stats) {\n";
  k << "  const long long r = (long long)blockIdx.x * 8 + threadIdx.x / 32;\n";
  k << "  const int lane = threadIdx.x % 32;\n";
  k << "  if (r >= " << ll(layout.rows()) << ") return;\n";
  k << "  const long long n = r / " << ll(shape.groups) << ", c0 = (r % " << ll(shape.groups)
    << ") * " << perGroup << ";\n";
  k << "  CuagentWelford w = {0.f, 0.f, 0.f};\n";
  k << "  for (long long p = lane; p < " << ll(layout.segments * perGroup) << "; p += 32) {\n";
  k << "    const long long segment = p / " << perGroup << ", j = p % " << perGroup << ";\n";
  k << "    const float count = (float)(min(" << ll(shape.spatial) << ", (segment + 1) * "
    << ll(layout.segment) << ") - segment * " << ll(layout.segment) << ");\n";
  k << "    const float2 part = partials[(n * " << ll(layout.segments) << " + segment) * "
    << ll(shape.channels) << " + c0 + j];\n";
  k << "    const CuagentWelford other = {count, part.x, part.y};\n";
  k << "    w = cuagent_welford_merge(w, other);\n";
  k << "  }\n";
  k << "  w = cuagent_welford_warp(w);\n";
  k << "  if (lane == 0)\n";
  k << "    stats[r] = make_float2(w.mean, rsqrtf(fmaxf(w.m2 / " << shape.rowLength()
    << ".f, 0.f) + " << eps << "));\n";
  k << "}\n";
  return k.str();
}

std::string batchNormExpression(const std::string &x, const std::string &mean,
                                const std::string &var, const std::string &weight,
                                const std::string &bias, const std::string &eps) {
  // rsqrtf (2 ulp) rather than 1 / sqrtf: two IEEE operations per element
  // would make the kernel compute-bound at H200 bandwidth.
  std::string value = "(" + x + " - " + mean + ") * rsqrtf(" + var + " + " + eps + ")";
  if (!weight.empty())
    value = "(" + value + ") * " + weight + " + " + bias;
  return "(" + value + ")";
}

std::string channelOf(const std::string &offset, int64_t channels, int64_t inner,
                      int64_t elements) {
  // 32-bit division by constants is a multiply and a shift; 64-bit is not.
  if (elements <= (int64_t(1) << 31))
    return "(int)((unsigned)(" + offset + ") / " + std::to_string(inner) + "u % " +
           std::to_string(channels) + "u)";
  return "((" + offset + " / " + ll(inner) + ") % " + ll(channels) + ")";
}

} // namespace cuagent::codegen
