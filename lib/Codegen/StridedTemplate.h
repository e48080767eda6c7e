//===- StridedTemplate.h - Reductions over a non-trailing block -*- C++ -*-===//
//
// Private to lib/Codegen. The strided template reduces the middle axis of
// an input viewed as [outer, R, inner] (inner > 1; the row template takes
// inner == 1): threads of a block map to consecutive inner positions, so
// every load of a warp is coalesced, and the block's other threads split R,
// combined through shared memory in a fixed order (deterministic). The
// module emitter supplies the fused prologue and epilogue as code.
//
//===----------------------------------------------------------------------===//
#ifndef CUAGENT_LIB_CODEGEN_STRIDEDTEMPLATE_H
#define CUAGENT_LIB_CODEGEN_STRIDEDTEMPLATE_H

#include "cuagent/Support/ReduceDims.h"

#include <functional>
#include <string>

namespace cuagent::codegen {

/// What a row or strided kernel computes over each reduced row.
enum class ReduceKind {
  Sum,
  Mean,
  Max,
  Min,
  Prod,
  LogSumExp,
  Softmax,
  LogSoftmax,
  LayerNorm,
  RmsNorm,
  ArgMax, // argmax and max.dim: IndexTemplate.cpp
  ArgMin, // argmin and min.dim
  CumSum, // ScanTemplate.cpp
  CumProd,
};

/// "sum", "mean", "amax", "amin", "prod", "logsumexp", "softmax", "log-softmax",
/// "layer-norm", "rms-norm", "argmax", "argmin", "cumsum", "cumprod": the suffix of
/// KernelInfo::kind.
const char *reduceKindName(ReduceKind kind);

/// The identity of a sum, max, min or product ("0.f" for any other kind),
/// and the block-wide helper that reduces it (cuagent_reduce_sum/max/min/
/// prod<N>).
const char *reduceIdentity(ReduceKind kind);
const char *blockReduceHelper(ReduceKind kind);

/// True for the kinds that write one value per input element.
inline bool isNormalization(ReduceKind kind) {
  return kind == ReduceKind::Softmax || kind == ReduceKind::LogSoftmax ||
         kind == ReduceKind::LayerNorm || kind == ReduceKind::RmsNorm;
}

/// True for the kinds that write one value per row with no index (sum, mean,
/// amax, amin, prod, logsumexp): those that may take a broadcast epilogue.
inline bool isPlainReduction(ReduceKind kind) {
  return kind == ReduceKind::Sum || kind == ReduceKind::Mean || kind == ReduceKind::Max ||
         kind == ReduceKind::Min || kind == ReduceKind::Prod || kind == ReduceKind::LogSumExp;
}

/// Elements whose loads a reduction issues before their updates where an
/// update branches (decision 148).
inline constexpr int64_t kLoadBatch = 8;
/// Elements a batch of vector loads holds (decision 150): kLoadBatch vectors
/// of one or two elements, four of four, two of eight.
inline constexpr int64_t kLoadBatchElements = 16;

/// An empty asm statement that uses elements [0, count) of the register
/// array `array`: the loads that fill them are issued before it, back to
/// back, where the compiler would otherwise move each load down to its use
/// behind the previous use's branch (decision 148).
std::string loadFence(const std::string &array, int64_t count);

/// A batch of loads before their updates (decisions 148-151): `float
/// batch[elements]`, `fill` (statements that assign every element: the
/// loads and their prologues), the fence, then `update` (a statement over
/// batch[`var`]) for `var` = 0, 1, ... in order, so the updates keep the
/// order of one element at a time. `indent` is the declaration's.
std::string loadBatch(const std::string &indent, int64_t elements, const std::string &fill,
                      const std::string &var, const std::string &update);

/// loadBatch's `fill` for a batch of `vectors` vectors of `width` elements:
/// vector u at the offset `c0` that `c0Declaration` declares (from u), its
/// loads (`vectorLoads`), then each element `i = rowBase + c0 + v` through
/// `elementCode` (the prologue, setting `inputVar`) into batch[u * width +
/// v]. `indent` is the vector loop's.
std::string vectorBatchFill(const std::string &indent, int64_t vectors, int width,
                            const std::string &c0Declaration, const std::string &vectorLoads,
                            const std::string &elementCode, const std::string &inputVar);

/// Device helpers (guarded, so a module may hold them twice) for the softmax
/// family's max and sum of exponentials in one pass: cuagent_online_add,
/// cuagent_online_merge and cuagent_reduce_online<TPR> (the row template's).

const char *onlineSoftmaxHelpers();

/// Their logsumexp form (guarded too): cuagent_online_lse_add,
/// cuagent_online_lse_merge, cuagent_reduce_online_lse<TPR>, with aten's
/// values for NaN and infinities, the result logf(s) + m in every case.
const char *onlineLogSumExpHelpers();

/// The thread geometry of a strided kernel: blockSize = tx * ty threads,
/// tx along inner, ty splitting R.
struct StridedLayout {
  ReductionView view;
  ReduceKind kind = ReduceKind::Sum;
  int blockSize = 256, tx = 32, ty = 8;
  int64_t tiles = 1; // blocks per outer index: ceil(inner / tx)
  /// Elements of its column each thread keeps in registers between passes
  /// (ceil(R / ty)); 0: later passes read the input again.
  int cachedPerThread = 0;
  int64_t blocks() const { return view.outer * tiles; }
  /// Elements of its column each thread walks.
  int64_t perThread() const { return (view.reduced + ty - 1) / ty; }
};

/// Chooses tx and ty. Without `narrow`, tx grows (in powers of two, up to
/// the block) to cover inner, and the rest of the block splits R; with it,
/// tx is one warp and the rest of the block splits R, which fills the GPU
/// when outer * inner is small and R large (KernelParams::warpPerRow).
/// Either way tx widens while R is shorter than ty (idle threads).
StridedLayout stridedLayoutOf(const ReductionView &view, ReduceKind kind, int blockSize,
                              bool narrow);

/// Keeps each thread's share of its column in registers when the kernel
/// makes a later pass over it (softmax's write, a broadcast epilogue) and
/// the share is at most `maxCachedPerThread`, narrowing a tile wider than a
/// warp where that makes it fit: one read of the input instead of two.
void cacheColumns(StridedLayout &layout, bool laterPass, int maxCachedPerThread);

/// The fused code around the reduction, from the module emitter.
struct StridedBodies {
  /// Code computing the reduced op's input for input element `i` (a
  /// `long long` in scope); sets `inputVar` to the float holding it. With
  /// `stores`, the prologue's side outputs are stored too (first pass only).
  /// A non-null `cacheVar` gets the float a cached column keeps: the
  /// input's variable, or the external the broadcast epilogue reads.
  std::function<std::string(bool stores, std::string &inputVar, std::string *cacheVar)> prologue;
  /// Code for the epilogue of element `i` (result space) given the float
  /// variable `resultVar` holding the op's result, with the stores.
  std::function<std::string(const std::string &resultVar)> epilogue;
  /// Code for the broadcast epilogue of input element `i` given the
  /// reduced value of its column (`resultVar`) and the reduced op's input
  /// there (`inputVar`; from the cache, what the prologue gave as
  /// `cacheVar`), with the stores; empty: none (one more pass over the
  /// column when set).
  std::function<std::string(const std::string &resultVar, const std::string &inputVar)> broadcast;
  std::string resultVar;    // the name the epilogue expects for the result
  std::string reducedCount; // R as an exact float literal (mean)
};

/// The kernel's source: one `extern "C"` function named `function` with the
/// parameter list `signature`.
std::string emitStridedKernel(const StridedLayout &layout, const std::string &function,
                              const std::string &signature, const StridedBodies &bodies);

} // namespace cuagent::codegen

#endif // CUAGENT_LIB_CODEGEN_STRIDEDTEMPLATE_H
