//===- LearnedModel.h - The trained ranker and its features -----*- C++ -*-===//
//
// The builtin policy's trained ranker (issue 12): a tree ensemble trained
// offline by tools/policy/train.py (LightGBM), exported as JSON
// ("cuagent.ranker" version 2, kind "trees"), embedded in the binary and
// evaluated here with no new dependency. Its features are computed from the
// task and the candidate alone, exactly as tools/policy/features.py computes
// them from a dataset line (test/unit/LearnedModelTest.cpp holds the two to
// the same numbers).
//
//===----------------------------------------------------------------------===//
#ifndef CUAGENT_AGENT_LEARNEDMODEL_H
#define CUAGENT_AGENT_LEARNEDMODEL_H

#include "cuagent/Agent/Policy.h"
#include "cuagent/Format/Task.h"

#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace cuagent {

//===----------------------------------------------------------------------===//
// Features (RankerFeatures.cpp mirrors tools/policy/features.py).
//===----------------------------------------------------------------------===//

/// features.py's FEATURE_VERSION: a model trained on another version is
/// refused, except version 3, whose 34 names are this version's first ones
/// (version 4 appended the suffixed variants' features): it reads that prefix.
inline constexpr int kRankerFeatureVersion = 5;

/// features.py's FEATURE_NAMES, in order.
const std::vector<std::string> &rankerFeatureNames();

/// What the ranker knows of a task: features.py's aggregates() of its
/// group_summary() (the raw summary a v2 dataset line keeps).
struct TaskSummary {
  int64_t ops = 0;
  // Per op family (features.py's op_family).
  int64_t elementwise = 0, compare = 0, row = 0, norm = 0, reduction = 0, pool = 0, gemms = 0,
          convs = 0, unknown = 0;
  int64_t stridedReductions = 0;
  int64_t inputs = 0;
  int64_t outputs = 0;
  int64_t bytesMoved = 0;
  int64_t outElements = 0;
  int64_t gemmFlops = 0;
  int64_t convFlops = 0;
  double arithmeticIntensity = 0;
  int64_t maxReductionLength = 0;
  int64_t maxReductionInner = 0;
  int64_t maxWindowVolume = 0;
  std::string dtype = "f32";
  std::string precision = "fp32";
  /// Not a feature: the largest value stock materializes inside the group
  /// (a node's result that is not a graph output), for the memory cap.
  int64_t maxIntermediateBytes = 0;
};

TaskSummary summarizeTask(const Task &task);

/// A candidate's parameters as features.py parses them from its id; -1: the
/// group has no such step.
struct RankerParams {
  int block = 256;
  int vector = 4;
  bool warpPerRow = false;
  int maxCached = 32;
  int gemmAlgo = 0; // counts only when the task has a GEMM
  int convEngine = -1;
  int convBiasFused = -1;
  /// The position in the builtin policy's hand-set order (0 first): the
  /// policy knows it, the candidate does not (rankerParams leaves it 0).
  int handsetRank = 0;
  // Version 4: the variants the id's suffixes name.
  int convWsSized = -1;      // "-ws": 1; another conv candidate 0; no conv step -1
  bool fp32Emulated = false; // "-x3" (3xTF32)
  int strictRound = 0;       // the tf32 mode's strict-fp32 rounds: 1 "-f32g", 2 "-f32"
  int splitBlocksPerSm = kDefaultSplitBlocksPerSm; // "-s<n>"
  // Version 5: layout and attention choices (conv ones -1 without a conv step).
  int convChannelsLast = -1;         // "-cl"
  int convLayoutCopies = -1;         // "-clc"
  int convTransposedForward = -1;    // "-fw"
  int attentionKeyTile = 0;          // "-kt<n>"
  bool attentionQueryShared = false; // "-qs"
  int attentionScoreChains = 1;      // "-sc<n>"
  bool attentionAsyncCopy = false;   // "-ac"
  int layoutTile = 0;                // "-t<n>"
};
/// From the candidate's KernelParams, its features for conv steps
/// ("conv_engine", "conv_bias_fused", set by the policy that made it), and
/// its id's compute suffix for strictRound.
RankerParams rankerParams(const Candidate &candidate);

/// The feature vector, in rankerFeatureNames() order.
std::vector<double> rankerFeatures(const TaskSummary &task, const RankerParams &params);

//===----------------------------------------------------------------------===//
// The model.
//===----------------------------------------------------------------------===//

class LearnedModel {
public:
  /// Parses and checks a model: format, feature version and names, tree
  /// structure, and its "checks" (training rows with LightGBM's predictions,
  /// which must be reproduced within 1e-9). Errors say what to do.
  static Expected<LearnedModel> load(std::string_view jsonText);

  /// The predicted log(time / best time): lower is better.
  double predict(const std::vector<double> &features) const;
  /// True when every feature lies within the training data's range.
  bool inRange(const std::vector<double> &features) const;
  /// How many candidates to verify at least: 1 inside the training range,
  /// the model's "ood_k" outside it (the model is extrapolating).
  int recommendedK(const std::vector<double> &features) const;

  /// The first 8 hex digits of the model text's SHA-256.
  const std::string &hash() const { return hash_; }
  /// "builtin-v2-<hash>": part of the plan and the report.
  std::string policyId() const { return "builtin-v2-" + hash_; }
  size_t numTrees() const { return trees_.size(); }

private:
  struct Tree {
    std::vector<int> splitFeature;
    std::vector<double> threshold;
    std::vector<bool> defaultLeft;
    std::vector<int> missingType; // 0 None, 1 Zero, 2 NaN (LightGBM's)
    std::vector<int> left, right; // >= 0: a node; < 0: the leaf ~index
    std::vector<double> leafValue;
  };
  static Expected<Tree> parseTree(const nlohmann::json &value, size_t numFeatures);
  static double predictTree(const Tree &tree, const std::vector<double> &features);
  Status selfCheck(const nlohmann::json &checks) const;

  std::vector<Tree> trees_;
  std::vector<double> min_, max_;
  int oodK_ = 8;
  std::string hash_;
};

//===----------------------------------------------------------------------===//
// The policy side (LearnedPolicy.cpp).
//===----------------------------------------------------------------------===//

/// The model embedded at build time (agent/models/shipped.json names it), or
/// null with `reason` set when none is embedded or it cannot be used.
std::shared_ptr<const LearnedModel> loadRankerModel(std::string_view text, std::string &reason);

/// Wraps `inner` (a policy proposing every candidate in its own order): ranks
/// the candidates by `model` (null, or any candidate out of the training
/// range: inner's order, the hand-set ranker), and proposes `k` per round
/// (0: maxCandidates in one round, as without a model). With k set, a round
/// whose candidates all failed is followed by the next k, until one
/// verifies; out of range, k widens to the model's recommendedK.
std::unique_ptr<Policy> createRankedPolicy(std::unique_ptr<Policy> inner,
                                           std::shared_ptr<const LearnedModel> model, int k);

} // namespace cuagent

#endif
