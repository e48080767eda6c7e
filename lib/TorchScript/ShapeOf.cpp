//===- ShapeOf.cpp - expand_as/view_as/reshape_as as sized ops ------------===//
#include "cuagent/TorchScript/ShapeOf.h"

#include <optional>
#include <vector>

namespace cuagent {
namespace jit = torch::jit;

namespace {

/// The sized op that `node` (an _as op of the default overload) stands for.
std::optional<c10::Symbol> sizedTwin(const jit::Node *node) {
  const c10::FunctionSchema *schema = node->maybeSchema();
  if (!schema || !schema->overload_name().empty() || node->inputs().size() != 2)
    return std::nullopt;
  if (node->kind() == c10::aten::expand_as)
    return c10::aten::expand;
  if (node->kind() == c10::aten::view_as)
    return c10::aten::view;
  if (node->kind() == c10::aten::reshape_as)
    return c10::aten::reshape;
  return std::nullopt;
}

void rewrite(jit::Graph &graph, jit::Node *node, c10::Symbol twin) {
  jit::WithInsertPoint insertPoint(node);
  jit::Value *self = node->input(0);
  jit::Value *sizes = graph.insert(c10::aten::size, {node->input(1)});
  // implicit=False, expand's default, is what ATen's expand_as passes.
  jit::Value *result = graph.insert(twin, {self, sizes});
  result->setType(node->output()->type());
  node->output()->replaceAllUsesWith(result);
}

} // namespace

size_t rewriteShapeOfOps(const std::shared_ptr<jit::Graph> &graph,
                         const std::function<bool(const jit::Value *)> &sizesFoldable) {
  std::vector<std::pair<jit::Node *, c10::Symbol>> matches;
  for (jit::Node *node : graph->block()->nodes())
    if (std::optional<c10::Symbol> twin = sizedTwin(node))
      if (sizesFoldable(node->input(1)))
        matches.emplace_back(node, *twin);
  for (auto &[node, twin] : matches) {
    rewrite(*graph, node, twin);
    node->destroy();
  }
  return matches.size();
}

} // namespace cuagent
