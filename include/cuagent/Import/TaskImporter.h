//===- TaskImporter.h - Task JSON -> cuagent dialect ------------*- C++ -*-===//
#ifndef CUAGENT_IMPORT_TASKIMPORTER_H
#define CUAGENT_IMPORT_TASKIMPORTER_H

#include "cuagent/Format/Task.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"

namespace cuagent {

/// Builds `module { func.func @<name>(inputs...) -> outputs }` with one
/// cuagent op (or a short sequence) per task node. Arguments follow the
/// task's input order, parameters included.
Expected<mlir::OwningOpRef<mlir::ModuleOp>> importTask(const Task &task,
                                                       mlir::MLIRContext &context);

/// Registers every dialect the compiler uses.
void registerCompilerDialects(mlir::MLIRContext &context);

} // namespace cuagent

#endif
