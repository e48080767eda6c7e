// rewriteNativeAttention (lib/TorchScript/NativeAttention.cpp) on graphs
// parsed from IR: which fast-path ops it spells out, what it writes, and the
// GELU it picks by device (the encoder layer's results are compared with
// PyTorch's on the CPU in test/python/test_native_attention.py; the CUDA
// GELU cannot run here).
#include "cuagent/TorchScript/NativeAttention.h"

#include <torch/csrc/jit/ir/irparser.h>

#include <gtest/gtest.h>

#include <map>
#include <string>

namespace {
namespace jit = torch::jit;

const char *kEncoderLayer = R"IR(
graph(%self : Tensor, %src : Tensor, %qw : Tensor, %qb : Tensor, %pw : Tensor, %pb : Tensor,
      %n1w : Tensor, %n1b : Tensor, %n2w : Tensor, %n2b : Tensor, %f1w : Tensor, %f1b : Tensor,
      %f2w : Tensor, %f2b : Tensor):
  %e : int = prim::Constant[value=8]()
  %h : int = prim::Constant[value=2]()
  %gelu : bool = prim::Constant[value=1]()
  %first : bool = prim::Constant[value=0]()
  %eps : float = prim::Constant[value=1e-05]()
  %none : NoneType = prim::Constant()
  %out : Tensor = aten::_transformer_encoder_layer_fwd(%src, %e, %h, %qw, %qb, %pw, %pb, %gelu, %first, %eps, %n1w, %n1b, %n2w, %n2b, %f1w, %f1b, %f2w, %f2b, %none, %none)
  return (%out)
)IR";

const char *kMultiHead = R"IR(
graph(%self : Tensor, %x : Tensor, %qw : Tensor, %qb : Tensor, %pw : Tensor, %pb : Tensor):
  %e : int = prim::Constant[value=8]()
  %h : int = prim::Constant[value=2]()
  %no : bool = prim::Constant[value=0]()
  %yes : bool = prim::Constant[value=1]()
  %none : NoneType = prim::Constant()
  %out : Tensor, %weights : Tensor = aten::_native_multi_head_attention(%x, %x, %x, %e, %h, %qw, %qb, %pw, %pb, %none, %no, %yes, %none)
  %pair : (Tensor, Tensor) = prim::TupleConstruct(%out, %weights)
  %zero : int = prim::Constant[value=0]()
  %first : Tensor = prim::TupleIndex(%pair, %zero)
  return (%first)
)IR";

struct Rewritten {
  size_t count = 0;
  std::map<std::string, int> ops;
  std::string gelu; // the approximate argument of aten::gelu, if any
};

Rewritten rewrite(const std::string &ir, c10::Device device) {
  auto graph = std::make_shared<jit::Graph>();
  jit::parseIR(ir, graph.get());
  cuagent::ValueInfos infos;
  cuagent::ValueInfo sequence;
  sequence.sizes = {2, 5, 8};
  sequence.strides = {40, 8, 1};
  sequence.device = device;
  infos[graph->inputs()[1]] = sequence;
  for (jit::Node *node : graph->nodes())
    if (std::string(node->kind().toQualString()).find("aten::_") == 0)
      infos[node->output(0)] = sequence; // what the op made
  Rewritten result;
  result.count =
      cuagent::rewriteNativeAttention(graph, infos, [](const jit::Value *) { return true; });
  for (jit::Node *node : graph->nodes()) {
    ++result.ops[node->kind().toQualString()];
    if (node->kind() == c10::aten::gelu)
      result.gelu = jit::toIValue(node->input(1))->toStringRef();
  }
  // The result takes the op's profile entry: a following layer is rewritten too.
  EXPECT_EQ(infos.count(graph->outputs()[0]), 1u);
  return result;
}

TEST(NativeAttention, EncoderLayerIsItsOps) {
  Rewritten r = rewrite(kEncoderLayer, c10::Device(c10::kCPU));
  EXPECT_EQ(r.count, 1u);
  EXPECT_EQ(r.ops["aten::_transformer_encoder_layer_fwd"], 0);
  // In-projection, out-projection and the two feed-forward GEMMs.
  EXPECT_EQ(r.ops["aten::linear"], 4);
  EXPECT_EQ(r.ops["aten::layer_norm"], 2);
  EXPECT_EQ(r.ops["aten::scaled_dot_product_attention"], 1);
  EXPECT_EQ(r.ops["aten::add"], 2);   // the residuals
  EXPECT_EQ(r.ops["aten::slice"], 3); // q, k and v from the packed projection
}

TEST(NativeAttention, EncoderLayerGeluIsTheFusedEpiloguesOnEachDevice) {
  // ATen's CUDA _addmm_activation applies the tanh approximation.
  EXPECT_EQ(rewrite(kEncoderLayer, c10::Device(c10::kCUDA, 0)).gelu, "tanh");
  EXPECT_EQ(rewrite(kEncoderLayer, c10::Device(c10::kCPU)).gelu, "none");
}

TEST(NativeAttention, SelfAttentionIsOneProjectionAndSdpa) {
  Rewritten r = rewrite(kMultiHead, c10::Device(c10::kCPU));
  EXPECT_EQ(r.count, 1u);
  EXPECT_EQ(r.ops["aten::_native_multi_head_attention"], 0);
  EXPECT_EQ(r.ops["aten::linear"], 2);
  EXPECT_EQ(r.ops["aten::scaled_dot_product_attention"], 1);
  EXPECT_EQ(r.ops["prim::TupleConstruct"], 0);
}

TEST(NativeAttention, WhatStaysTheOp) {
  std::string usedWeights = kMultiHead;
  usedWeights.replace(usedWeights.find("return (%first)"), 15, "return (%first, %weights)");
  EXPECT_EQ(rewrite(usedWeights, c10::Device(c10::kCPU)).count, 0u);

  std::string masked = kEncoderLayer;
  masked.replace(masked.find("%f2b, %none, %none)"), 19, "%f2b, %src, %none)");
  EXPECT_EQ(rewrite(masked, c10::Device(c10::kCPU)).count, 0u);

  std::string unevenHeads = kEncoderLayer;
  unevenHeads.replace(unevenHeads.find("value=2]"), 8, "value=3]");
  EXPECT_EQ(rewrite(unevenHeads, c10::Device(c10::kCPU)).count, 0u);
}

} // namespace
