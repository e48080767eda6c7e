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
  int64_t stage2Blocks() const {
    int64_t warps = blockSize / 32;
    return (outputs() + warps - 1) / warps;
  }
  /// The workspace: one float per (output, split).
  int64_t partialsBytes() const { return outputs() * splits * int64_t(sizeof(float)); }
};

/// The kinds the split template computes (logsumexp and the normalizations
/// keep their one-kernel templates).
inline bool isSplittable(ReduceKind kind) {
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
  /// long` in scope); sets `inputVar`. Stage 1 only, with the stores.
  std::function<std::string(std::string &inputVar)> prologue;
  /// Vector loads of the prologue's operands at `rowBase + c0` (inner == 1).
  std::string vectorLoads;
  /// Code for the epilogue of output `i` given `resultVar`, with the stores.
  std::function<std::string(const std::string &resultVar)> epilogue;
  std::string resultVar;
  std::string reducedCount; // R as an exact float literal (mean)
};

/// The two kernels: `function` + "_partials" (stage 1) and `function`
/// (stage 2), each taking `signature` followed by the partials buffer.
std::string emitSplitReduceKernels(const SplitLayout &layout, const std::string &function,
                                   const std::string &signature, const SplitBodies &bodies);

} // namespace cuagent::codegen

#endif // CUAGENT_LIB_CODEGEN_SPLITREDUCETEMPLATE_H
