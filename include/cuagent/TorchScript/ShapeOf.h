//===- ShapeOf.h - expand_as/view_as/reshape_as as sized ops -----*- C++ -*-===//
//
// `x.expand_as(y)`, `x.view_as(y)` and `x.reshape_as(y)` take a second
// tensor only for its shape. As ops they would read `y` (a tensor operand
// no kernel needs, or a value pinned outside the group). Each becomes its
// sized twin of `y.size()` (expand(x, y.size(), implicit=False), view,
// reshape): exactly what ATen's _as ops do. The size query then folds under
// the whole-graph guard of Specialize.h, which is why this runs on the
// specialized copy only, and only where `y`'s sizes will fold.
//
//===----------------------------------------------------------------------===//
#ifndef CUAGENT_TORCHSCRIPT_SHAPEOF_H
#define CUAGENT_TORCHSCRIPT_SHAPEOF_H

#include <torch/csrc/jit/ir/ir.h>

#include <cstddef>
#include <functional>
#include <memory>

namespace cuagent {

/// Rewrites every top-level aten::expand_as, view_as and reshape_as whose
/// shape source has foldable sizes (`sizesFoldable`, from Specialize.h);
/// returns how many were rewritten.
size_t rewriteShapeOfOps(const std::shared_ptr<torch::jit::Graph> &graph,
                         const std::function<bool(const torch::jit::Value *)> &sizesFoldable);

} // namespace cuagent

#endif // CUAGENT_TORCHSCRIPT_SHAPEOF_H
