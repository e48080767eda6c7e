// splitGroup (lib/TorchScript/Split.cpp): the parts a group that lost to
// stock is retried as. Graphs come from IR text; only the members and the
// bool values' dtypes matter.
#include "cuagent/TorchScript/Split.h"

#include <torch/csrc/jit/ir/irparser.h>

#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

namespace {
namespace jit = torch::jit;

struct Parsed {
  std::shared_ptr<jit::Graph> graph = std::make_shared<jit::Graph>();
  std::unordered_map<std::string, jit::Value *> values;
  cuagent::ValueInfos infos;
  cuagent::Group all; // every non-constant node, in program order
};

Parsed parse(const std::string &ir, const std::vector<std::string> &bools) {
  Parsed parsed;
  jit::parseIR(ir, parsed.graph.get(), parsed.values);
  for (jit::Node *node : parsed.graph->nodes())
    if (node->kind() != c10::prim::Constant)
      parsed.all.nodes.push_back(node);
  for (const std::string &name : bools) {
    cuagent::ValueInfo info;
    info.dtype = c10::ScalarType::Bool;
    parsed.infos[parsed.values.at(name)] = info;
  }
  return parsed;
}

std::vector<std::vector<std::string>> opsOf(const std::vector<cuagent::Group> &parts) {
  std::vector<std::vector<std::string>> ops;
  for (const cuagent::Group &part : parts) {
    ops.emplace_back();
    for (const jit::Node *node : part.nodes)
      ops.back().push_back(cuagent::schemaName(node));
  }
  return ops;
}

const char *kTwoGemms = R"IR(
graph(%x : Tensor, %w : Tensor, %w2 : Tensor, %m : Tensor):
  %zero : int = prim::Constant[value=0]()
  %one : int = prim::Constant[value=1]()
  %two : float = prim::Constant[value=2.]()
  %fill : float = prim::Constant[value=0.]()
  %t : Tensor = aten::transpose(%w, %zero, %one)
  %a : Tensor = aten::mm(%x, %t)
  %b : Tensor = aten::relu(%a)
  %c : Tensor = aten::mul(%b, %two)
  %d : Tensor = aten::mm(%c, %w2)
  %mask : Tensor = aten::ne(%m, %fill)
  %e : Tensor = aten::masked_fill(%d, %mask, %fill)
  %f : Tensor = aten::sigmoid(%e)
  return (%f)
)IR";

TEST(TorchScriptSplit, OnePartPerGemmWithItsEpilogue) {
  // The transpose the first GEMM reads and the mask the second's epilogue
  // reads (both fed from outside) go with their readers.
  Parsed p = parse(kTwoGemms, {"mask"});
  std::vector<cuagent::Group> parts = cuagent::splitGroup(p.all, p.infos, 2);
  using Ops = std::vector<std::vector<std::string>>;
  EXPECT_EQ(opsOf(parts),
            (Ops{{"aten::transpose.int", "aten::mm", "aten::relu", "aten::mul.Scalar"},
                 {"aten::mm", "aten::ne.Scalar", "aten::masked_fill.Scalar", "aten::sigmoid"}}));
}

TEST(TorchScriptSplit, OneGemmComesApartFromItsEpilogue) {
  Parsed p = parse(kTwoGemms, {"mask"});
  cuagent::Group first;
  first.nodes.assign(p.all.nodes.begin(), p.all.nodes.begin() + 4); // transpose .. mul
  using Ops = std::vector<std::vector<std::string>>;
  EXPECT_EQ(opsOf(cuagent::splitGroup(first, p.infos, 2)),
            (Ops{{"aten::transpose.int", "aten::mm"}, {"aten::relu", "aten::mul.Scalar"}}));
  // Two elementwise ops are below a minimum of 3: that part stays stock.
  EXPECT_EQ(opsOf(cuagent::splitGroup(first, p.infos, 3)),
            (Ops{{"aten::transpose.int", "aten::mm"}}));
}

TEST(TorchScriptSplit, NothingToCutWithoutALibraryOp) {
  Parsed p = parse(kTwoGemms, {"mask"});
  cuagent::Group epilogue;
  epilogue.nodes.assign(p.all.nodes.begin() + 2, p.all.nodes.begin() + 4); // relu, mul
  EXPECT_TRUE(cuagent::splitGroup(epilogue, p.infos, 2).empty());
}

TEST(TorchScriptSplit, NoCutPassesABool) {
  // %g is computed from the first GEMM and read after the second: the only
  // cut would pass it between parts, and the task format has no bool.
  Parsed p = parse(R"IR(
graph(%x : Tensor, %w : Tensor, %w2 : Tensor):
  %fill : float = prim::Constant[value=0.]()
  %a : Tensor = aten::mm(%x, %w)
  %g : Tensor = aten::gt(%a, %fill)
  %d : Tensor = aten::mm(%a, %w2)
  %e : Tensor = aten::masked_fill(%d, %g, %fill)
  return (%e)
)IR",
                   {"g"});
  EXPECT_TRUE(cuagent::splitGroup(p.all, p.infos, 2).empty());
}

TEST(TorchScriptSplit, ASourceBoolReadInTwoPartsKeepsTheGroupWhole) {
  Parsed p = parse(R"IR(
graph(%x : Tensor, %w : Tensor, %w2 : Tensor, %m : Tensor):
  %fill : float = prim::Constant[value=0.]()
  %mask : Tensor = aten::ne(%m, %fill)
  %a : Tensor = aten::mm(%x, %w)
  %b : Tensor = aten::masked_fill(%a, %mask, %fill)
  %d : Tensor = aten::mm(%b, %w2)
  %e : Tensor = aten::masked_fill(%d, %mask, %fill)
  return (%e)
)IR",
                   {"mask"});
  EXPECT_TRUE(cuagent::splitGroup(p.all, p.infos, 2).empty());
}

const char *kAttention = R"IR(
graph(%x : Tensor, %w : Tensor, %k : Tensor, %v : Tensor):
  %one : int = prim::Constant[value=1]()
  %two : int = prim::Constant[value=2]()
  %half : float = prim::Constant[value=0.5]()
  %none : NoneType = prim::Constant()
  %zero : float = prim::Constant[value=0.]()
  %false : bool = prim::Constant[value=0]()
  %a : Tensor = aten::mm(%x, %w)
  %b : Tensor = aten::relu(%a)
  %q : Tensor = aten::transpose(%b, %one, %two)
  %o : Tensor = aten::scaled_dot_product_attention(%q, %k, %v, %none, %zero, %false, %none, %false)
  %t : Tensor = aten::transpose(%o, %one, %two)
  %s : Tensor = aten::mul(%t, %half)
  %e : Tensor = aten::sigmoid(%s)
  return (%e)
)IR";

TEST(TorchScriptSplit, PartsBesideAttentionLeaveItAndTheLayoutItReadsStock) {
  Parsed p = parse(kAttention, {});
  ASSERT_TRUE(cuagent::hasAttention(p.all));
  using Ops = std::vector<std::vector<std::string>>;
  EXPECT_EQ(opsOf(cuagent::partsBesideAttention(p.all, p.infos, 2)),
            (Ops{{"aten::mm", "aten::relu"},
                 {"aten::transpose.int", "aten::mul.Scalar", "aten::sigmoid"}}));
  // Below the size rule, the epilogue of two elementwise ops stays stock.
  EXPECT_EQ(opsOf(cuagent::partsBesideAttention(p.all, p.infos, 3)),
            (Ops{{"aten::mm", "aten::relu"}}));
}

TEST(TorchScriptSplit, NothingBesideALoneAttention) {
  Parsed p = parse(kAttention, {});
  cuagent::Group alone;
  alone.nodes.assign(p.all.nodes.begin() + 2, p.all.nodes.begin() + 4); // transpose, sdpa
  EXPECT_TRUE(cuagent::hasAttention(alone));
  EXPECT_TRUE(cuagent::partsBesideAttention(alone, p.infos, 1).empty());
  cuagent::Group gemm;
  gemm.nodes.assign(p.all.nodes.begin(), p.all.nodes.begin() + 2); // mm, relu
  EXPECT_FALSE(cuagent::hasAttention(gemm));
  EXPECT_TRUE(cuagent::partsBesideAttention(gemm, p.infos, 1).empty());
}

} // namespace
