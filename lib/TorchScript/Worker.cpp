//===- Worker.cpp - Run cuagent-compile for one task -----------------------===//
#include "cuagent/TorchScript/Worker.h"

#include "cuagent/Support/Subprocess.h"

#include <nlohmann/json.hpp>

#include <dlfcn.h>

#include <cstdlib>
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
  ProcessResult result = runProcess({worker, "--print-toolchain"}, 60.0);
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
  std::vector<std::string> argv = {worker,   "--task",   taskPath,      "--cache",
                                   cacheDir, "--policy", options.policy};
  if (options.candidateTimeoutSeconds) {
    argv.push_back("--candidate-timeout");
    argv.push_back(std::to_string(*options.candidateTimeoutSeconds));
  }
  ProcessResult result = runProcess(argv, options.timeoutSeconds);
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
