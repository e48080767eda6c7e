//===- SearchDriverTest.cpp - The search loop with fakes -------------------===//
//
// A scripted policy, compiler and evaluator drive the real SearchDriver:
// rounds, the history handed back to the policy, the choice of the best
// plan, rewards, a faulty candidate charged to itself alone, and the cache
// entry written.
//
//===----------------------------------------------------------------------===//
#include "cuagent/Agent/LearnedModel.h"
#include "cuagent/Agent/Reward.h"
#include "cuagent/Agent/Search.h"
#include "cuagent/Support/Sha256.h"

#include "ReluTask.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <map>
#include <unistd.h>

namespace {

using cuagent::Candidate;
using cuagent::CandidateFeedback;
using cuagent::EntryStatus;
using cuagent::Expected;

/// A candidate with a minimal valid plan (one launch from one input to one
/// output), so that the cache accepts the entry the driver writes.
Candidate candidate(const std::string &id) {
  Candidate c;
  c.id = id;
  c.source = "// source of " + id;
  c.plan.candidate = id;
  cuagent::PlanBuffer in;
  in.name = "in0";
  in.kind = cuagent::PlanBuffer::Kind::Input;
  in.spec.shape = {4};
  in.spec.strides = {1};
  in.bytes = 16;
  c.plan.buffers.push_back(in);
  cuagent::PlanBuffer out;
  out.name = "out0";
  out.kind = cuagent::PlanBuffer::Kind::Output;
  out.spec.shape = {4};
  out.spec.strides = {1};
  out.bytes = 16;
  c.plan.buffers.push_back(out);
  c.plan.modules.push_back(cuagent::PlanModule{"m0", "kernels.cubin"});
  cuagent::PlanStep step;
  step.module = "m0";
  step.function = "k";
  step.block = {32, 1, 1};
  step.args = {"in0", "out0"};
  c.plan.steps.push_back(step);
  return c;
}

/// Proposes the scripted rounds in order and records the history it saw.
class ScriptedPolicy : public cuagent::Policy {
public:
  explicit ScriptedPolicy(std::initializer_list<std::vector<std::string>> rounds)
      : rounds_(rounds) {}
  std::string id() const override { return "scripted"; }
  Expected<std::vector<Candidate>> propose(const cuagent::Task &, mlir::func::FuncOp kernels,
                                           const std::vector<CandidateFeedback> &history,
                                           int maxCandidates) override {
    seenHistory.push_back(history);
    seenKernels.push_back(kernels);
    std::vector<Candidate> out;
    if (calls_ < rounds_.size())
      for (const std::string &id : rounds_[calls_])
        if (int(out.size()) < maxCandidates)
          out.push_back(candidate(id));
    ++calls_;
    return out;
  }
  std::vector<std::vector<CandidateFeedback>> seenHistory;
  std::vector<mlir::func::FuncOp> seenKernels;

private:
  std::vector<std::vector<std::string>> rounds_;
  size_t calls_ = 0;
};

/// Wraps a policy: candidates whose id starts with "ws-" get a 64 MiB
/// workspace buffer (unused by their plan's step).
class WorkspaceByName : public cuagent::Policy {
public:
  explicit WorkspaceByName(cuagent::Policy &inner) : inner_(inner) {}
  std::string id() const override { return inner_.id(); }
  Expected<std::vector<Candidate>> propose(const cuagent::Task &task, mlir::func::FuncOp kernels,
                                           const std::vector<CandidateFeedback> &history,
                                           int maxCandidates) override {
    Expected<std::vector<Candidate>> out = inner_.propose(task, kernels, history, maxCandidates);
    if (out)
      for (Candidate &c : *out)
        if (c.id.rfind("ws-", 0) == 0) {
          cuagent::PlanBuffer ws;
          ws.name = "ws0";
          ws.kind = cuagent::PlanBuffer::Kind::Workspace;
          // "ws-huge": an intermediate no library need shrinks (1 GiB).
          ws.bytes = c.id.rfind("ws-huge", 0) == 0 ? size_t(1) << 30 : size_t(64) << 20;
          c.plan.buffers.push_back(ws);
        }
    return out;
  }

private:
  cuagent::Policy &inner_;
};

/// Candidates whose id starts with "bad-compile" fail to compile.
class FakeCompiler : public cuagent::CandidateCompiler {
public:
  std::vector<Expected<std::string>> compile(const std::vector<Candidate> &candidates,
                                             const std::string &arch) override {
    std::vector<Expected<std::string>> out;
    for (const Candidate &c : candidates)
      if (c.id.rfind("bad-compile", 0) == 0)
        out.push_back(cuagent::Status::error("syntax error"));
      else
        out.push_back("cubin:" + c.id + ":" + arch);
    return out;
  }
};

/// Times per candidate id; "wrong" fails verification; "crash" kills the
/// (pretend) child, which the real evaluator charges to that candidate only.
class FakeEvaluator : public cuagent::CandidateEvaluator {
public:
  explicit FakeEvaluator(bool gpu) : gpu_(gpu) {}
  bool available() override { return gpu_; }
  std::string unavailableReason() override { return gpu_ ? "" : "not verified: no GPU (fake)"; }
  std::string device() override { return gpu_ ? "FakeGPU" : ""; }
  void evaluate(const cuagent::Task &, const std::vector<Candidate> &candidates,
                const std::vector<Expected<std::string>> &cubins,
                const std::vector<size_t> &indices,
                std::vector<CandidateFeedback> &feedback) override {
    for (size_t i : indices) {
      ASSERT_TRUE(cubins[i]) << "only compiled candidates are evaluated";
      evaluated.push_back(candidates[i].id);
      const std::string &id = candidates[i].id;
      if (id == "crash") {
        feedback[i].reason = "the verification process was killed by signal 11";
        continue;
      }
      if (id == "wrong") {
        feedback[i].reason = "wrong result on reference set 0";
        continue;
      }
      // Phase times a real evaluator measures: 10 ms to load, 20 to verify,
      // 30 to time (milliseconds, to sum exactly in doubles' terms below).
      feedback[i].seconds = {0.01, 0.02, 0.03};
      feedback[i].verified = true;
      feedback[i].medianMs = times.at(id);
      feedback[i].minMs = times.at(id);
      feedback[i].trials = 10;
      if (auto found = loadedWorkspace.find(id); found != loadedWorkspace.end())
        feedback[i].workspaceBytes = found->second;
    }
  }
  std::map<std::string, double> times;
  /// The workspace a loaded plan took, where the evaluator reports it.
  std::map<std::string, size_t> loadedWorkspace;
  std::vector<std::string> evaluated;

private:
  bool gpu_;
};

class SearchDriverTest : public ::testing::Test {
protected:
  void SetUp() override {
    root = std::filesystem::temp_directory_path() /
           ("cuagent-search-test-" + std::to_string(::getpid()) + "-" +
            ::testing::UnitTest::GetInstance()->current_test_info()->name());
    std::filesystem::remove_all(root);
    // The task the plans match: the cache recomputes an entry's key from its
    // task.json and key.json, as the worker writes them, before trusting a plan.
    task = cuagent::test::reluTask();
    ASSERT_FALSE(task.name.empty());
    Expected<std::string> material = cuagent::taskKeyMaterial(task, "builtin");
    ASSERT_TRUE(material) << material.message();
    options.key = cuagent::sha256Hex(*material);
    options.extraFiles["task.json"] = cuagent::taskToJson(task).dump(2) + "\n";
    options.extraFiles["key.json"] = *material;
  }
  void TearDown() override { std::filesystem::remove_all(root); }

  /// One search over `ids` ("ws-" ones with a workspace, WorkspaceByName)
  /// timed by `times`, with the loaded workspaces the evaluator reports.
  Expected<cuagent::SearchOutcome>
  searchWithWorkspaces(const std::vector<std::string> &ids,
                       const std::map<std::string, double> &times,
                       const std::map<std::string, size_t> &loaded = {}) {
    std::filesystem::remove_all(root);
    ScriptedPolicy policy({ids});
    WorkspaceByName withWorkspaces(policy);
    FakeEvaluator evaluator(true);
    evaluator.times = times;
    evaluator.loadedWorkspace = loaded;
    cuagent::KernelCache cache(root.string());
    cuagent::SearchDriver driver(withWorkspaces, compiler, evaluator, &cache);
    return driver.search(task, {}, options);
  }

  std::filesystem::path root;
  cuagent::Task task;
  cuagent::SearchOptions options;
  FakeCompiler compiler;
};

TEST_F(SearchDriverTest, RunsRoundsPassesHistoryAndPicksTheFastest) {
  ScriptedPolicy policy({{"a", "b"}, {"c"}});
  FakeEvaluator evaluator(true);
  evaluator.times = {{"a", 0.9}, {"b", 0.5}, {"c", 0.7}};
  cuagent::KernelCache cache(root.string());
  cuagent::SearchDriver driver(policy, compiler, evaluator, &cache);
  Expected<cuagent::SearchOutcome> outcome = driver.search(task, {}, options);
  ASSERT_TRUE(outcome) << outcome.message();

  // Two rounds with candidates, then an empty one ends the loop; each call
  // sees every earlier outcome.
  ASSERT_EQ(policy.seenHistory.size(), 3u);
  EXPECT_TRUE(policy.seenHistory[0].empty());
  ASSERT_EQ(policy.seenHistory[1].size(), 2u);
  EXPECT_EQ(policy.seenHistory[1][1].id, "b");
  EXPECT_DOUBLE_EQ(policy.seenHistory[1][1].medianMs, 0.5);
  EXPECT_EQ(policy.seenHistory[2].size(), 3u);

  EXPECT_EQ(outcome->status, EntryStatus::Verified);
  ASSERT_TRUE(outcome->chosen);
  EXPECT_EQ(outcome->chosen->candidate.id, "b");
  EXPECT_EQ(outcome->chosen->cubin, "cubin:b:sm_90");
  // 0.5 ms against a 1 ms stock: more than 5% faster.
  EXPECT_EQ(outcome->chosen->reward, 2);
  EXPECT_EQ(outcome->report["best"]["candidate"], "b");
  EXPECT_EQ(outcome->report["candidates"].size(), 3u);
  EXPECT_EQ(outcome->report["device"], "FakeGPU");
  // Where the time went: each candidate's phases, and their sums per search.
  EXPECT_DOUBLE_EQ(outcome->report["candidates"][1]["seconds"]["verify"].get<double>(), 0.02);
  EXPECT_NEAR(outcome->report["seconds"]["load"].get<double>(), 0.03, 1e-12);
  EXPECT_NEAR(outcome->report["seconds"]["verify"].get<double>(), 0.06, 1e-12);
  EXPECT_NEAR(outcome->report["seconds"]["profile"].get<double>(), 0.09, 1e-12);

  cuagent::CacheEntry entry;
  std::string reason;
  ASSERT_EQ(cache.lookup(options.key, entry, reason), cuagent::LookupResult::Hit) << reason;
  EXPECT_EQ(entry.status, EntryStatus::Verified);
  ASSERT_TRUE(entry.plan);
  EXPECT_EQ(entry.plan->candidate, "b");
  EXPECT_EQ(entry.plan->policy, "scripted");
  EXPECT_EQ(entry.modules.at("kernels.cubin"), "cubin:b:sm_90");
}

TEST_F(SearchDriverTest, AFaultyCandidateIsChargedToItselfOnly) {
  ScriptedPolicy policy({{"bad-compile", "crash", "wrong", "ok"}});
  FakeEvaluator evaluator(true);
  evaluator.times = {{"ok", 2.0}};
  cuagent::SearchDriver driver(policy, compiler, evaluator, nullptr);
  Expected<cuagent::SearchOutcome> outcome = driver.search(task, {}, options);
  ASSERT_TRUE(outcome) << outcome.message();
  // The compile failure never reaches the evaluator.
  EXPECT_EQ(evaluator.evaluated, (std::vector<std::string>{"crash", "wrong", "ok"}));
  const nlohmann::json &candidates = outcome->report["candidates"];
  ASSERT_EQ(candidates.size(), 4u);
  EXPECT_FALSE(candidates[0]["compiled"]);
  EXPECT_EQ(candidates[0]["reason"], "compile error: syntax error");
  EXPECT_EQ(candidates[1]["reward"], -1);
  EXPECT_EQ(candidates[1]["reason"], "the verification process was killed by signal 11");
  EXPECT_EQ(candidates[2]["reward"], -1);
  EXPECT_TRUE(candidates[3]["verified"]);
  // Slower than stock but correct: reward 1.
  EXPECT_EQ(candidates[3]["reward"], 1);
  EXPECT_EQ(outcome->status, EntryStatus::Verified);
  EXPECT_EQ(outcome->chosen->candidate.id, "ok");
}

TEST_F(SearchDriverTest, NothingVerifiedIsRejectedWithTheFirstFailure) {
  ScriptedPolicy policy({{"wrong", "crash"}});
  FakeEvaluator evaluator(true);
  cuagent::KernelCache cache(root.string());
  cuagent::SearchDriver driver(policy, compiler, evaluator, &cache);
  Expected<cuagent::SearchOutcome> outcome = driver.search(task, {}, options);
  ASSERT_TRUE(outcome);
  EXPECT_EQ(outcome->status, EntryStatus::Rejected);
  EXPECT_EQ(outcome->reason, "wrong: wrong result on reference set 0");
  EXPECT_FALSE(outcome->chosen);
  cuagent::CacheEntry entry;
  std::string reason;
  ASSERT_EQ(cache.lookup(options.key, entry, reason), cuagent::LookupResult::Hit);
  EXPECT_EQ(entry.status, EntryStatus::Rejected);
  EXPECT_FALSE(entry.plan);
}

TEST_F(SearchDriverTest, WithoutAGpuTheFirstCompiledPlanIsStoredUnverified) {
  ScriptedPolicy policy({{"bad-compile", "x", "y"}});
  FakeEvaluator evaluator(false);
  cuagent::SearchDriver driver(policy, compiler, evaluator, nullptr);
  Expected<cuagent::SearchOutcome> outcome = driver.search(task, {}, options);
  ASSERT_TRUE(outcome);
  EXPECT_TRUE(evaluator.evaluated.empty());
  EXPECT_EQ(outcome->status, EntryStatus::Unverified);
  EXPECT_EQ(outcome->reason, "not verified: no GPU (fake)");
  ASSERT_TRUE(outcome->chosen);
  EXPECT_EQ(outcome->chosen->candidate.id, "x");
  // Unmeasured candidates are scored 0, not -1.
  EXPECT_EQ(outcome->report["candidates"][1]["reward"], 0);
}

TEST_F(SearchDriverTest, StopsAfterMaxRounds) {
  ScriptedPolicy policy({{"a"}, {"b"}, {"c"}});
  FakeEvaluator evaluator(true);
  evaluator.times = {{"a", 3.0}, {"b", 2.0}, {"c", 0.1}};
  options.maxRounds = 2;
  cuagent::SearchDriver driver(policy, compiler, evaluator, nullptr);
  Expected<cuagent::SearchOutcome> outcome = driver.search(task, {}, options);
  ASSERT_TRUE(outcome);
  EXPECT_EQ(policy.seenHistory.size(), 2u);
  EXPECT_EQ(outcome->chosen->candidate.id, "b");
}

/// A function to stand for the group planned without the algebraic rewrites.
struct PlainKernels {
  PlainKernels() {
    context.loadDialect<mlir::func::FuncDialect>();
    mlir::OpBuilder builder(&context);
    module = mlir::ModuleOp::create(builder.getUnknownLoc());
    builder.setInsertionPointToEnd(module->getBody());
    function = builder.create<mlir::func::FuncOp>(builder.getUnknownLoc(), "plain",
                                                  builder.getFunctionType({}, {}));
  }
  mlir::MLIRContext context;
  mlir::OwningOpRef<mlir::ModuleOp> module;
  mlir::func::FuncOp function;
};

TEST_F(SearchDriverTest, WrongRewrittenCandidatesAreSearchedAgainUnrewritten) {
  // Rewritten rounds: one wrong result, then nothing more; the unrewritten
  // rounds start from an empty history and their ids say what they are.
  ScriptedPolicy policy({{"wrong"}, {}, {"ok"}});
  FakeEvaluator evaluator(true);
  evaluator.times = {{"ok-plain", 0.5}};
  PlainKernels plain;
  cuagent::KernelCache cache(root.string());
  cuagent::SearchDriver driver(policy, compiler, evaluator, &cache);
  Expected<cuagent::SearchOutcome> outcome = driver.search(task, {}, options, plain.function);
  ASSERT_TRUE(outcome) << outcome.message();
  ASSERT_EQ(policy.seenKernels.size(), 4u);
  EXPECT_FALSE(policy.seenKernels[1]);
  EXPECT_EQ(policy.seenKernels[2], plain.function);
  EXPECT_TRUE(policy.seenHistory[2].empty());
  EXPECT_EQ(evaluator.evaluated, (std::vector<std::string>{"wrong", "ok-plain"}));
  EXPECT_EQ(outcome->status, EntryStatus::Verified);
  EXPECT_EQ(outcome->chosen->candidate.id, "ok-plain");
  EXPECT_EQ(outcome->report["unrewritten_search"], true);
  cuagent::CacheEntry entry;
  std::string reason;
  ASSERT_EQ(cache.lookup(options.key, entry, reason), cuagent::LookupResult::Hit) << reason;
  EXPECT_EQ(entry.plan->candidate, "ok-plain");
}

TEST_F(SearchDriverTest, NoUnrewrittenSearchUnlessARewrittenResultWasWrong) {
  PlainKernels plain;
  FakeEvaluator evaluator(true);
  evaluator.times = {{"fast", 0.5}, {"ok-plain", 0.1}};
  // A verified rewritten candidate: the unrewritten group is never planned.
  ScriptedPolicy verified({{"fast"}, {}, {"ok"}});
  cuagent::SearchDriver first(verified, compiler, evaluator, nullptr);
  Expected<cuagent::SearchOutcome> outcome = first.search(task, {}, options, plain.function);
  ASSERT_TRUE(outcome);
  EXPECT_EQ(verified.seenKernels.size(), 2u);
  EXPECT_EQ(outcome->chosen->candidate.id, "fast");
  // Failures that are not wrong results (a crash) do not blame the rewrite.
  ScriptedPolicy crashed({{"crash"}, {}, {"ok"}});
  cuagent::SearchDriver second(crashed, compiler, evaluator, nullptr);
  outcome = second.search(task, {}, options, plain.function);
  ASSERT_TRUE(outcome);
  EXPECT_EQ(crashed.seenKernels.size(), 2u);
  EXPECT_EQ(outcome->status, EntryStatus::Rejected);
  EXPECT_FALSE(outcome->report.contains("unrewritten_search"));
}

TEST_F(SearchDriverTest, ARewriteSlowerThanStockIsSearchedAgainUnrewritten) {
  // Decision 70: a fused attention that loses to stock leaves the
  // decomposed plan its chance; the faster of the two is chosen.
  PlainKernels plain;
  FakeEvaluator evaluator(true);
  evaluator.times = {{"fused", 0.5}, {"ok-plain", 0.3}};
  task.stockTimeMs = 0.4;
  ScriptedPolicy policy({{"fused"}, {}, {"ok"}});
  cuagent::SearchDriver driver(policy, compiler, evaluator, nullptr);
  Expected<cuagent::SearchOutcome> outcome = driver.search(task, {}, options, plain.function);
  ASSERT_TRUE(outcome) << outcome.message();
  EXPECT_EQ(evaluator.evaluated, (std::vector<std::string>{"fused", "ok-plain"}));
  EXPECT_EQ(outcome->chosen->candidate.id, "ok-plain");
  EXPECT_EQ(outcome->report["unrewritten_search"], true);
  // Slower as written too: the rewritten plan stays the choice.
  evaluator.times = {{"fused", 0.5}, {"ok-plain", 0.6}};
  evaluator.evaluated.clear();
  ScriptedPolicy again({{"fused"}, {}, {"ok"}});
  cuagent::SearchDriver second(again, compiler, evaluator, nullptr);
  outcome = second.search(task, {}, options, plain.function);
  ASSERT_TRUE(outcome);
  EXPECT_EQ(outcome->chosen->candidate.id, "fused");
  // Faster than stock: nothing more is planned.
  task.stockTimeMs = 0.6;
  ScriptedPolicy faster({{"fused"}, {}, {"ok"}});
  cuagent::SearchDriver third(faster, compiler, evaluator, nullptr);
  outcome = third.search(task, {}, options, plain.function);
  ASSERT_TRUE(outcome);
  EXPECT_EQ(faster.seenKernels.size(), 2u);
  EXPECT_FALSE(outcome->report.contains("unrewritten_search"));
}

/// Proposes nothing for the rewritten kernels (an error, as the builtin
/// policy's for strict-fp32 attention without emulation), then `inner`'s.
class RefusesRewritten : public cuagent::Policy {
public:
  RefusesRewritten(cuagent::Policy &inner, mlir::func::FuncOp plain)
      : inner_(inner), plain_(plain) {}
  std::string id() const override { return inner_.id(); }
  Expected<std::vector<Candidate>> propose(const cuagent::Task &task, mlir::func::FuncOp kernels,
                                           const std::vector<CandidateFeedback> &history,
                                           int maxCandidates) override {
    if (kernels != plain_)
      return cuagent::Status::error("no candidate for the rewritten kernels");
    return inner_.propose(task, kernels, history, maxCandidates);
  }

private:
  cuagent::Policy &inner_;
  mlir::func::FuncOp plain_;
};

TEST_F(SearchDriverTest, ARewrittenGroupWithoutCandidatesIsSearchedAgainUnrewritten) {
  PlainKernels plain;
  FakeEvaluator evaluator(true);
  evaluator.times = {{"ok-plain", 0.5}};
  ScriptedPolicy inner({{"ok"}});
  RefusesRewritten policy(inner, plain.function);
  cuagent::SearchDriver driver(policy, compiler, evaluator, nullptr);
  Expected<cuagent::SearchOutcome> outcome = driver.search(task, {}, options, plain.function);
  ASSERT_TRUE(outcome) << outcome.message();
  EXPECT_EQ(outcome->status, EntryStatus::Verified);
  EXPECT_EQ(outcome->chosen->candidate.id, "ok-plain");
}

/// Decision 50: more workspace must buy at least 3%: a plan with a
/// workspace 2% faster than one without is not chosen, 5% faster is; one
/// with less workspace within 3% of a chosen larger one replaces it.
TEST_F(SearchDriverTest, ExtraWorkspaceMustBuyThreePercent) {
  struct Case {
    std::vector<std::string> ids;
    std::map<std::string, double> times;
    std::string chosen;
  };
  std::vector<Case> cases = {
      {{"plain", "ws-big"}, {{"plain", 1.0}, {"ws-big", 0.98}}, "plain"},
      {{"plain", "ws-big"}, {{"plain", 1.0}, {"ws-big", 0.95}}, "ws-big"},
      {{"ws-big", "plain"}, {{"plain", 1.02}, {"ws-big", 1.0}}, "plain"},
      {{"ws-big", "plain"}, {{"plain", 1.05}, {"ws-big", 1.0}}, "ws-big"},
  };
  for (const Case &c : cases) {
    Expected<cuagent::SearchOutcome> outcome = searchWithWorkspaces(c.ids, c.times);
    ASSERT_TRUE(outcome) << outcome.message();
    ASSERT_TRUE(outcome->chosen);
    EXPECT_EQ(outcome->chosen->candidate.id, c.chosen) << c.ids[0] << " then " << c.ids[1];
  }
}

/// The loaded workspace, where the evaluator reports it, decides over the
/// declared one: two plans declaring 64 MiB, the faster by 2% loading all of
/// it, the other 1 MiB: the smaller is chosen. The report carries it.
TEST_F(SearchDriverTest, LoadedWorkspaceDecidesOverTheDeclaredOne) {
  Expected<cuagent::SearchOutcome> outcome =
      searchWithWorkspaces({"ws-full", "ws-light"}, {{"ws-full", 1.0}, {"ws-light", 1.02}},
                           {{"ws-full", size_t(64) << 20}, {"ws-light", size_t(1) << 20}});
  ASSERT_TRUE(outcome) << outcome.message();
  ASSERT_TRUE(outcome->chosen);
  EXPECT_EQ(outcome->chosen->candidate.id, "ws-light");
  EXPECT_EQ(outcome->report["candidates"][1]["workspace_bytes"], size_t(1) << 20);
}

/// The cap is (ratio - 1) of what stock holds at the group (inputs,
/// outputs, largest intermediate) plus that intermediate, never under the
/// floor; 0 lifts it.
TEST(WorkspaceCap, FollowsWhatStockHolds) {
  Expected<cuagent::Task> parsed = cuagent::parseTask(R"json({
    "format": "cuagent.task", "version": 1, "name": "t", "target": {"arch": "sm_90"},
    "graph": {
      "inputs": [{"name": "%x", "dtype": "f32", "shape": [4096, 4096]}],
      "nodes": [{"op": "aten::relu", "inputs": ["%x"], "outputs": ["%t"]},
                {"op": "aten::neg", "inputs": ["%t"], "outputs": ["%y"]}],
      "outputs": [{"name": "%y", "dtype": "f32", "shape": [4096, 4096]}]
    }
  })json");
  ASSERT_TRUE(parsed) << parsed.message();
  cuagent::Task task = *parsed;
  constexpr double kMiB = 1 << 20;
  EXPECT_EQ(cuagent::summarizeTask(task).maxIntermediateBytes, int64_t(64 * kMiB));
  // Stock holds x, t and y (192 MiB): 0.2 of that plus t.
  EXPECT_NEAR(double(cuagent::workspaceCapBytes(task)), 0.2 * 192 * kMiB + 64 * kMiB, 1.0);
  task.maxMemoryRatio = 2.0;
  EXPECT_NEAR(double(cuagent::workspaceCapBytes(task)), 256 * kMiB, 1.0);
  task.maxMemoryRatio = 0;
  EXPECT_EQ(cuagent::workspaceCapBytes(task), SIZE_MAX);
  task.maxMemoryRatio = 1.0; // not a byte more than stock: still the floor
  task.nodes.pop_back();
  task.nodes[0].outputs = {"%y"};
  EXPECT_EQ(cuagent::workspaceCapBytes(task), cuagent::kMinWorkspaceCapBytes);
}

/// Decision 58: where stock was measured to allocate more than its outputs
/// and intermediates (a cuDNN engine's layout transforms), the cap grows by
/// that; a measured peak below the estimate never lowers it.
TEST(SearchDriver, MemoryCapCountsStockMeasuredPeak) {
  Expected<cuagent::Task> parsed = cuagent::parseTask(R"json({
    "format": "cuagent.task", "version": 1, "name": "t", "target": {"arch": "sm_90"},
    "graph": {
      "inputs": [{"name": "%x", "dtype": "f32", "shape": [4096, 4096]}],
      "nodes": [{"op": "aten::relu", "inputs": ["%x"], "outputs": ["%t"]},
                {"op": "aten::neg", "inputs": ["%t"], "outputs": ["%y"]}],
      "outputs": [{"name": "%y", "dtype": "f32", "shape": [4096, 4096]}]
    },
    "stock_peak_bytes": 536870912
  })json");
  ASSERT_TRUE(parsed) << parsed.message();
  cuagent::Task task = *parsed;
  constexpr double kMiB = 1 << 20;
  EXPECT_EQ(task.stockPeakBytes, int64_t(512 * kMiB));
  // Stock holds x (64) and 512 measured: 1.2 x 576 less x and y.
  EXPECT_NEAR(double(cuagent::workspaceCapBytes(task)), 1.2 * 576 * kMiB - 128 * kMiB, 1.0);
  task.stockPeakBytes = int64_t(16 * kMiB); // below y + t: the estimate stands
  EXPECT_NEAR(double(cuagent::workspaceCapBytes(task)), 0.2 * 192 * kMiB + 64 * kMiB, 1.0);
  task.stockPeakBytes = -1;
  EXPECT_NEAR(double(cuagent::workspaceCapBytes(task)), 0.2 * 192 * kMiB + 64 * kMiB, 1.0);
}

/// A verified plan over the memory cap is reported and never chosen; when
/// every one is, the group stays stock and the reason names the option.
TEST_F(SearchDriverTest, OverTheMemoryCapIsNeverChosen) {
  size_t big = size_t(1) << 30, small = size_t(1) << 20;
  Expected<cuagent::SearchOutcome> outcome =
      searchWithWorkspaces({"ws-fast", "ws-slow"}, {{"ws-fast", 0.5}, {"ws-slow", 1.0}},
                           {{"ws-fast", big}, {"ws-slow", small}});
  ASSERT_TRUE(outcome) << outcome.message();
  ASSERT_TRUE(outcome->chosen);
  EXPECT_EQ(outcome->chosen->candidate.id, "ws-slow");
  EXPECT_EQ(outcome->report["candidates"][0]["over_memory_cap"], true);
  EXPECT_FALSE(outcome->report["candidates"][1].contains("over_memory_cap"));

  outcome = searchWithWorkspaces({"ws-fast", "ws-slow"}, {{"ws-fast", 0.5}, {"ws-slow", 1.0}},
                                 {{"ws-fast", big}, {"ws-slow", big / 2}});
  ASSERT_TRUE(outcome) << outcome.message();
  EXPECT_FALSE(outcome->chosen);
  EXPECT_EQ(outcome->status, cuagent::EntryStatus::Rejected);
  EXPECT_NE(outcome->reason.find("the least takes 512 MiB of workspace, the cap is 64 MiB"),
            std::string::npos)
      << outcome->reason;
  EXPECT_NE(outcome->reason.find("max_memory_ratio"), std::string::npos);

  // A plan whose own buffers (no library workspace) are over the cap is
  // reported without being compiled or run.
  std::vector<std::string> evaluated;
  {
    std::filesystem::remove_all(root);
    ScriptedPolicy policy({{"ws-huge", "plain"}});
    WorkspaceByName withWorkspaces(policy);
    FakeEvaluator evaluator(true);
    evaluator.times = {{"ws-huge", 0.1}, {"plain", 1.0}};
    cuagent::KernelCache cache(root.string());
    cuagent::SearchDriver driver(withWorkspaces, compiler, evaluator, &cache);
    outcome = driver.search(task, {}, options);
    evaluated = evaluator.evaluated;
  }
  ASSERT_TRUE(outcome) << outcome.message();
  ASSERT_TRUE(outcome->chosen);
  EXPECT_EQ(outcome->chosen->candidate.id, "plain");
  EXPECT_EQ(evaluated, std::vector<std::string>{"plain"});
  EXPECT_EQ(outcome->report["candidates"][0]["id"], "ws-huge");
  EXPECT_EQ(outcome->report["candidates"][0]["over_memory_cap"], true);
  EXPECT_NE(outcome->report["candidates"][0]["reason"].get<std::string>().find(
                "over the memory cap: 1024 MiB of workspace besides library workspaces"),
            std::string::npos);

  task.maxMemoryRatio = 0; // no cap: the fastest
  outcome = searchWithWorkspaces({"ws-fast", "ws-slow"}, {{"ws-fast", 0.5}, {"ws-slow", 1.0}},
                                 {{"ws-fast", big}, {"ws-slow", small}});
  ASSERT_TRUE(outcome) << outcome.message();
  ASSERT_TRUE(outcome->chosen);
  EXPECT_EQ(outcome->chosen->candidate.id, "ws-fast");
}

TEST(Reward, Milestones) {
  EXPECT_EQ(cuagent::milestoneReward(false, 1, 10, 10), -1);
  EXPECT_EQ(cuagent::milestoneReward(true, 1.0, 1.02, -1), 1);
  EXPECT_EQ(cuagent::milestoneReward(true, 1.0, 2.0, -1), 2);
  EXPECT_EQ(cuagent::milestoneReward(true, 1.0, 2.0, 1.03), 2);
  EXPECT_EQ(cuagent::milestoneReward(true, 1.0, 2.0, 1.5), 3);
  EXPECT_EQ(cuagent::milestoneReward(true, 1.0, -1, -1), 1);
}

} // namespace

namespace {

/// Over the cap on the whole group; proposes `ids` once on a batch chunk's
/// task (the one with the whole group's cap set), recording its shapes.
class CapBoundPolicy : public cuagent::Policy {
public:
  explicit CapBoundPolicy(std::vector<std::string> ids, size_t leastMib = 2)
      : ids_(std::move(ids)), leastMib_(leastMib) {}
  std::string id() const override { return "capbound"; }
  Expected<std::vector<Candidate>> propose(const cuagent::Task &task, mlir::func::FuncOp,
                                           const std::vector<CandidateFeedback> &history,
                                           int) override {
    if (!task.workspaceCapOverride)
      return cuagent::Status::error(
          cuagent::overMemoryCapError(leastMib_ << 20, cuagent::workspaceCapBytes(task)));
    chunkShapes.push_back(task.inputs[0].shape);
    std::vector<Candidate> out;
    if (history.empty())
      for (const std::string &id : ids_)
        out.push_back(candidate(id));
    return out;
  }
  std::vector<std::vector<int64_t>> chunkShapes;

private:
  std::vector<std::string> ids_;
  size_t leastMib_;
};

/// Tiles an [8] task into two chunks of 4 (or fails with `failure`).
class FakeTiler : public cuagent::BatchTiler {
public:
  Expected<Tiled> tile(const cuagent::Task &task, int64_t atLeast, bool asWritten) override {
    asked.push_back(atLeast);
    askedAsWritten.push_back(asWritten);
    if (!failure.empty())
      return cuagent::Status::error(failure);
    Tiled tiled;
    tiled.tiling.chunks = 2;
    tiled.tiling.slicedInputs = {true};
    tiled.tiling.slicedOutputs = {true};
    tiled.tiling.chunkTask = task;
    tiled.tiling.chunkTask.inputs[0].shape = {4};
    tiled.tiling.chunkTask.outputs[0].shape = {4};
    tiled.tiling.chunkTask.workspaceCapOverride = size_t(1) << 20;
    return tiled;
  }
  std::vector<int64_t> asked;
  std::vector<bool> askedAsWritten;
  std::string failure;
};

cuagent::Task eightFloats() {
  cuagent::Task task = cuagent::test::reluTask();
  task.inputs[0].shape = {8};
  task.outputs[0].shape = {8};
  return task;
}

} // namespace

TEST_F(SearchDriverTest, OverTheCapTheGroupIsSearchedABatchChunkAtATime) {
  CapBoundPolicy policy({"a", "b"});
  FakeEvaluator evaluator(true);
  evaluator.times = {{"a-bt2", 0.4}, {"b-bt2", 0.3}};
  FakeTiler tiler;
  cuagent::SearchDriver driver(policy, compiler, evaluator, nullptr);
  driver.setBatchTiler(&tiler);
  Expected<cuagent::SearchOutcome> outcome = driver.search(eightFloats(), {}, options);
  ASSERT_TRUE(outcome) << outcome.message();
  EXPECT_EQ(tiler.asked, (std::vector<int64_t>{2}));
  ASSERT_FALSE(policy.chunkShapes.empty());
  EXPECT_EQ(policy.chunkShapes[0], (std::vector<int64_t>{4}));
  ASSERT_EQ(outcome->status, EntryStatus::Verified) << outcome->reason;
  EXPECT_EQ(outcome->chosen->candidate.id, "b-bt2");
  // The chosen plan is the group's: each chunk's step on its own halves.
  const cuagent::Plan &plan = outcome->chosen->candidate.plan;
  ASSERT_EQ(plan.steps.size(), 2u);
  EXPECT_EQ(plan.steps[0].args, (std::vector<std::string>{"in0@0+16", "out0@0+16"}));
  EXPECT_EQ(plan.steps[1].args, (std::vector<std::string>{"in0@16+16", "out0@16+16"}));
  EXPECT_EQ(plan.candidate, "b-bt2");
  EXPECT_EQ(outcome->report["batch_tiling"][0]["chunks"], 2);
  EXPECT_EQ(outcome->report["batch_tiling"][0]["chosen"], true);
}

TEST_F(SearchDriverTest, WithoutALegalTilingTheCapsReasonStays) {
  CapBoundPolicy policy({"a"});
  FakeEvaluator evaluator(true);
  FakeTiler tiler;
  tiler.failure = "softmax along dim 0";
  cuagent::SearchDriver driver(policy, compiler, evaluator, nullptr);
  driver.setBatchTiler(&tiler);
  Expected<cuagent::SearchOutcome> outcome = driver.search(eightFloats(), {}, options);
  ASSERT_TRUE(outcome) << outcome.message();
  EXPECT_EQ(outcome->status, EntryStatus::Rejected);
  EXPECT_NE(outcome->reason.find(cuagent::kOverMemoryCapError), std::string::npos)
      << outcome->reason;
  EXPECT_EQ(outcome->report["batch_tiling"][0]["reason"], "softmax along dim 0");
  EXPECT_TRUE(evaluator.evaluated.empty());

  // How far over the cap the least plan was says how many chunks at least:
  // 1000 MiB against the 64 MiB floor of this small task's cap.
  CapBoundPolicy far({"a"}, 1000);
  FakeTiler counted;
  counted.failure = "no divisor";
  cuagent::SearchDriver farDriver(far, compiler, evaluator, nullptr);
  farDriver.setBatchTiler(&counted);
  ASSERT_TRUE(farDriver.search(eightFloats(), {}, options));
  EXPECT_EQ(counted.asked, (std::vector<int64_t>{16}));
  EXPECT_EQ(cuagent::overMemoryCapLeastBytes(cuagent::overMemoryCapError(size_t(3) << 20, 1)),
            size_t(3) << 20);
  EXPECT_EQ(cuagent::overMemoryCapLeastBytes("the least 3 MiB"), 0u);

  // No tiler (the worker's --batch-tiling=false), or a group under the cap:
  // no tiled rounds at all.
  FakeTiler unused;
  cuagent::SearchDriver plain(policy, compiler, evaluator, nullptr);
  outcome = plain.search(eightFloats(), {}, options);
  ASSERT_TRUE(outcome) << outcome.message();
  EXPECT_FALSE(outcome->report.contains("batch_tiling"));
}

namespace {

/// Proposes "fused" for the rewritten kernels; for the unrewritten group,
/// over the cap on the whole of it and "ok" on a batch chunk.
class FusedOrTiledPolicy : public cuagent::Policy {
public:
  explicit FusedOrTiledPolicy(mlir::func::FuncOp rewritten) : rewritten_(rewritten) {}
  std::string id() const override { return "fused-or-tiled"; }
  Expected<std::vector<Candidate>> propose(const cuagent::Task &task, mlir::func::FuncOp kernels,
                                           const std::vector<CandidateFeedback> &history,
                                           int) override {
    if (!history.empty())
      return std::vector<Candidate>{};
    if (kernels && kernels == rewritten_)
      return std::vector<Candidate>{candidate("fused")};
    if (!task.workspaceCapOverride)
      return cuagent::Status::error(
          cuagent::overMemoryCapError(size_t(2) << 20, cuagent::workspaceCapBytes(task)));
    return std::vector<Candidate>{candidate("ok")};
  }

private:
  mlir::func::FuncOp rewritten_;
};

} // namespace

TEST_F(SearchDriverTest, AlsoAsWrittenRacesTheTiledUnrewrittenGroup) {
  // Decision 71: a fused attention faster than stock still races the
  // decomposed group, which fits the cap only a batch chunk at a time.
  PlainKernels rewritten, plain;
  FakeEvaluator evaluator(true);
  evaluator.times = {{"fused", 0.5}, {"ok-plain-bt2", 0.3}};
  cuagent::Task task = eightFloats();
  task.stockTimeMs = 1.0;
  options.alsoAsWritten = true;
  FusedOrTiledPolicy policy(rewritten.function);
  auto race = [&](FakeTiler &tiler) {
    evaluator.evaluated.clear();
    cuagent::SearchDriver driver(policy, compiler, evaluator, nullptr);
    driver.setBatchTiler(&tiler);
    return driver.search(task, rewritten.function, options, plain.function);
  };
  FakeTiler tiler;
  Expected<cuagent::SearchOutcome> outcome = race(tiler);
  ASSERT_TRUE(outcome) << outcome.message();
  EXPECT_EQ(evaluator.evaluated, (std::vector<std::string>{"fused", "ok-plain-bt2"}));
  EXPECT_EQ(tiler.askedAsWritten, (std::vector<bool>{true}));
  ASSERT_EQ(outcome->status, EntryStatus::Verified);
  EXPECT_EQ(outcome->chosen->candidate.id, "ok-plain-bt2");
  EXPECT_EQ(outcome->report["batch_tiling"][0]["as_written"], true);
  EXPECT_EQ(outcome->report["batch_tiling"][0]["chosen"], true);

  // The tiled group slower: the fused plan stays the choice.
  evaluator.times["ok-plain-bt2"] = 0.7;
  FakeTiler again;
  outcome = race(again);
  ASSERT_TRUE(outcome) << outcome.message();
  EXPECT_EQ(evaluator.evaluated, (std::vector<std::string>{"fused", "ok-plain-bt2"}));
  EXPECT_EQ(outcome->chosen->candidate.id, "fused");
  // One attempt: a verified chunk plan stops the tiling even when it lost.
  EXPECT_EQ(again.asked.size(), 1u);

  // Without alsoAsWritten a rewrite faster than stock is the end of it.
  options.alsoAsWritten = false;
  FakeTiler unused;
  outcome = race(unused);
  ASSERT_TRUE(outcome) << outcome.message();
  EXPECT_EQ(evaluator.evaluated, (std::vector<std::string>{"fused"}));
  EXPECT_TRUE(unused.asked.empty());
  EXPECT_FALSE(outcome->report.contains("batch_tiling"));
}
