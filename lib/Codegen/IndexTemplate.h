//===- IndexTemplate.h - argmax, argmin, max.dim, min.dim ------*- C++ -*-===//
//
// Private to lib/Codegen. The index template reduces the middle axis of an
// input viewed as [outer, R, inner] to the first extreme value and its
// index along R (int64), PyTorch's rule: NaN beats every number, ties go to
// the smaller index. That order is a total order on (value, index) pairs,
// so any combining tree gives the same pair as torch's sequential scan.
// inner == 1: a warp or a block per row (KernelParams::warpPerRow), warp
// shuffles then shared memory; inner > 1: the strided template's geometry
// (coalesced across inner, the block's other threads splitting R). Few
// long rows split across blocks as the split template does (decision 154):
// stage 1 writes each chunk's pair to a workspace, stage 2 (a warp per row)
// combines a row's pairs; the order is total, so the pair is torch's.
//
//===----------------------------------------------------------------------===//
#ifndef CUAGENT_LIB_CODEGEN_INDEXTEMPLATE_H
#define CUAGENT_LIB_CODEGEN_INDEXTEMPLATE_H

#include "StridedTemplate.h"

#include <functional>
#include <string>

namespace cuagent::codegen {

struct IndexLayout {
  ReductionView view;
  bool isMax = true;
  int blockSize = 256;
  int threadsPerRow = 256; // inner == 1: 32 or blockSize; fewer for rows of <= 16
  StridedLayout strided;   // inner > 1
  int64_t splits = 1;      // > 1: stage-1 blocks per row (inner == 1), each a chunk
  int64_t chunk = 0;       // split rows: elements per chunk
  int64_t rowsPerBlock() const { return blockSize / threadsPerRow; }
  int64_t blocks() const; // the one-kernel grid, or stage 1's
  int64_t stage2Blocks() const { return (view.outer + blockSize / 32 - 1) / (blockSize / 32); }
  /// Split rows: the pairs' values (padded to 8 bytes) then their indices.
  int64_t paddedPartials() const { return (view.outer * splits + 1) / 2 * 2; }
  int64_t partialsBytes() const { return paddedPartials() * 4 + view.outer * splits * 8; }
};

/// The geometry for `view` (see KernelParams::warpPerRow for `narrow`);
/// `splitBlocksPerSm` (KernelParams::splitBlocksPerSm, 0: never) sizes the
/// split of few long rows.
IndexLayout indexLayoutOf(const ReductionView &view, bool isMax, int blockSize, bool narrow,
                          int splitBlocksPerSm);

struct IndexBodies {
  /// Code computing the reduced value for input element `i` (a `long long`
  /// in scope); sets `inputVar` to the float holding it; with `stores`, the
  /// prologue's side outputs are stored too.
  std::function<std::string(bool stores, std::string &inputVar)> prologue;
  /// Code for output element `i` given the float `valueVar` (the extreme
  /// value) and the `long long` `indexVar` (its index), with the stores.
  std::function<std::string(const std::string &valueVar, const std::string &indexVar)> epilogue;
};

/// The device helpers the kernels call (part of the module prelude).
extern const char *const kIndexPrelude;

/// The kernel's source: one `extern "C"` function; split rows two,
/// `function` + "_partials" (stage 1) and `function` (stage 2), each taking
/// `signature` followed by the partials buffer.
std::string emitIndexKernel(const IndexLayout &layout, const std::string &function,
                            const std::string &signature, const IndexBodies &bodies);

} // namespace cuagent::codegen

#endif // CUAGENT_LIB_CODEGEN_INDEXTEMPLATE_H
