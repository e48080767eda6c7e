//===- NormTemplate.h - group_norm and batch_norm codegen -------*- C++ -*-===//
//
// cuagent.group_norm normalizes each (sample, group) block of an
// [N, C, spatial...] input: one contiguous run of (C / G) * prod(spatial)
// elements, so it is a row of that length, and there are N * G rows. Its
// affine parameters are per channel: column / prod(spatial) of the row plus
// the group's first channel. The statistics are the two exact passes over
// a row cached in registers, else Welford's (as PyTorch's kernels): per
// thread, merged across the row's threads (Chan et al.).
//
// Two shapes of kernel:
//  - one kernel, a block (or a warp) per row: the row is kept in registers
//    when it fits, else the prologue is recomputed in the second pass (two
//    reads of the input, one write);
//  - a split row, for few long rows (a block per row would leave SMs idle):
//    a statistics kernel with `splits` blocks per row writes each segment's
//    (mean, M2) to a workspace, and an apply kernel with the same grid merges
//    a row's partials and normalizes its segment.
//
// cuagent.batch_norm is elementwise: batchNormExpression is its float
// expression, the parameters loaded at the element's channel.
//
//===----------------------------------------------------------------------===//
#ifndef CUAGENT_LIB_CODEGEN_NORMTEMPLATE_H
#define CUAGENT_LIB_CODEGEN_NORMTEMPLATE_H

#include <cstdint>
#include <functional>
#include <string>

namespace cuagent::codegen {

/// An [N, C, spatial...] input in G groups.
struct GroupNormShape {
  int64_t batch = 1, channels = 1, spatial = 1, groups = 1;
  int64_t rows() const { return batch * groups; }
  int64_t rowLength() const { return channels / groups * spatial; }
};

struct GroupNormLayout {
  GroupNormShape shape;
  int blockSize = 256;
  int threadsPerRow = 256; // 32: a warp per row
  int rowsPerBlock = 1;
  int width = 1;     // elements per vector access; divides the row length
  int64_t iters = 0; // one-kernel layout: vector chunks per thread
  bool cached = false;
  int64_t splits = 1;  // > 1: the split-row kernels
  int64_t segment = 0; // split rows: elements per block, a multiple of width
  int64_t blocks() const {
    return splits > 1 ? shape.rows() * splits : (shape.rows() + rowsPerBlock - 1) / rowsPerBlock;
  }
};

/// The layout for `shape`: a warp per row when `warpPerRow`, else a block
/// per row, split across blocks when there are too few rows to fill the GPU
/// and each row is long enough to keep its blocks busy.
GroupNormLayout groupNormLayoutOf(const GroupNormShape &shape, int blockSize, bool warpPerRow,
                                  int width, int maxCachedPerThread);

/// The kernel's code around the template, all for element `i` (a `long
/// long` of the input space in scope, with `rowBase` and `c0`).
struct GroupNormBodies {
  /// Vector loads of the chunk at rowBase + c0, or empty.
  std::string vectorLoads;
  /// The prologue of element i; sets `inputVar` to the norm's input. With
  /// `stores`, the prologue's outputs are stored too (first pass only).
  std::function<std::string(bool stores, std::string &inputVar)> prologue;
  /// The epilogue of element i given the norm's result in `resultVar`.
  std::function<std::string(const std::string &resultVar)> epilogue;
  /// The epilogue's vector stores (one-kernel layout): declared before the
  /// element loop of the last pass, written after it; or empty.
  std::string storeDeclare, storeWrite;
  std::string resultVar;
  /// The float weight and bias of channel `channel` (an int expression), or
  /// empty functions without affine parameters.
  std::function<std::string(const std::string &channel)> weightAt, biasAt;
  std::string eps; // an exact float literal
};

/// The one-kernel layout: one function.
std::string emitGroupNormKernel(const GroupNormLayout &layout, const std::string &function,
                                const std::string &signature, const GroupNormBodies &bodies);

/// The split-row layout: the statistics kernel `function`_stats and the
/// apply kernel `function`, each taking `signature` and then the partials
/// workspace (rows * splits float2).
std::string emitGroupNormSplitKernels(const GroupNormLayout &layout, const std::string &function,
                                      const std::string &signature, const GroupNormBodies &bodies);

/// group_norm_stats (decision 136): each row's (mean, rstd) stored at
/// `statsOut`[row] (a float2 pointer expression). One kernel `function` per
/// row (a block or a warp, Welford's statistics, no cache); the split
/// layout's segment statistics `function`_stats (taking `signature`, then
/// the partials workspace) and a merge `function` (the same, a thread per
/// row: ceil(rows / 256) blocks of 256).
std::string emitGroupNormStatsKernels(const GroupNormLayout &layout, const std::string &function,
                                      const std::string &signature, const GroupNormBodies &bodies,
                                      const std::string &statsOut);

/// Bytes of the split layout's partials workspace.
inline size_t groupNormPartialsBytes(const GroupNormLayout &layout) {
  return size_t(layout.shape.rows() * layout.splits) * 8;
}

/// A group norm over a channels-last input, stored [N, spatial, C]
/// (decision 134): a statistics kernel of 32 channels x a segment of
/// positions per block ((32, 8) threads: coalesced runs of 32 channels)
/// writes each channel's (mean, M2) over its segment; a finalize kernel
/// merges a group's channels and segments into (mean, rstd); CudaEmitter's
/// apply kernel then normalizes through 32 x 32 tiles.
struct ChannelsLastNormLayout {
  GroupNormShape shape;
  int64_t channelTiles = 1; // ceil(C / 32)
  int64_t segments = 1;     // position segments per (sample, channel tile)
  int64_t segment = 1;      // positions per segment
  int64_t statsBlocks() const { return shape.batch * segments * channelTiles; }
  int64_t rows() const { return shape.batch * shape.groups; }
};

ChannelsLastNormLayout channelsLastNormLayoutOf(const GroupNormShape &shape);

/// The statistics kernel `function` (taking `signature`, then the partials
/// workspace, N * segments * C float2). `element` is the statement code
/// for channel `c` and position `s` of sample `n` (all `long long` in
/// scope) that leaves the norm's input in `inputVar`.
std::string emitChannelsLastNormStats(const ChannelsLastNormLayout &layout,
                                      const std::string &function, const std::string &signature,
                                      const std::string &element, const std::string &inputVar);

/// The finalize kernel `function`(partials, stats): stats[n * G + g] =
/// (mean, rstd) of the group, a warp per group (ceil(rows / 8) blocks of
/// 256); `eps` an exact float literal.
std::string emitChannelsLastNormFinalize(const ChannelsLastNormLayout &layout,
                                         const std::string &function, const std::string &eps);

/// cuagent.batch_norm of `x` given its channel's parameters (float
/// expressions; `weight` and `bias` empty without affine parameters), as
/// PyTorch's eval kernel: (x - mean) * rsqrt(var + eps) * weight + bias.
std::string batchNormExpression(const std::string &x, const std::string &mean,
                                const std::string &var, const std::string &weight,
                                const std::string &bias, const std::string &eps);

/// The channel of element `offset` (an index into a contiguous
/// [N, channels, inner...] tensor of `elements` elements).
std::string channelOf(const std::string &offset, int64_t channels, int64_t inner, int64_t elements);

} // namespace cuagent::codegen

#endif // CUAGENT_LIB_CODEGEN_NORMTEMPLATE_H
