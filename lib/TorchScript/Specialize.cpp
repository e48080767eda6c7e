//===- Specialize.cpp - Fold shape queries under a whole-graph guard -------===//
#include "cuagent/TorchScript/Specialize.h"

#include <ATen/autocast_mode.h>
#include <ATen/core/grad_mode.h>
#include <torch/csrc/jit/passes/constant_propagation.h>
#include <torch/csrc/jit/passes/dead_code_elimination.h>
#include <torch/csrc/jit/passes/loop_unrolling.h>
#include <torch/csrc/jit/passes/peephole_list_idioms.h>
#include <torch/csrc/jit/passes/remove_mutation.h>

#include <algorithm>
#include <array>
#include <string_view>
#include <unordered_set>

namespace cuagent {
namespace jit = torch::jit;

namespace {

bool isTensorValue(const jit::Value *value) {
  return value->type()->isSubtypeOf(*c10::TensorType::get());
}

/// Queries whose result is a function of the queried tensor's sizes alone:
/// the ones folded here.
bool isSizeQuery(std::string_view name) {
  return name == "aten::dim" || name == "aten::size" || name == "aten::size.int" ||
         name == "aten::len.Tensor" || name == "aten::numel" ||
         // What the guard also fixes (inputsMatch): torch.norm checks its
         // input's layout and device type before choosing a kernel.
         name == "prim::device" || name == "prim::dtype" || name == "prim::layout";
}

/// Ops whose output's sizes depend on the values of their inputs.
bool hasDataDependentShape(std::string_view name) {
  static constexpr std::array<std::string_view, 9> kPrefixes = {
      "aten::nonzero",  "aten::argwhere",          "aten::masked_select",
      "aten::unique",   "aten::_unique",           "aten::index.Tensor",
      "aten::bincount", "aten::repeat_interleave", "aten::histogram"};
  for (std::string_view prefix : kPrefixes)
    if (name.substr(0, prefix.size()) == prefix)
      return true;
  return false;
}

/// Nodes that only build or take apart containers: a list of tensors is no
/// data-dependent value.
bool isContainerOp(jit::NodeKind kind) {
  return kind == c10::prim::ListConstruct || kind == c10::prim::TupleConstruct ||
         kind == c10::prim::ListUnpack || kind == c10::prim::TupleUnpack ||
         kind == c10::prim::TupleIndex || kind == c10::prim::unchecked_cast;
}

/// The values whose shape (for a tensor) or value (otherwise) may differ
/// between two calls with the same tensor input sizes: anything reached from
/// a non-tensor input, from a tensor's data (item(), dtype, a comparison
/// made a bool) or from a data-dependent shape. What is left is safe to fold.
class ShapeTaint {
public:
  explicit ShapeTaint(jit::Graph &graph) {
    // Input 0 is the (frozen) module: no shape flows from it.
    for (size_t i = 1; i < graph.inputs().size(); ++i)
      if (!isTensorValue(graph.inputs()[i]))
        tainted_.insert(graph.inputs()[i]);
    walk(graph.block());
  }
  bool tainted(const jit::Value *value) const { return tainted_.count(value) != 0; }

private:
  bool any(at::ArrayRef<jit::Value *> values) const {
    for (const jit::Value *value : values)
      if (tainted(value))
        return true;
    return false;
  }
  void taint(at::ArrayRef<jit::Value *> values) {
    for (const jit::Value *value : values)
      tainted_.insert(value);
  }
  void walk(jit::Block *block) {
    for (jit::Node *node : block->nodes())
      visit(node);
  }
  void visitLoop(jit::Node *loop);
  void visit(jit::Node *node);

  std::unordered_set<const jit::Value *> tainted_;
};

void ShapeTaint::visitLoop(jit::Node *loop) {
  // Inputs: (trip count, condition, carried...); body params (iteration,
  // carried...); body outputs (condition, carried...). Iterate to a fixed
  // point: a carried value tainted at the end of the body is tainted at its
  // start too.
  jit::Block *body = loop->blocks()[0];
  if (any(loop->inputs()))
    taint(body->inputs());
  for (size_t before = SIZE_MAX; before != tainted_.size();) {
    before = tainted_.size();
    walk(body);
    for (size_t i = 1; i < body->outputs().size() && i < body->inputs().size(); ++i)
      if (tainted(body->outputs()[i]))
        tainted_.insert(body->inputs()[i]);
  }
  if (any(loop->inputs()) || any(body->outputs()))
    taint(loop->outputs());
}

void ShapeTaint::visit(jit::Node *node) {
  if (node->kind() == c10::prim::Loop) {
    visitLoop(node);
    return;
  }
  bool fromBlocks = false;
  for (jit::Block *block : node->blocks()) {
    walk(block);
    fromBlocks = fromBlocks || any(block->outputs());
  }
  std::string name = schemaName(node);
  bool readsTensor = false;
  for (const jit::Value *input : node->inputs())
    readsTensor = readsTensor || isTensorValue(input);
  bool makesNonTensor = false;
  for (const jit::Value *output : node->outputs())
    makesNonTensor = makesNonTensor || !isTensorValue(output);
  bool fromData = readsTensor && makesNonTensor && !isSizeQuery(name) &&
                  !isContainerOp(node->kind()) && node->kind() != c10::prim::If;
  if (any(node->inputs()) || fromBlocks || fromData || hasDataDependentShape(name))
    taint(node->outputs());
  // A list appended to by a tainted value is tainted from then on.
  if (any(node->inputs()))
    for (jit::Value *input : node->inputs())
      if (input->type()->kind() == c10::TypeKind::ListType)
        tainted_.insert(input);
}

/// The constant `node` (a size query of a value in `infos`) evaluates to,
/// or nothing when it would raise or its argument is not constant yet.
std::optional<c10::IValue> foldedValue(jit::Node *node, const ValueInfo &info) {
  std::string name = schemaName(node);
  const std::vector<int64_t> &sizes = info.sizes;
  int64_t rank = int64_t(sizes.size());
  if (name == "aten::dim")
    return c10::IValue(rank);
  if (name == "aten::size")
    return c10::IValue(c10::List<int64_t>(sizes));
  if (name == "aten::numel") {
    int64_t count = 1;
    for (int64_t size : sizes)
      count *= size;
    return c10::IValue(count);
  }
  if (name == "aten::len.Tensor")
    return rank == 0 ? std::nullopt : std::optional<c10::IValue>(c10::IValue(sizes[0]));
  if (name == "prim::device")
    return c10::IValue(info.device);
  if (name == "prim::dtype")
    return c10::IValue(int64_t(info.dtype));
  if (name == "prim::layout") // profiled values have strides: strided
    return c10::IValue(int64_t(c10::kStrided));
  if (name == "aten::size.int") {
    std::optional<c10::IValue> dim = jit::toIValue(node->inputs()[1]);
    if (!dim || !dim->isInt())
      return std::nullopt;
    int64_t index = dim->toInt() < 0 ? dim->toInt() + rank : dim->toInt();
    if (index < 0 || index >= rank)
      return std::nullopt; // out of range: let it raise as it would have
    return c10::IValue(sizes[size_t(index)]);
  }
  return std::nullopt;
}

void collectQueries(jit::Block *block, std::vector<jit::Node *> &queries) {
  for (jit::Node *node : block->nodes()) {
    if (!node->inputs().empty() && node->outputs().size() == 1 && isSizeQuery(schemaName(node)))
      queries.push_back(node);
    for (jit::Block *inner : node->blocks())
      collectQueries(inner, queries);
  }
}

/// Whether `value` is a tensor object its node made just now, which no
/// other value can be: a result the schema says aliases no input (a new
/// tensor), or one of the views that always build a new TensorImpl (flatten
/// and reshape may return their input, as contiguous and to do).
bool freshTensor(const jit::Value *value) {
  static const std::unordered_set<std::string> kViews = {
      "aten::transpose.int", "aten::permute",      "aten::t",
      "aten::select.int",    "aten::slice.Tensor", "aten::unsqueeze",
      "aten::view",          "aten::expand",       "aten::unflatten.int"};
  const jit::Node *node = value->node();
  const c10::FunctionSchema *schema = node->maybeSchema();
  if (!schema || !isTensorValue(value) || node->outputs().size() != schema->returns().size())
    return false;
  if (kViews.count(schemaName(node)))
    return true;
  return schema->returns()[value->offset()].alias_info() == nullptr && !schema->is_mutable();
}

/// The value a query of the call's run state has under the guard: grad mode
/// and autocast, which inputsMatch checks (grad mode on only where no input
/// requires grad, so no value needs autograd either way, and the call
/// computes as under torch.no_grad()); a tensor input's nestedness; and
/// whether a value is itself. nn.MultiheadAttention and
/// nn.TransformerEncoderLayer choose their fast path by these.
std::optional<bool> runStateValue(jit::Node *node, const jit::Graph &graph) {
  std::string name = schemaName(node);
  if (name == "aten::is_grad_enabled" || name == "aten::is_autocast_enabled" ||
      name == "aten::is_autocast_cpu_enabled")
    return false;
  if ((name == "aten::__is__" || name == "aten::__isnot__") && node->inputs().size() == 2 &&
      (node->input(0) == node->input(1) || freshTensor(node->input(0)) ||
       freshTensor(node->input(1))))
    return (name == "aten::__is__") == (node->input(0) == node->input(1));
  if (name == "prim::is_nested" && node->inputs().size() == 1) {
    const jit::Value *value = node->input(0);
    bool input = value->node() == graph.param_node();
    bool constant = value->node()->kind() == c10::prim::Constant;
    if (isTensorValue(value) && (input || constant))
      return false;
  }
  return std::nullopt;
}

size_t foldRunState(jit::Block *block, jit::Graph &graph) {
  size_t folded = 0;
  for (auto it = block->nodes().begin(); it != block->nodes().end();) {
    jit::Node *node = *it++;
    for (jit::Block *inner : node->blocks())
      folded += foldRunState(inner, graph);
    if (node->outputs().size() != 1)
      continue;
    std::optional<bool> value = runStateValue(node, graph);
    if (!value)
      continue;
    jit::WithInsertPoint insertPoint(node);
    node->output()->replaceAllUsesWith(graph.insertConstant(*value));
    node->destroy();
    ++folded;
  }
  return folded;
}

/// One round: folds every query that can be folded now.
size_t foldQueries(const std::shared_ptr<jit::Graph> &graph, const ValueInfos &infos) {
  // `query, key = [x.transpose(1, 0) for x in (query, key)]` (MHA's batch
  // first): the list's items by name, so `query is key` can fold.
  std::shared_ptr<jit::Graph> mutableGraph = graph;
  jit::PeepholeOptimizeListIdioms(mutableGraph);
  size_t runState = foldRunState(graph->block(), *graph);
  ShapeTaint taint(*graph);
  std::vector<jit::Node *> queries;
  collectQueries(graph->block(), queries);
  size_t folded = 0;
  for (jit::Node *node : queries) {
    jit::Value *tensor = node->inputs()[0];
    auto info = infos.find(tensor);
    // Only values the profile saw once (top-level values and inputs) are in
    // `infos`: a value made inside a loop body may change size per iteration.
    if (info == infos.end() || taint.tainted(tensor))
      continue;
    std::optional<c10::IValue> value = foldedValue(node, info->second);
    if (!value)
      continue;
    jit::WithInsertPoint insertPoint(node);
    jit::Value *constant = graph->insertConstant(*value);
    node->output()->replaceAllUsesWith(constant);
    node->destroy();
    ++folded;
  }
  return folded + runState;
}

} // namespace

std::function<bool(const jit::Value *)> sizesFoldable(const std::shared_ptr<jit::Graph> &graph,
                                                      const ValueInfos &infos) {
  auto taint = std::make_shared<ShapeTaint>(*graph);
  return [taint, &infos](const jit::Value *value) {
    return infos.count(value) && !taint->tainted(value);
  };
}

size_t specializeShapes(const std::shared_ptr<jit::Graph> &graph, const ValueInfos &infos) {
  std::shared_ptr<jit::Graph> mutableGraph = graph;
  size_t total = 0;
  // A folded size makes the next query's dim argument constant
  // (InstanceNorm's `input.size(input.dim() - 2)`), so repeat; 16 rounds is
  // far more than any module's chain of checks needs.
  for (int round = 0; round < 16; ++round) {
    size_t folded = foldQueries(graph, infos);
    if (folded == 0)
      break;
    total += folded;
    jit::ConstantPropagation(mutableGraph);
    jit::UnrollConstantLoops(mutableGraph);
    // An unrolled loop's appends (F.interpolate's scale_factors, built per
    // spatial dim) become one list literal, which then folds to a constant.
    jit::RemoveListMutation(mutableGraph);
    jit::ConstantPropagation(mutableGraph);
  }
  if (total)
    jit::EliminateDeadCode(graph);
  return total;
}

std::vector<int64_t> inputSpec(const std::shared_ptr<jit::Graph> &graph, const ValueInfos &infos) {
  std::vector<int64_t> spec;
  for (size_t i = 1; i < graph->inputs().size(); ++i) {
    const jit::Value *input = graph->inputs()[i];
    if (!isTensorValue(input))
      continue;
    auto info = infos.find(input);
    TORCH_CHECK(info != infos.end(), "cuagent: the profiling run recorded no sizes for input ", i,
                " of forward");
    spec.push_back(int64_t(info->second.sizes.size()));
    spec.insert(spec.end(), info->second.sizes.begin(), info->second.sizes.end());
    spec.push_back(int64_t(info->second.device.type()));
    spec.push_back(int64_t(info->second.device.index()));
    spec.push_back(int64_t(info->second.dtype));
  }
  return spec;
}

std::vector<FixedInput> fixNoneAndBoolInputs(const std::shared_ptr<jit::Graph> &graph,
                                             const std::vector<c10::IValue> &stack) {
  std::vector<FixedInput> fixed;
  for (size_t i = 1; i < graph->inputs().size() && i < stack.size(); ++i) {
    jit::Value *input = graph->inputs()[i];
    const c10::IValue &value = stack[i];
    if (!(value.isNone() || value.isBool()) || !input->hasUses())
      continue;
    jit::WithInsertPoint atStart(graph->block()->param_node()->next());
    jit::Value *constant = graph->insertConstant(value);
    input->replaceAllUsesWith(constant);
    fixed.push_back({i, value});
  }
  return fixed;
}

namespace {

void collectIdentityChecks(jit::Block *block, std::vector<jit::Node *> &checks) {
  for (jit::Node *node : block->nodes()) {
    if (node->kind() == c10::aten::__is__ || node->kind() == c10::aten::__isnot__)
      checks.push_back(node);
    for (jit::Block *inner : node->blocks())
      collectIdentityChecks(inner, checks);
  }
}

} // namespace

std::vector<InputIdentity> fixInputIdentities(const std::shared_ptr<jit::Graph> &graph,
                                              const std::vector<c10::IValue> &stack) {
  std::vector<jit::Node *> checks;
  collectIdentityChecks(graph->block(), checks);
  auto inputIndex = [&](const jit::Value *value) -> size_t {
    if (value->node() != graph->param_node() || !isTensorValue(value) ||
        value->offset() >= stack.size() || !stack[value->offset()].isTensor())
      return 0;
    return value->offset();
  };
  std::vector<InputIdentity> identities;
  for (jit::Node *node : checks) {
    size_t a = inputIndex(node->input(0)), b = inputIndex(node->input(1));
    if (a == 0 || b == 0 || a == b)
      continue;
    bool same = stack[a].toTensor().is_same(stack[b].toTensor());
    jit::WithInsertPoint insertPoint(node);
    bool isCheck = node->kind() == c10::aten::__is__;
    node->output()->replaceAllUsesWith(graph->insertConstant(isCheck ? same : !same));
    node->destroy();
    auto known = std::find_if(identities.begin(), identities.end(), [&](const InputIdentity &i) {
      return std::min(i.first, i.second) == std::min(a, b) &&
             std::max(i.first, i.second) == std::max(a, b);
    });
    if (known == identities.end())
      identities.push_back({a, b, same});
  }
  return identities;
}

namespace {

/// Whether each of `fixed` has its value in this call, and-ed onto `ok`.
jit::Value *checkFixedInputs(jit::Graph &graph, jit::Value *ok,
                             const std::vector<FixedInput> &fixed) {
  for (const FixedInput &input : fixed) {
    jit::Value *value = graph.inputs()[input.index];
    jit::Value *holds =
        input.value.isNone()
            ? graph.insert(c10::aten::__is__, {value, graph.insertConstant(c10::IValue())})
            : graph.insert(c10::aten::eq, {value, graph.insertConstant(input.value)});
    ok = graph.insert(c10::aten::__and__, {ok, holds});
  }
  return ok;
}

/// Whether each pair of `identities` is (not) one tensor in this call.
jit::Value *checkIdentities(jit::Graph &graph, jit::Value *ok,
                            const std::vector<InputIdentity> &identities) {
  for (const InputIdentity &pair : identities) {
    jit::Value *holds = graph.insert(pair.same ? c10::aten::__is__ : c10::aten::__isnot__,
                                     {graph.inputs()[pair.first], graph.inputs()[pair.second]});
    ok = graph.insert(c10::aten::__and__, {ok, holds});
  }
  return ok;
}

} // namespace

void guardSpecializedGraph(const std::shared_ptr<jit::Graph> &graph,
                           const std::shared_ptr<jit::Graph> &original,
                           const std::vector<int64_t> &spec, const std::vector<FixedInput> &fixed,
                           const std::vector<InputIdentity> &identities) {
  TORCH_CHECK(graph->inputs().size() == original->inputs().size() &&
                  graph->outputs().size() == original->outputs().size(),
              "cuagent: the specialized graph's signature differs from the original's");
  jit::Block *top = graph->block();
  std::vector<jit::Value *> tensorInputs;
  for (size_t i = 1; i < graph->inputs().size(); ++i)
    if (isTensorValue(graph->inputs()[i]))
      tensorInputs.push_back(graph->inputs()[i]);
  std::vector<jit::Value *> results(graph->outputs().begin(), graph->outputs().end());

  jit::WithInsertPoint atStart(top->param_node()->next());
  jit::Node *list = graph->insertNode(graph->createList(c10::TensorType::get(), tensorInputs));
  jit::Value *specValue = graph->insertConstant(c10::IValue(c10::List<int64_t>(spec)));
  jit::Node *check = graph->insertNode(graph->create(
      c10::Symbol::fromQualString("cuagent::inputs_match"), {list->output(), specValue}, 1));
  check->output()->setType(c10::BoolType::get());
  jit::Value *ok =
      checkIdentities(*graph, checkFixedInputs(*graph, check->output(), fixed), identities);
  jit::Node *branch = graph->insertNode(graph->create(c10::prim::If, {ok}, results.size()));
  for (size_t i = 0; i < results.size(); ++i)
    branch->output(i)->setType(results[i]->type());
  jit::Block *specialized = branch->addBlock();
  jit::Block *fallback = branch->addBlock();

  for (jit::Node *node = branch->next(); node != top->return_node();) {
    jit::Node *next = node->next();
    node->moveBefore(specialized->return_node());
    node = next;
  }
  for (jit::Value *result : results)
    specialized->registerOutput(result);
  {
    jit::WithInsertPoint inFallback(fallback->return_node());
    std::vector<jit::Value *> inputs(graph->inputs().begin(), graph->inputs().end());
    for (jit::Value *result : jit::insertGraph(*graph, *original, inputs))
      fallback->registerOutput(result);
  }
  for (size_t i = 0; i < results.size(); ++i)
    top->return_node()->replaceInput(i, branch->output(i));
}

bool inputsMatch(const std::vector<at::Tensor> &inputs, const std::vector<int64_t> &spec) {
  size_t at = 0;
  for (const at::Tensor &input : inputs) {
    if (at >= spec.size() || !input.defined() || input.layout() != c10::kStrided ||
        input.is_nested())
      return false;
    // The specialized graph computes as under torch.no_grad() with autocast
    // off (runStateValue): an input that needs autograd, or autocast's
    // lower precision, gets the graph as it was.
    if ((input.requires_grad() && at::GradMode::is_enabled()) ||
        at::autocast::is_autocast_enabled(input.device().type()))
      return false;
    int64_t rank = spec[at++];
    if (input.dim() != rank || at + size_t(rank) + 3 > spec.size())
      return false;
    for (int64_t d = 0; d < rank; ++d)
      if (input.size(d) != spec[at++])
        return false;
    c10::Device device = input.device();
    if (int64_t(device.type()) != spec[at] || int64_t(device.index()) != spec[at + 1] ||
        int64_t(input.scalar_type()) != spec[at + 2])
      return false;
    at += 3;
  }
  return at == spec.size();
}

bool sizesMatch(const std::vector<at::Tensor> &inputs, const std::vector<int64_t> &spec) {
  size_t at = 0;
  for (const at::Tensor &input : inputs) {
    if (at >= spec.size() || !input.defined())
      return false;
    int64_t rank = spec[at++];
    if (input.dim() != rank || at + size_t(rank) > spec.size())
      return false;
    for (int64_t d = 0; d < rank; ++d)
      if (input.size(d) != spec[at++])
        return false;
  }
  return at == spec.size();
}

} // namespace cuagent
