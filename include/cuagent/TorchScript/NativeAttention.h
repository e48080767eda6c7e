//===- NativeAttention.h - PyTorch's fused transformer ops, spelled out -*- C++ -*-===//
//
// In inference, nn.MultiheadAttention (batch_first) and
// nn.TransformerEncoderLayer take PyTorch's "fast path": one opaque op,
// aten::_native_multi_head_attention or aten::_transformer_encoder_layer_fwd,
// that no group can take, so a whole transformer block stayed stock. Each
// is rewritten into the ops it is defined by (aten/src/ATen/native/
// transformers): the packed in-projection as one linear and three slices
// (one GEMM when query, key and value are one tensor), heads split by
// reshape and transpose, scaled_dot_product_attention, heads merged, the
// out-projection; the encoder layer adds its residuals, layer norms and
// feed-forward. Exact in real arithmetic; the groups they form are verified
// like any other.
//
// Rewritten only where the result is what the op computes: no attention
// mask, batched [B, T, E] floating inputs of the profiled sizes, the
// attention weights (the MHA op's second result) unused. The encoder
// layer's GELU is the one its fused GEMM epilogue applies: tanh-approximated
// on CUDA (ATen's _addmm_activation), exact on the CPU.
//
//===----------------------------------------------------------------------===//
#ifndef CUAGENT_TORCHSCRIPT_NATIVEATTENTION_H
#define CUAGENT_TORCHSCRIPT_NATIVEATTENTION_H

#include "cuagent/TorchScript/Partition.h"

#include <torch/csrc/jit/ir/ir.h>

#include <cstddef>
#include <functional>
#include <memory>

namespace cuagent {

/// Rewrites every top-level aten::_native_multi_head_attention and
/// aten::_transformer_encoder_layer_fwd that can be (see above) whose
/// inputs are profiled (`infos`) with sizes that will fold
/// (`sizesFoldable`). A rewritten op's result takes the op's entry in
/// `infos`. Returns how many were rewritten.
size_t rewriteNativeAttention(const std::shared_ptr<torch::jit::Graph> &graph, ValueInfos &infos,
                              const std::function<bool(const torch::jit::Value *)> &sizesFoldable);

} // namespace cuagent

#endif // CUAGENT_TORCHSCRIPT_NATIVEATTENTION_H
