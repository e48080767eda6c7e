//===- Isolation.cpp - NVRTC and GPU evaluation in child processes ---------===//
#include "cuagent/Agent/Isolation.h"

#include "cuagent/Runtime/CudaDriver.h"
#include "cuagent/Runtime/Nvrtc.h"
#include "cuagent/Support/GpuLock.h"
#include "cuagent/Support/Subprocess.h"

#include <algorithm>
#include <thread>
#include <unistd.h>

namespace cuagent {

using json = nlohmann::json;

//===----------------------------------------------------------------------===//
// ChildProcessCompiler
//===----------------------------------------------------------------------===//

ChildProcessCompiler::ChildProcessCompiler(size_t parallelism) : parallelism_(parallelism) {
  if (parallelism_ == 0) {
    unsigned cores = std::thread::hardware_concurrency();
    parallelism_ = std::max<size_t>(1, std::min<size_t>(cores ? cores : 1, 16));
  }
}

/// A child that finished early waits on its pipe until it is read.
std::vector<Expected<std::string>>
ChildProcessCompiler::compile(const std::vector<Candidate> &candidates, const std::string &arch) {
  std::vector<Expected<std::string>> cubins;
  for (size_t begin = 0; begin < candidates.size(); begin += parallelism_) {
    size_t end = std::min(candidates.size(), begin + parallelism_);
    std::vector<std::unique_ptr<StreamingChild>> children;
    for (size_t i = begin; i < end; ++i) {
      const std::string &source = candidates[i].source;
      children.push_back(std::make_unique<StreamingChild>([&source, &arch](int fd) {
        auto compiled = rt::compileToCubin(source, "kernels.cu", arch);
        return writeAll(fd, compiled ? "C" + compiled->cubin : "E" + compiled.message()) ? 0 : 1;
      }));
    }
    for (auto &child : children) {
      std::string output;
      bool timedOut =
          child->readToEnd(output, 120.0, size_t(256) << 20) == StreamingChild::Read::TimedOut;
      ProcessResult ended = child->finish(/*kill=*/timedOut);
      if (timedOut || !ended.succeeded() || output.empty())
        cubins.push_back(Status::error("the NVRTC process " + ended.describe()));
      else if (output[0] == 'E')
        cubins.push_back(Status::error(output.substr(1)));
      else
        cubins.push_back(output.substr(1));
    }
  }
  return cubins;
}

//===----------------------------------------------------------------------===//
// ChildProcessEvaluator
//===----------------------------------------------------------------------===//

ChildProcessEvaluator::ChildProcessEvaluator(bool noGpu, double candidateTimeoutSeconds,
                                             ProfileOptions profile)
    : noGpu_(noGpu), candidateTimeout_(candidateTimeoutSeconds), profile_(profile) {}

bool ChildProcessEvaluator::available() {
  probe();
  return available_;
}
std::string ChildProcessEvaluator::unavailableReason() {
  probe();
  return reason_;
}
std::string ChildProcessEvaluator::device() {
  probe();
  return device_;
}

void ChildProcessEvaluator::probe() {
  if (probed_)
    return;
  probed_ = true;
  if (noGpu_) {
    reason_ = "not verified: no GPU device (--no-gpu)";
    return;
  }
  ProcessResult result = runForked(
      [](int fd) {
        json answer;
        auto driver = rt::CudaDriver::get();
        int count = 0;
        if (!driver) {
          answer["error"] = driver.message();
        } else if ((*driver)->cuDeviceGetCount(&count) != CUDA_SUCCESS || count == 0) {
          answer["error"] = "no CUDA device is visible";
        } else {
          char name[256] = {0};
          (*driver)->cuDeviceGetName(name, sizeof(name), 0);
          answer["device"] = name;
        }
        std::string text = answer.dump();
        return ::write(fd, text.data(), text.size()) == ssize_t(text.size()) ? 0 : 1;
      },
      60.0);
  json answer = json::parse(result.output, nullptr, false);
  if (!result.succeeded() || answer.is_discarded()) {
    reason_ = "not verified: the GPU probe " + result.describe();
    return;
  }
  if (answer.contains("error")) {
    reason_ = "not verified: no GPU device (" + answer["error"].get<std::string>() + ")";
    return;
  }
  available_ = true;
  device_ = answer.value("device", "");
}

namespace {

std::string readableDuration(double seconds) { return std::to_string(int(seconds + 0.5)) + " s"; }

/// The child: loads the task once (under the GPU lock, so measurements never
/// share the GPU with another harness job), then reports one JSON line per
/// candidate from `first` on, and leaves after a CUDA error, since a
/// faulting kernel poisons its context.
int evaluateInChild(int fd, const Task &task, const std::vector<Candidate> &candidates,
                    const std::vector<Expected<std::string>> &cubins,
                    const std::vector<size_t> &indices, size_t first,
                    const ProfileOptions &profile) {
  GpuExclusiveLock lock;
  auto evaluator = TaskEvaluator::create(task);
  if (!evaluator)
    return writeAll(fd, json{{"error", evaluator.message()}}.dump() + "\n") ? 0 : 1;
  if (!writeAll(fd, json{{"ready", true}}.dump() + "\n"))
    return 1;
  for (size_t k = first; k < indices.size(); ++k) {
    size_t index = indices[k];
    Evaluation evaluation =
        (*evaluator)
            ->evaluate(candidates[index].plan, {{"kernels.cubin", *cubins[index]}}, profile);
    json out{{"verified", evaluation.verified},  {"reason", evaluation.reason},
             {"median_ms", evaluation.medianMs}, {"min_ms", evaluation.minMs},
             {"trials", evaluation.trials},      {"device_error", evaluation.deviceError}};
    if (!writeAll(fd, out.dump() + "\n"))
      return 1;
    if (evaluation.deviceError)
      return 0;
  }
  return 0;
}

/// Reads one candidate's line into `result`. Returns true when the child
/// cannot go on (it stalled, died, wrote garbage or hit a CUDA error).
bool readOneResult(StreamingChild &child, double timeout, CandidateFeedback &result) {
  std::string line;
  StreamingChild::Read read = child.readLine(line, timeout);
  if (read == StreamingChild::Read::TimedOut) {
    (void)child.finish(/*kill=*/true);
    result.reason = "the candidate did not finish within " + readableDuration(timeout) +
                    " (hung kernel?) and was killed";
    return true;
  }
  if (read == StreamingChild::Read::EndOfOutput) {
    result.reason = "the verification process " + child.finish(false).describe();
    return true;
  }
  json out = json::parse(line, nullptr, false);
  if (out.is_discarded()) {
    result.reason = "the verification process wrote an unreadable report";
    (void)child.finish(true);
    return true;
  }
  result.verified = out.value("verified", false);
  result.reason = out.value("reason", "");
  result.medianMs = out.value("median_ms", -1.0);
  result.minMs = out.value("min_ms", -1.0);
  result.trials = out.value("trials", 0);
  if (out.value("device_error", false)) {
    (void)child.finish(false);
    return true;
  }
  return false;
}

} // namespace

/// When the child stalls past the candidate timeout or dies, that candidate
/// is charged and a fresh child takes the rest.
void ChildProcessEvaluator::evaluate(const Task &task, const std::vector<Candidate> &candidates,
                                     const std::vector<Expected<std::string>> &cubins,
                                     const std::vector<size_t> &indices,
                                     std::vector<CandidateFeedback> &feedback) {
  size_t next = 0;
  auto chargeRest = [&](const std::string &reason) {
    for (; next < indices.size(); ++next)
      feedback[indices[next]].reason = reason;
  };
  while (next < indices.size()) {
    size_t first = next;
    StreamingChild child([&](int fd) {
      return evaluateInChild(fd, task, candidates, cubins, indices, first, profile_);
    });
    if (!child.running()) {
      chargeRest("the verification process " + child.finish(true).describe());
      return;
    }
    // Loading waits for the GPU lock and reads every tensor file: no
    // candidate is running yet, and the caller's timeout bounds the worker.
    std::string line;
    StreamingChild::Read read = child.readLine(line, 1800.0);
    json ready = json::parse(line, nullptr, false);
    if (read != StreamingChild::Read::Line || ready.is_discarded() || ready.contains("error")) {
      ProcessResult ended = child.finish(read == StreamingChild::Read::TimedOut);
      chargeRest(read == StreamingChild::Read::Line && ready.contains("error")
                     ? ready["error"].get<std::string>()
                     : "the verification process " + ended.describe() + " while loading the task");
      return;
    }
    bool restart = false;
    while (next < indices.size() && !restart)
      restart = readOneResult(child, candidateTimeout_, feedback[indices[next++]]);
    if (!restart)
      (void)child.finish(false);
  }
}

} // namespace cuagent
