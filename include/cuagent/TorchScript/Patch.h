//===- Patch.h - Replace a fusion group by guard ? plan : stock -*- C++ -*-===//
#ifndef CUAGENT_TORCHSCRIPT_PATCH_H
#define CUAGENT_TORCHSCRIPT_PATCH_H

#include "cuagent/TorchScript/Partition.h"

namespace cuagent {

/// Rewrites the group in the top-level block of `graph` to
///
///   %inputs : Tensor[] = prim::ListConstruct(<group inputs, task order>)
///   %ok : bool = cuagent::guard(%inputs, %key, %signature)
///   %ran : bool, %outs : Tensor[] = prim::If(%ok)
///     block0(): %b : bool, %l : Tensor[] = cuagent::run_group(%inputs, %key, %cache_dir)
///               -> (%b, %l)
///     block1(): -> (False, [])
///   %r0, ... = prim::If(%ran)
///     block0(): -> (aten::__getitem__(%outs, 0), ...)
///     block1(): <the group's original nodes> -> (<group outputs>)
///
/// and redirects every outside use of a group output to %r*. Nodes between the
/// group's members that depend on the group move after it (the partition
/// guarantees no barrier lies in between). Returns %r*, one per output: a
/// later group that read an output must be given these as its inputs.
std::vector<torch::jit::Value *> patchGroup(const std::shared_ptr<torch::jit::Graph> &graph,
                                            const Group &group,
                                            const std::vector<torch::jit::Value *> &inputs,
                                            const std::vector<torch::jit::Value *> &outputs,
                                            const std::string &key, const std::string &signature,
                                            const std::string &cacheDir);

} // namespace cuagent

#endif // CUAGENT_TORCHSCRIPT_PATCH_H
