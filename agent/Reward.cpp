//===- Reward.cpp - The milestone reward -----------------------------------===//
#include "cuagent/Agent/Reward.h"

namespace cuagent {

int milestoneReward(bool correct, double timeMs, double stockMs, double compileMs) {
  if (!correct)
    return -1;
  if (stockMs <= 0 || timeMs <= 0 || timeMs * 1.05 >= stockMs)
    return 1;
  if (compileMs > 0 && timeMs * 1.05 < compileMs)
    return 3;
  return 2;
}

} // namespace cuagent
