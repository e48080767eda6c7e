// The run-state and input folds of the specialized graph
// (lib/TorchScript/Specialize.cpp) on graphs parsed from IR: what folds,
// what the guard then has to check, and what must not fold. The end-to-end
// behaviour (results with the guard's fallback) is test_native_attention.py's
// and test_specialize.py's.
#include "cuagent/TorchScript/Specialize.h"

#include <torch/csrc/jit/ir/irparser.h>
#include <torch/torch.h>

#include <gtest/gtest.h>

#include <string>

namespace {
namespace jit = torch::jit;

std::shared_ptr<jit::Graph> parse(const std::string &ir) {
  auto graph = std::make_shared<jit::Graph>();
  jit::parseIR(ir, graph.get());
  return graph;
}

size_t count(const jit::Graph &graph, const std::string &kind) {
  size_t n = 0;
  for (const jit::Node *node : graph.nodes())
    n += std::string(node->kind().toQualString()) == kind;
  return n;
}

/// The folded constant the graph returns (output `index`).
c10::IValue returned(const jit::Graph &graph, size_t index) {
  std::optional<c10::IValue> value = jit::toIValue(graph.outputs()[index]);
  EXPECT_TRUE(value.has_value()) << "output " << index << " did not fold";
  return value.value_or(c10::IValue());
}

const char *kRunState = R"IR(
graph(%self : Tensor, %x : Tensor, %y : Tensor):
  %grad : bool = aten::is_grad_enabled()
  %autocast : bool = aten::is_autocast_enabled()
  %nested : bool = prim::is_nested(%x)
  %same : bool = aten::__is__(%x, %x)
  %t : Tensor = aten::relu(%x)
  %fresh : bool = aten::__is__(%t, %x)
  %inputs : bool = aten::__isnot__(%x, %y)
  return (%grad, %autocast, %nested, %same, %fresh, %inputs)
)IR";

TEST(SpecializeRunState, GradModeAutocastNestednessAndIdentityFold) {
  auto graph = parse(kRunState);
  cuagent::ValueInfos infos;
  EXPECT_GT(cuagent::specializeShapes(graph, infos), 0u);
  EXPECT_FALSE(returned(*graph, 0).toBool()); // grad mode: as under no_grad
  EXPECT_FALSE(returned(*graph, 1).toBool()); // autocast: off
  EXPECT_FALSE(returned(*graph, 2).toBool()); // an input is not nested
  EXPECT_TRUE(returned(*graph, 3).toBool());  // x is x
  EXPECT_FALSE(returned(*graph, 4).toBool()); // a fresh result is not x
  // Two inputs: not structurally known; fixInputIdentities takes it.
  EXPECT_FALSE(jit::toIValue(graph->outputs()[5]).has_value());
}

TEST(SpecializeRunState, AnAliasingResultIsNotFresh) {
  // contiguous may return its input: `contiguous(x) is x` must not fold.
  auto graph = parse(R"IR(
graph(%self : Tensor, %x : Tensor):
  %zero : int = prim::Constant[value=0]()
  %c : Tensor = aten::contiguous(%x, %zero)
  %same : bool = aten::__is__(%c, %x)
  return (%same)
)IR");
  cuagent::ValueInfos infos;
  cuagent::specializeShapes(graph, infos);
  EXPECT_FALSE(jit::toIValue(graph->outputs()[0]).has_value());
  EXPECT_EQ(count(*graph, "aten::__is__"), 1u);
}

TEST(SpecializeInputs, NoneAndBoolArgumentsBecomeConstants) {
  auto graph = parse(R"IR(
graph(%self : Tensor, %x : Tensor, %mask : Tensor?, %flag : bool, %n : int):
  %none : NoneType = prim::Constant()
  %no_mask : bool = aten::__is__(%mask, %none)
  return (%no_mask, %flag, %n)
)IR");
  std::vector<c10::IValue> stack = {at::Tensor(), torch::ones({2}), c10::IValue(), true,
                                    int64_t(3)};
  std::vector<cuagent::FixedInput> fixed = cuagent::fixNoneAndBoolInputs(graph, stack);
  ASSERT_EQ(fixed.size(), 2u); // the None and the bool; the int stays an input
  EXPECT_EQ(fixed[0].index, 2u);
  EXPECT_TRUE(fixed[0].value.isNone());
  EXPECT_EQ(fixed[1].index, 3u);
  EXPECT_TRUE(fixed[1].value.toBool());
  EXPECT_TRUE(jit::toIValue(graph->outputs()[1]).has_value());
  EXPECT_FALSE(jit::toIValue(graph->outputs()[2]).has_value());
}

TEST(SpecializeInputs, IdentityOfTwoInputsIsTheExamplesAndGuarded) {
  const char *ir = R"IR(
graph(%self : Tensor, %q : Tensor, %k : Tensor):
  %same : bool = aten::__is__(%q, %k)
  %differ : bool = aten::__isnot__(%k, %q)
  return (%same, %differ)
)IR";
  at::Tensor a = torch::ones({2}), b = torch::ones({2});
  auto distinct = parse(ir);
  std::vector<cuagent::InputIdentity> pairs =
      cuagent::fixInputIdentities(distinct, {at::Tensor(), a, b});
  ASSERT_EQ(pairs.size(), 1u); // both checks are one pair
  EXPECT_FALSE(pairs[0].same);
  EXPECT_FALSE(returned(*distinct, 0).toBool());
  EXPECT_TRUE(returned(*distinct, 1).toBool());

  auto one = parse(ir);
  pairs = cuagent::fixInputIdentities(one, {at::Tensor(), a, a});
  ASSERT_EQ(pairs.size(), 1u);
  EXPECT_TRUE(pairs[0].same);
  EXPECT_TRUE(returned(*one, 0).toBool());

  // The guard compares the call's identity: inputs_match and `q is not k`.
  auto original = parse(ir);
  cuagent::guardSpecializedGraph(distinct, original, {}, {}, {{1, 2, false}});
  EXPECT_EQ(count(*distinct, "aten::__isnot__"), 1u);
  EXPECT_EQ(count(*distinct, "aten::__and__"), 1u);
}

} // namespace
