//===- Search.cpp - The propose/compile/verify/profile/reward loop ---------===//
#include "cuagent/Agent/Search.h"

#include "cuagent/Agent/LearnedModel.h"
#include "cuagent/Agent/Reward.h"
#include "cuagent/Runtime/PlanExecutor.h"
#include "cuagent/Support/Clock.h"
#include "cuagent/Verify/Verify.h"

#include <algorithm>
#include <chrono>

namespace cuagent {

using json = nlohmann::json;

namespace {
using Clock = std::chrono::steady_clock;
/// Extra workspace must buy speed (decision 50): a candidate whose plan
/// takes more workspace than the chosen one's replaces it only when this
/// much faster, and one that takes less replaces it unless this much
/// slower, so that memory is not spent on a difference of noise (the
/// harness's min_speedup bar is the same 3%).
constexpr double kWorkspaceMargin = 0.03;

/// The workspace a verified candidate takes: as loaded, where the
/// evaluator measured it, else its plan's declared bytes laid out as a
/// loaded plan lays them out without library needs (an upper bound).
size_t workspaceOf(const Candidate &candidate, const CandidateFeedback &result) {
  return result.workspaceBytes ? result.workspaceBytes
                               : rt::layoutWorkspace(candidate.plan, {}).bytes;
}

std::string mebibytes(size_t bytes) {
  return std::to_string((bytes + (size_t(1) << 20) - 1) >> 20) + " MiB";
}

/// True if a verified candidate taking `mine` bytes of workspace, measured
/// at `ms`, should replace `chosen`.
bool replaces(size_t mine, double ms, const ChosenCandidate &chosen) {
  size_t theirs = chosen.workspaceBytes;
  if (mine > theirs)
    return ms < chosen.medianMs * (1 - kWorkspaceMargin);
  if (mine < theirs)
    return ms < chosen.medianMs * (1 + kWorkspaceMargin);
  return ms < chosen.medianMs;
}
} // namespace

size_t workspaceCapBytes(const Task &task) {
  if (task.workspaceCapOverride)
    return *task.workspaceCapOverride;
  if (task.maxMemoryRatio <= 0)
    return SIZE_MAX;
  double inputs = 0, outputs = 0;
  for (const TaskInput &input : task.inputs)
    inputs += double(input.bytes());
  for (const TensorSpec &output : task.outputs)
    outputs += double(output.bytes());
  // Stock's transient: at least its outputs and largest intermediate; its
  // measured peak also counts what its libraries allocate (a cuDNN engine's
  // layout transforms), which eager holds just the same.
  double held = outputs + double(summarizeTask(task).maxIntermediateBytes);
  if (task.stockPeakBytes > 0)
    held = std::max(held, double(task.stockPeakBytes));
  double cap = task.maxMemoryRatio * (inputs + held) - (inputs + outputs);
  return std::max(kMinWorkspaceCapBytes, size_t(std::clamp(cap, 0.0, double(SIZE_MAX / 2))));
}

/// One round's candidates, their modules and their outcomes.
struct SearchDriver::Round {
  std::vector<Candidate> candidates;
  std::vector<Expected<std::string>> cubins;
  std::vector<CandidateFeedback> feedback;
};

void SearchDriver::scoreRound(const Task &task, Round &round, SearchOutcome &outcome) {
  bool measured = evaluator_.available();
  for (size_t i = 0; i < round.candidates.size(); ++i) {
    const Candidate &candidate = round.candidates[i];
    CandidateFeedback &result = round.feedback[i];
    result.reward = milestoneReward(result.verified, result.medianMs, task.stockTimeMs, -1);
    // Unmeasured candidates (no GPU) are neither right nor wrong: reward 0.
    json entry{{"id", candidate.id},
               {"predicted_score", candidate.predictedScore},
               {"compiled", result.compiled},
               {"verified", result.verified},
               {"reason", result.reason},
               {"median_ms", result.medianMs},
               {"reward", result.verified ? json(result.reward) : json(measured ? -1 : 0)}};
    if (result.minMs >= 0) {
      entry["min_ms"] = result.minMs;
      entry["trials"] = result.trials;
    }
    if (result.workspaceBytes)
      entry["workspace_bytes"] = result.workspaceBytes;
    if (result.seconds.load > 0)
      entry["seconds"] = phaseSecondsJson(result.seconds);
    outcome.report["candidates"].push_back(entry);
    if (!result.verified && firstFailure_.empty())
      firstFailure_ = candidate.id + ": " + result.reason;
    size_t workspace = result.verified ? workspaceOf(candidate, result) : 0;
    // Legality, outside the policy: a verified plan over the memory cap is
    // reported but never chosen.
    bool overCap = result.verified && workspace > workspaceCap_;
    if (overCap) {
      outcome.report["candidates"].back()["over_memory_cap"] = true;
      leastOverCap_ = std::min(leastOverCap_, workspace);
    }
    if (result.verified && !overCap)
      ++verifiedWithinCap_;
    if (result.verified && !overCap &&
        (!outcome.chosen || replaces(workspace, result.medianMs, *outcome.chosen)))
      outcome.chosen =
          ChosenCandidate{candidate, *round.cubins[i], result.medianMs, result.reward, workspace};
    history_.push_back(result);
  }
}

void SearchDriver::skipOverCap(Round &round, SearchOutcome &outcome) {
  std::vector<Candidate> kept;
  for (Candidate &candidate : round.candidates) {
    size_t least = rt::ownWorkspaceBytes(candidate.plan);
    if (least <= workspaceCap_) {
      kept.push_back(std::move(candidate));
      continue;
    }
    CandidateFeedback result;
    result.id = candidate.id;
    result.reason = "over the memory cap: " + mebibytes(least) +
                    " of workspace besides library workspaces, the cap is " +
                    mebibytes(workspaceCap_);
    outcome.report["candidates"].push_back(json{{"id", candidate.id},
                                                {"compiled", false},
                                                {"verified", false},
                                                {"reason", result.reason},
                                                {"over_memory_cap", true},
                                                {"reward", 0}});
    leastOverCap_ = std::min(leastOverCap_, least);
    history_.push_back(result);
  }
  round.candidates = std::move(kept);
}

bool SearchDriver::planAsWritten(const Task &task, const SearchOutcome &outcome) const {
  // Exact in real arithmetic only: a wrong result blames the rewrite. A
  // rewritten group no candidate could be proposed for (strict-fp32
  // attention where fp32 emulation is off) may still plan as written.
  if (!outcome.chosen)
    return hadWrongResult() || (!policyError_.empty() && !capBound());
  // A rewrite that loses to stock (a fused attention slower than the
  // decomposed GEMMs) leaves the unrewritten plan its chance to win.
  return task.stockTimeMs > 0 && outcome.chosen->medianMs >= task.stockTimeMs;
}

bool SearchDriver::hadWrongResult() const {
  return std::any_of(history_.begin(), history_.end(),
                     [](const CandidateFeedback &f) { return isWrongResult(f.reason); });
}

int64_t SearchDriver::nextChunkCount(int64_t chunks) const {
  // A plan's intermediates shrink with its chunks; its library workspaces
  // do not, so this errs low, and the next attempt corrects it.
  size_t least = leastOverCap_ != SIZE_MAX ? leastOverCap_ : overMemoryCapLeastBytes(policyError_);
  int64_t needed = chunks * 2;
  if (least && workspaceCap_ > 0 && workspaceCap_ != SIZE_MAX)
    needed = int64_t((double(least) * double(chunks) + double(workspaceCap_) - 1) /
                     double(workspaceCap_));
  return std::max(needed, chunks + 1);
}

bool SearchDriver::capBound() const {
  return leastOverCap_ != SIZE_MAX || policyError_.find(kOverMemoryCapError) != std::string::npos;
}

void SearchDriver::tileRound(const Task &task, const BatchTiling &tiling,
                             std::vector<Candidate> &candidates, SearchOutcome &outcome) {
  std::vector<Candidate> kept;
  for (Candidate &candidate : candidates) {
    Expected<Plan> tiled = tilePlan(candidate.plan, task, tiling);
    if (tiled) {
      candidate.plan = tiled.take();
      kept.push_back(std::move(candidate));
      continue;
    }
    CandidateFeedback result;
    result.id = candidate.id;
    result.reason = "cannot tile the chunk's plan: " + tiled.message();
    outcome.report["candidates"].push_back(json{{"id", candidate.id},
                                                {"compiled", false},
                                                {"verified", false},
                                                {"reason", result.reason},
                                                {"reward", 0}});
    history_.push_back(result);
  }
  candidates = std::move(kept);
}

void SearchDriver::runTiled(const Task &task, const SearchOptions &options, bool asWritten,
                            SearchOutcome &outcome, Timing &timing) {
  json attempts = json::array();
  std::string untiledError = policyError_;
  std::string prefix = asWritten ? kPlainSuffix.str() : "";
  int64_t atLeast = nextChunkCount(1);
  for (int attempt = 0; attempt < kMaxTilingAttempts; ++attempt) {
    Expected<BatchTiler::Tiled> tiled = tiler_->tile(task, atLeast, asWritten);
    if (!tiled) {
      attempts.push_back(json{{"at_least", atLeast}, {"reason", tiled.message()}});
      break;
    }
    int64_t chunks = tiled->tiling.chunks;
    policyError_.clear();
    leastOverCap_ = SIZE_MAX;
    bool fitted = runRounds(task, tiled->kernels, options, prefix + batchTilingSuffix(chunks),
                            outcome, timing, &tiled->tiling);
    json entry{{"chunks", chunks}, {"chosen", fitted}};
    if (asWritten)
      entry["as_written"] = true;
    if (!policyError_.empty())
      entry["reason"] = policyError_;
    attempts.push_back(entry);
    if (fitted || !capBound())
      break;
    atLeast = nextChunkCount(chunks);
  }
  if (!outcome.chosen && policyError_.empty() && !untiledError.empty())
    policyError_ = untiledError;
  json &report = outcome.report["batch_tiling"];
  if (!report.is_array())
    report = json::array();
  report.insert(report.end(), attempts.begin(), attempts.end());
}

bool SearchDriver::runAsWritten(const Task &task, mlir::func::FuncOp plainKernels,
                                const SearchOptions &options, SearchOutcome &outcome,
                                Timing &timing) {
  policyError_.clear();
  outcome.report["unrewritten_search"] = true;
  // Whether the cap binds is asked of these rounds alone; the least plan
  // over it, for the rejection's message, of all of them.
  size_t rewrittenLeast = leastOverCap_;
  leastOverCap_ = SIZE_MAX;
  bool fitted = runRounds(task, plainKernels, options, kPlainSuffix, outcome, timing);
  bool bound = !fitted && capBound();
  leastOverCap_ = std::min(leastOverCap_, rewrittenLeast);
  return bound;
}

bool SearchDriver::runRounds(const Task &task, mlir::func::FuncOp kernels,
                             const SearchOptions &options, llvm::StringRef idSuffix,
                             SearchOutcome &outcome, Timing &timing, const BatchTiling *tiling) {
  history_.clear();
  size_t verifiedBefore = verifiedWithinCap_;
  const Task &planned = tiling ? tiling->chunkTask : task;
  for (int index = 0; index < options.maxRounds; ++index) {
    Expected<std::vector<Candidate>> proposed =
        policy_.propose(planned, kernels, history_, options.maxCandidates);
    if (!proposed) {
      policyError_ = "the policy proposed nothing: " + proposed.message();
      break;
    }
    if (proposed->empty())
      break;
    Round round;
    round.candidates = proposed.take();
    for (Candidate &candidate : round.candidates) {
      candidate.id += idSuffix.str();
      candidate.plan.candidate = candidate.id;
    }
    if (tiling)
      tileRound(task, *tiling, round.candidates, outcome);
    skipOverCap(round, outcome);
    round.feedback.resize(round.candidates.size());
    auto compileStart = Clock::now();
    round.cubins = compiler_.compile(round.candidates, task.arch);
    timing.compileSeconds += secondsSince(compileStart);
    std::vector<size_t> compiled;
    for (size_t i = 0; i < round.candidates.size(); ++i) {
      CandidateFeedback &result = round.feedback[i];
      result.id = round.candidates[i].id;
      if (!round.cubins[i]) {
        result.reason = "compile error: " + round.cubins[i].message();
        continue;
      }
      result.compiled = true;
      compiled.push_back(i);
      if (!firstCompiled_)
        firstCompiled_ = ChosenCandidate{round.candidates[i], *round.cubins[i]};
      if (!evaluator_.available())
        result.reason = evaluator_.unavailableReason();
    }
    auto evaluateStart = Clock::now();
    if (evaluator_.available() && !compiled.empty())
      evaluator_.evaluate(task, round.candidates, round.cubins, compiled, round.feedback);
    timing.evaluateSeconds += secondsSince(evaluateStart);
    for (const CandidateFeedback &result : round.feedback)
      timing.candidates += result.seconds;
    scoreRound(task, round, outcome);
  }
  return verifiedWithinCap_ > verifiedBefore;
}

Expected<SearchOutcome> SearchDriver::search(const Task &task, mlir::func::FuncOp kernels,
                                             const SearchOptions &options,
                                             mlir::func::FuncOp plainKernels) {
  auto start = Clock::now();
  firstCompiled_.reset();
  firstFailure_.clear();
  policyError_.clear();
  workspaceCap_ = workspaceCapBytes(task);
  leastOverCap_ = SIZE_MAX;
  verifiedWithinCap_ = 0;
  SearchOutcome outcome;
  outcome.report = options.report;
  outcome.report["candidates"] = json::array();
  evaluator_.begin(task);
  Timing timing;
  runRounds(task, kernels, options, "", outcome, timing);
  // The algebraic rewrites are a first choice, not a commitment: the group
  // is planned again as written (its fused kernels may still beat stock)
  // when they lost (planAsWritten) or may lose (alsoAsWritten), and the
  // faster plan is kept.
  bool asWrittenCapBound = false;
  if (plainKernels && evaluator_.available() &&
      (options.alsoAsWritten || planAsWritten(task, outcome)))
    asWrittenCapBound = runAsWritten(task, plainKernels, options, outcome, timing);
  // Nothing fits the memory cap: the group a batch chunk at a time. Where
  // a rewritten plan was chosen, the unrewritten group is tiled to race it.
  if (tiler_ && evaluator_.available()) {
    if (!outcome.chosen && capBound())
      runTiled(task, options, /*asWritten=*/false, outcome, timing);
    else if (outcome.chosen && asWrittenCapBound)
      runTiled(task, options, /*asWritten=*/true, outcome, timing);
  }
  // The cap and what it rests on, for reading a report's choices.
  outcome.report["memory"] =
      json{{"cap_bytes", workspaceCap_ == SIZE_MAX ? json(nullptr) : json(workspaceCap_)},
           {"stock_peak_bytes", task.stockPeakBytes}};
  // Read after the rounds: the evaluator starts while the first compiles.
  outcome.report["device"] = evaluator_.device();
  EvaluatorSeconds overhead = evaluator_.overheadSeconds();
  outcome.report["seconds"] = phaseSecondsJson(timing.candidates);
  outcome.report["seconds"].update(json{{"total", secondsSince(start)},
                                        {"compile", timing.compileSeconds},
                                        {"verify_and_profile", timing.evaluateSeconds},
                                        {"evaluator_start", overhead.start},
                                        {"lock_wait", overhead.lockWait},
                                        {"task_load", overhead.taskLoad}});

  if (outcome.chosen) {
    outcome.status = EntryStatus::Verified;
    outcome.report["best"] = json{{"candidate", outcome.chosen->candidate.id},
                                  {"median_ms", outcome.chosen->medianMs},
                                  {"reward", outcome.chosen->reward},
                                  {"stock_ms", task.stockTimeMs}};
  } else if (!evaluator_.available() && policyError_.empty()) {
    outcome.status = EntryStatus::Unverified;
    outcome.chosen = firstCompiled_;
    outcome.reason =
        firstCompiled_ ? evaluator_.unavailableReason() : "no candidate compiled: " + firstFailure_;
  } else {
    outcome.status = EntryStatus::Rejected;
    outcome.reason = !policyError_.empty() ? policyError_
                     : leastOverCap_ != SIZE_MAX
                         ? "every verified candidate takes more memory than the cap: the least "
                           "takes " +
                               mebibytes(leastOverCap_) + " of workspace, the cap is " +
                               mebibytes(workspaceCap_) + " (max_memory_ratio " +
                               std::to_string(task.maxMemoryRatio).substr(0, 4) +
                               "); raise max_memory_ratio, or 0 for no cap, to allow it"
                     : firstFailure_.empty() ? "no candidate was proposed"
                                             : firstFailure_;
  }
  if (Status stored = record(outcome, options); !stored)
    return stored;
  return outcome;
}

Status SearchDriver::record(SearchOutcome &outcome, const SearchOptions &options) const {
  outcome.report["status"] = entryStatusName(outcome.status);
  outcome.report["reason"] = outcome.reason;
  outcome.report["key"] = options.key;
  if (!cache_)
    return Status::ok();
  std::map<std::string, std::string> files = options.extraFiles;
  files["report.json"] = outcome.report.dump(2) + "\n";
  if (outcome.chosen) {
    Plan plan = outcome.chosen->candidate.plan;
    plan.key = options.key;
    plan.policy = policy_.id();
    files["plan.json"] = planToJson(plan).dump(2) + "\n";
    files["kernels.cubin"] = outcome.chosen->cubin;
    files["kernels.cu"] = outcome.chosen->candidate.source;
  }
  return cache_->store(options.key, files);
}

} // namespace cuagent
