//===- UnpackSplits.h - split/chunk/unbind as slices for capture -*- C++ -*-===//
//
// `q, k, v = qkv.split(n, dim)` and its kin return a Tensor[] that
// prim::ListUnpack takes apart: a list no group can read, so every consumer
// of the parts stayed stock. For a split (split.Tensor, split_with_sizes,
// chunk, unbind) whose list is only unpacked, each part becomes an
// aten::slice.Tensor of the input (unbind's also squeezed), its bounds
// computed from the input's size along the dim, so the graph is exact for
// any sizes that the original accepts. Those size queries then fold under
// the whole-graph guard of Specialize.h, which is why this runs only on
// the specialized copy: other sizes run the graph as it was, with the
// original's checks (a wrong part count raises there, as before). glu, a
// split into halves and a gated product, is rewritten the same way: two
// slices, a sigmoid and a mul (an odd size raises in the original).
//
//===----------------------------------------------------------------------===//
#ifndef CUAGENT_TORCHSCRIPT_UNPACKSPLITS_H
#define CUAGENT_TORCHSCRIPT_UNPACKSPLITS_H

#include <torch/csrc/jit/ir/ir.h>

#include <cstddef>
#include <functional>
#include <memory>

namespace cuagent {

/// Rewrites every top-level split whose only use is a prim::ListUnpack,
/// whose other arguments are constants and whose input's sizes will fold
/// (`sizesFoldable`, from Specialize.h), and every such glu; returns how
/// many were rewritten.
size_t unpackSplitsAsSlices(const std::shared_ptr<torch::jit::Graph> &graph,
                            const std::function<bool(const torch::jit::Value *)> &sizesFoldable);

} // namespace cuagent

#endif // CUAGENT_TORCHSCRIPT_UNPACKSPLITS_H
