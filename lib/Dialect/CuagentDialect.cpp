//===- CuagentDialect.cpp - The cuagent dialect ---------------------------===//

#include "cuagent/Dialect/CuagentDialect.h"
#include "cuagent/Dialect/CuagentOps.h"

#include "mlir/IR/PatternMatch.h"

using namespace mlir;
using namespace cuagent;

#include "cuagent/Dialect/CuagentOpsDialect.cpp.inc"

void CuagentDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "cuagent/Dialect/CuagentOps.cpp.inc"
      >();
}

namespace {
/// pow(x, 2) -> mul(x, x) and pow(x, 3) -> mul(mul(x, x), x): what ATen
/// computes for these exponents (its pow_tensor_scalar special cases, in
/// that order), so f32 results are the same bits, and one or two multiplies
/// where powf costs dozens of instructions: a full reduction of x ** 2 over
/// 512 MiB was compute-bound on powf (docs/decisions.md, 121).
struct PowSmallIntegerToMul : OpRewritePattern<PowOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(PowOp op, PatternRewriter &rewriter) const override {
    double exponent = op.getExponent().convertToDouble();
    if (exponent != 2.0 && exponent != 3.0)
      return failure();
    Value x = op.getInput();
    Value square = rewriter.create<MulOp>(op.getLoc(), op.getType(), x, x);
    if (exponent == 2.0)
      rewriter.replaceOp(op, square);
    else
      rewriter.replaceOpWithNewOp<MulOp>(op, op.getType(), square, x);
    return success();
  }
};
} // namespace

void CuagentDialect::getCanonicalizationPatterns(RewritePatternSet &results) const {
  results.add<PowSmallIntegerToMul>(getContext());
}
