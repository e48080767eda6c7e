//===- Policy.h - Policies propose candidate plans --------------*- C++ -*-===//
//
// Policy::propose(task, kernel IR, history) -> candidates. The search driver
// (Search.h) compiles, verifies and profiles each candidate, turns the
// outcome into a reward and hands it back as history, until the policy has
// nothing more to propose or the budget runs out (the CUDA Agent loop).
//
//===----------------------------------------------------------------------===//
#ifndef CUAGENT_AGENT_POLICY_H
#define CUAGENT_AGENT_POLICY_H

#include "cuagent/Codegen/CudaEmitter.h"
#include "cuagent/Format/Plan.h"
#include "cuagent/Verify/Verify.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

#include <memory>

namespace cuagent {

struct Candidate {
  std::string id;
  std::string source; // one CUDA C++ translation unit; compiled to modules[0]
  Plan plan;
  double predictedScore = 0;
  nlohmann::json features = nlohmann::json::object();
  KernelParams params; // what the builtin policy emitted it with
};

/// {"load", "verify", "profile"}: a candidate's phases in the worker's pipe
/// and report, and their sums in the report's "seconds".
inline nlohmann::json phaseSecondsJson(const PhaseSeconds &seconds) {
  return {{"load", seconds.load}, {"verify", seconds.verify}, {"profile", seconds.profile}};
}

struct CandidateFeedback {
  std::string id;
  bool compiled = false;
  bool verified = false;
  std::string reason;
  double medianMs = -1;
  double minMs = -1;
  int trials = 0;
  int reward = -1;
  /// What the verified plan's workspace took when loaded (decision 51); 0
  /// where the evaluator does not say (the declared bytes stand in).
  size_t workspaceBytes = 0;
  /// The evaluator's phases for this candidate (Evaluation's), 0 unmeasured.
  PhaseSeconds seconds;
};

/// How a policy's error starts when every plan it could propose is over the
/// task's memory cap (the search may then tile the group: BatchTiling.h).
inline constexpr char kOverMemoryCapError[] =
    "every candidate's plan holds more than the memory cap";
/// That error in full: the least plan's bytes and the cap, and what to do.
std::string overMemoryCapError(size_t leastBytes, size_t capBytes);
/// The least plan's bytes (whole MiB, rounded up) that an
/// overMemoryCapError message names; 0 for any other message.
size_t overMemoryCapLeastBytes(const std::string &message);

class Policy {
public:
  virtual ~Policy() = default;
  /// Part of the cache key: a different policy may produce a different plan.
  virtual std::string id() const = 0;
  /// An empty result ends the loop.
  virtual Expected<std::vector<Candidate>> propose(const Task &task, mlir::func::FuncOp kernels,
                                                   const std::vector<CandidateFeedback> &history,
                                                   int maxCandidates) = 0;
  /// Whether the candidates follow from `kernels`: only then is racing a
  /// group's unrewritten IR (SearchOptions::alsoAsWritten) more than
  /// measuring the same plans twice.
  virtual bool plansFromKernels() const { return true; }
};

/// "builtin" (default), "builtin:k=<n>" (verify n candidates per round,
/// falling back to the next n while none verifies) or
/// "file:<candidates.json>" (a fixed list of hand-written candidates: for
/// tests and external tools).
Expected<std::unique_ptr<Policy>> createPolicy(const std::string &spec);

/// Codegen templates x a parameter grid, ranked by the embedded trained
/// model, else a hand-set linear model (BuiltinPolicy.cpp). `options`: ""
/// or "k=<n>".
Expected<std::unique_ptr<Policy>> createBuiltinPolicy(const std::string &options = "");
/// {"candidates": [{"id", "source", "plan"}]} from `path` (FilePolicy.cpp).
std::unique_ptr<Policy> createFilePolicy(const std::string &path);

} // namespace cuagent

#endif
