//===- LongRowsAsGroupNorm.cpp - Few long layer-norm rows as group norm ---===//
//
// See Passes.td (CuagentLongRowsAsGroupNorm). Exact: group_norm over
// [rows, D] in one group computes layer_norm's statistics and affine over
// the same elements in the same order; the templates emit the same float
// expression for both (docs/decisions.md 40).
//
//===----------------------------------------------------------------------===//
#include "cuagent/Dialect/CuagentOps.h"
#include "cuagent/Passes/Passes.h"

namespace cuagent {
#define GEN_PASS_DEF_CUAGENTLONGROWSASGROUPNORM
#include "cuagent/Passes/Passes.h.inc"
} // namespace cuagent

using namespace mlir;
using namespace cuagent;

namespace {

class LongRowsAsGroupNormPass
    : public ::cuagent::impl::CuagentLongRowsAsGroupNormBase<LongRowsAsGroupNormPass> {
public:
  using Base::Base;

  void runOnOperation() override {
    SmallVector<LayerNormOp> norms;
    getOperation().walk([&](LayerNormOp norm) {
      if (shouldRewrite(norm))
        norms.push_back(norm);
    });
    for (LayerNormOp norm : norms)
      rewrite(norm);
  }

private:
  bool shouldRewrite(LayerNormOp norm) const {
    RankedTensorType type = norm.getInput().getType();
    if (!type.hasStaticShape() || type.getRank() < 1)
      return false;
    int64_t length = type.getShape().back();
    int64_t rows = length == 0 ? 0 : type.getNumElements() / length;
    return rows >= 1 && rows <= maxRows && length >= minRowLength;
  }

  static void rewrite(LayerNormOp norm) {
    OpBuilder builder(norm);
    Location loc = norm.getLoc();
    RankedTensorType type = norm.getInput().getType();
    int64_t length = type.getShape().back();
    SmallVector<int64_t, 2> rowsShape = {type.getNumElements() / length, length};
    Value input = reshapedTo(builder, loc, norm.getInput(), rowsShape);
    auto group = builder.create<GroupNormOp>(
        loc, input.getType(), input, norm.getAffine(), builder.getI64IntegerAttr(1),
        norm.getEpsAttr(), norm.getCudnnEnableAttr());
    Value result = reshapedTo(builder, loc, group.getResult(), type.getShape());
    norm.getResult().replaceAllUsesWith(result);
    norm.erase();
  }
};

} // namespace
