//===- Worker.cpp - Run cuagent-compile for one task -----------------------===//
#include "cuagent/TorchScript/Worker.h"

#include "cuagent/Support/FileSystem.h"
#include "cuagent/Support/Subprocess.h"

#include <nlohmann/json.hpp>

#include <dlfcn.h>
#include <link.h>
#include <sys/prctl.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <map>
#include <mutex>
#include <sstream>
#include <vector>

namespace cuagent {

std::string findWorker(const std::string &explicitPath) {
  if (!explicitPath.empty())
    return explicitPath;
  if (const char *env = std::getenv("CUAGENT_WORKER"); env && *env)
    return env;
  // The build and install trees both put the worker in ../bin next to lib/.
  Dl_info info;
  if (dladdr(reinterpret_cast<void *>(&findWorker), &info) && info.dli_fname) {
    std::filesystem::path candidate =
        std::filesystem::path(info.dli_fname).parent_path() / ".." / "bin" / "cuagent-compile";
    std::error_code ec;
    if (std::filesystem::is_regular_file(candidate, ec))
      return std::filesystem::weakly_canonical(candidate, ec).string();
  }
  return "cuagent-compile";
}

/// The first library loaded in this process whose file name `matches`.
static std::string firstLoadedLibrary(bool (*matches)(const std::string &file)) {
  struct Search {
    bool (*matches)(const std::string &);
    std::string found;
  } search{matches, {}};
  dl_iterate_phdr(
      [](dl_phdr_info *info, size_t, void *data) -> int {
        if (!info->dlpi_name || !*info->dlpi_name)
          return 0;
        auto *search = static_cast<Search *>(data);
        std::string path = info->dlpi_name;
        if (!search->matches(std::filesystem::path(path).filename().string()))
          return 0;
        search->found = path;
        return 1; // the first one loaded: the copy the process binds to
      },
      &search);
  return search.found;
}

std::string loadedCublasLtPath() {
  return firstLoadedLibrary(
      [](const std::string &file) { return file.find("libcublasLt.so") != std::string::npos; });
}

/// libcudnn.so.9 itself, not its parts (libcudnn_graph.so.9, ...).
static std::string loadedCudnnPath() {
  return firstLoadedLibrary(
      [](const std::string &file) { return file.rfind("libcudnn.so", 0) == 0; });
}

namespace {

constexpr char kExecFailed[] = "cuagent-exec-failed: ";

/// This process's environment, with `variable=path` for each library it has
/// loaded whose variable the user did not set.
std::vector<std::string>
workerEnvironment(const std::vector<std::pair<std::string, std::string>> &libraries) {
  std::vector<std::string> prefixes, added;
  for (const auto &[variable, path] : libraries) {
    const char *userSet = std::getenv(variable.c_str());
    if ((userSet && *userSet) || path.empty())
      continue;
    prefixes.push_back(variable + "=");
    added.push_back(variable + "=" + path);
  }
  std::vector<std::string> environment;
  for (char **entry = environ; entry && *entry; ++entry) {
    bool replaced = false;
    for (const std::string &prefix : prefixes)
      replaced = replaced || std::strncmp(*entry, prefix.c_str(), prefix.size()) == 0;
    if (!replaced)
      environment.push_back(*entry);
  }
  environment.insert(environment.end(), added.begin(), added.end());
  return environment;
}

/// Runs the worker with CUAGENT_CUBLASLT and CUAGENT_CUDNN naming the
/// libcublasLt and libcudnn this process has loaded (torch's own copies,
/// e.g. site-packages/nvidia/cu13/lib/libcublasLt.so.13 and
/// nvidia/cudnn/lib/libcudnn.so.9), unless the user set the variable. The
/// worker loads both itself (it links no torch) and its plans record the
/// versions they were verified with: a worker that found other copies would
/// write plans this process refuses at load time, so both must use one.
///
/// The worker never outlives this process: it gets SIGKILL when the thread
/// that forked it dies (PR_SET_PDEATHSIG), and it stores its process group
/// in cleanupChildSlot() so the termination-signal handler kills it before
/// removing the task folder it reads.
ProcessResult runWorkerProcess(const std::vector<std::string> &argv, double timeoutSeconds) {
  if (argv.empty())
    return runProcess(argv, timeoutSeconds);
  // The environment is built here, not in the child: after fork the child of
  // this multi-threaded process only execs (no setenv, no allocation).
  std::vector<std::string> environment = workerEnvironment(
      {{"CUAGENT_CUBLASLT", loadedCublasLtPath()}, {"CUAGENT_CUDNN", loadedCudnnPath()}});
  std::vector<char *> envp, args;
  for (std::string &entry : environment)
    envp.push_back(entry.data());
  envp.push_back(nullptr);
  std::vector<std::string> argvCopy = argv;
  for (std::string &arg : argvCopy)
    args.push_back(arg.data());
  args.push_back(nullptr);
  std::string failedPrefix = std::string(kExecFailed) + "'" + argv[0] + "': ";
  std::atomic<int> *childGroup = cleanupChildSlot();
  pid_t parent = ::getpid();
  ProcessResult result = runForked(
      [&](int resultFd) -> int {
        ::prctl(PR_SET_PDEATHSIG, SIGKILL);
        if (::getppid() != parent) // the parent died before prctl
          ::_exit(137);
        childGroup->store(int(::getpgrp()));
        ::dup2(resultFd, 1);
        ::dup2(resultFd, 2);
        ::execvpe(args[0], args.data(), envp.data());
        const char *reason = std::strerror(errno);
        (void)!::write(resultFd, failedPrefix.data(), failedPrefix.size());
        (void)!::write(resultFd, reason, std::strlen(reason));
        return 127;
      },
      timeoutSeconds);
  childGroup->store(0);
  // An exec failure reads as runProcess reports it (SpawnFailed, the reason).
  if (result.outcome == ProcessResult::Outcome::Exited && result.exitCode == 127 &&
      result.output.rfind(kExecFailed, 0) == 0) {
    result.outcome = ProcessResult::Outcome::SpawnFailed;
    result.output = result.output.substr(std::strlen(kExecFailed));
  }
  return result;
}

} // namespace

static std::string lastLine(const std::string &output) {
  std::istringstream stream(output);
  std::string line, last;
  while (std::getline(stream, line))
    if (line.find_first_not_of(" \t\r") != std::string::npos)
      last = line;
  return last;
}

WorkerToolchain workerToolchain(const std::string &explicitPath) {
  static std::mutex mutex;
  static std::map<std::string, WorkerToolchain> known;
  std::string worker = findWorker(explicitPath);
  std::lock_guard<std::mutex> lock(mutex);
  auto found = known.find(worker);
  if (found != known.end())
    return found->second;
  WorkerToolchain toolchain;
  ProcessResult result = runWorkerProcess({worker, "--print-toolchain"}, 60.0);
  nlohmann::json answer = nlohmann::json::parse(lastLine(result.output), nullptr, false);
  if (result.succeeded() && answer.is_object()) {
    toolchain.compiler = answer.value("compiler", "");
    toolchain.nvrtc = answer.value("nvrtc", "");
  }
  return known[worker] = toolchain;
}

Status runWorker(const WorkerOptions &options, const std::string &taskPath,
                 const std::string &cacheDir) {
  std::string worker = findWorker(options.workerPath);
  // Interrupted (a signal, or interruptAndCleanUp at exit): the task folder
  // is gone or going; a worker started now would outlive the cleanup.
  if (int signal = cleanupSignal())
    return Status::error("worker '" + worker + "' not started: interrupted by signal " +
                         std::to_string(signal));
  std::vector<std::string> argv = {worker,   "--task",   taskPath,      "--cache",
                                   cacheDir, "--policy", options.policy};
  if (options.candidateTimeoutSeconds) {
    argv.push_back("--candidate-timeout");
    argv.push_back(std::to_string(*options.candidateTimeoutSeconds));
  }
  if (!options.sanitize.empty())
    argv.push_back("--sanitize=" + options.sanitize);
  ProcessResult result = runWorkerProcess(argv, options.timeoutSeconds);
  if (result.succeeded())
    return Status::ok();
  std::string message = "worker '" + worker + "' " + result.describe();
  if (result.outcome == ProcessResult::Outcome::SpawnFailed)
    message += " (build cuagent-compile, or pass worker_path= / set CUAGENT_WORKER)";
  std::string detail = lastLine(result.output);
  if (!detail.empty())
    message += ": " + detail;
  return Status::error(message);
}

} // namespace cuagent
