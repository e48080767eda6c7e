//===- LearnedModelTest.cpp - The trained ranker on the C++ side -----------===//
//
// Features equal tools/policy/features.py's (the fixture Python writes and
// test/python/test_policy_train.py keeps current), committed models load and
// reproduce LightGBM's predictions, broken models are refused with a reason,
// and the ranked policy orders, widens k and falls back as documented.
//
//===----------------------------------------------------------------------===//
#include "cuagent/Agent/LearnedModel.h"
#include "cuagent/Agent/BatchTiling.h"
#include "cuagent/Support/Sha256.h"

#include <gtest/gtest.h>

#include <algorithm>

#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <utility>

namespace {

using cuagent::Candidate;
using cuagent::CandidateFeedback;
using cuagent::LearnedModel;
using json = nlohmann::json;
namespace fs = std::filesystem;

const fs::path kSource = CUAGENT_SOURCE_DIR;

std::string readText(const fs::path &path) {
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

TEST(RankerFeatures, EqualPythonFeaturesOnTheFixture) {
  json fixture = json::parse(readText(kSource / "test/unit/Inputs/ranker-features.json"));
  EXPECT_EQ(fixture["feature_version"].get<int>(), cuagent::kRankerFeatureVersion);
  ASSERT_EQ(fixture["feature_names"], json(cuagent::rankerFeatureNames()));
  ASSERT_GE(fixture["cases"].size(), 30u);
  for (const json &c : fixture["cases"]) {
    std::string where = c["task"].get<std::string>() + " " + c["candidate"].get<std::string>();
    auto task = cuagent::loadTask((kSource / c["task"].get<std::string>()).string());
    ASSERT_TRUE(task) << where << ": " << task.message();
    const json &p = c["params"];
    cuagent::RankerParams params;
    params.block = p["block"];
    params.vector = p["vector"];
    params.warpPerRow = p["warp_per_row"];
    params.maxCached = p["max_cached"];
    params.gemmAlgo = p.value("gemm_algo", 0);
    params.convEngine = p.value("conv_engine", -1);
    params.handsetRank = p.value("handset_rank", 0);
    if (p.contains("conv_bias_fused"))
      params.convBiasFused = p["conv_bias_fused"].get<bool>() ? 1 : 0;
    if (p.contains("conv_ws_sized"))
      params.convWsSized = p["conv_ws_sized"].get<bool>() ? 1 : 0;
    params.fp32Emulated = p.value("fp32_emulated", false);
    params.strictRound = p.value("strict_round", 0);
    params.splitBlocksPerSm = p.value("split_blocks_per_sm", cuagent::kDefaultSplitBlocksPerSm);
    if (p.contains("conv_channels_last")) // with every conv candidate's id, like -ws
      params.convChannelsLast = p["conv_channels_last"].get<bool>() ? 1 : 0;
    if (p.contains("conv_layout_copies"))
      params.convLayoutCopies = p["conv_layout_copies"].get<bool>() ? 1 : 0;
    if (p.contains("conv_transposed_forward"))
      params.convTransposedForward = p["conv_transposed_forward"].get<bool>() ? 1 : 0;
    params.attentionKeyTile = p.value("attention_key_tile", 0);
    params.attentionQueryShared = p.value("attention_query_shared", false);
    params.attentionScoreChains = p.value("attention_score_chains", 1);
    params.attentionAsyncCopy = p.value("attention_async_copy", false);
    params.layoutTile = p.value("layout_tile", 0);
    std::vector<double> got = cuagent::rankerFeatures(cuagent::summarizeTask(*task), params);
    std::vector<double> expected = c["features"];
    ASSERT_EQ(got.size(), expected.size()) << where;
    for (size_t i = 0; i < got.size(); ++i)
      EXPECT_EQ(got[i], expected[i]) << where << ": " << cuagent::rankerFeatureNames()[i];
  }
}

TEST(RankerFeatures, CandidateParamsComeFromKernelParamsAndConvFeatures) {
  Candidate c;
  c.params.blockSize = 512;
  c.params.vectorWidth = 2;
  c.params.warpPerRow = true;
  c.params.gemmAlgo = 3;
  cuagent::RankerParams plain = cuagent::rankerParams(c);
  EXPECT_EQ(plain.block, 512);
  EXPECT_EQ(plain.vector, 2);
  EXPECT_TRUE(plain.warpPerRow);
  EXPECT_EQ(plain.gemmAlgo, 3);
  EXPECT_EQ(plain.convEngine, -1);
  EXPECT_EQ(plain.convBiasFused, -1);
  c.features["conv_engine"] = 2.0;
  c.features["conv_bias_fused"] = 0.0;
  cuagent::RankerParams conv = cuagent::rankerParams(c);
  EXPECT_EQ(conv.convEngine, 2);
  EXPECT_EQ(conv.convBiasFused, 0);
  EXPECT_EQ(conv.convWsSized, 0) << "a conv candidate without -ws";
  EXPECT_FALSE(conv.fp32Emulated);
  EXPECT_EQ(conv.strictRound, 0);
  EXPECT_EQ(conv.splitBlocksPerSm, cuagent::kDefaultSplitBlocksPerSm);
  EXPECT_EQ(plain.convWsSized, -1) << "no conv step";
  // The driver's suffixes ("-plain", a tiled round's "-bt<n>") hide nothing.
  for (const char *id : {"builtin/b256-v4-block-c32-f32", "builtin/b256-v4-block-c32-f32-plain",
                         "builtin/b256-v4-block-c32-f32-bt16"}) {
    c.id = id;
    EXPECT_EQ(cuagent::rankerParams(c).strictRound, 2) << id;
  }
  EXPECT_EQ(cuagent::policyCandidateId("builtin/b256-v4-block-c32-f32g-bt8"),
            "builtin/b256-v4-block-c32-f32g");
  EXPECT_EQ(cuagent::policyCandidateId("file/x-bt"), "file/x-bt");
}

/// The variants the id's suffixes name (features v4): each differs from its
/// plain twin in its own feature, and in no other.
TEST(RankerFeatures, SuffixedVariantsDifferFromTheirPlainTwins) {
  auto task = cuagent::loadTask((kSource / "test/Import/Inputs/conv_small.task.json").string());
  ASSERT_TRUE(task) << task.message();
  cuagent::TaskSummary summary = cuagent::summarizeTask(*task);
  const std::vector<std::string> &names = cuagent::rankerFeatureNames();
  auto features = [&](const Candidate &c) {
    std::map<std::string, double> out;
    std::vector<double> values = cuagent::rankerFeatures(summary, cuagent::rankerParams(c));
    EXPECT_EQ(values.size(), names.size());
    for (size_t i = 0; i < names.size() && i < values.size(); ++i)
      out[names[i]] = values[i];
    return out;
  };
  // What withConvVariants makes: engine 0, bias in the graph.
  Candidate twin;
  twin.id = "builtin/b256-v4-block-c32-e0-bf";
  twin.params.convEngine = 0;
  twin.features["conv_engine"] = 0.0;
  twin.features["conv_bias_fused"] = 1.0;
  std::map<std::string, double> base = features(twin);
  EXPECT_EQ(base["conv_ws_sized"], 0.0);
  EXPECT_EQ(base["fp32_emulated"], 0.0);
  EXPECT_EQ(base["strict_round"], 0.0);
  EXPECT_EQ(base["split_blocks_per_sm"], 8.0);
  auto onlyDiffers = [&](const Candidate &c, const std::string &name, double value) {
    std::map<std::string, double> got = features(c), expected = base;
    expected[name] = value;
    EXPECT_EQ(got, expected) << c.id;
  };

  Candidate sized = twin; // -ws: the workspace limit sized to the tensors (decision 50)
  sized.id += "-ws";
  sized.params.convWorkspaceSized = true;
  sized.features["conv_workspace_sized"] = 1.0;
  onlyDiffers(sized, "conv_ws_sized", 1.0);

  Candidate emulated = twin; // -x3: 3xTF32 (decision 49)
  emulated.id += "-x3";
  emulated.params.fp32Emulated = true;
  emulated.features["fp32_emulated"] = 1.0;
  onlyDiffers(emulated, "fp32_emulated", 1.0);

  Candidate strict = twin; // the tf32 mode's strict-fp32 rounds
  strict.id += "-f32";
  strict.params.convCompute = "32F";
  onlyDiffers(strict, "strict_round", 2.0);
  strict.id = twin.id + "-f32g";
  onlyDiffers(strict, "strict_round", 1.0);
  strict.id = twin.id + "-f32-plain"; // the unrewritten round keeps its compute suffix
  onlyDiffers(strict, "strict_round", 2.0);

  Candidate split = twin; // a split reduction's second stage-1 grid
  split.id = "builtin/b256-v4-block-c32-s4-e0-bf";
  split.params.splitBlocksPerSm = 4;
  onlyDiffers(split, "split_blocks_per_sm", 4.0);

  // Version 5: the layouts around the conv (decisions 59, 119, 137).
  EXPECT_EQ(base["conv_channels_last"], 0.0);
  EXPECT_EQ(base["conv_layout_copies"], 0.0);
  Candidate channelsLast = twin;
  channelsLast.id += "-cl";
  channelsLast.params.convChannelsLast = true;
  onlyDiffers(channelsLast, "conv_channels_last", 1.0);
  Candidate copies = channelsLast; // -clc: PyTorch's layout around it, copies
  copies.id += "c";
  copies.params.convInPlaceLayouts = false;
  std::map<std::string, double> got = features(copies), expected = base;
  expected["conv_channels_last"] = expected["conv_layout_copies"] = 1.0;
  EXPECT_EQ(got, expected);
  Candidate forward = twin;
  forward.id += "-fw";
  forward.params.convTransposedForward = true;
  onlyDiffers(forward, "conv_transposed_forward", 1.0);
  Candidate tiled = twin; // decision 146's square layout tiles
  tiled.params.layoutTile = 32;
  onlyDiffers(tiled, "layout_tile", 32.0);
}

/// A model of one or two trees over the real feature names: block <= 128 is
/// predicted faster (-1) than larger blocks (+1); optional ranges and checks.
size_t blockIndex() {
  const std::vector<std::string> &names = cuagent::rankerFeatureNames();
  return size_t(std::find(names.begin(), names.end(), "block") - names.begin());
}

json tinyModel(double blockMin = -1e300, double blockMax = 1e300) {
  size_t n = cuagent::rankerFeatureNames().size();
  size_t block = blockIndex();
  EXPECT_EQ(cuagent::rankerFeatureNames()[block], "block");
  std::vector<double> lo(n, -1e300), hi(n, 1e300);
  lo[block] = blockMin;
  hi[block] = blockMax;
  json tree{{"split_feature", {int(block)}}, {"threshold", {128.0}}, {"default_left", {true}},
            {"missing_type", {"None"}},      {"left_child", {-1}},   {"right_child", {-2}},
            {"leaf_value", {-1.0, 1.0}}};
  json constant{{"split_feature", json::array()},
                {"threshold", json::array()},
                {"default_left", json::array()},
                {"missing_type", json::array()},
                {"left_child", json::array()},
                {"right_child", json::array()},
                {"leaf_value", {0.25}}};
  std::vector<double> small(n, 0.0), large(n, 0.0);
  small[block] = 128;
  large[block] = 256;
  return json{{"format", "cuagent.ranker"},
              {"version", 2},
              {"kind", "trees"},
              {"feature_version", cuagent::kRankerFeatureVersion},
              {"feature_names", cuagent::rankerFeatureNames()},
              {"feature_min", lo},
              {"feature_max", hi},
              {"ood_k", 3},
              {"trees", {tree, constant}},
              {"checks",
               {{{"features", small}, {"prediction", -0.75}},
                {{"features", large}, {"prediction", 1.25}}}}};
}

std::vector<double> withBlock(double block) {
  std::vector<double> f(cuagent::rankerFeatureNames().size(), 0.0);
  f[blockIndex()] = block;
  return f;
}

TEST(LearnedModel, PredictsAndGuardsItsRange) {
  auto model = LearnedModel::load(tinyModel(128, 256).dump());
  ASSERT_TRUE(model) << model.message();
  EXPECT_EQ(model->numTrees(), 2u);
  EXPECT_EQ(model->predict(withBlock(64)), -0.75);
  EXPECT_EQ(model->predict(withBlock(512)), 1.25);
  EXPECT_TRUE(model->inRange(withBlock(128)));
  EXPECT_EQ(model->recommendedK(withBlock(256)), 1);
  EXPECT_FALSE(model->inRange(withBlock(512)));
  EXPECT_EQ(model->recommendedK(withBlock(512)), 3);
  EXPECT_EQ(model->recommendedK(withBlock(std::nan(""))), 3);
  EXPECT_EQ(model->policyId(),
            "builtin-v2-" + cuagent::sha256Hex(tinyModel(128, 256).dump()).substr(0, 8));
}

TEST(LearnedModel, FollowsLightGbmMissingValueRules) {
  json m = tinyModel();
  m["trees"][0]["missing_type"] = {"Zero"};
  m["trees"][0]["default_left"] = {false};
  m["checks"] = {{{"features", withBlock(64)}, {"prediction", -0.75}}};
  auto model = LearnedModel::load(m.dump());
  ASSERT_TRUE(model) << model.message();
  EXPECT_EQ(model->predict(withBlock(0.0)), 1.25);          // zero is "missing": default right
  EXPECT_EQ(model->predict(withBlock(std::nan(""))), 1.25); // NaN -> 0 -> missing
  m["trees"][0]["missing_type"] = {"None"};
  auto none = LearnedModel::load(m.dump());
  ASSERT_TRUE(none);
  EXPECT_EQ(none->predict(withBlock(std::nan(""))), -0.75); // NaN -> 0 <= 128
}

TEST(LearnedModel, CommittedModelsReproduceLightGbm) {
  int loaded = 0;
  for (const fs::directory_entry &entry : fs::directory_iterator(kSource / "agent/models")) {
    std::string name = entry.path().filename().string();
    if (name.rfind("ranker-", 0) != 0 || entry.path().extension() != ".json")
      continue;
    std::string text = readText(entry.path());
    auto model = LearnedModel::load(text); // its checks: LightGBM within 1e-9
    ASSERT_TRUE(model) << name << ": " << model.message();
    // The file is named by its content hash, as the policy id is.
    EXPECT_EQ("ranker-" + model->hash() + ".json", name);
    for (const json &check : json::parse(text)["checks"])
      EXPECT_NEAR(model->predict(check["features"].get<std::vector<double>>()),
                  check["prediction"].get<double>(), 1e-9);
    ++loaded;
  }
  EXPECT_GE(loaded, 1) << "no agent/models/ranker-*.json to check";
}

TEST(LearnedModel, RefusesBrokenModelsWithAReason) {
  auto refused = [](const std::string &text, const std::string &expected) {
    auto model = LearnedModel::load(text);
    ASSERT_FALSE(model) << "accepted: " << text.substr(0, 80);
    EXPECT_NE(model.message().find(expected), std::string::npos) << model.message();
    EXPECT_NE(model.message().find("train.py"), std::string::npos) << model.message();
  };
  refused("{not json", "not JSON");
  json m = tinyModel();
  m["trees"][0]["leaf_value"][0] = -0.5; // a corrupted leaf: the checks catch it
  refused(m.dump(), "check 0");
  m = tinyModel();
  m["feature_version"] = 99;
  refused(m.dump(), "other features");
  m = tinyModel();
  m["feature_names"][0] = "renamed";
  refused(m.dump(), "other features");
  m = tinyModel();
  m["trees"][0]["left_child"] = {0}; // a cycle
  refused(m.dump(), "out of order");
  m = tinyModel();
  m["trees"][0]["split_feature"] = {999};
  refused(m.dump(), "feature 999");
  m = tinyModel();
  m["checks"] = json::array();
  refused(m.dump(), "no checks");
  m = tinyModel();
  m["version"] = 1;
  refused(m.dump(), "v2");
  m = tinyModel();
  m["ood_k"] = "eight";
  refused(m.dump(), "ood_k");
  m = tinyModel();
  m["trees"][0].erase("threshold");
  refused(m.dump(), "threshold");
  m = tinyModel();
  m["checks"][0] = 3;
  refused(m.dump(), "check 0");
  m = tinyModel();
  m.erase("trees");
  refused(m.dump(), "no trees");

  std::string reason;
  EXPECT_EQ(cuagent::loadRankerModel("", reason), nullptr);
  EXPECT_NE(reason.find("no trained ranker"), std::string::npos);
  EXPECT_EQ(cuagent::loadRankerModel("{\"format\": 1}", reason), nullptr);
  EXPECT_NE(reason.find("cuagent.ranker"), std::string::npos);
  EXPECT_NE(cuagent::loadRankerModel(tinyModel().dump(), reason), nullptr);
  EXPECT_EQ(reason, "");
}

TEST(LearnedModel, NeverThrowsOnATruncatedOrMangledFile) {
  std::string text = tinyModel().dump();
  for (size_t cut = 0; cut < text.size(); cut += 7) {
    std::string mangled = text.substr(0, cut);
    EXPECT_NO_THROW(EXPECT_FALSE(LearnedModel::load(mangled)));
    std::string swapped = text;
    swapped[cut] = swapped[cut] == '1' ? '"' : '1';
    EXPECT_NO_THROW((void)LearnedModel::load(swapped)) << swapped;
  }
}

/// Proposes fixed candidates (blocks 512, 256, 128, 64: the hand-set order)
/// and records what it was asked; later rounds (`later`, none by default)
/// as the builtin policy's strict-fp32 round.
class FixedPolicy : public cuagent::Policy {
public:
  std::string id() const override { return "fixed-v1"; }
  cuagent::Expected<std::vector<Candidate>> propose(const cuagent::Task &, mlir::func::FuncOp,
                                                    const std::vector<CandidateFeedback> &history,
                                                    int maxCandidates) override {
    if (!history.empty()) {
      laterHistories.push_back(history.size());
      return std::exchange(later, {});
    }
    asked.push_back(maxCandidates);
    std::vector<Candidate> out;
    for (int block : {512, 256, 128, 64}) {
      Candidate c;
      c.id = "b" + std::to_string(block);
      c.params.blockSize = block;
      out.push_back(c);
    }
    return out;
  }
  std::vector<int> asked;
  std::vector<Candidate> later;
  std::vector<size_t> laterHistories;
};

cuagent::Task smallTask() {
  cuagent::Task task;
  cuagent::TaskInput x;
  x.name = "%x";
  x.shape = {4, 8};
  task.inputs.push_back(x);
  cuagent::TaskNode node;
  node.op = "aten::relu";
  node.inputs = {"%x"};
  node.outputs = {"%y"};
  task.nodes.push_back(node);
  cuagent::TensorSpec y;
  y.name = "%y";
  y.shape = {4, 8};
  task.outputs.push_back(y);
  return task;
}

std::vector<std::string> ids(const std::vector<Candidate> &candidates) {
  std::vector<std::string> out;
  for (const Candidate &c : candidates)
    out.push_back(c.id);
  return out;
}

CandidateFeedback outcome(const std::string &id, bool verified) {
  CandidateFeedback f;
  f.id = id;
  f.compiled = true;
  f.verified = verified;
  return f;
}

std::shared_ptr<const LearnedModel> sharedModel(const json &m) {
  auto model = LearnedModel::load(m.dump());
  EXPECT_TRUE(model) << model.message();
  return std::make_shared<const LearnedModel>(model.take());
}

TEST(RankedPolicy, WithoutAModelKeepsTheHandSetOrderInOneRound) {
  auto inner = std::make_unique<FixedPolicy>();
  auto policy = cuagent::createRankedPolicy(std::move(inner), nullptr, 0);
  EXPECT_EQ(policy->id(), "fixed-v1");
  auto first = policy->propose(smallTask(), {}, {}, 3);
  ASSERT_TRUE(first);
  EXPECT_EQ(ids(*first), (std::vector<std::string>{"b512", "b256", "b128"}));
  auto second = policy->propose(smallTask(), {}, {outcome("b512", false)}, 3);
  ASSERT_TRUE(second);
  EXPECT_TRUE(second->empty()) << "without k, one round as before";
}

TEST(RankedPolicy, KOneVerifiesTheTopPickAndFallsBackOnFailure) {
  auto model = sharedModel(tinyModel());
  auto policy = cuagent::createRankedPolicy(std::make_unique<FixedPolicy>(), model, 1);
  EXPECT_EQ(policy->id(), model->policyId());
  auto first = policy->propose(smallTask(), {}, {}, 8);
  ASSERT_TRUE(first);
  // Blocks <= 128 are predicted faster; ties keep the hand-set order.
  ASSERT_EQ(ids(*first), (std::vector<std::string>{"b128"}));
  EXPECT_EQ(first->front().predictedScore, 0.75);
  auto fallback = policy->propose(smallTask(), {}, {outcome("b128", false)}, 8);
  ASSERT_TRUE(fallback);
  EXPECT_EQ(ids(*fallback), (std::vector<std::string>{"b64"}));
  auto done = policy->propose(smallTask(), {}, {outcome("b128", false), outcome("b64", true)}, 8);
  ASSERT_TRUE(done);
  EXPECT_TRUE(done->empty()) << "a verified candidate ends the search";
}

/// When its own rounds are done, the wrapper hands the search back to the
/// inner policy with the whole history (the builtin policy's strict-fp32
/// round in the tf32 mode), and only then.
TEST(RankedPolicy, ItsRoundsDoneTheInnerPolicyProposesTheNext) {
  auto inner = std::make_unique<FixedPolicy>();
  FixedPolicy *fixed = inner.get();
  Candidate strict;
  strict.id = "b512-f32";
  fixed->later = {strict};
  auto policy = cuagent::createRankedPolicy(std::move(inner), nullptr, 0);
  ASSERT_TRUE(policy->propose(smallTask(), {}, {}, 3));
  EXPECT_TRUE(fixed->laterHistories.empty());
  auto second =
      policy->propose(smallTask(), {}, {outcome("b512", false), outcome("b256", false)}, 3);
  ASSERT_TRUE(second);
  EXPECT_EQ(ids(*second), (std::vector<std::string>{"b512-f32"}));
  EXPECT_EQ(fixed->laterHistories, (std::vector<size_t>{2}));
  auto third = policy->propose(smallTask(), {}, {outcome("b512-f32", false)}, 3);
  ASSERT_TRUE(third);
  EXPECT_TRUE(third->empty());
}

TEST(RankedPolicy, OutOfRangeKeepsTheHandSetOrderAndWidensK) {
  // Trained on blocks 128..256 only: the 512 and 64 candidates are outside.
  auto model = sharedModel(tinyModel(128, 256));
  auto policy = cuagent::createRankedPolicy(std::make_unique<FixedPolicy>(), model, 1);
  auto first = policy->propose(smallTask(), {}, {}, 8);
  ASSERT_TRUE(first);
  EXPECT_EQ(ids(*first), (std::vector<std::string>{"b512", "b256", "b128"})) << "ood_k is 3";
  // --max-candidates still caps a round.
  auto capped = cuagent::createRankedPolicy(std::make_unique<FixedPolicy>(), model, 1);
  auto one = capped->propose(smallTask(), {}, {}, 2);
  ASSERT_TRUE(one);
  EXPECT_EQ(one->size(), 2u);
}

TEST(BuiltinPolicy, ParsesK) {
  EXPECT_TRUE(cuagent::createPolicy("builtin:k=1"));
  EXPECT_TRUE(cuagent::createPolicy("builtin:k=1024"));
  for (const char *bad : {"builtin:k=0", "builtin:k=1025", "builtin:k=", "builtin:k=x",
                          "builtin:fast", "builtin:k=-1"}) {
    auto policy = cuagent::createPolicy(bad);
    ASSERT_FALSE(policy) << bad;
    EXPECT_NE(policy.message().find("builtin:k=<1..1024>"), std::string::npos) << policy.message();
  }
  auto plain = cuagent::createPolicy("builtin");
  ASSERT_TRUE(plain);
  // This build embeds no trained ranker unless shipped.json names one.
  EXPECT_EQ((*plain)->id().rfind("builtin-v", 0), 0u) << (*plain)->id();
  // Only a policy that plans from the kernel IR races the unrewritten IR;
  // a file's candidates are the same either way (decision 71).
  EXPECT_TRUE((*plain)->plansFromKernels());
  auto file = cuagent::createPolicy("file:/nonexistent.json");
  ASSERT_TRUE(file) << file.message();
  EXPECT_FALSE((*file)->plansFromKernels());
  auto ranked = cuagent::createRankedPolicy(file.take(), nullptr, 0);
  EXPECT_FALSE(ranked->plansFromKernels());
}

/// An earlier version's committed model (`file`, trained on the first
/// `prefix` features, the last of them `last`): it loads, and its checks
/// still predict with the later versions' features appended (unseen by it).
void expectPrefixModelPredictsItsChecks(const char *file, size_t prefix, const char *last,
                                        const char *hash) {
  const std::vector<std::string> &names = cuagent::rankerFeatureNames();
  ASSERT_GT(names.size(), prefix);
  EXPECT_EQ(names[prefix - 1], last);
  std::string text = readText(kSource / "test/unit/Inputs" / file);
  auto model = LearnedModel::load(text);
  ASSERT_TRUE(model) << model.message();
  EXPECT_EQ(model->hash(), hash);
  for (const json &check : json::parse(text)["checks"]) {
    std::vector<double> f = check["features"];
    ASSERT_EQ(f.size(), prefix);
    f.resize(names.size(), 1.0);
    EXPECT_NEAR(model->predict(f), check["prediction"].get<double>(), 1e-9);
  }
}

TEST(LearnedModel, AFeatureVersionFourModelReadsItsPrefix) {
  // Version 5 appended the layout and attention features after version 4's
  // 38: the sample model as trained on v4.
  expectPrefixModelPredictsItsChecks("ranker-v4-9c18f140.json", 38, "split_blocks_per_sm",
                                     "9c18f140");
}

TEST(LearnedModel, AFeatureVersionThreeModelReadsItsPrefix) {
  // Version 4 appended features after version 3's 34: a v3 model still
  // loads, its trees and range over the first 34 only. The committed sample
  // model as trained on v3 (ranker-v4-9c18f140.json is its v4 retraining:
  // the same trees).
  constexpr size_t kV3 = 34;
  expectPrefixModelPredictsItsChecks("ranker-v3-4bc568e7.json", kV3, "handset_rank", "4bc568e7");
  const std::vector<std::string> &names = cuagent::rankerFeatureNames();
  json m = tinyModel(128, 256);
  m["feature_version"] = 3;
  m["feature_names"] = std::vector<std::string>(names.begin(), names.begin() + kV3);
  for (const char *field : {"feature_min", "feature_max"})
    m[field] = std::vector<double>(m[field].begin(), m[field].begin() + kV3);
  for (json &check : m["checks"])
    check["features"] =
        std::vector<double>(check["features"].begin(), check["features"].begin() + kV3);
  auto model = LearnedModel::load(m.dump());
  ASSERT_TRUE(model) << model.message();
  std::vector<double> f = withBlock(128);
  f[kV3] = std::nan(""); // a v4 feature: in no range the v3 model checks
  EXPECT_EQ(model->predict(f), -0.75);
  EXPECT_TRUE(model->inRange(f));
  // Its names must still be v3's, and a v3 model cannot name v4 features.
  json renamed = m;
  renamed["feature_names"][0] = "renamed";
  EXPECT_FALSE(LearnedModel::load(renamed.dump()));
  json longer = tinyModel();
  longer["feature_version"] = 3;
  EXPECT_FALSE(LearnedModel::load(longer.dump()));
  json shorter = m;
  shorter["feature_version"] = cuagent::kRankerFeatureVersion;
  EXPECT_FALSE(LearnedModel::load(shorter.dump()));
}

TEST(LearnedModel, AFeatureVersionOneModelIsRefusedWithOneReason) {
  // What train.py wrote before the op-family features (26 names, version 1):
  // refused, so the policy ranks with the hand-set model and logs the reason.
  json m = tinyModel();
  m["feature_version"] = 1;
  std::vector<std::string> v1Names = {"n_ops",
                                      "n_elementwise",
                                      "n_reduction",
                                      "n_row",
                                      "n_library",
                                      "n_gemm",
                                      "n_conv",
                                      "n_inputs",
                                      "n_outputs",
                                      "bytes_moved",
                                      "out_elements",
                                      "gemm_flops",
                                      "arithmetic_intensity",
                                      "max_reduction_length",
                                      "dtype",
                                      "precision",
                                      "block",
                                      "vector",
                                      "warp_per_row",
                                      "max_cached",
                                      "gemm_algo",
                                      "conv_engine",
                                      "conv_bias_fused",
                                      "elements_per_thread",
                                      "row_per_lane",
                                      "vector_bytes"};
  m["feature_names"] = v1Names;
  std::string reason;
  EXPECT_EQ(cuagent::loadRankerModel(m.dump(), reason), nullptr);
  EXPECT_NE(reason.find("other features"), std::string::npos) << reason;
  EXPECT_NE(reason.find("train.py"), std::string::npos) << reason;
  auto policy = cuagent::createRankedPolicy(std::make_unique<FixedPolicy>(), nullptr, 1);
  auto first = policy->propose(smallTask(), {}, {}, 8);
  ASSERT_TRUE(first);
  ASSERT_EQ(first->size(), 1u);
  EXPECT_EQ(first->front().id, "b512") << "the hand-set order's first";
}

} // namespace
