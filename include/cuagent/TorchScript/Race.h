//===- Race.h - Decomposed attention against stock attention ----*- C++ -*-===//
//
// A group whose scaled_dot_product_attention is decomposed (decision 41) is
// patched when its kernels beat the stock subgraph. That is not enough: the
// stock attention kernel can still be faster than the decomposed one, with
// the ops beside it fused into their own groups (heads of 256, past the
// flash template, lost 0.80x that way). So a verified attention group is
// also compiled as the parts beside its attention (Split.h), and the side
// that saves more time against stock is patched. Savings add up over
// disjoint subgraphs, so neither side needs the attention's own stock time.
//
// This file is the verdict only, over plain numbers, so it is unit-tested
// without a GPU; Optimize.cpp queues the parts and applies the verdicts.
//
//===----------------------------------------------------------------------===//
#ifndef CUAGENT_TORCHSCRIPT_RACE_H
#define CUAGENT_TORCHSCRIPT_RACE_H

#include <cstddef>
#include <optional>
#include <vector>

namespace cuagent {

/// One group of an optimize call, as the race sees it.
struct RaceGroup {
  /// The group it was split from or raced beside; none for a partition group.
  std::optional<size_t> parent;
  bool patched = false;
  /// Unknown (<= 0) times save nothing.
  double stockMs = -1;
  double kernelMs = -1;
};

struct RaceVerdict {
  size_t group;
  /// The group's stock time less its kernel time.
  double groupSavingMs = 0;
  /// The same, summed over its patched descendants (the parts beside its
  /// attention, or their own parts where a part lost).
  double partsSavingMs = 0;
  bool partsWin = false;
  /// The patched groups to unpatch: the group when its parts win, else its
  /// patched descendants. Patching both would replace the same nodes twice.
  std::vector<size_t> losers;
};

/// The verdict for each of `raced` (indices into `groups`, each a group
/// whose descendants are the parts beside its attention). A tie goes to the
/// group: one kernel fewer to guard. An unpatched raced group has nothing to
/// race: its parts stay as they are.
std::vector<RaceVerdict> decideRaces(const std::vector<RaceGroup> &groups,
                                     const std::vector<size_t> &raced);

} // namespace cuagent

#endif // CUAGENT_TORCHSCRIPT_RACE_H
