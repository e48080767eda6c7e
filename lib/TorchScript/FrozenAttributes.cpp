//===- FrozenAttributes.cpp - Tensor attributes freezing left ------------===//
#include "cuagent/TorchScript/FrozenAttributes.h"

#include <torch/csrc/jit/ir/alias_analysis.h>
#include <torch/csrc/jit/passes/dead_code_elimination.h>

#include <optional>
#include <set>
#include <string>
#include <vector>

namespace cuagent {
namespace jit = torch::jit;

namespace {

/// The attribute `read` (a prim::GetAttr) reads, when it is a chain of
/// attribute reads from the graph's self input: its value and its dotted
/// path (the path names the attribute however many nodes read it).
struct AttributeRead {
  c10::IValue value;
  std::string path;
};

std::optional<AttributeRead> resolve(jit::Node *read, const jit::Value *self,
                                     const c10::IValue &module) {
  if (read->kind() != c10::prim::GetAttr)
    return std::nullopt;
  jit::Value *object = read->input(0);
  std::optional<AttributeRead> owner;
  if (object == self)
    owner = AttributeRead{module, ""};
  else
    owner = resolve(object->node(), self, module);
  if (!owner || !owner->value.isObject())
    return std::nullopt;
  const std::string &name = read->s(c10::attr::name);
  c10::intrusive_ptr<c10::ivalue::Object> holder = owner->value.toObject();
  if (!holder->type()->hasAttribute(name))
    return std::nullopt;
  return AttributeRead{holder->getAttr(name), owner->path + "." + name};
}

void collect(jit::Block *block, std::vector<jit::Node *> &reads, std::set<std::string> &setNames) {
  for (jit::Node *node : block->nodes()) {
    if (node->kind() == c10::prim::GetAttr)
      reads.push_back(node);
    if (node->kind() == c10::prim::SetAttr)
      setNames.insert(node->s(c10::attr::name));
    for (jit::Block *inner : node->blocks())
      collect(inner, reads, setNames);
  }
}

} // namespace

size_t foldFrozenAttributes(const std::shared_ptr<jit::Graph> &graph, const jit::Module &module) {
  if (graph->inputs().empty())
    return 0;
  const jit::Value *self = graph->inputs()[0];
  std::vector<jit::Node *> reads;
  std::set<std::string> setNames;
  collect(graph->block(), reads, setNames);

  struct Candidate {
    jit::Node *read;
    at::Tensor tensor;
    std::string path;
  };
  std::vector<Candidate> candidates;
  for (jit::Node *read : reads) {
    std::optional<AttributeRead> attribute = resolve(read, self, module._ivalue());
    if (!attribute || !attribute->value.isTensor() || !attribute->value.toTensor().defined() ||
        setNames.count(read->s(c10::attr::name)))
      continue;
    candidates.push_back({read, attribute->value.toTensor(), attribute->path});
  }
  if (candidates.empty())
    return 0;
  // One attribute may be read by several nodes: written through any of
  // them, it stays an attribute everywhere.
  std::set<std::string> written;
  {
    jit::AliasDb aliasDb(graph);
    for (const Candidate &candidate : candidates)
      if (aliasDb.hasWriters(candidate.read->output()))
        written.insert(candidate.path);
  }
  size_t folded = 0;
  for (const Candidate &candidate : candidates) {
    if (written.count(candidate.path))
      continue;
    jit::WithInsertPoint insertPoint(candidate.read);
    // A parameter still requires grad; the constant is its detached alias
    // (jit constants never require grad), as freezing's own are.
    at::Tensor tensor = candidate.tensor.detach();
    jit::Value *constant = graph->insertConstant(tensor);
    constant->setType(c10::TensorType::create(tensor));
    candidate.read->output()->replaceAllUsesWith(constant);
    ++folded;
  }
  // The module reads left without users go; the self input stays.
  if (folded)
    jit::EliminateDeadCode(graph);
  return folded;
}

} // namespace cuagent
