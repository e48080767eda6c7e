//===- FlattenNorms.cpp - norms over trailing dims as one dim ------------===//
#include "cuagent/TorchScript/FlattenNorms.h"

#include <torch/csrc/jit/ir/constants.h>

#include <optional>
#include <vector>

namespace cuagent {
namespace jit = torch::jit;

namespace {

/// The normalized shape of a layer_norm or rms_norm with two or more
/// entries, constant.
std::optional<std::vector<int64_t>> multiDimShape(const jit::Node *node) {
  if (node->kind() != c10::aten::layer_norm && node->kind() != c10::aten::rms_norm)
    return std::nullopt;
  if (node->inputs().size() < 3)
    return std::nullopt;
  std::optional<c10::IValue> shape = jit::toIValue(node->input(1));
  if (!shape || !shape->isIntList() || shape->toIntList().size() < 2)
    return std::nullopt;
  return shape->toIntVector();
}

/// A weight or bias flattened: None stays None, a frozen tensor becomes a
/// flat constant, anything else is flattened in the graph.
jit::Value *flatAffine(jit::Graph &graph, jit::Value *value) {
  if (value->type()->kind() == c10::TypeKind::NoneType)
    return value;
  std::optional<c10::IValue> constant = jit::toIValue(value);
  if (constant && constant->isTensor())
    return graph.insertConstant(constant->toTensor().reshape({-1}).contiguous());
  if (constant && constant->isNone())
    return value;
  return graph.insert(c10::aten::flatten, {value});
}

void rewrite(jit::Graph &graph, jit::Node *node, const std::vector<int64_t> &shape) {
  jit::WithInsertPoint insertPoint(node);
  int64_t count = int64_t(shape.size()), width = 1;
  for (int64_t size : shape)
    width *= size;
  jit::Value *flat = graph.insert(c10::aten::flatten, {node->input(0), -count, int64_t(-1)});
  std::vector<jit::Value *> inputs(node->inputs().begin(), node->inputs().end());
  inputs[0] = flat;
  inputs[1] = graph.insertConstant(std::vector<int64_t>{width});
  bool hasBias = node->kind() == c10::aten::layer_norm;
  inputs[2] = flatAffine(graph, inputs[2]);
  if (hasBias)
    inputs[3] = flatAffine(graph, inputs[3]);
  jit::Node *norm = graph.insertNode(graph.create(node->kind(), inputs));
  norm->output()->setType(node->output()->type());
  jit::Value *result = graph.insert(c10::aten::unflatten, {norm->output(), int64_t(-1), shape});
  result->setType(node->output()->type());
  node->output()->replaceAllUsesWith(result);
}

} // namespace

size_t flattenMultiDimNorms(const std::shared_ptr<jit::Graph> &graph) {
  std::vector<std::pair<jit::Node *, std::vector<int64_t>>> matches;
  for (jit::Node *node : graph->block()->nodes())
    if (std::optional<std::vector<int64_t>> shape = multiDimShape(node))
      matches.emplace_back(node, *shape);
  for (auto &[node, shape] : matches) {
    rewrite(*graph, node, shape);
    node->destroy();
  }
  return matches.size();
}

} // namespace cuagent
