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
// whose dim 0 is the sequence). The same holds for dims 0 and 1 cut
// together (a chunk of some of dim 1 for one item: attention's heads), with
// dim 1 in the rules too. Verification still checks every tiled candidate
// against the whole group's stock result.
//
//===----------------------------------------------------------------------===//
#include "cuagent/Agent/BatchTiling.h"

#include "cuagent/Agent/Search.h"

#include "cuagent/Format/Validate.h"
#include "cuagent/Support/OpRegistry.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringRef.h"

#include <algorithm>
#include <set>

namespace cuagent {

using json = nlohmann::json;

namespace {

/// How the batch is cut: the leading `lead` dims of every sliced tensor are
/// `full` on the whole group and `part` on one chunk. One dim: `chunks`
/// divides the batch. Two (attention's batch and heads, when more chunks
/// than batch items are needed): a chunk is some heads of one item.
struct Split {
  int64_t chunks = 1;
  size_t lead = 1;
  std::vector<int64_t> full, part;

  std::string dims() const { return lead == 1 ? "dim 0" : "dims 0 and 1"; }
};

/// `chunks` chunks of a batch whose leading dims are `leading` (the first
/// output's), or why none.
Expected<Split> splitFor(const std::vector<int64_t> &leading, int64_t chunks) {
  if (leading.empty())
    return Status::error("the group's first output has no dim 0 to split");
  int64_t batch = leading[0];
  Split split;
  split.chunks = chunks;
  if (chunks >= 2 && batch % chunks == 0) {
    split.full = {batch};
    split.part = {batch / chunks};
    return split;
  }
  if (chunks > batch && chunks % batch == 0 && leading.size() >= 2 &&
      leading[1] % (chunks / batch) == 0) {
    split.lead = 2;
    split.full = {batch, leading[1]};
    split.part = {1, leading[1] / (chunks / batch)};
    return split;
  }
  return Status::error(std::to_string(chunks) + " chunks do not divide the batch " +
                       std::to_string(batch) + " (nor its heads)");
}

bool hasLeading(const std::vector<int64_t> &shape, const std::vector<int64_t> &leading) {
  return shape.size() >= leading.size() &&
         std::equal(leading.begin(), leading.end(), shape.begin());
}

/// The split dims are the outermost in memory, in order (row-major, or a
/// permuted dense layout that keeps them outside): a chunk is one byte range.
bool slicesContiguously(const TensorSpec &spec, size_t lead) {
  if (spec.shape.size() < lead)
    return false;
  if (spec.strides.empty() || spec.isContiguous())
    return true;
  std::optional<std::vector<int64_t>> order = densePhysicalOrder(spec.shape, spec.strides);
  if (!order)
    return false;
  // Size-1 dims come first in the order and hold no bytes of their own.
  size_t next = 0;
  for (int64_t dim : *order) {
    if (spec.shape[size_t(dim)] == 1 && size_t(dim) >= lead)
      continue;
    if (next == lead)
      return true;
    if (size_t(dim) != next++)
      return false;
  }
  return true;
}

bool dependsOnSlice(const TaskNode &node, const std::set<std::string> &dependent) {
  return std::any_of(node.inputs.begin(), node.inputs.end(),
                     [&](const std::string &input) { return dependent.count(input) > 0; });
}

/// The values computed (transitively) from a sliced input.
std::set<std::string> dependentValues(const Task &task, const std::vector<bool> &sliced) {
  std::set<std::string> dependent;
  for (size_t i = 0; i < task.inputs.size(); ++i)
    if (sliced[i])
      dependent.insert(task.inputs[i].name);
  for (const TaskNode &node : task.nodes)
    if (dependsOnSlice(node, dependent))
      dependent.insert(node.outputs.begin(), node.outputs.end());
  return dependent;
}

/// An op that keeps its operand's shape but would mix the split dims' rows:
/// one with a Dim or Dims argument naming a split dim (or every dim), a
/// permutation that moves one, attention whose batch dims are not the split
/// ones.
Status checkNodeRule(const TaskNode &node, const TaskShapes &full,
                     const std::set<std::string> &dependent, const Split &split) {
  const OpInfo *info = lookupAtenOp(node.op);
  if (!info)
    return Status::error(node.op + " is not in the op registry");
  std::string where = node.op + " (" + node.outputs.front() + ")";
  if (info->mnemonic == "diag")
    return Status::error(where + " places its input by index");
  // A repeat of a split dim (or new leading dims) tiles the whole, not each chunk.
  if (info->mnemonic == "repeat" || info->mnemonic == "tile") {
    auto in = full.find(node.inputs.front()), out = full.find(node.outputs.front());
    bool kept = in != full.end() && out != full.end() && in->second.size() == out->second.size();
    for (size_t d = 0; kept && d < split.lead && d < in->second.size(); ++d)
      kept = in->second[d] == out->second[d];
    if (!kept)
      return Status::error(where + " tiles " + split.dims());
  }
  // A triangle selects by [i, j] of the last two dims: a split may not reach them.
  if (info->mnemonic == "tril" || info->mnemonic == "triu") {
    auto shape = full.find(node.outputs.front());
    if (shape == full.end() || shape->second.size() < split.lead + 2)
      return Status::error(where + " selects by position in " + split.dims());
  }
  // Its groups are runs of channels (dim 1): a chunk of some channels would
  // group them anew, in shapes that still check.
  if (info->mnemonic == "group_norm" && split.lead > 1)
    return Status::error(where + " groups the channels of dim 1");
  auto isSplit = [&](const json &dim) {
    return dim.is_number_integer() && dim.get<int64_t>() < int64_t(split.lead);
  };
  for (const ArgSpec &arg : info->args) {
    std::string name(arg.name);
    if (!node.attrs.contains(name))
      continue;
    const json &value = node.attrs[name];
    if (arg.kind == ArgKind::Dim && isSplit(value))
      return Status::error(where + " works along " + split.dims());
    if (arg.kind == ArgKind::Dims && value.is_array()) {
      if (value.empty())
        return Status::error(where + " reduces every dim");
      if (std::any_of(value.begin(), value.end(), isSplit))
        return Status::error(
            where + (info->opClass == OpClass::Layout ? " reverses " : " reduces ") + split.dims());
    }
    // A roll of a split dim rotates across chunks.
    if (arg.kind == ArgKind::Roll && value.is_array())
      for (size_t d = 0; d < split.lead && d < value.size(); ++d)
        if (value[d] != 0)
          return Status::error(where + " rolls " + split.dims());
    // Upsampling remaps the dims after N and C: a split may not reach them.
    if (arg.kind == ArgKind::Resize && split.lead > 2)
      return Status::error(where + " resamples dims after N and C");
    // A pad of a batch dim shifts its rows: each chunk would shift its own.
    if (arg.kind == ArgKind::Pad && value.is_array())
      for (size_t d = 0; d < split.lead && 2 * d + 1 < value.size(); ++d)
        if (value[2 * d] != 0 || value[2 * d + 1] != 0)
          return Status::error(where + " pads " + split.dims());
    if (arg.kind == ArgKind::Perm && value.is_array())
      for (size_t d = 0; d < split.lead; ++d)
        if (value.size() <= d || value[d] != int64_t(d))
          return Status::error(where + " moves " + split.dims());
  }
  if (info->mnemonic == "sdpa") {
    // q, k, v: [batch..., L or S, E]; the split dims must be batch dims.
    for (const std::string &input : node.inputs) {
      auto shape = full.find(input);
      if (dependent.count(input) && shape != full.end() && shape->second.size() < split.lead + 2)
        return Status::error(where + ": " + split.dims() + " of " + input +
                             " are not all batch dims (its sequence is among them)");
    }
  }
  return Status::ok();
}

/// `shape` with its leading split dims replaced by the chunk's, or why not.
Status retypeLeading(std::vector<int64_t> &shape, const Split &split, const std::string &what) {
  if (split.lead == 1 && !shape.empty() && shape[0] % split.chunks == 0) {
    // One dim: any dim 0 the chunks divide (a reshape keeps each chunk's
    // bytes its own rows).
    shape[0] /= split.chunks;
    return Status::ok();
  }
  if (split.lead == 2 && hasLeading(shape, split.full)) {
    std::copy(split.part.begin(), split.part.end(), shape.begin());
    return Status::ok();
  }
  return Status::error(what + " " + shapeText(shape) + " has no " + split.dims() + " that " +
                       std::to_string(split.chunks) + " chunks divide");
}

/// The chunk's task: sliced inputs and outputs and the recorded result
/// shapes of layout ops on sliced values with their split dims cut.
Expected<Task> chunkTaskOf(const Task &task, const std::vector<bool> &slicedInputs,
                           const std::set<std::string> &dependent, const Split &split) {
  Task chunk = task;
  chunk.name = task.name + "-chunk";
  chunk.references.clear();
  chunk.arena.reset();
  if (task.stockTimeMs > 0)
    chunk.stockTimeMs = task.stockTimeMs / double(split.chunks);
  for (size_t i = 0; i < chunk.inputs.size(); ++i)
    if (slicedInputs[i])
      if (Status cut = retypeLeading(chunk.inputs[i].shape, split, chunk.inputs[i].name); !cut)
        return cut;
  for (TensorSpec &output : chunk.outputs)
    if (dependent.count(output.name))
      if (Status cut = retypeLeading(output.shape, split, "output " + output.name); !cut)
        return cut;
  for (TaskNode &node : chunk.nodes) {
    const OpInfo *info = lookupAtenOp(node.op);
    if (!info || !dependsOnSlice(node, dependent))
      continue;
    for (const ArgSpec &arg : info->args) {
      std::string name(arg.name);
      if (arg.kind != ArgKind::Shape || !node.attrs.contains(name))
        continue;
      std::vector<int64_t> shape;
      try {
        shape = node.attrs[name].get<std::vector<int64_t>>();
      } catch (const nlohmann::json::exception &) {
        return Status::error(node.op + " (" + node.outputs.front() + ") has a malformed shape");
      }
      if (Status cut = retypeLeading(shape, split, node.op + " (" + node.outputs.front() + ")");
          !cut)
        return cut;
      node.attrs[name] = shape;
    }
  }
  return chunk;
}

/// Every value computed from a slice is that slice of the whole group's
/// value; every other value is the whole group's.
Status checkShapes(const TaskShapes &full, const TaskShapes &chunk,
                   const std::set<std::string> &dependent, const Split &split) {
  for (const auto &[name, shape] : full) {
    auto found = chunk.find(name);
    if (found == chunk.end())
      return Status::error("the chunk's task has no value " + name);
    const std::vector<int64_t> &part = found->second;
    if (!dependent.count(name)) {
      if (part != shape)
        return Status::error(name + " is " + shapeText(part) + " on a chunk, " + shapeText(shape) +
                             " on the whole batch");
      continue;
    }
    size_t lead = split.lead;
    bool sliced = shape.size() >= lead && part.size() == shape.size() &&
                  std::equal(shape.begin() + long(lead), shape.end(), part.begin() + long(lead));
    if (sliced && lead == 1)
      sliced = part[0] * split.chunks == shape[0];
    if (sliced && lead == 2)
      sliced = hasLeading(shape, split.full) && hasLeading(part, split.part);
    if (!sliced)
      return Status::error(name + " is " + shapeText(part) + " on a chunk, " + shapeText(shape) +
                           " on the whole batch: not its slice along " + split.dims());
  }
  return Status::ok();
}

/// The inputs to slice: the runtime inputs whose leading dims are the
/// batch's, all of them (`highestRankOnly` false) or only those of the
/// highest rank (a lower-rank input whose dim 0 happens to equal the batch
/// is a broadcast operand, such as an attention mask).
std::vector<bool> slicedInputsOf(const Task &task, const Split &split, bool highestRankOnly) {
  auto candidate = [&](const TaskInput &input) {
    return !input.isParameter && hasLeading(input.shape, split.full);
  };
  size_t rank = 0;
  for (const TaskInput &input : task.inputs)
    if (candidate(input))
      rank = std::max(rank, input.shape.size());
  std::vector<bool> sliced(task.inputs.size(), false);
  for (size_t i = 0; i < task.inputs.size(); ++i) {
    const TaskInput &input = task.inputs[i];
    sliced[i] = candidate(input) && slicesContiguously(input, split.lead) &&
                (!highestRankOnly || input.shape.size() == rank);
  }
  return sliced;
}

Expected<BatchTiling> tryTiling(const Task &task, std::vector<bool> slicedInputs,
                                const Split &split, const ShapeInference &shapes,
                                const TaskShapes &full) {
  if (std::none_of(slicedInputs.begin(), slicedInputs.end(), [](bool s) { return s; }))
    return Status::error("no runtime input has the batch as its outermost " + split.dims());
  std::set<std::string> dependent = dependentValues(task, slicedInputs);
  for (const TaskNode &node : task.nodes)
    if (dependsOnSlice(node, dependent))
      if (Status rule = checkNodeRule(node, full, dependent, split); !rule)
        return rule;
  Expected<Task> chunk = chunkTaskOf(task, slicedInputs, dependent, split);
  if (!chunk)
    return chunk.status();
  Expected<TaskShapes> part = shapes(*chunk);
  if (!part)
    return Status::error("the chunk's task does not import: " + part.message());
  if (Status same = checkShapes(full, *part, dependent, split); !same)
    return same;
  BatchTiling tiling;
  tiling.chunks = split.chunks;
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
  llvm::StringRef own(id);
  auto [head, chunks] = own.rsplit("-bt");
  if (head.size() < own.size() && !chunks.empty() && llvm::all_of(chunks, llvm::isDigit))
    own = head;
  own.consume_back("-plain");
  return own.str();
}

std::vector<int64_t> batchChunkCounts(const Task &task, int64_t atLeast) {
  std::vector<int64_t> counts;
  if (task.outputs.empty())
    return counts;
  for (int64_t n = std::max<int64_t>(2, atLeast); n <= kMaxBatchChunks; ++n)
    if (splitFor(task.outputs.front().shape, n))
      counts.push_back(n);
  return counts;
}

Expected<BatchTiling> planBatchTiling(const Task &task, int64_t chunks,
                                      const ShapeInference &shapes) {
  if (task.outputs.empty())
    return Status::error("the group has no output");
  Expected<Split> split = splitFor(task.outputs.front().shape, chunks);
  if (!split)
    return split.status();
  Expected<TaskShapes> full = shapes(task);
  if (!full)
    return full.status();
  std::vector<bool> every = slicedInputsOf(task, *split, false);
  Expected<BatchTiling> all = tryTiling(task, every, *split, shapes, *full);
  if (all)
    return all;
  std::vector<bool> highest = slicedInputsOf(task, *split, true);
  if (highest == every)
    return all;
  Expected<BatchTiling> narrower = tryTiling(task, std::move(highest), *split, shapes, *full);
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
    if (declared_.insert(view).second)
      plan_.buffers.push_back(viewBuffer(view, base, offset, bytes));
    return view;
  }

  Expected<PlanStep> chunkStep(const PlanStep &step, int64_t chunk) {
    PlanStep renamed = step;
    std::vector<std::string *> names;
    for (std::string &arg : renamed.args)
      names.push_back(&arg);
    for (std::string *name : {&renamed.gemm.a, &renamed.gemm.b, &renamed.gemm.d, &renamed.gemm.bias,
                              &renamed.gemm.workspace, &renamed.conv.x, &renamed.conv.w,
                              &renamed.conv.y, &renamed.conv.bias, &renamed.conv.workspace})
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
