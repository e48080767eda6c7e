//===- Pipeline.cpp - The worker's pass pipeline ----------------------------===//
#include "cuagent/Passes/Passes.h"
#include "cuagent/Support/FileSystem.h"

#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/Passes.h"
#include "llvm/Support/raw_ostream.h"

#include <mutex>
#include <unistd.h>

namespace cuagent {

Status runWorkerPipeline(mlir::ModuleOp module) {
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
  mlir::PassManager pm(module.getContext());
  if (mlir::failed(mlir::parsePassPipeline(kWorkerFunctionPipeline, pm)))
    return Status::error("internal: the worker pass pipeline does not parse");
  if (mlir::succeeded(pm.run(module)))
    return Status::ok();
  std::string reproducer = "/tmp/cuagent-repro-" + std::to_string(::getpid()) + ".mlir";
  (void)writeFileAtomic(reproducer, input);
  llvm::errs() << "cuagent-compile: the pass pipeline failed; reproduce with:\n  cuagent-opt "
                  "--pass-pipeline='"
               << kWorkerPipeline << "' " << reproducer << "\n";
  return Status::error("the pass pipeline failed (reproducer: " + reproducer + ")");
}

} // namespace cuagent
