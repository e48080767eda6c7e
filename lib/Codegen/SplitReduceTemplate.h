//===- SplitReduceTemplate.h - Reductions split across blocks ---*- C++ -*-===//
//
// Private to lib/Codegen. A reduction with few outputs and a long reduced
// axis (a full sum of a 4 GiB tensor; a sum over dim 0 of [65536, 8]) leaves
// the row and strided templates with a handful of blocks. The split
// template reduces [outer, R, inner] in two kernels:
//  - stage 1: `splits` blocks per output tile, each reducing one chunk of R
//    (grid-stride over the chunk, 16-byte vector loads when inner == 1),
//    writes one partial per (output, split) into a workspace;
//  - stage 2: a warp per output combines its partials in split order (a
//    fixed butterfly), then runs the epilogue (mean's divide, the fused
//    elementwise tail).
// The online kinds (logsumexp, softmax, log_softmax over few long rows,
// inner == 1 only) keep a (max, sum of exp(x - max)) pair per partial:
//  - logsumexp's stage 2 merges a row's pairs, a warp per row, as above;
//  - softmax's and log_softmax's stage 2 is an apply kernel over stage 1's
//    grid: each block merges its row's pairs (a fixed butterfly, so every
//    block of a row gets the same bits) and normalizes its chunk, the
//    prologue recomputed and the epilogue fused. Two reads and a write, as
//    the row template's online pass, on every SM instead of a block a row.
// rms_norm over few long rows takes the same two kernels with a plain sum
// of squares per partial: the apply kernel sums its row's partials (the
// same fixed butterfly), then scales its chunk by rsqrt(mean + eps) and the
// weight (decision 155).
// Every element is read by the same thread in the same order in every run
// and every combine has a fixed shape, so the result is bit-identical run
// to run. All index math is 64-bit.
//
//===----------------------------------------------------------------------===//
#ifndef CUAGENT_LIB_CODEGEN_SPLITREDUCETEMPLATE_H
#define CUAGENT_LIB_CODEGEN_SPLITREDUCETEMPLATE_H

#include "StridedTemplate.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <string>

namespace cuagent::codegen {

/// The geometry of a split reduction.
struct SplitLayout {
  ReductionView view;
  ReduceKind kind = ReduceKind::Sum;
  int blockSize = 256;
  int width = 1;      // elements per vector load (inner == 1 only); divides R
  int tx = 1, ty = 1; // inner > 1: tx threads along inner, ty along R
  int64_t tiles = 1;  // output tiles per outer index: ceil(inner / tx)
  int64_t splits = 1; // stage-1 blocks per output tile
  int64_t chunk = 0;  // R elements per split (a multiple of width)
  int64_t outputs() const { return view.outer * view.inner; }
  int64_t stage1Blocks() const { return view.outer * tiles * splits; }
  /// Partials are (max, sum of exponentials) pairs.
  bool online() const {
    return kind == ReduceKind::LogSumExp || kind == ReduceKind::Softmax ||
           kind == ReduceKind::LogSoftmax;
  }
  /// Stage 2 normalizes every element (softmax, log_softmax, rms_norm) on
  /// stage 1's grid.
  bool normalizes() const {
    return kind == ReduceKind::Softmax || kind == ReduceKind::LogSoftmax ||
           kind == ReduceKind::RmsNorm;
  }
  int64_t stage2Blocks() const {
    if (normalizes())
      return stage1Blocks();
    int64_t warps = blockSize / 32;
    return (outputs() + warps - 1) / warps;
  }
  /// The workspace: one float (a float2 when online) per (output, split).
  int64_t partialsBytes() const {
    return outputs() * splits * int64_t(sizeof(float)) * (online() ? 2 : 1);
  }
};

/// The kinds split over `view`: the plain reductions, and the online kinds
/// and rms_norm along rows (inner == 1; layer_norm over few long rows is a
/// group norm, cuagent-long-rows-as-group-norm); argmax and argmin along
/// rows take the geometry alone (IndexTemplate.cpp emits their kernels).
inline bool isSplittable(ReduceKind kind, const ReductionView &view) {
  if (kind == ReduceKind::LogSumExp || kind == ReduceKind::Softmax ||
      kind == ReduceKind::LogSoftmax || kind == ReduceKind::RmsNorm)
    return view.inner == 1;
  // The index template's own split kernels take this geometry (decision 154).
  if (kind == ReduceKind::ArgMax || kind == ReduceKind::ArgMin)
    return view.inner == 1;
  return kind == ReduceKind::Sum || kind == ReduceKind::Mean || kind == ReduceKind::Max ||
         kind == ReduceKind::Min || kind == ReduceKind::Prod;
}

/// The split layout for `view`, or nullopt when the one-kernel template
/// already has `naturalBlocks` >= enough blocks to fill the GPU, or R is too
/// short to be worth a second kernel. `blocksPerSm` (a candidate parameter)
/// sets the stage-1 grid: about 132 * blocksPerSm blocks (an H200 has 132
/// SMs). `width` is the vector width that fits R and the loads (inner == 1).
std::optional<SplitLayout> splitLayoutOf(const ReductionView &view, ReduceKind kind, int blockSize,
                                         int width, int blocksPerSm, int64_t naturalBlocks);

/// The fused code around the reduction, from the module emitter.
struct SplitBodies {
  /// Code computing the reduced op's input for input element `i` (a `long
  /// long` in scope); sets `inputVar`. With `stores` (stage 1) it stores
  /// the prologue's outputs; the apply kernel recomputes without.
  std::function<std::string(bool stores, std::string &inputVar)> prologue;
  /// Vector loads of the prologue's operands at `rowBase + c0` (inner == 1).
  std::string vectorLoads;
  /// Code for the epilogue of output `i` given `resultVar`, with the stores
  /// (for softmax and log_softmax, `i` is the element).
  std::function<std::string(const std::string &resultVar)> epilogue;
  /// The apply kernel's vector stores of the epilogue's outputs at
  /// `rowBase + c0`: declared before a vector's elements, written after
  /// them; or empty.
  std::string storeDeclare, storeWrite;
  std::string resultVar;
  std::string reducedCount; // R as an exact float literal (mean, rms_norm)
  /// rms_norm: its epsilon as a float literal, and its weight at a column
  /// expression (empty: no weight).
  std::string eps;
  std::function<std::string(const std::string &column)> weightAt;
};

/// The two kernels: `function` + "_partials" (stage 1) and `function`
/// (stage 2), each taking `signature` followed by the partials buffer; the
/// online kinds' helpers ahead of them.
std::string emitSplitReduceKernels(const SplitLayout &layout, const std::string &function,
                                   const std::string &signature, const SplitBodies &bodies);

} // namespace cuagent::codegen

#endif // CUAGENT_LIB_CODEGEN_SPLITREDUCETEMPLATE_H
