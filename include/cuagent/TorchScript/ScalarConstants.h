//===- ScalarConstants.h - Traced number constants as Scalars ----*- C++ -*-===//
//
// torch.jit.trace records the number in `x * 0.5` as a 0-dim double tensor
// constant, so the op is mul.Tensor with a double operand: a dtype no group
// takes, which cut every traced model's arithmetic out of its group
// (scripting writes mul.Scalar). Where the other operand is a floating
// tensor the two forms compute the same thing in ATen: a 0-dim operand
// does not promote a dimensioned one of its category, and a CPU scalar
// operand is read once as the common dtype either way (div's reciprocal
// optimization included). Such add, sub, mul and div become their Scalar
// overloads of the constant's value.
//
//===----------------------------------------------------------------------===//
#ifndef CUAGENT_TORCHSCRIPT_SCALARCONSTANTS_H
#define CUAGENT_TORCHSCRIPT_SCALARCONSTANTS_H

#include "cuagent/TorchScript/Partition.h"

#include <torch/csrc/jit/ir/ir.h>

#include <cstddef>
#include <memory>

namespace cuagent {

/// Rewrites every top-level add/sub/mul/div.Tensor whose second operand is
/// a one-element 0-dim number constant and whose first is a floating tensor
/// of the result's dtype (per `infos`, which gets the new values); returns
/// how many were rewritten.
size_t scalarizeConstantOperands(const std::shared_ptr<torch::jit::Graph> &graph,
                                 ValueInfos &infos);

} // namespace cuagent

#endif // CUAGENT_TORCHSCRIPT_SCALARCONSTANTS_H
