//===- UnpackSplits.cpp - split/chunk/unbind as slices for capture ---------===//
#include "cuagent/TorchScript/UnpackSplits.h"

#include <optional>
#include <string>
#include <vector>

namespace cuagent {
namespace jit = torch::jit;

namespace {

enum class SplitKind {
  Size,   // split.Tensor: parts of split_size (the last may be shorter)
  Sizes,  // split_with_sizes, split.sizes: parts of the listed sizes
  Chunks, // chunk: parts of ceil(size / chunks)
  Unbind, // unbind.int: parts of 1, squeezed
};

/// A split whose list only a prim::ListUnpack reads, with its constants.
struct SplitMatch {
  SplitKind kind;
  jit::Value *self;
  int64_t dim;
  std::vector<int64_t> sizes; // Size: {split_size}; Sizes: the list; Chunks: {chunks}
  jit::Node *unpack;
};

std::optional<SplitKind> kindOf(const jit::Node *node) {
  const c10::FunctionSchema *schema = node->maybeSchema();
  if (!schema)
    return std::nullopt;
  std::string name = schema->name(), overload = schema->overload_name();
  if (name == "aten::split" && overload == "Tensor")
    return SplitKind::Size;
  if ((name == "aten::split" && overload == "sizes") || name == "aten::split_with_sizes")
    return SplitKind::Sizes;
  if (name == "aten::chunk")
    return SplitKind::Chunks;
  if (name == "aten::unbind" && overload == "int")
    return SplitKind::Unbind;
  return std::nullopt;
}

std::optional<SplitMatch> matchSplit(jit::Node *node) {
  std::optional<SplitKind> kind = kindOf(node);
  if (!kind || node->outputs().size() != 1 || node->output()->uses().size() != 1)
    return std::nullopt;
  jit::Node *unpack = node->output()->uses().front().user;
  if (unpack->kind() != c10::prim::ListUnpack || unpack->outputs().empty())
    return std::nullopt;
  SplitMatch match{*kind, node->input(0), 0, {}, unpack};
  std::optional<c10::IValue> dim = jit::toIValue(node->inputs().back());
  if (!dim || !dim->isInt())
    return std::nullopt;
  match.dim = dim->toInt();
  if (*kind != SplitKind::Unbind) {
    std::optional<c10::IValue> arg = jit::toIValue(node->input(1));
    if (arg && arg->isInt())
      match.sizes = {arg->toInt()};
    else if (arg && arg->isIntList())
      match.sizes = arg->toIntVector();
    else
      return std::nullopt;
    if (match.sizes.empty() || (*kind == SplitKind::Sizes) != arg->isIntList() ||
        (*kind == SplitKind::Sizes && match.sizes.size() != unpack->outputs().size()))
      return std::nullopt;
    for (int64_t size : match.sizes)
      if (size < 1)
        return std::nullopt;
  }
  return match;
}

/// The slices of one split, before the unpack: part i is self[start_i :
/// end_i] along dim, with the bounds the split op itself would use; the
/// last part ends at the input's size (a size query, which
/// specializeShapes folds).
void rewrite(jit::Graph &graph, const SplitMatch &match) {
  jit::WithInsertPoint insertPoint(match.unpack);
  size_t parts = match.unpack->outputs().size();
  jit::Value *dim = graph.insertConstant(match.dim);
  jit::Value *size = graph.insert(c10::aten::size, {match.self, dim});
  // chunk's part length is ceil(size / chunks), a function of the size.
  jit::Value *chunk = nullptr;
  if (match.kind == SplitKind::Chunks)
    chunk =
        graph.insert(c10::aten::floordiv,
                     {graph.insert(c10::aten::add, {size, match.sizes[0] - 1}), match.sizes[0]});
  int64_t offset = 0;
  for (size_t i = 0; i < parts; ++i) {
    jit::Value *start = nullptr, *end = nullptr;
    if (match.kind == SplitKind::Chunks) {
      start = graph.insert(c10::aten::mul, {chunk, int64_t(i)});
      end = i + 1 == parts ? size : graph.insert(c10::aten::mul, {chunk, int64_t(i + 1)});
    } else {
      int64_t length = match.kind == SplitKind::Sizes  ? match.sizes[i]
                       : match.kind == SplitKind::Size ? match.sizes[0]
                                                       : 1;
      start = graph.insertConstant(offset);
      end = i + 1 == parts ? size : graph.insertConstant(offset + length);
      offset += length;
    }
    jit::Value *part = graph.insert(
        c10::aten::slice, {match.self, dim, start, end, graph.insertConstant(int64_t(1))});
    if (match.kind == SplitKind::Unbind)
      part = graph.insert(c10::aten::squeeze, {part, dim});
    match.unpack->output(i)->replaceAllUsesWith(part);
  }
}

/// glu(x, dim) is a * sigmoid(b) for the halves a, b of x along dim (ATen's
/// kernel computes exactly that product): two slices, a sigmoid and a mul.
bool rewriteGlu(jit::Graph &graph, jit::Node *node) {
  const c10::FunctionSchema *schema = node->maybeSchema();
  if (!schema || schema->name() != "aten::glu" || !schema->overload_name().empty())
    return false;
  std::optional<c10::IValue> dimValue = jit::toIValue(node->input(1));
  if (!dimValue || !dimValue->isInt())
    return false;
  jit::WithInsertPoint insertPoint(node);
  jit::Value *self = node->input(0), *dim = graph.insertConstant(dimValue->toInt());
  jit::Value *size = graph.insert(c10::aten::size, {self, dim});
  jit::Value *half = graph.insert(c10::aten::floordiv, {size, int64_t(2)});
  jit::Value *one = graph.insertConstant(int64_t(1));
  jit::Value *a =
      graph.insert(c10::aten::slice, {self, dim, graph.insertConstant(int64_t(0)), half, one});
  jit::Value *b = graph.insert(c10::aten::slice, {self, dim, half, size, one});
  jit::Value *gated = graph.insert(c10::aten::mul, {a, graph.insert(c10::aten::sigmoid, {b})});
  node->output()->replaceAllUsesWith(gated);
  return true;
}

} // namespace

size_t unpackSplitsAsSlices(const std::shared_ptr<jit::Graph> &graph,
                            const std::function<bool(const jit::Value *)> &sizesFoldable) {
  std::vector<SplitMatch> matches;
  for (jit::Node *node : graph->block()->nodes())
    if (std::optional<SplitMatch> match = matchSplit(node))
      if (sizesFoldable(match->self))
        matches.push_back(*match);
  std::vector<jit::Node *> glus;
  for (jit::Node *node : graph->block()->nodes())
    if (node->kind() == c10::aten::glu && sizesFoldable(node->input(0)))
      glus.push_back(node);
  for (const SplitMatch &match : matches) {
    jit::Node *split = match.unpack->input()->node();
    rewrite(*graph, match);
    match.unpack->destroy();
    split->destroy();
  }
  size_t glued = 0;
  for (jit::Node *node : glus)
    if (rewriteGlu(*graph, node)) {
      node->destroy();
      ++glued;
    }
  return matches.size() + glued;
}

} // namespace cuagent
