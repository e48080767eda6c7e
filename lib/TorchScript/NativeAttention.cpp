//===- NativeAttention.cpp - PyTorch's fused transformer ops, spelled out ===//
#include "cuagent/TorchScript/NativeAttention.h"

#include "cuagent/TorchScript/GraphBuilder.h"

#include <torch/csrc/jit/ir/constants.h>
#include <torch/csrc/jit/passes/dead_code_elimination.h>
#include <torch/csrc/jit/passes/lower_tuples.h>

#include <optional>
#include <string>
#include <vector>

namespace cuagent {
namespace jit = torch::jit;

namespace {

bool isNone(const jit::Value *value) { return value->mustBeNone(); }

bool unused(const jit::Value *value) { return !value->hasUses(); }

/// A batched [B, T, E] floating value the profile saw, whose sizes fold.
bool isBatchedSequence(const jit::Value *value, int64_t embedDim, const ValueInfos &infos,
                       const std::function<bool(const jit::Value *)> &sizesFoldable) {
  auto info = infos.find(value);
  if (info == infos.end() || !sizesFoldable(value))
    return false;
  const std::vector<int64_t> &sizes = info->second.sizes;
  return at::isFloatingType(info->second.dtype) && sizes.size() == 3 && sizes[2] == embedDim &&
         sizes[0] > 0 && sizes[1] > 0;
}

using Builder = GraphBuilder;

jit::Value *layerNorm(Builder &b, jit::Value *x, int64_t embedDim, jit::Value *weight,
                      jit::Value *bias, jit::Value *eps) {
  return b.op(c10::aten::layer_norm,
              {x, b.constant(std::vector<int64_t>{embedDim}), weight, bias, eps, b.constant(true)});
}

/// A projection's weight and bias.
struct Packed {
  jit::Value *weight, *bias;
};

/// q, k and v projected: [B, L, E] each. One GEMM per distinct input, over
/// the rows of the packed weight that input needs.
std::vector<jit::Value *> project(Builder &b, jit::Value *query, jit::Value *key, jit::Value *value,
                                  Packed in, int64_t embedDim) {
  auto part = [&](jit::Value *x, int64_t first, int64_t count) {
    jit::Value *weight = in.weight, *bias = in.bias;
    if (first != 0 || count != 3) {
      weight = b.slice(weight, 0, first * embedDim, (first + count) * embedDim);
      bias = b.slice(bias, 0, first * embedDim, (first + count) * embedDim);
    }
    jit::Value *projected = b.linear(x, weight, bias);
    std::vector<jit::Value *> parts;
    for (int64_t i = 0; i < count; ++i)
      parts.push_back(count == 1 ? projected
                                 : b.slice(projected, 2, i * embedDim, (i + 1) * embedDim));
    return parts;
  };
  if (query == key && key == value)
    return part(query, 0, 3);
  std::vector<jit::Value *> q = part(query, 0, 1);
  if (key == value) {
    std::vector<jit::Value *> kv = part(key, 1, 2);
    return {q[0], kv[0], kv[1]};
  }
  return {q[0], part(key, 1, 1)[0], part(value, 2, 1)[0]};
}

/// The sizes of an attention: batch B, query length T, key length S, width
/// E, H heads. Constants: the rewrite runs in the specialized graph, whose
/// guard fixes the inputs' sizes (and `sizesFoldable` held for them).
struct AttentionShape {
  int64_t batch = 0, queries = 0, keys = 0, embedDim = 0, heads = 0;
};

/// [B, L, E] as [B, H, L, E / H].
jit::Value *splitHeads(Builder &b, jit::Value *x, const AttentionShape &shape, int64_t length) {
  std::vector<int64_t> sizes = {shape.batch, length, shape.heads, shape.embedDim / shape.heads};
  jit::Value *split = b.op(c10::aten::reshape, {x, b.constant(sizes)});
  return b.op(c10::aten::transpose, {split, b.constant(int64_t(1)), b.constant(int64_t(2))});
}

/// What aten::_native_multi_head_attention computes without a mask: the
/// attention output, [B, T, E].
jit::Value *attention(Builder &b, jit::Value *query, jit::Value *key, jit::Value *value,
                      const AttentionShape &shape, Packed in, Packed out) {
  int64_t embedDim = shape.embedDim;
  std::vector<jit::Value *> qkv = project(b, query, key, value, in, embedDim);
  std::vector<jit::Value *> split = {splitHeads(b, qkv[0], shape, shape.queries),
                                     splitHeads(b, qkv[1], shape, shape.keys),
                                     splitHeads(b, qkv[2], shape, shape.keys)};
  jit::Value *none = b.constant(c10::IValue());
  jit::Value *attended =
      b.op(c10::aten::scaled_dot_product_attention,
           {split[0], split[1], split[2], none, b.constant(0.0), b.constant(false)});
  jit::Value *merged =
      b.op(c10::aten::transpose, {attended, b.constant(int64_t(1)), b.constant(int64_t(2))});
  merged = b.op(c10::aten::reshape,
                {merged, b.constant(std::vector<int64_t>{shape.batch, shape.queries, embedDim})});
  return b.linear(merged, out.weight, out.bias);
}

/// embed_dim and num_heads when constant and the heads divide the width,
/// with the profiled query and key (value) sizes when both are [B, L, E].
std::optional<AttentionShape>
attentionShape(jit::Value *embedDim, jit::Value *heads, const jit::Value *query,
               const jit::Value *key, const ValueInfos &infos,
               const std::function<bool(const jit::Value *)> &foldable) {
  std::optional<int64_t> e = jit::constant_as<int64_t>(embedDim);
  std::optional<int64_t> h = jit::constant_as<int64_t>(heads);
  if (!e || !h || *h <= 0 || *e <= 0 || *e % *h != 0 ||
      !isBatchedSequence(query, *e, infos, foldable) ||
      !isBatchedSequence(key, *e, infos, foldable))
    return std::nullopt;
  const std::vector<int64_t> &q = infos.at(query).sizes, &k = infos.at(key).sizes;
  if (q[0] != k[0])
    return std::nullopt;
  return AttentionShape{q[0], q[1], k[1], *e, *h};
}

/// aten::_native_multi_head_attention(query, key, value, embed_dim,
/// num_head, qkv_weight, qkv_bias, proj_weight, proj_bias, mask,
/// need_weights, average_attn_weights, mask_type) -> (out, weights).
jit::Value *rewriteMultiHeadAttention(jit::Graph &graph, jit::Node *node, const ValueInfos &infos,
                                      const std::function<bool(const jit::Value *)> &foldable) {
  std::optional<AttentionShape> shape = attentionShape(
      node->input(3), node->input(4), node->input(0), node->input(1), infos, foldable);
  if (!shape || !isNone(node->input(9)) || !unused(node->output(1)) ||
      !isBatchedSequence(node->input(2), shape->embedDim, infos, foldable) ||
      infos.at(node->input(2)).sizes != infos.at(node->input(1)).sizes)
    return nullptr;
  jit::WithInsertPoint insertPoint(node);
  Builder b(graph);
  return attention(b, node->input(0), node->input(1), node->input(2), *shape,
                   {node->input(5), node->input(6)}, {node->input(7), node->input(8)});
}

/// aten::_transformer_encoder_layer_fwd(src, embed_dim, num_heads,
/// qkv_weight, qkv_bias, proj_weight, proj_bias, use_gelu, norm_first, eps,
/// norm_weight_1, norm_bias_1, norm_weight_2, norm_bias_2, ffn_weight_1,
/// ffn_bias_1, ffn_weight_2, ffn_bias_2, mask, mask_type) -> Tensor.
jit::Value *rewriteEncoderLayer(jit::Graph &graph, jit::Node *node, const ValueInfos &infos,
                                const std::function<bool(const jit::Value *)> &foldable) {
  jit::Value *src = node->input(0);
  std::optional<AttentionShape> shape =
      attentionShape(node->input(1), node->input(2), src, src, infos, foldable);
  std::optional<bool> useGelu = jit::constant_as<bool>(node->input(7));
  std::optional<bool> normFirst = jit::constant_as<bool>(node->input(8));
  if (!shape || !useGelu || !normFirst || !isNone(node->input(18)))
    return nullptr;
  int64_t e = shape->embedDim;
  jit::Value *eps = node->input(9);
  jit::WithInsertPoint insertPoint(node);
  Builder b(graph);
  auto norm = [&](jit::Value *x, int first) {
    return layerNorm(b, x, e, node->input(first), node->input(first + 1), eps);
  };
  jit::Value *x = *normFirst ? norm(src, 10) : src;
  x = b.add(attention(b, x, x, x, *shape, {node->input(3), node->input(4)},
                      {node->input(5), node->input(6)}),
            src);
  if (!*normFirst)
    x = norm(x, 10);
  jit::Value *residual = x;
  if (*normFirst)
    x = norm(x, 12);
  jit::Value *hidden = b.linear(x, node->input(14), node->input(15));
  if (*useGelu) {
    // The fused GEMM epilogue's GELU: tanh-approximated in ATen's CUDA
    // _addmm_activation, exact in its CPU one.
    bool cuda = infos.at(src).device.is_cuda();
    hidden = b.op(c10::aten::gelu, {hidden},
                  {jit::NamedValue("approximate", std::string(cuda ? "tanh" : "none"))});
  } else {
    hidden = b.op(c10::aten::relu, {hidden});
  }
  x = b.add(b.linear(hidden, node->input(16), node->input(17)), residual);
  return *normFirst ? x : norm(x, 12);
}

} // namespace

size_t rewriteNativeAttention(const std::shared_ptr<jit::Graph> &graph, ValueInfos &infos,
                              const std::function<bool(const jit::Value *)> &sizesFoldable) {
  static const c10::Symbol kMultiHead =
      c10::Symbol::fromQualString("aten::_native_multi_head_attention");
  static const c10::Symbol kEncoderLayer =
      c10::Symbol::fromQualString("aten::_transformer_encoder_layer_fwd");
  auto collect = [&] {
    std::vector<jit::Node *> nodes;
    for (jit::Node *node : graph->block()->nodes())
      if (node->kind() == kMultiHead || node->kind() == kEncoderLayer)
        nodes.push_back(node);
    return nodes;
  };
  std::vector<jit::Node *> nodes = collect();
  if (nodes.empty())
    return 0;
  // nn.MultiheadAttention returns the op's (output, weights) as a tuple the
  // caller indexes: without the tuple, unused weights have no uses.
  jit::LowerSimpleTuples(graph);
  jit::EliminateDeadCode(graph);
  nodes = collect();
  size_t rewritten = 0;
  for (jit::Node *node : nodes) {
    jit::Value *result = node->kind() == kMultiHead
                             ? rewriteMultiHeadAttention(*graph, node, infos, sizesFoldable)
                             : rewriteEncoderLayer(*graph, node, infos, sizesFoldable);
    if (!result)
      continue;
    result->setType(node->output(0)->type());
    // What the op made, the rewrite makes (a row-major [B, T, E]): a
    // following layer of a stack is rewritten in this pass too.
    auto made = infos.find(node->output(0));
    if (made != infos.end()) {
      infos[result] = made->second;
      infos.erase(node->output(0));
    }
    node->output(0)->replaceAllUsesWith(result);
    node->destroy();
    ++rewritten;
  }
  return rewritten;
}

} // namespace cuagent
