//===- FormedModule.h - Tests over kernel IR the worker formed ---*- C++ -*-===//
//
// Codegen and builtin-policy tests start from a module of cuagent IR run
// through the worker's pipeline (cuagent-form-kernels last), as the worker
// hands it to the policy.
//
//===----------------------------------------------------------------------===//
#ifndef CUAGENT_TEST_UNIT_FORMEDMODULE_H
#define CUAGENT_TEST_UNIT_FORMEDMODULE_H

#include "cuagent/Import/TaskImporter.h"
#include "cuagent/Passes/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"

#include <gtest/gtest.h>

namespace cuagent::test {

class FormedModuleTest : public ::testing::Test {
protected:
  /// Parses `text` and runs the worker's pipeline on it (call from SetUp;
  /// a failure fails the test).
  void form(const char *text) {
    registerCompilerDialects(context_);
    module_ = mlir::parseSourceString<mlir::ModuleOp>(text, &context_);
    ASSERT_TRUE(module_);
    Status status = runWorkerPipeline(*module_);
    ASSERT_TRUE(status) << status.message();
  }
  mlir::func::FuncOp function(const char *name) {
    return module_->lookupSymbol<mlir::func::FuncOp>(name);
  }

  mlir::MLIRContext context_;
  mlir::OwningOpRef<mlir::ModuleOp> module_;
};

} // namespace cuagent::test

#endif // CUAGENT_TEST_UNIT_FORMEDMODULE_H
