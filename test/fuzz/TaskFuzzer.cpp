//===- TaskFuzzer.cpp - libFuzzer target: task parser + importer ----------===//
//
// Any byte string: parseTask must return an error or a task; a task must
// round-trip through JSON, and importing it (then running the worker's pass
// pipeline) must fail cleanly or succeed. Crashes, aborts, hangs and leaks
// are bugs (see docs/fuzzing.md).
//
//===----------------------------------------------------------------------===//
#include "cuagent/Format/Task.h"
#include "cuagent/Import/TaskImporter.h"
#include "cuagent/Passes/Passes.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/Passes.h"

#include <cstdint>
#include <cstdlib>
#include <string>

extern "C" int LLVMFuzzerInitialize(int *, char ***) {
  mlir::registerCanonicalizerPass();
  mlir::registerCSEPass();
  cuagent::registerCuagentPasses();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  std::string text(reinterpret_cast<const char *>(data), size);
  cuagent::Expected<cuagent::Task> task = cuagent::parseTask(text);
  if (!task)
    return 0;
  // Whatever parses must serialize to something that parses to the same.
  std::string again = cuagent::taskToJson(*task).dump();
  cuagent::Expected<cuagent::Task> reparsed = cuagent::parseTask(again);
  if (!reparsed || cuagent::taskToJson(*reparsed).dump() != again)
    std::abort();

  mlir::MLIRContext context(mlir::MLIRContext::Threading::DISABLED);
  mlir::ScopedDiagnosticHandler quiet(&context, [](mlir::Diagnostic &) { return mlir::success(); });
  auto module = cuagent::importTask(*task, context);
  if (!module)
    return 0;
  mlir::PassManager pm(&context);
  if (mlir::failed(mlir::parsePassPipeline(cuagent::kWorkerFunctionPipeline, pm)))
    std::abort();
  (void)pm.run(**module);
  return 0;
}
