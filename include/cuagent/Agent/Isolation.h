//===- Isolation.h - The worker's process-isolated compiler, evaluator -*- C++ -*-===//
//
// The real CandidateCompiler and CandidateEvaluator: NVRTC and every GPU
// call run in forked children, so a compiler crash, a faulting kernel or a
// hung kernel only costs that child, and the parent never initializes CUDA
// (after which its forked children could not use it).
//
//===----------------------------------------------------------------------===//
#ifndef CUAGENT_AGENT_ISOLATION_H
#define CUAGENT_AGENT_ISOLATION_H

#include "cuagent/Agent/Search.h"
#include "cuagent/Verify/Verify.h"

namespace cuagent {

/// NVRTC in children, up to `parallelism` at once. Once a process has used
/// NVRTC, CUDA cannot be initialized in the children it forks later (seen
/// on the H200: cuInit returned CUDA_ERROR_NOT_INITIALIZED), and the parent
/// must fork the verification children.
class ChildProcessCompiler : public CandidateCompiler {
public:
  /// parallelism 0: the machine's cores, at most 16.
  explicit ChildProcessCompiler(size_t parallelism = 0);
  std::vector<Expected<std::string>> compile(const std::vector<Candidate> &candidates,
                                             const std::string &arch) override;

private:
  size_t parallelism_;
};

/// Verifies and profiles a round in one child that reads the task's tensors
/// once; see evaluate() in Isolation.cpp for how failures are charged.
class ChildProcessEvaluator : public CandidateEvaluator {
public:
  /// `noGpu`: never look for a GPU (compile-only runs and CI).
  ChildProcessEvaluator(bool noGpu, double candidateTimeoutSeconds, ProfileOptions profile);
  bool available() override;
  std::string unavailableReason() override;
  std::string device() override;
  void evaluate(const Task &task, const std::vector<Candidate> &candidates,
                const std::vector<Expected<std::string>> &cubins,
                const std::vector<size_t> &indices,
                std::vector<CandidateFeedback> &feedback) override;

private:
  /// Asks a child for the device, once.
  void probe();

  bool noGpu_;
  double candidateTimeout_;
  ProfileOptions profile_;
  bool probed_ = false;
  bool available_ = false;
  std::string reason_;
  std::string device_;
};

} // namespace cuagent

#endif // CUAGENT_AGENT_ISOLATION_H
