//===- Decompositions.cpp - ATen ops as the ops they are defined by ------===//
#include "cuagent/TorchScript/Decompositions.h"

#include "cuagent/TorchScript/GraphBuilder.h"

#include <torch/csrc/jit/ir/constants.h>
#include <torch/csrc/jit/passes/constant_propagation.h>

#include <algorithm>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace cuagent {
namespace jit = torch::jit;

namespace {

struct Context {
  const ValueInfos &infos;
  const std::function<bool(const jit::Value *)> &foldable;

  /// The profile of a floating tensor value, or nullptr.
  const ValueInfo *floating(const jit::Value *value) const {
    auto it = infos.find(value);
    return it != infos.end() && at::isFloatingType(it->second.dtype) ? &it->second : nullptr;
  }
  /// Its sizes, when they are fixed by the guard.
  const std::vector<int64_t> *sizes(const jit::Value *value) const {
    const ValueInfo *info = floating(value);
    return info && foldable(value) ? &info->sizes : nullptr;
  }
};

using Results = std::vector<jit::Value *>; // empty: not rewritten

std::optional<double> number(const jit::Value *value) {
  std::optional<c10::IValue> constant = jit::toIValue(value);
  if (!constant || !(constant->isDouble() || constant->isInt()))
    return std::nullopt;
  return constant->isDouble() ? constant->toDouble() : double(constant->toInt());
}

bool allFloating(const Context &c, std::initializer_list<const jit::Value *> values) {
  return std::all_of(values.begin(), values.end(),
                     [&](const jit::Value *value) { return c.floating(value) != nullptr; });
}

/// Whether beta and alpha of an addmm-family op are constants.
bool constantScales(const jit::Node *node) {
  return number(node->namedInput("beta")) && number(node->namedInput("alpha"));
}

/// beta * m + alpha * product, as ATen's addmm family computes it: `m` is
/// not read when beta is 0 (a NaN there does not propagate).
Results combine(GraphBuilder &b, jit::Node *node, jit::Value *m, jit::Value *product) {
  double beta = *number(node->namedInput("beta")), alpha = *number(node->namedInput("alpha"));
  jit::Value *scaled = alpha == 1.0 ? product : b.mul(product, node->namedInput("alpha"));
  if (beta == 0.0)
    return {scaled};
  jit::Value *self = beta == 1.0 ? m : b.mul(m, node->namedInput("beta"));
  return {b.add(self, scaled)};
}

jit::Value *outerProduct(GraphBuilder &b, jit::Value *u, jit::Value *v) {
  return b.mul(b.unsqueeze(u, 1), v);
}

Results mv(GraphBuilder &b, jit::Node *node, const Context &c) {
  if (!allFloating(c, {node->input(0), node->input(1)}))
    return {};
  return {b.matmul(node->input(0), node->input(1))};
}

Results dot(GraphBuilder &b, jit::Node *node, const Context &c) {
  if (!allFloating(c, {node->input(0), node->input(1)}))
    return {};
  return {b.op(c10::aten::sum, {b.mul(node->input(0), node->input(1))})};
}

Results outer(GraphBuilder &b, jit::Node *node, const Context &c) {
  if (!allFloating(c, {node->input(0), node->input(1)}))
    return {};
  return {outerProduct(b, node->input(0), node->input(1))};
}

Results addmv(GraphBuilder &b, jit::Node *node, const Context &c) {
  if (!allFloating(c, {node->input(0), node->input(1), node->input(2)}) || !constantScales(node))
    return {};
  return combine(b, node, node->input(0), b.matmul(node->input(1), node->input(2)));
}

Results addr(GraphBuilder &b, jit::Node *node, const Context &c) {
  if (!allFloating(c, {node->input(0), node->input(1), node->input(2)}) || !constantScales(node))
    return {};
  return combine(b, node, node->input(0), outerProduct(b, node->input(1), node->input(2)));
}

/// sum_i A[i] @ B[i] as one GEMM over K = batch * k: A's batch moved next
/// to its k (a copy, as stock's loop of GEMMs reads it strided), B's merged.
Results addbmm(GraphBuilder &b, jit::Node *node, const Context &c) {
  const std::vector<int64_t> *a = c.sizes(node->input(1)), *bs = c.sizes(node->input(2));
  if (!c.floating(node->input(0)) || !a || !bs || a->size() != 3 || bs->size() != 3 ||
      !constantScales(node))
    return {};
  int64_t batch = (*a)[0], n = (*a)[1], k = (*a)[2], m = (*bs)[2];
  jit::Value *lhs = b.reshape(b.permute(node->input(1), {1, 0, 2}), {n, batch * k});
  jit::Value *rhs = b.reshape(node->input(2), {batch * k, m});
  return combine(b, node, node->input(0), b.matmul(lhs, rhs));
}

/// y[..., o] = sum_ij x1[..., i] W[o, i, j] x2[..., j] + bias[o]: x1 times
/// W laid out [i, o * j] (a constant permute of a frozen weight), the
/// product unflattened to [..., o, j], times x2, summed over j.
Results bilinear(GraphBuilder &b, jit::Node *node, const Context &c) {
  jit::Value *x1 = node->input(0), *x2 = node->input(1), *weight = node->input(2);
  const std::vector<int64_t> *w = c.sizes(weight);
  std::optional<c10::IValue> constant = jit::toIValue(weight);
  std::vector<int64_t> wSizes;
  if (constant && constant->isTensor())
    wSizes = constant->toTensor().sizes().vec();
  else if (w)
    wSizes = *w;
  if (!allFloating(c, {x1, x2}) || wSizes.size() != 3)
    return {};
  int64_t outs = wSizes[0], in1 = wSizes[1], in2 = wSizes[2];
  jit::Value *laid = b.reshape(b.permute(weight, {1, 0, 2}), {in1, outs * in2});
  jit::Value *projected = b.op(
      c10::Symbol::fromQualString("aten::unflatten"),
      {b.matmul(x1, laid), b.constant(int64_t(-1)), b.constant(std::vector<int64_t>{outs, in2})});
  jit::Value *summed =
      b.op(c10::aten::sum, {b.mul(projected, b.unsqueeze(x2, -2)),
                            b.constant(std::vector<int64_t>{-1}), b.constant(false)});
  if (node->input(3)->mustBeNone())
    return {summed};
  return {b.add(summed, node->input(3))};
}

std::optional<std::vector<int64_t>> intList(const jit::Value *value, int64_t rank) {
  std::optional<c10::IValue> constant = jit::toIValue(value);
  if (!constant || !constant->isIntList())
    return std::nullopt;
  std::vector<int64_t> dims = constant->toIntVector();
  for (int64_t &d : dims) {
    if (d < -rank || d >= rank)
      return std::nullopt;
    d = d < 0 ? d + rank : d;
  }
  return dims;
}

/// The dims of `rank` not in `contracted`, in order.
std::vector<int64_t> freeDims(int64_t rank, const std::vector<int64_t> &contracted) {
  std::vector<int64_t> free;
  for (int64_t d = 0; d < rank; ++d)
    if (std::find(contracted.begin(), contracted.end(), d) == contracted.end())
      free.push_back(d);
  return free;
}

int64_t product(const std::vector<int64_t> &sizes, const std::vector<int64_t> &dims) {
  int64_t result = 1;
  for (int64_t d : dims)
    result *= sizes[d];
  return result;
}

jit::Value *permuted(GraphBuilder &b, jit::Value *x, const std::vector<int64_t> &perm) {
  for (size_t i = 0; i < perm.size(); ++i)
    if (perm[i] != int64_t(i))
      return b.permute(x, perm);
  return x;
}

/// ATen's tensordot: each operand permuted and reshaped to a matrix, one
/// mm, the result reshaped to the free dims of a, then of b.
Results tensordot(GraphBuilder &b, jit::Node *node, const Context &c) {
  const std::vector<int64_t> *a = c.sizes(node->input(0)), *bs = c.sizes(node->input(1));
  if (!a || !bs)
    return {};
  std::optional<std::vector<int64_t>> da = intList(node->input(2), int64_t(a->size()));
  std::optional<std::vector<int64_t>> db = intList(node->input(3), int64_t(bs->size()));
  if (!da || !db || da->size() != db->size())
    return {};
  for (size_t i = 0; i < da->size(); ++i)
    if ((*a)[(*da)[i]] != (*bs)[(*db)[i]])
      return {};
  std::vector<int64_t> freeA = freeDims(int64_t(a->size()), *da);
  std::vector<int64_t> freeB = freeDims(int64_t(bs->size()), *db);
  std::vector<int64_t> permA = freeA, permB = *db, shape;
  permA.insert(permA.end(), da->begin(), da->end());
  permB.insert(permB.end(), freeB.begin(), freeB.end());
  int64_t m = product(*a, freeA), k = product(*a, *da), n = product(*bs, freeB);
  jit::Value *lhs = b.reshape(permuted(b, node->input(0), permA), {m, k});
  jit::Value *rhs = b.reshape(permuted(b, node->input(1), permB), {k, n});
  for (int64_t d : freeA)
    shape.push_back((*a)[d]);
  for (int64_t d : freeB)
    shape.push_back((*bs)[d]);
  return {b.reshape(b.matmul(lhs, rhs), shape)};
}

/// var_mean and std_mean: the statistic (var or std, the same overload's
/// arguments) and the mean over the same dims.
Results statisticAndMean(GraphBuilder &b, jit::Node *node, const Context &c, c10::Symbol stat) {
  jit::Value *x = node->input(0);
  if (!c.floating(x))
    return {};
  std::string overload = node->schema().overload_name();
  if (overload.empty()) // (self, unbiased): every element
    return {b.op(stat, {x, node->input(1)}), b.op(c10::aten::mean, {x})};
  jit::Value *dim = node->namedInput("dim"), *keepdim = node->namedInput("keepdim");
  jit::Value *mean = b.op(c10::aten::mean, {x, dim, keepdim});
  if (overload == "dim")
    return {b.op(stat, {x, dim, node->namedInput("unbiased"), keepdim}), mean};
  if (overload == "correction")
    return {b.op(stat, {x, dim},
                 {jit::NamedValue("correction", node->namedInput("correction")),
                  jit::NamedValue("keepdim", keepdim)}),
            mean};
  return {};
}

Results varMean(GraphBuilder &b, jit::Node *node, const Context &c) {
  return statisticAndMean(b, node, c, c10::aten::var);
}

Results stdMean(GraphBuilder &b, jit::Node *node, const Context &c) {
  return statisticAndMean(b, node, c, c10::aten::std);
}

/// linalg_norm with ord None (or "fro") and linalg_matrix_norm "fro": the
/// 2-norm of the elements over `dim` (Frobenius over two dims).
Results frobenius(GraphBuilder &b, jit::Node *node, const Context &c) {
  jit::Value *x = node->input(0), *ord = node->namedInput("ord");
  std::optional<c10::IValue> order = jit::toIValue(ord);
  bool plain = order && (order->isNone() || (order->isString() && order->toStringRef() == "fro"));
  if (!c.floating(x) || !plain || !node->namedInput("dtype")->mustBeNone())
    return {};
  return {b.op(c10::Symbol::fromQualString("aten::linalg_vector_norm"),
               {x, b.constant(2.0), node->namedInput("dim"), node->namedInput("keepdim")})};
}

/// diff without prepend or append: x[1:] - x[:-1] along dim, n times.
Results diff(GraphBuilder &b, jit::Node *node, const Context &c) {
  const std::vector<int64_t> *sizes = c.sizes(node->input(0));
  std::optional<c10::IValue> n = jit::toIValue(node->namedInput("n"));
  std::optional<c10::IValue> dim = jit::toIValue(node->namedInput("dim"));
  if (!sizes || sizes->empty() || !n || !n->isInt() || !dim || !dim->isInt() ||
      !node->namedInput("prepend")->mustBeNone() || !node->namedInput("append")->mustBeNone())
    return {};
  int64_t rank = int64_t(sizes->size()), d = dim->toInt() < 0 ? dim->toInt() + rank : dim->toInt();
  if (d < 0 || d >= rank || n->toInt() < 1 || n->toInt() >= (*sizes)[d])
    return {};
  jit::Value *x = node->input(0);
  for (int64_t i = 0; i < n->toInt(); ++i)
    x = b.sub(b.slice(x, d, 1, INT64_MAX), b.slice(x, d, 0, -1));
  return {x};
}

/// clamp by tensor bounds: maximum then minimum, which propagate a NaN of
/// x or of a bound as ATen's clamp kernel does. clamp_min and clamp_max
/// have one bound.
Results clampByTensors(GraphBuilder &b, jit::Node *node, const Context &c) {
  std::string name = node->schema().name();
  jit::Value *x = node->input(0);
  jit::Value *low = name == "aten::clamp_max" ? nullptr : node->input(1);
  jit::Value *high = name == "aten::clamp"       ? node->input(2)
                     : name == "aten::clamp_max" ? node->input(1)
                                                 : nullptr;
  if (low && low->mustBeNone())
    low = nullptr;
  if (high && high->mustBeNone())
    high = nullptr;
  if (!c.floating(x) || (!low && !high) || (low && !c.floating(low)) || (high && !c.floating(high)))
    return {};
  if (low)
    x = b.op(c10::aten::maximum, {x, low});
  if (high)
    x = b.op(c10::aten::minimum, {x, high});
  return {x};
}

/// masked_fill by a 0-dim tensor: where(mask, value, x). Both floating, so
/// where's type promotion keeps x's dtype as masked_fill does.
Results maskedFillByTensor(GraphBuilder &b, jit::Node *node, const Context &c) {
  const ValueInfo *value = c.floating(node->input(2));
  if (!c.floating(node->input(0)) || !value || !value->sizes.empty() ||
      value->dtype != c.floating(node->input(0))->dtype)
    return {};
  return {b.op(c10::aten::where, {node->input(1), node->input(2), node->input(0)})};
}

/// logit: log(x / (1 - x)), x first clamped to [eps, 1 - eps] when eps is
/// given (the clamp keeps NaN, as ATen's comparisons do).
Results logit(GraphBuilder &b, jit::Node *node, const Context &c) {
  jit::Value *x = node->input(0), *eps = node->input(1);
  std::optional<double> bound = number(eps);
  if (!c.floating(x) || (!eps->mustBeNone() && !bound))
    return {};
  if (bound)
    x = b.op(c10::aten::clamp, {x, b.constant(*bound), b.constant(1.0 - *bound)});
  jit::Value *complement = b.op(c10::aten::rsub, {x, b.constant(1.0)});
  return {b.op(c10::aten::log, {b.op(c10::aten::div, {x, complement})})};
}

/// ATen's apply_loss_reduction: 0 none, 1 the mean, 2 the sum.
std::optional<int64_t> lossReduction(const jit::Value *value) {
  std::optional<c10::IValue> constant = jit::toIValue(value);
  if (!constant || !constant->isInt() || constant->toInt() < 0 || constant->toInt() > 2)
    return std::nullopt;
  return constant->toInt();
}

jit::Value *reduceLoss(GraphBuilder &b, jit::Value *loss, int64_t reduction) {
  if (reduction == 1)
    return b.op(c10::aten::mean, {loss});
  return reduction == 2 ? b.op(c10::aten::sum, {loss}) : loss;
}

/// `value` where `target` equals (or, `equal` false, differs from) `label`,
/// else 0: ATen's where(target == label, value, zeros).
jit::Value *selectByLabel(GraphBuilder &b, jit::Value *target, double label, bool equal,
                          jit::Value *value) {
  jit::Value *cond = b.op(equal ? c10::aten::eq : c10::aten::ne, {target, b.constant(label)});
  return b.op(c10::aten::where, {cond, value, b.constant(0.0)});
}

/// hinge_embedding_loss as ATen's Loss.cpp writes it: max(margin - x, 0)
/// where the target is not 1, plus x where it is not -1, reduced.
Results hingeEmbeddingLoss(GraphBuilder &b, jit::Node *node, const Context &c) {
  jit::Value *x = node->input(0), *target = node->input(1);
  std::optional<double> margin = number(node->input(2));
  std::optional<int64_t> reduction = lossReduction(node->input(3));
  if (!allFloating(c, {x, target}) || !margin || !reduction)
    return {};
  jit::Value *clamped = b.op(c10::aten::clamp_min,
                             {b.op(c10::aten::rsub, {x, b.constant(*margin)}), b.constant(0.0)});
  jit::Value *loss = b.add(selectByLabel(b, target, 1.0, false, clamped),
                           selectByLabel(b, target, -1.0, false, x));
  return {reduceLoss(b, loss, *reduction)};
}

/// cosine_embedding_loss as ATen writes it: the cosine over the last dim
/// (squared norms each + 1e-12), 1 - cos where the target is 1 and
/// max(cos - margin, 0) where it is -1, reduced.
Results cosineEmbeddingLoss(GraphBuilder &b, jit::Node *node, const Context &c) {
  jit::Value *x1 = node->input(0), *x2 = node->input(1), *target = node->input(2);
  std::optional<double> margin = number(node->input(3));
  std::optional<int64_t> reduction = lossReduction(node->input(4));
  const ValueInfo *t = c.floating(target);
  if (!allFloating(c, {x1, x2}) || !t || !margin || !reduction)
    return {};
  jit::Value *dims = b.constant(std::vector<int64_t>{int64_t(t->sizes.size())});
  auto sumOf = [&](jit::Value *p, jit::Value *q) {
    return b.op(c10::aten::sum, {b.mul(p, q), dims, b.constant(false)});
  };
  jit::Value *eps = b.constant(1e-12);
  jit::Value *denom = b.op(c10::aten::sqrt, {b.mul(b.op(c10::aten::add, {sumOf(x1, x1), eps}),
                                                   b.op(c10::aten::add, {sumOf(x2, x2), eps}))});
  jit::Value *cos = b.op(c10::aten::div, {sumOf(x1, x2), denom});
  jit::Value *pos = b.op(c10::aten::rsub, {cos, b.constant(1.0)});
  jit::Value *neg = b.op(c10::aten::clamp_min,
                         {b.op(c10::aten::sub, {cos, b.constant(*margin)}), b.constant(0.0)});
  jit::Value *loss =
      b.add(selectByLabel(b, target, 1.0, true, pos), selectByLabel(b, target, -1.0, true, neg));
  return {reduceLoss(b, loss, *reduction)};
}

/// poisson_nll_loss without the Stirling term (full=False): exp(x) - t x
/// for a log input, else x - t log(x + eps), reduced.
Results poissonNllLoss(GraphBuilder &b, jit::Node *node, const Context &c) {
  jit::Value *x = node->input(0), *target = node->input(1);
  std::optional<c10::IValue> logInput = jit::toIValue(node->input(2));
  std::optional<c10::IValue> full = jit::toIValue(node->input(3));
  std::optional<double> eps = number(node->input(4));
  std::optional<int64_t> reduction = lossReduction(node->input(5));
  if (!allFloating(c, {x, target}) || !logInput || !logInput->isBool() || !full ||
      !full->isBool() || full->toBool() || !eps || !reduction)
    return {};
  jit::Value *loss =
      logInput->toBool()
          ? b.sub(b.op(c10::aten::exp, {x}), b.mul(target, x))
          : b.sub(x,
                  b.mul(target, b.op(c10::aten::log, {b.op(c10::aten::add, {x, node->input(4)})})));
  return {reduceLoss(b, loss, *reduction)};
}

/// `x.to(x.dtype)`, `x.float()` of a float tensor, `x.type_as(y)` of one
/// dtype: ATen returns x itself (no copy asked), so its readers read x.
Results identityCast(GraphBuilder &b, jit::Node *node, const Context &c) {
  const ValueInfo *x = c.floating(node->input(0)), *out = c.floating(node->output(0));
  if (!x || !out || x->dtype != out->dtype || x->device != out->device)
    return {};
  if (node->kind() == c10::aten::to) {
    std::optional<c10::IValue> copy = jit::toIValue(node->namedInput("copy"));
    if (!copy || !copy->isBool() || copy->toBool())
      return {};
  }
  return {node->input(0)};
}

/// repeat_interleave by a constant count along a dim: each element repeated
/// in place, as unsqueeze, expand and merge (an index map in a group).
Results repeatInterleave(GraphBuilder &b, jit::Node *node, const Context &c) {
  const std::vector<int64_t> *sizes = c.sizes(node->input(0));
  std::optional<c10::IValue> repeats = jit::toIValue(node->input(1));
  std::optional<c10::IValue> dim = jit::toIValue(node->input(2));
  if (!sizes || sizes->empty() || !repeats || !repeats->isInt() || repeats->toInt() < 1 || !dim ||
      !dim->isInt() || !node->namedInput("output_size")->mustBeNone())
    return {};
  int64_t rank = int64_t(sizes->size()), d = dim->toInt() < 0 ? dim->toInt() + rank : dim->toInt();
  if (d < 0 || d >= rank)
    return {};
  std::vector<int64_t> expanded = *sizes, merged = *sizes;
  expanded.insert(expanded.begin() + d + 1, repeats->toInt());
  merged[d] *= repeats->toInt();
  jit::Value *spread =
      b.op(c10::aten::expand, {b.unsqueeze(node->input(0), d + 1), b.constant(expanded)});
  return {b.reshape(spread, merged)};
}

using RewriteFn = Results (*)(GraphBuilder &, jit::Node *, const Context &);

const std::map<std::string, RewriteFn> &rewrites() {
  static const std::map<std::string, RewriteFn> table = {
      {"aten::mv", mv},
      {"aten::dot", dot},
      {"aten::outer", outer},
      {"aten::ger", outer},
      {"aten::addmv", addmv},
      {"aten::addr", addr},
      {"aten::addbmm", addbmm},
      {"aten::bilinear", bilinear},
      {"aten::tensordot", tensordot},
      {"aten::var_mean", varMean},
      {"aten::var_mean.dim", varMean},
      {"aten::var_mean.correction", varMean},
      {"aten::std_mean", stdMean},
      {"aten::std_mean.dim", stdMean},
      {"aten::std_mean.correction", stdMean},
      {"aten::linalg_norm", frobenius},
      {"aten::linalg_norm.ord_str", frobenius},
      {"aten::linalg_matrix_norm.str_ord", frobenius},
      {"aten::diff", diff},
      {"aten::clamp.Tensor", clampByTensors},
      {"aten::clamp_min.Tensor", clampByTensors},
      {"aten::clamp_max.Tensor", clampByTensors},
      {"aten::masked_fill.Tensor", maskedFillByTensor},
      {"aten::logit", logit},
      {"aten::hinge_embedding_loss", hingeEmbeddingLoss},
      {"aten::cosine_embedding_loss", cosineEmbeddingLoss},
      {"aten::poisson_nll_loss", poissonNllLoss},
      {"aten::to.dtype", identityCast},
      {"aten::type_as", identityCast},
      {"aten::repeat_interleave.self_int", repeatInterleave},
  };
  return table;
}

} // namespace

size_t decomposeOps(const std::shared_ptr<jit::Graph> &graph, ValueInfos &infos,
                    const std::function<bool(const jit::Value *)> &sizesFoldable) {
  std::vector<std::pair<jit::Node *, RewriteFn>> matches;
  for (jit::Node *node : graph->block()->nodes()) {
    auto it = rewrites().find(schemaName(node));
    if (it != rewrites().end())
      matches.emplace_back(node, it->second);
  }
  Context context{infos, sizesFoldable};
  size_t rewritten = 0;
  for (auto &[node, rewrite] : matches) {
    jit::WithInsertPoint insertPoint(node);
    GraphBuilder builder(*graph);
    Results results = rewrite(builder, node, context);
    // A rewrite checks everything before it inserts a node.
    if (results.size() != node->outputs().size())
      continue;
    for (size_t i = 0; i < results.size(); ++i) {
      jit::Value *old = node->output(i);
      results[i]->setType(old->type());
      auto made = infos.find(old);
      if (made != infos.end()) {
        infos[results[i]] = made->second;
        infos.erase(old);
      }
      old->replaceAllUsesWith(results[i]);
    }
    node->destroy();
    ++rewritten;
  }
  // A frozen weight's permute and reshape (bilinear, tensordot) become the
  // constant they compute, not a copy per call.
  if (rewritten) {
    std::shared_ptr<jit::Graph> mutableGraph = graph;
    jit::ConstantPropagation(mutableGraph);
  }
  return rewritten;
}

} // namespace cuagent
