//===- Passes.td - cuagent passes --------------------------*- tablegen -*-===//
#ifndef CUAGENT_PASSES_TD
#define CUAGENT_PASSES_TD

include "mlir/Pass/PassBase.td"

def CuagentFormKernels : Pass<"cuagent-form-kernels", "::mlir::func::FuncOp"> {
  let summary = "Group cuagent ops into the kernels that codegen will emit";
  let description = [{
    Walks a function in order and tags every cuagent op with an integer
    attribute `cuagent.kernel`. A kernel is either a run of elementwise ops
    (one thread per element of the broadcast iteration space), or an
    elementwise prologue, one last-dimension row op (sum, mean, amax,
    softmax) and an elementwise epilogue over the row op's result shape (one
    block per row). Values that cross kernels become workspace buffers.
  }];
  let dependentDialects = ["::cuagent::CuagentDialect"];
}

def CuagentCheckSupported : Pass<"cuagent-check-supported", "::mlir::func::FuncOp"> {
  let summary = "Reject functions that codegen cannot lower, with a reason";
  let description = [{
    Emits an error naming the first value codegen cannot handle: tensors with
    zero elements, results that alias function arguments, ops from other
    dialects. The worker turns the error into a rejection reason instead of a
    crash in codegen.
  }];
}

#endif // CUAGENT_PASSES_TD
