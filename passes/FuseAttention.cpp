//===- FuseAttention.cpp - Decomposed attention as one attention op -------===//
//
// See Passes.td (CuagentFuseAttention). The importer writes sdpa as PyTorch's
// math reference (decision 41), and models write the same chain by hand;
// both materialize [.., L, S] scores between two GEMMs. The attention op
// never stores them: the flash template keeps a tile of scores in
// registers and a running max and sum per query (decision 70).
//
//===----------------------------------------------------------------------===//
#include "cuagent/Dialect/CuagentOps.h"
#include "cuagent/Passes/Passes.h"

#include <cmath>
#include <limits>
#include <optional>

namespace cuagent {
#define GEN_PASS_DEF_CUAGENTFUSEATTENTION
#include "cuagent/Passes/Passes.h.inc"
} // namespace cuagent

using namespace mlir;
using namespace cuagent;

namespace {

RankedTensorType typeOf(Value value) { return cast<RankedTensorType>(value.getType()); }

/// The chain between the two GEMMs, read back from the softmax's input.
struct AttentionChain {
  MatmulOp scores;                  // q @ k^T
  SmallVector<Operation *> between; // the ops from the softmax back to `scores`
  double scale = 1;
  bool causal = false;
  Value mask;
};

/// One use, and not a use of itself: the op can be folded into the chain.
bool foldable(Operation *op) { return op && op->hasOneUse() && !usesOwnResult(op); }

/// `value` = masked_fill(x, causal_mask, -inf): x, else null.
Value causalInput(Value value) {
  auto fill = value.getDefiningOp<MaskedFillOp>();
  if (!foldable(fill) || !fill.getMask().getDefiningOp<CausalMaskOp>() ||
      fill.getScalar().convertToDouble() != -std::numeric_limits<double>::infinity())
    return nullptr;
  // The mask is the [L, S] matrix of the scores' last two dims.
  ArrayRef<int64_t> scores = typeOf(fill.getInput()).getShape();
  if (scores.size() < 2 || typeOf(fill.getMask()).getShape() != scores.take_back(2))
    return nullptr;
  return fill.getInput();
}

/// Reads matmul -> (mul_s | div_s)* -> [causal masked_fill] -> [add mask]
/// back from the softmax's input; nullopt where it is anything else.
std::optional<AttentionChain> chainOf(Value input) {
  AttentionChain chain;
  Value x = input;
  if (auto add = x.getDefiningOp<AddOp>(); foldable(add)) {
    // The scores side has the scores' shape; the mask only broadcasts to it.
    Value lhs = add.getLhs(), rhs = add.getRhs();
    for (auto [scores, mask] : {std::pair(lhs, rhs), std::pair(rhs, lhs)}) {
      if (typeOf(scores) != typeOf(add.getResult()) || !typeOf(mask).getElementType().isF32())
        continue;
      Operation *def = scores.getDefiningOp();
      if (!mlir::isa_and_nonnull<MaskedFillOp, MulScalarOp, DivScalarOp, MatmulOp>(def))
        continue;
      chain.mask = mask;
      chain.between.push_back(add);
      x = scores;
      break;
    }
    if (!chain.mask)
      return std::nullopt;
  }
  if (Value masked = causalInput(x)) {
    chain.causal = true;
    chain.between.push_back(x.getDefiningOp());
    x = masked;
  }
  while (Operation *def = x.getDefiningOp()) {
    if (!mlir::isa<MulScalarOp, DivScalarOp>(def) || !foldable(def))
      break;
    double scalar = def->getAttrOfType<FloatAttr>("scalar").getValueAsDouble();
    chain.scale = mlir::isa<MulScalarOp>(def) ? chain.scale * scalar : chain.scale / scalar;
    chain.between.push_back(def);
    x = def->getOperand(0);
  }
  chain.scores = x.getDefiningOp<MatmulOp>();
  if (!foldable(chain.scores))
    return std::nullopt;
  chain.scale *= chain.scores.getAlpha().convertToDouble();
  return chain;
}

/// What the attention template computes: f32, k read as the GEMM's
/// transposed rhs, equal batch dims, heads within kMaxAttentionHeadDim.
bool templateFits(AttentionChain chain, MatmulOp weighted) {
  MatmulOp scores = chain.scores;
  if (scores.getBias() || weighted.getBias() || !scores.getTransposeRhs() ||
      scores.getTransposeLhs() || weighted.getTransposeLhs() || weighted.getTransposeRhs() ||
      scores.getStrictFp32() || weighted.getStrictFp32() || !std::isfinite(chain.scale))
    return false;
  Value q = scores.getLhs(), k = scores.getRhs(), v = weighted.getRhs();
  for (Value value : {q, k, v, Value(weighted.getResult())})
    if (!typeOf(value).getElementType().isF32())
      return false;
  ArrayRef<int64_t> qs = typeOf(q).getShape(), ks = typeOf(k).getShape(), vs = typeOf(v).getShape();
  if (qs.size() < 2 || ks.size() != qs.size() || vs.size() != qs.size())
    return false;
  size_t batch = qs.size() - 2;
  return qs.take_front(batch) == ks.take_front(batch) &&
         qs.take_front(batch) == vs.take_front(batch) && qs.back() <= kMaxAttentionHeadDim &&
         vs.back() <= kMaxAttentionHeadDim;
}

/// Replaces `weighted` (softmax(...) @ v) by one attention op and erases the
/// chain, which had no other readers.
void fuse(MatmulOp weighted, SoftmaxOp softmax, AttentionChain chain) {
  OpBuilder builder(weighted);
  Location loc = weighted.getLoc();
  Value out = builder.create<AttentionOp>(
      loc, weighted.getResult().getType(), chain.scores.getLhs(), chain.scores.getRhs(),
      weighted.getRhs(), chain.mask, builder.getF64FloatAttr(chain.scale),
      builder.getBoolAttr(chain.causal));
  if (double alpha = weighted.getAlpha().convertToDouble(); alpha != 1.0)
    out = builder.create<MulScalarOp>(loc, out, alpha);
  weighted.getResult().replaceAllUsesWith(out);
  weighted.erase();
  softmax.erase();
  for (Operation *op : chain.between) {
    Value causal = mlir::isa<MaskedFillOp>(op) ? op->getOperand(1) : nullptr;
    op->erase();
    if (causal && causal.use_empty())
      causal.getDefiningOp()->erase();
  }
  chain.scores.erase();
}

class FuseAttentionPass : public ::cuagent::impl::CuagentFuseAttentionBase<FuseAttentionPass> {
public:
  void runOnOperation() override {
    SmallVector<SoftmaxOp> softmaxes;
    getOperation().walk([&](SoftmaxOp softmax) { softmaxes.push_back(softmax); });
    for (SoftmaxOp softmax : softmaxes) {
      if (!foldable(softmax) ||
          softmax.getNormalizedDim() != softmax.getInput().getType().getRank() - 1)
        continue;
      auto weighted = mlir::dyn_cast<MatmulOp>(*softmax->getUsers().begin());
      if (!weighted || weighted.getLhs() != softmax.getResult() || usesOwnResult(weighted))
        continue;
      std::optional<AttentionChain> chain = chainOf(softmax.getInput());
      if (chain && templateFits(*chain, weighted))
        fuse(weighted, softmax, *chain);
    }
  }
};

} // namespace
