//===- PoolTemplate.h - Pooling windows over the spatial dims ---*- C++ -*-===//
//
// Private to lib/Codegen. The window template computes one pooling op
// (max_pool, avg_pool, adaptive_avg_pool, adaptive_max_pool) over a batched
// contiguous [N, C, spatial...] input: one thread per output element, a
// block's threads on consecutive outputs (so along the last output dim, and
// their loads as close as the stride allows), `outputsPerThread` outputs per
// thread a block apart (independent windows in flight). The window is walked
// in PyTorch's order and accumulated in float. The module emitter supplies
// the fused prologue (per loaded element: relu -> max_pool) and epilogue
// (per output: avg_pool -> sigmoid) as code.
//
//===----------------------------------------------------------------------===//
#ifndef CUAGENT_LIB_CODEGEN_POOLTEMPLATE_H
#define CUAGENT_LIB_CODEGEN_POOLTEMPLATE_H

#include "TileTemplate.h"

#include "cuagent/Support/OpRegistry.h"
#include "cuagent/Support/Status.h"

#include "mlir/IR/Operation.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace cuagent::codegen {

/// True for the ops the window template computes.
bool isPoolOp(mlir::Operation *op);

/// The geometry of one pooling kernel.
struct PoolLayout {
  PoolKind kind = PoolKind::Max;
  std::vector<int64_t> input, output;                 // [N, C, spatial...]
  std::vector<int64_t> kernel, stride, pad, dilation; // window pools, per spatial dim
  bool countIncludePad = true;                        // avg_pool
  std::optional<int64_t> divisor;                     // avg_pool's divisor_override
  int blockSize = 256;
  int outputsPerThread = 1;
  // The input is a channels-last conv result, [N, spatial..., C] in memory
  // (decision 135): emitChannelsLastPoolKernel's tiles, no vector windows.
  bool channelsLast = false;

  size_t spatial() const { return input.size() - 2; }
  int64_t inputElements() const;
  int64_t outputElements() const;
  int64_t blocks() const;
};

/// The layout of pooling op `op` (isPoolOp) with the block size and
/// outputs per thread of a candidate; an error if the grid does not fit.
Expected<PoolLayout> poolLayoutOf(mlir::Operation *op, int blockSize, int outputsPerThread);

/// "max-pool", "avg-pool", "adaptive-avg-pool", "adaptive-max-pool": the
/// suffix of KernelInfo::kind ("window-<kind>").
const char *poolKindName(PoolKind kind);

/// The fused code around the window, from the module emitter.
struct PoolBodies {
  /// Code computing the pooled op's input for input element `i` (a `long
  /// long` in scope), without stores; sets `inputVar` to the float holding it.
  std::function<std::string(std::string &inputVar)> prologue;
  /// With vector windows (windowVectorWidth > 1): the loads of the window
  /// row's `width` elements at `rowStart` (a `long long` in scope) as
  /// vectors, and the prologue reading element `v` of them.
  std::string vectorLoads;
  std::function<std::string(std::string &inputVar)> vectorPrologue;
  /// Code storing the prologue's side outputs (values also used outside the
  /// kernel) for input element `i`; empty when there are none. Windows may
  /// skip or revisit input elements, so these are written by a pass of
  /// their own over the input.
  std::string sideOutputs;
  /// Code for the epilogue of output element `i` given the float variable
  /// `resultVar` holding the pooled value, with the stores.
  std::function<std::string(const std::string &resultVar)> epilogue;
  std::string resultVar; // the name the epilogue expects for the result
};

/// The kernel's source: one `extern "C"` function named `function` with the
/// parameter list `signature`.
/// The elements a window row is read in as one vector: the innermost
/// window's size when the windows are dense and tile the innermost dim
/// (stride = kernel = 2 or 4, no dilation, rows a multiple of it), else 1.
int windowVectorWidth(const PoolLayout &layout);

std::string emitPoolKernel(const PoolLayout &layout, const std::string &function,
                           const std::string &signature, const PoolBodies &bodies);

/// The kernel for a channels-last input (decision 135): `grid`'s tiles of
/// [N, output positions, C] (TileTemplate.h); each thread walks the windows
/// of its elements in a pass along C (the loads along C, coalesced), the
/// results go through the shared tile and the epilogue runs in a pass along
/// the positions (the stores along the output's spatial dims). In scope
/// for the prologue: `tn` (the sample), `c` (the channel) and `planeBase`,
/// so that `i - planeBase` is the element's spatial offset. Needs no side
/// outputs.
std::string emitChannelsLastPoolKernel(const PoolLayout &layout, const TileGrid &grid,
                                       const std::string &function, const std::string &signature,
                                       const PoolBodies &bodies);

} // namespace cuagent::codegen

#endif // CUAGENT_LIB_CODEGEN_POOLTEMPLATE_H
