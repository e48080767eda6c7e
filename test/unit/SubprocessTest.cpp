#include "cuagent/Support/Subprocess.h"

#include <gtest/gtest.h>

#include <csignal>

namespace {

TEST(Subprocess, CapturesOutputAndExitCode) {
  auto result = cuagent::runProcess({"sh", "-c", "echo hello; exit 3"}, 10);
  EXPECT_EQ(result.outcome, cuagent::ProcessResult::Outcome::Exited);
  EXPECT_EQ(result.exitCode, 3);
  EXPECT_EQ(result.output, "hello\n");
}

TEST(Subprocess, KillsAHungChildAndItsChildren) {
  auto result = cuagent::runProcess({"sh", "-c", "sleep 30 & sleep 30"}, 0.5);
  EXPECT_EQ(result.outcome, cuagent::ProcessResult::Outcome::TimedOut);
  EXPECT_LT(result.seconds, 5);
  EXPECT_NE(result.describe().find("timed out"), std::string::npos);
}

TEST(Subprocess, ReportsAMissingProgram) {
  auto result = cuagent::runProcess({"/nonexistent/cuagent-compile"}, 5);
  EXPECT_EQ(result.outcome, cuagent::ProcessResult::Outcome::SpawnFailed);
  EXPECT_NE(result.output.find("No such file"), std::string::npos) << result.output;
}

TEST(Subprocess, ForkedCrashDoesNotHarmTheParent) {
  auto result = cuagent::runForked(
      [](int) {
        std::raise(SIGSEGV);
        return 0;
      },
      10);
  EXPECT_EQ(result.outcome, cuagent::ProcessResult::Outcome::Signaled);
  EXPECT_EQ(result.signal, SIGSEGV);
  auto hung = cuagent::runForked(
      [](int) {
        while (true) {
        }
        return 0;
      },
      0.3);
  EXPECT_EQ(hung.outcome, cuagent::ProcessResult::Outcome::TimedOut);
}

} // namespace
