//===- Search.h - The propose/compile/verify/profile/reward loop -*- C++ -*-===//
//
// The CUDA Agent loop as a library: a SearchDriver asks its Policy for
// candidates, has its CandidateCompiler compile them and its
// CandidateEvaluator verify and profile them, scores each with the milestone
// reward, feeds the outcomes back as history, and writes the best verified
// plan to the cache. Every collaborator is injected, so the loop is tested
// with fakes (test/unit/SearchDriverTest.cpp) and the worker tool only wires
// the process-isolated implementations (Isolation.h) together.
//
//===----------------------------------------------------------------------===//
#ifndef CUAGENT_AGENT_SEARCH_H
#define CUAGENT_AGENT_SEARCH_H

#include "cuagent/Agent/BatchTiling.h"
#include "cuagent/Agent/Policy.h"
#include "cuagent/Cache/KernelCache.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace cuagent {

/// Turns candidate sources into loadable modules (cubins).
class CandidateCompiler {
public:
  virtual ~CandidateCompiler() = default;
  /// One result per candidate, in order: the cubin or the compile error.
  virtual std::vector<Expected<std::string>> compile(const std::vector<Candidate> &candidates,
                                                     const std::string &arch) = 0;
};

/// Where an evaluator's time went outside its candidates: starting the
/// process that measures (CUDA, the libraries), waiting for the GPU lock,
/// and loading the task's references.
struct EvaluatorSeconds {
  double start = 0, lockWait = 0, taskLoad = 0;
};

/// Verifies compiled candidates against the task's references and profiles
/// the ones that pass.
class CandidateEvaluator {
public:
  virtual ~CandidateEvaluator() = default;
  /// Called before the first round's candidates are compiled, so that an
  /// evaluator can get ready (start CUDA) while they are.
  virtual void begin(const Task &) {}
  virtual EvaluatorSeconds overheadSeconds() const { return {}; }
  /// False when nothing can be measured here (no GPU); `unavailableReason`
  /// then says why, and compiled candidates stay unverified.
  virtual bool available() = 0;
  virtual std::string unavailableReason() = 0;
  /// The device candidates are measured on ("" when unavailable).
  virtual std::string device() = 0;
  /// Fills verified, reason and the timings of feedback[i] for every i in
  /// `indices` (the compiled candidates). A candidate that crashes or hangs
  /// must be charged alone: the others still get their own outcome.
  virtual void evaluate(const Task &task, const std::vector<Candidate> &candidates,
                        const std::vector<Expected<std::string>> &cubins,
                        const std::vector<size_t> &indices,
                        std::vector<CandidateFeedback> &feedback) = 0;
};

/// The kernel IR of one batch chunk of a group (BatchTiling.h): the worker
/// imports and forms the chunk's task; tests inject fakes.
class BatchTiler {
public:
  struct Tiled {
    BatchTiling tiling;
    mlir::func::FuncOp kernels; // valid until the next call
  };
  virtual ~BatchTiler() = default;
  /// The exact tiling of `task` with the fewest chunks, at least `atLeast`,
  /// and its chunk's kernel IR (without the algebraic rewrites when
  /// `asWritten`); or one line saying why there is none.
  virtual Expected<Tiled> tile(const Task &task, int64_t atLeast, bool asWritten) = 0;
};

struct SearchOptions {
  int maxRounds = 4;
  int maxCandidates = 8; // per round
  std::string key;       // the cache key the entry is written under
  /// Files stored with every entry besides the report and the plan
  /// (task.json, kernels.mlir).
  std::map<std::string, std::string> extraFiles;
  /// Fields the report starts from (task, policy, compiler, nvrtc, ...).
  nlohmann::json report = nlohmann::json::object();
  /// Plan the unrewritten group even where the rewritten one beats stock,
  /// a batch chunk at a time if it needs it, and keep the faster: a rewrite
  /// whose kernel is not always the faster form (a fused attention against
  /// the decomposed GEMMs, decision 71).
  bool alsoAsWritten = false;
};

/// The chosen candidate: the best verified one, or without a GPU the first
/// that compiled (stored for inspection, never loaded).
struct ChosenCandidate {
  Candidate candidate;
  std::string cubin;
  double medianMs = -1;
  int reward = -1;
  size_t workspaceBytes = 0; // as loaded, else as declared (Search.cpp)
};

/// The most workspace a plan for `task` may take (decision 52): at a
/// patched group, memory holds the group's inputs and outputs and the
/// plan's workspace; stock's holds the inputs, the outputs and at least its
/// largest intermediate, or what it was measured to allocate beyond its
/// inputs (Task::stockPeakBytes: its libraries' workspaces too, decision
/// 58) where that is more. The plan may take maxMemoryRatio times what stock
/// holds less the inputs and outputs, and never less than
/// kMinWorkspaceCapBytes (a stock library call's own scale); no cap when
/// the ratio is 0.
size_t workspaceCapBytes(const Task &task);
inline constexpr size_t kMinWorkspaceCapBytes = size_t(64) << 20;

struct SearchOutcome {
  EntryStatus status = EntryStatus::Rejected;
  std::string reason; // empty when verified
  std::optional<ChosenCandidate> chosen;
  nlohmann::json report; // report.json as written to the entry
};

class SearchDriver {
public:
  /// `cache` may be null: the outcome is then only returned.
  SearchDriver(Policy &policy, CandidateCompiler &compiler, CandidateEvaluator &evaluator,
               const KernelCache *cache)
      : policy_(policy), compiler_(compiler), evaluator_(evaluator), cache_(cache) {}

  /// Runs up to options.maxRounds rounds on the kernel IR `kernels` and
  /// writes the entry. Fails only when the entry cannot be written.
  /// `plainKernels`, when given, is the same group planned without the
  /// algebraic rewrites: if no candidate of `kernels` verified and one gave
  /// a wrong result or none could be proposed, or the best is not faster
  /// than stock, or options.alsoAsWritten, up to options.maxRounds more
  /// rounds run on it, their ids ending in kPlainSuffix, and the faster plan
  /// is chosen.
  Expected<SearchOutcome> search(const Task &task, mlir::func::FuncOp kernels,
                                 const SearchOptions &options,
                                 mlir::func::FuncOp plainKernels = {});

  /// Writes an entry for an outcome decided before any search (a task the
  /// pass pipeline rejects): report.json holds `outcome.report` plus the
  /// status, reason and key.
  Status record(SearchOutcome &outcome, const SearchOptions &options) const;

  static constexpr llvm::StringLiteral kPlainSuffix = "-plain";
  /// At most this many chunk counts are tried when no plan fits the cap.
  static constexpr int kMaxTilingAttempts = 6;

  /// When set and nothing fits the memory cap, the group is searched again
  /// a batch chunk at a time (decision 69); ids end in batchTilingSuffix.
  void setBatchTiler(BatchTiler *tiler) { tiler_ = tiler; }

private:
  struct Round;
  struct Timing {
    double compileSeconds = 0, evaluateSeconds = 0;
    /// Inside evaluateSeconds, summed over candidates; the rest is the
    /// verification process's start (reference data, context) and its pipe.
    PhaseSeconds candidates;
  };
  void scoreRound(const Task &task, Round &round, SearchOutcome &outcome);
  /// Rounds on `kernels` with a fresh policy history until the policy
  /// proposes nothing (or fails: policyError_) or maxRounds.
  /// With `tiling`, the policy plans its chunk's task and every plan is
  /// tiled over the whole group before it is compiled and measured.
  /// Returns whether a candidate of these rounds verified within the cap.
  bool runRounds(const Task &task, mlir::func::FuncOp kernels, const SearchOptions &options,
                 llvm::StringRef idSuffix, SearchOutcome &outcome, Timing &timing,
                 const BatchTiling *tiling = nullptr);
  /// Rounds on batch chunks, more chunks while the cap still binds; the
  /// chunks' IR without the algebraic rewrites when `asWritten`.
  void runTiled(const Task &task, const SearchOptions &options, bool asWritten,
                SearchOutcome &outcome, Timing &timing);
  /// The unrewritten rounds; returns whether the cap kept out all their
  /// plans (so that the unrewritten group is worth tiling).
  bool runAsWritten(const Task &task, mlir::func::FuncOp plainKernels, const SearchOptions &options,
                    SearchOutcome &outcome, Timing &timing);
  /// Whether the memory cap kept out a plan of the last rounds.
  bool capBound() const;
  /// The fewest chunks worth trying after `chunks` (1: the whole group)
  /// left every plan over the cap: scaled by how far over the least was.
  int64_t nextChunkCount(int64_t chunks) const;
  /// Tiles each proposed plan; one that cannot be is reported and dropped.
  void tileRound(const Task &task, const BatchTiling &tiling, std::vector<Candidate> &candidates,
                 SearchOutcome &outcome);
  /// Whether the unrewritten group is searched after the rewritten one.
  bool planAsWritten(const Task &task, const SearchOutcome &outcome) const;
  bool hadWrongResult() const;
  /// Takes out of `round` the candidates whose plans are over the memory
  /// cap whatever their library steps need; they are reported, not run.
  void skipOverCap(Round &round, SearchOutcome &outcome);

  Policy &policy_;
  CandidateCompiler &compiler_;
  CandidateEvaluator &evaluator_;
  const KernelCache *cache_;
  BatchTiler *tiler_ = nullptr;
  std::vector<CandidateFeedback> history_;
  std::optional<ChosenCandidate> firstCompiled_;
  std::string firstFailure_;
  std::string policyError_;
  size_t workspaceCap_ = SIZE_MAX;
  /// The least workspace of a candidate over the cap (SIZE_MAX: none).
  size_t leastOverCap_ = SIZE_MAX;
  /// Candidates verified within the cap so far (runRounds' result).
  size_t verifiedWithinCap_ = 0;
};

} // namespace cuagent

#endif // CUAGENT_AGENT_SEARCH_H
