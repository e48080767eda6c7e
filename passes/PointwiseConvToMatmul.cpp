//===- PointwiseConvToMatmul.cpp - 1x1 convolutions as GEMMs --------------===//
//
// See Passes.td (CuagentPointwiseConvToMatmul). A convolution whose window
// is one element, with unit strides, no padding and one group, is W X[n]
// for each batch entry: a GEMM over the NC<spatial> layout as it is, with no
// layout transform (cuDNN transforms NCHW to NHWC for its tensor-core
// engines). Same products, summed in another order: an algebraic rewrite,
// verified like any candidate, with the unrewritten fallback of
// docs/decisions.md 45 (decision 62).
//
//===----------------------------------------------------------------------===//
#include "cuagent/Dialect/CuagentOps.h"
#include "cuagent/Passes/Passes.h"

#include "llvm/ADT/STLExtras.h"

namespace cuagent {
#define GEN_PASS_DEF_CUAGENTPOINTWISECONVTOMATMUL
#include "cuagent/Passes/Passes.h.inc"
} // namespace cuagent

using namespace mlir;
using namespace cuagent;

namespace {

RankedTensorType typeOf(Value value) { return cast<RankedTensorType>(value.getType()); }

bool allEqual(ArrayRef<int64_t> values, int64_t want) {
  return llvm::all_of(values, [&](int64_t v) { return v == want; });
}

/// Whether `conv` reads one input element per output element and channel:
/// a 1-element window, unit strides, no padding, one group, static shapes.
bool isPointwise(ConvOp conv) {
  RankedTensorType x = typeOf(conv.getInput()), w = typeOf(conv.getWeight());
  if (!x.hasStaticShape() || !w.hasStaticShape() || !typeOf(conv.getResult()).hasStaticShape() ||
      x.getRank() < 3 || w.getRank() != x.getRank() || conv.getGroups() != 1)
    return false;
  return allEqual(w.getShape().drop_front(2), 1) && allEqual(conv.getStride(), 1) &&
         allEqual(conv.getPadding(), 0) && allEqual(conv.getOutputPadding(), 0);
}

/// y[n] = W x[n] over x as [N, C, P] (P: the spatial positions), W as
/// [K, C] (a transposed conv's weight is [C, K]: read transposed), then y
/// back to [N, K, spatial...] and the bias, one per output channel, added
/// as a [K, 1, ...] broadcast (the matmul's own bias is per column).
void rewrite(ConvOp conv) {
  OpBuilder builder(conv);
  Location loc = conv.getLoc();
  RankedTensorType x = typeOf(conv.getInput()), w = typeOf(conv.getWeight());
  RankedTensorType y = typeOf(conv.getResult());
  int64_t batch = x.getShape()[0], channels = x.getShape()[1];
  int64_t positions = x.getNumElements() / (batch * channels);
  int64_t outChannels = y.getShape()[1];
  Value input = reshapedTo(builder, loc, conv.getInput(), {batch, channels, positions});
  bool transposed = conv.getTransposed();
  Value weight = reshapedTo(builder, loc, conv.getWeight(), {w.getShape()[0], w.getShape()[1]});
  auto productType = RankedTensorType::get({batch, outChannels, positions}, y.getElementType());
  Value product = builder.create<MatmulOp>(loc, productType, weight, input, Value(),
                                           /*transpose_rhs=*/false,
                                           /*transpose_lhs=*/transposed);
  Value out = reshapedTo(builder, loc, product, y.getShape());
  if (Value bias = conv.getBias()) {
    SmallVector<int64_t> biasShape(size_t(y.getRank() - 1), 1);
    biasShape[0] = outChannels;
    out = builder.create<AddOp>(loc, out, reshapedTo(builder, loc, bias, biasShape));
  }
  conv.getResult().replaceAllUsesWith(out);
  conv.erase();
}

class PointwiseConvToMatmulPass
    : public ::cuagent::impl::CuagentPointwiseConvToMatmulBase<PointwiseConvToMatmulPass> {
public:
  void runOnOperation() override {
    SmallVector<ConvOp> convs;
    getOperation().walk([&](ConvOp conv) {
      if (isPointwise(conv))
        convs.push_back(conv);
    });
    for (ConvOp conv : convs)
      rewrite(conv);
  }
};

} // namespace
