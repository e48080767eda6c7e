//===- FrozenConstants.cpp - Frozen constants a group can read -----------===//
#include "cuagent/TorchScript/FrozenConstants.h"

#include "cuagent/Support/OpRegistry.h"

#include <ATen/ops/equal.h>
#include <ATen/ops/ones.h>
#include <torch/csrc/jit/ir/constants.h>

#include <algorithm>
#include <unordered_set>

namespace cuagent {
namespace jit = torch::jit;

namespace {

/// The bool tensor `node` holds, if it is a prim::Constant of one.
std::optional<at::Tensor> boolConstant(jit::Node *node) {
  if (node->kind() != c10::prim::Constant || node->outputs().size() != 1)
    return std::nullopt;
  std::optional<c10::IValue> value = jit::toIValue(node->output());
  if (!value || !value->isTensor() || !value->toTensor().defined() ||
      value->toTensor().scalar_type() != c10::ScalarType::Bool)
    return std::nullopt;
  return value->toTensor();
}

bool readByRegistryOp(const jit::Value *value) {
  for (const jit::Use &use : value->uses())
    if (lookupAtenOp(schemaName(use.user)))
      return true;
  return false;
}

/// The floating tensor `node` holds, if it is a prim::Constant of one.
std::optional<at::Tensor> floatConstant(jit::Node *node) {
  if (node->kind() != c10::prim::Constant || node->outputs().size() != 1)
    return std::nullopt;
  std::optional<c10::IValue> value = jit::toIValue(node->output());
  if (!value || !value->isTensor() || !value->toTensor().defined() ||
      !at::isFloatingType(value->toTensor().scalar_type()))
    return std::nullopt;
  return value->toTensor();
}

/// The order of `tensor`'s dims from the outermost stride in, when
/// permuting by it gives a contiguous tensor and `tensor` is not one.
std::optional<std::vector<int64_t>> denseOrder(const at::Tensor &tensor) {
  if (tensor.is_contiguous() || tensor.dim() < 2)
    return std::nullopt;
  std::vector<int64_t> order(tensor.dim());
  for (int64_t d = 0; d < tensor.dim(); ++d)
    order[d] = d;
  std::stable_sort(order.begin(), order.end(),
                   [&](int64_t a, int64_t b) { return tensor.stride(a) > tensor.stride(b); });
  if (!tensor.permute(order).is_contiguous())
    return std::nullopt;
  return order;
}

} // namespace

bool isCausalMask(const at::Tensor &mask) {
  if (mask.scalar_type() != c10::ScalarType::Bool || mask.dim() < 2)
    return false;
  for (int64_t d = 0; d + 2 < mask.dim(); ++d)
    if (mask.size(d) != 1)
      return false;
  int64_t rows = mask.size(-2), columns = mask.size(-1);
  at::Tensor matrix = mask.reshape({rows, columns}).cpu();
  at::Tensor expected = at::ones({rows, columns}, matrix.options()).triu(1);
  return at::equal(matrix, expected);
}

std::vector<ConstantStandIn> widenBoolConstants(const std::shared_ptr<jit::Graph> &graph,
                                                ValueInfos &infos) {
  std::vector<ConstantStandIn> widened;
  std::vector<jit::Node *> constants;
  for (jit::Node *node : graph->nodes())
    if (boolConstant(node) && readByRegistryOp(node->output()) &&
        !isCausalMask(*boolConstant(node)))
      constants.push_back(node);
  for (jit::Node *node : constants) {
    at::Tensor mask = *boolConstant(node);
    at::Tensor widenedMask = mask.to(c10::ScalarType::Float);
    jit::WithInsertPoint insertPoint(node->next());
    jit::Value *asFloat = graph->insertConstant(widenedMask);
    jit::Value *ne = graph->insert(c10::aten::ne, {asFloat, 0.0});
    // What a profiling run would record, without running the model again.
    infos[asFloat] = valueInfoOf(widenedMask);
    infos[ne] = valueInfoOf(widenedMask.ne(0.0));
    node->output()->replaceAllUsesWith(ne);
    widened.push_back({node->output(), ne->node()});
  }
  return widened;
}

std::vector<ConstantStandIn> unfoldPermutedConstants(const std::shared_ptr<jit::Graph> &graph,
                                                     ValueInfos &infos) {
  std::vector<ConstantStandIn> unfolded;
  std::vector<std::pair<jit::Node *, std::vector<int64_t>>> constants;
  for (jit::Node *node : graph->nodes())
    if (std::optional<at::Tensor> tensor = floatConstant(node))
      if (std::optional<std::vector<int64_t>> order = denseOrder(*tensor))
        if (readByRegistryOp(node->output()))
          constants.emplace_back(node, *order);
  for (auto &[node, order] : constants) {
    at::Tensor tensor = *floatConstant(node), dense = tensor.permute(order);
    std::vector<int64_t> inverse(order.size());
    for (size_t d = 0; d < order.size(); ++d)
      inverse[order[d]] = int64_t(d);
    jit::WithInsertPoint insertPoint(node->next());
    jit::Value *storage = graph->insertConstant(dense);
    jit::Value *permuted = graph->insert(c10::aten::permute, {storage, inverse});
    infos[storage] = valueInfoOf(dense);
    infos[permuted] = valueInfoOf(tensor);
    node->output()->replaceAllUsesWith(permuted);
    unfolded.push_back({node->output(), permuted->node()});
  }
  return unfolded;
}

size_t restoreUngroupedStandIns(const std::vector<ConstantStandIn> &standIns,
                                PartitionResult &partition) {
  std::unordered_set<const jit::Node *> grouped;
  for (const Group &group : partition.groups)
    grouped.insert(group.nodes.begin(), group.nodes.end());
  size_t kept = 0;
  for (const ConstantStandIn &item : standIns) {
    if (grouped.count(item.standIn)) {
      ++kept;
      continue;
    }
    // The stand-in was never in the user's graph: no fallback is reported
    // for it.
    partition.attrs.erase(item.standIn);
    auto &fallbacks = partition.fallbacks;
    fallbacks.erase(std::remove_if(fallbacks.begin(), fallbacks.end(),
                                   [&](const Fallback &f) { return f.node == item.standIn; }),
                    fallbacks.end());
    jit::Node *constant = item.standIn->inputs()[0]->node();
    item.standIn->output()->replaceAllUsesWith(item.original);
    item.standIn->destroy();
    if (!constant->hasUses())
      constant->destroy();
  }
  return kept;
}

} // namespace cuagent
