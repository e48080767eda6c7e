#include "cuagent/Format/Plan.h"
#include "cuagent/Format/Task.h"
#include "cuagent/Support/FileSystem.h"

#include <gtest/gtest.h>

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
}

TEST(Task, KeyIgnoresReferenceDataButNotTheGraph) {
  auto task = cuagent::parseTask(kTask);
  ASSERT_TRUE(task);
  auto key = cuagent::taskCacheKey(*task, "builtin");
  ASSERT_TRUE(key);
  cuagent::Task other = *task;
  other.stockTimeMs = 9;
  other.references.clear();
  EXPECT_EQ(*cuagent::taskCacheKey(other, "builtin"), *key);
  other.nodes[1].attrs["other"] = 3.0;
  EXPECT_NE(*cuagent::taskCacheKey(other, "builtin"), *key);
  EXPECT_NE(*cuagent::taskCacheKey(*task, "file"), *key);
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
      {"bad dtype",
       replace("\"dtype\": \"f32\", \"shape\": [4, 8], \"strides\": [8, 1]}],\n    \"nodes\"",
               "\"dtype\": \"i64\", \"shape\": [4, 8]}],\n    \"nodes\""),
       "unsupported dtype 'i64'"},
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

} // namespace
