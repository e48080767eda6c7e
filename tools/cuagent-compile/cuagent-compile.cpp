//===- cuagent-compile.cpp - The worker: task -> verified cache entry ------===//
//
// Runs in its own process, never in the user's. Reads a task, imports it into
// the cuagent dialect, runs the pass pipeline, asks a policy for candidates,
// compiles each with NVRTC, verifies and profiles each in a forked child (a
// faulting or hanging kernel only kills that child), scores them with the
// milestone reward and writes the best verified plan as a cache entry.
//
//===----------------------------------------------------------------------===//
#include "cuagent/Agent/Policy.h"
#include "cuagent/Cache/KernelCache.h"
#include "cuagent/Import/TaskImporter.h"
#include "cuagent/Passes/Passes.h"
#include "cuagent/Runtime/CudaDriver.h"
#include "cuagent/Runtime/Nvrtc.h"
#include "cuagent/Support/FileSystem.h"
#include "cuagent/Support/GpuLock.h"
#include "cuagent/Support/Sha256.h"
#include "cuagent/Support/Subprocess.h"
#include "cuagent/Verify/Verify.h"

#include "mlir/IR/MLIRContext.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/Passes.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <chrono>
#include <thread>
#include <unistd.h>

namespace cl = llvm::cl;
using json = nlohmann::json;

static cl::opt<std::string> taskPath("task", cl::desc("task.json to compile"), cl::Required);
static cl::opt<std::string> cacheDir("cache", cl::desc("kernel cache directory"), cl::init(""));
static cl::opt<std::string> policySpec("policy", cl::desc("builtin | file:<candidates.json>"),
                                       cl::init("builtin"));
static cl::opt<double> candidateTimeout("candidate-timeout",
                                        cl::desc("seconds allowed to verify+profile a candidate"),
                                        cl::init(30.0));
static cl::opt<int> maxCandidates("max-candidates", cl::desc("candidates measured per round"),
                                  cl::init(8));
static cl::opt<int> maxRounds("max-rounds", cl::desc("propose/measure rounds"), cl::init(4));
static cl::opt<std::string> emitSource("emit-source",
                                       cl::desc("write the first candidate's CUDA source here "
                                                "('-' for stdout) and stop"),
                                       cl::init(""));
static cl::opt<bool> noGpu("no-gpu", cl::desc("compile only; do not look for a GPU"),
                           cl::init(false));
static cl::opt<double> profileBudgetMs("profile-budget-ms",
                                       cl::desc("profiling time per candidate"), cl::init(1500.0));
static cl::opt<std::string> reproducerPath(
    "reproducer",
    cl::desc("where to write the imported IR if the pass pipeline fails (default: into the "
             "cache entry)"),
    cl::init(""));

namespace {

[[noreturn]] void fatal(const std::string &message) {
  llvm::errs() << "cuagent-compile: error: " << message << "\n";
  std::exit(1);
}

struct GpuProbe {
  bool available = false;
  std::string reason;
  std::string device;
};

/// Asks a child process: the parent must never initialize CUDA, or forked
/// children could not use it.
GpuProbe probeGpu() {
  GpuProbe probe;
  if (noGpu) {
    probe.reason = "not verified: no GPU device (--no-gpu)";
    return probe;
  }
  cuagent::ProcessResult result = cuagent::runForked(
      [](int fd) {
        json answer;
        auto driver = cuagent::rt::CudaDriver::get();
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
    probe.reason = "not verified: the GPU probe " + result.describe();
    return probe;
  }
  if (answer.contains("error")) {
    probe.reason = "not verified: no GPU device (" + answer["error"].get<std::string>() + ")";
    return probe;
  }
  probe.available = true;
  probe.device = answer.value("device", "");
  return probe;
}

/// NVRTC runs in children too: once a process has used NVRTC, CUDA cannot
/// be initialized in the children it forks later (seen on the H200 machine:
/// cuInit returned CUDA_ERROR_NOT_INITIALIZED), and the parent must fork the
/// verification children. Up to `parallelism` compile at once; a child that
/// finished early waits on its pipe until it is read.
std::vector<cuagent::Expected<std::string>>
compileInChildren(const std::vector<cuagent::Candidate> &candidates, const std::string &arch,
                  size_t parallelism) {
  std::vector<cuagent::Expected<std::string>> cubins;
  for (size_t begin = 0; begin < candidates.size(); begin += parallelism) {
    size_t end = std::min(candidates.size(), begin + parallelism);
    std::vector<std::unique_ptr<cuagent::StreamingChild>> children;
    for (size_t i = begin; i < end; ++i) {
      const std::string &source = candidates[i].source;
      children.push_back(std::make_unique<cuagent::StreamingChild>([&source, &arch](int fd) {
        auto compiled = cuagent::rt::compileToCubin(source, "kernels.cu", arch);
        return cuagent::writeAll(fd, compiled ? "C" + compiled->cubin : "E" + compiled.message())
                   ? 0
                   : 1;
      }));
    }
    for (auto &child : children) {
      std::string output;
      bool timedOut = child->readToEnd(output, 120.0, size_t(256) << 20) ==
                      cuagent::StreamingChild::Read::TimedOut;
      cuagent::ProcessResult ended = child->finish(/*kill=*/timedOut);
      if (timedOut || !ended.succeeded() || output.empty())
        cubins.push_back(cuagent::Status::error("the NVRTC process " + ended.describe()));
      else if (output[0] == 'E')
        cubins.push_back(cuagent::Status::error(output.substr(1)));
      else
        cubins.push_back(output.substr(1));
    }
  }
  return cubins;
}

std::string readableDuration(double seconds) { return std::to_string(int(seconds + 0.5)) + " s"; }

using Clock = std::chrono::steady_clock;
double secondsSince(Clock::time_point start) {
  return std::chrono::duration<double>(Clock::now() - start).count();
}

size_t compileParallelism() {
  unsigned cores = std::thread::hardware_concurrency();
  return std::max<size_t>(1, std::min<size_t>(cores ? cores : 1, 16));
}

/// Verifies and profiles the compiled candidates in one child that reads the
/// task's tensors once. The child reports one JSON line per candidate; when
/// it stalls past the candidate timeout or dies, that candidate is charged
/// and a fresh child takes the rest. It also leaves after a CUDA error,
/// since a faulting kernel poisons its context.
void evaluateCandidates(const cuagent::Task &task,
                        const std::vector<cuagent::Candidate> &candidates,
                        const std::vector<cuagent::Expected<std::string>> &cubins,
                        const std::vector<size_t> &compiled, const cuagent::ProfileOptions &profile,
                        std::vector<cuagent::CandidateFeedback> &feedback) {
  size_t next = 0;
  while (next < compiled.size()) {
    size_t first = next;
    cuagent::StreamingChild child([&](int fd) {
      // Measurements never share the GPU with another harness job.
      cuagent::GpuExclusiveLock lock;
      auto evaluator = cuagent::TaskEvaluator::create(task);
      if (!evaluator)
        return cuagent::writeAll(fd, json{{"error", evaluator.message()}}.dump() + "\n") ? 0 : 1;
      if (!cuagent::writeAll(fd, json{{"ready", true}}.dump() + "\n"))
        return 1;
      for (size_t k = first; k < compiled.size(); ++k) {
        size_t index = compiled[k];
        cuagent::Evaluation evaluation =
            (*evaluator)
                ->evaluate(candidates[index].plan, {{"kernels.cubin", *cubins[index]}}, profile);
        json out{{"verified", evaluation.verified},  {"reason", evaluation.reason},
                 {"median_ms", evaluation.medianMs}, {"min_ms", evaluation.minMs},
                 {"trials", evaluation.trials},      {"device_error", evaluation.deviceError}};
        if (!cuagent::writeAll(fd, out.dump() + "\n"))
          return 1;
        if (evaluation.deviceError)
          return 0;
      }
      return 0;
    });
    auto chargeRest = [&](const std::string &reason) {
      for (; next < compiled.size(); ++next)
        feedback[compiled[next]].reason = reason;
    };
    if (!child.running()) {
      chargeRest("the verification process " + child.finish(true).describe());
      return;
    }
    // Loading waits for the GPU lock and reads every tensor file: no
    // candidate is running yet, and the caller's timeout bounds the worker.
    std::string line;
    cuagent::StreamingChild::Read read = child.readLine(line, 1800.0);
    json ready = json::parse(line, nullptr, false);
    if (read != cuagent::StreamingChild::Read::Line || ready.is_discarded() ||
        ready.contains("error")) {
      bool stalled = read == cuagent::StreamingChild::Read::TimedOut;
      cuagent::ProcessResult ended = child.finish(stalled);
      chargeRest(read == cuagent::StreamingChild::Read::Line && ready.contains("error")
                     ? ready["error"].get<std::string>()
                     : "the verification process " + ended.describe() + " while loading the task");
      return;
    }
    bool restart = false;
    while (next < compiled.size() && !restart) {
      cuagent::CandidateFeedback &result = feedback[compiled[next]];
      read = child.readLine(line, candidateTimeout);
      if (read == cuagent::StreamingChild::Read::TimedOut) {
        (void)child.finish(/*kill=*/true);
        result.reason = "the candidate did not finish within " +
                        readableDuration(candidateTimeout) + " (hung kernel?) and was killed";
        restart = true;
      } else if (read == cuagent::StreamingChild::Read::EndOfOutput) {
        result.reason = "the verification process " + child.finish(false).describe();
        restart = true;
      } else {
        json out = json::parse(line, nullptr, false);
        if (out.is_discarded()) {
          result.reason = "the verification process wrote an unreadable report";
          (void)child.finish(true);
          restart = true;
        } else {
          result.verified = out.value("verified", false);
          result.reason = out.value("reason", "");
          result.medianMs = out.value("median_ms", -1.0);
          result.minMs = out.value("min_ms", -1.0);
          result.trials = out.value("trials", 0);
          if (out.value("device_error", false)) {
            (void)child.finish(false);
            restart = true;
          }
        }
      }
      ++next;
    }
    if (!restart)
      (void)child.finish(false);
  }
}

} // namespace

namespace {
/// Flags arrive from scripts and users: out-of-range values get an error
/// that names the flag rather than a crash or a silent clamp.
void checkFlags() {
  if (maxCandidates < 1 || maxCandidates > 1024)
    fatal("--max-candidates must be between 1 and 1024, got " + std::to_string(maxCandidates));
  if (maxRounds < 1 || maxRounds > 1000)
    fatal("--max-rounds must be between 1 and 1000, got " + std::to_string(maxRounds));
  if (!(candidateTimeout > 0) || candidateTimeout > 86400)
    fatal("--candidate-timeout must be a positive number of seconds (at most 86400)");
  if (!(profileBudgetMs > 0) || profileBudgetMs > 3.6e6)
    fatal("--profile-budget-ms must be a positive number of milliseconds (at most 3600000)");
}

/// Where the pass-failure reproducer goes: the path the user asked for, else
/// into the cache entry (as reproducer.mlir), else nowhere: never into /tmp,
/// where it would outlive the run unseen.
std::string saveReproducer(const std::string &ir, std::map<std::string, std::string> &files,
                           const std::string &entryDirectory) {
  if (!reproducerPath.empty()) {
    if (cuagent::Status status = cuagent::writeFileAtomic(reproducerPath, ir); !status)
      return "not saved: " + status.message();
    return reproducerPath;
  }
  if (!cacheDir.empty()) {
    files["reproducer.mlir"] = ir;
    return entryDirectory + "/reproducer.mlir";
  }
  return "not saved; pass --reproducer=FILE to keep it";
}
} // namespace

static int workerMain(int argc, char **argv) {
  cl::ParseCommandLineOptions(argc, argv, "cuagent worker: compile, verify and cache one task\n");
  checkFlags();
  auto workerStart = Clock::now();

  cuagent::Expected<cuagent::Task> taskOr = cuagent::loadTask(taskPath);
  if (!taskOr)
    fatal(taskOr.message());
  cuagent::Task task = taskOr.take();
  // Check every referenced tensor file before any compilation: a missing
  // file or a shape mismatch is the caller's bug and gets a one-line error.
  // Sizes only: the verification children read the data.
  auto runtimeInputs = task.runtimeInputs();
  for (const cuagent::ReferenceSet &set : task.references) {
    for (size_t i = 0; i < runtimeInputs.size(); ++i)
      if (auto status =
              cuagent::checkTensorFile(task.directory + "/" + set.inputs[i], *runtimeInputs[i]);
          !status)
        fatal(status.message());
    for (size_t i = 0; i < task.outputs.size(); ++i)
      if (auto status =
              cuagent::checkTensorFile(task.directory + "/" + set.outputs[i], task.outputs[i]);
          !status)
        fatal(status.message());
  }
  for (const cuagent::TaskInput &input : task.inputs)
    if (input.isParameter)
      if (auto status = cuagent::checkTensorFile(task.directory + "/" + input.file, input); !status)
        fatal(status.message());

  cuagent::Expected<std::unique_ptr<cuagent::Policy>> policyOr = cuagent::createPolicy(policySpec);
  if (!policyOr)
    fatal(policyOr.message());
  std::unique_ptr<cuagent::Policy> policy = policyOr.take();

  mlir::registerCanonicalizerPass();
  mlir::registerCSEPass();
  cuagent::registerCuagentPasses();
  mlir::MLIRContext context;
  context.printOpOnDiagnostic(true);
  auto moduleOr = cuagent::importTask(task, context);
  if (!moduleOr)
    fatal("cannot import task '" + task.name + "': " + moduleOr.message());
  mlir::OwningOpRef<mlir::ModuleOp> module = moduleOr.take();
  std::string importedIR;
  {
    llvm::raw_string_ostream os(importedIR);
    module->print(os);
  }
  mlir::PassManager pm(&context);
  if (mlir::failed(mlir::parsePassPipeline(cuagent::kWorkerFunctionPipeline, pm)))
    fatal("internal: the worker pass pipeline does not parse");

  json report;
  report["task"] = task.name;
  report["policy"] = policy->id();
  report["compiler"] = CUAGENT_COMPILER_VERSION;
  report["nvrtc"] = cuagent::rt::nvrtcVersionString();
  report["stock_time_ms"] = task.stockTimeMs;
  report["candidates"] = json::array();
  std::map<std::string, std::string> files;
  // The key names the policy as the caller asked for it ("builtin" by default),
  // so the user process can compute it without running the worker.
  auto materialOr = cuagent::taskKeyMaterial(task, policySpec.getValue());
  if (!materialOr)
    fatal(materialOr.message());
  std::string key = cuagent::sha256Hex(*materialOr);
  // Lets a reader of the entry recompute the key from its task.json.
  files["key.json"] = *materialOr;

  auto finish = [&](const std::string &status, const std::string &reason) {
    report["status"] = status;
    report["reason"] = reason;
    report["key"] = key;
    files["report.json"] = report.dump(2) + "\n";
    // The task as parsed (not re-read: the file may have changed since), so
    // that its key recomputes to `key`.
    files["task.json"] = cuagent::taskToJson(task).dump(2) + "\n";
    if (!cacheDir.empty()) {
      cuagent::KernelCache cache(cacheDir);
      if (cuagent::Status stored = cache.store(key, files); !stored)
        fatal("cannot write the cache entry: " + stored.message());
    }
    json summary{{"key", key}, {"status", status}, {"reason", reason}};
    if (report.contains("best"))
      summary["best"] = report["best"];
    llvm::outs() << summary.dump() << "\n";
    std::exit(0);
  };

  if (mlir::failed(pm.run(*module))) {
    std::string reproducer = saveReproducer(
        importedIR, files, cuagent::KernelCache(cacheDir.getValue()).entryDirectory(key));
    llvm::errs() << "cuagent-compile: the pass pipeline failed; reproduce with:\n  cuagent-opt "
                    "--pass-pipeline='"
                 << cuagent::kWorkerPipeline << "' " << reproducer << "\n";
    finish("rejected", "the pass pipeline failed (reproducer: " + reproducer + ")");
  }
  {
    std::string kernelIR;
    llvm::raw_string_ostream os(kernelIR);
    module->print(os);
    files["kernels.mlir"] = kernelIR;
  }
  mlir::func::FuncOp function = *module->getOps<mlir::func::FuncOp>().begin();

  GpuProbe gpu = emitSource.empty() ? probeGpu() : GpuProbe();
  report["device"] = gpu.device;
  std::vector<cuagent::CandidateFeedback> history;
  struct Best {
    cuagent::Candidate candidate;
    std::string cubin;
    double medianMs = -1;
    int reward = -1;
  };
  std::optional<Best> best;
  std::optional<Best> firstCompiled;
  std::string firstFailure;
  cuagent::ProfileOptions profile;
  profile.budgetMs = profileBudgetMs;

  double compileSeconds = 0, evaluateSeconds = 0;
  for (int round = 0; round < maxRounds; ++round) {
    auto candidatesOr = policy->propose(task, function, history, maxCandidates);
    if (!candidatesOr)
      finish("rejected", "the policy proposed nothing: " + candidatesOr.message());
    std::vector<cuagent::Candidate> &candidates = *candidatesOr;
    if (candidates.empty())
      break;
    if (!emitSource.empty()) {
      if (emitSource == "-")
        llvm::outs() << candidates.front().source;
      else if (auto status = cuagent::writeFileAtomic(emitSource, candidates.front().source);
               !status)
        fatal(status.message());
      return 0;
    }
    std::vector<cuagent::CandidateFeedback> feedback(candidates.size());
    auto compileStart = Clock::now();
    std::vector<cuagent::Expected<std::string>> cubins =
        compileInChildren(candidates, task.arch, compileParallelism());
    compileSeconds += secondsSince(compileStart);
    std::vector<size_t> compiled;
    for (size_t i = 0; i < candidates.size(); ++i) {
      feedback[i].id = candidates[i].id;
      if (!cubins[i]) {
        feedback[i].reason = "compile error: " + cubins[i].message();
        continue;
      }
      feedback[i].compiled = true;
      compiled.push_back(i);
      if (!firstCompiled)
        firstCompiled = Best{candidates[i], *cubins[i]};
      if (!gpu.available)
        feedback[i].reason = gpu.reason;
    }
    auto evaluateStart = Clock::now();
    if (gpu.available)
      evaluateCandidates(task, candidates, cubins, compiled, profile, feedback);
    evaluateSeconds += secondsSince(evaluateStart);

    for (size_t i = 0; i < candidates.size(); ++i) {
      cuagent::CandidateFeedback &result = feedback[i];
      result.reward =
          cuagent::milestoneReward(result.verified, result.medianMs, task.stockTimeMs, -1);
      json entry{{"id", candidates[i].id},
                 {"predicted_score", candidates[i].predictedScore},
                 {"compiled", result.compiled},
                 {"verified", result.verified},
                 {"reason", result.reason},
                 {"median_ms", result.medianMs},
                 {"reward", result.verified ? json(result.reward) : json(gpu.available ? -1 : 0)}};
      if (result.minMs >= 0) {
        entry["min_ms"] = result.minMs;
        entry["trials"] = result.trials;
      }
      report["candidates"].push_back(entry);
      if (!result.verified && firstFailure.empty())
        firstFailure = candidates[i].id + ": " + result.reason;
      if (result.verified && (!best || result.medianMs < best->medianMs))
        best = Best{candidates[i], *cubins[i], result.medianMs, result.reward};
      history.push_back(result);
    }
  }
  report["seconds"] = json{{"total", secondsSince(workerStart)},
                           {"compile", compileSeconds},
                           {"verify_and_profile", evaluateSeconds}};

  auto addPlanFiles = [&](const Best &chosen) {
    cuagent::Plan plan = chosen.candidate.plan;
    plan.key = key;
    plan.policy = policy->id();
    files["plan.json"] = cuagent::planToJson(plan).dump(2) + "\n";
    files["kernels.cubin"] = chosen.cubin;
    files["kernels.cu"] = chosen.candidate.source;
  };
  if (best) {
    addPlanFiles(*best);
    report["best"] = json{{"candidate", best->candidate.id},
                          {"median_ms", best->medianMs},
                          {"reward", best->reward},
                          {"stock_ms", task.stockTimeMs}};
    finish("verified", "");
  }
  if (!gpu.available) {
    if (firstCompiled)
      addPlanFiles(*firstCompiled);
    finish("unverified", firstCompiled ? gpu.reason : "no candidate compiled: " + firstFailure);
  }
  finish("rejected", firstFailure.empty() ? "no candidate was proposed" : firstFailure);
}

/// Any escaped exception (std::bad_alloc on a huge input, a bug) ends the
/// worker with a one-line error and exit code 1, never an abort; LLVM's
/// fatal errors (report_fatal_error) do the same.
int main(int argc, char **argv) {
  llvm::install_fatal_error_handler([](void *, const char *reason, bool) {
    llvm::errs() << "cuagent-compile: error: internal: " << reason << "\n";
  });
  try {
    return workerMain(argc, argv);
  } catch (const std::exception &error) {
    fatal(std::string("internal: ") + error.what());
  } catch (...) {
    fatal("internal: unknown exception");
  }
}
