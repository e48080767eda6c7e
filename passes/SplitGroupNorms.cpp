//===- SplitGroupNorms.cpp - Group norms as statistics and an apply -------===//
//
// See Passes.td (CuagentSplitGroupNorms). Exact: group_norm_stats computes
// the statistics group_norm's templates compute, and group_norm_apply the
// same float expression of them (docs/decisions.md 136); only where the
// normalized values are computed moves, into the kernel that reads them.
//
//===----------------------------------------------------------------------===//
#include "cuagent/Dialect/CuagentOps.h"
#include "cuagent/Passes/Passes.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/IRMapping.h"

namespace cuagent {
#define GEN_PASS_DEF_CUAGENTSPLITGROUPNORMS
#include "cuagent/Passes/Passes.h.inc"
} // namespace cuagent

using namespace mlir;
using namespace cuagent;

namespace {

/// How far a reader or a cloned chain may be from the norm, in ops.
constexpr int kMaxChain = 8;

/// True when `value`'s one reader is a row op taking it as its input, or a
/// position-free elementwise op whose result is, in turn, read only that way
/// (up to `depth` of them): the row op's kernel then computes the apply as
/// its prologue, and no other kernel needs the normalized values.
bool readByRowOpAlone(Value value, int depth = kMaxChain) {
  if (!value.hasOneUse())
    return false;
  Operation *user = *value.getUsers().begin();
  if (isRowOp(user)) // its one use: as the input, not a parameter
    return user->getOperand(0) == value;
  return depth > 0 && isPositionFreeElementwise(user) && !isLayoutOp(user) &&
         user->getNumResults() == 1 && readByRowOpAlone(user->getResult(0), depth - 1);
}

bool shouldSplit(GroupNormOp norm) {
  RankedTensorType type = norm.getInput().getType();
  return type.hasStaticShape() && type.getElementType().isF32() && !usesOwnResult(norm) &&
         readByRowOpAlone(norm.getResult());
}

/// The position-free elementwise ops (or applies of norms split before)
/// between the norm's input and a GEMM, a convolution or a group input
/// (innermost last), each with exactly one
/// operand of the input's shape (the chain's), the others smaller; empty
/// where the chain starts anywhere else. Another kernel's epilogue (after a
/// row op, or elementwise ops of their own kernel) would have to store its
/// values for the clone's kernel to read: cloning pays only where the chain
/// is the statistics kernel's prologue and would otherwise be stored for
/// the reader.
SmallVector<Operation *> clonableChain(Value input) {
  auto inputType = cast<RankedTensorType>(input.getType());
  ArrayRef<int64_t> shape = inputType.getShape();
  SmallVector<Operation *> chain;
  Value value = input;
  while (Operation *def = value.getDefiningOp()) {
    if (isLibraryOp(def))
      return chain;
    // An apply of an earlier split norm is elementwise too (its statistics
    // and parameters are small): group_norm -> group_norm -> layer_norm.
    bool elementwise = isPositionFreeElementwise(def) || isa<GroupNormApplyOp>(def);
    if (int(chain.size()) == kMaxChain || !elementwise || isLayoutOp(def) ||
        def->getNumResults() != 1)
      return {};
    Value full;
    for (Value operand : def->getOperands()) {
      auto type = cast<RankedTensorType>(operand.getType());
      if (type.getShape() == shape) {
        if (full)
          return {};
        full = operand;
      } else if (type.getNumElements() >= inputType.getNumElements()) {
        return {};
      }
    }
    if (!full)
      return {};
    chain.push_back(def);
    value = full;
  }
  return chain; // a group input
}

/// `chain` (clonableChain's order) cloned at the builder's point, innermost
/// first: the clone of the norm's input (`input` itself for no chain).
Value cloneChain(OpBuilder &builder, ArrayRef<Operation *> chain, Value input) {
  IRMapping mapping;
  Value result = input;
  for (Operation *op : llvm::reverse(chain))
    result = builder.clone(*op, mapping)->getResult(0);
  return result;
}

void split(GroupNormOp norm) {
  OpBuilder builder(norm);
  Location loc = norm.getLoc();
  RankedTensorType type = norm.getInput().getType();
  int64_t groups = static_cast<int64_t>(norm.getNumGroups());
  auto statsType = RankedTensorType::get({type.getShape()[0], groups, 2}, builder.getF32Type());
  auto stats = builder.create<GroupNormStatsOp>(loc, statsType, norm.getInput(),
                                                norm.getNumGroupsAttr(), norm.getEpsAttr());
  Value input = cloneChain(builder, clonableChain(norm.getInput()), norm.getInput());
  auto apply =
      builder.create<GroupNormApplyOp>(loc, type, input, stats.getResult(), norm.getAffine());
  norm.getResult().replaceAllUsesWith(apply.getResult());
  norm.erase();
}

class SplitGroupNormsPass
    : public ::cuagent::impl::CuagentSplitGroupNormsBase<SplitGroupNormsPass> {
public:
  void runOnOperation() override {
    SmallVector<GroupNormOp> norms;
    getOperation().walk([&](GroupNormOp norm) {
      if (shouldSplit(norm))
        norms.push_back(norm);
    });
    for (GroupNormOp norm : norms)
      split(norm);
  }
};

} // namespace
