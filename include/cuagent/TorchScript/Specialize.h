//===- Specialize.h - Fold shape queries under a whole-graph guard -*- C++ -*-===//
//
// nn modules check their input's rank and sizes in forward (BatchNorm's
// `input.dim() != 4`, InstanceNorm's size loop, view(x.size(0), -1)). Each
// such query reads a tensor, so it pins the value outside any fusion group
// and cuts the group in two; InstanceNorm's op even sits inside an If that
// partitioning never enters. cuagent compiles for the example inputs' sizes
// anyway, so these queries are folded to constants, the now-constant control
// flow is removed, and the whole specialized body runs behind one guard on
// the tensor inputs' sizes, devices, dtypes and (strided) layout; any other
// input runs the graph as it was. The device, dtype and layout queries fold
// too (torch.norm checks its input's layout and device type).
//
//===----------------------------------------------------------------------===//
#ifndef CUAGENT_TORCHSCRIPT_SPECIALIZE_H
#define CUAGENT_TORCHSCRIPT_SPECIALIZE_H

#include "cuagent/TorchScript/Partition.h"

#include <torch/csrc/jit/ir/ir.h>

#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

namespace cuagent {

/// Folds aten::dim, aten::size, aten::size.int, aten::len.Tensor,
/// aten::numel, prim::device, prim::dtype and prim::layout of every value whose shape is a function
/// of the tensor inputs' sizes alone (`infos` has it from the profiling run), then propagates
/// constants and unrolls constant loops, to a fixed point. Values whose shape may depend on data
/// (item(), nonzero, masked_select, unique, ...) or on a non-tensor input are never folded. Returns
/// the number of queries folded (0: the graph is unchanged).
size_t specializeShapes(const std::shared_ptr<torch::jit::Graph> &graph, const ValueInfos &infos);

/// Whether specializeShapes would fold a size query of `value`: profiled
/// once (in `infos`) and shaped by neither data nor a non-tensor input. The
/// predicate holds the analysis of the graph as it is now.
std::function<bool(const torch::jit::Value *)>
sizesFoldable(const std::shared_ptr<torch::jit::Graph> &graph, const ValueInfos &infos);

/// The graph's Tensor-typed inputs as `infos` has them, flattened as
/// [rank, size..., device type, device index, dtype] per input: the guard's
/// specification.
std::vector<int64_t> inputSpec(const std::shared_ptr<torch::jit::Graph> &graph,
                               const ValueInfos &infos);

/// A non-tensor input of forward the specialized graph takes as a constant:
/// an Optional argument that was None (nn.TransformerEncoderLayer's
/// src_mask) or a bool (its is_causal). Their checks in forward fold like
/// the shape queries, and the guard compares the call's value.
struct FixedInput {
  size_t index = 0; // in the graph's inputs (0 is self)
  c10::IValue value;
};

/// Replaces every use of each graph input whose example value (in `stack`,
/// self first) is None or a bool with that constant. Returns the inputs
/// fixed.
std::vector<FixedInput> fixNoneAndBoolInputs(const std::shared_ptr<torch::jit::Graph> &graph,
                                             const std::vector<c10::IValue> &stack);

/// Whether two tensor inputs of forward are one tensor: nn.MultiheadAttention
/// chooses its path by `query is key`. Such a check of two inputs folds to
/// what the example call had, and the guard compares the call's.
struct InputIdentity {
  size_t first = 0, second = 0; // graph input indices (0 is self)
  bool same = false;
};

/// Replaces every aten::__is__ and aten::__isnot__ of two distinct tensor
/// inputs of the graph (anywhere, in blocks too) with its value for the
/// example inputs in `stack` (self first). Returns the pairs fixed.
std::vector<InputIdentity> fixInputIdentities(const std::shared_ptr<torch::jit::Graph> &graph,
                                              const std::vector<c10::IValue> &stack);

/// Rewrites `graph` (specialized for `spec`, `fixed` and `identities`) to
///
///   %ok : bool = cuagent::inputs_match(<Tensor inputs>, <spec>)
///                and <each fixed input is None / equals its bool>
///                and <each pair of `identities` is (not) one tensor>
///   %r... = prim::If(%ok)
///     block0(): <the specialized body> -> (<its outputs>)
///     block1(): <`original`, inlined>   -> (<its outputs>)
///
/// `original` has the same inputs (self included) and outputs.
void guardSpecializedGraph(const std::shared_ptr<torch::jit::Graph> &graph,
                           const std::shared_ptr<torch::jit::Graph> &original,
                           const std::vector<int64_t> &spec,
                           const std::vector<FixedInput> &fixed = {},
                           const std::vector<InputIdentity> &identities = {});

/// cuagent::inputs_match: whether `inputs` are strided tensors with exactly
/// the sizes, device and dtype of `spec` (as inputSpec writes it).
bool inputsMatch(const std::vector<at::Tensor> &inputs, const std::vector<int64_t> &spec);

/// cuagent::sizes_match, the guard of modules optimized before inputs_match:
/// whether `inputs` have exactly the sizes of `spec` ([rank, size...] per
/// input). Kept so that such saved modules still load and run.
bool sizesMatch(const std::vector<at::Tensor> &inputs, const std::vector<int64_t> &spec);

} // namespace cuagent

#endif // CUAGENT_TORCHSCRIPT_SPECIALIZE_H
