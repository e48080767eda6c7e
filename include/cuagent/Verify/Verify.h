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
#include <memory>
#include <string>

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

/// How a rejection for outputs outside the tolerance starts (a timed run's
/// says so after it): policies read it to tell numerics from crashes.
inline constexpr const char *kWrongResultReason = "wrong result";
inline bool isWrongResult(const std::string &reason) {
  return reason.find(kWrongResultReason) != std::string::npos;
}

struct ProfileOptions {
  int warmupIterations = 10;
  int maxIterations = 100;
  double budgetMs = 2000; // stop adding trials after this much wall time
  /// Racing (issue 11's cold time): after kRaceTrials timed runs, a plan
  /// whose median so far is above this stops being timed; it cannot be
  /// chosen. 0: every plan gets its full trials; < 0: the worker's
  /// evaluator sets it per plan (raceBoundMs of the best so far and stock).
  double stopAboveMs = 0;
  /// Converged timing (issue 11's cold time): after kRaceTrials timed runs,
  /// a plan stops being timed once its median's relative standard error is
  /// at most this. 0: every plan is timed to maxIterations or budgetMs.
  double targetError = 0;
  /// Warm-up ends after warmupIterations runs, or after kMinWarmup runs
  /// once this much wall time has passed (a multi-ms plan does not need
  /// ten runs to load its modules and raise the clocks). 0: no time bound.
  double warmupBudgetMs = 0;
};

/// The worker's default targetError: a 95% interval of about +-0.8% on the
/// median, well inside the 3% by which a plan must beat another (decision
/// 50) or stock (min_speedup) to be chosen.
inline constexpr double kTargetError = 0.004;
/// The worker's default warmupBudgetMs, and the fewest warm-up runs.
inline constexpr double kWarmupBudgetMs = 25;
inline constexpr int kMinWarmup = 3;

/// Timed runs before a plan may be dropped from the race: their median is
/// within a few percent of a hundred runs' on a flushed L2.
inline constexpr int kRaceTrials = 10;

/// The median above which a plan stops being timed: kRaceMargin above the
/// fastest verified plan so far (which the search picks only when faster,
/// decision 50's 3% aside), or above the stock time (a plan slower than
/// stock is never patched). 0 (no bound) when neither is known.
inline constexpr double kRaceMargin = 1.25;
double raceBoundMs(double bestMs, double stockMs);

/// Timed runs after which a plan whose fastest run is kHopelessFactor past
/// the bound stops being timed: no noise makes up a factor of three.
inline constexpr int kHopelessTrials = 3;
inline constexpr double kHopelessFactor = 3.0;

/// True when `samples` (timed runs so far, unsorted) have lost the race:
/// their median past `stopAboveMs` after kRaceTrials runs, or every one of
/// kHopelessTrials runs kHopelessFactor past it.
bool lostRace(const std::vector<float> &samples, double stopAboveMs);

/// True when `samples` (timed runs so far, unsorted) pin their median down:
/// at least kRaceTrials runs and a relative standard error of the median,
/// estimated from the interquartile range, at most `targetError`. A
/// kernel on a flushed L2 that varies by 1% converges after ten runs;
/// a jittery microsecond kernel runs to its budget, which costs little.
bool converged(const std::vector<float> &samples, double targetError);

/// Wall seconds of a plan's load (modules, cuDNN plans, cuBLASLt heuristics,
/// workspace), its verification on every reference set and its timing:
/// where a group's cold optimize goes (issue 11). Summed over candidates.
struct PhaseSeconds {
  double load = 0, verify = 0, profile = 0;
  PhaseSeconds &operator+=(const PhaseSeconds &other) {
    load += other.load;
    verify += other.verify;
    profile += other.profile;
    return *this;
  }
};

struct Evaluation {
  bool verified = false;
  std::string reason; // why it failed
  /// A CUDA call failed: the context may be unusable (a faulting kernel
  /// poisons it), so the process must not evaluate anything else.
  bool deviceError = false;
  double medianMs = -1;
  double minMs = -1;
  int trials = 0;
  /// The loaded plan's workspace allocation: library workspaces at what the
  /// chosen algorithms and engines use (decision 51).
  size_t workspaceBytes = 0;
  std::string device;
  PhaseSeconds seconds;
};

/// One task's reference data, read once into host memory, and its buffers
/// on the GPU, so that every candidate of a round is verified and profiled
/// without reloading gigabytes per candidate. Lives in a disposable process:
/// after an Evaluation with deviceError, let the process exit.
class TaskEvaluator {
public:
  /// Initializes CUDA (device 0 of the process) and reads every tensor file.
  static Expected<std::unique_ptr<TaskEvaluator>> create(const Task &task);
  ~TaskEvaluator();
  TaskEvaluator(const TaskEvaluator &) = delete;
  TaskEvaluator &operator=(const TaskEvaluator &) = delete;

  /// Loads the plan, verifies it on every reference set, then profiles it.
  Evaluation evaluate(const Plan &plan, const std::map<std::string, std::string> &moduleFiles,
                      const ProfileOptions &options);
  const std::string &device() const;
  /// Runs the plan once on reference set `set` and compares nothing: the
  /// run compute-sanitizer watches (docs/verification.md, "Sanitizer
  /// mode"). Neither the outputs nor the freshly allocated workspace are
  /// written before the plan runs, because initcheck counts a poisoning
  /// memset as initialization and would miss a read of memory the plan
  /// never wrote. `verified` means the run finished without a CUDA error.
  Evaluation runOnce(const Plan &plan, const std::map<std::string, std::string> &moduleFiles,
                     size_t set);

  /// Opaque; public so that Evaluate.cpp's helpers can take it.
  struct State;

private:
  explicit TaskEvaluator(std::unique_ptr<State> state);
  std::unique_ptr<State> state_;
};

} // namespace cuagent

#endif
