//===- Patch.cpp - Replace a fusion group by guard ? plan : stock ----------===//
#include "cuagent/TorchScript/Patch.h"

#include <algorithm>
#include <unordered_set>

namespace cuagent {
namespace jit = torch::jit;

/// True when `node` (or anything nested in it) reads a value made by a node
/// in `producers`.
static bool readsAny(jit::Node *node, const std::unordered_set<jit::Node *> &producers) {
  for (jit::Value *input : node->inputs())
    if (producers.count(input->node()))
      return true;
  for (jit::Block *block : node->blocks()) {
    for (jit::Node *inner : block->nodes())
      if (readsAny(inner, producers))
        return true;
    for (jit::Value *output : block->outputs())
      if (producers.count(output->node()))
        return true;
  }
  return false;
}

static jit::Node *topLevel(jit::Node *node, jit::Block *top) {
  while (node->owningBlock() != top)
    node = node->owningBlock()->owningNode();
  return node;
}

std::vector<jit::Value *> patchGroup(const std::shared_ptr<jit::Graph> &graph, const Group &groupIn,
                                     const std::vector<jit::Value *> &inputs,
                                     const std::vector<jit::Value *> &outputs,
                                     const std::string &key, const std::string &signature,
                                     const std::string &cacheDir) {
  jit::Block *top = graph->block();
  // Earlier patches may have moved members of this group; work in the
  // current program order.
  Group group = groupIn;
  std::sort(group.nodes.begin(), group.nodes.end(),
            [](jit::Node *a, jit::Node *b) { return a->isBefore(b); });
  std::unordered_set<jit::Node *> inGroup(group.nodes.begin(), group.nodes.end());

  // Make the group contiguous: outside nodes inside its span that depend on
  // it move, in order, right after its last node. The group is convex, so
  // none of them feeds a member.
  jit::Node *last = group.nodes.front();
  for (jit::Node *node : group.nodes)
    if (last->isBefore(node))
      last = node;
  std::unordered_set<jit::Node *> tainted(group.nodes.begin(), group.nodes.end());
  std::vector<jit::Node *> toMove;
  for (jit::Node *node = group.nodes.front(); node != last; node = node->next()) {
    if (inGroup.count(node))
      continue;
    if (readsAny(node, tainted)) {
      tainted.insert(node);
      toMove.push_back(node);
    }
  }
  jit::Node *cursor = last;
  for (jit::Node *node : toMove) {
    node->moveAfter(cursor);
    cursor = node;
  }

  jit::WithInsertPoint insertPoint(last->next());
  c10::TypePtr tensorList = c10::ListType::ofTensors();
  jit::Node *list = graph->insertNode(graph->createList(c10::TensorType::get(), inputs));
  jit::Value *keyValue = graph->insertConstant(key);
  jit::Value *signatureValue = graph->insertConstant(signature);
  jit::Value *cacheValue = graph->insertConstant(cacheDir);

  jit::Node *guard =
      graph->insertNode(graph->create(c10::Symbol::fromQualString("cuagent::guard"),
                                      {list->output(), keyValue, signatureValue}, 1));
  guard->output()->setType(c10::BoolType::get());

  jit::Node *tryFast = graph->insertNode(graph->create(c10::prim::If, {guard->output()}, 2));
  tryFast->output(0)->setType(c10::BoolType::get());
  tryFast->output(1)->setType(tensorList);
  {
    jit::Block *run = tryFast->addBlock();
    jit::WithInsertPoint inRun(run);
    jit::Node *call =
        graph->insertNode(graph->create(c10::Symbol::fromQualString("cuagent::run_group"),
                                        {list->output(), keyValue, cacheValue}, 2));
    call->output(0)->setType(c10::BoolType::get());
    call->output(1)->setType(tensorList);
    run->registerOutput(call->output(0));
    run->registerOutput(call->output(1));
  }
  {
    jit::Block *skip = tryFast->addBlock();
    jit::WithInsertPoint inSkip(skip);
    skip->registerOutput(graph->insertConstant(false));
    jit::Node *empty = graph->insertNode(graph->createList(c10::TensorType::get(), {}));
    skip->registerOutput(empty->output());
  }

  jit::Node *select =
      graph->insertNode(graph->create(c10::prim::If, {tryFast->output(0)}, outputs.size()));
  for (size_t i = 0; i < outputs.size(); ++i)
    select->output(i)->setType(outputs[i]->type());
  {
    jit::Block *fast = select->addBlock();
    jit::WithInsertPoint inFast(fast);
    for (size_t i = 0; i < outputs.size(); ++i) {
      jit::Value *index = graph->insertConstant(int64_t(i));
      jit::Node *item =
          graph->insertNode(graph->create(c10::aten::__getitem__, {tryFast->output(1), index}, 1));
      item->output()->setType(outputs[i]->type());
      fast->registerOutput(item->output());
    }
  }
  jit::Block *stock = select->addBlock();

  // Redirect outside uses before moving the producers into the stock block.
  for (size_t i = 0; i < outputs.size(); ++i) {
    std::vector<jit::Use> uses = outputs[i]->uses();
    for (const jit::Use &use : uses)
      if (!inGroup.count(topLevel(use.user, top)))
        use.user->replaceInput(use.offset, select->output(i));
  }
  for (jit::Node *node : group.nodes)
    node->moveBefore(stock->return_node());
  for (jit::Value *output : outputs)
    stock->registerOutput(output);
  return std::vector<jit::Value *>(select->outputs().begin(), select->outputs().end());
}

} // namespace cuagent
