//===- SinkLayoutOps.cpp - Index maps moved below elementwise ops ---------===//
//
// See Passes.td (CuagentSinkLayoutOps). A kernel reads through a layout op
// with index arithmetic only where the op's input is loaded (an argument, a
// library call's or an earlier kernel's result): a permute of a value
// computed in the kernel needs another iteration order, so FormKernels
// starts a new kernel at it and the value goes through memory. An index
// map commutes with an elementwise op element for element, so
// `permute(relu(conv))` is `relu(permute(conv))` exactly: moved below the
// elementwise ops, the chain of index maps reads the loaded value and the
// elementwise ops fuse after it.
//
//===----------------------------------------------------------------------===//
#include "cuagent/Dialect/CuagentOps.h"
#include "cuagent/Passes/Passes.h"

#include "mlir/IR/Builders.h"

namespace cuagent {
#define GEN_PASS_DEF_CUAGENTSINKLAYOUTOPS
#include "cuagent/Passes/Passes.h.inc"
} // namespace cuagent

using namespace mlir;
using namespace cuagent;

namespace {

RankedTensorType typeOf(Value value) { return cast<RankedTensorType>(value.getType()); }

/// Layout ops whose every result element is one input element (pure index
/// maps). A constant pad or a bilinear upsampling makes new values, which an
/// elementwise op would map differently (exp of a padded zero is one).
bool isIndexMap(Operation *op) {
  return isa<ReshapeOp, PermuteOp, ExpandOp, SliceOp, FlipOp, RollOp, RepeatOp, UpsampleNearestOp,
             ContiguousOp>(op) &&
         op->getNumOperands() == 1;
}

/// True when each operand broadcasts (numpy rules) to the result's shape.
bool broadcastsToResult(Operation *op) {
  ArrayRef<int64_t> result = typeOf(op->getResult(0)).getShape();
  return llvm::all_of(op->getOperands(), [&](Value operand) {
    ArrayRef<int64_t> shape = typeOf(operand).getShape();
    if (shape.size() > result.size())
      return false;
    size_t offset = result.size() - shape.size();
    for (size_t i = 0; i < shape.size(); ++i)
      if (shape[i] != 1 && shape[i] != result[offset + i])
        return false;
    return true;
  });
}

/// An elementwise op whose result only `user` reads, whose operands are
/// float tensors (the layout ops take no bools) broadcasting to its result,
/// and whose value at an element depends on no position: tril, triu and
/// diag do (they keep or zero by row and column), causal_mask reads nothing,
/// and batch_norm and group_norm_apply read their statistics per channel of
/// dim 1 (and group), not by numpy broadcasting.
bool isSinkable(Operation *def, Operation *user) {
  if (!def || !isElementwise(def) ||
      isa<TrilOp, TriuOp, DiagOp, CausalMaskOp, BatchNormOp, GroupNormApplyOp>(def) ||
      def->getNumResults() != 1 || !def->getResult(0).hasOneUse() ||
      *def->getResult(0).getUsers().begin() != user || def->getNumOperands() == 0 ||
      !broadcastsToResult(def))
    return false;
  auto isFloat = [](Type type) {
    Type element = cast<RankedTensorType>(type).getElementType();
    return element.isF32() || element.isF16() || element.isBF16();
  };
  return isFloat(def->getResult(0).getType()) &&
         llvm::all_of(def->getOperandTypes(), [&](Type type) { return isFloat(type); });
}

/// The chain of single-use index maps from `top` down to the elementwise op
/// it reads (top first), or an empty chain. A chain of reshapes alone stays:
/// FormKernels keeps a reshape of a value computed in the kernel in the
/// kernel (the register at the same linear index).
SmallVector<Operation *> chainToElementwise(Operation *top, Operation *&elementwise) {
  SmallVector<Operation *> chain{top};
  Operation *op = top;
  while (true) {
    Operation *def = op->getOperand(0).getDefiningOp();
    if (isSinkable(def, op)) {
      elementwise = def;
      bool reorders = llvm::any_of(
          chain, [](Operation *member) { return !isa<ReshapeOp, ContiguousOp>(member); });
      return reorders ? chain : SmallVector<Operation *>();
    }
    if (!def || !isIndexMap(def) || !def->getResult(0).hasOneUse())
      return {};
    chain.push_back(def);
    op = def;
  }
}

/// `chain` (top first) rebuilt over `value`, bottom first, each op keeping
/// its shape and attributes and taking `value`'s element type.
Value rebuildChain(OpBuilder &builder, ArrayRef<Operation *> chain, Value value) {
  for (Operation *op : llvm::reverse(chain)) {
    Operation *copy = builder.clone(*op);
    copy->setOperand(0, value);
    copy->getResult(0).setType(
        RankedTensorType::get(typeOf(op->getResult(0)).getShape(), typeOf(value).getElementType()));
    value = copy->getResult(0);
  }
  return value;
}

/// top(...(chain(elementwise(x, y)))) -> elementwise(chain(x'), chain(y')),
/// where an operand that broadcasts (x') is first expanded to the result's
/// shape, so each element reads what it read before.
void sink(Operation *top, ArrayRef<Operation *> chain, Operation *elementwise) {
  OpBuilder builder(top);
  ArrayRef<int64_t> shape = typeOf(elementwise->getResult(0)).getShape();
  SmallVector<Value> operands;
  for (Value operand : elementwise->getOperands()) {
    Value value = operand;
    if (typeOf(value).getShape() != shape)
      value = builder.create<ExpandOp>(top->getLoc(),
                                       RankedTensorType::get(shape, typeOf(value).getElementType()),
                                       value, builder.getDenseI64ArrayAttr(shape));
    operands.push_back(rebuildChain(builder, chain, value));
  }
  Operation *copy = builder.clone(*elementwise);
  copy->setOperands(operands);
  copy->getResult(0).setType(RankedTensorType::get(
      typeOf(top->getResult(0)).getShape(), typeOf(elementwise->getResult(0)).getElementType()));
  top->getResult(0).replaceAllUsesWith(copy->getResult(0));
  for (Operation *op : chain) // top first: each one's reader is gone
    op->erase();
  elementwise->erase();
}

class SinkLayoutOpsPass : public ::cuagent::impl::CuagentSinkLayoutOpsBase<SinkLayoutOpsPass> {
public:
  void runOnOperation() override {
    // Each sink moves an index map one elementwise op down; a chain of n
    // ops takes n rounds. The bound only guards against a cycle.
    for (int round = 0; round < 64; ++round) {
      Operation *top = nullptr, *elementwise = nullptr;
      SmallVector<Operation *> chain;
      getOperation().walk([&](Operation *op) {
        if (top || !isIndexMap(op))
          return;
        // The top of a chain: its reader is no index map that could carry it.
        Operation *reader =
            op->getResult(0).hasOneUse() ? *op->getResult(0).getUsers().begin() : nullptr;
        if (reader && isIndexMap(reader))
          return;
        Operation *found = nullptr;
        SmallVector<Operation *> candidate = chainToElementwise(op, found);
        if (!candidate.empty()) {
          top = op;
          elementwise = found;
          chain = std::move(candidate);
        }
      });
      if (!top)
        return;
      sink(top, chain, elementwise);
    }
  }
};

} // namespace
