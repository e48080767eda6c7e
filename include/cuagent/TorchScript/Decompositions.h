//===- Decompositions.h - ATen ops as the ops they are defined by -*- C++ -*-===//
//
// Ops no registry row takes, each written in the specialized graph as ATen
// defines it, exact in real arithmetic, so that its GEMM or reduction joins
// a group with what surrounds it:
//
//   mv(A, x)                    matmul(A, x)
//   dot(a, b)                   sum(a * b)
//   outer(a, b), ger            a.unsqueeze(1) * b
//   addmv, addr, addbmm         beta * M + alpha * (the product), M unread
//                               when beta is 0; addbmm's batch as one GEMM
//                               over K = batch * k
//   bilinear(x1, x2, W, b)      (x1 @ W') unflattened, times x2, summed
//   tensordot(a, b, da, db)     permute, reshape, mm, reshape (ATen's own)
//   var_mean, std_mean          var (std) and mean
//   linalg_norm (ord None),
//   linalg_matrix_norm ('fro')  linalg_vector_norm(x, 2, dim)
//   diff(x, n, dim)             slice(1:) - slice(:-1), n times
//   clamp by tensors            maximum(x, min), then minimum(., max)
//   masked_fill(x, m, v: 0-dim) where(m, v, x)
//   logit(x, eps)               log(x / (1 - x)), x clamped to [eps, 1 - eps]
//   hinge_embedding_loss,
//   cosine_embedding_loss,
//   poisson_nll_loss (not full) their formulas in ATen's Loss.cpp, reduced
//   to/type_as of the same dtype x itself (ATen returns self)
//   repeat_interleave(x, r, d)  unsqueeze, expand, reshape (r constant)
//
// Each is rewritten only for floating operands the profile saw; where the
// rewrite needs sizes (addbmm, tensordot) they are the profiled ones, fixed
// by the guard. Scalars (beta, alpha, n, dims) must be constants.
//
//===----------------------------------------------------------------------===//
#ifndef CUAGENT_TORCHSCRIPT_DECOMPOSITIONS_H
#define CUAGENT_TORCHSCRIPT_DECOMPOSITIONS_H

#include "cuagent/TorchScript/Partition.h"

#include <torch/csrc/jit/ir/ir.h>

#include <cstddef>
#include <functional>
#include <memory>

namespace cuagent {

/// Rewrites every top-level op of the table above that can be; a rewritten
/// op's results take its entries in `infos`. Returns how many were
/// rewritten.
size_t decomposeOps(const std::shared_ptr<torch::jit::Graph> &graph, ValueInfos &infos,
                    const std::function<bool(const torch::jit::Value *)> &sizesFoldable);

} // namespace cuagent

#endif // CUAGENT_TORCHSCRIPT_DECOMPOSITIONS_H
