//===- Einsum.cpp - einsum as permute, reshape and matmul -----------------===//
#include "cuagent/TorchScript/Einsum.h"

#include <algorithm>
#include <map>
#include <set>
#include <utility>

namespace cuagent {
namespace jit = torch::jit;

namespace {

constexpr int kFirstEllipsisLabel = 52;

/// One term of an equation: its letters' labels, and where its ellipsis
/// stands (nullopt when it has none).
struct Term {
  std::vector<int> letters;
  std::optional<size_t> ellipsisAt;
};

std::optional<Term> parseTerm(const std::string &text, std::string &why) {
  Term term;
  for (size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    if (c >= 'A' && c <= 'Z') {
      term.letters.push_back(c - 'A');
    } else if (c >= 'a' && c <= 'z') {
      term.letters.push_back(26 + (c - 'a'));
    } else if (text.compare(i, 3, "...") == 0 && !term.ellipsisAt) {
      term.ellipsisAt = term.letters.size();
      i += 2;
    } else {
      why = "term '" + text + "' has a character that is not a letter or one ellipsis";
      return std::nullopt;
    }
  }
  return term;
}

/// `term`'s labels with its ellipsis as `ellipsisDims` labels, right-aligned
/// among the equation's `maxEllipsis`.
std::vector<int> expand(const Term &term, int64_t ellipsisDims, int64_t maxEllipsis) {
  std::vector<int> labels(term.letters.begin(), term.letters.end());
  if (!term.ellipsisAt)
    return labels;
  std::vector<int> covered;
  for (int64_t i = maxEllipsis - ellipsisDims; i < maxEllipsis; ++i)
    covered.push_back(kFirstEllipsisLabel + int(i));
  labels.insert(labels.begin() + *term.ellipsisAt, covered.begin(), covered.end());
  return labels;
}

bool hasRepeats(const std::vector<int> &labels) {
  return std::set<int>(labels.begin(), labels.end()).size() != labels.size();
}

std::vector<std::string> splitTerms(const std::string &text) {
  std::vector<std::string> terms(1);
  for (char c : text) {
    if (c == ',')
      terms.emplace_back();
    else
      terms.back().push_back(c);
  }
  return terms;
}

bool contains(const std::vector<int> &labels, int label) {
  return std::find(labels.begin(), labels.end(), label) != labels.end();
}

/// The labels of `order` that satisfy `keep`, in `order`'s order.
template <typename Keep> std::vector<int> select(const std::vector<int> &order, Keep keep) {
  std::vector<int> selected;
  for (int label : order)
    if (keep(label))
      selected.push_back(label);
  return selected;
}

/// Size queries and int arithmetic on them, one query per label.
class Sizes {
public:
  explicit Sizes(jit::Graph &graph) : graph_(graph) {}

  void add(jit::Value *operand, const std::vector<int> &labels) {
    for (size_t d = 0; d < labels.size(); ++d)
      where_.emplace(labels[d], std::make_pair(operand, int64_t(d)));
  }
  jit::Value *of(int label) {
    auto [it, inserted] = queried_.emplace(label, nullptr);
    if (inserted) {
      auto [operand, dim] = where_.at(label);
      it->second = graph_.insert(c10::aten::size, {operand, graph_.insertConstant(dim)});
    }
    return it->second;
  }
  jit::Value *product(const std::vector<int> &labels) {
    jit::Value *result = nullptr;
    for (int label : labels)
      result = result ? graph_.insert(c10::aten::mul, {result, of(label)}) : of(label);
    return result ? result : graph_.insertConstant(int64_t(1));
  }
  jit::Value *list(const std::vector<jit::Value *> &items) {
    return graph_.insertNode(graph_.createList(c10::IntType::get(), items))->output();
  }

private:
  jit::Graph &graph_;
  std::map<int, std::pair<jit::Value *, int64_t>> where_;
  std::map<int, jit::Value *> queried_;
};

std::vector<int64_t> positions(const std::vector<int> &labels, const std::vector<int> &of) {
  std::vector<int64_t> result;
  for (int label : of)
    result.push_back(std::find(labels.begin(), labels.end(), label) - labels.begin());
  return result;
}

bool isIdentity(const std::vector<int64_t> &perm) {
  for (size_t i = 0; i < perm.size(); ++i)
    if (perm[i] != int64_t(i))
      return false;
  return true;
}

/// Sums `summed` out of `value` (labelled `labels`, updated) and permutes
/// what is left into `order`.
jit::Value *sumAndPermute(jit::Graph &graph, jit::Value *value, std::vector<int> &labels,
                          const std::vector<int> &summed, const std::vector<int> &order) {
  if (!summed.empty()) {
    std::vector<int64_t> dims = positions(labels, summed);
    std::sort(dims.begin(), dims.end());
    value = graph.insert(c10::aten::sum, {value, dims, false});
    labels = select(labels, [&](int label) { return !contains(summed, label); });
  }
  std::vector<int64_t> perm = positions(labels, order);
  if (!isIdentity(perm))
    value = graph.insert(c10::aten::permute, {value, perm});
  labels = order;
  return value;
}

/// Reshapes `value` (dims: `batch`, then `rows`, then `columns`) to the
/// batch dims and one dim each for rows and columns, unless it is that
/// already. The batch dims stay apart: matmul takes any number, and merging
/// them would copy an operand a permute made strided.
jit::Value *mergeGroups(jit::Graph &graph, Sizes &sizes, jit::Value *value,
                        const std::vector<int> &batch, const std::vector<int> &rows,
                        const std::vector<int> &columns) {
  if (rows.size() == 1 && columns.size() == 1)
    return value;
  std::vector<jit::Value *> shape;
  for (int label : batch)
    shape.push_back(sizes.of(label));
  shape.push_back(sizes.product(rows));
  shape.push_back(sizes.product(columns));
  return graph.insert(c10::aten::reshape, {value, sizes.list(shape)});
}

/// The inverse of mergeGroups on the product [batch..., M, N].
jit::Value *splitGroups(jit::Graph &graph, Sizes &sizes, jit::Value *value,
                        const std::vector<int> &batch, const EinsumContraction &c) {
  if (c.m.size() == 1 && c.n.size() == 1)
    return value;
  std::vector<jit::Value *> shape;
  for (const std::vector<int> *group : {&batch, &c.m, &c.n})
    for (int label : *group)
      shape.push_back(sizes.of(label));
  return graph.insert(c10::aten::reshape, {value, sizes.list(shape)});
}

/// `value` (labelled `labels`, in the output's order) with a size-1 dim
/// where the output has a label it lacks, so it broadcasts to the output.
jit::Value *unsqueezeTo(jit::Graph &graph, jit::Value *value, const std::vector<int> &labels,
                        const std::vector<int> &output) {
  for (size_t d = 0; d < output.size(); ++d)
    if (!contains(labels, output[d]))
      value = graph.insert(c10::aten::unsqueeze, {value, int64_t(d)});
  return value;
}

/// No label contracted (an outer product, a broadcast multiply), or
/// nothing but contracted labels beside the batch (dot products): each
/// operand in the order of the output and then the contracted labels,
/// multiplied elementwise, the contracted dims summed. A GEMM of depth 1
/// or a batch of 1x1 GEMMs would be library calls for what one elementwise
/// kernel and a reduction do.
jit::Value *multiplyAndSum(jit::Graph &graph, const std::vector<jit::Value *> &operands,
                           const EinsumLabels &labels, const EinsumContraction &c) {
  std::vector<int> full = labels.output;
  full.insert(full.end(), c.k.begin(), c.k.end());
  std::vector<jit::Value *> factors;
  size_t lhs = c.swapped ? 1 : 0;
  for (size_t i = 0; i < 2; ++i) {
    std::vector<int> own = labels.operands[i];
    const std::vector<int> &summed = i == lhs ? c.lhsSummed : c.rhsSummed;
    std::vector<int> order = select(full, [&](int label) { return contains(own, label); });
    jit::Value *value = sumAndPermute(graph, operands[i], own, summed, order);
    factors.push_back(unsqueezeTo(graph, value, order, full));
  }
  jit::Value *product = graph.insert(c10::aten::mul, {factors[0], factors[1]});
  if (c.k.empty())
    return product;
  std::vector<int64_t> dims;
  for (size_t d = labels.output.size(); d < full.size(); ++d)
    dims.push_back(int64_t(d));
  return graph.insert(c10::aten::sum, {product, dims, false});
}

jit::Value *contractTwo(jit::Graph &graph, Sizes &sizes, const std::vector<jit::Value *> &operands,
                        const EinsumLabels &labels) {
  EinsumContraction c = classifyEinsum(labels);
  if (c.k.empty() || (c.m.empty() && c.n.empty()))
    return multiplyAndSum(graph, operands, labels, c);
  size_t l = c.swapped ? 1 : 0, r = 1 - l;
  std::vector<int> lhsLabels = labels.operands[l], rhsLabels = labels.operands[r];
  auto concat = [](std::vector<int> a, const std::vector<int> &b, const std::vector<int> &c) {
    a.insert(a.end(), b.begin(), b.end());
    a.insert(a.end(), c.begin(), c.end());
    return a;
  };
  // One of batch and rhsBatch is empty.
  std::vector<int> rhsBatch = concat(c.batch, c.rhsBatch, {});
  jit::Value *lhs =
      sumAndPermute(graph, operands[l], lhsLabels, c.lhsSummed, concat(c.batch, c.m, c.k));
  jit::Value *rhs =
      sumAndPermute(graph, operands[r], rhsLabels, c.rhsSummed, concat(rhsBatch, c.k, c.n));
  lhs = mergeGroups(graph, sizes, lhs, c.batch, c.m, c.k);
  rhs = mergeGroups(graph, sizes, rhs, rhsBatch, c.k, c.n);
  jit::Value *product = graph.insert(c10::aten::matmul, {lhs, rhs});
  product = splitGroups(graph, sizes, product, rhsBatch, c);
  std::vector<int> productLabels = concat(rhsBatch, c.m, c.n);
  return sumAndPermute(graph, product, productLabels, {}, labels.output);
}

/// Three or more operands, contracted from left to right as ATen does
/// without opt_einsum: each step keeps the labels a later operand or the
/// output still reads.
jit::Value *contractChain(jit::Graph &graph, Sizes &sizes,
                          const std::vector<jit::Value *> &operands, const EinsumLabels &labels) {
  jit::Value *result = operands[0];
  std::vector<int> resultLabels = labels.operands[0];
  for (size_t i = 1; i < operands.size(); ++i) {
    EinsumLabels step;
    step.operands = {resultLabels, labels.operands[i]};
    if (i + 1 == operands.size()) {
      step.output = labels.output;
    } else {
      auto needed = [&](int label) {
        for (size_t j = i + 1; j < operands.size(); ++j)
          if (contains(labels.operands[j], label))
            return true;
        return contains(labels.output, label);
      };
      for (const std::vector<int> *term : {&std::as_const(resultLabels), &labels.operands[i]})
        for (int label : *term)
          if (needed(label) && !contains(step.output, label))
            step.output.push_back(label);
    }
    result = contractTwo(graph, sizes, {result, operands[i]}, step);
    resultLabels = step.output;
  }
  return result;
}

/// The rewrite of one einsum, or nullptr where it stays (an identity).
jit::Value *rewrite(jit::Graph &graph, jit::Node *node, const std::vector<jit::Value *> &operands,
                    const EinsumLabels &labels) {
  jit::WithInsertPoint insertPoint(node);
  if (operands.size() >= 2) {
    // Every label's size is a query of the first operand that has it.
    Sizes sizes(graph);
    for (size_t i = 0; i < operands.size(); ++i)
      sizes.add(operands[i], labels.operands[i]);
    return contractChain(graph, sizes, operands, labels);
  }
  std::vector<int> inputLabels = labels.operands[0];
  std::vector<int> summed =
      select(inputLabels, [&](int label) { return !contains(labels.output, label); });
  if (summed.empty() && inputLabels == labels.output)
    return nullptr;
  return sumAndPermute(graph, operands[0], inputLabels, summed, labels.output);
}

/// The einsum's labels when this rewrite takes it.
std::optional<EinsumLabels>
match(jit::Node *node, const ValueInfos &infos,
      const std::function<bool(const jit::Value *)> &sizesFoldable) {
  if (node->kind() != c10::aten::einsum || node->inputs().size() < 2)
    return std::nullopt;
  std::optional<c10::IValue> equation = jit::toIValue(node->input(0));
  jit::Node *list = node->input(1)->node();
  if (!equation || !equation->isString() || list->kind() != c10::prim::ListConstruct)
    return std::nullopt;
  std::vector<jit::Value *> operands(list->inputs().begin(), list->inputs().end());
  if (operands.empty())
    return std::nullopt;
  std::vector<int64_t> ranks;
  std::map<int, int64_t> sizeOf;
  for (jit::Value *operand : operands) {
    auto info = infos.find(operand);
    if (info == infos.end() || !at::isFloatingType(info->second.dtype) || !sizesFoldable(operand))
      return std::nullopt;
    ranks.push_back(int64_t(info->second.sizes.size()));
  }
  std::string why;
  std::optional<EinsumLabels> labels = parseEinsum(equation->toStringRef(), ranks, why);
  if (!labels)
    return std::nullopt;
  // A label's sizes must agree: ATen broadcasts a size-1 one, which the
  // GEMM's reshape would not.
  for (size_t i = 0; i < operands.size(); ++i) {
    const std::vector<int64_t> &shape = infos.at(operands[i]).sizes;
    for (size_t d = 0; d < shape.size(); ++d) {
      auto [it, inserted] = sizeOf.emplace(labels->operands[i][d], shape[d]);
      if (!inserted && it->second != shape[d])
        return std::nullopt;
    }
  }
  return labels;
}

} // namespace

std::optional<EinsumLabels> parseEinsum(const std::string &equation,
                                        const std::vector<int64_t> &ranks, std::string &why) {
  std::string text;
  for (char c : equation)
    if (c != ' ')
      text.push_back(c);
  size_t arrow = text.find("->");
  std::vector<std::string> inputs = splitTerms(text.substr(0, arrow));
  if (inputs.size() != ranks.size()) {
    why = "the equation has " + std::to_string(inputs.size()) + " input terms for " +
          std::to_string(ranks.size()) + " operands";
    return std::nullopt;
  }
  std::vector<Term> terms;
  std::vector<int64_t> ellipsisDims;
  int64_t maxEllipsis = 0;
  for (size_t i = 0; i < inputs.size(); ++i) {
    std::optional<Term> term = parseTerm(inputs[i], why);
    if (!term)
      return std::nullopt;
    int64_t covered = ranks[i] - int64_t(term->letters.size());
    if (covered < 0 || (!term->ellipsisAt && covered != 0)) {
      why =
          "term '" + inputs[i] + "' does not match its operand's rank " + std::to_string(ranks[i]);
      return std::nullopt;
    }
    ellipsisDims.push_back(term->ellipsisAt ? covered : 0);
    maxEllipsis = std::max(maxEllipsis, ellipsisDims.back());
    terms.push_back(*term);
  }
  EinsumLabels labels;
  std::map<int, int> uses;
  for (size_t i = 0; i < terms.size(); ++i) {
    labels.operands.push_back(expand(terms[i], ellipsisDims[i], maxEllipsis));
    if (hasRepeats(labels.operands.back())) {
      why = "term '" + inputs[i] + "' repeats a label (a diagonal)";
      return std::nullopt;
    }
    for (int label : labels.operands.back())
      ++uses[label];
  }
  if (arrow == std::string::npos) {
    // ATen's implicit output: the ellipsis dims, then each label used once.
    for (int64_t i = 0; i < maxEllipsis; ++i)
      labels.output.push_back(kFirstEllipsisLabel + int(i));
    for (auto [label, count] : uses)
      if (count == 1 && label < kFirstEllipsisLabel)
        labels.output.push_back(label);
    return labels;
  }
  std::string outputText = text.substr(arrow + 2);
  std::optional<Term> output = parseTerm(outputText, why);
  if (!output)
    return std::nullopt;
  labels.output = expand(*output, maxEllipsis, maxEllipsis);
  if (hasRepeats(labels.output)) {
    why = "the output '" + outputText + "' repeats a label";
    return std::nullopt;
  }
  for (int label : labels.output)
    if (!uses.count(label)) {
      why = "the output '" + outputText + "' has a label no input has";
      return std::nullopt;
    }
  return labels;
}

namespace {

/// Where no label is in both operands and the output, an output led by
/// labels of one operand X and then a label of the other, Y (`nchw,oc->nohw`,
/// a 1x1 convolution), is Y @ X with those leading labels as X's own batch
/// dims: a strided batched GEMM that shares Y, where the plain split would
/// permute X's rows together and the product back. Only where X has output
/// labels after them.
std::optional<EinsumContraction> sharedLhs(const std::vector<int> &a, const std::vector<int> &b,
                                           const std::vector<int> &out) {
  if (out.empty() || (contains(a, out[0]) && contains(b, out[0])))
    return std::nullopt;
  bool xIsA = contains(a, out[0]);
  const std::vector<int> &x = xIsA ? a : b, &y = xIsA ? b : a;
  size_t lead = 0;
  while (lead < out.size() && contains(x, out[lead]) && !contains(y, out[lead]))
    ++lead;
  if (lead == out.size() || contains(x, out[lead]))
    return std::nullopt;
  EinsumContraction c;
  c.swapped = xIsA;
  c.rhsBatch.assign(out.begin(), out.begin() + lead);
  c.m = select(out, [&](int l) { return contains(y, l); });
  c.n = select(out, [&](int l) { return contains(x, l) && !contains(c.rhsBatch, l); });
  if (c.n.empty()) // a batch of GEMVs: the plain split's one GEMM is better
    return std::nullopt;
  c.k = select(y, [&](int l) { return contains(x, l) && !contains(out, l); });
  c.lhsSummed = select(y, [&](int l) { return !contains(x, l) && !contains(out, l); });
  c.rhsSummed = select(x, [&](int l) { return !contains(y, l) && !contains(out, l); });
  return c;
}

} // namespace

EinsumContraction classifyEinsum(const EinsumLabels &labels) {
  const std::vector<int> &a = labels.operands[0], &b = labels.operands[1], &out = labels.output;
  EinsumContraction c;
  // The GEMM's lhs is the operand whose own labels the output reads first.
  for (int label : out)
    if (contains(a, label) != contains(b, label)) {
      c.swapped = contains(b, label);
      break;
    }
  const std::vector<int> &lhs = c.swapped ? b : a, &rhs = c.swapped ? a : b;
  c.batch = select(out, [&](int l) { return contains(lhs, l) && contains(rhs, l); });
  if (c.batch.empty())
    if (std::optional<EinsumContraction> shared = sharedLhs(a, b, out))
      return *shared;
  c.m = select(out, [&](int l) { return contains(lhs, l) && !contains(rhs, l); });
  c.n = select(out, [&](int l) { return contains(rhs, l) && !contains(lhs, l); });
  c.k = select(lhs, [&](int l) { return contains(rhs, l) && !contains(out, l); });
  c.lhsSummed = select(lhs, [&](int l) { return !contains(rhs, l) && !contains(out, l); });
  c.rhsSummed = select(rhs, [&](int l) { return !contains(lhs, l) && !contains(out, l); });
  return c;
}

size_t rewriteEinsums(const std::shared_ptr<jit::Graph> &graph, const ValueInfos &infos,
                      const std::function<bool(const jit::Value *)> &sizesFoldable) {
  std::vector<std::pair<jit::Node *, EinsumLabels>> matches;
  for (jit::Node *node : graph->block()->nodes())
    if (auto matched = match(node, infos, sizesFoldable))
      matches.emplace_back(node, std::move(*matched));
  size_t rewritten = 0;
  for (auto &[node, labels] : matches) {
    // The operands as they are now: an earlier rewrite replaced (and
    // destroyed) an einsum that fed this one.
    jit::Node *list = node->input(1)->node();
    std::vector<jit::Value *> operands(list->inputs().begin(), list->inputs().end());
    jit::Value *result = rewrite(*graph, node, operands, labels);
    if (!result)
      continue;
    result->setType(node->output()->type());
    node->output()->replaceAllUsesWith(result);
    node->destroy();
    if (!list->hasUses())
      list->destroy();
    ++rewritten;
  }
  return rewritten;
}

} // namespace cuagent
