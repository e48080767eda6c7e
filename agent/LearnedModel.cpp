//===- LearnedModel.cpp - Evaluating the exported tree ensemble ------------===//
//
// LightGBM's prediction for a regression model is the sum of every tree's
// leaf value, in tree order (the first tree carries the average label), and
// a numerical split sends a row left when value <= threshold, after its
// missing-value rule. Doing the same additions in the same order reproduces
// LightGBM's doubles; every model proves it on load with its "checks".
//
//===----------------------------------------------------------------------===//
#include "cuagent/Agent/LearnedModel.h"
#include "cuagent/Support/Sha256.h"

#include <cmath>

namespace cuagent {

using json = nlohmann::json;

namespace {
constexpr double kZeroThreshold = 1e-35f; // LightGBM's kZeroThreshold
constexpr double kCheckTolerance = 1e-9;
const char *const kRetrain = "; retrain it with tools/policy/train.py";

Expected<std::vector<double>> doubles(const json &value, const std::string &what, size_t size) {
  if (!value.is_array() || value.size() != size)
    return Status::error(what + " must be an array of " + std::to_string(size) + " numbers");
  std::vector<double> out;
  for (const json &item : value) {
    if (!item.is_number())
      return Status::error(what + " must hold numbers only");
    out.push_back(item.get<double>());
  }
  return out;
}

Expected<std::vector<int>> ints(const json &value, const std::string &what, size_t size) {
  if (!value.is_array() || value.size() != size)
    return Status::error(what + " must be an array of " + std::to_string(size) + " integers");
  std::vector<int> out;
  for (const json &item : value) {
    if (!item.is_number_integer())
      return Status::error(what + " must hold integers only");
    out.push_back(item.get<int>());
  }
  return out;
}

/// A field of the expected type, else `otherwise`: a model file of the wrong
/// shape is refused with a reason, never an exception.
std::string stringField(const json &object, const char *field) {
  return object.contains(field) && object[field].is_string() ? object[field].get<std::string>()
                                                             : "";
}
int64_t intField(const json &object, const char *field, int64_t otherwise) {
  return object.contains(field) && object[field].is_number_integer() ? object[field].get<int64_t>()
                                                                     : otherwise;
}
const json &anyField(const json &object, const char *field) {
  static const json null;
  return object.contains(field) ? object[field] : null;
}

size_t arraySize(const json &tree, const char *field) {
  return tree.contains(field) && tree[field].is_array() ? tree[field].size() : 0;
}

/// How many of rankerFeatureNames() a model of feature version `version` was
/// trained on, or 0 for a version this build cannot read. Versions since 3
/// only append features, so such a model reads its own prefix of the vector
/// (version 3 saw the suffixed variants as their plain twins, as before).
size_t featuresOfVersion(int64_t version) {
  if (version == kRankerFeatureVersion)
    return rankerFeatureNames().size();
  return version == 3 ? 34 : version == 4 ? 38 : 0;
}
} // namespace

Expected<LearnedModel::Tree> LearnedModel::parseTree(const json &value, size_t numFeatures) {
  if (!value.is_object())
    return Status::error("a tree must be an object");
  size_t nodes = arraySize(value, "split_feature"), leaves = arraySize(value, "leaf_value");
  if (leaves != nodes + 1)
    return Status::error("a tree must have one leaf more than it has splits");
  Tree tree;
  auto take = [](auto expected, auto &into) -> Status {
    if (!expected)
      return expected.status();
    into = expected.take();
    return Status::ok();
  };
  if (Status s =
          take(ints(anyField(value, "split_feature"), "split_feature", nodes), tree.splitFeature);
      !s)
    return s;
  if (Status s = take(doubles(anyField(value, "threshold"), "threshold", nodes), tree.threshold);
      !s)
    return s;
  if (Status s = take(ints(anyField(value, "left_child"), "left_child", nodes), tree.left); !s)
    return s;
  if (Status s = take(ints(anyField(value, "right_child"), "right_child", nodes), tree.right); !s)
    return s;
  if (Status s = take(doubles(anyField(value, "leaf_value"), "leaf_value", leaves), tree.leafValue);
      !s)
    return s;
  const json &defaults = anyField(value, "default_left"),
             &missing = anyField(value, "missing_type");
  if (!defaults.is_array() || defaults.size() != nodes || !missing.is_array() ||
      missing.size() != nodes)
    return Status::error("default_left and missing_type must have one entry per split");
  for (size_t i = 0; i < nodes; ++i) {
    if (!defaults[i].is_boolean() || !missing[i].is_string())
      return Status::error("default_left must hold booleans and missing_type strings");
    tree.defaultLeft.push_back(defaults[i].get<bool>());
    std::string type = missing[i].get<std::string>();
    if (type != "None" && type != "Zero" && type != "NaN")
      return Status::error("unknown missing_type '" + type + "'");
    tree.missingType.push_back(type == "None" ? 0 : type == "Zero" ? 1 : 2);
    if (tree.splitFeature[i] < 0 || size_t(tree.splitFeature[i]) >= numFeatures)
      return Status::error("a split names feature " + std::to_string(tree.splitFeature[i]));
    // Children after their parent (train.py writes nodes in preorder): the
    // walk always ends.
    for (int child : {tree.left[i], tree.right[i]})
      if ((child >= 0 && (size_t(child) <= i || size_t(child) >= nodes)) ||
          (child < 0 && size_t(~child) >= leaves))
        return Status::error("a tree's children are out of order or out of range");
  }
  return tree;
}

Expected<LearnedModel> LearnedModel::load(std::string_view text) {
  json root = json::parse(text, nullptr, false);
  if (root.is_discarded() || !root.is_object())
    return Status::error(std::string("the ranker model is not JSON") + kRetrain);
  if (stringField(root, "format") != "cuagent.ranker" || intField(root, "version", 0) != 2 ||
      stringField(root, "kind") != "trees")
    return Status::error(std::string("the ranker model is not a cuagent.ranker v2 'trees' model") +
                         kRetrain);
  size_t numFeatures = featuresOfVersion(intField(root, "feature_version", 0));
  const std::vector<std::string> &names = rankerFeatureNames();
  if (!numFeatures ||
      anyField(root, "feature_names") !=
          json(std::vector<std::string>(names.begin(), names.begin() + long(numFeatures))))
    return Status::error("the ranker model was trained on other features (feature version " +
                         anyField(root, "feature_version").dump() + ", this build's " +
                         std::to_string(kRankerFeatureVersion) + ")" + kRetrain);
  LearnedModel model;
  Expected<std::vector<double>> min =
      doubles(anyField(root, "feature_min"), "feature_min", numFeatures);
  Expected<std::vector<double>> max =
      doubles(anyField(root, "feature_max"), "feature_max", numFeatures);
  if (!min || !max)
    return Status::error("the ranker model's " + (min ? max : min).message() + kRetrain);
  model.min_ = min.take();
  model.max_ = max.take();
  int64_t oodK = intField(root, "ood_k", 0);
  model.oodK_ = int(oodK);
  if (oodK < 1 || oodK > 1024)
    return Status::error(std::string("the ranker model's ood_k must be between 1 and 1024") +
                         kRetrain);
  const json &trees = anyField(root, "trees");
  if (!trees.is_array() || trees.empty())
    return Status::error(std::string("the ranker model has no trees") + kRetrain);
  for (size_t i = 0; i < trees.size(); ++i) {
    Expected<Tree> tree = parseTree(trees[i], numFeatures);
    if (!tree)
      return Status::error("the ranker model's tree " + std::to_string(i) + ": " + tree.message() +
                           kRetrain);
    model.trees_.push_back(tree.take());
  }
  if (Status checked = model.selfCheck(anyField(root, "checks")); !checked)
    return checked;
  model.hash_ = sha256Hex(text).substr(0, 8);
  return model;
}

Status LearnedModel::selfCheck(const json &checks) const {
  if (!checks.is_array() || checks.empty())
    return Status::error(std::string("the ranker model has no checks") + kRetrain);
  for (size_t i = 0; i < checks.size(); ++i) {
    const json &check = checks[i];
    Expected<std::vector<double>> features = doubles(
        check.is_object() ? anyField(check, "features") : json(), "check features", min_.size());
    if (!features || !check.is_object() || !check.contains("prediction") ||
        !check["prediction"].is_number())
      return Status::error("the ranker model's check " + std::to_string(i) + " is malformed" +
                           kRetrain);
    double expected = check["prediction"].get<double>(), got = predict(*features);
    if (!(std::fabs(got - expected) <= kCheckTolerance))
      return Status::error("the ranker model's check " + std::to_string(i) + " predicts " +
                           std::to_string(got) + ", LightGBM predicted " +
                           std::to_string(expected) +
                           ": the file is corrupted or from an "
                           "incompatible exporter" +
                           kRetrain);
  }
  return Status::ok();
}

double LearnedModel::predictTree(const Tree &tree, const std::vector<double> &features) {
  int node = tree.splitFeature.empty() ? ~0 : 0;
  while (node >= 0) {
    double value = features[size_t(tree.splitFeature[size_t(node)])];
    int missing = tree.missingType[size_t(node)];
    if (std::isnan(value) && missing != 2)
      value = 0.0;
    bool goLeft;
    if ((missing == 1 && value > -kZeroThreshold && value <= kZeroThreshold) ||
        (missing == 2 && std::isnan(value)))
      goLeft = tree.defaultLeft[size_t(node)];
    else
      goLeft = value <= tree.threshold[size_t(node)];
    node = goLeft ? tree.left[size_t(node)] : tree.right[size_t(node)];
  }
  return tree.leafValue[size_t(~node)];
}

double LearnedModel::predict(const std::vector<double> &features) const {
  double total = 0;
  for (const Tree &tree : trees_)
    total += predictTree(tree, features);
  return total;
}

bool LearnedModel::inRange(const std::vector<double> &features) const {
  for (size_t i = 0; i < features.size() && i < min_.size(); ++i)
    if (!(features[i] >= min_[i] && features[i] <= max_[i]))
      return false;
  return true;
}

int LearnedModel::recommendedK(const std::vector<double> &features) const {
  return inRange(features) ? 1 : oodK_;
}

} // namespace cuagent
