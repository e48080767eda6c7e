//===- Isolation.cpp - NVRTC and GPU evaluation in child processes ---------===//
#include "cuagent/Agent/Isolation.h"

#include "cuagent/Agent/VerificationServer.h"

#include "cuagent/Runtime/CudaDriver.h"
#include "cuagent/Runtime/Nvrtc.h"
#include "cuagent/Support/FileSystem.h"
#include "cuagent/Support/GpuLock.h"
#include "cuagent/Support/Subprocess.h"

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <iostream>
#include <regex>
#include <sstream>
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

ChildProcessEvaluator::~ChildProcessEvaluator() { stopServer(/*kill=*/true); }

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

void ChildProcessEvaluator::begin(const Task &task) {
  if (noGpu_ || (server_ && serverTask_ == &task))
    return;
  stopServer(/*kill=*/true);
  startServer(task);
}

void ChildProcessEvaluator::startServer(const Task &task) {
  // A write to a server that died must fail with EPIPE, not end the worker.
  std::signal(SIGPIPE, SIG_IGN);
  serverTask_ = &task;
  helloRead_ = false;
  serverError_.clear();
  int fds[2];
  if (::pipe2(fds, O_CLOEXEC) != 0) {
    helloRead_ = true;
    serverError_ = std::string("not verified: pipe: ") + std::strerror(errno);
    return;
  }
  ProfileOptions profile = profile_;
  server_ = std::make_unique<StreamingChild>([&task, profile, fds](int resultFd) {
    ::close(fds[1]);
    return serveVerification(resultFd, fds[0], task, profile);
  });
  ::close(fds[0]);
  requestFd_ = fds[1];
}

std::string ChildProcessEvaluator::awaitServer() {
  if (helloRead_)
    return serverError_;
  helloRead_ = true;
  std::string line;
  // Starting CUDA and the libraries takes seconds at most; a minute of
  // silence is a process that hangs.
  StreamingChild::Read read =
      server_ ? server_->readLine(line, 120.0) : StreamingChild::Read::EndOfOutput;
  json hello = json::parse(line, nullptr, false);
  if (read != StreamingChild::Read::Line || !hello.is_object()) {
    std::string how = server_ ? server_->finish(/*kill=*/true).describe() : "did not start";
    serverError_ = "not verified: the verification process " + how + " while starting";
  } else if (hello.contains("error")) {
    serverError_ = hello["error"].is_string() ? hello["error"].get<std::string>()
                                              : "not verified: the GPU probe failed";
  }
  overhead_.start += hello.is_object() ? hello.value("seconds", 0.0) : 0.0;
  if (!serverError_.empty())
    stopServer(/*kill=*/true);
  else
    device_ = hello.value("device", "");
  return serverError_;
}

void ChildProcessEvaluator::stopServer(bool kill) {
  if (requestFd_ >= 0)
    ::close(requestFd_);
  requestFd_ = -1;
  if (server_ && server_->running())
    (void)server_->finish(kill);
  server_.reset();
}

void ChildProcessEvaluator::probe() {
  if (probed_)
    return;
  probed_ = true;
  if (noGpu_) {
    reason_ = "not verified: no GPU device (--no-gpu)";
    return;
  }
  if (serverTask_) {
    reason_ = awaitServer();
    available_ = reason_.empty();
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

/// Reads one candidate's line into `result`. Returns true when the server
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
  result.workspaceBytes = out.value("workspace_bytes", size_t(0));
  if (out.contains("seconds") && out["seconds"].is_object()) {
    const json &seconds = out["seconds"];
    result.seconds = {seconds.value("load", 0.0), seconds.value("verify", 0.0),
                      seconds.value("profile", 0.0)};
  }
  if (out.value("device_error", false)) {
    (void)child.finish(false);
    return true;
  }
  return false;
}

} // namespace

/// The round goes to the server in one request. When the server stalls
/// past the candidate timeout, dies or hits a CUDA error, that candidate is
/// charged and a fresh server takes the rest.
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
    if (!server_ || serverTask_ != &task || !server_->running()) {
      stopServer(/*kill=*/true);
      startServer(task);
    }
    if (std::string error = awaitServer(); !error.empty())
      return chargeRest(error);
    // A failed write is a server that died: the read below says how.
    (void)writeAll(requestFd_, encodeRound(candidates, cubins, indices, next));
    // Waiting for the GPU lock and loading the task: no candidate is running
    // yet, and the caller's timeout bounds the worker.
    std::string line;
    StreamingChild::Read read = server_->readLine(line, 1800.0);
    json loaded = json::parse(line, nullptr, false);
    if (read != StreamingChild::Read::Line || !loaded.is_object() || loaded.contains("error")) {
      bool said = read == StreamingChild::Read::Line && loaded.is_object() &&
                  loaded.contains("error") && loaded["error"].is_string();
      std::string how =
          server_->finish(/*kill=*/read == StreamingChild::Read::TimedOut || said).describe();
      stopServer(/*kill=*/true);
      return chargeRest(said ? loaded["error"].get<std::string>()
                             : "the verification process " + how + " while loading the task");
    }
    overhead_.lockWait += loaded.value("lock_wait", 0.0);
    overhead_.taskLoad += loaded.value("task_load", 0.0);
    bool restart = false;
    while (next < indices.size() && !restart)
      restart = readOneResult(*server_, candidateTimeout_, feedback[indices[next++]]);
    if (restart)
      stopServer(/*kill=*/true);
  }
}

//===----------------------------------------------------------------------===//
// Sanitizer mode
//===----------------------------------------------------------------------===//

namespace {

constexpr std::pair<SanitizerTool, const char *> kSanitizerTools[] = {
    {SanitizerTool::Memcheck, "memcheck"},
    {SanitizerTool::Racecheck, "racecheck"},
    {SanitizerTool::Initcheck, "initcheck"},
    {SanitizerTool::Synccheck, "synccheck"},
};

std::string trimmed(const std::string &text) {
  size_t begin = text.find_first_not_of(" \t\r\n");
  if (begin == std::string::npos)
    return "";
  size_t end = text.find_last_not_of(" \t\r\n");
  return text.substr(begin, end - begin + 1);
}

bool isExecutableFile(const std::string &path) {
  std::error_code ec;
  return !path.empty() && std::filesystem::is_regular_file(path, ec) &&
         ::access(path.c_str(), X_OK) == 0;
}

std::string mib(uint64_t bytes) { return std::to_string((bytes + (1u << 20) - 1) >> 20) + " MiB"; }

} // namespace

const char *sanitizerToolName(SanitizerTool tool) {
  for (const auto &[known, name] : kSanitizerTools)
    if (known == tool)
      return name;
  return "unknown";
}

Expected<std::vector<SanitizerTool>> parseSanitizerTools(const std::string &list) {
  const std::string valid = "the tools are memcheck, racecheck, initcheck and synccheck; give "
                            "a comma list such as racecheck,initcheck";
  std::vector<SanitizerTool> tools;
  std::stringstream stream(list);
  std::string entry;
  while (std::getline(stream, entry, ',')) {
    std::string name = trimmed(entry);
    auto found = std::find_if(std::begin(kSanitizerTools), std::end(kSanitizerTools),
                              [&](const auto &tool) { return name == tool.second; });
    if (found == std::end(kSanitizerTools))
      return Status::error((name.empty() ? std::string("empty compute-sanitizer tool name")
                                         : "unknown compute-sanitizer tool '" + name + "'") +
                           " in '" + list + "' (" + valid + ")");
    if (std::find(tools.begin(), tools.end(), found->first) == tools.end())
      tools.push_back(found->first);
  }
  if (tools.empty() || (!list.empty() && list.back() == ','))
    return Status::error("no compute-sanitizer tool in '" + list + "' (" + valid + ")");
  return tools;
}

std::string sanitizerToolList(const std::vector<SanitizerTool> &tools) {
  std::string text;
  for (SanitizerTool tool : tools)
    text += (text.empty() ? "" : ",") + std::string(sanitizerToolName(tool));
  return text;
}

SanitizerSearch sanitizerSearchFromEnvironment(const std::string &explicitPath) {
  SanitizerSearch search;
  search.explicitPath = explicitPath;
  if (const char *home = std::getenv("CUDA_HOME"))
    search.cudaHome = home;
  if (const char *path = std::getenv("PATH"))
    search.path = path;
  return search;
}

Expected<std::string> findComputeSanitizer(const SanitizerSearch &search) {
  const std::string what =
      "install the CUDA toolkit's compute-sanitizer, set CUDA_HOME to the toolkit, or name the "
      "binary with --compute-sanitizer=<path>";
  if (!search.explicitPath.empty()) {
    if (isExecutableFile(search.explicitPath))
      return search.explicitPath;
    return Status::error("compute-sanitizer '" + search.explicitPath +
                         "' is not an executable file; " + what);
  }
  std::vector<std::string> places;
  if (!search.cudaHome.empty())
    places.push_back(search.cudaHome + "/bin");
  std::stringstream path(search.path);
  std::string directory;
  while (std::getline(path, directory, ':'))
    if (!directory.empty())
      places.push_back(directory);
  for (const std::string &root : search.roots)
    places.push_back(root + "/bin");
  for (const std::string &place : places)
    if (isExecutableFile(place + "/compute-sanitizer"))
      return place + "/compute-sanitizer";
  std::string looked = search.cudaHome.empty() ? "CUDA_HOME unset, " : "$CUDA_HOME/bin, ";
  looked += "PATH";
  for (const std::string &root : search.roots)
    looked += ", " + root + "/bin";
  return Status::error("compute-sanitizer not found (looked in " + looked + "); " + what);
}

Status checkSanitizeSize(const Task &task, uint64_t maxBytes) {
  uint64_t total = 0;
  auto add = [&](uint64_t bytes) {
    total = total > UINT64_MAX - bytes ? UINT64_MAX : total + bytes;
  };
  for (const TaskInput &input : task.inputs)
    add(input.bytes());
  for (const TensorSpec &output : task.outputs)
    add(output.bytes());
  if (total <= maxBytes)
    return Status::ok();
  return Status::error(
      "sanitizer mode: the task's tensors take " + mib(total) +
      " (inputs and outputs of one reference set), more than the limit of " + mib(maxBytes) +
      "; compute-sanitizer slows kernels 10-100x and racecheck/initcheck keep state per byte, "
      "so sanitize a smaller instance of the model (smaller batch or sequence) or raise the "
      "limit with --sanitize-max-mib");
}

std::vector<std::string> sanitizerCommand(const SanitizerOptions &options, SanitizerTool tool,
                                          const std::string &candidateDir) {
  // The reference kernels (cuagent_ref_*) are ours and not under test.
  // initcheck must still watch the fill kernel: memory written by a kernel
  // it does not instrument counts as uninitialized, and the plan reads the
  // inputs that kernel draws; only the hash kernel, a pure reader, is left
  // out (it reads the IPC-shared stock outputs at load).
  std::string exclude =
      tool == SanitizerTool::Initcheck ? "kns=cuagent_ref_hash" : "kns=cuagent_ref_";
  return {options.sanitizerPath, "--tool", sanitizerToolName(tool), "--error-exitcode",
          std::to_string(kSanitizerErrorExitCode), "--print-limit",
          std::to_string(options.printLimit),
          // A failed API call is the child's to report (it says why the run
          // failed); the sanitizer judges the kernels.
          "--report-api-errors", "no", "--kernel-name-exclude", exclude, options.workerPath,
          "--sanitize-child=" + candidateDir};
}

namespace {

/// What compute-sanitizer said, read from its "========= " lines.
struct SanitizerReport {
  std::string firstReport; // the first line of the first report
  std::string summary;     // a summary line that counts something
  std::string childError;  // {"error": ...} from --sanitize-child
  bool ran = false;        // {"ran": true} from --sanitize-child
  std::string lastLine;
};

bool isBookkeeping(const std::string &text) {
  static const char *kPrefixes[] = {"COMPUTE-SANITIZER", "Target application returned an error",
                                    "Error: process didn't terminate successfully"};
  for (const char *prefix : kPrefixes)
    if (text.rfind(prefix, 0) == 0)
      return true;
  return text.find("SUMMARY:") != std::string::npos;
}

SanitizerReport readSanitizerOutput(const std::string &output) {
  static const std::regex nonzeroSummary(R"(SUMMARY: *[1-9][0-9]* )");
  SanitizerReport report;
  std::stringstream stream(output);
  std::string line;
  const std::string marker = "========= ";
  while (std::getline(stream, line)) {
    if (!trimmed(line).empty())
      report.lastLine = trimmed(line);
    if (line.rfind("=========", 0) == 0) {
      std::string text = line.size() > marker.size() ? line.substr(marker.size()) : "";
      if (text.empty() || text[0] == ' ' || text[0] == '\t')
        continue; // a report's detail lines (stack frames, addresses)
      if (std::regex_search(text, nonzeroSummary) && report.summary.empty())
        report.summary = trimmed(text);
      if (!isBookkeeping(text) && report.firstReport.empty())
        report.firstReport = trimmed(text);
      continue;
    }
    if (line.empty() || line[0] != '{')
      continue;
    json answer = json::parse(line, nullptr, false);
    if (answer.is_discarded() || !answer.is_object())
      continue;
    if (answer.contains("error") && answer["error"].is_string())
      report.childError = answer["error"].get<std::string>();
    if (answer.value("ran", false))
      report.ran = true;
  }
  return report;
}

} // namespace

std::string sanitizerVerdict(SanitizerTool tool, const ProcessResult &result) {
  std::string prefix = std::string("sanitizer ") + sanitizerToolName(tool) + ": ";
  if (result.outcome == ProcessResult::Outcome::SpawnFailed)
    return prefix + "cannot run compute-sanitizer: " + trimmed(result.output);
  if (result.outcome == ProcessResult::Outcome::TimedOut)
    return prefix + "the sanitized run " + result.describe() +
           " and was killed (raise --sanitize-timeout, or sanitize a smaller task)";
  SanitizerReport report = readSanitizerOutput(result.output);
  bool flagged = result.outcome == ProcessResult::Outcome::Exited &&
                 result.exitCode == kSanitizerErrorExitCode;
  if (!report.firstReport.empty())
    return prefix + report.firstReport;
  if (!report.summary.empty())
    return prefix + report.summary;
  if (flagged)
    return prefix + "compute-sanitizer exited with code " +
           std::to_string(kSanitizerErrorExitCode) + " (it found an error)";
  if (!report.childError.empty())
    return prefix + "the sanitized run failed: " + report.childError;
  if (!result.succeeded())
    return prefix + "the sanitized run " + result.describe() +
           (report.lastLine.empty() ? "" : ": " + report.lastLine);
  // A clean exit must come with the child's word that the plan ran: a run
  // that checked nothing is not a pass.
  if (!report.ran)
    return prefix + "the sanitized run did not report that the plan ran";
  return "";
}

Status writeSanitizeInputs(const std::string &dir, const Task &task, const Candidate &candidate,
                           const std::string &cubin) {
  std::error_code ec;
  std::string taskDirectory =
      std::filesystem::absolute(task.directory.empty() ? "." : task.directory, ec).string();
  json run{{"task_directory", taskDirectory}, {"set", 0}};
  if (Status status = writeFileAtomic(dir + "/run.json", run.dump() + "\n"); !status)
    return status;
  if (Status status = writeFileAtomic(dir + "/task.json", taskToJson(task).dump() + "\n"); !status)
    return status;
  if (Status status = writeFileAtomic(dir + "/plan.json", planToJson(candidate.plan).dump() + "\n");
      !status)
    return status;
  return writeFile(dir + "/kernels.cubin", cubin.data(), cubin.size());
}

namespace {

/// Loads what writeSanitizeInputs wrote and runs the plan once.
Expected<Evaluation> runSanitizeInputs(const std::string &dir) {
  Expected<std::string> runText = readFile(dir + "/run.json", 1 << 20);
  if (!runText)
    return runText.status();
  json run = json::parse(*runText, nullptr, false);
  if (run.is_discarded() || !run.contains("task_directory") || !run["task_directory"].is_string() ||
      !run.contains("set") || !run["set"].is_number_unsigned())
    return Status::error(dir + "/run.json is not what the worker writes");
  Expected<std::string> taskText = readFile(dir + "/task.json");
  if (!taskText)
    return taskText.status();
  Expected<Task> task = parseTask(*taskText);
  if (!task)
    return task.status();
  task->directory = run["task_directory"].get<std::string>();
  Expected<std::string> planText = readFile(dir + "/plan.json");
  if (!planText)
    return planText.status();
  Expected<Plan> plan = parsePlan(*planText);
  if (!plan)
    return plan.status();
  Expected<std::string> cubin = readFile(dir + "/kernels.cubin");
  if (!cubin)
    return cubin.status();
  GpuExclusiveLock lock;
  auto evaluator = TaskEvaluator::create(*task);
  if (!evaluator)
    return evaluator.status();
  return (*evaluator)->runOnce(*plan, {{"kernels.cubin", *cubin}}, run["set"].get<size_t>());
}

} // namespace

int runSanitizeChild(const std::string &dir) {
  Expected<Evaluation> evaluation = runSanitizeInputs(dir);
  json answer;
  if (!evaluation)
    answer["error"] = evaluation.message();
  else if (!evaluation->verified)
    answer["error"] = evaluation->reason;
  else
    answer["ran"] = true;
  std::cout << answer.dump() << std::endl;
  return answer.contains("ran") ? 0 : 1;
}

SanitizingEvaluator::SanitizingEvaluator(CandidateEvaluator &inner, SanitizerOptions options,
                                         ProcessRunner runner)
    : inner_(inner), options_(std::move(options)), runner_(std::move(runner)) {}

ProcessRunner SanitizingEvaluator::defaultRunner() {
  return [](const std::vector<std::string> &argv, double timeoutSeconds) {
    return runProcess(argv, timeoutSeconds);
  };
}

std::string SanitizingEvaluator::sanitize(const Task &task, const Candidate &candidate,
                                          const std::string &cubin) {
  Expected<std::string> dir = makeOwnedTempDir("cuagent-sanitize-");
  if (!dir)
    return "sanitizer: cannot create a folder for the sanitized run: " + dir.message();
  TempDirGuard guard(*dir);
  if (Status written = writeSanitizeInputs(*dir, task, candidate, cubin); !written)
    return "sanitizer: cannot write the sanitized run's inputs: " + written.message();
  for (SanitizerTool tool : options_.tools) {
    ProcessResult result = runner_(sanitizerCommand(options_, tool, *dir), options_.timeoutSeconds);
    if (std::string verdict = sanitizerVerdict(tool, result); !verdict.empty())
      return verdict;
  }
  return "";
}

/// Only candidates the inner evaluator verified are sanitized: the others
/// are rejected already, and a sanitized run costs 10-100x a plain one.
void SanitizingEvaluator::evaluate(const Task &task, const std::vector<Candidate> &candidates,
                                   const std::vector<Expected<std::string>> &cubins,
                                   const std::vector<size_t> &indices,
                                   std::vector<CandidateFeedback> &feedback) {
  inner_.evaluate(task, candidates, cubins, indices, feedback);
  for (size_t index : indices) {
    CandidateFeedback &result = feedback[index];
    if (!result.verified || !cubins[index])
      continue;
    std::string verdict = sanitize(task, candidates[index], *cubins[index]);
    if (verdict.empty())
      continue;
    result.verified = false;
    result.reason = verdict;
    result.medianMs = result.minMs = -1;
    result.trials = 0;
  }
}

} // namespace cuagent
