//===- Passes.td - cuagent passes --------------------------*- tablegen -*-===//
#ifndef CUAGENT_PASSES_TD
#define CUAGENT_PASSES_TD

include "mlir/Pass/PassBase.td"

def CuagentFormKernels : Pass<"cuagent-form-kernels", "::mlir::func::FuncOp"> {
  let summary = "Group cuagent ops into the kernels that codegen will emit";
  let description = [{
    Walks a function in order and tags every cuagent op with an integer
    attribute `cuagent.kernel`. A kernel is either a run of elementwise ops
    (one thread per element of the broadcast iteration space), or an
    elementwise prologue, one last-dimension row op (sum, mean, amax,
    softmax) and an elementwise epilogue over the row op's result shape (one
    block per row). Values that cross kernels become workspace buffers.
  }];
  let dependentDialects = ["::cuagent::CuagentDialect"];
}

def CuagentCheckSupported : Pass<"cuagent-check-supported", "::mlir::func::FuncOp"> {
  let summary = "Reject functions that codegen cannot lower, with a reason";
  let description = [{
    Emits an error naming the first value codegen cannot handle: tensors with
    zero elements, results that alias function arguments, ops from other
    dialects. The worker turns the error into a rejection reason instead of a
    crash in codegen.
  }];
}

def CuagentSinkLayoutOps : Pass<"cuagent-sink-layout-ops", "::mlir::func::FuncOp"> {
  let summary = "Move index maps below the elementwise ops they read";
  let description = [{
    A chain of pure index maps (reshape, permute, expand, slice, flip, roll,
    repeat, nearest upsampling, contiguous) over an elementwise op whose
    result only the chain reads is rebuilt over each of the op's operands,
    and the op applied after it: permute(relu(x)) -> relu(permute(x)), a
    pixel shuffle of conv -> bias -> relu read straight from the conv's
    output. An operand that broadcasts is expanded to the op's shape first.
    Exact (every result element is computed from the same input elements
    by the same op), so it is a canonical form, not an algebraic rewrite.
    It does not fire over ops that create values (a constant pad, a
    bilinear upsampling, cat), over bools, over position-dependent ops
    (tril, triu, diag) or batch_norm (statistics per channel of dim 1, not
    numpy-broadcast), where the elementwise result
    has other readers (which would compute it twice), or for chains of
    reshapes alone (FormKernels keeps those in the kernel already).
  }];
  let dependentDialects = ["::cuagent::CuagentDialect"];
}

def CuagentLongRowsAsGroupNorm
    : Pass<"cuagent-long-rows-as-group-norm", "::mlir::func::FuncOp"> {
  let summary = "Layer norms of few long rows as one-group group norms";
  let description = [{
    The row template gives each row a block (or a warp), so a layer_norm
    over fewer rows than the GPU holds blocks leaves most SMs idle: 16 rows
    of 4M elements run on 16 SMs. The group-norm template splits such rows
    across blocks (statistics partials, then the normalized segments). A
    layer_norm over [rows, D] is exactly group_norm over [rows, D] viewed as
    N = rows samples of C = D channels (spatial 1) in one group: the same
    mean, biased variance and eps, and the per-channel affine of group_norm
    is layer_norm's per-column one. This pass rewrites a layer_norm to that
    form (reshapes around it where the input is not rank 2) when it has at
    most `max-rows` rows of at least `min-row-length` elements.
  }];
  let options = [
    Option<"maxRows", "max-rows", "int64_t", /*default=*/"264",
           "rewrite layer norms with at most this many rows (2 blocks per SM of "
           "an H200, the fill the row template needs)">,
    Option<"minRowLength", "min-row-length", "int64_t", /*default=*/"8192",
           "and rows of at least this many elements (shorter rows do not "
           "split into enough segments to pay)">,
  ];
  let dependentDialects = ["::cuagent::CuagentDialect"];
}

def CuagentSplitGroupNorms
    : Pass<"cuagent-split-group-norms", "::mlir::func::FuncOp"> {
  let summary = "Group norms read by a row op as statistics and an elementwise apply";
  let description = [{
    A group norm's kernel reads its input (twice where the row is long and
    split across blocks) and writes the normalized tensor, which the next
    row op's kernel (a layer norm, a softmax, a reduction, a pooling
    window, another group norm) reads again. Where the norm's result is
    read only by such a row op (directly or through elementwise ops, each
    with one reader), this pass rewrites it as cuagent.group_norm_stats
    (a kernel of its own that writes [N, G, 2] floats) and
    cuagent.group_norm_apply, elementwise, which the reader's kernel
    computes as it loads: the normalized tensor is never stored. A
    position-free elementwise chain between a GEMM, a convolution or a
    group input and the norm (relu after a matmul) is cloned before the
    apply, so the statistics kernel keeps it as its prologue and nothing
    stores it for the reader. float32 inputs only. The same float
    expressions as group_norm's templates (docs/decisions.md 136); in the
    worker's algebraic set, so the group as written is planned too and the
    faster plan kept.
  }];
  let dependentDialects = ["::cuagent::CuagentDialect"];
}

def CuagentPointwiseConvToMatmul
    : Pass<"cuagent-pointwise-conv-to-matmul", "::mlir::func::FuncOp"> {
  let summary = "Convolutions with a one-element window as GEMMs over NC<spatial>";
  let description = [{
    A convolution (or transposed one) whose window is a single element, with
    unit strides, no padding or output padding and one group, is
    y[n] = W x[n] with x read as [N, C, P] (P the spatial positions, the
    same row-major bytes) and W as [K, C] (a transposed conv's [C, K],
    read transposed): a matmul with a shared lhs over strided batches,
    which cuBLASLt runs on the tensors as they lie, where cuDNN's tensor-core
    engines transform NCHW to NHWC and back. The reshapes around it are
    views (a reshape of a group input read by a library call is not copied);
    the bias, one per output channel, becomes an add of it as [K, 1, ...],
    fused into the kernel after the GEMM. The later matmul rewrites then
    apply to it (a spatial mean after a pointwise conv becomes a GEMV).
    Exact in real arithmetic, not in float: the sums are ordered
    differently, so the result is verified like any candidate, and a group
    whose rewritten candidates all give wrong results is searched again
    without the algebraic rewrites (docs/decisions.md 45, 62). Dilation is
    irrelevant to a one-element window; larger windows, strides, padding,
    groups and dynamic shapes are left alone.
  }];
  let dependentDialects = ["::cuagent::CuagentDialect"];
}

def CuagentFuseAttention : Pass<"cuagent-fuse-attention", "::mlir::func::FuncOp"> {
  let summary = "softmax(q @ k^T * s (+ mask)) @ v as one attention op";
  let description = [{
    The chain the importer writes for scaled_dot_product_attention (and the
    one models write by hand): a matmul reading k transposed, scalar
    multiplies and divides, an optional causal masked_fill with -inf, an
    optional add of a float mask that broadcasts to the scores, a softmax
    over the last dim and a matmul by v. It becomes one cuagent.attention
    whose scale is the product of the scalars (and the first GEMM's alpha),
    so the scores are never stored: the flash template keeps a tile of them
    in registers with a running max and sum per query. Exact in real
    arithmetic, not in float (the softmax's sums are ordered differently),
    so it is verified like any candidate, and a group whose fused
    candidates fail or lose is searched again without the algebraic
    rewrites (docs/decisions.md 45, 70). It fires only where each
    intermediate has no other reader, the operands are f32 with equal batch
    dims, no GEMM has a bias, transposed lhs or strict_fp32, and E and Ev
    are at most 128 (the template's register budget).
  }];
  let dependentDialects = ["::cuagent::CuagentDialect"];
}

def CuagentDiagMatmulToMultiply
    : Pass<"cuagent-diag-matmul-to-multiply", "::mlir::func::FuncOp"> {
  let summary = "Matmuls by a diagonal matrix built by diag as broadcast multiplies";
  let description = [{
    diag(v) @ X = v[:, None] * X and X @ diag(v) = X * v[None, :]: a matmul
    one of whose operands is cuagent.diag becomes a multiply by v broadcast
    along the other operand's rows (columns), one elementwise pass instead
    of a GEMM with n times the multiply-adds, and the diag is not
    materialized. The other operand's transpose becomes a permute (the
    diag's is free: it is symmetric), batch dims broadcast, alpha becomes a
    mul_s and the bias an add after it. For finite values the product is
    the one the GEMM computes, every other term of its sum an exact zero;
    where X holds an infinity or NaN the GEMM's 0 * inf spreads NaN over
    the column and the multiply does not, so this is an algebraic rewrite
    (verified like any candidate, with the unrewritten fallback of
    docs/decisions.md 45; decision 47), not a canonicalization. A diag with
    other readers stays for them (it is elementwise, fused into their
    kernels).
  }];
  let dependentDialects = ["::cuagent::CuagentDialect"];
}

def CuagentOuterProductToMultiply
    : Pass<"cuagent-outer-product-to-multiply", "::mlir::func::FuncOp"> {
  let summary = "Matmuls with one term in their sum (K = 1) as broadcast multiplies";
  let description = [{
    Where op(lhs) is [..., M, 1] and op(rhs) [..., 1, N], the matmul is the
    outer product `lhs[..., m, 0] * rhs[..., 0, n]`: a broadcast multiply
    of the two operands (a transposed one reshaped: with a dim of one among
    the two swapped, the elements keep their order), then alpha as a mul_s
    and the bias as an add, in the order cuBLASLt applies them. In fp32 the
    values are the GEMM's own (one product, no sum to reorder, the same
    infinities and NaNs); in the tf32 mode the GEMM rounds its operands to
    TF32 first and the multiply does not. The multiply writes the [M, N]
    result once, inside its neighbours' kernel, where a GEMM of depth 1 is a
    separate store-bound kernel. Verified like any candidate (the
    unrewritten fallback of docs/decisions.md 45; decision 156). Operands of
    rank 1 and dynamic shapes are left as they are.
  }];
  let dependentDialects = ["::cuagent::CuagentDialect"];
}

def CuagentPickFromLogSoftmax
    : Pass<"cuagent-pick-from-log-softmax", "::mlir::func::FuncOp"> {
  let summary = "Picks from a log_softmax as the picked input minus its logsumexp";
  let description = [{
    nll_loss(log_softmax(x, c), t) reads one log-probability per position,
    but the log_softmax writes all of them: a full pass over memory for a
    value per row. A log_softmax over dim c read only by take_alongs along
    c becomes one logsumexp over c, and each pick take_along(x, t) minus it:
    log_softmax(x)[t] = x[t] - logsumexp(x) in real arithmetic (the rounding
    differs: ATen computes (x - max) - log(sum), this x - (log(sum) + max)),
    so this is an algebraic rewrite, verified like any candidate with the
    unrewritten fallback (decision 45). Picks then sink below the unary
    elementwise ops they read (take_along(f(z)) = f(take_along(z)) exactly,
    for an f whose formula reads only its operand: not tril or triu, which
    read positions), so the pick reads z from memory and the reduction's
    prologue computes f(z) without storing it (codegen reads a pick's input
    from memory: decision 116). A log_softmax with any other reader stays.
  }];
  let dependentDialects = ["::cuagent::CuagentDialect"];
}

def CuagentReduceBeforeMatmul
    : Pass<"cuagent-reduce-before-matmul", "::mlir::func::FuncOp"> {
  let summary = "Sums and means over a GEMM's M or N dim moved onto its operand";
  let description = [{
    sum_m (A B)[m, n] = sum_k (sum_m A[m, k]) B[k, n]: a sum or mean over the
    rows (M) of a matmul's result equals the matmul of the operand's row
    sum (mean), and one over its columns (N) the matmul with the other
    operand's column sum (mean). The rewrite turns an M x N x K GEMM into
    a reduction that reads the operand once and a GEMM with M (or N) = 1:
    FLOPs fall by a factor of M (N). Exact in real arithmetic, not in float:
    the rounding differs like any reordered sum, so the result is verified
    against stock like any candidate, and a group that fails stays stock.
    Scalar multiplies and divides between the matmul and the reduction
    (q k^T * scale) are moved after it. A bias b stays the GEMM's under a
    mean over M (the mean of a constant row); a sum over M adds M * b, and
    a sum or mean over N adds that of b, after the GEMM. Reductions over
    both dims or over batch dims, matmuls with a vector operand, f16 and
    bf16 (the GEMV's sums could overflow before the scalar steps), and
    matmuls or scalar steps with other users are left alone. A matmul's
    alpha carries over to the GEMV (it scales the product only).
  }];
  let dependentDialects = ["::cuagent::CuagentDialect"];
}

def CuagentReassociateMatmuls
    : Pass<"cuagent-reassociate-matmuls", "::mlir::func::FuncOp"> {
  let summary = "GEMM chains multiplied in the order with fewer multiply-adds";
  let description = [{
    (A B) C = A (B C): a matmul whose operand is another matmul (through
    scalar multiplies and divides, each used once) is rewritten to the other
    association when that needs at most half the multiply-adds, e.g. a
    linear to a wide hidden size followed by a matmul back to a narrow one,
    or q k^T v without a softmax. A bias b1 of the inner matmul becomes the
    row steps(b1) C added as the new GEMM's bias, and scalar shifts (add_s,
    sub_s) between the two likewise (times C's column sums); scalar
    multiplies and divides move onto the new inner product (the smallest
    tensor). C (A B) becomes (C A) B likewise, without an inner bias or
    shift (that would add an outer product). Exact in real
    arithmetic, not in float: the sums are ordered differently, so the
    result is verified against stock like any candidate, and a group whose
    rewritten candidates all give wrong results is searched again without
    the algebraic rewrites (docs/decisions.md 45). Vector operands,
    transposed uses of the inner product, f16 and bf16 (the new intermediate
    could overflow where stock's did not), dynamic shapes, values with
    other users and matmuls with a folded scale (alpha other than 1: the
    worker folds scales after this pass) are left alone.
  }];
  let dependentDialects = ["::cuagent::CuagentDialect"];
}

def CuagentFoldScaleIntoMatmul
    : Pass<"cuagent-fold-scale-into-matmul", "::mlir::func::FuncOp"> {
  let summary = "Scalar multiplies and divides of a GEMM's operands or result as its alpha";
  let description = [{
    (s A) B = A (s B) = s (A B): a mul_s or div_s whose one use is an f32
    matmul's lhs or rhs, or that is the one use of an f32 matmul without a
    bias, becomes a factor of the matmul's `alpha` (cuBLASLt's own scale),
    and the elementwise pass over the operand or the result is gone. Chains
    of such steps fold to a fixpoint. Exact in real arithmetic, not in
    float: the scale is rounded at another place, so the result is verified
    like any candidate and a group whose rewritten candidates all give
    wrong results is searched again without the algebraic rewrites
    (docs/decisions.md 45, 46). Left alone: scalar ops with other users or
    feeding the bias, products with other users or a bias (alpha does not
    scale it), scalars that are zero, infinite or NaN, an alpha that would
    leave f32's range, and f16 and bf16 (the scaled operand is rounded to
    the narrow type before the GEMM, and alpha is not).
  }];
  let dependentDialects = ["::cuagent::CuagentDialect"];
}

#endif // CUAGENT_PASSES_TD
