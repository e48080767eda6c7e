//===- Plan.cpp - Plan JSON (de)serialization and validation ---------------===//
#include "cuagent/Format/Plan.h"

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

[[noreturn]] void fail(const std::string &message) { throw std::runtime_error(message); }

Plan planFromJson(const json &root) {
  if (!root.is_object() || root.value("format", "") != "cuagent.plan")
    fail("not a cuagent plan: field 'format' must be \"cuagent.plan\"");
  if (root.value("version", -1) != kPlanFormatVersion)
    fail("plan format version is not supported; rebuild the cache with this cuagent");
  Plan plan;
  plan.key = root.value("key", "");
  plan.policy = root.value("policy", "");
  plan.candidate = root.value("candidate", "");
  std::set<std::string> names;
  std::set<int> inputIndices, outputIndices;
  for (const json &value : root.value("buffers", json::array())) {
    PlanBuffer buffer;
    buffer.name = value.value("name", "");
    if (buffer.name.empty() || !names.insert(buffer.name).second)
      fail("plan buffer names must be unique and non-empty ('" + buffer.name + "')");
    std::string kind = value.value("kind", "");
    if (kind == "input")
      buffer.kind = PlanBuffer::Kind::Input;
    else if (kind == "output")
      buffer.kind = PlanBuffer::Kind::Output;
    else if (kind == "workspace")
      buffer.kind = PlanBuffer::Kind::Workspace;
    else
      fail("plan buffer '" + buffer.name + "' has unknown kind '" + kind + "'");
    buffer.index = value.value("index", 0);
    buffer.bytes = value.value("bytes", size_t(0));
    if (buffer.kind != PlanBuffer::Kind::Workspace) {
      buffer.spec.name = buffer.name;
      auto dtype = parseDType(value.value("dtype", "f32"));
      if (!dtype)
        fail("plan buffer '" + buffer.name + "' has an unknown dtype");
      buffer.spec.dtype = *dtype;
      buffer.spec.shape = value.value("shape", std::vector<int64_t>{});
      buffer.spec.strides = contiguousStrides(buffer.spec.shape);
      buffer.bytes = buffer.spec.bytes();
      auto &indices = buffer.kind == PlanBuffer::Kind::Input ? inputIndices : outputIndices;
      if (buffer.index < 0 || !indices.insert(buffer.index).second)
        fail("plan buffer '" + buffer.name + "' has a duplicate or negative index");
    }
    plan.buffers.push_back(std::move(buffer));
  }
  for (std::set<int> *indices : {&inputIndices, &outputIndices})
    if (!indices->empty() && *indices->rbegin() != int(indices->size()) - 1)
      fail("plan input/output buffer indices must be 0..n-1 without gaps");
  std::set<std::string> moduleNames;
  for (const json &value : root.value("modules", json::array())) {
    PlanModule module{value.value("name", ""), value.value("file", "")};
    if (module.name.empty() || module.file.empty() || !moduleNames.insert(module.name).second)
      fail("plan modules need unique names and a file");
    if (module.file.find('/') != std::string::npos || module.file.find("..") != std::string::npos)
      fail("plan module file '" + module.file + "' must be a plain file name");
    plan.modules.push_back(std::move(module));
  }
  for (const json &value : root.value("steps", json::array())) {
    PlanStep step;
    step.kind = value.value("kind", "");
    if (step.kind != "launch")
      fail("plan step kind '" + step.kind + "' is not supported by this runtime");
    step.module = value.value("module", "");
    step.function = value.value("function", "");
    if (!moduleNames.count(step.module))
      fail("plan step uses undeclared module '" + step.module + "'");
    step.grid = value.value("grid", std::array<unsigned, 3>{1, 1, 1});
    step.block = value.value("block", std::array<unsigned, 3>{1, 1, 1});
    step.sharedBytes = value.value("shared_bytes", 0u);
    for (unsigned dim : step.grid)
      if (dim == 0)
        fail("plan step '" + step.function + "' has an empty grid");
    if (step.block[0] * step.block[1] * step.block[2] == 0 ||
        step.block[0] * step.block[1] * step.block[2] > 1024)
      fail("plan step '" + step.function + "' has a block of 0 or more than 1024 threads");
    step.args = value.value("args", std::vector<std::string>{});
    for (const std::string &arg : step.args)
      if (!names.count(arg))
        fail("plan step '" + step.function + "' passes undeclared buffer '" + arg + "'");
    plan.steps.push_back(std::move(step));
  }
  if (plan.steps.empty())
    fail("plan has no steps");
  return plan;
}

} // namespace

Expected<Plan> parsePlan(const std::string &jsonText) {
  json root = json::parse(jsonText, nullptr, /*allow_exceptions=*/false);
  if (root.is_discarded())
    return Status::error("malformed plan: not valid JSON");
  try {
    return planFromJson(root);
  } catch (const std::exception &error) {
    return Status::error(std::string("invalid plan: ") + error.what());
  }
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
