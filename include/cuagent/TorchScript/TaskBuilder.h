//===- TaskBuilder.h - One fusion group -> one cuagent::Task ----*- C++ -*-===//
#ifndef CUAGENT_TORCHSCRIPT_TASKBUILDER_H
#define CUAGENT_TORCHSCRIPT_TASKBUILDER_H

#include "cuagent/Format/Task.h"
#include "cuagent/TorchScript/Partition.h"

#include <memory>

namespace cuagent::rt {
class ExportedArena;
} // namespace cuagent::rt

namespace cuagent {

struct GroupTask {
  Task task; // task.directory is set
  std::string key;
  /// The guard's encoding of every input (parameters included) and the
  /// output count; see Runtime.h.
  std::string signature;
  std::vector<torch::jit::Value *> inputs; // task order, parameters included
  std::vector<torch::jit::Value *> outputs;
  c10::Device device = c10::Device(c10::kCPU);
  std::string deviceName;
  /// Set (and nothing written) when the parameter files would not fit the
  /// disk budget: the group stays stock with reason TooLarge.
  std::string tooLarge;
  /// The stock outputs the worker reads through CUDA IPC (task.arena); must
  /// outlive the worker's run and is dropped right after it.
  std::shared_ptr<rt::ExportedArena> referenceArena;
};

struct TaskBuildOptions {
  int referenceSets = 5;
  std::string policy = "builtin";
  /// The worker whose NVRTC version goes into the key (see findWorker).
  std::string workerPath;
  bool measureStockTime = true; // on CUDA only
  /// OptimizeOptions::precision: "tf32" makes float32 tasks "tf32".
  std::string precision = "fp32";
  /// OptimizeOptions::fp32Emulation, recorded in fp32 tasks (Task::fp32Emulation).
  bool fp32Emulation = true;
  /// OptimizeOptions::batchTiling (Task::batchTiling).
  bool batchTiling = true;
  /// OptimizeOptions::maxMemoryRatio (Task::maxMemoryRatio).
  double maxMemoryRatio = kDefaultMaxMemoryRatio;
  /// Off: only parameter files are written and the key computed, which is
  /// all a cache lookup needs; addReferenceData completes the task.
  bool withReferences = true;
  /// OptimizeOptions::memoryBudget: the fraction of the free GPU memory and
  /// of the task directory's free disk one group's task and verification may
  /// take. <= 0: not checked.
  double memoryBudget = 0.8;
  /// Reference data through files even on CUDA (kept task folders, which
  /// must be re-runnable later): else CUDA groups share it through an IPC
  /// arena and draw inputs on the GPU (decision 32).
  bool referencesInFiles = false;
};

/// What verifying one group takes, from its task's specs (see
/// estimateResources). Bytes.
struct ResourceEstimate {
  /// The worker's CUDA context and loaded modules (not known in advance).
  static constexpr uint64_t kWorkerContextBytes = uint64_t(512) << 20;
  uint64_t parameterBytes = 0;
  uint64_t inputBytes = 0;      // the runtime inputs of one reference set
  uint64_t inputFloatBytes = 0; // the same drawn in float32 (randn's dtype)
  uint64_t outputBytes = 0;
  uint64_t largestIntermediateBytes = 0; // inside the group
  uint64_t flushBytes = 0;               // the worker's L2 flush buffer
  uint64_t workspaceBytes = 0;           // an allowance for the plan's workspace
  int sets = 0;
  /// References drawn on the GPU with the outputs in an IPC arena
  /// (decision 32), not through files.
  bool onDevice = false;
  /// Peak GPU memory of the worker's TaskEvaluator.
  uint64_t workerGpuBytes() const;
  /// Peak GPU memory this process adds while drawing references and timing.
  uint64_t userGpuBytes() const;
  /// The stock outputs of every set, held for the worker.
  uint64_t arenaBytes() const;
  /// Both processes together, at the worse of the two moments.
  uint64_t peakGpuBytes() const;
  /// The reference files (parameters are written before, and checked then).
  uint64_t referenceDiskBytes() const;
  std::string describe() const;
};

ResourceEstimate estimateResources(const GroupTask &task, const Group &group,
                                   const ValueInfos &infos, const TaskBuildOptions &options);

/// "" when `estimate` fits `fraction` of the free memory of the group's GPU
/// (measured after releasing torch's cached blocks, which the worker, another
/// process, cannot use) and of the free disk of the task directory; else
/// the TooLarge detail: what is needed, what the budget is, what to do.
std::string resourceBudgetProblem(const GroupTask &task, const ResourceEstimate &estimate,
                                  double fraction);

/// Returns torch's cached, unused blocks on `device` to the driver (CUDA
/// only), so that the worker process can allocate them.
void releaseCachedGpuMemory(c10::Device device);

/// Writes parameter files for `group` into `directory` (which must exist),
/// computes the cache key and, with options.withReferences, the reference
/// data and task.json.
Expected<GroupTask> buildGroupTask(const Group &group, const PartitionResult &partition,
                                   const ValueInfos &infos, const std::string &name,
                                   const std::string &directory, const TaskBuildOptions &options);

/// Draws options.referenceSets input sets on the group's device, runs the
/// stock subgraph on them, writes them and task.json, and measures the stock
/// time on CUDA.
Status addReferenceData(GroupTask &task, const Group &group, const ValueInfos &infos,
                        const TaskBuildOptions &options);

/// A standalone graph computing `group` from `inputs` (values of the original
/// graph) to `outputs`; scalar constants are copied in.
std::shared_ptr<torch::jit::Graph>
standaloneGroupGraph(const Group &group, const std::vector<torch::jit::Value *> &inputs,
                     const std::vector<torch::jit::Value *> &outputs);

} // namespace cuagent

#endif // CUAGENT_TORCHSCRIPT_TASKBUILDER_H
