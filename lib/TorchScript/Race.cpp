//===- Race.cpp - Decomposed attention against stock attention -------------===//
#include "cuagent/TorchScript/Race.h"

namespace cuagent {

namespace {

double savingMs(const RaceGroup &group) {
  if (!group.patched || group.stockMs <= 0 || group.kernelMs <= 0)
    return 0;
  return group.stockMs - group.kernelMs;
}

/// Every group descended from `root` (parts of parts included), in index
/// order; parts always come after the group they were made from.
std::vector<size_t> descendants(const std::vector<RaceGroup> &groups, size_t root) {
  std::vector<bool> below(groups.size(), false);
  std::vector<size_t> result;
  for (size_t i = root + 1; i < groups.size(); ++i) {
    std::optional<size_t> parent = groups[i].parent;
    if (parent && *parent < groups.size() && (*parent == root || below[*parent])) {
      below[i] = true;
      result.push_back(i);
    }
  }
  return result;
}

} // namespace

std::vector<RaceVerdict> decideRaces(const std::vector<RaceGroup> &groups,
                                     const std::vector<size_t> &raced) {
  std::vector<RaceVerdict> verdicts;
  for (size_t g : raced) {
    if (g >= groups.size() || !groups[g].patched)
      continue;
    RaceVerdict verdict;
    verdict.group = g;
    verdict.groupSavingMs = savingMs(groups[g]);
    std::vector<size_t> patchedParts;
    for (size_t part : descendants(groups, g)) {
      if (!groups[part].patched)
        continue;
      patchedParts.push_back(part);
      verdict.partsSavingMs += savingMs(groups[part]);
    }
    verdict.partsWin = verdict.partsSavingMs > verdict.groupSavingMs;
    verdict.losers = verdict.partsWin ? std::vector<size_t>{g} : patchedParts;
    verdicts.push_back(std::move(verdict));
  }
  return verdicts;
}

} // namespace cuagent
