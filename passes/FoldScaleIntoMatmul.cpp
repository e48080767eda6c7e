//===- FoldScaleIntoMatmul.cpp - Scalar multiplies folded into GEMM alpha ===//
//
// See Passes.td (CuagentFoldScaleIntoMatmul). (s A) B = A (s B) = s (A B) in
// real arithmetic; the float results differ by where the scale is rounded,
// which the worker verifies like any candidate, and a group whose rewritten
// candidates give wrong results is searched again unrewritten
// (docs/decisions.md 45, 46).
//
//===----------------------------------------------------------------------===//
#include "cuagent/Dialect/CuagentOps.h"
#include "cuagent/Passes/Passes.h"

#include <cmath>

namespace cuagent {
#define GEN_PASS_DEF_CUAGENTFOLDSCALEINTOMATMUL
#include "cuagent/Passes/Passes.h.inc"
} // namespace cuagent

using namespace mlir;
using namespace cuagent;

namespace {

/// The factor a mul_s or div_s multiplies by, or nullopt for any other op
/// and for a scalar that is zero, infinite or NaN (x * 0 is NaN where x is
/// infinite, which a scaled product need not be).
std::optional<double> scaleOf(Operation *op) {
  if (!isa<MulScalarOp, DivScalarOp>(op) || usesOwnResult(op))
    return std::nullopt;
  double scalar = cast<FloatAttr>(op->getAttr("scalar")).getValueAsDouble();
  if (!std::isfinite(scalar) || scalar == 0.0)
    return std::nullopt;
  return isa<DivScalarOp>(op) ? 1.0 / scalar : scalar;
}

/// f32 only: in f16 and bf16 the scaled operand is rounded to the narrow
/// type before the GEMM, which alpha (applied to the f32 accumulator) is not.
bool foldsInto(MatmulOp matmul) {
  return matmul && !usesOwnResult(matmul) && matmul.getResult().getType().getElementType().isF32();
}

/// alpha times `scale` on `matmul`, if the product is still an alpha
/// (finite and nonzero in f32).
bool scaleAlpha(MatmulOp matmul, double scale) {
  double alpha = matmul.getAlpha().convertToDouble() * scale;
  if (!isMatmulAlpha(alpha))
    return false;
  matmul.setAlphaAttr(FloatAttr::get(Float64Type::get(matmul.getContext()), alpha));
  return true;
}

/// matmul(scale(x), y) -> matmul(x, y) with alpha *= s (likewise on rhs):
/// the scalar op's one use is the lhs or rhs, never the bias (which alpha
/// does not scale).
bool foldOperandScale(Operation *scalar, double scale) {
  Value result = scalar->getResult(0);
  if (!result.hasOneUse())
    return false;
  OpOperand &use = *result.getUses().begin();
  auto matmul = dyn_cast<MatmulOp>(use.getOwner());
  if (!foldsInto(matmul) || scalar->getOperand(0).getDefiningOp() == matmul.getOperation())
    return false;
  unsigned operand = use.getOperandNumber();
  if (operand != matmul.getLhsMutable().getOperandNumber() &&
      operand != matmul.getRhsMutable().getOperandNumber())
    return false;
  if (!scaleAlpha(matmul, scale))
    return false;
  use.set(scalar->getOperand(0));
  scalar->erase();
  return true;
}

/// scale(matmul(x, y)) -> matmul(x, y) with alpha *= s, where the scalar
/// op is the product's one use and there is no bias (s (A B + b) is not
/// s A B + b).
bool foldResultScale(Operation *scalar, double scale) {
  auto matmul = scalar->getOperand(0).getDefiningOp<MatmulOp>();
  if (!foldsInto(matmul) || !matmul->hasOneUse() || matmul.getBias())
    return false;
  // In a graph region the scalar op could feed the matmul back.
  for (Operation *user : scalar->getUsers())
    if (user == matmul.getOperation())
      return false;
  if (!scaleAlpha(matmul, scale))
    return false;
  scalar->getResult(0).replaceAllUsesWith(matmul.getResult());
  scalar->erase();
  return true;
}

/// Folds the first scalar op that folds; false when none does.
bool foldOne(func::FuncOp function) {
  bool folded = false;
  function.walk([&](Operation *op) {
    std::optional<double> scale = scaleOf(op);
    if (scale && (foldOperandScale(op, *scale) || foldResultScale(op, *scale))) {
      folded = true;
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  return folded;
}

class FoldScaleIntoMatmulPass
    : public ::cuagent::impl::CuagentFoldScaleIntoMatmulBase<FoldScaleIntoMatmulPass> {
public:
  void runOnOperation() override {
    // One fold at a time, to a fixpoint: folding one step of a chain gives
    // the next step its one use (x * 2 / 4 @ y). Each fold erases an op, so
    // this ends.
    while (foldOne(getOperation())) {
    }
  }
};

} // namespace
