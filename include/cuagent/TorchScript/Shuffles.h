//===- Shuffles.h - pixel/channel shuffles as reshape-permute-reshape -*- C++ -*-===//
//
// pixel_shuffle, pixel_unshuffle and channel_shuffle are pure data
// movement, each ATen's own reshape, permute, reshape. Written as those
// three ops they join the groups around them as index maps (no copy), the
// way a sub-pixel convolution's epilogue or a ShuffleNet block needs. The
// shapes are size queries of the input, exact for every size; they fold
// under the whole-graph guard of Specialize.h, so this runs on the
// specialized copy only, and only where the input's sizes will fold.
//
//===----------------------------------------------------------------------===//
#ifndef CUAGENT_TORCHSCRIPT_SHUFFLES_H
#define CUAGENT_TORCHSCRIPT_SHUFFLES_H

#include "cuagent/TorchScript/Partition.h"

#include <torch/csrc/jit/ir/ir.h>

#include <cstddef>
#include <functional>
#include <memory>

namespace cuagent {

/// Rewrites every top-level pixel_shuffle, pixel_unshuffle and
/// channel_shuffle (native_channel_shuffle too) with a constant factor
/// whose input's sizes will fold (`sizesFoldable`) and whose profiled rank
/// (`infos`) the op takes; returns how many were rewritten.
size_t rewriteShufflesAsLayout(const std::shared_ptr<torch::jit::Graph> &graph,
                               const ValueInfos &infos,
                               const std::function<bool(const torch::jit::Value *)> &sizesFoldable);

} // namespace cuagent

#endif // CUAGENT_TORCHSCRIPT_SHUFFLES_H
