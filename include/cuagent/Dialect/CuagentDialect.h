//===- CuagentDialect.h - The cuagent dialect -------------------*- C++ -*-===//
//
// Declares cuagent::CuagentDialect (one namespace for the whole project). Ops are in CuagentOps.h.
//
//===----------------------------------------------------------------------===//

#ifndef CUAGENT_DIALECT_CUAGENTDIALECT_H
#define CUAGENT_DIALECT_CUAGENTDIALECT_H

#include "mlir/IR/Dialect.h"

#include "cuagent/Dialect/CuagentOpsDialect.h.inc"

#endif // CUAGENT_DIALECT_CUAGENTDIALECT_H
