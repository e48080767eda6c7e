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
#include "cuagent/Support/Subprocess.h"
#include "cuagent/Verify/Verify.h"

#include <functional>
#include <memory>

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

/// Verifies and profiles candidates in one verification process per
/// worker (decision 67): begin() forks it before the first round compiles,
/// so CUDA, cuDNN and cuBLASLt start while NVRTC runs; it loads the task's
/// references once, under the GPU lock, and then takes every round's
/// candidates over a pipe, holding the lock for each round only. See
/// evaluate() in Isolation.cpp for how failures are charged.
class ChildProcessEvaluator : public CandidateEvaluator {
public:
  /// `noGpu`: never look for a GPU (compile-only runs and CI).
  ChildProcessEvaluator(bool noGpu, double candidateTimeoutSeconds, ProfileOptions profile);
  /// Ends the verification process (it leaves when its request pipe closes).
  ~ChildProcessEvaluator() override;
  void begin(const Task &task) override;
  bool available() override;
  std::string unavailableReason() override;
  std::string device() override;
  void evaluate(const Task &task, const std::vector<Candidate> &candidates,
                const std::vector<Expected<std::string>> &cubins,
                const std::vector<size_t> &indices,
                std::vector<CandidateFeedback> &feedback) override;
  EvaluatorSeconds overheadSeconds() const override { return overhead_; }

private:
  /// Forks the verification process for `task`.
  void startServer(const Task &task);
  /// Waits for the server's first line: "" when it found the device, else
  /// why not (no GPU, or it did not start).
  std::string awaitServer();
  /// Ends the server: closes its requests, kills it when `kill`.
  void stopServer(bool kill);
  /// Without begin(): asks a short-lived child for the device, once.
  void probe();

  bool noGpu_;
  double candidateTimeout_;
  ProfileOptions profile_;
  bool probed_ = false;
  bool available_ = false;
  std::string reason_;
  std::string device_;
  std::unique_ptr<StreamingChild> server_;
  int requestFd_ = -1;
  const Task *serverTask_ = nullptr;
  bool helloRead_ = false;
  std::string serverError_;
  EvaluatorSeconds overhead_;
};

//===----------------------------------------------------------------------===//
// Sanitizer mode (docs/verification.md, "Sanitizer mode"): every candidate
// that passes the result checks runs once more under compute-sanitizer, in
// the worker's --sanitize-child mode, for each requested tool.
//===----------------------------------------------------------------------===//

enum class SanitizerTool { Memcheck, Racecheck, Initcheck, Synccheck };
const char *sanitizerToolName(SanitizerTool tool);

/// Parses a comma list such as "racecheck,initcheck" (order kept, repeats
/// dropped). The error names the bad entry and the valid names.
Expected<std::vector<SanitizerTool>> parseSanitizerTools(const std::string &list);
/// "racecheck,initcheck".
std::string sanitizerToolList(const std::vector<SanitizerTool> &tools);

/// Where to look for compute-sanitizer, in this order: `explicitPath` (only
/// it, when set), `cudaHome`/bin, each directory of `path` (PATH's syntax),
/// then each of `roots`/bin.
struct SanitizerSearch {
  std::string explicitPath;
  std::string cudaHome;
  std::string path;
  std::vector<std::string> roots = {"/usr/local/cuda"};
};
/// The search of this process: $CUDA_HOME, $PATH, /usr/local/cuda.
SanitizerSearch sanitizerSearchFromEnvironment(const std::string &explicitPath);
/// The first executable compute-sanitizer, or an error that says where it
/// looked and what to do.
Expected<std::string> findComputeSanitizer(const SanitizerSearch &search);

/// Beyond this many bytes of task tensors (inputs and outputs of one
/// reference set) the mode is refused: racecheck and initcheck slow a kernel
/// 10-100x and keep shadow state per byte, so multi-GB tensors take hours.
inline constexpr uint64_t kDefaultSanitizeMaxBytes = uint64_t(256) << 20;
/// Fails, saying what to do, when the task's tensors exceed `maxBytes`.
Status checkSanitizeSize(const Task &task, uint64_t maxBytes);

struct SanitizerOptions {
  std::vector<SanitizerTool> tools;
  std::string sanitizerPath;   // compute-sanitizer (findComputeSanitizer)
  std::string workerPath;      // the binary with --sanitize-child (cuagent-compile)
  double timeoutSeconds = 600; // per tool and candidate
  int printLimit = 10;         // reports printed per run; the first one is kept
};

/// Runs argv with a time limit (runProcess; tests inject fakes).
using ProcessRunner =
    std::function<ProcessResult(const std::vector<std::string> &argv, double timeoutSeconds)>;

/// Exit code compute-sanitizer is told to return when it reported anything.
inline constexpr int kSanitizerErrorExitCode = 86;

/// `compute-sanitizer --tool <tool> --error-exitcode 86 ... <worker>
/// --sanitize-child=<candidateDir>`.
std::vector<std::string> sanitizerCommand(const SanitizerOptions &options, SanitizerTool tool,
                                          const std::string &candidateDir);

/// "" when the run was clean, else the reason the candidate is rejected:
/// "sanitizer <tool>: <first report line>" (or how the run failed).
std::string sanitizerVerdict(SanitizerTool tool, const ProcessResult &result);

/// Writes what --sanitize-child reads into `dir`: task.json, run.json (the
/// task's directory, the reference set), plan.json and the plan's module
/// file (kernels.cubin).
Status writeSanitizeInputs(const std::string &dir, const Task &task, const Candidate &candidate,
                           const std::string &cubin);

/// The body of `cuagent-compile --sanitize-child=<dir>`: loads the task and
/// the candidate from `dir`, runs the plan once (TaskEvaluator::runOnce) and
/// prints one JSON line ({"ran": true} or {"error": ...}). Returns the exit
/// code: 0 when the plan ran, 1 otherwise.
int runSanitizeChild(const std::string &dir);

/// Wraps an evaluator: candidates it verifies are run under each tool, and
/// any report turns them into rejections with the report's first line.
class SanitizingEvaluator : public CandidateEvaluator {
public:
  SanitizingEvaluator(CandidateEvaluator &inner, SanitizerOptions options,
                      ProcessRunner runner = defaultRunner());
  void begin(const Task &task) override { inner_.begin(task); }
  EvaluatorSeconds overheadSeconds() const override { return inner_.overheadSeconds(); }
  bool available() override { return inner_.available(); }
  std::string unavailableReason() override { return inner_.unavailableReason(); }
  std::string device() override { return inner_.device(); }
  void evaluate(const Task &task, const std::vector<Candidate> &candidates,
                const std::vector<Expected<std::string>> &cubins,
                const std::vector<size_t> &indices,
                std::vector<CandidateFeedback> &feedback) override;
  /// "" when `candidate` passes every tool, else why not.
  std::string sanitize(const Task &task, const Candidate &candidate, const std::string &cubin);

  static ProcessRunner defaultRunner();

private:
  CandidateEvaluator &inner_;
  SanitizerOptions options_;
  ProcessRunner runner_;
};

} // namespace cuagent

#endif // CUAGENT_AGENT_ISOLATION_H
