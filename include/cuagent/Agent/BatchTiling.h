//===- BatchTiling.h - A group planned one batch chunk at a time -*- C++ -*-===//
//
// A group whose every plan is over the memory cap (attention's scores, a
// conv's intermediates on multi-GiB batches) can often still run under it a
// slice of dim 0 at a time: the plan of the group on one chunk of the batch,
// its steps repeated once per chunk over views of the inputs and outputs,
// its workspace reused (decision 69). This file decides when that is exact
// (legality, outside the policy) and turns a chunk's plan into the group's.
//
//===----------------------------------------------------------------------===//
#ifndef CUAGENT_AGENT_BATCHTILING_H
#define CUAGENT_AGENT_BATCHTILING_H

#include "cuagent/Format/Plan.h"

#include <functional>

namespace cuagent {

/// The shapes of a task's values, or why the task does not import
/// (inferTaskShapes in cuagent/Import/TaskImporter.h; injected so that this
/// file needs no MLIR).
using ShapeInference = std::function<Expected<TaskShapes>(const Task &)>;

/// A group computed `chunks` equal slices of dim 0 at a time.
struct BatchTiling {
  int64_t chunks = 1;
  /// Per task input and per task output: sliced along dim 0 (chunk i is the
  /// i-th `chunks`-th of its bytes), or used whole by every chunk.
  std::vector<bool> slicedInputs, slicedOutputs;
  /// The group on one chunk: sliced inputs and outputs have dim 0 divided
  /// by `chunks`, layout ops' recorded shapes too; no reference data; the
  /// whole group's memory cap (Task::workspaceCapOverride).
  Task chunkTask;
};

/// At most this many chunks: each repeats the chunk plan's steps, and a
/// plan has at most FormatLimits::kMaxPlanSteps.
inline constexpr int64_t kMaxBatchChunks = 64;

/// The chunk counts worth trying for `task`, fewest first, from `atLeast`
/// up to kMaxBatchChunks: the divisors of its batch (dim 0 of its first
/// output), then multiples of the batch that cut its dim 1 evenly (some of
/// dim 1 for one item a chunk); none when the group has no batch to split.
std::vector<int64_t> batchChunkCounts(const Task &task, int64_t atLeast);

/// The tiling of `task` into `chunks` chunks, or one line saying why it
/// would not compute the same result: every value computed from a sliced
/// input must be exactly its slice in the chunk's task (dim 0 divided by
/// `chunks`, or dims 0 and 1 cut to one item's part; other dims unchanged),
/// every other value unchanged, and no op may normalize, scan, permute or
/// attend along a cut dim.
Expected<BatchTiling> planBatchTiling(const Task &task, int64_t chunks,
                                      const ShapeInference &shapes);

/// The group's plan from a plan for `tiling.chunkTask`: inputs and outputs
/// declared whole, the chunk plan's steps once per chunk with every sliced
/// buffer (and view of one) replaced by that chunk's view, workspace buffers
/// shared by every chunk. Fails when a view would not be 16-byte aligned.
Expected<Plan> tilePlan(const Plan &chunkPlan, const Task &task, const BatchTiling &tiling);

/// The id suffix of a tiled candidate: "-bt<chunks>".
std::string batchTilingSuffix(int64_t chunks);

/// `id` without the suffixes the search driver appends to a policy's ids
/// ("-bt<n>", then "-plain"): what the policy itself proposed.
std::string policyCandidateId(const std::string &id);

} // namespace cuagent

#endif // CUAGENT_AGENT_BATCHTILING_H
