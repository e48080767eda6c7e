//===- Split.h - Smaller groups out of one that did not pay off -*- C++ -*-===//
//
// A group is patched whole or not at all, so one slow member (a transposed
// convolution whose fast cuDNN engines are nondeterministic, a GEMM whose
// TF32 result misses the tolerance) kept every op fused with it on stock
// kernels. When a group is not faster than stock, or no candidate verifies,
// optimize retries its parts: first one part per library op (GEMM or conv
// with the ops after it), then a library op apart from the ops around it.
// Each part is verified and timed against stock like any group. A group
// with decomposed attention is also raced against the parts beside its
// attention (partsBesideAttention).
//
//===----------------------------------------------------------------------===//
#ifndef CUAGENT_TORCHSCRIPT_SPLIT_H
#define CUAGENT_TORCHSCRIPT_SPLIT_H

#include "cuagent/TorchScript/Partition.h"

#include <vector>

namespace cuagent {

/// The parts to retry for `group` (its nodes in program order), each a
/// contiguous run of its nodes, hence convex, that passes the partition's
/// size rule (`minGroupSize` for elementwise-only parts). Cuts never pass a
/// bool between parts, and layout ops go with the part after them (a
/// transpose stays with the GEMM that reads it). Empty when the group has
/// no library op or nothing to cut.
std::vector<Group> splitGroup(const Group &group, const ValueInfos &infos, size_t minGroupSize);

/// Whether `group` holds a scaled_dot_product_attention (decomposed).
bool hasAttention(const Group &group);

/// The group as it would run with its attention ops stock: the runs of
/// members between them (each cut before the layout ops an attention reads,
/// which stay with it, and after it), under the same rules as splitGroup.
/// A verified attention group races these (Race.h): the decomposed
/// attention can beat the stock subgraph and still lose to stock attention
/// with the ops around it fused. Empty without attention or when nothing is
/// left beside it.
std::vector<Group> partsBesideAttention(const Group &group, const ValueInfos &infos,
                                        size_t minGroupSize);

} // namespace cuagent

#endif // CUAGENT_TORCHSCRIPT_SPLIT_H
