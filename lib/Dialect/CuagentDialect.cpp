//===- CuagentDialect.cpp - The cuagent dialect ---------------------------===//

#include "cuagent/Dialect/CuagentDialect.h"
#include "cuagent/Dialect/CuagentOps.h"

using namespace mlir;
using namespace cuagent;

#include "cuagent/Dialect/CuagentOpsDialect.cpp.inc"

void CuagentDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "cuagent/Dialect/CuagentOps.cpp.inc"
      >();
}
