//===- ScalarConstants.cpp - Traced number constants as Scalars ----------===//
#include "cuagent/TorchScript/ScalarConstants.h"

#include <optional>
#include <vector>

namespace cuagent {
namespace jit = torch::jit;

namespace {

bool isArithmeticTensorOverload(const jit::Node *node) {
  const c10::FunctionSchema *schema = node->maybeSchema();
  if (!schema || schema->overload_name() != "Tensor")
    return false;
  const std::string &name = schema->name();
  return name == "aten::add" || name == "aten::sub" || name == "aten::mul" || name == "aten::div";
}

/// The number a 0-dim, one-element int or floating tensor constant holds.
std::optional<c10::IValue> constantNumber(const jit::Value *value) {
  if (value->node()->kind() != c10::prim::Constant)
    return std::nullopt;
  std::optional<c10::IValue> constant = jit::toIValue(value);
  if (!constant || !constant->isTensor())
    return std::nullopt;
  const at::Tensor &tensor = constant->toTensor();
  if (tensor.dim() != 0 || tensor.numel() != 1)
    return std::nullopt;
  if (at::isFloatingType(tensor.scalar_type()))
    return c10::IValue(tensor.item<double>());
  if (at::isIntegralType(tensor.scalar_type(), /*includeBool=*/false))
    return c10::IValue(tensor.item<int64_t>());
  return std::nullopt;
}

/// Whether `self` is a floating tensor whose dtype the op kept: the case
/// where the Scalar overload promotes exactly as the 0-dim tensor did.
bool keepsFloatingDtype(const jit::Node *node, const ValueInfos &infos) {
  auto self = infos.find(node->input(0)), result = infos.find(node->output());
  return self != infos.end() && result != infos.end() && at::isFloatingType(self->second.dtype) &&
         self->second.dtype == result->second.dtype && !self->second.sizes.empty();
}

} // namespace

size_t scalarizeConstantOperands(const std::shared_ptr<jit::Graph> &graph, ValueInfos &infos) {
  std::vector<jit::Node *> matches;
  for (jit::Node *node : graph->block()->nodes())
    if (isArithmeticTensorOverload(node) && constantNumber(node->input(1)) &&
        keepsFloatingDtype(node, infos))
      matches.push_back(node);
  for (jit::Node *node : matches) {
    jit::WithInsertPoint insertPoint(node);
    std::vector<jit::NamedValue> args = {node->input(0),
                                         graph->insertConstant(*constantNumber(node->input(1)))};
    if (node->inputs().size() == 3) // add and sub: alpha
      args.emplace_back(node->input(2));
    jit::Value *result = graph->insert(node->kind(), args);
    result->setType(node->output()->type());
    infos[result] = infos.at(node->output());
    node->output()->replaceAllUsesWith(result);
    infos.erase(node->output());
    node->destroy();
  }
  return matches.size();
}

} // namespace cuagent
