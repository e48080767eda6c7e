//===- ReassociateMatmuls.cpp - GEMM chains multiplied in the cheaper order ===//
//
// See Passes.td (CuagentReassociateMatmuls). (A B) C equals A (B C) in real
// arithmetic; the float results differ by the order of the sums, which the
// worker verifies like any candidate, and a group whose rewritten candidates
// give wrong results is searched again unrewritten (docs/decisions.md 45).
//
//===----------------------------------------------------------------------===//
#include "cuagent/Dialect/CuagentOps.h"
#include "cuagent/Passes/Passes.h"

namespace cuagent {
#define GEN_PASS_DEF_CUAGENTREASSOCIATEMATMULS
#include "cuagent/Passes/Passes.h.inc"
} // namespace cuagent

using namespace mlir;
using namespace cuagent;

namespace {

/// outer(scalars(inner)) where inner's result (scaled) is one operand of
/// outer; `innerIsLhs` says which.
struct Chain {
  MatmulOp outer, inner;
  SmallVector<Operation *> scalars; // outermost (next to `outer`) first
  bool innerIsLhs = true;
  /// An add_s/sub_s among the steps: like a bias, it adds a row.
  bool shifts() const {
    return llvm::any_of(scalars, [](Operation *op) { return isa<AddScalarOp, SubScalarOp>(op); });
  }
};

/// The scalar steps under `value` and the matmul they start from, each used
/// only by the next step (the rewrite removes them).
MatmulOp scaledMatmul(Value value, SmallVector<Operation *> &scalars) {
  while (Operation *def = value.getDefiningOp()) {
    if (!isa<MulScalarOp, DivScalarOp, AddScalarOp, SubScalarOp>(def))
      break;
    if (!def->hasOneUse() || usesOwnResult(def))
      return MatmulOp();
    scalars.push_back(def);
    value = def->getOperand(0);
  }
  auto matmul = value.getDefiningOp<MatmulOp>();
  if (!matmul || !matmul->hasOneUse() || usesOwnResult(matmul))
    return MatmulOp();
  return matmul;
}

int64_t elements(ArrayRef<int64_t> shape) {
  int64_t count = 1;
  for (int64_t d : shape)
    count *= d;
  return count;
}

/// Multiply-adds of a matmul of these (oriented) operand shapes: batch x M
/// x N x K.
std::optional<double> macs(ArrayRef<int64_t> lhs, ArrayRef<int64_t> rhs) {
  std::string error;
  FailureOr<SmallVector<int64_t>> result = inferMatmulShape(lhs, rhs, false, false, error);
  if (failed(result))
    return std::nullopt;
  return double(elements(*result)) * double(lhs.back());
}

/// The (oriented) shape of lhs @ rhs, empty when they do not multiply.
SmallVector<int64_t> productShape(ArrayRef<int64_t> lhs, ArrayRef<int64_t> rhs) {
  std::string error;
  FailureOr<SmallVector<int64_t>> result = inferMatmulShape(lhs, rhs, false, false, error);
  return succeeded(result) ? *result : SmallVector<int64_t>();
}

/// A stored operand's shape as the product reads it (transposed when the
/// flag says so): every shape below is in that orientation.
SmallVector<int64_t> oriented(Value value, bool transposed) {
  SmallVector<int64_t> shape(cast<RankedTensorType>(value.getType()).getShape());
  if (transposed)
    std::swap(shape[shape.size() - 1], shape[shape.size() - 2]);
  return shape;
}

/// True if the chain is one this pass rewrites and the other order needs at
/// most half the multiply-adds.
bool pays(const Chain &chain) {
  MatmulOp outer = chain.outer, inner = chain.inner;
  // numpy's vector rules drop a dim, and a transposed product would need
  // both operands swapped: leave those to the library. f32 only: in f16 the
  // new intermediate (B C) could overflow where stock's (A B) did not.
  for (Value v : {inner.getLhs(), inner.getRhs(), outer.getLhs(), outer.getRhs()})
    if (cast<RankedTensorType>(v.getType()).getRank() < 2 ||
        !cast<RankedTensorType>(v.getType()).hasStaticShape())
      return false;
  if (!outer.getResult().getType().getElementType().isF32() ||
      (chain.innerIsLhs ? outer.getTransposeLhs() : outer.getTransposeRhs()))
    return false;
  // A folded scale (alpha) would have to move like the scalar steps, and
  // the outer one onto the bias row too: the worker folds scales after this
  // pass, so it never sees one here; left alone rather than half-handled.
  if (!inner.getAlpha().isExactlyValue(1.0) || !outer.getAlpha().isExactlyValue(1.0))
    return false;
  // (A B + b1) C adds the row b1 C (a scalar shift c adds c times C's
  // column sums); C (A B + b1) would add an outer product.
  bool addsRow = inner.getBias() || chain.shifts();
  if (addsRow && !chain.innerIsLhs)
    return false;
  if (addsRow && cast<RankedTensorType>(outer.getRhs().getType()).getRank() != 2)
    return false;
  SmallVector<int64_t> a = oriented(inner.getLhs(), inner.getTransposeLhs());
  SmallVector<int64_t> b = oriented(inner.getRhs(), inner.getTransposeRhs());
  Value otherValue = chain.innerIsLhs ? outer.getRhs() : outer.getLhs();
  SmallVector<int64_t> c =
      oriented(otherValue, chain.innerIsLhs ? outer.getTransposeRhs() : outer.getTransposeLhs());
  ArrayRef<int64_t> ab = inner.getResult().getType().getShape();
  std::optional<double> innerMacs = macs(a, b), before, first, second;
  if (chain.innerIsLhs) { // (A B) C -> A (B C)
    before = macs(ab, c);
    first = macs(b, c);
    second = macs(a, productShape(b, c));
  } else { // C (A B) -> (C A) B
    before = macs(c, ab);
    first = macs(c, a);
    second = macs(productShape(c, a), b);
  }
  if (!before || !innerMacs || !first || !second)
    return false;
  return 2 * (*first + *second) <= *before + *innerMacs;
}

/// The chain's steps on `value`, innermost first: all of them on a bias
/// row, only the multiplies and divides on a product (the shifts are rows).
Value scaled(OpBuilder &builder, Location loc, const Chain &chain, Value value,
             bool shifts = false) {
  for (Operation *scalar : llvm::reverse(chain.scalars))
    if (shifts || isa<MulScalarOp, DivScalarOp>(scalar))
      value = reapplyScalarStep(builder, loc, scalar, value);
  return value;
}

/// The number the steps make of a zero entry (the shifts, scaled by the
/// steps after them): the row's coefficient of C's column sums.
double shiftOfZero(const Chain &chain) {
  double shift = 0;
  for (Operation *scalar : llvm::reverse(chain.scalars)) {
    double c = cast<FloatAttr>(scalar->getAttr("scalar")).getValueAsDouble();
    if (isa<MulScalarOp>(scalar))
      shift *= c;
    else if (isa<DivScalarOp>(scalar))
      shift /= c;
    else if (isa<AddScalarOp>(scalar))
      shift += c;
    else
      shift -= c;
  }
  return shift;
}

/// A matmul of lhs and rhs (read transposed as the flags say), its result
/// type inferred; the chain's strict_fp32 carries over.
Value product(OpBuilder &builder, Location loc, const Chain &chain, Value lhs, bool transposeLhs,
              Value rhs, bool transposeRhs, Value bias = Value()) {
  std::string error;
  FailureOr<SmallVector<int64_t>> shape = inferMatmulShape(
      cast<RankedTensorType>(lhs.getType()).getShape(),
      cast<RankedTensorType>(rhs.getType()).getShape(), transposeLhs, transposeRhs, error);
  assert(succeeded(shape) && "pays() checked the shapes");
  auto type = RankedTensorType::get(*shape, cast<RankedTensorType>(lhs.getType()).getElementType());
  MatmulOp outer = chain.outer, inner = chain.inner;
  bool strict = outer.getStrictFp32() || inner.getStrictFp32();
  return builder.create<MatmulOp>(loc, type, lhs, rhs, bias, transposeRhs, transposeLhs, strict)
      .getResult();
}

/// What the inner bias and the shifts add after the rewrite, a row of
/// op(C)'s columns: steps(b1) op(C), or without b1 the shifts times op(C)'s
/// column sums; null when neither is there.
Value biasRow(OpBuilder &builder, Location loc, const Chain &chain) {
  MatmulOp outer = chain.outer, inner = chain.inner;
  Value c = outer.getRhs();
  bool transposed = outer.getTransposeRhs();
  if (Value b1 = inner.getBias())
    return product(builder, loc, chain, scaled(builder, loc, chain, b1, /*shifts=*/true), false, c,
                   transposed);
  if (!chain.shifts())
    return Value();
  // op(C) is [N, P]: its column sums run over the stored dim 0, or 1 when
  // it is read transposed.
  Value sums = builder
                   .create<SumOp>(loc, c, builder.getDenseI64ArrayAttr({transposed ? 1 : 0}),
                                  builder.getBoolAttr(false))
                   .getResult();
  return builder.create<MulScalarOp>(loc, sums, shiftOfZero(chain)).getResult();
}

/// steps(op(A) op(B) + b1) op(C) + b2
///   -> op(A) [muls(op(B) op(C))] + [steps(b1) op(C) + b2]
/// (muls: the multiplies and divides among the steps; without b1 the shifts
/// add their sum times op(C)'s column sums), and
/// op(C) muls(op(A) op(B)) + b2 -> [muls(op(C) op(A))] op(B) + b2.
Value reassociated(OpBuilder &builder, Location loc, const Chain &chain) {
  MatmulOp outer = chain.outer, inner = chain.inner;
  if (!chain.innerIsLhs) {
    Value ca = product(builder, loc, chain, outer.getLhs(), outer.getTransposeLhs(), inner.getLhs(),
                       inner.getTransposeLhs());
    return product(builder, loc, chain, scaled(builder, loc, chain, ca), false, inner.getRhs(),
                   inner.getTransposeRhs(), outer.getBias());
  }
  Value bc = product(builder, loc, chain, inner.getRhs(), inner.getTransposeRhs(), outer.getRhs(),
                     outer.getTransposeRhs());
  Value bias = outer.getBias();
  if (Value row = biasRow(builder, loc, chain))
    bias = bias ? builder.create<AddOp>(loc, row, bias).getResult() : row;
  return product(builder, loc, chain, inner.getLhs(), inner.getTransposeLhs(),
                 scaled(builder, loc, chain, bc), false, bias);
}

/// The first chain in `function` worth rewriting, if any.
std::optional<Chain> findChain(func::FuncOp function) {
  std::optional<Chain> found;
  function.walk([&](MatmulOp outer) {
    if (usesOwnResult(outer))
      return WalkResult::advance();
    for (bool innerIsLhs : {true, false}) {
      Chain chain;
      chain.outer = outer;
      chain.innerIsLhs = innerIsLhs;
      chain.inner = scaledMatmul(innerIsLhs ? outer.getLhs() : outer.getRhs(), chain.scalars);
      if (chain.inner && pays(chain)) {
        found = std::move(chain);
        return WalkResult::interrupt();
      }
    }
    return WalkResult::advance();
  });
  return found;
}

class ReassociateMatmulsPass
    : public ::cuagent::impl::CuagentReassociateMatmulsBase<ReassociateMatmulsPass> {
public:
  void runOnOperation() override {
    // One chain at a time: a rewrite can make the next link of a longer
    // chain worth it (A B C D). Each rewrite at least halves its chain's
    // multiply-adds and the reverse order never pays, so this ends.
    while (std::optional<Chain> chain = findChain(getOperation())) {
      OpBuilder builder(chain->outer);
      Value result = reassociated(builder, chain->outer.getLoc(), *chain);
      chain->outer.getResult().replaceAllUsesWith(result);
      chain->outer.erase();
      for (Operation *scalar : chain->scalars)
        scalar->erase();
      chain->inner.erase();
    }
  }
};

} // namespace
