#include "cuagent/Format/Plan.h"
#include "cuagent/Format/Task.h"
#include "cuagent/Support/FileSystem.h"

#include <gtest/gtest.h>

#include <functional>

namespace {

const char *kTask = R"json({
  "format": "cuagent.task", "version": 1, "name": "g0",
  "target": {"arch": "sm_90"}, "precision": "fp32",
  "graph": {
    "inputs": [{"name": "%v0", "dtype": "f32", "shape": [4, 8], "strides": [8, 1]}],
    "nodes": [
      {"op": "aten::relu", "inputs": ["%v0"], "outputs": ["%v1"]},
      {"op": "aten::mul.Scalar", "inputs": ["%v1"], "outputs": ["%v2"],
       "attrs": {"other": 2.0}}],
    "outputs": [{"name": "%v2", "dtype": "f32", "shape": [4, 8], "strides": [8, 1]}]
  },
  "reference": {"sets": [{"inputs": ["in.bin"], "outputs": ["out.bin"]}]},
  "stock_time_ms": 0.5
})json";

TEST(Task, RoundTripsThroughJson) {
  auto task = cuagent::parseTask(kTask);
  ASSERT_TRUE(task) << task.message();
  EXPECT_EQ(task->nodes.size(), 2u);
  EXPECT_EQ(task->inputs[0].describe(), "f32[4, 8]");
  EXPECT_TRUE(task->inputs[0].isContiguous());
  auto again = cuagent::parseTask(cuagent::taskToJson(*task).dump());
  ASSERT_TRUE(again) << again.message();
  EXPECT_EQ(cuagent::taskToJson(*again), cuagent::taskToJson(*task));
  EXPECT_EQ(again->stockTimeMs, 0.5);
  EXPECT_EQ(again->stockPeakBytes, -1); // not measured: not written
  EXPECT_FALSE(cuagent::taskToJson(*again).contains("stock_peak_bytes"));
  task->stockPeakBytes = 3 << 20;
  auto measured = cuagent::parseTask(cuagent::taskToJson(*task).dump());
  ASSERT_TRUE(measured) << measured.message();
  EXPECT_EQ(measured->stockPeakBytes, 3 << 20);
}

/// kTask with a second input: a b8 parameter of `shape` with `pattern`.
std::string withMaskParameter(const std::string &shape, const std::string &dtype,
                              const std::string &pattern) {
  std::string text = kTask;
  std::string first = "\"strides\": [8, 1]}],\n    \"nodes\"";
  text.replace(text.find(first), first.size(),
               "\"strides\": [8, 1]}, {\"name\": \"%m\", \"dtype\": \"" + dtype +
                   "\", \"shape\": " + shape +
                   ", \"kind\": \"parameter\", \"file\": \"param1.bin\", \"pattern\": \"" +
                   pattern + "\"}],\n    \"nodes\"");
  return text;
}

TEST(Task, CausalPatternIsAB8ParameterWithLeadingUnitDims) {
  auto task = cuagent::parseTask(withMaskParameter("[1, 1, 4, 8]", "b8", "causal"));
  ASSERT_TRUE(task) << task.message();
  EXPECT_EQ(task->inputs[1].pattern, "causal");
  EXPECT_EQ(task->inputs[1].bytes(), 32u); // one byte per bool
  auto again = cuagent::parseTask(cuagent::taskToJson(*task).dump());
  ASSERT_TRUE(again) << again.message();
  EXPECT_EQ(again->inputs[1].pattern, "causal");
  struct Case {
    std::string shape, dtype, pattern, error;
  };
  for (const Case &c :
       std::vector<Case>{{"[4, 8]", "b8", "upper", "field 'pattern' must be \"causal\""},
                         {"[4, 8]", "f32", "causal", "a causal pattern is a b8 parameter"},
                         {"[2, 4, 8]", "b8", "causal", "of shape [1, ..., L, S]"},
                         {"[8]", "b8", "causal", "of shape [1, ..., L, S]"}}) {
    auto bad = cuagent::parseTask(withMaskParameter(c.shape, c.dtype, c.pattern));
    ASSERT_FALSE(bad) << c.shape << " " << c.pattern;
    EXPECT_NE(bad.message().find(c.error), std::string::npos) << bad.message();
  }
}

/// The kernels compute a "causal" parameter instead of reading it: data one
/// element off the mask is refused before any candidate runs.
TEST(Task, CausalPatternDataMustBeTheCausalMask) {
  auto task = cuagent::parseTask(withMaskParameter("[1, 3, 4]", "b8", "causal"));
  ASSERT_TRUE(task) << task.message();
  const cuagent::TaskInput &mask = task->inputs[1];
  std::vector<char> data(12, 0);
  for (int i = 0; i < 3; ++i)
    for (int j = 0; j < 4; ++j)
      data[size_t(i * 4 + j)] = j > i;
  EXPECT_TRUE(cuagent::checkPatternData(mask, data));
  EXPECT_TRUE(cuagent::checkPatternData(task->inputs[0], std::vector<char>()));
  std::vector<char> nearCausal = data;
  nearCausal[2 * 4 + 3] = 0; // the last query sees one more key
  auto bad = cuagent::checkPatternData(mask, nearCausal);
  ASSERT_FALSE(bad);
  EXPECT_NE(bad.message().find("element [2, 3] differs"), std::string::npos) << bad.message();
  std::vector<char> diagonalHidden = data;
  diagonalHidden[0] = 1;
  EXPECT_FALSE(cuagent::checkPatternData(mask, diagonalHidden));
  EXPECT_FALSE(cuagent::checkPatternData(mask, std::vector<char>(11, 0)));
}

/// kTask with its input as an i64 tensor carrying `range` (JSON, or none).
std::string withIndexInput(const std::string &dtype, const std::string &range) {
  std::string text = kTask;
  std::string first =
      R"("inputs": [{"name": "%v0", "dtype": "f32", "shape": [4, 8], "strides": [8, 1]}])";
  std::string input = R"("inputs": [{"name": "%v0", "dtype": ")" + dtype +
                      R"(", "shape": [4, 8], "strides": [8, 1])" +
                      (range.empty() ? std::string() : ", \"range\": " + range) + "}]";
  text.replace(text.find(first), first.size(), input);
  return text;
}

/// An i64 runtime input (class targets) carries the range its reference
/// values are drawn from; a float one may (probabilities); bools and
/// parameters do not.
TEST(Task, IndexInputsCarryTheirRange) {
  auto task =
      cuagent::parseTask(withIndexInput("i64", R"({"low": 0, "high": 1000, "also": -100})"));
  ASSERT_TRUE(task) << task.message();
  ASSERT_TRUE(task->inputs[0].range);
  EXPECT_EQ(task->inputs[0].range->high, 1000);
  EXPECT_EQ(task->inputs[0].range->also, std::optional<int64_t>(-100));
  EXPECT_EQ(task->inputs[0].bytes(), 4u * 8u * 8u);
  auto again = cuagent::parseTask(cuagent::taskToJson(*task).dump());
  ASSERT_TRUE(again) << again.message();
  EXPECT_TRUE(again->inputs[0].range == task->inputs[0].range);
  auto plain = cuagent::parseTask(withIndexInput("i64", R"({"low": -3, "high": 5})"));
  ASSERT_TRUE(plain) << plain.message();
  EXPECT_FALSE(plain->inputs[0].range->also);
  // Probabilities: a float input drawn in [0, 1].
  auto probabilities = cuagent::parseTask(withIndexInput("f32", R"({"low": 0, "high": 1})"));
  ASSERT_TRUE(probabilities) << probabilities.message();
  EXPECT_EQ(probabilities->inputs[0].range->high, 1);
  struct Case {
    std::string dtype, range, error;
  };
  for (const Case &c : std::vector<Case>{
           {"i64", "", "is an i64 input without a 'range'"},
           {"b8", R"({"low": 0, "high": 1})", "only a runtime i64 or float input takes"},
           {"f32", R"({"low": 0, "high": 1, "also": 2})", "is for i64 inputs"},
           {"i64", R"({"low": 4, "high": 4})", "must be non-empty"},
           {"i64", R"({"low": -9223372036854775807, "high": 9223372036854775807})",
            "span at most 2^62 values"},
           {"i64", R"([0, 4])", "must be an object"},
           {"i64", R"({"low": 0})", "high"}}) {
    auto bad = cuagent::parseTask(withIndexInput(c.dtype, c.range));
    ASSERT_FALSE(bad) << c.dtype << " " << c.range;
    EXPECT_NE(bad.message().find(c.error), std::string::npos) << bad.message();
  }
}

TEST(Task, RefusesAFractionalStockPeak) {
  std::string text = kTask;
  text.replace(text.find("\"stock_time_ms\""), 15, "\"stock_peak_bytes\": 1.5, \"stock_time_ms\"");
  auto task = cuagent::parseTask(text);
  ASSERT_FALSE(task);
  EXPECT_NE(task.message().find("stock_peak_bytes must be a whole number"), std::string::npos)
      << task.message();
}

TEST(Task, KeyIgnoresReferenceDataButNotTheGraph) {
  auto task = cuagent::parseTask(kTask);
  ASSERT_TRUE(task);
  auto key = cuagent::taskCacheKey(*task, "builtin");
  ASSERT_TRUE(key);
  cuagent::Task other = *task;
  other.stockTimeMs = 9;
  other.stockPeakBytes = 1 << 30; // a measurement, like the time
  other.references.clear();
  EXPECT_EQ(*cuagent::taskCacheKey(other, "builtin"), *key);
  other.nodes[1].attrs["other"] = 3.0;
  EXPECT_NE(*cuagent::taskCacheKey(other, "builtin"), *key);
  EXPECT_NE(*cuagent::taskCacheKey(*task, "file"), *key);
}

/// A bool task option that is on by default: absent is on and is not
/// written, so default tasks keep their keys; off is written, changes the
/// key and round-trips; `bad` (not a bool) is a one-line error.
void expectInTheKeyOnlyWhenOff(bool cuagent::Task::*option, const std::string &field,
                               const nlohmann::json &bad) {
  auto task = cuagent::parseTask(kTask);
  ASSERT_TRUE(task) << task.message();
  EXPECT_TRUE((*task).*option);
  EXPECT_FALSE(cuagent::taskToJson(*task).contains(field));
  cuagent::Task off = *task;
  off.*option = false;
  nlohmann::json json = cuagent::taskToJson(off);
  EXPECT_EQ(json[field], false);
  auto again = cuagent::parseTask(json.dump());
  ASSERT_TRUE(again) << again.message();
  EXPECT_FALSE((*again).*option);
  EXPECT_NE(*cuagent::taskCacheKey(off, "builtin"), *cuagent::taskCacheKey(*task, "builtin"));
  json[field] = bad;
  auto refused = cuagent::parseTask(json.dump());
  ASSERT_FALSE(refused);
  EXPECT_NE(refused.message().find("'" + field + "' must be true or false"), std::string::npos)
      << refused.message();
}

/// fp32_emulation (OptimizeOptions::fp32Emulation).
TEST(Task, Fp32EmulationIsInTheKeyOnlyWhenOff) {
  expectInTheKeyOnlyWhenOff(&cuagent::Task::fp32Emulation, "fp32_emulation", "no");
}

/// batch_tiling (decision 69).
TEST(Task, BatchTilingIsInTheKeyOnlyWhenOff) {
  expectInTheKeyOnlyWhenOff(&cuagent::Task::batchTiling, "batch_tiling", 1);
}

/// max_memory_ratio (decision 52): the default is not written; another
/// value is, changes the key and round-trips; 0 is no cap; a ratio under 1
/// or a non-number is a one-line error.
TEST(Task, MaxMemoryRatioIsInTheKeyOnlyWhenNotTheDefault) {
  auto task = cuagent::parseTask(kTask);
  ASSERT_TRUE(task) << task.message();
  EXPECT_EQ(task->maxMemoryRatio, cuagent::kDefaultMaxMemoryRatio);
  EXPECT_FALSE(cuagent::taskToJson(*task).contains("max_memory_ratio"));
  for (double ratio : {0.0, 2.5}) {
    cuagent::Task other = *task;
    other.maxMemoryRatio = ratio;
    nlohmann::json json = cuagent::taskToJson(other);
    EXPECT_EQ(json["max_memory_ratio"], ratio);
    auto again = cuagent::parseTask(json.dump());
    ASSERT_TRUE(again) << again.message();
    EXPECT_EQ(again->maxMemoryRatio, ratio);
    EXPECT_NE(*cuagent::taskCacheKey(other, "builtin"), *cuagent::taskCacheKey(*task, "builtin"));
  }
  for (const char *bad : {"0.5", "\"big\"", "-1"}) {
    nlohmann::json json = cuagent::taskToJson(*task);
    json["max_memory_ratio"] = nlohmann::json::parse(bad);
    auto parsed = cuagent::parseTask(json.dump());
    ASSERT_FALSE(parsed) << bad;
    EXPECT_NE(parsed.message().find("max_memory_ratio must be 0 (no cap) or a number >= 1"),
              std::string::npos)
        << parsed.message();
  }
}

/// kTask with its references drawn on the GPU and shared through an arena
/// (decision 32); `edit` changes the reference object before parsing.
std::string arenaTask(const std::function<void(nlohmann::json &)> &edit = nullptr) {
  nlohmann::json task = nlohmann::json::parse(kTask);
  task["reference"] = nlohmann::json::parse(R"json({
    "arena": {"ipc_handle": "", "bytes": 512},
    "sets": [{"seed": "000000005eed0000", "input_hashes": ["0123456789abcdef"],
              "output_offsets": [256], "output_hashes": ["fedcba9876543210"]}]})json");
  task["reference"]["arena"]["ipc_handle"] = std::string(128, 'a');
  if (edit)
    edit(task["reference"]);
  return task.dump();
}

TEST(Task, ArenaReferencesRoundTrip) {
  auto task = cuagent::parseTask(arenaTask());
  ASSERT_TRUE(task) << task.message();
  ASSERT_TRUE(task->arena);
  EXPECT_EQ(task->arena->bytes, 512u);
  ASSERT_EQ(task->references.size(), 1u);
  EXPECT_EQ(task->references[0].seed, 0x5eed0000u);
  EXPECT_EQ(task->references[0].inputHashes[0], 0x0123456789abcdefULL);
  EXPECT_EQ(task->references[0].outputHashes[0], 0xfedcba9876543210ULL);
  EXPECT_EQ(task->references[0].outputOffsets[0], 256u);
  EXPECT_TRUE(task->references[0].inputs.empty());
  auto again = cuagent::parseTask(cuagent::taskToJson(*task).dump());
  ASSERT_TRUE(again) << again.message();
  EXPECT_EQ(cuagent::taskToJson(*again), cuagent::taskToJson(*task));
  // No files to check: checkTaskFiles passes without any on disk.
  task->directory = "/nonexistent";
  EXPECT_TRUE(cuagent::checkTaskFiles(*task));
  // The arena is reference data: not in the key.
  auto plain = cuagent::parseTask(kTask);
  EXPECT_EQ(*cuagent::taskCacheKey(*task, "builtin"), *cuagent::taskCacheKey(*plain, "builtin"));
}

TEST(Task, ArenaReferencesAreValidated) {
  struct Case {
    std::function<void(nlohmann::json &)> edit;
    const char *message;
  };
  std::vector<Case> cases = {
      {[](nlohmann::json &r) { r["arena"]["ipc_handle"] = "abc"; }, "128 lowercase hex digits"},
      {[](nlohmann::json &r) { r["arena"]["ipc_handle"] = std::string(128, 'G'); },
       "128 lowercase hex digits"},
      {[](nlohmann::json &r) { r["sets"][0]["output_offsets"] = {300}; }, "not 256-byte aligned"},
      {[](nlohmann::json &r) { r["sets"][0]["output_offsets"] = {512}; }, "inside the 512-byte"},
      {[](nlohmann::json &r) {
         r["sets"][0]["output_offsets"] = {256, 0};
       },
       "places 2 outputs"},
      {[](nlohmann::json &r) { r["sets"][0]["input_hashes"] = nlohmann::json::array(); },
       "has 0 entries, expected 1"},
      {[](nlohmann::json &r) { r["sets"][0]["seed"] = 5; }, "16 hex digits"},
      {[](nlohmann::json &r) { r["sets"][0]["output_hashes"] = {"xyz0123456789abc"}; },
       "16 lowercase hex digits"},
      {[](nlohmann::json &r) { r["arena"]["bytes"] = -1; }, "bytes"},
      {[](nlohmann::json &r) { r["arena"] = 7; }, "must be an object"},
  };
  for (const Case &c : cases) {
    auto task = cuagent::parseTask(arenaTask(c.edit));
    ASSERT_FALSE(task) << c.message;
    EXPECT_NE(task.message().find(c.message), std::string::npos) << task.message();
  }
}

// An upgrade of any part of the toolchain, or another GPU, must miss the
// cache: each target field changes the key, and the fields round-trip.
TEST(Task, KeyCoversTheToolchain) {
  auto task = cuagent::parseTask(kTask);
  ASSERT_TRUE(task);
  task->device = "NVIDIA H200";
  task->driverVersion = 13000;
  task->nvrtcVersion = "13.0";
  auto key = cuagent::taskCacheKey(*task, "builtin");
  ASSERT_TRUE(key);
  auto reparsed = cuagent::parseTask(cuagent::taskToJson(*task).dump());
  ASSERT_TRUE(reparsed) << reparsed.message();
  EXPECT_EQ(reparsed->device, "NVIDIA H200");
  EXPECT_EQ(reparsed->driverVersion, 13000);
  EXPECT_EQ(reparsed->nvrtcVersion, "13.0");
  EXPECT_EQ(*cuagent::taskCacheKey(*reparsed, "builtin"), *key);
  cuagent::Task other = *task;
  other.device = "NVIDIA H100";
  EXPECT_NE(*cuagent::taskCacheKey(other, "builtin"), *key);
  other = *task;
  other.driverVersion = 13010;
  EXPECT_NE(*cuagent::taskCacheKey(other, "builtin"), *key);
  other = *task;
  other.nvrtcVersion = "13.1";
  EXPECT_NE(*cuagent::taskCacheKey(other, "builtin"), *key);
  other = *task;
  other.arch = "sm_100";
  EXPECT_NE(*cuagent::taskCacheKey(other, "builtin"), *key);
}

TEST(Task, UnknownToolchainFieldsAreNotWritten) {
  auto task = cuagent::parseTask(kTask);
  ASSERT_TRUE(task);
  EXPECT_EQ(cuagent::taskToJson(*task)["target"], nlohmann::json({{"arch", "sm_90"}}));
}

// The compiler version is derived from the sources at configure time.
TEST(Task, CompilerVersionNamesTheSources) {
  std::string version = cuagent::compilerVersion();
  std::string prefix = "cuagent-0.1.0+src.";
  ASSERT_EQ(version.rfind(prefix, 0), 0u) << version;
  std::string hash = version.substr(prefix.size());
  EXPECT_EQ(hash.size(), 16u);
  EXPECT_EQ(hash.find_first_not_of("0123456789abcdef"), std::string::npos) << hash;
}

struct BadTaskCase {
  const char *name;
  std::string text;
  const char *expected;
};

TEST(Task, BadInputGivesOneLineErrors) {
  std::string good = kTask;
  auto replace = [&](const std::string &from, const std::string &to) {
    std::string text = good;
    text.replace(text.find(from), from.size(), to);
    return text;
  };
  std::vector<BadTaskCase> cases = {
      {"malformed", "{not json", "not valid JSON"},
      {"unknown op", replace("aten::relu", "aten::frobnicate"),
       "unsupported op 'aten::frobnicate'"},
      {"index input without its range",
       replace("\"dtype\": \"f32\", \"shape\": [4, 8], \"strides\": [8, 1]}],\n    \"nodes\"",
               "\"dtype\": \"i64\", \"shape\": [4, 8]}],\n    \"nodes\""),
       "is an i64 input without a 'range'"},
      {"undefined value", replace("\"inputs\": [\"%v1\"]", "\"inputs\": [\"%v9\"]"),
       "before it is defined"},
      {"version", replace("\"version\": 1", "\"version\": 7"), "version 7 is not supported"},
  };
  for (const BadTaskCase &c : cases) {
    auto task = cuagent::parseTask(c.text);
    ASSERT_FALSE(task) << c.name;
    EXPECT_NE(task.message().find(c.expected), std::string::npos)
        << c.name << ": " << task.message();
    EXPECT_EQ(task.message().find('\n'), std::string::npos) << c.name;
  }
}

TEST(Task, TensorFileSizeMismatchNamesTheShape) {
  auto dir = cuagent::makeTempDir("cuagent-format-");
  ASSERT_TRUE(dir);
  std::string path = *dir + "/t.bin";
  std::vector<float> data(5, 1.0f);
  ASSERT_TRUE(cuagent::writeFile(path, data.data(), data.size() * 4));
  cuagent::TensorSpec spec{"%v0", cuagent::DType::F32, {4, 8}, {8, 1}};
  auto read = cuagent::readTensorFile(path, spec);
  ASSERT_FALSE(read);
  EXPECT_NE(read.message().find("f32[4, 8]"), std::string::npos) << read.message();
  auto missing = cuagent::readTensorFile(*dir + "/nope.bin", spec);
  ASSERT_FALSE(missing);
  EXPECT_NE(missing.message().find("missing tensor file"), std::string::npos);
  cuagent::removeAllQuietly(*dir);
}

TEST(Task, DensePermutedInputsHaveAMemoryShape) {
  // [2, 3, 64] with strides [64, 128, 1] is [3, 2, 64] in memory.
  EXPECT_EQ(cuagent::densePhysicalOrder({2, 3, 64}, {64, 128, 1}), (std::vector<int64_t>{1, 0, 2}));
  // Size-1 dims go first; their strides do not matter.
  EXPECT_EQ(cuagent::densePhysicalOrder({4, 1, 8}, {1, 99, 4}), (std::vector<int64_t>{1, 2, 0}));
  // Gaps (a slice) and overlaps (an expand) are not dense.
  EXPECT_FALSE(cuagent::densePhysicalOrder({2, 3, 64}, {64, 256, 1}));
  EXPECT_FALSE(cuagent::densePhysicalOrder({2, 8}, {0, 1}));
  cuagent::TensorSpec spec;
  spec.shape = {2, 3, 64};
  spec.strides = {64, 128, 1};
  EXPECT_FALSE(spec.isContiguous());
  EXPECT_EQ(spec.memoryShape(), (std::vector<int64_t>{3, 2, 64}));
  spec.strides = cuagent::contiguousStrides(spec.shape);
  EXPECT_EQ(spec.memoryShape(), spec.shape);
}

TEST(Plan, PermutedInputBufferIsInMemoryOrder) {
  std::string text = kTask;
  text.replace(text.find(R"("shape": [4, 8], "strides": [8, 1])"), 34,
               R"("shape": [4, 8], "strides": [1, 4])");
  auto task = cuagent::parseTask(text);
  ASSERT_TRUE(task) << task.message();
  auto plan = [](const std::string &inShape) {
    return cuagent::parsePlan(R"json({"format": "cuagent.plan", "version": 1,
      "buffers": [{"name": "in0", "kind": "input", "index": 0, "dtype": "f32", "shape": )json" +
                              inShape + R"json(},
                  {"name": "out0", "kind": "output", "index": 0, "dtype": "f32", "shape": [4, 8]}],
      "modules": [{"name": "m0", "file": "kernels.cubin"}],
      "steps": [{"kind": "launch", "module": "m0", "function": "k", "grid": [1,1,1],
                 "block": [32,1,1], "args": ["in0", "out0"]}]})json");
  };
  auto memoryOrder = plan("[8, 4]"), taskOrder = plan("[4, 8]");
  ASSERT_TRUE(memoryOrder && taskOrder);
  EXPECT_TRUE(cuagent::checkPlanMatchesTask(*memoryOrder, *task));
  cuagent::Status wrong = cuagent::checkPlanMatchesTask(*taskOrder, *task);
  ASSERT_FALSE(wrong);
  EXPECT_NE(wrong.message().find("plan buffer 'in0' is f32[4, 8]"), std::string::npos)
      << wrong.message();
}

TEST(Plan, RejectsUndeclaredBuffersAndHugeBlocks) {
  const char *plan = R"json({"format": "cuagent.plan", "version": 1,
    "buffers": [{"name": "in0", "kind": "input", "index": 0, "dtype": "f32", "shape": [4]},
                {"name": "out0", "kind": "output", "index": 0, "dtype": "f32", "shape": [4]}],
    "modules": [{"name": "m0", "file": "kernels.cubin"}],
    "steps": [{"kind": "launch", "module": "m0", "function": "k", "grid": [1,1,1],
               "block": [BLOCK,1,1], "args": ["in0", "ARG"]}]})json";
  auto make = [&](const std::string &block, const std::string &arg) {
    std::string text = plan;
    text.replace(text.find("BLOCK"), 5, block);
    text.replace(text.find("ARG"), 3, arg);
    return text;
  };
  auto ok = cuagent::parsePlan(make("128", "out0"));
  ASSERT_TRUE(ok) << ok.message();
  EXPECT_EQ(ok->numInputs(), 1u);
  auto roundTrip = cuagent::parsePlan(cuagent::planToJson(*ok).dump());
  ASSERT_TRUE(roundTrip) << roundTrip.message();
  EXPECT_FALSE(cuagent::parsePlan(make("128", "ws9")));
  EXPECT_FALSE(cuagent::parsePlan(make("2048", "out0")));
}

/// Views (a slice of another buffer, chunked library calls): they round-trip,
/// steps may use them, and each must lie 16-byte aligned inside a buffer
/// that is not a view.
TEST(Plan, ViewsLieInsideTheirBuffer) {
  auto make = [](const std::string &view) {
    return std::string(R"json({"format": "cuagent.plan", "version": 1,
    "buffers": [{"name": "in0", "kind": "input", "index": 0, "dtype": "f32", "shape": [64]},
                {"name": "out0", "kind": "output", "index": 0, "dtype": "f32", "shape": [64]},
                {"name": "ws0", "kind": "workspace", "bytes": 1024},)json") +
           view + R"json(],
    "modules": [{"name": "m0", "file": "kernels.cubin"}],
    "steps": [{"kind": "launch", "module": "m0", "function": "k", "grid": [1,1,1],
               "block": [128,1,1], "args": ["v", "out0"]}]})json";
  };
  auto ok = cuagent::parsePlan(make(R"({"name": "v", "kind": "view", "of": "in0", "offset": 128,
                                        "bytes": 128})"));
  ASSERT_TRUE(ok) << ok.message();
  EXPECT_EQ(ok->numInputs(), 1u);
  EXPECT_EQ(ok->numOutputs(), 1u);
  auto again = cuagent::parsePlan(cuagent::planToJson(*ok).dump());
  ASSERT_TRUE(again) << again.message();
  const cuagent::PlanBuffer *view = again->findBuffer("v");
  ASSERT_TRUE(view);
  EXPECT_EQ(view->kind, cuagent::PlanBuffer::Kind::View);
  EXPECT_EQ(view->of, "in0");
  EXPECT_EQ(view->offset, 128u);
  EXPECT_EQ(view->bytes, 128u);
  struct Bad {
    const char *view, *message;
  };
  for (const Bad &bad : std::vector<Bad>{
           {R"({"name": "v", "kind": "view", "of": "in0", "offset": 208, "bytes": 64})",
            "is outside 'in0' (256 bytes)"},
           {R"({"name": "v", "kind": "view", "of": "in0", "offset": 8, "bytes": 64})",
            "offset must be a multiple of 16"},
           {R"({"name": "v", "kind": "view", "of": "nothing", "offset": 0, "bytes": 64})",
            "which is not a declared buffer"},
           {R"({"name": "w", "kind": "view", "of": "ws0", "offset": 0, "bytes": 64},
               {"name": "v", "kind": "view", "of": "w", "offset": 0, "bytes": 64})",
            "nor may it be a view"},
           {R"({"name": "v", "kind": "view", "of": "ws0", "offset": 0, "bytes": 0})", "'bytes'"}}) {
    auto parsed = cuagent::parsePlan(make(bad.view));
    ASSERT_FALSE(parsed) << bad.view;
    EXPECT_NE(parsed.message().find(bad.message), std::string::npos) << parsed.message();
  }
}

/// A cublaslt step over [8, 16] @ [16, 4] (the emitter's mapping), with
/// one field of the gemm object replaced.
std::string gemmPlan(const std::string &field, const nlohmann::json &value) {
  nlohmann::json gemm = {{"m", 4},
                         {"n", 8},
                         {"k", 16},
                         {"lda", 4},
                         {"ldb", 16},
                         {"ldd", 4},
                         {"dtype", "f32"},
                         {"version", 130100},
                         {"a", "in1"},
                         {"b", "in0"},
                         {"d", "out0"},
                         {"workspace", "ws"},
                         {"workspace_bytes", 1024}};
  if (value.is_null())
    gemm.erase(field);
  else
    gemm[field] = value;
  nlohmann::json plan = {
      {"format", "cuagent.plan"},
      {"version", 1},
      {"buffers",
       {{{"name", "in0"}, {"kind", "input"}, {"index", 0}, {"dtype", "f32"}, {"shape", {8, 16}}},
        {{"name", "in1"}, {"kind", "input"}, {"index", 1}, {"dtype", "f32"}, {"shape", {16, 4}}},
        {{"name", "bias"}, {"kind", "input"}, {"index", 2}, {"dtype", "f32"}, {"shape", {4}}},
        {{"name", "out0"}, {"kind", "output"}, {"index", 0}, {"dtype", "f32"}, {"shape", {8, 4}}},
        {{"name", "ws"}, {"kind", "workspace"}, {"bytes", 1024}}}},
      {"steps", {{{"kind", "cublaslt"}, {"gemm", gemm}}}}};
  return plan.dump();
}

TEST(PlanFormat, CublasLtStepRoundTrips) {
  auto plan = cuagent::parsePlan(gemmPlan("epilogue", "none"));
  ASSERT_TRUE(plan) << plan.message();
  const cuagent::GemmSpec &gemm = plan->steps[0].gemm;
  EXPECT_EQ(plan->steps[0].kind, "cublaslt");
  EXPECT_EQ(gemm.m, 4);
  EXPECT_EQ(gemm.version, 130100);
  EXPECT_EQ(gemm.compute, "32F");
  auto again = cuagent::parsePlan(cuagent::planToJson(*plan).dump());
  ASSERT_TRUE(again) << again.message();
  EXPECT_EQ(cuagent::planToJson(*again), cuagent::planToJson(*plan));
}

TEST(PlanFormat, CublasLtStepStaysInsideItsBuffers) {
  // A plan is data: no field may make cuBLASLt touch memory outside the
  // buffers it names.
  auto rejected = [](const std::string &field, const nlohmann::json &value,
                     const std::string &phrase) {
    auto plan = cuagent::parsePlan(gemmPlan(field, value));
    ASSERT_FALSE(plan) << field;
    EXPECT_NE(plan.message().find(phrase), std::string::npos) << plan.message();
  };
  rejected("k", 17, "A spans");                  // reads past in1
  rejected("n", 9, "spans");                     // reads past in0, writes past out0
  rejected("lda", 3, "smaller than its 4 rows"); // overlapping columns
  rejected("batch", 2, "overlap");               // batch entries written twice
  rejected("d", "in0", "must not alias");        // in0 is as large, but it is A
  rejected("epilogue", "bias", "needs a 'bias' buffer");
  rejected("compute", "16F", "must be 32F or 32F_FAST_TF32");
  rejected("workspace_bytes", 4096, "smaller than 4096 bytes");
  rejected("version", nullptr, "version");
  rejected("a", "nothing", "undeclared buffer 'nothing'");
  auto withBias = nlohmann::json::parse(gemmPlan("epilogue", "bias"));
  withBias["steps"][0]["gemm"]["bias"] = "bias";
  EXPECT_TRUE(cuagent::parsePlan(withBias.dump()));
  withBias["steps"][0]["gemm"]["m"] = 5;
  withBias["steps"][0]["gemm"]["lda"] = 5;
  EXPECT_FALSE(cuagent::parsePlan(withBias.dump()));
}

TEST(PlanFormat, CublasLtAlphaIsOptionalAndRoundTrips) {
  // Absent: 1, and not written back (plans without a folded scale read and
  // write as before the field).
  auto plain = cuagent::parsePlan(gemmPlan("alpha", nullptr));
  ASSERT_TRUE(plain) << plain.message();
  EXPECT_EQ(plain->steps[0].gemm.alpha, 1.0);
  EXPECT_FALSE(cuagent::planToJson(*plain)["steps"][0]["gemm"].contains("alpha"));
  for (double alpha : {0.125, -3.0, 0.17677669529663687}) {
    auto plan = cuagent::parsePlan(gemmPlan("alpha", alpha));
    ASSERT_TRUE(plan) << plan.message();
    EXPECT_EQ(plan->steps[0].gemm.alpha, alpha);
    auto again = cuagent::parsePlan(cuagent::planToJson(*plan).dump());
    ASSERT_TRUE(again) << again.message();
    EXPECT_EQ(again->steps[0].gemm.alpha, alpha);
  }
  auto integer = cuagent::parsePlan(gemmPlan("alpha", 2));
  ASSERT_TRUE(integer) << integer.message();
  EXPECT_EQ(integer->steps[0].gemm.alpha, 2.0);
}

TEST(PlanFormat, CublasLtBetaAccumulatesOnlyAsOneWithoutEpilogue) {
  // Decision 140: absent is 0 and not written back; 1 round-trips; anything
  // else, or 1 beside an epilogue, is a one-line error naming the field.
  auto plain = cuagent::parsePlan(gemmPlan("beta", nullptr));
  ASSERT_TRUE(plain) << plain.message();
  EXPECT_EQ(plain->steps[0].gemm.beta, 0.0);
  EXPECT_FALSE(cuagent::planToJson(*plain)["steps"][0]["gemm"].contains("beta"));
  auto one = cuagent::parsePlan(gemmPlan("beta", 1));
  ASSERT_TRUE(one) << one.message();
  EXPECT_EQ(one->steps[0].gemm.beta, 1.0);
  auto again = cuagent::parsePlan(cuagent::planToJson(*one).dump());
  ASSERT_TRUE(again) << again.message();
  EXPECT_EQ(again->steps[0].gemm.beta, 1.0);
  for (const nlohmann::json &value : {nlohmann::json(0.5), nlohmann::json(-1), nlohmann::json(2),
                                      nlohmann::json("1"), nlohmann::json(true)}) {
    auto plan = cuagent::parsePlan(gemmPlan("beta", value));
    ASSERT_FALSE(plan) << value.dump();
    EXPECT_NE(plan.message().find("'beta'"), std::string::npos) << plan.message();
    EXPECT_EQ(plan.message().find('\n'), std::string::npos) << plan.message();
  }
  auto withBias = nlohmann::json::parse(gemmPlan("epilogue", "bias"));
  withBias["steps"][0]["gemm"]["bias"] = "bias";
  withBias["steps"][0]["gemm"]["beta"] = 1;
  auto biased = cuagent::parsePlan(withBias.dump());
  ASSERT_FALSE(biased);
  EXPECT_NE(biased.message().find("takes no epilogue"), std::string::npos) << biased.message();
}

TEST(PlanFormat, CublasLtAlphaMustBeFiniteAndNonzeroInF32) {
  // cuBLASLt's scale type is f32: zero, out of its range or not a number is
  // a one-line error naming the field.
  for (const nlohmann::json &value :
       {nlohmann::json(0), nlohmann::json(-0.0), nlohmann::json(1e39), nlohmann::json(-1e300),
        nlohmann::json(1e-50), nlohmann::json("0.5"), nlohmann::json(true)}) {
    auto plan = cuagent::parsePlan(gemmPlan("alpha", value));
    ASSERT_FALSE(plan) << value.dump();
    EXPECT_NE(plan.message().find("'alpha'"), std::string::npos) << plan.message();
    EXPECT_EQ(plan.message().find('\n'), std::string::npos) << plan.message();
  }
  // Text past double's range never becomes an infinite alpha.
  std::string text = gemmPlan("alpha", 0.5);
  size_t at = text.find("0.5");
  ASSERT_NE(at, std::string::npos);
  EXPECT_FALSE(cuagent::parsePlan(text.replace(at, 3, "1e400")));
}

/// A cudnn step: a grouped 2-D conv of x [2, 4, 8, 8] by w [6, 2, 3, 3]
/// (2 groups, padding 1) into y [2, 6, 8, 8] with a bias, each field of the
/// conv object replaceable (null removes it).
nlohmann::json convStep() {
  return {{"transposed", false},
          {"x_shape", {2, 4, 8, 8}},
          {"w_shape", {6, 2, 3, 3}},
          {"y_shape", {2, 6, 8, 8}},
          {"stride", {1, 1}},
          {"padding", {1, 1}},
          {"dilation", {1, 1}},
          {"groups", 2},
          {"dtype", "f32"},
          {"compute", "32F"},
          {"engine", 0},
          {"workspace_bytes", 1024},
          {"version", 91900},
          {"x", "in0"},
          {"w", "in1"},
          {"y", "out0"},
          {"bias", "in2"},
          {"workspace", "wsconv0"}};
}

std::string convPlan(const nlohmann::json &conv) {
  auto input = [](const char *name, int index, std::vector<int64_t> shape) {
    return nlohmann::json{
        {"name", name}, {"kind", "input"}, {"index", index}, {"dtype", "f32"}, {"shape", shape}};
  };
  nlohmann::json plan = {{"format", "cuagent.plan"},
                         {"version", 1},
                         {"buffers",
                          {input("in0", 0, {2, 4, 8, 8}),
                           input("in1", 1, {6, 2, 3, 3}),
                           input("in2", 2, {6}),
                           input("small", 3, {5}),
                           {{"name", "out0"},
                            {"kind", "output"},
                            {"index", 0},
                            {"dtype", "f32"},
                            {"shape", {2, 6, 8, 8}}},
                           {{"name", "wsconv0"}, {"kind", "workspace"}, {"bytes", 1024}}}},
                         {"steps", {{{"kind", "cudnn"}, {"conv", conv}}}}};
  return plan.dump();
}

std::string convPlan(const std::string &field, const nlohmann::json &value) {
  nlohmann::json conv = convStep();
  if (value.is_null())
    conv.erase(field);
  else
    conv[field] = value;
  return convPlan(conv);
}

TEST(PlanFormat, CudnnStepRoundTrips) {
  auto plan = cuagent::parsePlan(convPlan(convStep()));
  ASSERT_TRUE(plan) << plan.message();
  ASSERT_EQ(plan->steps.size(), 1u);
  const cuagent::ConvSpec &conv = plan->steps[0].conv;
  EXPECT_EQ(plan->steps[0].kind, "cudnn");
  EXPECT_EQ(conv.yShape, (std::vector<int64_t>{2, 6, 8, 8}));
  EXPECT_EQ(conv.groups, 2);
  EXPECT_EQ(conv.version, 91900);
  EXPECT_EQ(conv.workspaceBytes, 1024u);
  EXPECT_EQ(conv.bias, "in2");
  EXPECT_EQ(conv.workspace, "wsconv0");
  nlohmann::json printed = cuagent::planToJson(*plan);
  EXPECT_EQ(printed["steps"][0]["conv"], convStep());
  auto again = cuagent::parsePlan(printed.dump());
  ASSERT_TRUE(again) << again.message();
  EXPECT_EQ(cuagent::planToJson(*again), printed);

  // Bias and workspace are optional; absent, they are not printed.
  nlohmann::json bare = convStep();
  bare.erase("bias");
  bare.erase("workspace");
  bare["workspace_bytes"] = 0;
  auto plain = cuagent::parsePlan(convPlan(bare));
  ASSERT_TRUE(plain) << plain.message();
  EXPECT_EQ(cuagent::planToJson(*plain)["steps"][0]["conv"], bare);
}

TEST(PlanFormat, CudnnStepFollowsPyTorchArithmetic) {
  // Stride 2, dilation 2: (8 + 2 - 5) / 2 + 1 = 3.
  nlohmann::json strided = convStep();
  strided["stride"] = {2, 2};
  strided["dilation"] = {2, 2};
  strided["y_shape"] = {2, 6, 3, 3};
  EXPECT_TRUE(cuagent::parsePlan(convPlan(strided)));
  // conv1d and conv3d ranks.
  nlohmann::json conv1d = convStep();
  conv1d["x_shape"] = {2, 4, 8};
  conv1d["w_shape"] = {6, 2, 3};
  conv1d["y_shape"] = {2, 6, 8};
  for (const char *name : {"stride", "padding", "dilation"})
    conv1d[name] = {conv1d[name][0]};
  auto oneD = cuagent::parsePlan(convPlan(conv1d));
  EXPECT_TRUE(oneD) << oneD.message();
  nlohmann::json conv3d = convStep();
  conv3d["x_shape"] = {1, 4, 2, 4, 4};
  conv3d["w_shape"] = {6, 2, 1, 3, 3};
  conv3d["y_shape"] = {1, 6, 2, 4, 4};
  conv3d["stride"] = {1, 1, 1};
  conv3d["padding"] = {0, 1, 1};
  conv3d["dilation"] = {1, 1, 1};
  auto threeD = cuagent::parsePlan(convPlan(conv3d));
  EXPECT_TRUE(threeD) << threeD.message();
  // Transposed: x [2, 4, 3, 3], w [C_in 4, C_out/groups 3, 3, 3], 2 groups,
  // stride 2, padding 1: (3 - 1) * 2 - 2 + 3 = 5, plus output padding 0 or 1.
  nlohmann::json transposed = convStep();
  transposed["transposed"] = true;
  transposed["x_shape"] = {2, 4, 3, 3};
  transposed["w_shape"] = {4, 3, 3, 3};
  transposed["stride"] = {2, 2};
  transposed.erase("bias"); // cuDNN has no fused bias after a data gradient
  for (int extra : {0, 1}) {
    transposed["y_shape"] = {2, 6, 5 + extra, 5};
    auto plan = cuagent::parsePlan(convPlan(transposed));
    EXPECT_TRUE(plan) << extra << ": " << plan.message();
  }
  transposed["y_shape"] = {2, 6, 7, 5};
  auto tooLarge = cuagent::parsePlan(convPlan(transposed));
  ASSERT_FALSE(tooLarge);
  EXPECT_NE(tooLarge.message().find("below max(stride, dilation) = 2, got 7"), std::string::npos)
      << tooLarge.message();
  transposed["y_shape"] = {2, 6, 5, 5};
  transposed["bias"] = "in2";
  auto fusedBias = cuagent::parsePlan(convPlan(transposed));
  ASSERT_FALSE(fusedBias);
  EXPECT_NE(fusedBias.message().find("a transposed conv cannot fuse its bias"), std::string::npos)
      << fusedBias.message();
}

TEST(PlanFormat, CudnnStepRejectsWhatCuDnnMustNotSee) {
  // A plan is data: each field is checked, with a one-line error naming it.
  auto rejected = [](const std::string &text, const std::string &phrase, const char *what) {
    auto plan = cuagent::parsePlan(text);
    ASSERT_FALSE(plan) << what;
    EXPECT_NE(plan.message().find(phrase), std::string::npos) << what << ": " << plan.message();
    EXPECT_EQ(plan.message().find('\n'), std::string::npos) << what;
  };
  auto field = [&](const std::string &name, const nlohmann::json &value,
                   const std::string &phrase) {
    rejected(convPlan(name, value), phrase, name.c_str());
  };
  // Types and presence.
  field("transposed", "no", "field 'transposed' must be true or false");
  field("groups", "2", "field 'groups' must be");
  field("x_shape", "2x4", "field 'x_shape' must be");
  field("stride", {1, "1"}, "stride");
  field("y", 7, "field 'y' must be a string");
  field("version", nullptr, "'version' is missing");
  field("engine", nullptr, "'engine' is missing");
  field("w", nullptr, "'w' is missing");
  // Ranks and spatial lists.
  field("x_shape", {2, 4, 8, 8, 1, 1}, "x_shape");
  field("w_shape", {6, 2, 3}, "one rank in 3..5");
  field("stride", {1}, "field 'stride' must list 2 entries");
  field("dilation", {1, 1, 1}, "field 'dilation'");
  // Bounds.
  field("stride", {0, 1}, "stride");
  field("padding", {-1, 1}, "padding");
  field("dilation", {1, 0}, "dilation");
  field("x_shape", {2, 0, 8, 8}, "x_shape");
  field("groups", 0, "groups");
  field("engine", 64, "field 'engine'");
  field("engine", -1, "field 'engine'");
  field("dtype", "f64", "field 'dtype' must be f32, f16 or bf16");
  field("dtype", "b8", "field 'dtype' must be f32, f16 or bf16"); // task dtypes, not a conv's
  field("dtype", "i64", "field 'dtype' must be f32, f16 or bf16");
  field("compute", "16F", "must be 32F or 32F_FAST_TF32");
  field("layout", "nchwc", "field 'layout' must be nchw (PyTorch's, the default) or nhwc");
  field("layout", 1, "layout");
  // Conv arithmetic.
  field("groups", 3, "groups (3) must divide the 4 input channels");
  field("groups", 4, "must divide the 4 input channels and w_shape[0] (6)");
  field("w_shape", {6, 4, 3, 3}, "w_shape takes 8 input channels");
  field("y_shape", {2, 6, 6, 6}, "y_shape spatial dim 0 must be 8, got 6");
  field("y_shape", {2, 5, 8, 8}, "y_shape must be [2, 6, ...]");
  field("y_shape", {1, 6, 8, 8}, "y_shape must be [2, 6, ...]");
  field("padding", {0, 0}, "y_shape spatial dim 0 must be 6");
  field("w_shape", {6, 2, 11, 3}, "smaller than the kernel extent 11");
  field("dilation", {5, 1}, "smaller than the kernel extent 11");
  // Buffers: declared, large enough, not aliased.
  field("x", "nothing", "undeclared buffer 'nothing' as x");
  field("y", "small", "y spans 3072 bytes but buffer 'small' holds 20");
  field("bias", "small", "bias spans 24 bytes but buffer 'small' holds 20");
  field("w", "in2", "w spans 432 bytes but buffer 'in2' holds 24");
  field("y", "in0", "y spans 3072 bytes but buffer 'in0' holds 2048");
  field("bias", "out0", "y must not alias");
  field("workspace_bytes", 2048, "smaller than 2048 bytes");
  field("workspace", nullptr, "'workspace_bytes' needs a 'workspace' buffer");
  field("workspace", "out0", "workspace must not alias");
  // TF32 is a mode of f32 data.
  nlohmann::json half = convStep();
  half["dtype"] = "f16";
  half["compute"] = "32F_FAST_TF32";
  rejected(convPlan(half), "applies to f32 data only", "f16 with TF32");
  half["compute"] = "32F";
  EXPECT_TRUE(cuagent::parsePlan(convPlan(half))) << "f16 data fits the f32 buffers";
  // Transposed: channels as a transposed conv reads them.
  nlohmann::json transposed = convStep();
  transposed["transposed"] = true;
  rejected(convPlan(transposed), "w_shape takes 6 input channels in 2 groups but x_shape has 4",
           "transposed channels");
}

} // namespace
