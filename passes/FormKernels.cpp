//===- FormKernels.cpp - Group ops into kernels ----------------------------===//
//
// The grouping is greedy and in program order, which is also a topological
// order, so every kernel only reads values of earlier kernels.
//
//===----------------------------------------------------------------------===//
#include "cuagent/Dialect/CuagentOps.h"
#include "cuagent/Passes/Passes.h"

#include "mlir/IR/Builders.h"
#include "llvm/ADT/DenseSet.h"

namespace cuagent {
#define GEN_PASS_DEF_CUAGENTFORMKERNELS
#include "cuagent/Passes/Passes.h.inc"
} // namespace cuagent

using namespace mlir;

namespace {

/// True if `shape` broadcasts to `target` (numpy rules, right-aligned).
bool broadcastsTo(ArrayRef<int64_t> shape, ArrayRef<int64_t> target) {
  if (shape.size() > target.size())
    return false;
  size_t offset = target.size() - shape.size();
  for (size_t i = 0; i < shape.size(); ++i)
    if (shape[i] != 1 && shape[i] != target[offset + i])
      return false;
  return true;
}

ArrayRef<int64_t> shapeOf(Value value) {
  return cast<RankedTensorType>(value.getType()).getShape();
}

struct KernelState {
  int64_t index = -1;
  Operation *rowOp = nullptr;
  llvm::SmallVector<Operation *> ops;
  llvm::DenseSet<Operation *> epilogue;
};

class FormKernelsPass : public ::cuagent::impl::CuagentFormKernelsBase<FormKernelsPass> {
public:
  void runOnOperation() override {
    func::FuncOp function = getOperation();
    OpBuilder builder(function.getContext());
    KernelState current;
    int64_t nextIndex = 0;
    auto startKernel = [&] {
      current = KernelState();
      current.index = nextIndex++;
    };
    auto assign = [&](Operation *op) {
      op->setAttr(::cuagent::kKernelAttrName, builder.getI64IntegerAttr(current.index));
      current.ops.push_back(op);
    };
    auto inCurrent = [&](Value value) {
      Operation *def = value.getDefiningOp();
      return def && llvm::is_contained(current.ops, def);
    };

    for (Operation &op : function.getBody().front()) {
      if (isa<func::ReturnOp>(op))
        continue;
      if (current.index < 0)
        startKernel();
      // A library call is a kernel of its own: it writes its result once,
      // and the ops after it start the next kernel (its epilogue).
      if (::cuagent::isLibraryOp(&op)) {
        if (!current.ops.empty())
          startKernel();
        assign(&op);
        current = KernelState(); // the next op opens a kernel
        continue;
      }
      if (::cuagent::isRowOp(&op)) {
        ArrayRef<int64_t> input = shapeOf(op.getOperand(0));
        bool fits = !current.rowOp;
        for (Operation *member : current.ops)
          fits = fits && broadcastsTo(shapeOf(member->getResult(0)), input);
        if (!fits)
          startKernel();
        current.rowOp = &op;
        assign(&op);
        continue;
      }
      if (!::cuagent::isElementwise(&op)) {
        op.emitOpError("is not supported by cuagent codegen");
        return signalPassFailure();
      }
      if (!current.rowOp) {
        assign(&op);
        continue;
      }
      // An epilogue op works on the row op's result shape and may only read
      // the row result, other epilogue values or values from outside.
      bool fits = shapeOf(op.getResult(0)) == shapeOf(current.rowOp->getResult(0));
      for (Value operand : op.getOperands()) {
        if (!inCurrent(operand))
          continue;
        Operation *def = operand.getDefiningOp();
        fits = fits && (def == current.rowOp || current.epilogue.contains(def));
      }
      if (!fits) {
        startKernel();
        assign(&op);
        continue;
      }
      current.epilogue.insert(&op);
      assign(&op);
    }
  }
};

} // namespace
