//===- Verify.h - Verify and profile a plan against a task ------*- C++ -*-===//
//
// The verification protocol (docs/verification.md): every reference set of
// the task (fresh random inputs, never zeros) is run with outputs and
// workspace poisoned with NaN, and every element is compared; a NaN where the
// reference has none fails. Profiling: CUDA events, warm-up, L2 flushed before
// each trial, median.
//
//===----------------------------------------------------------------------===//
#ifndef CUAGENT_VERIFY_VERIFY_H
#define CUAGENT_VERIFY_VERIFY_H

#include "cuagent/Format/Plan.h"

#include <map>

namespace cuagent {

struct Tolerance {
  double atol = 1e-4;
  double rtol = 1e-4;
};

/// fp32: 1e-4 (no TF32); tf32, bf16, fp16: 1e-2.
Tolerance toleranceForPrecision(const std::string &precision);

struct CompareResult {
  bool ok = true;
  size_t mismatches = 0;
  size_t firstMismatch = 0;
  double maxAbsError = 0;
  std::string message; // one line when !ok
};

/// Elementwise |actual - expected| <= atol + rtol * |expected|; NaN in actual
/// passes only where expected is NaN, infinities must match exactly.
CompareResult compareTensors(const char *actual, const char *expected, const TensorSpec &spec,
                             const Tolerance &tolerance);

struct ProfileOptions {
  int warmupIterations = 10;
  int maxIterations = 100;
  double budgetMs = 2000; // stop adding trials after this much wall time
};

struct Evaluation {
  bool verified = false;
  std::string reason; // why it failed
  double medianMs = -1;
  double minMs = -1;
  int trials = 0;
  std::string device;
};

/// Runs on the GPU in the calling process: load, verify on every reference
/// set, then profile. Call it in a disposable process: a faulting kernel
/// leaves the CUDA context unusable.
Evaluation evaluatePlan(const Task &task, const Plan &plan,
                        const std::map<std::string, std::string> &moduleFiles,
                        const ProfileOptions &options);

/// CUDA Agent's milestone reward: -1 incorrect; 1 correct; 2 more than 5%
/// faster than stock; 3 also more than 5% faster than torch.compile (when a
/// compile time is known, else capped at 2).
int milestoneReward(bool correct, double timeMs, double stockMs, double compileMs);

} // namespace cuagent

#endif
