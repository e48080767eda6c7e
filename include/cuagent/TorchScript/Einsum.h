//===- Einsum.h - einsum as permute, reshape and matmul -----------*- C++ -*-===//
//
// aten::einsum is one opaque node to capture: a model written with it
// (`bijl,lk->bijk`, `bhqd,bhkd->bhqk`) kept its GEMM and the ops around it
// on stock kernels. ATen computes a contraction of two operands as a
// permute, a reshape, a bmm and a reshape back; written as those ATen ops
// it joins its group like any GEMM, a transposed operand folds into
// cuBLASLt's transpose flag and its tail into the epilogue. Labels of one
// operand that appear nowhere else are summed first (aten::sum); no
// contracted label (an outer product) or only contracted and batch labels
// (dot products) is a broadcast multiply and a sum; one operand alone is a
// sum and a permute; three or more contract from left to right, as ATen
// does without opt_einsum. The sizes are size queries of the operands, so,
// like Shuffles.h, this runs on the specialized copy only, and only where
// the operands' sizes will fold.
//
// Left as einsum (stock): a label repeated in one operand (a diagonal), a
// label whose sizes differ between the operands (size-1 broadcasting),
// non-floating operands.
//
//===----------------------------------------------------------------------===//
#ifndef CUAGENT_TORCHSCRIPT_EINSUM_H
#define CUAGENT_TORCHSCRIPT_EINSUM_H

#include "cuagent/TorchScript/Partition.h"

#include <torch/csrc/jit/ir/ir.h>

#include <cstddef>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace cuagent {

/// An equation with its ellipses expanded: one label per dim of each
/// operand and of the output. Letters are labels 0-51 (upper case first,
/// ATen's order); the dims an ellipsis covers are labels from 52 on,
/// aligned to the right across operands, as they broadcast.
struct EinsumLabels {
  std::vector<std::vector<int>> operands;
  std::vector<int> output;
};

/// Parses `equation` for operands of `ranks`, as ATen reads it: spaces
/// ignored, an implicit output (no `->`) is the ellipsis dims and then
/// every label used once, in label order. Returns nullopt with `why` set
/// when ATen would reject the equation or this rewrite does not take it (a
/// label repeated within one term).
std::optional<EinsumLabels> parseEinsum(const std::string &equation,
                                        const std::vector<int64_t> &ranks, std::string &why);

/// How two operands contract, by labels: batch (both operands and the
/// output), m (lhs and output), n (rhs and output), k (both operands, not
/// the output), and the labels of one operand alone that are summed away.
/// `rhsBatch` (only where `batch` is empty): output labels of rhs alone
/// that lead the output, the batch dims of a GEMM that shares its lhs.
/// `swapped` when the GEMM's lhs is the equation's second operand, so the
/// result needs no transpose.
struct EinsumContraction {
  std::vector<int> batch, m, n, k, lhsSummed, rhsSummed, rhsBatch;
  bool swapped = false;
};

/// The contraction of a two-operand equation (operand order as written).
EinsumContraction classifyEinsum(const EinsumLabels &labels);

/// Rewrites every top-level aten::einsum with a constant equation whose operands are floating,
/// profiled (`infos`) and have sizes that will fold (`sizesFoldable`); returns how many were
/// rewritten.
size_t rewriteEinsums(const std::shared_ptr<torch::jit::Graph> &graph, const ValueInfos &infos,
                      const std::function<bool(const torch::jit::Value *)> &sizesFoldable);

} // namespace cuagent

#endif // CUAGENT_TORCHSCRIPT_EINSUM_H
