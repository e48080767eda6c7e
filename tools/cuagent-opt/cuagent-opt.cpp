//===- cuagent-opt.cpp - mlir-opt for the cuagent dialect -----------------===//
//
// Runs passes over cuagent IR for lit tests and debugging. Only the dialects
// and passes that the compiler itself uses are registered, so a test cannot
// come to depend on something the real pipeline lacks.
//
//===----------------------------------------------------------------------===//

#include "cuagent/Dialect/CuagentDialect.h"
#include "cuagent/Dialect/CuagentOps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "mlir/Transforms/Passes.h"

#include <cstdio>

// CMake defines CUAGENT_HAVE_PASSES when it links CuagentPasses; the header
// alone is not enough, since its generated Passes.h.inc comes with the library.
#if defined(CUAGENT_HAVE_PASSES) && __has_include("cuagent/Passes/Passes.h")
#include "cuagent/Passes/Passes.h"
#define CUAGENT_REGISTER_PASSES 1
#endif

#ifdef CUAGENT_REGISTER_PASSES
static void registerOptionalPasses() { cuagent::registerCuagentPasses(); }
#else
static void registerOptionalPasses() {}
#endif

static int toolMain(int argc, char **argv) {
  mlir::registerCanonicalizerPass();
  mlir::registerCSEPass();
  registerOptionalPasses();

  mlir::DialectRegistry registry;
  registry.insert<cuagent::CuagentDialect, mlir::func::FuncDialect>();
  return mlir::asMainReturnCode(
      mlir::MlirOptMain(argc, argv, "cuagent optimizer driver\n", registry));
}

/// Nothing escapes as an abort: any exception ends the tool with a one-line
/// error and exit code 1.
int main(int argc, char **argv) {
  try {
    return toolMain(argc, argv);
  } catch (const std::exception &error) {
    std::fprintf(stderr, "cuagent-opt: error: internal: %s\n", error.what());
  } catch (...) {
    std::fprintf(stderr, "cuagent-opt: error: internal: unknown exception\n");
  }
  return 1;
}
