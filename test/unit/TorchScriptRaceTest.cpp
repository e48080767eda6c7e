// decideRaces (lib/TorchScript/Race.cpp): a verified attention group against
// the parts beside its attention, by the time each side saves against stock.
#include "cuagent/TorchScript/Race.h"

#include <gtest/gtest.h>

namespace {
using cuagent::RaceGroup;

RaceGroup group(bool patched, double stockMs, double kernelMs,
                std::optional<size_t> parent = std::nullopt) {
  RaceGroup result;
  result.parent = parent;
  result.patched = patched;
  result.stockMs = stockMs;
  result.kernelMs = kernelMs;
  return result;
}

TEST(TorchScriptRace, StockAttentionWithItsNeighboursFusedWins) {
  // Group 1 (attention + epilogue) saves 0.2 ms; its parts beside the
  // attention (groups 2, 3) save 0.15 + 0.1: stock attention is faster
  // than the decomposed one by more than the group's fusion gains.
  std::vector<RaceGroup> groups = {group(true, 1.0, 0.5), group(true, 3.0, 2.8),
                                   group(true, 0.4, 0.25, 1), group(true, 0.3, 0.2, 1)};
  std::vector<cuagent::RaceVerdict> verdicts = cuagent::decideRaces(groups, {1});
  ASSERT_EQ(verdicts.size(), 1u);
  EXPECT_EQ(verdicts[0].group, 1u);
  EXPECT_NEAR(verdicts[0].groupSavingMs, 0.2, 1e-12);
  EXPECT_NEAR(verdicts[0].partsSavingMs, 0.25, 1e-12);
  EXPECT_TRUE(verdicts[0].partsWin);
  EXPECT_EQ(verdicts[0].losers, std::vector<size_t>{1});
}

TEST(TorchScriptRace, DecomposedAttentionWinsAndItsPatchedPartsGo) {
  // Part 2 lost to stock (unpatched) and was retried as part 4; only the
  // patched descendants (3 and 4) are unpatched, and group 0 is no part.
  std::vector<RaceGroup> groups = {group(true, 1.0, 0.5), group(true, 3.0, 2.0),
                                   group(false, 0.4, 0.45, 1), group(true, 0.3, 0.2, 1),
                                   group(true, 0.2, 0.1, 2)};
  std::vector<cuagent::RaceVerdict> verdicts = cuagent::decideRaces(groups, {1});
  ASSERT_EQ(verdicts.size(), 1u);
  EXPECT_NEAR(verdicts[0].partsSavingMs, 0.2, 1e-12); // 0.1 + 0.1; part 2 saves nothing
  EXPECT_FALSE(verdicts[0].partsWin);
  EXPECT_EQ(verdicts[0].losers, (std::vector<size_t>{3, 4}));
}

TEST(TorchScriptRace, ATieGoesToTheGroup) {
  std::vector<RaceGroup> groups = {group(true, 2.0, 1.5), group(true, 0.75, 0.25, 0)};
  std::vector<cuagent::RaceVerdict> verdicts = cuagent::decideRaces(groups, {0});
  ASSERT_EQ(verdicts.size(), 1u);
  EXPECT_FALSE(verdicts[0].partsWin);
  EXPECT_EQ(verdicts[0].losers, std::vector<size_t>{1});
}

TEST(TorchScriptRace, UnknownTimesSaveNothing) {
  // A group patched with min_speedup=0 and no times saves 0; a part with a
  // known saving then wins, and a part without times never does.
  std::vector<RaceGroup> groups = {group(true, -1, -1), group(true, 0.5, 0.4, 0)};
  EXPECT_TRUE(cuagent::decideRaces(groups, {0})[0].partsWin);
  groups[1] = group(true, 0.5, -1, 0);
  EXPECT_FALSE(cuagent::decideRaces(groups, {0})[0].partsWin);
}

TEST(TorchScriptRace, ASlowerPatchedGroupLosesToUnpatchedParts) {
  // min_speedup below 1 can patch a group slower than stock: stock
  // attention with nothing fused (no part patched) then wins.
  std::vector<RaceGroup> groups = {group(true, 1.0, 1.2), group(false, 0.5, 0.6, 0)};
  std::vector<cuagent::RaceVerdict> verdicts = cuagent::decideRaces(groups, {0});
  EXPECT_TRUE(verdicts[0].partsWin);
  EXPECT_EQ(verdicts[0].losers, std::vector<size_t>{0});
}

TEST(TorchScriptRace, AnUnpatchedOrUnknownGroupHasNoRace) {
  std::vector<RaceGroup> groups = {group(false, 1.0, 0.5), group(true, 0.5, 0.4, 0)};
  EXPECT_TRUE(cuagent::decideRaces(groups, {0}).empty());
  EXPECT_TRUE(cuagent::decideRaces(groups, {7}).empty());
}

} // namespace
