//===- BroadcastTensors.h - broadcast_tensors as expands --------*- C++ -*-===//
//
// The scripted functional losses (F.mse_loss, l1_loss, smooth_l1_loss,
// huber_loss) broadcast their operands first:
// `a, b = torch.broadcast_tensors(input, target)`, a Tensor[] op and a list
// unpack that no group can take, so the loss and everything around it stayed
// stock. Each unpacked tensor is its input expanded to the common shape the
// profiling run saw (the input itself where that is its own shape): what
// ATen's broadcast_tensors returns (views). The shape is a constant of the
// example inputs, so this runs only on a specialized graph, which its
// whole-graph size guard (Specialize.h) runs only for those sizes; the
// losses' own size check (a warning when the shapes differ) is what makes
// their graphs specialized.
//
//===----------------------------------------------------------------------===//
#ifndef CUAGENT_TORCHSCRIPT_BROADCASTTENSORS_H
#define CUAGENT_TORCHSCRIPT_BROADCASTTENSORS_H

#include <torch/csrc/jit/ir/ir.h>

#include "cuagent/TorchScript/Partition.h"

#include <cstddef>
#include <memory>

namespace cuagent {

/// Rewrites every top-level aten::broadcast_tensors of a list literal whose
/// result only a prim::ListUnpack reads, where `infos` (the specialized
/// graph's profile) has the sizes of every operand and unpacked tensor;
/// returns how many were rewritten. Call it on specialized graphs only.
size_t rewriteBroadcastTensors(const std::shared_ptr<torch::jit::Graph> &graph,
                               const ValueInfos &infos);

} // namespace cuagent

#endif // CUAGENT_TORCHSCRIPT_BROADCASTTENSORS_H
