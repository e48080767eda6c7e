//===- RankerFeatures.cpp - The trained ranker's features -----------------===//
//
// A line-for-line mirror of tools/policy/features.py (group_summary's shape
// rules, aggregates, feature_vector), quirks included: the model was trained
// on what Python computed, so C++ must compute the same doubles. Shapes of
// intermediate values come from the same small rules (elementwise broadcast,
// reductions, GEMM, conv, pooling); a value no rule covers has no shape and
// counts no FLOPs or length.
//
//===----------------------------------------------------------------------===//
#include "cuagent/Agent/BatchTiling.h"
#include "cuagent/Agent/LearnedModel.h"
#include "cuagent/Support/OpRegistry.h"

#include <algorithm>
#include <map>
#include <optional>
#include <set>

namespace cuagent {

namespace {

using nlohmann::json;
using Shape = std::vector<int64_t>;
using MaybeShape = std::optional<Shape>;

const std::set<std::string> &gemmOps() {
  static const std::set<std::string> ops = {"aten::matmul", "aten::mm",    "aten::bmm",
                                            "aten::linear", "aten::addmm", "aten::baddbmm"};
  return ops;
}

/// addmm and baddbmm take self first, then the two matrices.
bool hasSelfFirst(const std::string &op) { return op == "aten::addmm" || op == "aten::baddbmm"; }

bool contains(const std::string &text, const char *part) {
  return text.find(part) != std::string::npos;
}

bool startsWith(const std::string &text, const char *prefix) { return text.rfind(prefix, 0) == 0; }

int64_t numel(const Shape &shape, size_t from = 0) {
  int64_t n = 1;
  for (size_t i = from; i < shape.size(); ++i)
    n *= shape[i];
  return n;
}

/// Python's // (floor), for the shape rules' possibly negative numerators.
int64_t floorDiv(int64_t a, int64_t b) {
  int64_t q = a / b;
  return (a % b != 0 && ((a < 0) != (b < 0))) ? q - 1 : q;
}

std::optional<OpClass> classOf(const std::string &op) {
  if (const OpInfo *info = lookupAtenOp(op))
    return info->opClass;
  return std::nullopt;
}

int64_t attrInt(const json &attrs, const char *name, int64_t fallback) {
  auto it = attrs.find(name);
  if (it == attrs.end() || !it->is_number())
    return fallback;
  return it->get<int64_t>();
}

bool attrTrue(const json &attrs, const char *name) {
  auto it = attrs.find(name);
  return it != attrs.end() &&
         ((it->is_boolean() && it->get<bool>()) || (it->is_number() && it->get<double>() != 0));
}

/// features.py _expand: [] -> default, one value -> n copies.
std::vector<int64_t> expand(const json &attrs, const char *name, size_t n, int64_t fallback) {
  std::vector<int64_t> values;
  auto it = attrs.find(name);
  if (it != attrs.end() && it->is_array()) {
    for (const json &v : *it)
      values.push_back(v.get<int64_t>());
  } else if (it != attrs.end() && it->is_number()) {
    values.push_back(it->get<int64_t>());
  }
  if (values.empty())
    return std::vector<int64_t>(n, fallback);
  if (values.size() == 1)
    return std::vector<int64_t>(n, values[0]);
  return values;
}

Shape broadcast(const std::vector<Shape> &shapes) {
  size_t rank = 0;
  for (const Shape &s : shapes)
    rank = std::max(rank, s.size());
  Shape out;
  for (size_t i = 0; i < rank; ++i) {
    int64_t dim = 0;
    bool zero = false, any = false;
    for (const Shape &s : shapes) {
      if (i + s.size() < rank)
        continue;
      int64_t d = s[i + s.size() - rank];
      zero |= d == 0;
      dim = any ? std::max(dim, d) : d;
      any = true;
    }
    out.push_back(zero ? 0 : dim);
  }
  return out;
}

std::vector<int64_t> reducedDims(const json &attrs, int64_t rank) {
  std::set<int64_t> dims;
  auto it = attrs.find("dim");
  if (it != attrs.end() && it->is_array()) {
    for (const json &d : *it)
      dims.insert(d.get<int64_t>() < 0 ? d.get<int64_t>() + rank : d.get<int64_t>());
  } else if (it != attrs.end() && it->is_number()) {
    dims.insert(it->get<int64_t>() < 0 ? it->get<int64_t>() + rank : it->get<int64_t>());
  }
  if (dims.empty())
    for (int64_t d = 0; d < rank; ++d)
      dims.insert(d);
  return {dims.begin(), dims.end()};
}

MaybeShape gemmShape(const std::string &op, const std::vector<Shape> &s) {
  const Shape &a = hasSelfFirst(op) ? s[1] : s[0], &b = hasSelfFirst(op) ? s[2] : s[1];
  size_t need = (op == "aten::bmm" || op == "aten::baddbmm") ? 3
                : (op == "aten::mm" || op == "aten::addmm")  ? 2
                                                             : 1;
  if (a.size() < need || b.size() < need)
    return std::nullopt;
  if (op == "aten::linear") {
    Shape out(a.begin(), a.end() - 1);
    out.push_back(b[0]);
    return out;
  }
  if (op == "aten::mm" || op == "aten::addmm")
    return Shape{a[0], b[1]};
  if (op == "aten::bmm" || op == "aten::baddbmm")
    return Shape{a[0], a[1], b[2]};
  if (b.size() == 1)
    return Shape(a.begin(), a.end() - 1);
  if (a.size() == 1) {
    Shape out(b.begin(), b.end() - 2);
    out.push_back(b.back());
    return out;
  }
  Shape out = broadcast({Shape(a.begin(), a.end() - 2), Shape(b.begin(), b.end() - 2)});
  out.push_back(a[a.size() - 2]);
  out.push_back(b.back());
  return out;
}

bool transposedConv(const std::string &op, const json &attrs) {
  return attrTrue(attrs, "transposed") || contains(op, "transpose");
}

Shape convShape(const std::string &op, const json &attrs, const Shape &x, const Shape &w) {
  size_t n = x.size() - 2;
  std::vector<int64_t> dil = expand(attrs, "dilation", n, 1);
  Shape out = {x[0]};
  if (transposedConv(op, attrs)) {
    std::vector<int64_t> stride = expand(attrs, "stride", n, 1),
                         pad = expand(attrs, "padding", n, 0),
                         extra = expand(attrs, "output_padding", n, 0);
    out.push_back(w[1] * attrInt(attrs, "groups", 1));
    for (size_t i = 0; i < n; ++i)
      out.push_back((x[2 + i] - 1) * stride[i] - 2 * pad[i] + dil[i] * (w[2 + i] - 1) + extra[i] +
                    1);
    return out;
  }
  out.push_back(w[0]);
  auto padding = attrs.find("padding");
  bool same = padding != attrs.end() && padding->is_string() && *padding == "same";
  bool valid = padding != attrs.end() && padding->is_string() && *padding == "valid";
  if (same) {
    out.insert(out.end(), x.begin() + 2, x.end());
    return out;
  }
  std::vector<int64_t> pad = valid ? std::vector<int64_t>(n, 0) : expand(attrs, "padding", n, 0);
  std::vector<int64_t> stride = expand(attrs, "stride", n, 1);
  for (size_t i = 0; i < n; ++i)
    out.push_back(floorDiv(x[2 + i] + 2 * pad[i] - dil[i] * (w[2 + i] - 1) - 1, stride[i]) + 1);
  return out;
}

size_t poolRank(const std::string &op) {
  size_t at = op.find("_pool");
  return size_t(op[at + 5] - '0');
}

/// features.py _pool_window: the window per spatial dim (adaptive: the largest).
std::vector<int64_t> poolWindow(const std::string &op, const json &attrs, const Shape &x) {
  size_t n = poolRank(op);
  if (!contains(op, "adaptive"))
    return expand(attrs, "kernel_size", n, 1);
  std::vector<int64_t> out = expand(attrs, "output_size", n, 1), window;
  for (size_t i = 0; i < n; ++i)
    window.push_back(-floorDiv(-x[x.size() - n + i], std::max<int64_t>(out[i], 1)));
  return window;
}

Shape poolShape(const std::string &op, const json &attrs, const Shape &x) {
  size_t n = poolRank(op);
  Shape out(x.begin(), x.end() - long(n));
  if (contains(op, "adaptive")) {
    std::vector<int64_t> size = expand(attrs, "output_size", n, 1);
    out.insert(out.end(), size.begin(), size.end());
    return out;
  }
  std::vector<int64_t> window = poolWindow(op, attrs, x);
  std::vector<int64_t> stride = expand(attrs, "stride", n, 0), pad = expand(attrs, "padding", n, 0),
                       dil = expand(attrs, "dilation", n, 1);
  bool ceil = attrTrue(attrs, "ceil_mode");
  for (size_t i = 0; i < n; ++i) {
    int64_t s = stride[i] ? stride[i] : window[i], in = x[x.size() - n + i];
    int64_t size = in + 2 * pad[i] - dil[i] * (window[i] - 1) - 1;
    int64_t o = floorDiv(size + (ceil ? s - 1 : 0), s) + 1;
    if (ceil && (o - 1) * s >= in + pad[i])
      --o;
    out.push_back(o);
  }
  return out;
}

/// features.py infer_shape: the first output's shape, or none.
MaybeShape inferShape(const std::string &op, const json &attrs,
                      const std::vector<MaybeShape> &inputs) {
  if (inputs.empty())
    return std::nullopt;
  std::vector<Shape> s;
  for (const MaybeShape &in : inputs) {
    if (!in)
      return std::nullopt;
    s.push_back(*in);
  }
  std::optional<OpClass> cls = classOf(op);
  if (op == "aten::batch_norm" || cls == OpClass::Row)
    return s[0];
  if (cls == OpClass::Elementwise)
    return broadcast(s);
  if (cls == OpClass::Reduction) {
    std::vector<int64_t> dims = reducedDims(attrs, int64_t(s[0].size()));
    auto reduced = [&](size_t i) { return std::count(dims.begin(), dims.end(), int64_t(i)) > 0; };
    Shape out;
    for (size_t i = 0; i < s[0].size(); ++i) {
      if (!reduced(i))
        out.push_back(s[0][i]);
      else if (attrTrue(attrs, "keepdim"))
        out.push_back(1);
    }
    return out;
  }
  if (gemmOps().count(op) && s.size() >= (hasSelfFirst(op) ? 3u : 2u))
    return gemmShape(op, s);
  if (cls == OpClass::Library && contains(op, "conv") && s.size() >= 2) {
    if (s[0].size() < 3 || s[1].size() != s[0].size())
      return std::nullopt;
    return convShape(op, attrs, s[0], s[1]);
  }
  if (cls == OpClass::Window && s[0].size() > poolRank(op))
    return poolShape(op, attrs, s[0]);
  return std::nullopt;
}

/// features.py op_family.
std::string opFamily(const std::string &op) {
  static const std::set<std::string> norms = {"aten::layer_norm", "aten::rms_norm",
                                              "aten::group_norm", "aten::instance_norm",
                                              "aten::batch_norm"};
  static const std::set<std::string> compares = {"aten::isnan", "aten::isinf", "aten::isfinite",
                                                 "aten::bitwise_not"};
  static const char *comparePrefixes[] = {"aten::lt.",      "aten::le.",          "aten::gt.",
                                          "aten::ge.",      "aten::eq.",          "aten::ne.",
                                          "aten::where.",   "aten::masked_fill.", "aten::logical_",
                                          "aten::__and__.", "aten::__or__.",      "aten::__xor__."};
  std::optional<OpClass> cls = classOf(op);
  if (norms.count(op))
    return "norm";
  if (gemmOps().count(op))
    return "gemm";
  if (cls == OpClass::Library && contains(op, "conv"))
    return "conv";
  bool compare = compares.count(op) > 0;
  for (const char *prefix : comparePrefixes)
    compare |= startsWith(op, prefix);
  if (compare)
    return "compare";
  if (!cls)
    return "unknown";
  switch (*cls) {
  case OpClass::Elementwise:
    return "elementwise";
  case OpClass::Row:
    return "row";
  case OpClass::Reduction:
    return "reduction";
  case OpClass::Window:
    return "pool";
  default:
    return "unknown";
  }
}

struct SummaryNode {
  const TaskNode *node;
  std::vector<MaybeShape> in;
  MaybeShape out;
};

/// features.py _reduction: (elements reduced per output, inner stride).
std::optional<std::pair<int64_t, int64_t>> reductionOf(const SummaryNode &n) {
  if (n.in.empty() || !n.in[0])
    return std::nullopt;
  const std::string &op = n.node->op;
  const json &attrs = n.node->attrs;
  const Shape &x = *n.in[0];
  int64_t rank = int64_t(x.size());
  if (classOf(op) == OpClass::Reduction || op == "aten::softmax.int" ||
      op == "aten::log_softmax.int") {
    if (!rank)
      return std::make_pair(int64_t(1), int64_t(1));
    std::vector<int64_t> dims = reducedDims(attrs, rank);
    int64_t reduced = 1;
    for (int64_t d : dims)
      reduced *= x[size_t(d)];
    return std::make_pair(reduced, numel(x, size_t(dims.back() + 1)));
  }
  if (op == "aten::layer_norm" || op == "aten::rms_norm") {
    auto it = attrs.find("normalized_shape");
    int64_t k = it != attrs.end() && it->is_array() ? int64_t(it->size()) : 0;
    return std::make_pair(numel(x, size_t(std::max<int64_t>(0, rank - k))), int64_t(1));
  }
  if (op == "aten::group_norm" && rank >= 2)
    return std::make_pair(floorDiv(x[1], std::max<int64_t>(attrInt(attrs, "num_groups", 1), 1)) *
                              numel(x, 2),
                          int64_t(1));
  if (op == "aten::instance_norm" && rank >= 2)
    return std::make_pair(numel(x, 2), int64_t(1));
  return std::nullopt;
}

int64_t gemmFlopsOf(const SummaryNode &n) {
  const MaybeShape &a = hasSelfFirst(n.node->op) && n.in.size() > 1 ? n.in[1] : n.in[0];
  if (!n.out || !a || a->empty())
    return 0;
  return 2 * numel(*n.out) * a->back();
}

int64_t convFlopsOf(const SummaryNode &n) {
  bool transposed = transposedConv(n.node->op, n.node->attrs);
  if (!n.out || n.in.size() < 2 || !n.in[1] || n.in[1]->size() < 2 || (transposed && !n.in[0]))
    return 0;
  const Shape &w = *n.in[1];
  return 2 * numel(transposed ? *n.in[0] : *n.out) * w[1] * numel(w, 2);
}

/// features.py group_summary's nodes: the shapes of each node's inputs and outputs.
std::vector<SummaryNode> summaryNodes(const Task &task) {
  std::map<std::string, MaybeShape> shapes;
  std::map<std::string, Shape> given;
  for (const TaskInput &input : task.inputs)
    shapes[input.name] = input.shape;
  for (const TensorSpec &output : task.outputs)
    given[output.name] = output.shape;
  std::vector<SummaryNode> nodes;
  for (const TaskNode &node : task.nodes) {
    SummaryNode n{&node, {}, std::nullopt};
    for (const std::string &name : node.inputs) {
      auto it = shapes.find(name);
      n.in.push_back(it == shapes.end() ? std::nullopt : it->second);
    }
    MaybeShape out = inferShape(node.op, node.attrs, n.in);
    for (const std::string &name : node.outputs) {
      auto it = given.find(name);
      shapes[name] = it != given.end() ? MaybeShape(it->second) : out;
    }
    if (!node.outputs.empty())
      n.out = shapes[node.outputs[0]];
    nodes.push_back(std::move(n));
  }
  return nodes;
}

} // namespace

const std::vector<std::string> &rankerFeatureNames() {
  static const std::vector<std::string> names = {
      "n_ops", "n_elementwise", "n_compare", "n_row", "n_norm", "n_reduction",
      "n_strided_reduction", "n_pool", "n_gemm", "n_conv", "n_unknown", "n_inputs", "n_outputs",
      "bytes_moved", "out_elements", "gemm_flops", "conv_flops", "arithmetic_intensity",
      "max_reduction_length", "max_reduction_inner", "max_window_volume", "dtype", "precision",
      "block", "vector", "warp_per_row", "max_cached", "gemm_algo", "conv_engine",
      "conv_bias_fused", "elements_per_thread", "row_per_lane", "vector_bytes", "handset_rank",
      // Version 4 (appended: a v3 model
      // reads the names before these).
      "conv_ws_sized", "fp32_emulated", "strict_round", "split_blocks_per_sm",
      // Version 5.
      "conv_channels_last", "conv_layout_copies", "conv_transposed_forward", "attention_key_tile",
      "attention_query_shared", "attention_score_chains", "attention_async_copy", "layout_tile"};
  return names;
}

TaskSummary summarizeTask(const Task &task) {
  TaskSummary summary;
  std::map<std::string, int64_t *> counts = {{"elementwise", &summary.elementwise},
                                             {"compare", &summary.compare},
                                             {"row", &summary.row},
                                             {"norm", &summary.norm},
                                             {"reduction", &summary.reduction},
                                             {"pool", &summary.pool},
                                             {"gemm", &summary.gemms},
                                             {"conv", &summary.convs},
                                             {"unknown", &summary.unknown}};
  std::set<std::string> graphOutputs;
  for (const TensorSpec &output : task.outputs)
    graphOutputs.insert(output.name);
  int64_t elementBytes = !task.inputs.empty() ? int64_t(dtypeSize(task.inputs[0].dtype)) : 4;
  for (const SummaryNode &n : summaryNodes(task)) {
    if (n.out && !n.node->outputs.empty() && !graphOutputs.count(n.node->outputs[0]))
      summary.maxIntermediateBytes =
          std::max(summary.maxIntermediateBytes, numel(*n.out) * elementBytes);
    std::string family = opFamily(n.node->op);
    ++*counts[family];
    ++summary.ops;
    if (family == "gemm")
      summary.gemmFlops += gemmFlopsOf(n);
    else if (family == "conv")
      summary.convFlops += convFlopsOf(n);
    else if (family == "pool" && !n.in.empty() && n.in[0] && n.in[0]->size() > poolRank(n.node->op))
      summary.maxWindowVolume =
          std::max(summary.maxWindowVolume, numel(poolWindow(n.node->op, n.node->attrs, *n.in[0])));
    if (auto r = reductionOf(n)) {
      summary.maxReductionLength = std::max(summary.maxReductionLength, r->first);
      summary.maxReductionInner = std::max(summary.maxReductionInner, r->second);
      summary.stridedReductions += r->second > 1 ? 1 : 0;
    }
  }
  for (const TaskInput &input : task.inputs)
    summary.bytesMoved += numel(input.shape) * int64_t(dtypeSize(input.dtype));
  for (const TensorSpec &output : task.outputs) {
    summary.bytesMoved += numel(output.shape) * int64_t(dtypeSize(output.dtype));
    summary.outElements += numel(output.shape);
  }
  summary.inputs = int64_t(task.inputs.size());
  summary.outputs = int64_t(task.outputs.size());
  int64_t flops = summary.gemmFlops + summary.convFlops;
  summary.arithmeticIntensity =
      summary.bytesMoved ? double(flops) / double(summary.bytesMoved) : 0.0;
  // The float dtype the group computes in: its first float input's (a b8
  // mask may come first), as tools/policy/features.py reads it.
  for (const TaskInput &input : task.inputs)
    if (input.dtype == DType::F32 || input.dtype == DType::F16 || input.dtype == DType::BF16) {
      summary.dtype = dtypeName(input.dtype);
      break;
    }
  summary.precision = task.precision;
  return summary;
}

RankerParams rankerParams(const Candidate &candidate) {
  RankerParams params;
  params.block = candidate.params.blockSize;
  params.vector = candidate.params.vectorWidth;
  params.warpPerRow = candidate.params.warpPerRow;
  params.maxCached = candidate.params.maxCachedPerThread;
  params.gemmAlgo = candidate.params.gemmAlgo;
  const nlohmann::json &f = candidate.features;
  if (f.is_object() && f.contains("conv_engine") && f["conv_engine"].is_number())
    params.convEngine = int(f["conv_engine"].get<double>());
  if (f.is_object() && f.contains("conv_bias_fused") && f["conv_bias_fused"].is_number())
    params.convBiasFused = f["conv_bias_fused"].get<double>() != 0 ? 1 : 0;
  // KernelParams' convWorkspaceSized defaults to false whether or not the
  // group has a conv step: conv_engine's presence says which (-1 like it).
  if (params.convEngine >= 0) {
    const KernelParams &kp = candidate.params;
    params.convWsSized = kp.convWorkspaceSized ? 1 : 0;
    params.convChannelsLast = kp.convChannelsLast ? 1 : 0;
    params.convLayoutCopies = kp.convChannelsLast && !kp.convInPlaceLayouts ? 1 : 0;
    params.convTransposedForward = kp.convTransposedForward ? 1 : 0;
  }
  params.attentionKeyTile = candidate.params.attentionKeyTile;
  params.attentionQueryShared = candidate.params.attentionQueryShared;
  params.attentionScoreChains = candidate.params.attentionScoreChains;
  params.attentionAsyncCopy = candidate.params.attentionAsyncCopy;
  params.layoutTile = candidate.params.layoutTile;
  params.fp32Emulated = candidate.params.fp32Emulated;
  params.splitBlocksPerSm = candidate.params.splitBlocksPerSm;
  // The strict-fp32 round from the id, as features.py reads it: the params'
  // gemmCompute/convCompute are "32F" in the fp32 mode too (and for a
  // library the group lacks), so only with the task's precision and its
  // libraries would they tell the round; the suffix is what the builtin
  // policy itself decides its next round by (nextStrictRound). A "-plain"
  // the search driver appended follows it.
  std::string id = policyCandidateId(candidate.id);
  auto endsWith = [](const std::string &text, const std::string &suffix) {
    return text.size() >= suffix.size() &&
           text.compare(text.size() - suffix.size(), suffix.size(), suffix) == 0;
  };
  params.strictRound = endsWith(id, "-f32g") ? 1 : endsWith(id, "-f32") ? 2 : 0;
  return params;
}

std::vector<double> rankerFeatures(const TaskSummary &task, const RankerParams &params) {
  static const std::map<std::string, int> dtypes = {{"f32", 0}, {"f16", 1}, {"bf16", 2}};
  static const std::map<std::string, int> precisions = {
      {"fp32", 0}, {"tf32", 1}, {"bf16", 2}, {"fp16", 3}};
  auto code = [](const std::map<std::string, int> &codes, const std::string &name) {
    auto it = codes.find(name);
    return it == codes.end() ? -1.0 : double(it->second);
  };
  int dtypeBytes = task.dtype == "f16" || task.dtype == "bf16" ? 2 : 4;
  double lanes = double((params.warpPerRow ? 32 : params.block) * params.vector);
  return {double(task.ops),
          double(task.elementwise),
          double(task.compare),
          double(task.row),
          double(task.norm),
          double(task.reduction),
          double(task.stridedReductions),
          double(task.pool),
          double(task.gemms),
          double(task.convs),
          double(task.unknown),
          double(task.inputs),
          double(task.outputs),
          double(task.bytesMoved),
          double(task.outElements),
          double(task.gemmFlops),
          double(task.convFlops),
          task.arithmeticIntensity,
          double(task.maxReductionLength),
          double(task.maxReductionInner),
          double(task.maxWindowVolume),
          code(dtypes, task.dtype),
          code(precisions, task.precision),
          double(params.block),
          double(params.vector),
          params.warpPerRow ? 1.0 : 0.0,
          double(params.maxCached),
          task.gemms > 0 ? double(params.gemmAlgo) : -1.0,
          double(params.convEngine),
          double(params.convBiasFused),
          double(task.outElements) / double(params.block * params.vector),
          double(task.maxReductionLength) / lanes,
          double(params.vector * dtypeBytes),
          double(params.handsetRank),
          double(params.convWsSized),
          params.fp32Emulated ? 1.0 : 0.0,
          double(params.strictRound),
          double(params.splitBlocksPerSm),
          double(params.convChannelsLast),
          double(params.convLayoutCopies),
          double(params.convTransposedForward),
          double(params.attentionKeyTile),
          params.attentionQueryShared ? 1.0 : 0.0,
          double(params.attentionScoreChains),
          params.attentionAsyncCopy ? 1.0 : 0.0,
          double(params.layoutTile)};
}

} // namespace cuagent
