//===- VerificationServerTest.cpp - The verification process's protocol ----===//
//
// The round framing (worker to server) through a real pipe, its error
// paths on cut or malformed input, and ChildProcessEvaluator's server
// against the one-shot probe: they must agree on the device or on why
// there is none, on this machine whatever it has.
//
//===----------------------------------------------------------------------===//
#include "cuagent/Agent/VerificationServer.h"
#include "cuagent/Agent/Isolation.h"

#include "ReluTask.h"

#include <gtest/gtest.h>

#include <fcntl.h>
#include <unistd.h>

namespace {

using cuagent::Candidate;
using cuagent::Expected;
using cuagent::RoundReader;
using cuagent::RoundRequest;

Candidate candidate(const std::string &id, int64_t elements) {
  Candidate c;
  c.id = id;
  c.plan.candidate = id;
  for (auto [name, kind] : {std::pair{"in0", cuagent::PlanBuffer::Kind::Input},
                            std::pair{"out0", cuagent::PlanBuffer::Kind::Output}}) {
    cuagent::PlanBuffer buffer;
    buffer.name = name;
    buffer.kind = kind;
    buffer.spec.shape = {elements};
    buffer.spec.strides = {1};
    buffer.bytes = size_t(elements) * 4;
    c.plan.buffers.push_back(buffer);
  }
  c.plan.modules.push_back(cuagent::PlanModule{"m0", "kernels.cubin"});
  cuagent::PlanStep step;
  step.module = "m0";
  step.function = "k_" + id;
  step.block = {128, 1, 1};
  step.grid = {unsigned(elements / 128 + 1), 1, 1};
  step.args = {"in0", "out0"};
  c.plan.steps.push_back(step);
  return c;
}

/// Writes `bytes` into a pipe and closes it; returns the read end.
int pipeOf(const std::string &bytes) {
  int fds[2];
  EXPECT_EQ(::pipe(fds), 0);
  EXPECT_LT(bytes.size(), size_t(60000)) << "the test writes before it reads";
  EXPECT_TRUE(cuagent::writeAll(fds[1], bytes));
  ::close(fds[1]);
  return fds[0];
}

struct Round {
  std::vector<Candidate> candidates{candidate("a", 1000), candidate("b", 77), candidate("c", 4096)};
  // Cubins are binary: newlines, NULs and braces must pass as they are.
  std::vector<Expected<std::string>> cubins{std::string("\x7f"
                                                        "ELF\n{\"count\": 9}\n\0x",
                                                        18),
                                            cuagent::Status::error("did not compile"),
                                            std::string(3000, '\n')};
  std::vector<size_t> compiled{0, 2};
};

TEST(RoundFraming, CandidatesRoundTripThroughAPipe) {
  Round round;
  int fd = pipeOf(cuagent::encodeRound(round.candidates, round.cubins, round.compiled, 0));
  RoundReader reader(fd);
  auto first = reader.next();
  ASSERT_TRUE(first) << first.message();
  ASSERT_TRUE(first->has_value());
  const std::vector<RoundRequest> &requests = **first;
  ASSERT_EQ(requests.size(), 2u);
  for (size_t k = 0; k < 2; ++k) {
    size_t index = round.compiled[k];
    EXPECT_EQ(cuagent::planToJson(requests[k].plan),
              cuagent::planToJson(round.candidates[index].plan));
    EXPECT_EQ(requests[k].cubin, *round.cubins[index]);
  }
  auto end = reader.next();
  ASSERT_TRUE(end) << end.message();
  EXPECT_FALSE(end->has_value()) << "a clean end of input is the worker finishing";
  ::close(fd);
}

TEST(RoundFraming, ARestartSendsOnlyTheRest) {
  Round round;
  int fd = pipeOf(cuagent::encodeRound(round.candidates, round.cubins, round.compiled, 1) +
                  cuagent::encodeRound(round.candidates, round.cubins, round.compiled, 0));
  RoundReader reader(fd);
  auto rest = reader.next();
  ASSERT_TRUE(rest && rest->has_value());
  ASSERT_EQ((*rest)->size(), 1u);
  EXPECT_EQ((**rest)[0].plan.candidate, "c");
  auto again = reader.next();
  ASSERT_TRUE(again && again->has_value()) << "rounds follow one another on one pipe";
  EXPECT_EQ((*again)->size(), 2u);
  ::close(fd);
}

TEST(RoundFraming, CutOrMalformedRoundsAreErrorsNotHangs) {
  Round round;
  std::string whole = cuagent::encodeRound(round.candidates, round.cubins, round.compiled, 0);
  size_t header = whole.find('\n') + 1;
  size_t firstEntry = whole.find('\n', header) + 1;
  struct Case {
    std::string bytes, message;
  } cases[] = {
      {whole.substr(0, header - 3), "inside its header"},
      {whole.substr(0, header), "before candidate 0"},
      {whole.substr(0, firstEntry + 5), "inside candidate 0's cubin"},
      {whole.substr(0, whole.size() - 1), "inside candidate 1's cubin"},
      {"{\"count\": -1}\n", "is not {\"count\": n}"},
      {"hello\n", "is not {\"count\": n}"},
      {"{\"count\": 1}\n{\"plan\": {}, \"cubin_bytes\": 0}\n", "candidate 0's plan"},
      {"{\"count\": 1}\n{\"cubin_bytes\": 4}\nELF!", "is not {\"plan\", \"cubin_bytes\"}"},
  };
  for (const Case &c : cases) {
    int fd = pipeOf(c.bytes);
    RoundReader reader(fd);
    auto read = reader.next();
    ASSERT_FALSE(read) << "accepted: " << c.bytes.substr(0, 60);
    EXPECT_NE(read.message().find(c.message), std::string::npos) << read.message();
    ::close(fd);
  }
}

TEST(VerificationServer, AgreesWithTheProbeOnThisMachine) {
  cuagent::Task task = cuagent::test::reluTask();
  cuagent::ChildProcessEvaluator probed(false, 60, {});
  cuagent::ChildProcessEvaluator served(false, 60, {});
  served.begin(task);
  EXPECT_EQ(served.available(), probed.available());
  EXPECT_EQ(served.unavailableReason(), probed.unavailableReason());
  EXPECT_EQ(served.device(), probed.device());
  EXPECT_GT(served.overheadSeconds().start, 0.0) << "the server reports its start time";
}

TEST(VerificationServer, WithoutAGpuEveryCandidateIsChargedWhy) {
  cuagent::Task task = cuagent::test::reluTask();
  cuagent::ChildProcessEvaluator served(false, 60, {});
  served.begin(task);
  if (served.available())
    GTEST_SKIP() << "a GPU is here (" << served.device() << "): test_gpu.py verifies on it";
  Round round;
  std::vector<cuagent::CandidateFeedback> feedback(round.candidates.size());
  served.evaluate(task, round.candidates, round.cubins, round.compiled, feedback);
  for (size_t index : round.compiled) {
    EXPECT_FALSE(feedback[index].verified);
    EXPECT_EQ(feedback[index].reason, served.unavailableReason());
  }
  EXPECT_NE(served.unavailableReason().find("no GPU device"), std::string::npos)
      << served.unavailableReason();
}

} // namespace
