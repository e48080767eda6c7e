//===- Plan.cpp - Plan JSON (de)serialization and validation ---------------===//
#include "cuagent/Format/Plan.h"

#include "cuagent/Format/Validate.h"

#include <set>

namespace cuagent {
using json = nlohmann::json;

const PlanBuffer *Plan::findBuffer(const std::string &name) const {
  for (const PlanBuffer &buffer : buffers)
    if (buffer.name == name)
      return &buffer;
  return nullptr;
}

size_t Plan::numInputs() const {
  size_t count = 0;
  for (const PlanBuffer &buffer : buffers)
    count += buffer.kind == PlanBuffer::Kind::Input;
  return count;
}

size_t Plan::numOutputs() const {
  size_t count = 0;
  for (const PlanBuffer &buffer : buffers)
    count += buffer.kind == PlanBuffer::Kind::Output;
  return count;
}

namespace {

const char *kindName(PlanBuffer::Kind kind) {
  switch (kind) {
  case PlanBuffer::Kind::Input:
    return "input";
  case PlanBuffer::Kind::Output:
    return "output";
  case PlanBuffer::Kind::Workspace:
    return "workspace";
  }
  return "?";
}

[[noreturn]] void fail(const std::string &message) { throw FormatError(message); }

PlanBuffer bufferFromJson(const json &value, size_t position) {
  std::string where = "plan buffer " + std::to_string(position);
  PlanBuffer buffer;
  buffer.name = field::string(value, "name", where);
  if (buffer.name.empty())
    fail(where + ": field 'name' must not be empty");
  where += " ('" + buffer.name + "')";
  std::string kind = field::string(value, "kind", where);
  if (kind == "input")
    buffer.kind = PlanBuffer::Kind::Input;
  else if (kind == "output")
    buffer.kind = PlanBuffer::Kind::Output;
  else if (kind == "workspace")
    buffer.kind = PlanBuffer::Kind::Workspace;
  else
    fail(where + " has unknown kind '" + kind + "'; expected input, output or workspace");
  if (buffer.kind == PlanBuffer::Kind::Workspace) {
    buffer.bytes =
        size_t(field::integer(value, "bytes", where, 0, int64_t(FormatLimits::kMaxTensorBytes), 0));
    return buffer;
  }
  buffer.index =
      int(field::integer(value, "index", where, 0, int64_t(FormatLimits::kMaxPlanBuffers) - 1, 0));
  buffer.spec.name = buffer.name;
  std::string dtype = field::string(value, "dtype", where, std::string("f32"));
  auto parsed = parseDType(dtype);
  if (!parsed)
    fail(where + " has unknown dtype '" + dtype + "'; expected f32, f16 or bf16");
  buffer.spec.dtype = *parsed;
  buffer.spec.shape = field::integers(value, "shape", where, FormatLimits::kMaxRank, 0, INT64_MAX);
  Expected<uint64_t> bytes = checkedByteCount(buffer.spec.shape, dtypeSize(buffer.spec.dtype));
  if (!bytes)
    fail(where + ": " + bytes.message());
  buffer.spec.strides = contiguousStrides(buffer.spec.shape);
  buffer.bytes = size_t(*bytes);
  return buffer;
}

std::array<unsigned, 3> dim3FromJson(const json &step, const char *name, const std::string &where,
                                     const std::array<int64_t, 3> &limits) {
  if (!step.contains(name))
    return {1, 1, 1};
  std::vector<int64_t> dims = field::integers(step, name, where, 3, 1, limits[0]);
  if (dims.size() != 3)
    fail(where + ": field '" + name + "' must list 3 dimensions, got " +
         std::to_string(dims.size()));
  for (int i = 1; i < 3; ++i)
    if (dims[i] > limits[i])
      fail(where + ": field '" + name + "' dimension " + std::to_string(i) + " is " +
           std::to_string(dims[i]) + "; the limit is " + std::to_string(limits[i]));
  return {unsigned(dims[0]), unsigned(dims[1]), unsigned(dims[2])};
}

PlanStep stepFromJson(const json &value, size_t position, const std::set<std::string> &modules,
                      const std::set<std::string> &buffers) {
  std::string where = "plan step " + std::to_string(position);
  PlanStep step;
  step.kind = field::string(value, "kind", where);
  if (step.kind != "launch")
    fail(where + ": step kind '" + step.kind + "' is not supported by this runtime");
  step.module = field::string(value, "module", where);
  step.function = field::string(value, "function", where);
  if (step.function.empty())
    fail(where + ": field 'function' must not be empty");
  where += " ('" + step.function + "')";
  if (!modules.count(step.module))
    fail(where + " uses undeclared module '" + step.module + "'");
  // CUDA's limits: grid x < 2^31, y and z <= 65535; at most 1024 threads.
  step.grid = dim3FromJson(value, "grid", where, {INT32_MAX, 65535, 65535});
  step.block = dim3FromJson(value, "block", where, {1024, 1024, 64});
  uint64_t threads = uint64_t(step.block[0]) * step.block[1] * step.block[2];
  if (threads > 1024)
    fail(where + " has a block of " + std::to_string(threads) + " threads; the limit is 1024");
  step.sharedBytes = unsigned(field::integer(value, "shared_bytes", where, 0, 256 << 10, 0));
  step.args = field::strings(value, "args", where, FormatLimits::kMaxStepArgs, true);
  for (const std::string &arg : step.args)
    if (!buffers.count(arg))
      fail(where + " passes undeclared buffer '" + arg + "'");
  return step;
}

Plan planFromJson(const json &root) {
  if (!root.is_object() || field::string(root, "format", "plan", std::string()) != "cuagent.plan")
    fail("not a cuagent plan: field 'format' must be \"cuagent.plan\"");
  if (field::integer(root, "version", "plan", INT32_MIN, INT32_MAX, -1) != kPlanFormatVersion)
    fail("plan format version is not supported; rebuild the cache with this cuagent");
  Plan plan;
  plan.key = field::string(root, "key", "plan", std::string());
  plan.policy = field::string(root, "policy", "plan", std::string());
  plan.candidate = field::string(root, "candidate", "plan", std::string());
  std::set<std::string> names;
  std::set<int> inputIndices, outputIndices;
  const json &buffers = field::array(root, "buffers", "plan", FormatLimits::kMaxPlanBuffers, true);
  for (size_t i = 0; i < buffers.size(); ++i) {
    PlanBuffer buffer = bufferFromJson(buffers[i], i);
    if (!names.insert(buffer.name).second)
      fail("plan buffer names must be unique ('" + buffer.name + "' repeats)");
    if (buffer.kind != PlanBuffer::Kind::Workspace) {
      auto &indices = buffer.kind == PlanBuffer::Kind::Input ? inputIndices : outputIndices;
      if (!indices.insert(buffer.index).second)
        fail("plan buffer '" + buffer.name + "' has a duplicate index");
    }
    plan.buffers.push_back(std::move(buffer));
  }
  for (std::set<int> *indices : {&inputIndices, &outputIndices})
    if (!indices->empty() && *indices->rbegin() != int(indices->size()) - 1)
      fail("plan input/output buffer indices must be 0..n-1 without gaps");
  std::set<std::string> moduleNames;
  const json &modules = field::array(root, "modules", "plan", FormatLimits::kMaxPlanSteps, true);
  for (size_t i = 0; i < modules.size(); ++i) {
    std::string where = "plan module " + std::to_string(i);
    PlanModule module{field::string(modules[i], "name", where),
                      field::string(modules[i], "file", where)};
    if (module.name.empty() || module.file.empty() || !moduleNames.insert(module.name).second)
      fail("plan modules need unique names and a file");
    if (module.file.find('/') != std::string::npos || module.file.find("..") != std::string::npos)
      fail("plan module file '" + module.file + "' must be a plain file name");
    plan.modules.push_back(std::move(module));
  }
  const json &steps = field::array(root, "steps", "plan", FormatLimits::kMaxPlanSteps, true);
  for (size_t i = 0; i < steps.size(); ++i)
    plan.steps.push_back(stepFromJson(steps[i], i, moduleNames, names));
  if (plan.steps.empty())
    fail("plan has no steps");
  return plan;
}

} // namespace

Expected<Plan> parsePlan(const std::string &jsonText) {
  Expected<json> root = parseBoundedJson(jsonText, "plan");
  if (!root)
    return root.status();
  try {
    return planFromJson(*root);
  } catch (const std::exception &error) {
    return Status::error(std::string("invalid plan: ") + error.what());
  }
}

Status checkPlanMatchesTask(const Plan &plan, const Task &task) {
  if (plan.numInputs() != task.inputs.size() || plan.numOutputs() != task.outputs.size())
    return Status::error("the plan has " + std::to_string(plan.numInputs()) + " inputs and " +
                         std::to_string(plan.numOutputs()) + " outputs; its task has " +
                         std::to_string(task.inputs.size()) + " and " +
                         std::to_string(task.outputs.size()));
  for (const PlanBuffer &buffer : plan.buffers) {
    if (buffer.kind == PlanBuffer::Kind::Workspace)
      continue;
    bool input = buffer.kind == PlanBuffer::Kind::Input;
    const TensorSpec &expected = input ? static_cast<const TensorSpec &>(task.inputs[buffer.index])
                                       : task.outputs[buffer.index];
    if (buffer.spec.dtype != expected.dtype || buffer.spec.shape != expected.shape)
      return Status::error("plan buffer '" + buffer.name + "' is " + buffer.spec.describe() +
                           " but the task's " + (input ? "input " : "output ") +
                           std::to_string(buffer.index) + " is " + expected.describe());
  }
  return Status::ok();
}

json planToJson(const Plan &plan) {
  json buffers = json::array();
  for (const PlanBuffer &buffer : plan.buffers) {
    json value{{"name", buffer.name}, {"kind", kindName(buffer.kind)}};
    if (buffer.kind == PlanBuffer::Kind::Workspace) {
      value["bytes"] = buffer.bytes;
    } else {
      value["index"] = buffer.index;
      value["dtype"] = dtypeName(buffer.spec.dtype);
      value["shape"] = buffer.spec.shape;
    }
    buffers.push_back(value);
  }
  json modules = json::array();
  for (const PlanModule &module : plan.modules)
    modules.push_back(json{{"name", module.name}, {"file", module.file}});
  json steps = json::array();
  for (const PlanStep &step : plan.steps)
    steps.push_back(json{{"kind", step.kind},
                         {"module", step.module},
                         {"function", step.function},
                         {"grid", step.grid},
                         {"block", step.block},
                         {"shared_bytes", step.sharedBytes},
                         {"args", step.args}});
  return json{{"format", "cuagent.plan"},
              {"version", kPlanFormatVersion},
              {"key", plan.key},
              {"policy", plan.policy},
              {"candidate", plan.candidate},
              {"buffers", buffers},
              {"modules", modules},
              {"steps", steps}};
}

} // namespace cuagent
