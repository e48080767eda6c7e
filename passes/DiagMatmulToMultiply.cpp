//===- DiagMatmulToMultiply.cpp - Products with diag(v) as multiplies -----===//
//
// See Passes.td (CuagentDiagMatmulToMultiply). diag(v) X scales row i of X
// by v[i], and X diag(v) column j by v[j]: a broadcast multiply, one pass
// over X instead of a GEMM with n times its multiply-adds. For finite
// values the GEMM computes the same products (every other term is an exact
// zero); a non-finite X differs (0 * inf is NaN in the GEMM), so this is an
// algebraic rewrite, verified like any candidate (docs/decisions.md 47).
//
//===----------------------------------------------------------------------===//
#include "cuagent/Dialect/CuagentOps.h"
#include "cuagent/Passes/Passes.h"

#include "llvm/ADT/Sequence.h"

namespace cuagent {
#define GEN_PASS_DEF_CUAGENTDIAGMATMULTOMULTIPLY
#include "cuagent/Passes/Passes.h.inc"
} // namespace cuagent

using namespace mlir;
using namespace cuagent;

namespace {

RankedTensorType typeOf(Value value) { return cast<RankedTensorType>(value.getType()); }

/// The diag that `operand` is, or null. Only the main diagonal: the
/// verifier admits no other, but the rewrite must not rely on that.
DiagOp diagOf(Value operand) {
  auto diag = operand.getDefiningOp<DiagOp>();
  return diag && diag.getDiagonal() == 0 && !usesOwnResult(diag) ? diag : DiagOp();
}

/// op(x) as the matmul reads it: its last two dims swapped when transposed
/// (a permute, read through its index map by the multiply's kernel).
Value readAs(OpBuilder &builder, Location loc, Value x, bool transposed) {
  if (!transposed)
    return x;
  RankedTensorType type = typeOf(x);
  int64_t rank = type.getRank();
  auto indices = llvm::seq<int64_t>(0, rank);
  SmallVector<int64_t> dims(indices.begin(), indices.end()), shape(type.getShape());
  std::swap(dims[rank - 2], dims[rank - 1]);
  std::swap(shape[rank - 2], shape[rank - 1]);
  return builder.create<PermuteOp>(loc, RankedTensorType::get(shape, type.getElementType()), x,
                                   builder.getDenseI64ArrayAttr(dims));
}

/// diag(v) @ op(X) = v[:, None] * op(X) and op(X) @ diag(v) = op(X) * v,
/// batch dims of X included (v broadcasts over them); a vector X is scaled
/// elementwise. The diag's own transpose flag changes nothing: it is
/// symmetric.
Value scaleByDiagonal(OpBuilder &builder, Location loc, MatmulOp matmul, bool diagOnLhs, Value v) {
  Value x = diagOnLhs ? matmul.getRhs() : matmul.getLhs();
  x = readAs(builder, loc, x, diagOnLhs ? matmul.getTransposeRhs() : matmul.getTransposeLhs());
  if (diagOnLhs && typeOf(x).getRank() >= 2) {
    int64_t n = typeOf(v).getShape()[0];
    auto column = RankedTensorType::get({n, 1}, typeOf(v).getElementType());
    v = builder.create<ReshapeOp>(loc, column, v, builder.getDenseI64ArrayAttr({n, 1}));
  }
  return diagOnLhs ? builder.create<MulOp>(loc, v, x) : builder.create<MulOp>(loc, x, v);
}

/// Replaces `matmul` by the multiply, then its alpha (a mul_s: alpha scales
/// the product, not the bias) and its bias (added last, as cuBLASLt's
/// epilogue adds it). The diag stays while anything else reads it: it is an
/// elementwise op, fused into its other readers.
void rewrite(MatmulOp matmul, DiagOp diag, bool diagOnLhs) {
  OpBuilder builder(matmul);
  Location loc = matmul.getLoc();
  replaceMatmulByProduct(builder, matmul,
                         scaleByDiagonal(builder, loc, matmul, diagOnLhs, diag.getInput()));
  if (diag->use_empty())
    diag.erase();
}

class DiagMatmulToMultiplyPass
    : public ::cuagent::impl::CuagentDiagMatmulToMultiplyBase<DiagMatmulToMultiplyPass> {
public:
  void runOnOperation() override {
    SmallVector<MatmulOp> matmuls;
    getOperation().walk([&](MatmulOp matmul) { matmuls.push_back(matmul); });
    // A diag is erased only once unused, so no matmul left reads it.
    for (MatmulOp matmul : matmuls) {
      if (usesOwnResult(matmul))
        continue;
      if (DiagOp diag = diagOf(matmul.getLhs()))
        rewrite(matmul, diag, /*diagOnLhs=*/true);
      else if (DiagOp diag = diagOf(matmul.getRhs()))
        rewrite(matmul, diag, /*diagOnLhs=*/false);
    }
  }
};

} // namespace
