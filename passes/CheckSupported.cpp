//===- CheckSupported.cpp - Reject what codegen cannot lower ---------------===//
#include "cuagent/Dialect/CuagentOps.h"
#include "cuagent/Passes/Passes.h"

namespace cuagent {
#define GEN_PASS_DEF_CUAGENTCHECKSUPPORTED
#include "cuagent/Passes/Passes.h.inc"
} // namespace cuagent

using namespace mlir;

namespace {

class CheckSupportedPass : public ::cuagent::impl::CuagentCheckSupportedBase<CheckSupportedPass> {
public:
  void runOnOperation() override {
    func::FuncOp function = getOperation();
    for (BlockArgument argument : function.getArguments()) {
      auto type = dyn_cast<RankedTensorType>(argument.getType());
      if (!type || !type.hasStaticShape() || type.getNumElements() == 0) {
        function.emitError() << "argument " << argument.getArgNumber()
                             << " must be a non-empty tensor of static shape";
        return signalPassFailure();
      }
    }
    WalkResult result = function.walk([&](Operation *op) {
      if (isa<func::FuncOp, func::ReturnOp>(op))
        return WalkResult::advance();
      if (!::cuagent::isElementwise(op) && !::cuagent::isRowOp(op) && !::cuagent::isLibraryOp(op) &&
          !::cuagent::isLayoutOp(op)) {
        op->emitOpError("is not a cuagent op that codegen can lower");
        return WalkResult::interrupt();
      }
      return WalkResult::advance();
    });
    if (result.wasInterrupted())
      return signalPassFailure();
    auto returnOp = cast<func::ReturnOp>(function.getBody().front().getTerminator());
    for (Value operand : returnOp.getOperands()) {
      if (isa<BlockArgument>(operand)) {
        returnOp.emitError("a function result is one of its arguments; the group computes "
                           "nothing for it, capture should not have produced it");
        return signalPassFailure();
      }
    }
  }
};

} // namespace
