//===- PickFromLogSoftmax.cpp - Picks from a log_softmax as x[t] - lse -----===//
//
// See Passes.td (CuagentPickFromLogSoftmax). nll_loss of a log_softmax
// writes every log-probability to read one per row; x[t] - logsumexp(x)
// reads the row once and writes nothing of its size (decision 116).
//
//===----------------------------------------------------------------------===//
#include "cuagent/Dialect/CuagentOps.h"
#include "cuagent/Passes/Passes.h"

namespace cuagent {
#define GEN_PASS_DEF_CUAGENTPICKFROMLOGSOFTMAX
#include "cuagent/Passes/Passes.h.inc"
} // namespace cuagent

using namespace mlir;
using namespace cuagent;

namespace {

RankedTensorType typeOf(Value value) { return cast<RankedTensorType>(value.getType()); }

/// take_along's dim, normalized.
int64_t pickDim(TakeAlongOp pick) {
  int64_t dim = static_cast<int64_t>(pick.getDim());
  return dim < 0 ? dim + typeOf(pick.getInput()).getRank() : dim;
}

/// True for an op computing each element from its operand's element alone:
/// a one-operand elementwise registry row with a formula, of one type. Not
/// tril or triu (hand-written: they read the position), nor a cast.
bool isPositionFreeUnary(Operation *op) {
  return op && op->getNumOperands() == 1 && op->getNumResults() == 1 &&
         isPositionFreeElementwise(op) && typeOf(op->getOperand(0)) == typeOf(op->getResult(0));
}

/// take_along(f(z), t) -> f(take_along(z, t)), repeatedly: the pick then
/// reads z from memory and f(z) need not be stored for it.
void sinkPick(TakeAlongOp pick) {
  while (true) {
    Operation *unary = pick.getInput().getDefiningOp();
    if (!isPositionFreeUnary(unary))
      return;
    OpBuilder builder(pick);
    Value z = unary->getOperand(0);
    auto picked = builder.create<TakeAlongOp>(
        pick.getLoc(), RankedTensorType::get(typeOf(pick).getShape(), typeOf(z).getElementType()),
        z, pick.getIndex(), pick.getDimAttr());
    Operation *applied = applyUnaryTo(builder, unary, picked);
    pick.getResult().replaceAllUsesWith(applied->getResult(0));
    pick.erase();
    if (unary->use_empty())
      unary->erase();
    pick = picked;
  }
}

/// The picks reading `softmax`, when they are all its readers and pick
/// along its dim; else none.
SmallVector<TakeAlongOp> picksOf(LogSoftmaxOp softmax) {
  SmallVector<TakeAlongOp> picks;
  for (Operation *user : softmax->getUsers()) {
    auto pick = dyn_cast<TakeAlongOp>(user);
    if (!pick || pick.getInput() != softmax.getResult() ||
        pickDim(pick) != softmax.getNormalizedDim())
      return {};
    picks.push_back(pick);
  }
  return picks;
}

/// Each pick of `softmax` as take_along(x, t) - logsumexp(x, dim); returns
/// the new picks.
SmallVector<TakeAlongOp> rewrite(LogSoftmaxOp softmax, ArrayRef<TakeAlongOp> picks) {
  OpBuilder builder(softmax);
  Value x = softmax.getInput();
  auto lse = builder.create<LogsumexpOp>(softmax.getLoc(), x,
                                         builder.getDenseI64ArrayAttr(softmax.getNormalizedDim()),
                                         /*keepdim=*/false);
  SmallVector<TakeAlongOp> rewritten;
  for (TakeAlongOp pick : picks) {
    builder.setInsertionPoint(pick);
    auto picked = builder.create<TakeAlongOp>(pick.getLoc(), pick.getType(), x, pick.getIndex(),
                                              pick.getDimAttr());
    Value difference = builder.create<SubOp>(pick.getLoc(), picked, lse.getResult());
    pick.getResult().replaceAllUsesWith(difference);
    pick.erase();
    rewritten.push_back(picked);
  }
  softmax.erase();
  return rewritten;
}

class PickFromLogSoftmaxPass
    : public ::cuagent::impl::CuagentPickFromLogSoftmaxBase<PickFromLogSoftmaxPass> {
public:
  void runOnOperation() override {
    SmallVector<LogSoftmaxOp> softmaxes;
    getOperation().walk([&](LogSoftmaxOp softmax) { softmaxes.push_back(softmax); });
    for (LogSoftmaxOp softmax : softmaxes) {
      SmallVector<TakeAlongOp> picks = picksOf(softmax);
      if (picks.empty())
        continue;
      for (TakeAlongOp pick : rewrite(softmax, picks))
        sinkPick(pick);
    }
    // Picks of other values (cross_entropy's of the logits) sink too.
    SmallVector<TakeAlongOp> picks;
    getOperation().walk([&](TakeAlongOp pick) { picks.push_back(pick); });
    for (TakeAlongOp pick : picks)
      sinkPick(pick);
  }
};

} // namespace
