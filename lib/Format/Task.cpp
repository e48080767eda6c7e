//===- Task.cpp - Task JSON (de)serialization and validation ---------------===//
#include "cuagent/Format/Task.h"

#include "cuagent/Support/CompilerVersion.inc"
#include "cuagent/Support/FileSystem.h"
#include "cuagent/Support/OpRegistry.h"
#include "cuagent/Support/Sha256.h"

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <set>
#include <sstream>
#include <sys/stat.h>

namespace cuagent {
using json = nlohmann::json;

const char *dtypeName(DType dtype) {
  switch (dtype) {
  case DType::F32:
    return "f32";
  case DType::F16:
    return "f16";
  case DType::BF16:
    return "bf16";
  }
  return "?";
}

std::optional<DType> parseDType(const std::string &name) {
  if (name == "f32")
    return DType::F32;
  if (name == "f16")
    return DType::F16;
  if (name == "bf16")
    return DType::BF16;
  return std::nullopt;
}

size_t dtypeSize(DType dtype) { return dtype == DType::F32 ? 4 : 2; }

int64_t TensorSpec::numel() const {
  int64_t n = 1;
  for (int64_t dim : shape)
    n *= dim;
  return n;
}

std::vector<int64_t> contiguousStrides(const std::vector<int64_t> &shape) {
  std::vector<int64_t> strides(shape.size(), 1);
  for (int i = int(shape.size()) - 2; i >= 0; --i)
    strides[i] = strides[i + 1] * std::max<int64_t>(shape[i + 1], 1);
  return strides;
}

bool TensorSpec::isContiguous() const {
  std::vector<int64_t> expected = contiguousStrides(shape);
  for (size_t i = 0; i < shape.size(); ++i)
    if (shape[i] != 1 && strides[i] != expected[i])
      return false;
  return true;
}

std::string TensorSpec::describe() const {
  std::string text = std::string(dtypeName(dtype)) + "[";
  for (size_t i = 0; i < shape.size(); ++i)
    text += (i ? ", " : "") + std::to_string(shape[i]);
  return text + "]";
}

std::vector<const TaskInput *> Task::runtimeInputs() const {
  std::vector<const TaskInput *> result;
  for (const TaskInput &input : inputs)
    if (!input.isParameter)
      result.push_back(&input);
  return result;
}

namespace {

json specToJson(const TensorSpec &spec) {
  return json{{"name", spec.name},
              {"dtype", dtypeName(spec.dtype)},
              {"shape", spec.shape},
              {"strides", spec.strides}};
}

/// Throws std::runtime_error with a one-line message; parseTask converts it.
[[noreturn]] void fail(const std::string &message) { throw std::runtime_error(message); }

TensorSpec specFromJson(const json &value, const std::string &where) {
  if (!value.is_object())
    fail(where + " must be an object");
  TensorSpec spec;
  if (!value.contains("name") || !value["name"].is_string())
    fail(where + " has no string field 'name'");
  spec.name = value["name"];
  std::string dtype = value.value("dtype", "");
  auto parsed = parseDType(dtype);
  if (!parsed)
    fail(where + " ('" + spec.name + "') has unsupported dtype '" + dtype +
         "'; supported dtypes are f32, f16, bf16");
  spec.dtype = *parsed;
  if (!value.contains("shape") || !value["shape"].is_array())
    fail(where + " ('" + spec.name + "') has no 'shape' array");
  for (const json &dim : value["shape"]) {
    if (!dim.is_number_integer() || dim.get<int64_t>() < 0)
      fail(where + " ('" + spec.name + "') has a shape entry that is not a non-negative integer");
    spec.shape.push_back(dim.get<int64_t>());
  }
  if (value.contains("strides")) {
    for (const json &stride : value["strides"]) {
      if (!stride.is_number_integer())
        fail(where + " ('" + spec.name + "') has a non-integer stride");
      spec.strides.push_back(stride.get<int64_t>());
    }
    if (spec.strides.size() != spec.shape.size())
      fail(where + " ('" + spec.name + "') has " + std::to_string(spec.strides.size()) +
           " strides for rank " + std::to_string(spec.shape.size()));
  } else {
    spec.strides = contiguousStrides(spec.shape);
  }
  return spec;
}

std::vector<std::string> stringList(const json &value, const std::string &where) {
  if (!value.is_array())
    fail(where + " must be an array of strings");
  std::vector<std::string> result;
  for (const json &item : value) {
    if (!item.is_string())
      fail(where + " must be an array of strings");
    result.push_back(item);
  }
  return result;
}

Task taskFromJson(const json &root) {
  if (!root.is_object())
    fail("task must be a JSON object");
  if (root.value("format", "") != "cuagent.task")
    fail("not a cuagent task: field 'format' must be \"cuagent.task\"");
  int version = root.value("version", -1);
  if (version != kTaskFormatVersion)
    fail("task format version " + std::to_string(version) + " is not supported (expected " +
         std::to_string(kTaskFormatVersion) + "); re-create the task with this cuagent");
  Task task;
  task.name = root.value("name", "task");
  if (root.contains("target") && root["target"].is_object()) {
    const json &target = root["target"];
    task.arch = target.value("arch", "sm_90");
    task.device = target.value("device", "");
    task.driverVersion = target.value("driver", 0);
    task.nvrtcVersion = target.value("nvrtc", "");
  }
  task.precision = root.value("precision", "fp32");
  static const std::set<std::string> precisions = {"fp32", "tf32", "bf16", "fp16"};
  if (!precisions.count(task.precision))
    fail("unknown precision mode '" + task.precision + "'; use fp32, tf32, bf16 or fp16");
  if (!root.contains("graph") || !root["graph"].is_object())
    fail("task has no 'graph' object");
  const json &graph = root["graph"];

  std::set<std::string> defined;
  auto define = [&](const std::string &name, const std::string &where) {
    if (!defined.insert(name).second)
      fail(where + " redefines value '" + name + "'");
  };
  if (!graph.contains("inputs") || !graph["inputs"].is_array())
    fail("graph has no 'inputs' array");
  for (size_t i = 0; i < graph["inputs"].size(); ++i) {
    const json &value = graph["inputs"][i];
    std::string where = "graph input " + std::to_string(i);
    TaskInput input;
    static_cast<TensorSpec &>(input) = specFromJson(value, where);
    input.isParameter = value.value("kind", "input") == "parameter";
    if (input.isParameter) {
      input.file = value.value("file", "");
      if (input.file.empty())
        fail(where + " ('" + input.name + "') is a parameter without a 'file'");
    }
    define(input.name, where);
    task.inputs.push_back(std::move(input));
  }
  if (!graph.contains("nodes") || !graph["nodes"].is_array())
    fail("graph has no 'nodes' array");
  for (size_t i = 0; i < graph["nodes"].size(); ++i) {
    const json &value = graph["nodes"][i];
    std::string where = "graph node " + std::to_string(i);
    if (!value.is_object() || !value.contains("op") || !value["op"].is_string())
      fail(where + " has no string field 'op'");
    TaskNode node;
    node.op = value["op"];
    if (!lookupAtenOp(node.op)) {
      std::string supported;
      for (const OpInfo &info : kSupportedOps)
        supported += (supported.empty() ? "" : ", ") + std::string(info.schema);
      fail(where + " uses unsupported op '" + node.op + "' (supported: " + supported + ")");
    }
    node.inputs = stringList(value.value("inputs", json::array()), where + " inputs");
    node.outputs = stringList(value.value("outputs", json::array()), where + " outputs");
    for (const std::string &name : node.inputs)
      if (!defined.count(name))
        fail(where + " (" + node.op + ") uses value '" + name + "' before it is defined");
    if (node.outputs.size() != 1)
      fail(where + " (" + node.op + ") must have exactly one output");
    for (const std::string &name : node.outputs)
      define(name, where);
    if (value.contains("attrs")) {
      if (!value["attrs"].is_object())
        fail(where + " attrs must be an object");
      node.attrs = value["attrs"];
    }
    task.nodes.push_back(std::move(node));
  }
  if (!graph.contains("outputs") || !graph["outputs"].is_array() || graph["outputs"].empty())
    fail("graph has no non-empty 'outputs' array");
  for (size_t i = 0; i < graph["outputs"].size(); ++i) {
    std::string where = "graph output " + std::to_string(i);
    TensorSpec spec = specFromJson(graph["outputs"][i], where);
    if (!defined.count(spec.name))
      fail(where + " names undefined value '" + spec.name + "'");
    task.outputs.push_back(std::move(spec));
  }
  size_t runtimeInputs = task.runtimeInputs().size();
  if (root.contains("reference")) {
    const json &sets = root["reference"].value("sets", json::array());
    for (size_t i = 0; i < sets.size(); ++i) {
      std::string where = "reference set " + std::to_string(i);
      ReferenceSet set;
      set.inputs = stringList(sets[i].value("inputs", json::array()), where + " inputs");
      set.outputs = stringList(sets[i].value("outputs", json::array()), where + " outputs");
      if (set.inputs.size() != runtimeInputs)
        fail(where + " lists " + std::to_string(set.inputs.size()) + " input files for " +
             std::to_string(runtimeInputs) + " graph inputs");
      if (set.outputs.size() != task.outputs.size())
        fail(where + " lists " + std::to_string(set.outputs.size()) + " output files for " +
             std::to_string(task.outputs.size()) + " graph outputs");
      task.references.push_back(std::move(set));
    }
  }
  task.stockTimeMs = root.value("stock_time_ms", -1.0);
  task.stockDevice = root.value("stock_device", "");
  return task;
}

} // namespace

Expected<Task> parseTask(const std::string &jsonText) {
  json root = json::parse(jsonText, nullptr, /*allow_exceptions=*/false);
  if (root.is_discarded())
    return Status::error("malformed task: the file is not valid JSON");
  try {
    return taskFromJson(root);
  } catch (const std::exception &error) {
    return Status::error(std::string("invalid task: ") + error.what());
  }
}

Expected<Task> loadTask(const std::string &path) {
  Expected<std::string> text = readFile(path);
  if (!text)
    return text.status();
  Expected<Task> task = parseTask(*text);
  if (!task)
    return Status::error(path + ": " + task.message());
  task->directory = std::filesystem::path(path).parent_path().string();
  if (task->directory.empty())
    task->directory = ".";
  return task;
}

/// The toolchain fields are written only when known, so a hand-written task
/// (tests, tools) keeps its text.
static json targetToJson(const Task &task) {
  json target{{"arch", task.arch}};
  if (!task.device.empty())
    target["device"] = task.device;
  if (task.driverVersion)
    target["driver"] = task.driverVersion;
  if (!task.nvrtcVersion.empty())
    target["nvrtc"] = task.nvrtcVersion;
  return target;
}

json taskToJson(const Task &task) {
  json inputs = json::array();
  for (const TaskInput &input : task.inputs) {
    json value = specToJson(input);
    value["kind"] = input.isParameter ? "parameter" : "input";
    if (input.isParameter)
      value["file"] = input.file;
    inputs.push_back(value);
  }
  json nodes = json::array();
  for (const TaskNode &node : task.nodes)
    nodes.push_back(json{{"op", node.op},
                         {"inputs", node.inputs},
                         {"outputs", node.outputs},
                         {"attrs", node.attrs}});
  json outputs = json::array();
  for (const TensorSpec &spec : task.outputs)
    outputs.push_back(specToJson(spec));
  json sets = json::array();
  for (const ReferenceSet &set : task.references)
    sets.push_back(json{{"inputs", set.inputs}, {"outputs", set.outputs}});
  return json{{"format", "cuagent.task"},
              {"version", kTaskFormatVersion},
              {"name", task.name},
              {"target", targetToJson(task)},
              {"precision", task.precision},
              {"graph", json{{"inputs", inputs}, {"nodes", nodes}, {"outputs", outputs}}},
              {"reference", json{{"sets", sets}}},
              {"stock_time_ms", task.stockTimeMs},
              {"stock_device", task.stockDevice}};
}

std::string compilerVersion() { return CUAGENT_COMPILER_VERSION; }

Status checkTaskFiles(const Task &task) {
  std::vector<const TaskInput *> runtimeInputs = task.runtimeInputs();
  for (const ReferenceSet &set : task.references) {
    for (size_t i = 0; i < runtimeInputs.size(); ++i)
      if (Status status = checkTensorFile(task.directory + "/" + set.inputs[i], *runtimeInputs[i]);
          !status)
        return status;
    for (size_t i = 0; i < task.outputs.size(); ++i)
      if (Status status = checkTensorFile(task.directory + "/" + set.outputs[i], task.outputs[i]);
          !status)
        return status;
  }
  for (const TaskInput &input : task.inputs)
    if (input.isParameter)
      if (Status status = checkTensorFile(task.directory + "/" + input.file, input); !status)
        return status;
  return Status::ok();
}

Status saveTask(const Task &task, const std::string &path) {
  return writeFileAtomic(path, taskToJson(task).dump(2) + "\n");
}

Expected<std::string> taskCacheKey(const Task &task, const std::string &policyId) {
  json keyed = taskToJson(task);
  keyed.erase("reference");
  keyed.erase("stock_time_ms");
  keyed.erase("stock_device");
  keyed.erase("name");
  // Parameters are part of the computation: hash their contents, not paths.
  for (json &input : keyed["graph"]["inputs"]) {
    if (input["kind"] != "parameter")
      continue;
    std::string path = task.directory + "/" + input["file"].get<std::string>();
    Expected<std::string> data = readFile(path);
    if (!data)
      return Status::error("parameter '" + input["name"].get<std::string>() +
                           "': " + data.message());
    input["file"] = sha256Hex(*data);
  }
  // Value names are local to the task; they are kept because they are
  // assigned deterministically by the capture side. The target (arch, GPU
  // name, driver and NVRTC versions) stays in, so a toolchain upgrade or
  // another GPU misses the cache instead of loading a stale kernel.
  keyed["compiler"] = compilerVersion();
  keyed["policy"] = policyId;
  return sha256Hex(keyed.dump());
}

static Status sizeMismatch(const std::string &path, size_t actual, const TensorSpec &spec) {
  return Status::error("tensor file '" + path + "' has " + std::to_string(actual) + " bytes but '" +
                       spec.name + "' (" + spec.describe() + ") needs " +
                       std::to_string(spec.bytes()) + "; the shape does not match");
}

Status checkTensorFile(const std::string &path, const TensorSpec &spec) {
  struct stat info;
  if (::stat(path.c_str(), &info) != 0)
    return Status::error("missing tensor file for '" + spec.name + "': cannot open '" + path +
                         "': " + std::strerror(errno));
  if (size_t(info.st_size) != spec.bytes())
    return sizeMismatch(path, size_t(info.st_size), spec);
  return Status::ok();
}

Expected<std::vector<char>> readTensorFile(const std::string &path, const TensorSpec &spec) {
  Expected<std::string> data = readFile(path);
  if (!data)
    return Status::error("missing tensor file for '" + spec.name + "': " + data.message());
  if (data->size() != spec.bytes())
    return sizeMismatch(path, data->size(), spec);
  return std::vector<char>(data->begin(), data->end());
}

float loadAsFloat(const char *data, DType dtype, size_t index) {
  if (dtype == DType::F32) {
    float value;
    std::memcpy(&value, data + 4 * index, 4);
    return value;
  }
  uint16_t bits;
  std::memcpy(&bits, data + 2 * index, 2);
  if (dtype == DType::BF16) {
    uint32_t wide = uint32_t(bits) << 16;
    float value;
    std::memcpy(&value, &wide, 4);
    return value;
  }
  // IEEE half to float.
  uint32_t sign = uint32_t(bits & 0x8000) << 16;
  uint32_t exponent = (bits >> 10) & 0x1f;
  uint32_t mantissa = bits & 0x3ff;
  uint32_t wide;
  if (exponent == 0x1f) {
    wide = sign | 0x7f800000 | (mantissa << 13);
  } else if (exponent == 0) {
    if (mantissa == 0) {
      wide = sign;
    } else {
      int shift = 0;
      while (!(mantissa & 0x400)) {
        mantissa <<= 1;
        ++shift;
      }
      mantissa &= 0x3ff;
      wide = sign | uint32_t(127 - 15 - shift + 1) << 23 | (mantissa << 13);
    }
  } else {
    wide = sign | (exponent + 127 - 15) << 23 | (mantissa << 13);
  }
  float value;
  std::memcpy(&value, &wide, 4);
  return value;
}

} // namespace cuagent
