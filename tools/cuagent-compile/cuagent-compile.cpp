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
#include "cuagent/Support/Subprocess.h"
#include "cuagent/Verify/Verify.h"

#include "mlir/IR/MLIRContext.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/Passes.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/raw_ostream.h"

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

/// NVRTC runs in a child too: once a process has used NVRTC, CUDA cannot be
/// initialized in the children it forks later (seen on the H200 machine:
/// cuInit returned CUDA_ERROR_NOT_INITIALIZED), and the parent must fork the
/// verification children.
struct CompiledCandidate {
  std::string cubin;
};
cuagent::Expected<CompiledCandidate> compileInChild(const std::string &source,
                                                    const std::string &arch) {
  cuagent::ProcessResult child = cuagent::runForked(
      [&](int fd) {
        auto compiled = cuagent::rt::compileToCubin(source, "kernels.cu", arch);
        std::string payload = compiled ? "C" + compiled->cubin : "E" + compiled.message();
        const char *data = payload.data();
        size_t left = payload.size();
        while (left > 0) {
          ssize_t n = ::write(fd, data, left);
          if (n <= 0)
            return 1;
          data += n;
          left -= size_t(n);
        }
        return 0;
      },
      120.0, size_t(256) << 20);
  if (!child.succeeded() || child.output.empty())
    return cuagent::Status::error("the NVRTC process " + child.describe());
  if (child.output[0] == 'E')
    return cuagent::Status::error(child.output.substr(1));
  return CompiledCandidate{child.output.substr(1)};
}

std::string readableDuration(double seconds) { return std::to_string(int(seconds + 0.5)) + " s"; }

} // namespace

int main(int argc, char **argv) {
  cl::ParseCommandLineOptions(argc, argv, "cuagent worker: compile, verify and cache one task\n");

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
  auto keyOr = cuagent::taskCacheKey(task, policySpec.getValue());
  if (!keyOr)
    fatal(keyOr.message());
  std::string key = *keyOr;

  auto finish = [&](const std::string &status, const std::string &reason) {
    report["status"] = status;
    report["reason"] = reason;
    report["key"] = key;
    files["report.json"] = report.dump(2) + "\n";
    if (auto text = cuagent::readFile(taskPath))
      files["task.json"] = *text;
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
    std::string reproducer = "/tmp/cuagent-repro-" + std::to_string(::getpid()) + ".mlir";
    (void)cuagent::writeFileAtomic(reproducer, importedIR);
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

  for (int round = 0; round < maxRounds; ++round) {
    auto candidatesOr = policy->propose(task, function, history, maxCandidates);
    if (!candidatesOr)
      finish("rejected", "the policy proposed nothing: " + candidatesOr.message());
    if (candidatesOr->empty())
      break;
    for (cuagent::Candidate &candidate : *candidatesOr) {
      if (!emitSource.empty()) {
        if (emitSource == "-")
          llvm::outs() << candidate.source;
        else if (auto status = cuagent::writeFileAtomic(emitSource, candidate.source); !status)
          fatal(status.message());
        return 0;
      }
      cuagent::CandidateFeedback feedback;
      feedback.id = candidate.id;
      json entry{{"id", candidate.id}, {"predicted_score", candidate.predictedScore}};
      auto compiled = compileInChild(candidate.source, task.arch);
      if (!compiled) {
        feedback.reason = "compile error: " + compiled.message();
      } else {
        feedback.compiled = true;
        if (!firstCompiled)
          firstCompiled = Best{candidate, compiled->cubin};
        if (gpu.available) {
          cuagent::ProcessResult child = cuagent::runForked(
              [&](int fd) {
                cuagent::Evaluation evaluation = cuagent::evaluatePlan(
                    task, candidate.plan, {{"kernels.cubin", compiled->cubin}}, profile);
                json out{{"verified", evaluation.verified},
                         {"reason", evaluation.reason},
                         {"median_ms", evaluation.medianMs},
                         {"min_ms", evaluation.minMs},
                         {"trials", evaluation.trials}};
                std::string text = out.dump();
                return ::write(fd, text.data(), text.size()) == ssize_t(text.size()) ? 0 : 1;
              },
              candidateTimeout);
          json out = json::parse(child.output, nullptr, false);
          if (child.outcome == cuagent::ProcessResult::Outcome::TimedOut) {
            feedback.reason = "the candidate did not finish within " +
                              readableDuration(candidateTimeout) + " (hung kernel?) and was killed";
          } else if (!child.succeeded() || out.is_discarded()) {
            feedback.reason = "the verification process " + child.describe();
          } else {
            feedback.verified = out.value("verified", false);
            feedback.reason = out.value("reason", "");
            feedback.medianMs = out.value("median_ms", -1.0);
            entry["min_ms"] = out.value("min_ms", -1.0);
            entry["trials"] = out.value("trials", 0);
          }
        } else {
          feedback.reason = gpu.reason;
        }
      }
      feedback.reward =
          cuagent::milestoneReward(feedback.verified, feedback.medianMs, task.stockTimeMs, -1);
      entry["compiled"] = feedback.compiled;
      entry["verified"] = feedback.verified;
      entry["reason"] = feedback.reason;
      entry["median_ms"] = feedback.medianMs;
      entry["reward"] = feedback.verified ? json(feedback.reward) : json(gpu.available ? -1 : 0);
      report["candidates"].push_back(entry);
      if (!feedback.verified && firstFailure.empty())
        firstFailure = candidate.id + ": " + feedback.reason;
      if (feedback.verified && (!best || feedback.medianMs < best->medianMs))
        best = Best{candidate, compiled->cubin, feedback.medianMs, feedback.reward};
      history.push_back(feedback);
    }
  }

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
