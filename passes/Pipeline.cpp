//===- Pipeline.cpp - The worker's pass pipeline ----------------------------===//
#include "cuagent/Passes/Passes.h"
#include "cuagent/Support/FileSystem.h"

#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/Passes.h"
#include "llvm/Support/raw_ostream.h"

#include <mutex>

namespace cuagent {

WorkerPipeline workerPipeline(bool algebraic, bool pointwiseConvs) {
  if (!algebraic)
    return {kWorkerPlainFunctionPipeline, kWorkerPlainPipeline};
  if (pointwiseConvs)
    return {kWorkerFunctionPipeline, kWorkerPipeline};
  return {kWorkerTf32FunctionPipeline, kWorkerTf32Pipeline};
}

Status runWorkerPipeline(mlir::ModuleOp module, const Reproducer &reproducer, bool algebraic,
                         bool pointwiseConvs) {
  // The pipeline is parsed from the same text cuagent-opt reproduces it with.
  static std::once_flag registered;
  std::call_once(registered, [] {
    mlir::registerCanonicalizerPass();
    mlir::registerCSEPass();
    registerCuagentPasses();
  });
  std::string input;
  llvm::raw_string_ostream os(input);
  module.print(os);
  // pm is anchored on the module: it takes the function-level text, and
  // cuagent-opt the module-anchored one.
  WorkerPipeline chosen = workerPipeline(algebraic, pointwiseConvs);
  llvm::StringRef pipeline = chosen.anchored;
  mlir::PassManager pm(module.getContext());
  if (mlir::failed(mlir::parsePassPipeline(chosen.function, pm)))
    return Status::error("internal: the worker pass pipeline does not parse");
  if (mlir::succeeded(pm.run(module)))
    return Status::ok();
  std::string where;
  if (!reproducer.path.empty()) {
    Status written = writeFileAtomic(reproducer.path, input);
    where = written ? reproducer.path : "not saved: " + written.message();
  } else if (reproducer.capture) {
    *reproducer.capture = input;
    where = reproducer.capturedAs;
  } else {
    where = "not saved; pass --reproducer=FILE to keep it";
  }
  llvm::errs() << "cuagent-compile: the pass pipeline failed; reproduce with:\n  cuagent-opt "
                  "--pass-pipeline='"
               << pipeline << "' " << where << "\n";
  return Status::error("the pass pipeline failed (reproducer: " + where + ")");
}

} // namespace cuagent
