//===- BatchTiling.cpp - A group planned one batch chunk at a time --------===//
//
// Legality rests on two facts. Row-major data sliced along dim 0 is a
// contiguous byte range, and the i-th n-th of a tensor's bytes is the i-th
// n-th of its dim-0 rows for any shape whose dim 0 n divides; so a reshape
// keeps the slicing whatever it does to the other dims. And an op whose
// result rows depend only on the same rows of its sliced operands computes
// the same slice from a slice: the shape check below refuses every op that
// mixes rows (a reduction over dim 0, a matmul along it, a broadcast of a
// whole operand across it), and the op rules refuse the shape-preserving
// ones that would (a softmax, scan or permutation along dim 0, attention
// whose dim 0 is the sequence). Verification still checks every tiled
// candidate against the whole group's stock result.
//
//===----------------------------------------------------------------------===//
#include "cuagent/Agent/BatchTiling.h"

#include "cuagent/Agent/Search.h"

#include "cuagent/Format/Validate.h"
#include "cuagent/Support/OpRegistry.h"

#include <algorithm>
#include <set>

namespace cuagent {

using json = nlohmann::json;

namespace {

std::string shapeText(const std::vector<int64_t> &shape) {
  std::string text = "[";
  for (size_t i = 0; i < shape.size(); ++i)
    text += (i ? ", " : "") + std::to_string(shape[i]);
  return text + "]";
}

/// Dim 0 is the outermost dim in memory (row-major, or a permuted dense
/// layout that keeps dim 0 outside): a dim-0 slice is one byte range.
bool slicesContiguously(const TensorSpec &spec) {
  if (spec.shape.empty())
    return false;
  if (spec.strides.empty() || spec.isContiguous())
    return true;
  std::optional<std::vector<int64_t>> order = densePhysicalOrder(spec.shape, spec.strides);
  if (!order)
    return false;
  // Size-1 dims come first in the order and hold no bytes of their own.
  for (int64_t dim : *order) {
    if (spec.shape[size_t(dim)] == 1 && dim != 0)
      continue;
    return dim == 0;
  }
  return false;
}

/// The values computed (transitively) from a sliced input.
std::set<std::string> dependentValues(const Task &task, const std::vector<bool> &sliced) {
  std::set<std::string> dependent;
  for (size_t i = 0; i < task.inputs.size(); ++i)
    if (sliced[i])
      dependent.insert(task.inputs[i].name);
  for (const TaskNode &node : task.nodes) {
    bool any = std::any_of(node.inputs.begin(), node.inputs.end(),
                           [&](const std::string &input) { return dependent.count(input) > 0; });
    if (any)
      dependent.insert(node.outputs.begin(), node.outputs.end());
  }
  return dependent;
}

bool dependsOnSlice(const TaskNode &node, const std::set<std::string> &dependent) {
  return std::any_of(node.inputs.begin(), node.inputs.end(),
                     [&](const std::string &input) { return dependent.count(input) > 0; });
}

/// An op that keeps its operand's shape but would mix dim-0 rows: one with
/// a Dim or Dims argument naming dim 0 (or every dim), or a permutation
/// that moves dim 0; attention whose operands have no batch dim.
Status checkNodeRule(const TaskNode &node, const TaskShapeMap &full,
                     const std::set<std::string> &dependent) {
  const OpInfo *info = lookupAtenOp(node.op);
  if (!info)
    return Status::error(node.op + " is not in the op registry");
  std::string where = node.op + " (" + node.outputs.front() + ")";
  if (info->mnemonic == "diag")
    return Status::error(where + " places its input by index");
  for (const ArgSpec &arg : info->args) {
    std::string name(arg.name);
    if (!node.attrs.contains(name))
      continue;
    const json &value = node.attrs[name];
    if (arg.kind == ArgKind::Dim && value.is_number_integer() && value.get<int64_t>() == 0)
      return Status::error(where + " works along dim 0");
    if (arg.kind == ArgKind::Dims && value.is_array()) {
      if (value.empty())
        return Status::error(where + " reduces every dim");
      for (const json &dim : value)
        if (dim.is_number_integer() && dim.get<int64_t>() == 0)
          return Status::error(where + " reduces dim 0");
    }
    if (arg.kind == ArgKind::Perm && value.is_array() && !value.empty() && value[0] != 0)
      return Status::error(where + " moves dim 0");
  }
  if (info->mnemonic == "sdpa") {
    for (const std::string &input : node.inputs) {
      auto shape = full.find(input);
      if (dependent.count(input) && shape != full.end() && shape->second.size() < 3)
        return Status::error(where + " has no batch dim: dim 0 of " + input +
                             " is its sequence");
    }
  }
  return Status::ok();
}

/// The chunk's task: sliced inputs and outputs and the recorded result
/// shapes of layout ops on sliced values with dim 0 divided by `chunks`.
Expected<Task> chunkTaskOf(const Task &task, const std::vector<bool> &slicedInputs,
                           const std::set<std::string> &dependent, int64_t chunks) {
  Task chunk = task;
  chunk.name = task.name + "-chunk";
  chunk.references.clear();
  chunk.arena.reset();
  if (task.stockTimeMs > 0)
    chunk.stockTimeMs = task.stockTimeMs / double(chunks);
  for (size_t i = 0; i < chunk.inputs.size(); ++i)
    if (slicedInputs[i])
      chunk.inputs[i].shape[0] /= chunks;
  for (TensorSpec &output : chunk.outputs) {
    if (!dependent.count(output.name))
      continue;
    if (output.shape.empty() || output.shape[0] % chunks != 0)
      return Status::error("output " + output.name + " " + shapeText(output.shape) +
                           " has no dim 0 that " + std::to_string(chunks) + " chunks divide");
    output.shape[0] /= chunks;
  }
  for (TaskNode &node : chunk.nodes) {
    const OpInfo *info = lookupAtenOp(node.op);
    if (!info || !dependsOnSlice(node, dependent))
      continue;
    for (const ArgSpec &arg : info->args) {
      std::string name(arg.name);
      if (arg.kind != ArgKind::Shape || !node.attrs.contains(name))
        continue;
      json &shape = node.attrs[name];
      if (!shape.is_array() || shape.empty() || !shape[0].is_number_integer() ||
          shape[0].get<int64_t>() % chunks != 0)
        return Status::error(node.op + " (" + node.outputs.front() + ") makes a shape whose dim 0 " +
                             std::to_string(chunks) + " chunks do not divide");
      shape[0] = shape[0].get<int64_t>() / chunks;
    }
  }
  return chunk;
}

/// Every value computed from a slice is that slice of the whole group's
/// value; every other value is the whole group's.
Status checkShapes(const TaskShapeMap &full, const TaskShapeMap &chunk,
                   const std::set<std::string> &dependent, int64_t chunks) {
  for (const auto &[name, shape] : full) {
    auto found = chunk.find(name);
    if (found == chunk.end())
      return Status::error("the chunk's task has no value " + name);
    const std::vector<int64_t> &part = found->second;
    if (!dependent.count(name)) {
      if (part != shape)
        return Status::error(name + " is " + shapeText(part) + " on a chunk, " +
                             shapeText(shape) + " on the whole batch");
      continue;
    }
    bool sliced = !shape.empty() && part.size() == shape.size() && part[0] * chunks == shape[0] &&
                  std::equal(shape.begin() + 1, shape.end(), part.begin() + 1);
    if (!sliced)
      return Status::error(name + " is " + shapeText(part) + " on a chunk, " + shapeText(shape) +
                           " on the whole batch: not its dim-0 slice");
  }
  return Status::ok();
}

/// The inputs to slice: the runtime inputs whose dim 0 is the batch, all of
/// them (`highestRankOnly` false) or only those of the highest rank (a
/// lower-rank input whose dim 0 happens to equal the batch is a broadcast
/// operand, such as an attention mask).
std::vector<bool> slicedInputsOf(const Task &task, int64_t batch, bool highestRankOnly) {
  size_t rank = 0;
  for (const TaskInput &input : task.inputs)
    if (!input.isParameter && !input.shape.empty() && input.shape[0] == batch)
      rank = std::max(rank, input.shape.size());
  std::vector<bool> sliced(task.inputs.size(), false);
  for (size_t i = 0; i < task.inputs.size(); ++i) {
    const TaskInput &input = task.inputs[i];
    sliced[i] = !input.isParameter && !input.shape.empty() && input.shape[0] == batch &&
                slicesContiguously(input) && (!highestRankOnly || input.shape.size() == rank);
  }
  return sliced;
}

Expected<BatchTiling> tryTiling(const Task &task, std::vector<bool> slicedInputs, int64_t chunks,
                                const ShapeInference &shapes, const TaskShapeMap &full) {
  if (std::none_of(slicedInputs.begin(), slicedInputs.end(), [](bool s) { return s; }))
    return Status::error("no runtime input has the batch as its outermost dim");
  std::set<std::string> dependent = dependentValues(task, slicedInputs);
  for (const TaskNode &node : task.nodes)
    if (dependsOnSlice(node, dependent))
      if (Status rule = checkNodeRule(node, full, dependent); !rule)
        return rule;
  Expected<Task> chunk = chunkTaskOf(task, slicedInputs, dependent, chunks);
  if (!chunk)
    return chunk.status();
  Expected<TaskShapeMap> part = shapes(*chunk);
  if (!part)
    return Status::error("the chunk's task does not import: " + part.message());
  if (Status same = checkShapes(full, *part, dependent, chunks); !same)
    return same;
  BatchTiling tiling;
  tiling.chunks = chunks;
  tiling.slicedInputs = std::move(slicedInputs);
  for (const TensorSpec &output : task.outputs)
    tiling.slicedOutputs.push_back(dependent.count(output.name) > 0);
  tiling.chunkTask = chunk.take();
  // A chunk's plan must fit the whole group's cap, not a chunk's share of it.
  tiling.chunkTask.workspaceCapOverride = workspaceCapBytes(task);
  return tiling;
}

} // namespace

std::string batchTilingSuffix(int64_t chunks) { return "-bt" + std::to_string(chunks); }

std::string policyCandidateId(const std::string &id) {
  std::string out = id;
  size_t at = out.rfind("-bt");
  if (at != std::string::npos && at + 3 < out.size() &&
      std::all_of(out.begin() + long(at) + 3, out.end(), [](char c) { return c >= '0' && c <= '9'; }))
    out.resize(at);
  const std::string plain = "-plain";
  if (out.size() >= plain.size() && out.compare(out.size() - plain.size(), plain.size(), plain) == 0)
    out.resize(out.size() - plain.size());
  return out;
}

std::vector<int64_t> batchChunkCounts(const Task &task, int64_t atLeast) {
  std::vector<int64_t> counts;
  if (task.outputs.empty() || task.outputs.front().shape.empty())
    return counts;
  int64_t batch = task.outputs.front().shape[0];
  for (int64_t n = std::max<int64_t>(2, atLeast); n <= std::min(batch, kMaxBatchChunks); ++n)
    if (batch % n == 0)
      counts.push_back(n);
  return counts;
}

Expected<BatchTiling> planBatchTiling(const Task &task, int64_t chunks,
                                      const ShapeInference &shapes) {
  if (task.outputs.empty() || task.outputs.front().shape.empty())
    return Status::error("the group's first output has no dim 0 to split");
  int64_t batch = task.outputs.front().shape[0];
  if (chunks < 2 || batch % chunks != 0)
    return Status::error(std::to_string(chunks) + " chunks do not divide the batch " +
                         std::to_string(batch));
  Expected<TaskShapeMap> full = shapes(task);
  if (!full)
    return full.status();
  Expected<BatchTiling> all = tryTiling(task, slicedInputsOf(task, batch, false), chunks, shapes, *full);
  if (all)
    return all;
  std::vector<bool> highest = slicedInputsOf(task, batch, true);
  if (highest == slicedInputsOf(task, batch, false))
    return all;
  Expected<BatchTiling> narrower = tryTiling(task, std::move(highest), chunks, shapes, *full);
  return narrower ? narrower : all;
}

namespace {

/// Builds the tiled plan: buffers first, then each chunk's steps.
class PlanTiler {
public:
  PlanTiler(const Plan &chunkPlan, const Task &task, const BatchTiling &tiling)
      : chunkPlan_(chunkPlan), task_(task), tiling_(tiling) {}

  Expected<Plan> run() {
    plan_.key = chunkPlan_.key;
    plan_.policy = chunkPlan_.policy;
    plan_.candidate = chunkPlan_.candidate;
    plan_.modules = chunkPlan_.modules;
    if (Status declared = declareBuffers(); !declared)
      return declared;
    for (int64_t chunk = 0; chunk < tiling_.chunks; ++chunk)
      for (const PlanStep &step : chunkPlan_.steps)
        if (Expected<PlanStep> renamed = chunkStep(step, chunk); renamed)
          plan_.steps.push_back(renamed.take());
        else
          return renamed.status();
    if (plan_.steps.size() > FormatLimits::kMaxPlanSteps ||
        plan_.buffers.size() > FormatLimits::kMaxPlanBuffers)
      return Status::error(std::to_string(tiling_.chunks) + " chunks make a plan of " +
                           std::to_string(plan_.steps.size()) + " steps and " +
                           std::to_string(plan_.buffers.size()) + " buffers, over the format's " +
                           "limits");
    return std::move(plan_);
  }

private:
  /// The whole group's bytes of a sliced input or output buffer, else 0.
  size_t slicedBytes(const PlanBuffer &buffer) const {
    if (buffer.kind == PlanBuffer::Kind::Input)
      return tiling_.slicedInputs[size_t(buffer.index)] ? task_.inputs[size_t(buffer.index)].bytes()
                                                        : 0;
    if (buffer.kind == PlanBuffer::Kind::Output)
      return tiling_.slicedOutputs[size_t(buffer.index)]
                 ? task_.outputs[size_t(buffer.index)].bytes()
                 : 0;
    return 0;
  }

  Status declareBuffers() {
    for (const PlanBuffer &buffer : chunkPlan_.buffers) {
      if (buffer.kind == PlanBuffer::Kind::View)
        continue; // declared per chunk where they slice, below
      PlanBuffer whole = buffer;
      if (buffer.kind == PlanBuffer::Kind::Input) {
        // `index` is the task input's position, parameters included; a
        // permuted input is declared in memory order (checkPlanMatchesTask).
        if (size_t(buffer.index) >= task_.inputs.size())
          return Status::error("the chunk plan's input " + buffer.name + " is not the task's");
        const TaskInput &input = task_.inputs[size_t(buffer.index)];
        whole.spec = input;
        whole.spec.shape = input.memoryShape();
        whole.spec.strides = contiguousStrides(whole.spec.shape);
        whole.spec.name = buffer.name;
      } else if (buffer.kind == PlanBuffer::Kind::Output) {
        if (size_t(buffer.index) >= task_.outputs.size())
          return Status::error("the chunk plan's output " + buffer.name + " is not the task's");
        whole.spec = task_.outputs[size_t(buffer.index)];
        whole.spec.name = buffer.name;
      }
      if (size_t bytes = slicedBytes(whole)) {
        if (bytes % size_t(tiling_.chunks) != 0 ||
            (bytes / size_t(tiling_.chunks)) % kViewAlignment != 0)
          return Status::error(buffer.name + "'s " + std::to_string(bytes) + " bytes do not make " +
                               std::to_string(tiling_.chunks) + " chunks of 16-byte multiples");
        sliceBytes_[buffer.name] = bytes / size_t(tiling_.chunks);
      }
      plan_.buffers.push_back(std::move(whole));
    }
    // Views of buffers every chunk uses whole stay as they are.
    for (const PlanBuffer &buffer : chunkPlan_.buffers)
      if (buffer.kind == PlanBuffer::Kind::View && !sliceBytes_.count(buffer.of))
        plan_.buffers.push_back(buffer);
    return Status::ok();
  }

  /// The name chunk `chunk` uses for `name`: itself when every chunk uses it
  /// whole, else a view of its slice (declared once).
  Expected<std::string> chunkName(const std::string &name, int64_t chunk) {
    if (name.empty())
      return name;
    const PlanBuffer *buffer = chunkPlan_.findBuffer(name);
    if (!buffer)
      return Status::error("the chunk plan names undeclared buffer '" + name + "'");
    std::string base = buffer->kind == PlanBuffer::Kind::View ? buffer->of : name;
    auto slice = sliceBytes_.find(base);
    if (slice == sliceBytes_.end())
      return name;
    size_t offset = size_t(chunk) * slice->second;
    size_t bytes = slice->second;
    if (buffer->kind == PlanBuffer::Kind::View) {
      offset += buffer->offset;
      bytes = buffer->bytes;
    }
    std::string view = base + "@" + std::to_string(offset) + "+" + std::to_string(bytes);
    if (declared_.insert(view).second) {
      PlanBuffer declared;
      declared.name = view;
      declared.kind = PlanBuffer::Kind::View;
      declared.of = base;
      declared.offset = offset;
      declared.bytes = bytes;
      plan_.buffers.push_back(std::move(declared));
    }
    return view;
  }

  Expected<PlanStep> chunkStep(const PlanStep &step, int64_t chunk) {
    PlanStep renamed = step;
    std::vector<std::string *> names;
    for (std::string &arg : renamed.args)
      names.push_back(&arg);
    for (std::string *name : {&renamed.gemm.a, &renamed.gemm.b, &renamed.gemm.d,
                              &renamed.gemm.bias, &renamed.gemm.workspace, &renamed.conv.x,
                              &renamed.conv.w, &renamed.conv.y, &renamed.conv.bias,
                              &renamed.conv.workspace})
      names.push_back(name);
    for (std::string *name : names) {
      Expected<std::string> mapped = chunkName(*name, chunk);
      if (!mapped)
        return mapped.status();
      *name = mapped.take();
    }
    return renamed;
  }

  const Plan &chunkPlan_;
  const Task &task_;
  const BatchTiling &tiling_;
  Plan plan_;
  std::map<std::string, size_t> sliceBytes_; // sliced buffer -> bytes per chunk
  std::set<std::string> declared_;
};

} // namespace

Expected<Plan> tilePlan(const Plan &chunkPlan, const Task &task, const BatchTiling &tiling) {
  return PlanTiler(chunkPlan, task, tiling).run();
}

} // namespace cuagent
