//===- SanitizerTest.cpp - compute-sanitizer mode without a GPU ------------===//
//
// The sanitizer mode's parts with their dependencies injected: tool-name
// parsing, the search for compute-sanitizer, the command line, the reading
// of its output, and SanitizingEvaluator with a fake inner evaluator and
// fake sanitizers (an injected runner, and real scripts run as processes).
//
//===----------------------------------------------------------------------===//
#include "cuagent/Agent/Isolation.h"

#include "ReluTask.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sys/stat.h>
#include <unistd.h>

namespace {

namespace fs = std::filesystem;
using cuagent::Candidate;
using cuagent::CandidateFeedback;
using cuagent::Expected;
using cuagent::ProcessResult;
using cuagent::SanitizerTool;

fs::path freshDir(const std::string &name) {
  fs::path dir = fs::temp_directory_path() /
                 ("cuagent-sanitizer-test-" + std::to_string(::getpid()) + "-" + name);
  fs::remove_all(dir);
  fs::create_directories(dir);
  return dir;
}

void writeScript(const fs::path &path, const std::string &body) {
  fs::create_directories(path.parent_path());
  std::ofstream(path) << "#!/bin/sh\n" << body;
  ::chmod(path.c_str(), 0755);
}

cuagent::Task smallTask() {
  cuagent::Task task = cuagent::test::reluTask();
  task.directory = "/nonexistent-task-dir";
  return task;
}

Candidate smallCandidate(const std::string &id) {
  Candidate c;
  c.id = id;
  c.source = "// " + id;
  c.plan.candidate = id;
  cuagent::PlanBuffer in;
  in.name = "in0";
  in.kind = cuagent::PlanBuffer::Kind::Input;
  in.spec.shape = {4};
  in.spec.strides = {1};
  in.bytes = 16;
  c.plan.buffers.push_back(in);
  cuagent::PlanBuffer out = in;
  out.name = "out0";
  out.kind = cuagent::PlanBuffer::Kind::Output;
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

/// Verifies every candidate in 1 ms.
class PassingEvaluator : public cuagent::CandidateEvaluator {
public:
  bool available() override { return true; }
  std::string unavailableReason() override { return ""; }
  std::string device() override { return "fake"; }
  void evaluate(const cuagent::Task &, const std::vector<Candidate> &candidates,
                const std::vector<Expected<std::string>> &, const std::vector<size_t> &indices,
                std::vector<CandidateFeedback> &feedback) override {
    for (size_t index : indices) {
      feedback[index].verified = candidates[index].id != "wrong";
      feedback[index].reason = feedback[index].verified ? "" : "wrong result";
      feedback[index].medianMs = 1.0;
      feedback[index].trials = 10;
    }
  }
};

ProcessResult exited(int code, const std::string &output) {
  ProcessResult result;
  result.outcome = ProcessResult::Outcome::Exited;
  result.exitCode = code;
  result.output = output;
  return result;
}

const char kCleanRacecheck[] = "========= COMPUTE-SANITIZER\n"
                               "{\"ran\":true}\n"
                               "========= RACECHECK SUMMARY: 0 hazards displayed (0 errors, 0 "
                               "warnings)\n";
const char kRace[] = "========= COMPUTE-SANITIZER\n"
                     "========= Error: Race reported between Write access at k+0x1b0\n"
                     "=========     and Read access at k+0x1f0 [248 hazards]\n"
                     "=========\n"
                     "{\"ran\":true}\n"
                     "========= RACECHECK SUMMARY: 1 hazard displayed (1 error, 0 warnings)\n";
const char kUninitialized[] = "========= COMPUTE-SANITIZER\n"
                              "========= Uninitialized __global__ memory read of size 4 bytes\n"
                              "=========     at k+0x90\n"
                              "=========     by thread (0,0,0) in block (0,0,0)\n"
                              "{\"ran\":true}\n"
                              "========= ERROR SUMMARY: 512 errors\n";

//===----------------------------------------------------------------------===//

TEST(SanitizerTools, ParsesCommaListsKeepingOrderAndDroppingRepeats) {
  Expected<std::vector<SanitizerTool>> tools =
      cuagent::parseSanitizerTools(" racecheck, initcheck,racecheck ");
  ASSERT_TRUE(tools) << tools.message();
  EXPECT_EQ(*tools,
            (std::vector<SanitizerTool>{SanitizerTool::Racecheck, SanitizerTool::Initcheck}));
  EXPECT_EQ(cuagent::sanitizerToolList(*tools), "racecheck,initcheck");
  Expected<std::vector<SanitizerTool>> all =
      cuagent::parseSanitizerTools("memcheck,racecheck,initcheck,synccheck");
  ASSERT_TRUE(all) << all.message();
  EXPECT_EQ(all->size(), 4u);
}

TEST(SanitizerTools, BadNamesGetAnErrorNamingThemAndTheValidTools) {
  Expected<std::vector<SanitizerTool>> bad = cuagent::parseSanitizerTools("racecheck,racechek");
  ASSERT_FALSE(bad);
  EXPECT_NE(bad.message().find("unknown compute-sanitizer tool 'racechek'"), std::string::npos)
      << bad.message();
  EXPECT_NE(bad.message().find("memcheck, racecheck, initcheck and synccheck"), std::string::npos);
  for (const char *list : {"", ",", "racecheck,", "racecheck,,initcheck", "Racecheck"})
    EXPECT_FALSE(cuagent::parseSanitizerTools(list)) << "'" << list << "'";
}

TEST(SanitizerSearch, FollowsExplicitPathCudaHomePathThenRoots) {
  fs::path dir = freshDir("search");
  writeScript(dir / "home/bin/compute-sanitizer", "exit 0\n");
  writeScript(dir / "onpath/compute-sanitizer", "exit 0\n");
  writeScript(dir / "root/bin/compute-sanitizer", "exit 0\n");
  std::ofstream(dir / "plain") << "not executable";

  cuagent::SanitizerSearch search;
  search.roots = {(dir / "root").string()};
  search.cudaHome = (dir / "home").string();
  search.path = "/nonexistent:" + (dir / "onpath").string();
  EXPECT_EQ(*cuagent::findComputeSanitizer(search), (dir / "home/bin/compute-sanitizer").string());
  search.cudaHome = "";
  EXPECT_EQ(*cuagent::findComputeSanitizer(search), (dir / "onpath/compute-sanitizer").string());
  search.path = "/nonexistent";
  EXPECT_EQ(*cuagent::findComputeSanitizer(search), (dir / "root/bin/compute-sanitizer").string());

  search.explicitPath = (dir / "plain").string();
  Expected<std::string> notExecutable = cuagent::findComputeSanitizer(search);
  ASSERT_FALSE(notExecutable);
  EXPECT_NE(notExecutable.message().find("is not an executable file"), std::string::npos);

  search.explicitPath = "";
  search.roots = {(dir / "empty").string()};
  Expected<std::string> missing = cuagent::findComputeSanitizer(search);
  ASSERT_FALSE(missing);
  EXPECT_NE(missing.message().find("compute-sanitizer not found"), std::string::npos)
      << missing.message();
  EXPECT_NE(missing.message().find("--compute-sanitizer=<path>"), std::string::npos);
  EXPECT_NE(missing.message().find("CUDA_HOME"), std::string::npos);
  fs::remove_all(dir);
}

TEST(SanitizerSize, LargeTasksAreRefusedWithWhatToDo) {
  cuagent::Task task = smallTask();
  EXPECT_TRUE(cuagent::checkSanitizeSize(task, 32));
  cuagent::Status tooLarge = cuagent::checkSanitizeSize(task, 31);
  ASSERT_FALSE(tooLarge);
  EXPECT_NE(tooLarge.message().find("--sanitize-max-mib"), std::string::npos);
  task.inputs[0].shape = {int64_t(1) << 30}; // 4 GiB and 16 bytes, rounded up
  tooLarge = cuagent::checkSanitizeSize(task, cuagent::kDefaultSanitizeMaxBytes);
  ASSERT_FALSE(tooLarge);
  EXPECT_NE(tooLarge.message().find("4097 MiB"), std::string::npos) << tooLarge.message();
  EXPECT_NE(tooLarge.message().find("limit of 256 MiB"), std::string::npos);
}

TEST(SanitizerCommand, NamesToolExitCodeWorkerAndCandidate) {
  cuagent::SanitizerOptions options;
  options.sanitizerPath = "/cuda/bin/compute-sanitizer";
  options.workerPath = "/build/bin/cuagent-compile";
  options.printLimit = 7;
  std::vector<std::string> argv =
      cuagent::sanitizerCommand(options, SanitizerTool::Racecheck, "/tmp/c");
  std::vector<std::string> expected = {"/cuda/bin/compute-sanitizer",
                                       "--tool",
                                       "racecheck",
                                       "--error-exitcode",
                                       "86",
                                       "--print-limit",
                                       "7",
                                       "--report-api-errors",
                                       "no",
                                       "--kernel-name-exclude",
                                       "kns=cuagent_ref_",
                                       "/build/bin/cuagent-compile",
                                       "--sanitize-child=/tmp/c"};
  EXPECT_EQ(argv, expected);
  // initcheck must instrument the kernel that draws the inputs.
  argv = cuagent::sanitizerCommand(options, SanitizerTool::Initcheck, "/tmp/c");
  EXPECT_EQ(argv[2], "initcheck");
  EXPECT_EQ(argv[10], "kns=cuagent_ref_hash");
}

TEST(SanitizerVerdict, ReadsReportsExitCodesAndChildErrors) {
  EXPECT_EQ(cuagent::sanitizerVerdict(SanitizerTool::Racecheck, exited(0, kCleanRacecheck)), "");
  EXPECT_EQ(cuagent::sanitizerVerdict(SanitizerTool::Racecheck, exited(86, kRace)),
            "sanitizer racecheck: Error: Race reported between Write access at k+0x1b0");
  EXPECT_EQ(cuagent::sanitizerVerdict(SanitizerTool::Initcheck, exited(86, kUninitialized)),
            "sanitizer initcheck: Uninitialized __global__ memory read of size 4 bytes");
  // A report counts even when the exit code does not say so (racecheck
  // warnings), and exit code 86 counts without a readable report.
  EXPECT_EQ(cuagent::sanitizerVerdict(SanitizerTool::Racecheck, exited(0, kRace)),
            "sanitizer racecheck: Error: Race reported between Write access at k+0x1b0");
  EXPECT_NE(cuagent::sanitizerVerdict(SanitizerTool::Memcheck, exited(86, "{\"ran\":true}\n"))
                .find("exited with code 86"),
            std::string::npos);
  EXPECT_EQ(
      cuagent::sanitizerVerdict(SanitizerTool::Synccheck,
                                exited(0, "========= ERROR SUMMARY: 3 errors\n{\"ran\":true}\n")),
      "sanitizer synccheck: ERROR SUMMARY: 3 errors");
  EXPECT_EQ(cuagent::sanitizerVerdict(
                SanitizerTool::Memcheck,
                exited(1, "========= COMPUTE-SANITIZER\n{\"error\":\"cannot load plan: x\"}\n"
                          "========= Target application returned an error\n"
                          "========= ERROR SUMMARY: 0 errors\n")),
            "sanitizer memcheck: the sanitized run failed: cannot load plan: x");
  // A clean exit without the child's word that the plan ran is no pass.
  EXPECT_EQ(cuagent::sanitizerVerdict(SanitizerTool::Racecheck,
                                      exited(0, "========= ERROR SUMMARY: 0 errors\n")),
            "sanitizer racecheck: the sanitized run did not report that the plan ran");
  ProcessResult timedOut;
  timedOut.outcome = ProcessResult::Outcome::TimedOut;
  timedOut.seconds = 600;
  EXPECT_NE(
      cuagent::sanitizerVerdict(SanitizerTool::Racecheck, timedOut).find("--sanitize-timeout"),
      std::string::npos);
}

class SanitizingEvaluatorTest : public ::testing::Test {
protected:
  void SetUp() override {
    candidates = {smallCandidate("good"), smallCandidate("wrong"), smallCandidate("racy")};
    cubins = {std::string("cubin-good"), std::string("cubin-wrong"), std::string("cubin-racy")};
    feedback.resize(candidates.size());
    options.tools = {SanitizerTool::Racecheck, SanitizerTool::Initcheck};
    options.sanitizerPath = "compute-sanitizer";
    options.workerPath = "cuagent-compile";
  }
  void evaluate(cuagent::SanitizingEvaluator &evaluator) {
    evaluator.evaluate(task, candidates, cubins, {0, 1, 2}, feedback);
  }

  cuagent::Task task = smallTask();
  std::vector<Candidate> candidates;
  std::vector<Expected<std::string>> cubins;
  std::vector<CandidateFeedback> feedback;
  cuagent::SanitizerOptions options;
  PassingEvaluator inner;
};

TEST_F(SanitizingEvaluatorTest, AReportRejectsACleanRunPasses) {
  std::vector<std::vector<std::string>> calls;
  std::vector<std::string> sawFiles;
  auto runner = [&](const std::vector<std::string> &argv, double timeout) {
    calls.push_back(argv);
    EXPECT_EQ(timeout, options.timeoutSeconds);
    std::string dir = argv.back().substr(std::string("--sanitize-child=").size());
    // The candidate's files exist while the sanitizer runs.
    std::ifstream cubin(dir + "/kernels.cubin");
    std::string bytes((std::istreambuf_iterator<char>(cubin)), {});
    sawFiles.push_back(bytes);
    EXPECT_TRUE(fs::exists(dir + "/task.json") && fs::exists(dir + "/plan.json") &&
                fs::exists(dir + "/run.json"));
    bool racy = bytes == "cubin-racy" && argv[2] == "racecheck";
    return racy ? exited(86, kRace) : exited(0, kCleanRacecheck);
  };
  cuagent::SanitizingEvaluator evaluator(inner, options, runner);
  evaluate(evaluator);

  EXPECT_TRUE(feedback[0].verified) << feedback[0].reason;
  EXPECT_EQ(feedback[0].medianMs, 1.0);
  EXPECT_FALSE(feedback[1].verified);
  EXPECT_EQ(feedback[1].reason, "wrong result"); // never sanitized
  EXPECT_FALSE(feedback[2].verified);
  EXPECT_EQ(feedback[2].reason,
            "sanitizer racecheck: Error: Race reported between Write access at k+0x1b0");
  EXPECT_EQ(feedback[2].medianMs, -1);
  // good: racecheck and initcheck; racy: racecheck only (it failed there).
  ASSERT_EQ(calls.size(), 3u);
  EXPECT_EQ(sawFiles, (std::vector<std::string>{"cubin-good", "cubin-good", "cubin-racy"}));
  EXPECT_EQ(calls[0][2], "racecheck");
  EXPECT_EQ(calls[1][2], "initcheck");
  // The folders are gone afterwards.
  for (const auto &argv : calls)
    EXPECT_FALSE(fs::exists(argv.back().substr(std::string("--sanitize-child=").size())));
}

/// Real processes: fake compute-sanitizer scripts run by the default runner.
TEST_F(SanitizingEvaluatorTest, FakeSanitizerScriptsRejectOrPass) {
  fs::path dir = freshDir("scripts");
  options.tools = {SanitizerTool::Initcheck};
  options.sanitizerPath = (dir / "reports").string();
  writeScript(dir / "reports",
              "echo '========= COMPUTE-SANITIZER'\n"
              "echo '========= Uninitialized __global__ memory read of size 4 bytes'\n"
              "echo '========= ERROR SUMMARY: 1 error'\n"
              "exit 86\n");
  {
    cuagent::SanitizingEvaluator evaluator(inner, options);
    evaluate(evaluator);
    EXPECT_FALSE(feedback[0].verified);
    EXPECT_EQ(feedback[0].reason,
              "sanitizer initcheck: Uninitialized __global__ memory read of size 4 bytes");
  }
  writeScript(dir / "silent-86", "exit 86\n");
  options.sanitizerPath = (dir / "silent-86").string();
  {
    feedback.assign(candidates.size(), {});
    cuagent::SanitizingEvaluator evaluator(inner, options);
    evaluate(evaluator);
    EXPECT_FALSE(feedback[0].verified);
    EXPECT_NE(feedback[0].reason.find("exited with code 86"), std::string::npos)
        << feedback[0].reason;
  }
  writeScript(dir / "clean", "echo '{\"ran\": true}'\necho '========= ERROR SUMMARY: 0 errors'\n");
  options.sanitizerPath = (dir / "clean").string();
  {
    feedback.assign(candidates.size(), {});
    cuagent::SanitizingEvaluator evaluator(inner, options);
    evaluate(evaluator);
    EXPECT_TRUE(feedback[0].verified) << feedback[0].reason;
    EXPECT_TRUE(feedback[2].verified) << feedback[2].reason;
  }
  options.sanitizerPath = (dir / "missing").string();
  {
    feedback.assign(candidates.size(), {});
    cuagent::SanitizingEvaluator evaluator(inner, options);
    evaluate(evaluator);
    EXPECT_FALSE(feedback[0].verified);
    EXPECT_NE(feedback[0].reason.find("sanitizer initcheck: "), std::string::npos)
        << feedback[0].reason;
  }
  fs::remove_all(dir);
}

#ifdef CUAGENT_WORKER_PATH
/// The worker's --sanitize-child mode reads what writeSanitizeInputs wrote:
/// a pass-through "sanitizer" runs it; without a GPU it gets as far as
/// looking for one, so the task, the plan and the cubin were all read.
TEST_F(SanitizingEvaluatorTest, WorkerChildModeReadsTheCandidate) {
  fs::path dir = freshDir("child");
  options.tools = {SanitizerTool::Memcheck};
  options.workerPath = CUAGENT_WORKER_PATH;
  options.sanitizerPath = (dir / "pass-through").string();
  // Drops the sanitizer's own flags: everything before the worker path.
  writeScript(dir / "pass-through", "while [ $# -gt 0 ] && [ \"$1\" != \"" + options.workerPath +
                                        "\" ]; do shift; done\n"
                                        "exec \"$@\"\n");
  cuagent::SanitizingEvaluator evaluator(inner, options);
  evaluate(evaluator);
  EXPECT_FALSE(feedback[0].verified);
  // Without a GPU: "not verified: no GPU device"; with one, the task's
  // missing reference sets. Either way it got past reading every file.
  const std::string &reason = feedback[0].reason;
  EXPECT_EQ(reason.rfind("sanitizer memcheck: the sanitized run failed: ", 0), 0u) << reason;
  EXPECT_TRUE(reason.find("no GPU device") != std::string::npos ||
              reason.find("no reference sets") != std::string::npos)
      << reason;
  fs::remove_all(dir);
}
#endif

} // namespace
