//===- VerificationServer.cpp - The worker's verification process ---------===//
#include "cuagent/Agent/VerificationServer.h"

#include "cuagent/Agent/LearnedModel.h"
#include "cuagent/Runtime/CublasLt.h"
#include "cuagent/Runtime/CudaDriver.h"
#include "cuagent/Runtime/Cudnn.h"
#include "cuagent/Runtime/RefData.h"
#include "cuagent/Support/Clock.h"
#include "cuagent/Support/GpuLock.h"
#include "cuagent/Support/Subprocess.h"

#include <cerrno>
#include <csignal>
#include <cstring>
#include <memory>
#include <sys/prctl.h>
#include <unistd.h>

namespace cuagent {

using json = nlohmann::json;

std::string encodeRound(const std::vector<Candidate> &candidates,
                        const std::vector<Expected<std::string>> &cubins,
                        const std::vector<size_t> &indices, size_t first) {
  std::string bytes = json{{"count", indices.size() - first}}.dump() + "\n";
  for (size_t k = first; k < indices.size(); ++k) {
    const std::string &cubin = *cubins[indices[k]];
    bytes += json{{"plan", planToJson(candidates[indices[k]].plan)}, {"cubin_bytes", cubin.size()}}
                 .dump() +
             "\n";
    bytes += cubin;
  }
  return bytes;
}

//===----------------------------------------------------------------------===//
// RoundReader
//===----------------------------------------------------------------------===//

RoundReader::Fill RoundReader::fill() {
  char chunk[1 << 16];
  while (true) {
    ssize_t n = ::read(fd_, chunk, sizeof(chunk));
    if (n < 0 && errno == EINTR)
      continue;
    if (n < 0) {
      error_ = std::string("reading the round: ") + std::strerror(errno);
      return Fill::Error;
    }
    if (n == 0)
      return Fill::End;
    buffer_.append(chunk, size_t(n));
    return Fill::Data;
  }
}

bool RoundReader::readLine(std::string &line) {
  while (true) {
    size_t newline = buffer_.find('\n');
    if (newline != std::string::npos) {
      line = buffer_.substr(0, newline);
      buffer_.erase(0, newline + 1);
      return true;
    }
    if (fill() != Fill::Data)
      return false;
  }
}

bool RoundReader::readBytes(size_t count, std::string &bytes) {
  while (buffer_.size() < count)
    if (fill() != Fill::Data)
      return false;
  bytes = buffer_.substr(0, count);
  buffer_.erase(0, count);
  return true;
}

Expected<std::optional<std::vector<RoundRequest>>> RoundReader::next() {
  std::string line;
  if (!readLine(line)) {
    if (buffer_.empty() && error_.empty())
      return std::optional<std::vector<RoundRequest>>();
    return Status::error(error_.empty() ? "the round request ended inside its header" : error_);
  }
  json header = json::parse(line, nullptr, false);
  if (!header.is_object() || !header.contains("count") || !header["count"].is_number_unsigned())
    return Status::error("the round request's header is not {\"count\": n}: '" + line + "'");
  std::vector<RoundRequest> round;
  for (size_t i = 0, count = header["count"].get<size_t>(); i < count; ++i) {
    if (!readLine(line))
      return Status::error("the round request ended before candidate " + std::to_string(i));
    json entry = json::parse(line, nullptr, false);
    if (!entry.is_object() || !entry.contains("plan") || !entry.contains("cubin_bytes") ||
        !entry["cubin_bytes"].is_number_unsigned())
      return Status::error("candidate " + std::to_string(i) +
                           " of the round request is not {\"plan\", \"cubin_bytes\"}");
    Expected<Plan> plan = parsePlan(entry["plan"].dump());
    if (!plan)
      return Status::error("candidate " + std::to_string(i) + "'s plan: " + plan.message());
    RoundRequest request{plan.take(), {}};
    if (!readBytes(entry["cubin_bytes"].get<size_t>(), request.cubin))
      return Status::error("the round request ended inside candidate " + std::to_string(i) +
                           "'s cubin");
    round.push_back(std::move(request));
  }
  return std::optional<std::vector<RoundRequest>>(std::move(round));
}

//===----------------------------------------------------------------------===//
// The server
//===----------------------------------------------------------------------===//

namespace {

bool writeLine(int fd, const json &line) { return writeAll(fd, line.dump() + "\n"); }

/// The hello line: the device, after CUDA and the task's libraries have
/// started. Only finding no device is an error here; a failure in the
/// warm-up is met again, and reported, where a plan needs what failed.
json startDevice(const Task &task) {
  Expected<rt::CudaDriver *> driver = rt::CudaDriver::get();
  if (!driver)
    return {{"error", "not verified: no GPU device (" + driver.message() + ")"}};
  int count = 0;
  if ((*driver)->cuDeviceGetCount(&count) != CUDA_SUCCESS || count == 0)
    return {{"error", "not verified: no GPU device (no CUDA device is visible)"}};
  char name[256] = {0};
  (*driver)->cuDeviceGetName(name, sizeof(name), 0);
  if ((*driver)->makePrimaryContextCurrent(0)) {
    (void)rt::ReferenceKernels::forCurrentContext();
    TaskSummary summary = summarizeTask(task);
    if (summary.convs > 0)
      (void)rt::warmCudnnHandle();
    if (summary.gemms > 0)
      if (Expected<rt::CublasLt *> cublasLt = rt::CublasLt::get())
        (void)(*cublasLt)->handle();
  }
  return {{"device", name}};
}

json resultLine(const Evaluation &evaluation) {
  return {{"verified", evaluation.verified},
          {"reason", evaluation.reason},
          {"median_ms", evaluation.medianMs},
          {"min_ms", evaluation.minMs},
          {"trials", evaluation.trials},
          {"device_error", evaluation.deviceError},
          {"workspace_bytes", evaluation.workspaceBytes},
          {"seconds", phaseSecondsJson(evaluation.seconds)}};
}

/// Verifies and times one round, a line per candidate. Racing: a plan well
/// behind the fastest verified one so far, or behind stock, stops being
/// timed after kRaceTrials runs (it cannot be chosen). False when the
/// server must leave (a CUDA error, or the worker is gone).
bool serveRound(int fd, TaskEvaluator &evaluator, const Task &task,
                const std::vector<RoundRequest> &round, const ProfileOptions &profile) {
  double best = 0;
  for (const RoundRequest &request : round) {
    ProfileOptions raced = profile;
    if (profile.stopAboveMs < 0)
      raced.stopAboveMs = raceBoundMs(best, task.stockTimeMs);
    Evaluation evaluation =
        evaluator.evaluate(request.plan, {{"kernels.cubin", request.cubin}}, raced);
    if (evaluation.verified && evaluation.medianMs > 0)
      best = best > 0 ? std::min(best, evaluation.medianMs) : evaluation.medianMs;
    if (!writeLine(fd, resultLine(evaluation)) || evaluation.deviceError)
      return false;
  }
  return true;
}

} // namespace

/// The task is loaded at the first round, under the GPU lock (so that no
/// measurement ever shares the GPU with another harness job), and kept; the
/// lock is held for each round only, not while the worker compiles.
int serveVerification(int resultFd, int requestFd, const Task &task,
                      const ProfileOptions &profile) {
  // Blocked on its requests, the server would otherwise outlive a worker
  // that was killed while another child kept the pipe open.
  ::prctl(PR_SET_PDEATHSIG, SIGKILL);
  auto start = std::chrono::steady_clock::now();
  json hello = startDevice(task);
  hello["seconds"] = secondsSince(start);
  if (!writeLine(resultFd, hello) || hello.contains("error"))
    return 0;
  RoundReader reader(requestFd);
  std::unique_ptr<TaskEvaluator> evaluator;
  while (true) {
    Expected<std::optional<std::vector<RoundRequest>>> round = reader.next();
    if (!round)
      return writeLine(resultFd, json{{"error", round.message()}}) ? 1 : 2;
    if (!*round)
      return 0; // the worker is done
    GpuExclusiveLock lock;
    json loaded{{"lock_wait", lock.waitedSeconds()}, {"task_load", 0.0}};
    if (!evaluator) {
      auto loadStart = std::chrono::steady_clock::now();
      Expected<std::unique_ptr<TaskEvaluator>> created = TaskEvaluator::create(task);
      if (!created)
        return writeLine(resultFd, json{{"error", created.message()}}) ? 0 : 1;
      evaluator = created.take();
      loaded["task_load"] = secondsSince(loadStart);
    }
    if (!writeLine(resultFd, loaded) || !serveRound(resultFd, *evaluator, task, **round, profile))
      return 0;
  }
}

} // namespace cuagent
