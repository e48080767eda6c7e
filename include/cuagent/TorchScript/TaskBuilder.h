//===- TaskBuilder.h - One fusion group -> one cuagent::Task ----*- C++ -*-===//
#ifndef CUAGENT_TORCHSCRIPT_TASKBUILDER_H
#define CUAGENT_TORCHSCRIPT_TASKBUILDER_H

#include "cuagent/Format/Task.h"
#include "cuagent/TorchScript/Partition.h"

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
};

struct TaskBuildOptions {
  int referenceSets = 5;
  std::string policy = "builtin";
  /// The worker whose NVRTC version goes into the key (see findWorker).
  std::string workerPath;
  bool measureStockTime = true; // on CUDA only
  /// OptimizeOptions::precision: "tf32" makes float32 tasks "tf32".
  std::string precision = "fp32";
  /// Off: only parameter files are written and the key computed, which is
  /// all a cache lookup needs; addReferenceData completes the task.
  bool withReferences = true;
};

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
