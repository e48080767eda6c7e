//===- OuterProductToMultiply.cpp - Matmuls of depth 1 as multiplies -------===//
//
// See Passes.td (CuagentOuterProductToMultiply). With K = 1 the GEMM's sum
// has one term: op(A) @ op(B) is a[..., m] * b[..., n], the one product the
// GEMM computes, then alpha and the bias as cuBLASLt applies them. A GEMM
// of depth 1 is a kernel bound by its [M, N] stores that fuses with nothing;
// the broadcast multiply writes the same result once, inside its
// neighbours' kernel (decision 156).
//
//===----------------------------------------------------------------------===//
#include "cuagent/Dialect/CuagentOps.h"
#include "cuagent/Passes/Passes.h"

namespace cuagent {
#define GEN_PASS_DEF_CUAGENTOUTERPRODUCTTOMULTIPLY
#include "cuagent/Passes/Passes.h.inc"
} // namespace cuagent

using namespace mlir;
using namespace cuagent;

namespace {

RankedTensorType typeOf(Value value) { return cast<RankedTensorType>(value.getType()); }

/// op(x)'s shape: the last two dims swapped when `transposed`.
SmallVector<int64_t> readShape(Value x, bool transposed) {
  SmallVector<int64_t> shape(typeOf(x).getShape());
  if (transposed)
    std::swap(shape[shape.size() - 2], shape[shape.size() - 1]);
  return shape;
}

/// A matmul of two matrices (or batches of them), static shapes, whose
/// sum has one term.
bool isOuterProduct(MatmulOp matmul) {
  RankedTensorType lhs = typeOf(matmul.getLhs()), rhs = typeOf(matmul.getRhs());
  if (!lhs.hasStaticShape() || !rhs.hasStaticShape() || lhs.getRank() < 2 || rhs.getRank() < 2 ||
      usesOwnResult(matmul))
    return false;
  return readShape(matmul.getLhs(), matmul.getTransposeLhs()).back() == 1;
}

/// op(lhs) is [..., M, 1] and op(rhs) [..., 1, N]: with a dim of one among
/// the two swapped, the transpose is a reshape (the elements keep their
/// order), and the broadcast multiply of the two is the [..., M, N] product
/// with the matmul's batch broadcast (one side's batch dims shared).
void rewrite(MatmulOp matmul) {
  OpBuilder builder(matmul);
  Location loc = matmul.getLoc();
  Value lhs = reshapedTo(builder, loc, matmul.getLhs(),
                         readShape(matmul.getLhs(), matmul.getTransposeLhs()));
  Value rhs = reshapedTo(builder, loc, matmul.getRhs(),
                         readShape(matmul.getRhs(), matmul.getTransposeRhs()));
  replaceMatmulByProduct(builder, matmul, builder.create<MulOp>(loc, lhs, rhs));
}

class OuterProductToMultiplyPass
    : public ::cuagent::impl::CuagentOuterProductToMultiplyBase<OuterProductToMultiplyPass> {
public:
  void runOnOperation() override {
    SmallVector<MatmulOp> matmuls;
    getOperation().walk([&](MatmulOp matmul) {
      if (isOuterProduct(matmul))
        matmuls.push_back(matmul);
    });
    for (MatmulOp matmul : matmuls)
      rewrite(matmul);
  }
};

} // namespace
