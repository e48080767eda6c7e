//===- FrozenConstants.h - Frozen constants a group can read -----*- C++ -*-===//
//
// Freezing folds what the model computes from its parameters and buffers
// into constants, two kinds of which no group could read:
//
// - `self.mask == 0` becomes a constant bool tensor, and the task format has
//   no bool dtype, so a masked_fill reading it stayed stock and cut its group
//   (attention's causal mask). The constant is given to the group as a
//   float32 0/1 tensor with `ne(mask, 0)` in front: the same bool values,
//   computed inside the group.
// - `self.weight.t()` (`x @ self.weight.T`, einsum's `dc` operand) becomes a
//   strided constant, and a library call reads contiguous buffers, so the
//   GEMM stayed stock. The constant is given as its dense storage with the
//   permute in front, which joins the group and folds into the GEMM's
//   transpose flag (or the index map of an elementwise kernel).
//
// Where the stand-in op ends up in no group, the rewrite is undone, so the
// stock path never gains an op.
//
//===----------------------------------------------------------------------===//
#ifndef CUAGENT_TORCHSCRIPT_FROZENCONSTANTS_H
#define CUAGENT_TORCHSCRIPT_FROZENCONSTANTS_H

#include "cuagent/TorchScript/Partition.h"

#include <torch/csrc/jit/ir/ir.h>

#include <memory>
#include <vector>

namespace cuagent {

/// One rewritten constant: `original` now reaches its readers as the
/// output of `standIn` (aten::ne.Scalar of a float32 copy and 0, or
/// aten::permute of the dense storage).
struct ConstantStandIn {
  torch::jit::Value *original = nullptr;
  torch::jit::Node *standIn = nullptr;
};

/// Whether `mask` is exactly the causal mask: a bool tensor of rank >= 2,
/// leading dims 1, element [..., i, j] true where j > i (what freezing makes
/// of `self.bias[:, :, :T, :T] == 0` for a tril buffer).
bool isCausalMask(const at::Tensor &mask);

/// Rewrites every top-level bool tensor constant that a registry op reads
/// (but a causal mask, a b8 parameter the importer computes instead),
/// and records the new values in `infos`. Run it after any constant
/// propagation: that would fold the `ne` back.
std::vector<ConstantStandIn> widenBoolConstants(const std::shared_ptr<torch::jit::Graph> &graph,
                                                ValueInfos &infos);

/// Rewrites every top-level float constant that a registry op reads and
/// that is a permutation of dense storage but not contiguous itself (a
/// transposed weight), and records the new values in `infos`. Run it after
/// any constant propagation, which would fold the permute back.
std::vector<ConstantStandIn>
unfoldPermutedConstants(const std::shared_ptr<torch::jit::Graph> &graph, ValueInfos &infos);

/// Undoes the rewrites whose stand-in is in none of `partition`'s groups
/// (and drops their attributes and fallbacks); returns how many stay.
size_t restoreUngroupedStandIns(const std::vector<ConstantStandIn> &standIns,
                                PartitionResult &partition);

} // namespace cuagent

#endif // CUAGENT_TORCHSCRIPT_FROZENCONSTANTS_H
