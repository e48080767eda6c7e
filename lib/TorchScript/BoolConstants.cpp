//===- BoolConstants.cpp - Frozen bool masks as float group inputs ---------===//
#include "cuagent/TorchScript/BoolConstants.h"

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

std::vector<WidenedBool> widenBoolConstants(const std::shared_ptr<jit::Graph> &graph,
                                            ValueInfos &infos) {
  std::vector<WidenedBool> widened;
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

size_t restoreUngroupedBools(const std::vector<WidenedBool> &widened, PartitionResult &partition) {
  std::unordered_set<const jit::Node *> grouped;
  for (const Group &group : partition.groups)
    grouped.insert(group.nodes.begin(), group.nodes.end());
  size_t kept = 0;
  for (const WidenedBool &item : widened) {
    if (grouped.count(item.ne)) {
      ++kept;
      continue;
    }
    // The `ne` was never in the user's graph: no fallback is reported for it.
    partition.attrs.erase(item.ne);
    auto &fallbacks = partition.fallbacks;
    fallbacks.erase(std::remove_if(fallbacks.begin(), fallbacks.end(),
                                   [&](const Fallback &f) { return f.node == item.ne; }),
                    fallbacks.end());
    jit::Node *asFloat = item.ne->inputs()[0]->node();
    item.ne->output()->replaceAllUsesWith(item.original);
    item.ne->destroy();
    if (!asFloat->hasUses())
      asFloat->destroy();
  }
  return kept;
}

} // namespace cuagent
