//===- OptFuzzer.cpp - libFuzzer target: cuagent-opt parse + passes -------===//
//
// What cuagent-opt does with one input: parse it, verify it, canonicalize
// it (at module level too, where the body is a graph region) and run the
// worker's pipeline. Every step may fail with a diagnostic; none may crash,
// abort or fail to terminate (libFuzzer's -timeout catches the last).
//
//===----------------------------------------------------------------------===//
#include "cuagent/Import/TaskImporter.h"
#include "cuagent/Passes/Passes.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/Passes.h"

#include <cstdint>
#include <string>

extern "C" int LLVMFuzzerInitialize(int *, char ***) {
  mlir::registerCanonicalizerPass();
  mlir::registerCSEPass();
  cuagent::registerCuagentPasses();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  std::string text(reinterpret_cast<const char *>(data), size);
  mlir::MLIRContext context(mlir::MLIRContext::Threading::DISABLED);
  cuagent::registerCompilerDialects(context);
  mlir::ScopedDiagnosticHandler quiet(&context, [](mlir::Diagnostic &) { return mlir::success(); });
  mlir::ParserConfig config(&context);
  mlir::OwningOpRef<mlir::ModuleOp> module = mlir::parseSourceString<mlir::ModuleOp>(text, config);
  if (!module || mlir::failed(mlir::verify(*module)))
    return 0;
  mlir::PassManager pm(&context);
  pm.enableVerifier(true);
  // Module-level canonicalization first: that is where graph regions are.
  if (mlir::failed(mlir::parsePassPipeline(
          "builtin.module(canonicalize," + cuagent::kWorkerFunctionPipeline.str() + ")", pm)))
    return 0;
  (void)pm.run(*module);
  return 0;
}
