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

/// The shape of every value a task names (its inputs and its nodes'
/// results, in logical order) as the importer infers it, or the import's
/// one-line error. Imports into a context of its own.
Expected<TaskShapes> inferTaskShapes(const Task &task);

/// Registers every dialect the compiler uses.
void registerCompilerDialects(mlir::MLIRContext &context);

} // namespace cuagent

#endif
