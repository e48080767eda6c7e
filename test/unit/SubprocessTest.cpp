#include "cuagent/Support/Subprocess.h"
#include "cuagent/Support/GpuLock.h"

#include <gtest/gtest.h>

#include <chrono>
#include <csignal>
#include <cstdlib>
#include <filesystem>
#include <thread>
#include <unistd.h>

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

TEST(StreamingChild, ReadsLinesAsTheyComeThenTheEnd) {
  cuagent::StreamingChild child([](int fd) {
    cuagent::writeAll(fd, "one\ntw");
    ::usleep(50000);
    cuagent::writeAll(fd, "o\n");
    return 4;
  });
  ASSERT_TRUE(child.running());
  std::string line;
  ASSERT_EQ(child.readLine(line, 10), cuagent::StreamingChild::Read::Line);
  EXPECT_EQ(line, "one");
  ASSERT_EQ(child.readLine(line, 10), cuagent::StreamingChild::Read::Line);
  EXPECT_EQ(line, "two");
  EXPECT_EQ(child.readLine(line, 10), cuagent::StreamingChild::Read::EndOfOutput);
  cuagent::ProcessResult ended = child.finish(false);
  EXPECT_EQ(ended.outcome, cuagent::ProcessResult::Outcome::Exited);
  EXPECT_EQ(ended.exitCode, 4);
}

// The worker's protocol: a stall is charged to the unit in progress and the
// child is killed; a crash shows as end of output and a signal.
TEST(StreamingChild, AStallTimesOutAndACrashIsReported) {
  cuagent::StreamingChild stalled([](int fd) {
    cuagent::writeAll(fd, "ready\n");
    while (true)
      ::pause();
    return 0;
  });
  std::string line;
  ASSERT_EQ(stalled.readLine(line, 10), cuagent::StreamingChild::Read::Line);
  auto start = std::chrono::steady_clock::now();
  EXPECT_EQ(stalled.readLine(line, 0.2), cuagent::StreamingChild::Read::TimedOut);
  EXPECT_LT(std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(), 5);
  EXPECT_EQ(stalled.finish(true).outcome, cuagent::ProcessResult::Outcome::TimedOut);
  EXPECT_FALSE(stalled.running());

  cuagent::StreamingChild crashed([](int fd) {
    cuagent::writeAll(fd, "ready\n");
    std::raise(SIGSEGV);
    return 0;
  });
  ASSERT_EQ(crashed.readLine(line, 10), cuagent::StreamingChild::Read::Line);
  EXPECT_EQ(crashed.readLine(line, 10), cuagent::StreamingChild::Read::EndOfOutput);
  cuagent::ProcessResult ended = crashed.finish(false);
  EXPECT_EQ(ended.outcome, cuagent::ProcessResult::Outcome::Signaled);
  EXPECT_EQ(ended.signal, SIGSEGV);
}

TEST(StreamingChild, ReadToEndCollectsBinaryOutput) {
  std::string payload(300000, '\0');
  for (size_t i = 0; i < payload.size(); ++i)
    payload[i] = char(i * 7);
  cuagent::StreamingChild child([&](int fd) { return cuagent::writeAll(fd, payload) ? 0 : 1; });
  std::string output;
  ASSERT_EQ(child.readToEnd(output, 10, size_t(1) << 20),
            cuagent::StreamingChild::Read::EndOfOutput);
  EXPECT_EQ(output, payload);
  EXPECT_TRUE(child.finish(false).succeeded());
}

// Two processes holding the lock never overlap: each records when it held
// it, and the intervals must be disjoint.
TEST(GpuExclusiveLock, SerializesProcessesAndIsANoOpWhenUnset) {
  ::unsetenv("CUAGENT_GPU_LOCK");
  {
    cuagent::GpuExclusiveLock lock;
    EXPECT_FALSE(lock.held());
    EXPECT_TRUE(lock.problem().empty());
  }
  std::string path =
      (std::filesystem::temp_directory_path() / ("cuagent-lock-test-" + std::to_string(::getpid())))
          .string();
  ::setenv("CUAGENT_GPU_LOCK", path.c_str(), 1);
  auto hold = [](int fd) {
    cuagent::GpuExclusiveLock lock;
    if (!lock.held())
      return 1;
    auto now = [] {
      return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch())
          .count();
    };
    double begin = now();
    ::usleep(150000);
    double end = now();
    return cuagent::writeAll(fd, std::to_string(begin) + " " + std::to_string(end) + "\n") ? 0 : 1;
  };
  cuagent::StreamingChild first(hold), second(hold);
  std::string a, b;
  ASSERT_EQ(first.readLine(a, 10), cuagent::StreamingChild::Read::Line);
  ASSERT_EQ(second.readLine(b, 10), cuagent::StreamingChild::Read::Line);
  EXPECT_TRUE(first.finish(false).succeeded());
  EXPECT_TRUE(second.finish(false).succeeded());
  double beginA = std::stod(a), endA = std::stod(a.substr(a.find(' ')));
  double beginB = std::stod(b), endB = std::stod(b.substr(b.find(' ')));
  EXPECT_TRUE(endA <= beginB || endB <= beginA)
      << "lock intervals overlap: [" << a << "] and [" << b << "]";
  ::unsetenv("CUAGENT_GPU_LOCK");
  std::filesystem::remove(path);

  ::setenv("CUAGENT_GPU_LOCK", "/nonexistent-dir/cuagent.lock", 1);
  {
    cuagent::GpuExclusiveLock lock;
    EXPECT_FALSE(lock.held());
    EXPECT_NE(lock.problem().find("cannot open CUAGENT_GPU_LOCK"), std::string::npos);
  }
  ::unsetenv("CUAGENT_GPU_LOCK");
}

} // namespace
