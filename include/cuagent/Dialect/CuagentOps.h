//===- CuagentOps.h - Operations of the cuagent dialect ---------*- C++ -*-===//
//
// The op classes generated from CuagentOps.td, plus the op classification
// (read from the op registry) that the fusion and codegen stages share.
//
//===----------------------------------------------------------------------===//

#ifndef CUAGENT_DIALECT_CUAGENTOPS_H
#define CUAGENT_DIALECT_CUAGENTOPS_H

#include "cuagent/Dialect/CuagentDialect.h"
#include "cuagent/Support/OpRegistry.h"

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/LogicalResult.h"

#include <cstdint>
#include <optional>
#include <string>

namespace cuagent {
/// The dims a reduction op reduces, normalized and sorted: `dims` when
/// given (empty: every dim), else the last dim. Assumes verified dims.
llvm::SmallVector<int64_t> reducedDimsOf(int64_t rank, mlir::DenseI64ArrayAttr dims);
} // namespace cuagent

#define GET_OP_CLASSES
#include "cuagent/Dialect/CuagentOps.h.inc"

namespace cuagent {

/// The op registry's row for a cuagent op, or nullptr for any other op.
const OpInfo *lookupOp(mlir::Operation *op);

/// True for ops that compute each output element from the corresponding
/// (broadcast) input elements only (registry class Elementwise, and
/// causal_mask, which reads nothing), diag and causal_mask also from the
/// element's own index. Any chain of them can be fused into one kernel.
bool isElementwise(mlir::Operation *op);

/// True for an elementwise registry row with a formula: each result element
/// from the operands' elements at its (broadcast) position alone, never the
/// position itself (tril and triu are hand-written; causal_mask, take_along
/// and gather_rows have no row).
bool isPositionFreeElementwise(mlir::Operation *op);

/// One-operand position-free `op` applied to `operand` instead, at the
/// insertion point: a clone whose result has `operand`'s shape and `op`'s
/// element type (moving a pick or an expand below it).
mlir::Operation *applyUnaryTo(mlir::OpBuilder &builder, mlir::Operation *op, mlir::Value operand);

/// The reduced dims of a plain reduction (sum, mean, amax, amin, prod,
/// logsumexp: one value per row, no index), normalized and sorted; nullopt
/// for any other op.
std::optional<llvm::SmallVector<int64_t>> plainReductionDims(mlir::Operation *op);

/// True for ops that read a whole row along some dims per output (registry
/// classes Reduction and Row): the reductions, the softmax family, norms.
bool isRowOp(mlir::Operation *op);

/// True for layout ops (registry class Layout: reshape, permute, expand,
/// contiguous): codegen reads through them with index arithmetic.
bool isLayoutOp(mlir::Operation *op);

/// True for ops that are a kernel of their own: a library call (registry
/// class Library: matmul, conv) or cuagent.attention (the flash template).
bool isLibraryOp(mlir::Operation *op);

/// c10::ScalarType's code of a float element type (6 f32, 5 f16, 15 bf16),
/// or -1: cuagent.to_float's `dtype`.
int64_t scalarTypeCode(mlir::Type element);

/// The attention template keeps a query row's E and Ev accumulators in
/// registers: cuagent-fuse-attention leaves longer heads decomposed.
inline constexpr int64_t kMaxAttentionHeadDim = 128;

/// Row kernels keep a row in registers up to this many floats a thread
/// (KernelParams::maxCachedPerThread's default), and a block per row never
/// shrinks below kMinRowBlock threads: rows up to their product stay cached
/// at every block-mode candidate, which a chain of row ops needs
/// (cuagent-form-kernels).
inline constexpr int kRowCachePerThread = 32;
inline constexpr int kMinRowBlock = 128;

/// The result shape of `lhs @ op(rhs)` under cuagent.matmul's rules, or an
/// error message naming what does not fit. Shared by the verifier and the
/// importer (which must not build an op that fails to verify).
llvm::FailureOr<llvm::SmallVector<int64_t>> inferMatmulShape(llvm::ArrayRef<int64_t> lhs,
                                                             llvm::ArrayRef<int64_t> rhs,
                                                             bool transposeLhs, bool transposeRhs,
                                                             std::string &error);

/// The geometry of a cuagent.conv, as its attributes state it.
struct ConvGeometry {
  llvm::ArrayRef<int64_t> stride, padding, dilation, outputPadding;
  int64_t groups = 1;
  bool transposed = false;
};

/// The result shape of a cuagent.conv of `input` by `weight` (PyTorch's
/// output-size formulas), or an error message naming what does not fit.
/// Shared by the verifier and the importer.
llvm::FailureOr<llvm::SmallVector<int64_t>> inferConvShape(llvm::ArrayRef<int64_t> input,
                                                           llvm::ArrayRef<int64_t> weight,
                                                           const ConvGeometry &geometry,
                                                           std::string &error);

/// True if `alpha` may scale a cuagent.matmul: finite and nonzero, also
/// once rounded to f32 (cuBLASLt's scale type).
bool isMatmulAlpha(double alpha);

/// True if `op` uses one of its own results (possible in graph regions);
/// folds and rewrites skip such ops so that canonicalization terminates.
bool usesOwnResult(mlir::Operation *op);

/// The scalar op `step` (add_s, sub_s, mul_s, div_s: same operand and result
/// type) again with the same scalar, on `input` of any shape. Rewrites that
/// move such steps across a GEMM or reduction rebuild them with it.
mlir::Value reapplyScalarStep(mlir::OpBuilder &builder, mlir::Location loc, mlir::Operation *step,
                              mlir::Value input);

/// `value` under `shape` (a cuagent.reshape), or `value` when it has it.
/// Rewrites that view a tensor under another shape build it with this.
mlir::Value reshapedTo(mlir::OpBuilder &builder, mlir::Location loc, mlir::Value value,
                       llvm::ArrayRef<int64_t> shape);

/// Replaces `matmul` by `product` (the elementwise form of op(lhs) @
/// op(rhs) a rewrite built), then the matmul's alpha as a mul_s and its bias
/// as an add, in cuBLASLt's order (alpha scales the product, not the bias).
void replaceMatmulByProduct(mlir::OpBuilder &builder, MatmulOp matmul, mlir::Value product);

/// Returns the numpy broadcast of two static shapes, or std::nullopt when a
/// pair of aligned dimensions differ and neither is 1. Exposed so that the
/// importer can diagnose a bad graph instead of tripping the builder's
/// type inference.
std::optional<llvm::SmallVector<int64_t>> getBroadcastShape(llvm::ArrayRef<int64_t> lhs,
                                                            llvm::ArrayRef<int64_t> rhs);

} // namespace cuagent

#endif // CUAGENT_DIALECT_CUAGENTOPS_H
