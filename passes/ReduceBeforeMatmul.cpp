//===- ReduceBeforeMatmul.cpp - Sums over a GEMM dim moved onto its operand ===//
//
// See Passes.td (CuagentReduceBeforeMatmul). sum_m (A B)[m, n] equals
// (sum_m A[m, :]) B[:, n] in real arithmetic, and likewise for the columns
// and for means; the float results differ by reordering, which the worker
// verifies like any candidate (docs/decisions.md 42).
//
//===----------------------------------------------------------------------===//
#include "cuagent/Dialect/CuagentOps.h"
#include "cuagent/Passes/Passes.h"

namespace cuagent {
#define GEN_PASS_DEF_CUAGENTREDUCEBEFOREMATMUL
#include "cuagent/Passes/Passes.h.inc"
} // namespace cuagent

using namespace mlir;
using namespace cuagent;

namespace {

/// A matched reduction(scalar steps(matmul)) and where its reduction goes.
struct Match {
  Operation *reduction = nullptr;
  SmallVector<Operation *> scalars; // outermost (next to the reduction) first
  MatmulOp matmul;
  bool onLhs = false;        // the reduced dim is the result's M (else its N)
  int64_t operandDim = 0;    // that dim in the stored operand
  RankedTensorType gemmType; // the new GEMM's result: M (or N) = 1
};

/// The mul_s/div_s chain under `value` and the matmul it starts from, each
/// used only by the next step (the rewrite removes them).
bool matchChain(Value value, Match &match) {
  while (Operation *def = value.getDefiningOp()) {
    if (!isa<MulScalarOp, DivScalarOp>(def))
      break;
    if (!def->hasOneUse())
      return false;
    match.scalars.push_back(def);
    value = def->getOperand(0);
  }
  match.matmul = value.getDefiningOp<MatmulOp>();
  return match.matmul && match.matmul->hasOneUse() && !usesOwnResult(match.matmul);
}

/// Which operand the reduction over `dim` of the matmul's result moves onto;
/// false where the rewrite does not apply or would not pay.
bool placeReduction(int64_t dim, Match &match) {
  MatmulOp matmul = match.matmul;
  int64_t lhsRank = matmul.getLhs().getType().getRank();
  int64_t rhsRank = matmul.getRhs().getType().getRank();
  RankedTensorType result = matmul.getResult().getType();
  int64_t rank = result.getRank();
  // numpy's vector rules drop a dim: leave those shapes to the library.
  // f32 only: in f16 the GEMV's sums, stored before the scalar steps, could
  // overflow where stock's did not.
  if (lhsRank < 2 || rhsRank < 2 || !result.hasStaticShape() || result.getShape()[dim] < 2 ||
      !result.getElementType().isF32())
    return false;
  if (dim == rank - 2) {
    match.onLhs = true;
    match.operandDim = matmul.getTransposeLhs() ? lhsRank - 1 : lhsRank - 2;
  } else if (dim == rank - 1) {
    match.onLhs = false;
    match.operandDim = matmul.getTransposeRhs() ? rhsRank - 2 : rhsRank - 1;
  } else {
    return false;
  }
  auto reduced = [](RankedTensorType type, int64_t dim) {
    SmallVector<int64_t> shape(type.getShape());
    shape[dim] = 1;
    return shape;
  };
  RankedTensorType lhs = matmul.getLhs().getType(), rhs = matmul.getRhs().getType();
  std::string error;
  FailureOr<SmallVector<int64_t>> shape = inferMatmulShape(
      match.onLhs ? ArrayRef<int64_t>(reduced(lhs, match.operandDim)) : lhs.getShape(),
      match.onLhs ? rhs.getShape() : ArrayRef<int64_t>(reduced(rhs, match.operandDim)),
      matmul.getTransposeLhs(), matmul.getTransposeRhs(), error);
  if (failed(shape))
    return false;
  match.gemmType = RankedTensorType::get(*shape, result.getElementType());
  return true;
}

template <typename ReductionOp>
Value reduceOperand(OpBuilder &builder, Location loc, Value operand, int64_t dim) {
  return builder
      .create<ReductionOp>(loc, operand, builder.getDenseI64ArrayAttr({dim}),
                           builder.getBoolAttr(true))
      .getResult();
}

/// What the bias row b contributes to the reduced result, added after the
/// GEMM (nullptr: nothing, or it stays the GEMM's bias). Over M: the mean
/// keeps b (the GEMM's bias), the sum adds M * b. Over N: the sum or mean
/// of b, one number for every row.
Value biasTerm(OpBuilder &builder, Location loc, const Match &match, bool isMean) {
  MatmulOp matmul = match.matmul;
  Value bias = matmul.getBias();
  if (!bias || (match.onLhs && isMean))
    return nullptr;
  if (match.onLhs) {
    RankedTensorType result = matmul.getResult().getType();
    double rows = double(result.getShape()[result.getRank() - 2]);
    return builder.create<MulScalarOp>(loc, bias, rows).getResult();
  }
  return isMean ? reduceOperand<MeanOp>(builder, loc, bias, 0)
                : reduceOperand<SumOp>(builder, loc, bias, 0);
}

/// Replaces the match by the reduction of the operand, the GEMV, the bias
/// term and the scalar steps (innermost first). matchChain saw each step of
/// the chain used once, so the old ops go with the reduction.
void rewrite(Match &match) {
  OpBuilder builder(match.reduction);
  Location loc = match.reduction->getLoc();
  MatmulOp matmul = match.matmul;
  bool isMean = isa<MeanOp>(match.reduction);
  Value lhs = matmul.getLhs(), rhs = matmul.getRhs();
  Value &operand = match.onLhs ? lhs : rhs;
  operand = isMean ? reduceOperand<MeanOp>(builder, loc, operand, match.operandDim)
                   : reduceOperand<SumOp>(builder, loc, operand, match.operandDim);
  Value extra = biasTerm(builder, loc, match, isMean);
  Value gemmBias = extra ? Value() : matmul.getBias();
  // alpha scales the product alone, before and after: sum_m (alpha A B + b)
  // = alpha (sum_m A) B + M b.
  Value out = builder.create<MatmulOp>(loc, match.gemmType, lhs, rhs, gemmBias,
                                       matmul.getTransposeRhsAttr(), matmul.getTransposeLhsAttr(),
                                       builder.getBoolAttr(true), matmul.getAlphaAttr());
  if (extra)
    out = builder.create<AddOp>(loc, out, extra).getResult();
  for (Operation *scalar : llvm::reverse(match.scalars))
    out = reapplyScalarStep(builder, loc, scalar, out);
  auto reducedType = cast<RankedTensorType>(match.reduction->getResult(0).getType());
  if (cast<RankedTensorType>(out.getType()).getShape() != reducedType.getShape())
    out = builder.create<ReshapeOp>(loc, reducedType, out,
                                    builder.getDenseI64ArrayAttr(reducedType.getShape()));
  match.reduction->getResult(0).replaceAllUsesWith(out);
  match.reduction->erase();
  for (Operation *scalar : match.scalars)
    scalar->erase();
  matmul.erase();
}

class ReduceBeforeMatmulPass
    : public ::cuagent::impl::CuagentReduceBeforeMatmulBase<ReduceBeforeMatmulPass> {
public:
  void runOnOperation() override {
    SmallVector<Match> matches;
    getOperation().walk([&](Operation *op) {
      if (!isa<SumOp, MeanOp>(op))
        return;
      SmallVector<int64_t> dims =
          isa<SumOp>(op) ? cast<SumOp>(op).getReducedDims() : cast<MeanOp>(op).getReducedDims();
      Match match;
      match.reduction = op;
      if (dims.size() == 1 && !usesOwnResult(op) && matchChain(op->getOperand(0), match) &&
          placeReduction(dims.front(), match))
        matches.push_back(std::move(match));
    });
    for (Match &match : matches)
      rewrite(match);
  }
};

} // namespace
