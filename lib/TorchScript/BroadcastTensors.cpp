//===- BroadcastTensors.cpp - broadcast_tensors as expands ----------------===//
#include "cuagent/TorchScript/BroadcastTensors.h"

#include <vector>

namespace cuagent {
namespace jit = torch::jit;

namespace {

bool profiled(const ValueInfos &infos, const jit::Value *value) { return infos.count(value) != 0; }

/// The list unpack that alone reads `node`'s (a broadcast_tensors) result
/// when its operands come from a list literal and every tensor involved was
/// profiled, or null.
jit::Node *soleUnpack(const jit::Node *node, const ValueInfos &infos) {
  if (node->kind() != c10::aten::broadcast_tensors || node->inputs().size() != 1)
    return nullptr;
  const jit::Node *list = node->input(0)->node();
  if (list->kind() != c10::prim::ListConstruct || list->inputs().empty())
    return nullptr;
  const auto &uses = node->output()->uses();
  if (uses.size() != 1 || uses[0].user->kind() != c10::prim::ListUnpack ||
      uses[0].user->outputs().size() != list->inputs().size())
    return nullptr;
  for (size_t i = 0; i < list->inputs().size(); ++i)
    if (!profiled(infos, list->input(i)) || !profiled(infos, uses[0].user->output(i)))
      return nullptr;
  return uses[0].user;
}

void rewrite(jit::Graph &graph, jit::Node *list, jit::Node *unpack, const ValueInfos &infos) {
  jit::WithInsertPoint insertPoint(unpack);
  for (size_t i = 0; i < list->inputs().size(); ++i) {
    jit::Value *operand = list->input(i);
    const std::vector<int64_t> &common = infos.at(unpack->output(i)).sizes;
    jit::Value *result = operand;
    if (infos.at(operand).sizes != common) {
      // implicit=False, expand's default, as broadcast_tensors' own expand.
      jit::Value *sizes = graph.insertConstant(c10::IValue(c10::List<int64_t>(common)));
      result = graph.insert(c10::aten::expand, {operand, sizes});
      result->setType(unpack->output(i)->type());
    }
    unpack->output(i)->replaceAllUsesWith(result);
  }
}

} // namespace

size_t rewriteBroadcastTensors(const std::shared_ptr<jit::Graph> &graph, const ValueInfos &infos) {
  std::vector<std::pair<jit::Node *, jit::Node *>> matches;
  for (jit::Node *node : graph->block()->nodes())
    if (jit::Node *unpack = soleUnpack(node, infos))
      matches.emplace_back(node, unpack);
  for (auto &[node, unpack] : matches) {
    jit::Node *list = node->input(0)->node();
    rewrite(*graph, list, unpack, infos);
    unpack->destroy();
    node->destroy();
    if (!list->hasUses())
      list->destroy();
  }
  return matches.size();
}

} // namespace cuagent
