//===- Shuffles.cpp - pixel/channel shuffles as reshape-permute-reshape ---===//
#include "cuagent/TorchScript/Shuffles.h"

#include <optional>
#include <vector>

namespace cuagent {
namespace jit = torch::jit;

namespace {

enum class Shuffle { Pixel, PixelInverse, Channel };

std::optional<Shuffle> kindOf(const jit::Node *node) {
  if (node->kind() == c10::aten::pixel_shuffle)
    return Shuffle::Pixel;
  if (node->kind() == c10::aten::pixel_unshuffle)
    return Shuffle::PixelInverse;
  if (node->kind() == c10::aten::channel_shuffle ||
      node->kind() == c10::Symbol::fromQualString("aten::native_channel_shuffle"))
    return Shuffle::Channel;
  return std::nullopt;
}

/// Builds int-list shapes from size queries of one value.
class ShapeBuilder {
public:
  ShapeBuilder(jit::Graph &graph, jit::Value *input) : graph_(graph), input_(input) {}

  jit::Value *size(int64_t dim) {
    return graph_.insert(c10::aten::size, {input_, graph_.insertConstant(dim)});
  }
  jit::Value *mul(jit::Value *a, int64_t b) { return graph_.insert(c10::aten::mul, {a, b}); }
  jit::Value *div(jit::Value *a, int64_t b) { return graph_.insert(c10::aten::floordiv, {a, b}); }
  jit::Value *constant(int64_t value) { return graph_.insertConstant(value); }
  jit::Value *list(const std::vector<jit::Value *> &items) {
    return graph_.insertNode(graph_.createList(c10::IntType::get(), items))->output();
  }

private:
  jit::Graph &graph_;
  jit::Value *input_;
};

/// ATen's decomposition: reshape to `split`, permute by `perm`, reshape to
/// `merged`.
jit::Value *reshapePermuteReshape(jit::Graph &graph, jit::Value *input, jit::Value *split,
                                  const std::vector<int64_t> &perm, jit::Value *merged) {
  jit::Value *expanded = graph.insert(c10::aten::reshape, {input, split});
  jit::Value *permuted = graph.insert(c10::aten::permute, {expanded, perm});
  return graph.insert(c10::aten::reshape, {permuted, merged});
}

jit::Value *rewrite(jit::Graph &graph, jit::Node *node, Shuffle kind, int64_t rank,
                    int64_t factor) {
  jit::WithInsertPoint insertPoint(node);
  jit::Value *input = node->input(0);
  ShapeBuilder s(graph, input);
  std::vector<jit::Value *> lead;
  std::vector<int64_t> perm;
  if (kind == Shuffle::Channel) {
    // [N, C, rest...] -> [N, g, C/g, rest...], dims 1 and 2 swapped, merged back.
    jit::Value *n = s.size(0), *c = s.size(1);
    std::vector<jit::Value *> split = {n, s.constant(factor), s.div(c, factor)}, merged = {n, c};
    std::vector<int64_t> swap = {0, 2, 1};
    for (int64_t d = 2; d < rank; ++d) {
      jit::Value *size = s.size(d);
      split.push_back(size);
      merged.push_back(size);
      swap.push_back(d + 1);
    }
    return reshapePermuteReshape(graph, input, s.list(split), swap, s.list(merged));
  }
  // [batch..., C, H, W]: the batch dims stay in place.
  int64_t b = rank - 3;
  for (int64_t d = 0; d < b; ++d) {
    lead.push_back(s.size(d));
    perm.push_back(d);
  }
  jit::Value *c = s.size(b), *h = s.size(b + 1), *w = s.size(b + 2);
  std::vector<jit::Value *> split = lead, merged = lead;
  jit::Value *r = s.constant(factor);
  std::vector<int64_t> order;
  if (kind == Shuffle::Pixel) {
    // [C r r, H, W] -> [C, r, r, H, W] -> [C, H, r, W, r] -> [C, H r, W r]
    split.insert(split.end(), {s.div(c, factor * factor), r, r, h, w});
    merged.insert(merged.end(), {s.div(c, factor * factor), s.mul(h, factor), s.mul(w, factor)});
    order = {0, 3, 1, 4, 2};
  } else {
    // [C, H r, W r] -> [C, H, r, W, r] -> [C, r, r, H, W] -> [C r r, H, W]
    split.insert(split.end(), {c, s.div(h, factor), r, s.div(w, factor), r});
    merged.insert(merged.end(), {s.mul(c, factor * factor), s.div(h, factor), s.div(w, factor)});
    order = {0, 2, 4, 1, 3};
  }
  for (int64_t o : order)
    perm.push_back(b + o);
  return reshapePermuteReshape(graph, input, s.list(split), perm, s.list(merged));
}

} // namespace

size_t rewriteShufflesAsLayout(const std::shared_ptr<jit::Graph> &graph, const ValueInfos &infos,
                               const std::function<bool(const jit::Value *)> &sizesFoldable) {
  struct Match {
    jit::Node *node;
    Shuffle kind;
    int64_t rank, factor;
  };
  std::vector<Match> matches;
  for (jit::Node *node : graph->block()->nodes()) {
    std::optional<Shuffle> kind = kindOf(node);
    if (!kind || node->inputs().size() != 2 || !sizesFoldable(node->input(0)))
      continue;
    auto info = infos.find(node->input(0));
    std::optional<c10::IValue> factor = jit::toIValue(node->input(1));
    if (info == infos.end() || !factor || !factor->isInt() || factor->toInt() < 1)
      continue;
    int64_t rank = int64_t(info->second.sizes.size());
    if (rank < (*kind == Shuffle::Channel ? 2 : 3))
      continue;
    matches.push_back({node, *kind, rank, factor->toInt()});
  }
  for (const Match &match : matches) {
    jit::Value *result = rewrite(*graph, match.node, match.kind, match.rank, match.factor);
    result->setType(match.node->output()->type());
    match.node->output()->replaceAllUsesWith(result);
    match.node->destroy();
  }
  return matches.size();
}

} // namespace cuagent
