//===- FlattenNorms.h - norms over trailing dims as one dim -----*- C++ -*-===//
//
// nn.LayerNorm((C, H, W)) and F.layer_norm(x, x.shape[1:]) normalize over
// several trailing dims; the row kernels normalize over the last one, so
// these stayed stock with NotLastDim. ATen itself computes them over the
// trailing dims flattened into one (an M x N problem), so the rewrite
// flatten -> layer_norm over N -> unflatten is the same arithmetic: the
// flatten and unflatten are views that join the group as index maps, a
// frozen weight and bias become flat constants. rms_norm likewise. The
// normalized shape must be a constant list; it runs after the size queries
// fold, which makes `x.shape[1:]` one.
//
//===----------------------------------------------------------------------===//
#ifndef CUAGENT_TORCHSCRIPT_FLATTENNORMS_H
#define CUAGENT_TORCHSCRIPT_FLATTENNORMS_H

#include <torch/csrc/jit/ir/ir.h>

#include <cstddef>
#include <memory>

namespace cuagent {

/// Rewrites every top-level aten::layer_norm and aten::rms_norm whose
/// constant normalized_shape has two or more entries; returns how many
/// were rewritten. The new values are not profiled: profile the graph again.
size_t flattenMultiDimNorms(const std::shared_ptr<torch::jit::Graph> &graph);

} // namespace cuagent

#endif // CUAGENT_TORCHSCRIPT_FLATTENNORMS_H
