// Regression tests for issue 14's table (hostile input to the task and plan
// formats, the file reader and the cache): each bad input gets a one-line
// error that names the field, never an exception, a hang or acceptance.
#include "cuagent/Format/Validate.h"
#include "cuagent/Cache/KernelCache.h"
#include "cuagent/Format/Plan.h"
#include "cuagent/Format/Task.h"
#include "cuagent/Support/FileSystem.h"
#include "cuagent/Support/Sha256.h"

#include <gtest/gtest.h>

#include <fcntl.h>
#include <filesystem>
#include <fstream>
#include <sys/stat.h>
#include <unistd.h>

namespace {

const char *kTask = R"json({
  "format": "cuagent.task", "version": 1, "name": "g0",
  "graph": {
    "inputs": [{"name": "%x", "dtype": "f32", "shape": [4, 8]},
               {"name": "%y", "dtype": "f32", "shape": [4, 8]}],
    "nodes": [NODE],
    "outputs": [{"name": "%o", "dtype": "f32", "shape": [OUT]}]
  }
})json";

std::string task(const std::string &node, const std::string &out = "4, 8") {
  std::string text = kTask;
  text.replace(text.find("NODE"), 4, node);
  text.replace(text.find("OUT"), 3, out);
  return text;
}

/// Parses `text` and expects a one-line error containing `expected`.
void expectRejected(const std::string &text, const std::string &expected) {
  auto parsed = cuagent::parseTask(text);
  ASSERT_FALSE(parsed) << "accepted: " << text.substr(0, 300);
  EXPECT_NE(parsed.message().find(expected), std::string::npos) << parsed.message();
  EXPECT_EQ(parsed.message().find('\n'), std::string::npos) << parsed.message();
}

TEST(Validate, GoodTaskStillParses) {
  auto parsed = cuagent::parseTask(task(
      R"({"op": "aten::mean.dim", "inputs": ["%x"], "outputs": ["%o"],
          "attrs": {"dim": [-1], "keepdim": true}})",
      "4, 1"));
  ASSERT_TRUE(parsed) << parsed.message();
}

// Row: wrong JSON type in an attribute ("dim": ["a"], "keepdim": "yes").
TEST(Validate, WrongAttributeTypesNameTheField) {
  expectRejected(task(R"({"op": "aten::mean.dim", "inputs": ["%x"], "outputs": ["%o"],
                          "attrs": {"dim": ["a"], "keepdim": false}})"),
                 "field 'dim' entry 0 must be an integer");
  expectRejected(task(R"({"op": "aten::mean.dim", "inputs": ["%x"], "outputs": ["%o"],
                          "attrs": {"dim": [-1], "keepdim": "yes"}})"),
                 "field 'keepdim' must be true or false, got string");
  expectRejected(task(R"({"op": "aten::softmax.int", "inputs": ["%x"], "outputs": ["%o"],
                          "attrs": {"dim": 1.5}})"),
                 "field 'dim' must be an integer");
  expectRejected(task(R"({"op": "aten::gelu", "inputs": ["%x"], "outputs": ["%o"],
                          "attrs": {"approximate": 3}})"),
                 "field 'approximate' must be a string");
  expectRejected(task(R"({"op": "aten::relu", "inputs": ["%x"], "outputs": ["%o"],
                          "attrs": {"inplace": true}})"),
                 "unknown attribute 'inplace'");
  expectRejected(task(R"({"op": "aten::add.Tensor", "inputs": ["%x"], "outputs": ["%o"]})"),
                 "expected 2 tensor input(s), got 1");
  expectRejected(task(R"({"op": 7, "inputs": ["%x"], "outputs": ["%o"]})"),
                 "field 'op' must be a string, got integer");
}

// Attributes are checked against the op's registry row, so rows added after
// issue 14 (activations) are validated with no per-op code.
TEST(Validate, RegistryRowsDecideTheAttributes) {
  expectRejected(
      task(R"({"op": "aten::elu", "inputs": ["%x"], "outputs": ["%o"],
                          "attrs": {"alpha": "1"}})"),
      "attribute 'alpha' must be a number or one of \"inf\", \"-inf\", \"nan\", got \"1\"");
  expectRejected(task(R"({"op": "aten::softplus", "inputs": ["%x"], "outputs": ["%o"],
                          "attrs": {"beta": 1, "bogus": 2}})"),
                 "unknown attribute 'bogus' (this op takes: beta, threshold)");
  expectRejected(
      task(R"({"op": "aten::hardtanh", "inputs": ["%x"], "outputs": ["%o"],
                          "attrs": {"min_val": null}})"),
      "attribute 'min_val' must be a number or one of \"inf\", \"-inf\", \"nan\", got null");
  expectRejected(task(R"({"op": "aten::sum.dim_IntList", "inputs": ["%x"], "outputs": ["%o"],
                          "attrs": {"dim": [-1], "dtype": "f16"}})",
                      "4"),
                 "attribute 'dtype' must be null");
  expectRejected(task(R"({"op": "aten::gelu", "inputs": ["%x"], "outputs": ["%o"],
                          "attrs": {"approximate": "erf"}})"),
                 "attribute 'approximate' must be \"none\" or \"tanh\", got \"erf\"");
  EXPECT_TRUE(cuagent::parseTask(task(R"({"op": "aten::hardtanh", "inputs": ["%x"],
      "outputs": ["%o"], "attrs": {"min_val": -2.0, "max_val": 2}})")));
  EXPECT_TRUE(cuagent::parseTask(task(R"({"op": "aten::leaky_relu", "inputs": ["%x"],
      "outputs": ["%o"]})")));
}

// Row: null scalar ("other": null on aten::mul.Scalar was compiled as x * 0).
TEST(Validate, NullScalarsAreRejected) {
  expectRejected(
      task(R"({"op": "aten::mul.Scalar", "inputs": ["%x"], "outputs": ["%o"],
                          "attrs": {"other": null}})"),
      "attribute 'other' must be a number or one of \"inf\", \"-inf\", \"nan\", got null");
  expectRejected(task(R"({"op": "aten::mul.Scalar", "inputs": ["%x"], "outputs": ["%o"],
                          "attrs": {}})"),
                 "required attribute 'other' is missing");
  // JSON has no infinities: they are these strings (Format/Number.h).
  EXPECT_TRUE(cuagent::parseTask(task(R"({"op": "aten::mul.Scalar", "inputs": ["%x"],
      "outputs": ["%o"], "attrs": {"other": "-inf"}})")));
  expectRejected(task(R"({"op": "aten::mul.Scalar", "inputs": ["%x"], "outputs": ["%o"],
                          "attrs": {"other": "infinity"}})"),
                 "got \"infinity\"");
  expectRejected(
      task(R"({"op": "aten::add.Tensor", "inputs": ["%x", "%y"], "outputs": ["%o"],
                          "attrs": {"alpha": null}})"),
      "attribute 'alpha' must be a number or one of \"inf\", \"-inf\", \"nan\", got null");
  expectRejected(task(R"({"op": "aten::clamp", "inputs": ["%x"], "outputs": ["%o"],
                          "attrs": {"min": null, "max": null}})"),
                 "clamp needs a number for 'min' or 'max'");
  // clamp's bounds are Optional[Scalar]: one null bound is fine.
  EXPECT_TRUE(cuagent::parseTask(task(R"({"op": "aten::clamp", "inputs": ["%x"],
      "outputs": ["%o"], "attrs": {"min": null, "max": 1.0}})")));
}

// Row: deeply nested JSON in node attrs (100k nested arrays segfaulted).
TEST(Validate, DeepNestingIsRejectedBeforeParsing) {
  std::string deep = std::string(100000, '[') + std::string(100000, ']');
  expectRejected(task(R"({"op": "aten::relu", "inputs": ["%x"], "outputs": ["%o"],
                          "attrs": {"x": )" +
                      deep + "}}"),
                 "deep; the limit is 64");
  // Brackets inside strings do not count.
  EXPECT_EQ(cuagent::jsonNestingDepth(R"({"a": "[[[[[[\"[[["})"), 1);
  auto plan = cuagent::parsePlan(deep);
  ASSERT_FALSE(plan);
  EXPECT_NE(plan.message().find("nests"), std::string::npos) << plan.message();
}

// Row: byte-count overflow (a dim of 2^60+96 wrapped to the real file size).
TEST(Validate, ByteCountsAreOverflowChecked) {
  std::string node = R"({"op": "aten::relu", "inputs": ["%x"], "outputs": ["%o"]})";
  std::string text = task(node);
  text.replace(text.find("[4, 8]"), 6, "[1152921504606847072]");
  expectRejected(text, "overflows or exceeds the limit");
  text = task(node);
  text.replace(text.find("[4, 8]"), 6, "[4294967296, 4294967296]");
  expectRejected(text, "overflows or exceeds the limit");
  text = task(node);
  text.replace(text.find("[4, 8]"), 6, "[18446744073709551615]");
  expectRejected(text, "must be an integer in [0, 9223372036854775807]");
  text = task(node);
  text.replace(text.find("[4, 8]"), 6, "[1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]");
  expectRejected(text, "has 17 entries; the limit is 16");
  EXPECT_FALSE(cuagent::checkedByteCount({int64_t(1) << 62, 4}, 4));
  EXPECT_EQ(*cuagent::checkedByteCount({4, 8}, 2), 64u);
}

TEST(Validate, TopLevelFieldsAreTypeChecked) {
  std::string node = R"({"op": "aten::relu", "inputs": ["%x"], "outputs": ["%o"]})";
  std::string text = task(node);
  text.replace(text.find("\"name\": \"g0\""), 12, "\"name\": 5");
  expectRejected(text, "task: field 'name' must be a string, got integer");
  text = task(node);
  text.replace(text.find("\"version\": 1"), 12, "\"version\": \"1\"");
  expectRejected(text, "field 'version' must be an integer");
  text = task(node);
  text.replace(text.find("\"format\""), 8, "\"stock_time_ms\": \"fast\", \"format\"");
  expectRejected(text, "field 'stock_time_ms' must be a number, got string");
}

TEST(Validate, DataFilesMustBePlainNames) {
  std::string text = task(R"({"op": "aten::relu", "inputs": ["%x"], "outputs": ["%o"]})");
  text.replace(text.find("\"shape\": [4, 8]}"), 16,
               R"("shape": [4, 8], "kind": "parameter", "file": "../../etc/passwd"})");
  expectRejected(text, "must be a plain file name");
}

// Row: special files as the task (/dev/zero read forever, a FIFO blocked).
TEST(Validate, OnlyRegularFilesAreRead) {
  auto zero = cuagent::readFile("/dev/zero");
  ASSERT_FALSE(zero);
  EXPECT_NE(zero.message().find("not a regular file"), std::string::npos) << zero.message();
  auto dir = cuagent::makeTempDir("cuagent-validate-");
  ASSERT_TRUE(dir);
  std::string fifo = *dir + "/fifo";
  ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
  auto fromFifo = cuagent::loadTask(fifo); // must return at once, not block
  ASSERT_FALSE(fromFifo);
  EXPECT_NE(fromFifo.message().find("not a regular file"), std::string::npos);
  auto fromDir = cuagent::loadTask(*dir);
  EXPECT_FALSE(fromDir);
  // A size cap: a file larger than the limit is not read into memory.
  std::string big = *dir + "/big.json";
  {
    std::ofstream out(big);
    out << std::string(4096, ' ');
  }
  auto capped = cuagent::readFile(big, 1000);
  ASSERT_FALSE(capped);
  EXPECT_NE(capped.message().find("4096 bytes"), std::string::npos) << capped.message();
  cuagent::TensorSpec spec{"%x", cuagent::DType::F32, {4}, {1}};
  EXPECT_FALSE(cuagent::checkTensorFile(fifo, spec));
  cuagent::removeAllQuietly(*dir);
}

const char *kPlan = R"json({"format": "cuagent.plan", "version": 1,
  "buffers": [{"name": "in0", "kind": "input", "index": 0, "dtype": "f32", "shape": [4, 8]},
              {"name": "in1", "kind": "input", "index": 1, "dtype": "f32", "shape": [4, 8]},
              {"name": "out0", "kind": "output", "index": 0, "dtype": "f32", "shape": [4, 8]}],
  "modules": [{"name": "m0", "file": "kernels.cubin"}],
  "steps": [{"kind": "launch", "module": "m0", "function": "k", "grid": [1, 1, 1],
             "block": [128, 1, 1], "shared_bytes": 0, "args": ["in0", "in1", "out0"]}]})json";

std::string plan(const std::string &from, const std::string &to) {
  std::string text = kPlan;
  size_t at = text.find(from);
  EXPECT_NE(at, std::string::npos) << from;
  return text.replace(at, from.size(), to);
}

TEST(Validate, PlanFieldsAreTypeAndRangeChecked) {
  ASSERT_TRUE(cuagent::parsePlan(kPlan));
  struct Case {
    std::string from, to, expected;
  } cases[] = {
      {"\"block\": [128, 1, 1]", "\"block\": [\"128\", 1, 1]", "field 'block' entry 0"},
      // 2^31+1 times 2 wraps to 2 in 32 bits.
      {"\"block\": [128, 1, 1]", "\"block\": [2147483649, 2, 1]", "field 'block' entry 0"},
      {"\"block\": [128, 1, 1]", "\"block\": [64, 64, 1]", "4096 threads; the limit is 1024"},
      {"\"grid\": [1, 1, 1]", "\"grid\": [1, 1]", "must list 3 dimensions"},
      {"\"grid\": [1, 1, 1]", "\"grid\": [1, 70000, 1]", "dimension 1 is 70000"},
      {"\"shared_bytes\": 0", "\"shared_bytes\": -1", "field 'shared_bytes'"},
      {"\"shared_bytes\": 0", "\"shared_bytes\": null", "field 'shared_bytes'"},
      {"\"index\": 1", "\"index\": -1", "field 'index'"},
      {"\"shape\": [4, 8]}", "\"shape\": [1152921504606847072]}", "overflows"},
      {"\"kind\": \"launch\"", "\"kind\": 1", "field 'kind' must be a string"},
      {"\"args\": [\"in0\"", "\"args\": [5", "field 'args' must be an array of strings"},
      {"\"file\": \"kernels.cubin\"", "\"file\": \"../x\"", "plain file name"},
  };
  for (const Case &c : cases) {
    auto parsed = cuagent::parsePlan(plan(c.from, c.to));
    ASSERT_FALSE(parsed) << c.to;
    EXPECT_NE(parsed.message().find(c.expected), std::string::npos)
        << c.to << ": " << parsed.message();
  }
}

class TrustTest : public ::testing::Test {
protected:
  void SetUp() override {
    auto dir = cuagent::makeTempDir("cuagent-trust-test-");
    ASSERT_TRUE(dir);
    root_ = *dir;
    auto parsed = cuagent::parseTask(
        task(R"({"op": "aten::add.Tensor", "inputs": ["%x", "%y"], "outputs": ["%o"]})"));
    ASSERT_TRUE(parsed) << parsed.message();
    task_ = parsed.take();
    auto material = cuagent::taskKeyMaterial(task_, "builtin");
    ASSERT_TRUE(material);
    material_ = *material;
    key_ = cuagent::sha256Hex(material_);
  }
  void TearDown() override { cuagent::removeAllQuietly(root_); }

  std::map<std::string, std::string> files(const std::string &planText = kPlan) const {
    return {{"report.json", R"({"status": "verified"})"},
            {"plan.json", planText},
            {"kernels.cubin", "cubin bytes"},
            {"task.json", cuagent::taskToJson(task_).dump()},
            {"key.json", material_}};
  }
  cuagent::LookupResult lookup(const cuagent::KernelCache &cache, const std::string &key) {
    cuagent::CacheEntry entry;
    reason_.clear();
    return cache.lookup(key, entry, reason_);
  }

  std::string root_, material_, key_, reason_;
  cuagent::Task task_;
};

TEST_F(TrustTest, KeyIsRecomputedFromTheEntrysTask) {
  cuagent::KernelCache cache(root_, "");
  ASSERT_TRUE(cache.store(key_, files()));
  EXPECT_EQ(lookup(cache, key_), cuagent::LookupResult::Hit) << reason_;
  // The same (valid) entry placed under another task's key is never run.
  std::string other(64, 'c');
  ASSERT_TRUE(cache.store(other, files()));
  EXPECT_EQ(lookup(cache, other), cuagent::LookupResult::Corrupt);
  EXPECT_NE(reason_.find("does not hash to its key"), std::string::npos) << reason_;
  // A plan for another signature does not load either.
  std::string third(64, 'd');
  cuagent::Task changed = task_;
  changed.inputs[0].shape = {8, 4};
  changed.inputs[1].shape = {8, 4};
  changed.outputs[0].shape = {8, 4};
  std::string material = *cuagent::taskKeyMaterial(changed, "builtin");
  std::string changedKey = cuagent::sha256Hex(material);
  auto entryFiles = files();
  entryFiles["task.json"] = cuagent::taskToJson(changed).dump();
  entryFiles["key.json"] = material;
  ASSERT_TRUE(cache.store(changedKey, entryFiles));
  EXPECT_EQ(lookup(cache, changedKey), cuagent::LookupResult::Corrupt);
  EXPECT_NE(reason_.find("but the task's input 0 is f32[8, 4]"), std::string::npos) << reason_;
  // An entry with a plan but without its task is refused.
  entryFiles = files();
  entryFiles.erase("key.json");
  ASSERT_TRUE(cache.store(third, entryFiles));
  EXPECT_EQ(lookup(cache, third), cuagent::LookupResult::Corrupt);
  EXPECT_NE(reason_.find("no task.json/key.json"), std::string::npos) << reason_;
}

// Row: forged cache entry with a re-hashed manifest (report set to
// verified, random cubin) was loaded.
// On a GPU the task's target also names the device, driver and NVRTC (part of
// the key): an entry written there must still recompute to its key.
TEST_F(TrustTest, KeyWithToolchainFieldsRecomputes) {
  cuagent::Task gpuTask = task_;
  gpuTask.device = "NVIDIA H200";
  gpuTask.driverVersion = 13000;
  gpuTask.nvrtcVersion = "13.0";
  std::string material = *cuagent::taskKeyMaterial(gpuTask, "builtin");
  std::string key = cuagent::sha256Hex(material);
  ASSERT_NE(key, key_);
  auto entryFiles = files();
  entryFiles["task.json"] = cuagent::taskToJson(gpuTask).dump();
  entryFiles["key.json"] = material;
  cuagent::KernelCache cache(root_, "");
  ASSERT_TRUE(cache.store(key, entryFiles));
  EXPECT_EQ(lookup(cache, key), cuagent::LookupResult::Hit) << reason_;
}

TEST_F(TrustTest, SignedCacheRefusesForgedAndUnsignedEntries) {
  cuagent::KernelCache signer(root_, "shared secret");
  ASSERT_TRUE(signer.store(key_, files()));
  ASSERT_EQ(lookup(signer, key_), cuagent::LookupResult::Hit) << reason_;
  std::string dir = signer.entryDirectory(key_);

  // Forge: replace the cubin and re-hash the manifest, as an attacker with
  // write access to the directory (but not the key) can.
  std::string forged = "random cubin";
  ASSERT_TRUE(cuagent::writeFile(dir + "/kernels.cubin", forged.data(), forged.size()));
  auto manifest = nlohmann::json::parse(*cuagent::readFile(dir + "/manifest.json"));
  manifest["files"]["kernels.cubin"] = cuagent::sha256Hex(forged);
  ASSERT_TRUE(cuagent::writeFileAtomic(dir + "/manifest.json", manifest.dump(2) + "\n"));
  // Without a key, the forgery is indistinguishable from the user's own entry.
  EXPECT_EQ(lookup(cuagent::KernelCache(root_, ""), key_), cuagent::LookupResult::Hit);
  EXPECT_EQ(lookup(signer, key_), cuagent::LookupResult::Corrupt);
  EXPECT_NE(reason_.find("signature does not match"), std::string::npos) << reason_;
  EXPECT_EQ(lookup(cuagent::KernelCache(root_, "another key"), key_),
            cuagent::LookupResult::Corrupt);

  // Unsigned entries are refused when a key is required...
  std::string unsignedKey(64, 'e');
  ASSERT_TRUE(cuagent::KernelCache(root_, "").store(unsignedKey, {{"report.json", "{}"}}));
  EXPECT_EQ(lookup(signer, unsignedKey), cuagent::LookupResult::Corrupt);
  EXPECT_NE(reason_.find("not signed"), std::string::npos) << reason_;
  // ...and the key comes from the environment by default.
  ::setenv(cuagent::kCacheSigningKeyEnv, "shared secret", 1);
  cuagent::KernelCache fromEnv(root_);
  ::unsetenv(cuagent::kCacheSigningKeyEnv);
  EXPECT_TRUE(fromEnv.requiresSignatures());
  EXPECT_EQ(lookup(fromEnv, unsignedKey), cuagent::LookupResult::Corrupt);
}

TEST(Hmac, KnownVector) {
  // RFC 4231, test case 2.
  EXPECT_EQ(cuagent::hmacSha256Hex("Jefe", "what do ya want for nothing?"),
            "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843");
}

} // namespace
