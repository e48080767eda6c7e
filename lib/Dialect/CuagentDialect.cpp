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
/// pow(x, 2) -> mul(x, x): what ATen computes for the exponent 2 (its
/// pow_tensor_scalar special case), so the result is the same bits, and one
/// multiply where powf costs dozens of instructions: a full reduction of
/// x ** 2 over 512 MiB was compute-bound on powf (docs/decisions.md, 121).
struct PowSquareToMul : OpRewritePattern<PowOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(PowOp op, PatternRewriter &rewriter) const override {
    if (op.getExponent().convertToDouble() != 2.0)
      return failure();
    rewriter.replaceOpWithNewOp<MulOp>(op, op.getType(), op.getInput(), op.getInput());
    return success();
  }
};
} // namespace

void CuagentDialect::getCanonicalizationPatterns(RewritePatternSet &results) const {
  results.add<PowSquareToMul>(getContext());
}
