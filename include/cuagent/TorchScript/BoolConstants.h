//===- BoolConstants.h - Frozen bool masks as float group inputs -*- C++ -*-===//
//
// Freezing folds `self.mask == 0` into a constant bool tensor, and the task
// format has no bool dtype, so a masked_fill reading it stayed stock and cut
// its group (attention's causal mask). The constant is given to the group as
// a float32 0/1 tensor with `ne(mask, 0)` in front: the same bool values,
// computed inside the group. Where that `ne` ends up in no group, the
// rewrite is undone, so the stock path never gains a kernel.
//
//===----------------------------------------------------------------------===//
#ifndef CUAGENT_TORCHSCRIPT_BOOLCONSTANTS_H
#define CUAGENT_TORCHSCRIPT_BOOLCONSTANTS_H

#include "cuagent/TorchScript/Partition.h"

#include <torch/csrc/jit/ir/ir.h>

#include <memory>
#include <vector>

namespace cuagent {

/// One rewritten constant: `original` (bool) now reaches its readers as
/// `ne` (aten::ne.Scalar of a float32 copy, 0).
struct WidenedBool {
  torch::jit::Value *original = nullptr;
  torch::jit::Node *ne = nullptr;
};

/// Whether `mask` is exactly the causal mask: a bool tensor of rank >= 2,
/// leading dims 1, element [..., i, j] true where j > i (what freezing makes
/// of `self.bias[:, :, :T, :T] == 0` for a tril buffer).
bool isCausalMask(const at::Tensor &mask);

/// Rewrites every top-level bool tensor constant that a registry op reads
/// (but a causal mask, a b8 parameter the importer computes instead),
/// and records the new values in `infos`. Run it after any constant
/// propagation: that would fold the `ne` back.
std::vector<WidenedBool> widenBoolConstants(const std::shared_ptr<torch::jit::Graph> &graph,
                                            ValueInfos &infos);

/// Undoes the rewrites whose `ne` is in none of `partition`'s groups (and
/// drops their attributes); returns how many stay.
size_t restoreUngroupedBools(const std::vector<WidenedBool> &widened, PartitionResult &partition);

} // namespace cuagent

#endif // CUAGENT_TORCHSCRIPT_BOOLCONSTANTS_H
