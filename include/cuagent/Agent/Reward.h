//===- Reward.h - The search loop's score for a candidate -------*- C++ -*-===//
#ifndef CUAGENT_AGENT_REWARD_H
#define CUAGENT_AGENT_REWARD_H

namespace cuagent {

/// CUDA Agent's milestone reward: -1 incorrect; 1 correct; 2 more than 5%
/// faster than stock; 3 also more than 5% faster than torch.compile (when a
/// compile time is known, else capped at 2). `timeMs` and `stockMs` must be
/// measured the same way (lib/Verify's profiler; see docs/verification.md).
int milestoneReward(bool correct, double timeMs, double stockMs, double compileMs);

} // namespace cuagent

#endif // CUAGENT_AGENT_REWARD_H
