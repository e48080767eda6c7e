//===- cuagent-compile.cpp - The worker: task -> verified cache entry ------===//
//
// Runs in its own process, never in the user's. Reads a task, imports it into
// the cuagent dialect, runs the pass pipeline and hands the kernel IR to the
// search loop (agent/Search.cpp) with NVRTC and verification in children
// (agent/Isolation.cpp). Prints a one-line JSON summary.
//
//===----------------------------------------------------------------------===//
#include "cuagent/Agent/Isolation.h"
#include "cuagent/Import/TaskImporter.h"
#include "cuagent/Passes/Passes.h"
#include "cuagent/Runtime/Nvrtc.h"
#include "cuagent/Support/FileSystem.h"

#include "mlir/IR/MLIRContext.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/raw_ostream.h"

namespace cl = llvm::cl;
using json = nlohmann::json;

static cl::opt<std::string> taskPath("task", cl::desc("task.json to compile"));
static cl::opt<bool> printToolchain("print-toolchain",
                                    cl::desc("print the compiler and NVRTC versions as JSON"));
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

static void orExit(const cuagent::Status &status, const std::string &context = "") {
  if (status)
    return;
  llvm::errs() << "cuagent-compile: error: " << context << status.message() << "\n";
  std::exit(1);
}
template <typename T> static T orExit(cuagent::Expected<T> value, const std::string &context = "") {
  orExit(value.status(), context);
  return value.take();
}

static std::string print(mlir::ModuleOp module) {
  std::string text;
  llvm::raw_string_ostream os(text);
  module.print(os);
  return text;
}
int main(int argc, char **argv) {
  cl::ParseCommandLineOptions(argc, argv, "cuagent worker: compile, verify and cache one task\n");
  // Part of every cache key; the LibTorch side asks for it (Worker.cpp).
  json toolchain{{"compiler", cuagent::compilerVersion()},
                 {"nvrtc", cuagent::rt::nvrtcVersionString()}};
  if (printToolchain) {
    llvm::outs() << toolchain.dump() << "\n";
    return 0;
  }
  if (taskPath.empty())
    orExit(cuagent::Status::error("--task is required"));
  cuagent::Task task = orExit(cuagent::loadTask(taskPath));
  // A missing or mis-sized tensor file is the caller's bug: one line, before
  // any compilation.
  orExit(cuagent::checkTaskFiles(task));
  std::unique_ptr<cuagent::Policy> policy = orExit(cuagent::createPolicy(policySpec));

  mlir::MLIRContext context;
  context.printOpOnDiagnostic(true);
  mlir::OwningOpRef<mlir::ModuleOp> module =
      orExit(cuagent::importTask(task, context), "cannot import task '" + task.name + "': ");

  cuagent::SearchOptions options;
  options.maxRounds = maxRounds;
  options.maxCandidates = maxCandidates;
  // The key names the policy as the caller asked for it ("builtin" by
  // default), so the user process computes it without running the worker.
  options.key = orExit(cuagent::taskCacheKey(task, policySpec.getValue()));
  options.report = toolchain;
  options.report.update(
      json{{"task", task.name}, {"policy", policy->id()}, {"stock_time_ms", task.stockTimeMs}});
  if (auto text = cuagent::readFile(taskPath))
    options.extraFiles["task.json"] = *text;

  cuagent::ProfileOptions profile;
  profile.budgetMs = profileBudgetMs;
  cuagent::ChildProcessCompiler compiler;
  cuagent::ChildProcessEvaluator evaluator(noGpu || !emitSource.empty(), candidateTimeout, profile);
  std::optional<cuagent::KernelCache> cache;
  if (!cacheDir.empty())
    cache.emplace(cacheDir);
  cuagent::SearchDriver driver(*policy, compiler, evaluator, cache ? &*cache : nullptr);

  cuagent::SearchOutcome outcome;
  if (cuagent::Status formed = cuagent::runWorkerPipeline(*module); !formed) {
    outcome.report = options.report;
    outcome.report["candidates"] = json::array();
    outcome.reason = formed.message();
    orExit(driver.record(outcome, options), "cannot write the cache entry: ");
  } else {
    options.extraFiles["kernels.mlir"] = print(*module);
    mlir::func::FuncOp function = *module->getOps<mlir::func::FuncOp>().begin();
    if (!emitSource.empty()) {
      auto candidates = orExit(policy->propose(task, function, {}, 1));
      std::string source = candidates.empty() ? "" : candidates.front().source;
      if (emitSource == "-")
        llvm::outs() << source;
      else
        orExit(cuagent::writeFileAtomic(emitSource, source));
      return 0;
    }
    outcome = orExit(driver.search(task, function, options), "cannot write the cache entry: ");
  }
  json summary{{"key", options.key},
               {"status", cuagent::entryStatusName(outcome.status)},
               {"reason", outcome.reason}};
  if (outcome.report.contains("best"))
    summary["best"] = outcome.report["best"];
  llvm::outs() << summary.dump() << "\n";
  return 0;
}
