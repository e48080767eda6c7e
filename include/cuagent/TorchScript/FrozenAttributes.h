//===- FrozenAttributes.h - Tensor attributes freezing left -------*- C++ -*-===//
//
// torch.jit.freeze folds a module's parameters into constants, but leaves an
// attribute as `prim::GetAttr` wherever alias analysis cannot prove nothing
// writes it: nn.MultiheadAttention's in_proj_weight (it reaches aten::split
// and aten::chunk lists) stays an attribute read, and so do the dtype and
// device checks on it that choose the fast path. A group never reads an
// attribute and a query of one never folds, so the whole attention stayed
// stock behind those checks. cuagent's frozen module is its own copy, so
// such a tensor is as constant as a folded one unless the graph writes it:
// each one no op writes (by the graph's alias analysis) becomes a constant.
//
//===----------------------------------------------------------------------===//
#ifndef CUAGENT_TORCHSCRIPT_FROZENATTRIBUTES_H
#define CUAGENT_TORCHSCRIPT_FROZENATTRIBUTES_H

#include <torch/csrc/jit/api/module.h>
#include <torch/csrc/jit/ir/ir.h>

#include <cstddef>
#include <memory>

namespace cuagent {

/// Replaces every `prim::GetAttr` chain from `graph`'s self input that reads
/// a tensor attribute of `module` with a constant holding that tensor, when
/// no node of the graph writes the attribute (prim::SetAttr of its name, or
/// an op that alias analysis says writes the tensor or an alias of it).
/// Returns the number of attribute reads replaced.
size_t foldFrozenAttributes(const std::shared_ptr<torch::jit::Graph> &graph,
                            const torch::jit::Module &module);

} // namespace cuagent

#endif // CUAGENT_TORCHSCRIPT_FROZENATTRIBUTES_H
