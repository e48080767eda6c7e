//===- Task.cpp - Task JSON (de)serialization and validation ---------------===//
#include "cuagent/Format/Task.h"

#include "cuagent/Format/Validate.h"
#include "cuagent/Support/CompilerVersion.inc"
#include "cuagent/Support/FileSystem.h"
#include "cuagent/Support/OpRegistry.h"
#include "cuagent/Support/Sha256.h"

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <limits>
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
  case DType::I64:
    return "i64";
  case DType::B8:
    return "b8";
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
  if (name == "i64")
    return DType::I64;
  if (name == "b8")
    return DType::B8;
  return std::nullopt;
}

size_t dtypeSize(DType dtype) {
  switch (dtype) {
  case DType::I64:
    return 8;
  case DType::F32:
    return 4;
  case DType::B8:
    return 1;
  default:
    return 2;
  }
}

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

std::optional<std::vector<int64_t>> densePhysicalOrder(const std::vector<int64_t> &shape,
                                                       const std::vector<int64_t> &strides) {
  if (shape.size() != strides.size())
    return std::nullopt;
  std::vector<int64_t> order, wide;
  for (size_t d = 0; d < shape.size(); ++d)
    (shape[d] == 1 ? order : wide).push_back(int64_t(d));
  std::stable_sort(wide.begin(), wide.end(),
                   [&](int64_t a, int64_t b) { return strides[a] > strides[b]; });
  int64_t expected = 1;
  for (size_t i = wide.size(); i-- > 0;) {
    if (strides[wide[i]] != expected)
      return std::nullopt;
    expected *= shape[wide[i]];
  }
  order.insert(order.end(), wide.begin(), wide.end());
  return order;
}

bool TensorSpec::isContiguous() const {
  std::vector<int64_t> expected = contiguousStrides(shape);
  for (size_t i = 0; i < shape.size(); ++i)
    if (shape[i] != 1 && strides[i] != expected[i])
      return false;
  return true;
}

std::vector<int64_t> TensorSpec::memoryShape() const {
  if (isContiguous())
    return shape;
  std::optional<std::vector<int64_t>> order = densePhysicalOrder(shape, strides);
  if (!order)
    return shape;
  std::vector<int64_t> result;
  for (int64_t d : *order)
    result.push_back(shape[size_t(d)]);
  return result;
}

std::string shapeText(const std::vector<int64_t> &shape) {
  std::string text = "[";
  for (size_t i = 0; i < shape.size(); ++i)
    text += (i ? ", " : "") + std::to_string(shape[i]);
  return text + "]";
}

std::string TensorSpec::describe() const { return dtypeName(dtype) + shapeText(shape); }

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

/// Throws FormatError with a one-line message; parseTask converts it.
[[noreturn]] void fail(const std::string &message) { throw FormatError(message); }

/// Data files live in the task's directory: a path elsewhere is refused, so
/// a task cannot make the worker read (and hash) arbitrary files.
void checkPlainFileName(const std::string &name, const std::string &where) {
  if (name.empty() || name == "." || name == ".." || name.find('/') != std::string::npos ||
      name.find('\0') != std::string::npos)
    fail(where + ": file '" + name + "' must be a plain file name in the task's directory");
}

TensorSpec specFromJson(const json &value, const std::string &where) {
  if (!value.is_object())
    fail(where + " must be an object, got " + jsonTypeName(value));
  TensorSpec spec;
  spec.name = field::string(value, "name", where);
  std::string named = where + " ('" + spec.name + "')";
  std::string dtype = field::string(value, "dtype", named);
  auto parsed = parseDType(dtype);
  if (!parsed)
    fail(named + " has unsupported dtype '" + dtype + "'; supported dtypes are f32, f16, bf16, i64");
  spec.dtype = *parsed;
  spec.shape = field::integers(value, "shape", named, FormatLimits::kMaxRank, 0, INT64_MAX);
  if (Expected<uint64_t> bytes = checkedByteCount(spec.shape, dtypeSize(spec.dtype)); !bytes)
    fail(named + " has shape " + spec.describe() + ": " + bytes.message());
  if (value.contains("strides")) {
    spec.strides = field::integers(value, "strides", named, FormatLimits::kMaxRank, 0,
                                   int64_t(FormatLimits::kMaxTensorBytes));
    if (spec.strides.size() != spec.shape.size())
      fail(named + " has " + std::to_string(spec.strides.size()) + " strides for rank " +
           std::to_string(spec.shape.size()));
  } else {
    spec.strides = contiguousStrides(spec.shape);
  }
  return spec;
}

void readHeader(const json &root, Task &task) {
  if (!root.is_object())
    fail("task must be a JSON object, got " + jsonTypeName(root));
  if (field::string(root, "format", "task", std::string()) != "cuagent.task")
    fail("not a cuagent task: field 'format' must be \"cuagent.task\"");
  int64_t version = field::integer(root, "version", "task", INT32_MIN, INT32_MAX, -1);
  if (version != kTaskFormatVersion)
    fail("task format version " + std::to_string(version) + " is not supported (expected " +
         std::to_string(kTaskFormatVersion) + "); re-create the task with this cuagent");
  task.name = field::string(root, "name", "task", std::string("task"));
  if (root.contains("target")) {
    const json &target = root["target"];
    task.arch = field::string(target, "arch", "task target", std::string("sm_90"));
    task.device = field::string(target, "device", "task target", std::string());
    task.driverVersion = int(field::integer(target, "driver", "task target", 0, INT32_MAX, 0));
    task.nvrtcVersion = field::string(target, "nvrtc", "task target", std::string());
    task.cublasLtVersion = field::integer(target, "cublaslt", "task target", 0, INT64_MAX, 0);
    task.cudnnVersion = field::integer(target, "cudnn", "task target", 0, INT64_MAX, 0);
  }
  task.precision = field::string(root, "precision", "task", std::string("fp32"));
  static const std::set<std::string> precisions = {"fp32", "tf32", "bf16", "fp16"};
  if (!precisions.count(task.precision))
    fail("unknown precision mode '" + task.precision + "'; use fp32, tf32, bf16 or fp16");
  task.fp32Emulation = field::boolean(root, "fp32_emulation", "task", true);
  task.batchTiling = field::boolean(root, "batch_tiling", "task", true);
  if (root.contains("max_memory_ratio")) {
    const json &ratio = root["max_memory_ratio"];
    if (!ratio.is_number() || !(ratio.get<double>() == 0 || ratio.get<double>() >= 1))
      fail("task: max_memory_ratio must be 0 (no cap) or a number >= 1");
    task.maxMemoryRatio = ratio.get<double>();
  }
  task.stockTimeMs = field::number(root, "stock_time_ms", "task", -1.0);
  task.stockDevice = field::string(root, "stock_device", "task", std::string());
  double peak = field::number(root, "stock_peak_bytes", "task", -1.0);
  if (!(peak < 0 || (peak == std::floor(peak) && peak < 9.0e18)))
    fail("task: stock_peak_bytes must be a whole number of bytes, or -1 (not measured)");
  task.stockPeakBytes = peak < 0 ? -1 : int64_t(peak);
}

void readNodes(const json &graph, Task &task, std::set<std::string> &defined) {
  const json &nodes = field::array(graph, "nodes", "graph", FormatLimits::kMaxNodes);
  for (size_t i = 0; i < nodes.size(); ++i) {
    const json &value = nodes[i];
    std::string where = "graph node " + std::to_string(i);
    TaskNode node;
    node.op = field::string(value, "op", where);
    if (!lookupAtenOp(node.op)) {
      std::string supported;
      for (const OpInfo &info : kSupportedOps)
        supported += (supported.empty() ? "" : ", ") + std::string(info.schema);
      fail(where + " uses unsupported op '" + node.op + "' (supported: " + supported + ")");
    }
    where += " (" + node.op + ")";
    node.inputs = field::strings(value, "inputs", where, FormatLimits::kMaxValues, true);
    node.outputs = field::strings(value, "outputs", where, FormatLimits::kMaxValues, true);
    for (const std::string &name : node.inputs)
      if (!defined.count(name))
        fail(where + " uses value '" + name + "' before it is defined");
    if (size_t results = resultCount(*lookupAtenOp(node.op)); node.outputs.size() != results)
      fail(where + (results == 1 ? " must have exactly one output"
                                 : " must have " + std::to_string(results) +
                                       " outputs (values, indices)"));
    for (const std::string &name : node.outputs)
      if (!defined.insert(name).second)
        fail(where + " redefines value '" + name + "'");
    if (value.contains("attrs"))
      node.attrs = value["attrs"];
    if (Status status = validateNodeAttrs(node.op, node.attrs, node.inputs.size(), where); !status)
      fail(status.message());
    task.nodes.push_back(std::move(node));
  }
}

/// A 64-bit value written as 16 hex digits (JSON numbers lose precision
/// past 2^53 in many readers).
uint64_t hexWord(const json &value, const std::string &where) {
  if (!value.is_string() || value.get<std::string>().size() != 16)
    fail(where + " must be a string of 16 hex digits");
  const std::string text = value.get<std::string>();
  uint64_t word = 0;
  for (char c : text) {
    int digit = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
    if (digit < 0)
      fail(where + " must be a string of 16 lowercase hex digits, got \"" + text + "\"");
    word = word * 16 + uint64_t(digit);
  }
  return word;
}

std::vector<uint64_t> hexWords(const json &object, const char *name, const std::string &where,
                               size_t count) {
  const json &values = field::array(object, name, where, FormatLimits::kMaxValues);
  if (values.size() != count)
    fail(where + ": field '" + name + "' has " + std::to_string(values.size()) +
         " entries, expected " + std::to_string(count));
  std::vector<uint64_t> words;
  for (size_t i = 0; i < values.size(); ++i)
    words.push_back(hexWord(values[i], where + ": " + name + "[" + std::to_string(i) + "]"));
  return words;
}

void readArena(const json &reference, Task &task) {
  const json &arena = field::require(reference, "arena", "task reference");
  if (!arena.is_object())
    fail("task reference: field 'arena' must be an object");
  ReferenceArena result;
  result.ipcHandle = field::string(arena, "ipc_handle", "reference arena");
  if (result.ipcHandle.size() != 128 ||
      result.ipcHandle.find_first_not_of("0123456789abcdef") != std::string::npos)
    fail("reference arena: field 'ipc_handle' must be 128 lowercase hex digits");
  result.bytes = uint64_t(field::integer(arena, "bytes", "reference arena", 0,
                                         int64_t(FormatLimits::kMaxTensorBytes)));
  task.arena = result;
}

/// A set drawn on the GPU: seed, input hashes, and each output's place in
/// the arena, which must lie inside it, aligned.
void readGeneratedSet(const json &value, const std::string &where, Task &task,
                      ReferenceSet &set) {
  set.seed = hexWord(field::require(value, "seed", where), where + ": field 'seed'");
  set.inputHashes = hexWords(value, "input_hashes", where, task.runtimeInputs().size());
  set.outputHashes = hexWords(value, "output_hashes", where, task.outputs.size());
  std::vector<int64_t> offsets =
      field::integers(value, "output_offsets", where, FormatLimits::kMaxValues, 0,
                      int64_t(FormatLimits::kMaxTensorBytes));
  if (offsets.size() != task.outputs.size())
    fail(where + " places " + std::to_string(offsets.size()) + " outputs in the arena for " +
         std::to_string(task.outputs.size()) + " graph outputs");
  for (size_t i = 0; i < offsets.size(); ++i) {
    uint64_t begin = uint64_t(offsets[i]), end = begin + task.outputs[i].bytes();
    if (begin % 256 || end > task.arena->bytes)
      fail(where + ": output " + std::to_string(i) + " at offset " + std::to_string(begin) +
           " is not 256-byte aligned inside the " + std::to_string(task.arena->bytes) +
           "-byte arena");
    set.outputOffsets.push_back(begin);
  }
}

void readReferences(const json &root, Task &task) {
  if (!root.contains("reference"))
    return;
  const json &reference = root["reference"];
  const json &sets = field::array(reference, "sets", "task reference",
                                  FormatLimits::kMaxReferenceSets, /*optional=*/true);
  if (reference.is_object() && reference.contains("arena"))
    readArena(reference, task);
  size_t runtimeInputs = task.runtimeInputs().size();
  for (size_t i = 0; i < sets.size(); ++i) {
    std::string where = "reference set " + std::to_string(i);
    ReferenceSet set;
    if (task.arena) {
      readGeneratedSet(sets[i], where, task, set);
      task.references.push_back(std::move(set));
      continue;
    }
    set.inputs = field::strings(sets[i], "inputs", where, FormatLimits::kMaxValues, true);
    set.outputs = field::strings(sets[i], "outputs", where, FormatLimits::kMaxValues, true);
    for (const std::vector<std::string> *files : {&set.inputs, &set.outputs})
      for (const std::string &file : *files)
        checkPlainFileName(file, where);
    if (set.inputs.size() != runtimeInputs)
      fail(where + " lists " + std::to_string(set.inputs.size()) + " input files for " +
           std::to_string(runtimeInputs) + " graph inputs");
    if (set.outputs.size() != task.outputs.size())
      fail(where + " lists " + std::to_string(set.outputs.size()) + " output files for " +
           std::to_string(task.outputs.size()) + " graph outputs");
    task.references.push_back(std::move(set));
  }
}

/// A parameter's `pattern`: "causal" (a b8 [1.., L, S] mask) or absent.
static void checkPattern(const TaskInput &input, const std::string &where) {
  if (input.pattern.empty())
    return;
  if (input.pattern != "causal")
    fail(where + ": field 'pattern' must be \"causal\" (or absent), got \"" + input.pattern + "\"");
  bool leadingOnes =
      input.shape.size() >= 2 &&
      std::all_of(input.shape.begin(), input.shape.end() - 2, [](int64_t dim) { return dim == 1; });
  if (input.dtype != DType::B8 || !leadingOnes)
    fail(where + ": a causal pattern is a b8 parameter of shape [1, ..., L, S]");
}

/// An input's "range": {"low", "high"[, "also"]}; reference values of an
/// index are drawn from it, so a runtime i64 input needs one; a float
/// runtime input may have one (without "also"); parameters have none.
static std::optional<InputRange> indexRangeFromJson(const json &value, const TaskInput &input,
                                                    const std::string &where) {
  bool index = input.dtype == DType::I64;
  bool needed = index && !input.isParameter;
  if (!value.contains("range")) {
    if (needed)
      fail(where + " is an i64 input without a 'range' (the values its reference sets are "
                   "drawn from: {\"low\": 0, \"high\": classes})");
    return std::nullopt;
  }
  if (input.isParameter || input.dtype == DType::B8)
    fail(where + " has a 'range', which only a runtime i64 or float input takes");
  const json &range = value["range"];
  if (!range.is_object())
    fail(where + ": field 'range' must be an object {\"low\", \"high\"[, \"also\"]}");
  InputRange result;
  constexpr int64_t kMin = std::numeric_limits<int64_t>::min(),
                    kMax = std::numeric_limits<int64_t>::max();
  result.low = field::integer(range, "low", where + " range", kMin, kMax);
  result.high = field::integer(range, "high", where + " range", kMin, kMax);
  if (range.contains("also")) {
    if (!index)
      fail(where + ": 'also' (an ignore_index drawn among the values) is for i64 inputs");
    result.also = field::integer(range, "also", where + " range", kMin, kMax);
  }
  // The draw takes a 62-bit span (RefData.cu).
  if (result.high <= result.low || uint64_t(result.high) - uint64_t(result.low) > (1ull << 62))
    fail(where + ": range [" + std::to_string(result.low) + ", " + std::to_string(result.high) +
         ") must be non-empty and span at most 2^62 values");
  return result;
}

Task taskFromJson(const json &root) {
  Task task;
  readHeader(root, task);
  if (!root.contains("graph") || !root["graph"].is_object())
    fail("task has no 'graph' object");
  const json &graph = root["graph"];

  std::set<std::string> defined;
  const json &inputs = field::array(graph, "inputs", "graph", FormatLimits::kMaxValues);
  for (size_t i = 0; i < inputs.size(); ++i) {
    const json &value = inputs[i];
    std::string where = "graph input " + std::to_string(i);
    TaskInput input;
    static_cast<TensorSpec &>(input) = specFromJson(value, where);
    where += " ('" + input.name + "')";
    std::string kind = field::string(value, "kind", where, std::string("input"));
    if (kind != "input" && kind != "parameter")
      fail(where + ": field 'kind' must be \"input\" or \"parameter\", got \"" + kind + "\"");
    input.isParameter = kind == "parameter";
    if (input.isParameter) {
      input.file = field::string(value, "file", where, std::string());
      if (input.file.empty())
        fail(where + " is a parameter without a 'file'");
      checkPlainFileName(input.file, where);
      input.pattern = field::string(value, "pattern", where, std::string());
      checkPattern(input, where);
    }
    input.range = indexRangeFromJson(value, input, where);
    if (!defined.insert(input.name).second)
      fail(where + " redefines value '" + input.name + "'");
    task.inputs.push_back(std::move(input));
  }
  readNodes(graph, task, defined);
  const json &outputs = field::array(graph, "outputs", "graph", FormatLimits::kMaxValues);
  if (outputs.empty())
    fail("graph has no non-empty 'outputs' array");
  for (size_t i = 0; i < outputs.size(); ++i) {
    std::string where = "graph output " + std::to_string(i);
    TensorSpec spec = specFromJson(outputs[i], where);
    if (!defined.count(spec.name))
      fail(where + " names undefined value '" + spec.name + "'");
    task.outputs.push_back(std::move(spec));
  }
  readReferences(root, task);
  return task;
}

} // namespace

Expected<Task> parseTask(const std::string &jsonText) {
  Expected<json> root = parseBoundedJson(jsonText, "task");
  if (!root)
    return root.status();
  try {
    return taskFromJson(*root);
  } catch (const std::exception &error) {
    // FormatError, or std::bad_alloc: both are one line.
    return Status::error(std::string("invalid task: ") + error.what());
  }
}

Expected<Task> loadTask(const std::string &path) {
  Expected<std::string> text = readFile(path, FormatLimits::kMaxJsonBytes);
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
  if (task.cublasLtVersion)
    target["cublaslt"] = task.cublasLtVersion;
  if (task.cudnnVersion)
    target["cudnn"] = task.cudnnVersion;
  return target;
}

static std::string hexWordText(uint64_t word) {
  char text[17];
  std::snprintf(text, sizeof(text), "%016llx", static_cast<unsigned long long>(word));
  return text;
}

static json hexWordsJson(const std::vector<uint64_t> &words) {
  json values = json::array();
  for (uint64_t word : words)
    values.push_back(hexWordText(word));
  return values;
}

static json referencesToJson(const Task &task) {
  json sets = json::array();
  for (const ReferenceSet &set : task.references) {
    if (!task.arena) {
      sets.push_back(json{{"inputs", set.inputs}, {"outputs", set.outputs}});
      continue;
    }
    sets.push_back(json{{"seed", hexWordText(set.seed)},
                        {"input_hashes", hexWordsJson(set.inputHashes)},
                        {"output_offsets", set.outputOffsets},
                        {"output_hashes", hexWordsJson(set.outputHashes)}});
  }
  json reference{{"sets", sets}};
  if (task.arena)
    reference["arena"] = json{{"ipc_handle", task.arena->ipcHandle}, {"bytes", task.arena->bytes}};
  return reference;
}

json taskToJson(const Task &task) {
  json inputs = json::array();
  for (const TaskInput &input : task.inputs) {
    json value = specToJson(input);
    value["kind"] = input.isParameter ? "parameter" : "input";
    if (input.isParameter)
      value["file"] = input.file;
    if (!input.pattern.empty())
      value["pattern"] = input.pattern;
    if (input.range) {
      value["range"] = json{{"low", input.range->low}, {"high", input.range->high}};
      if (input.range->also)
        value["range"]["also"] = *input.range->also;
    }
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
  json reference = referencesToJson(task);
  json root = json{{"format", "cuagent.task"},
                   {"version", kTaskFormatVersion},
                   {"name", task.name},
                   {"target", targetToJson(task)},
                   {"precision", task.precision},
                   {"graph", json{{"inputs", inputs}, {"nodes", nodes}, {"outputs", outputs}}},
                   {"reference", reference},
                   // JSON has no NaN (nlohmann writes null): "not measured" instead.
                   {"stock_time_ms", std::isfinite(task.stockTimeMs) ? task.stockTimeMs : -1.0},
                   {"stock_device", task.stockDevice}};
  if (task.stockPeakBytes >= 0)
    root["stock_peak_bytes"] = task.stockPeakBytes;
  if (!task.fp32Emulation)
    root["fp32_emulation"] = false;
  if (!task.batchTiling)
    root["batch_tiling"] = false;
  if (task.maxMemoryRatio != kDefaultMaxMemoryRatio)
    root["max_memory_ratio"] = task.maxMemoryRatio;
  return root;
}

std::string compilerVersion() { return CUAGENT_COMPILER_VERSION; }

Status checkTaskFiles(const Task &task) {
  std::vector<const TaskInput *> runtimeInputs = task.runtimeInputs();
  for (const ReferenceSet &set : task.references) {
    if (task.arena)
      break; // drawn on the GPU: no files
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

namespace {
/// The key material: the task without what does not change the computation,
/// with parameter file names replaced by `parameterHash(i)` for input i.
template <typename HashFn>
Expected<json> keyMaterial(const Task &task, const std::string &policyId, HashFn parameterHash) {
  json keyed = taskToJson(task);
  keyed.erase("reference");
  keyed.erase("stock_time_ms");
  keyed.erase("stock_device");
  keyed.erase("stock_peak_bytes");
  keyed.erase("name");
  // Parameters are part of the computation: hash their contents, not paths.
  json &inputs = keyed["graph"]["inputs"];
  for (size_t i = 0; i < inputs.size() && i < task.inputs.size(); ++i) {
    if (!task.inputs[i].isParameter)
      continue;
    Expected<std::string> hash = parameterHash(i);
    if (!hash)
      return Status::error("parameter '" + task.inputs[i].name + "': " + hash.message());
    inputs[i]["file"] = *hash;
  }
  // Value names are local to the task; they are kept because they are
  // assigned deterministically by the capture side. The target (arch, GPU
  // name, driver and NVRTC versions) stays in, so a toolchain upgrade or
  // another GPU misses the cache instead of loading a stale kernel.
  keyed["compiler"] = compilerVersion();
  keyed["policy"] = policyId;
  return keyed;
}
} // namespace

Expected<std::string> taskKeyMaterial(const Task &task, const std::string &policyId) {
  Expected<json> keyed = keyMaterial(task, policyId, [&](size_t i) -> Expected<std::string> {
    const TaskInput &input = task.inputs[i];
    Expected<std::string> data = readFile(task.directory + "/" + input.file, input.bytes() + 1);
    if (!data)
      return data.status();
    return sha256Hex(*data);
  });
  if (!keyed)
    return keyed.status();
  return keyed->dump();
}

Expected<std::string> taskCacheKey(const Task &task, const std::string &policyId) {
  Expected<std::string> material = taskKeyMaterial(task, policyId);
  if (!material)
    return material.status();
  return sha256Hex(*material);
}

Expected<std::string> recomputeCacheKey(const Task &task, const std::string &materialText) {
  Expected<json> material = parseBoundedJson(materialText, "key material");
  if (!material)
    return material.status();
  try {
    std::string policy = field::string(*material, "policy", "key material");
    const json &graph = field::require(*material, "graph", "key material");
    const json &inputs =
        field::array(graph, "inputs", "key material graph", FormatLimits::kMaxValues);
    Expected<json> keyed = keyMaterial(task, policy, [&](size_t i) -> Expected<std::string> {
      if (i >= inputs.size())
        return Status::error("the key material has no hash for it");
      return field::string(inputs[i], "file", "key material input " + std::to_string(i));
    });
    if (!keyed)
      return keyed.status();
    return sha256Hex(keyed->dump());
  } catch (const FormatError &error) {
    return Status::error(error.what());
  }
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
  if (!S_ISREG(info.st_mode))
    return Status::error("tensor file '" + path + "' for '" + spec.name +
                         "' is not a regular file; tensor data must be a plain file");
  if (size_t(info.st_size) != spec.bytes())
    return sizeMismatch(path, size_t(info.st_size), spec);
  return Status::ok();
}

Expected<std::vector<char>> readTensorFile(const std::string &path, const TensorSpec &spec) {
  // One byte over the expected size is enough to report a mismatch.
  Expected<std::string> data = readFile(path, spec.bytes() + 1);
  if (!data)
    return Status::error("missing tensor file for '" + spec.name + "': " + data.message());
  if (data->size() != spec.bytes())
    return sizeMismatch(path, data->size(), spec);
  return std::vector<char>(data->begin(), data->end());
}

Status checkPatternData(const TaskInput &input, const std::vector<char> &data) {
  if (input.pattern.empty())
    return Status::ok();
  if (data.size() != input.bytes())
    return Status::error("parameter '" + input.name + "' holds " + std::to_string(data.size()) +
                         " bytes for " + std::to_string(input.bytes()));
  int64_t rows = input.shape[input.shape.size() - 2], columns = input.shape.back();
  for (int64_t i = 0; i < rows; ++i)
    for (int64_t j = 0; j < columns; ++j)
      if ((data[size_t(i * columns + j)] != 0) != (j > i))
        return Status::error("parameter '" + input.name +
                             "' is marked \"causal\" but is not the causal mask (element [" +
                             std::to_string(i) + ", " + std::to_string(j) +
                             "] differs); the task was edited or corrupted: re-run optimize, "
                             "or drop the parameter's 'pattern'");
  return Status::ok();
}

int64_t loadAsInt64(const char *data, size_t index) {
  int64_t value;
  std::memcpy(&value, data + 8 * index, 8);
  return value;
}

float loadAsFloat(const char *data, DType dtype, size_t index) {
  if (dtype == DType::I64)
    return float(loadAsInt64(data, index));
  if (dtype == DType::B8)
    return data[index] != 0 ? 1.f : 0.f;
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
