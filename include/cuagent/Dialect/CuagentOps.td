//===- CuagentOps.td - Operations of the cuagent dialect ---*- tablegen -*-===//
//
// One op per row of the op registry (cuagent/Support/OpRegistry.def). Rows
// marked Generated are written by cmake/gen_registry_ods.py into
// CuagentRegistryOps.td (included at the end) from the classes below; the
// ops here are the ones with folds, canonicalizations, verifiers or custom
// builders. The C++ names and accessors are relied upon by lib/Codegen.
//
//===----------------------------------------------------------------------===//

#ifndef CUAGENT_DIALECT_CUAGENTOPS_TD
#define CUAGENT_DIALECT_CUAGENTOPS_TD

include "cuagent/Dialect/CuagentDialect.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

//===----------------------------------------------------------------------===//
// Tensor-tensor arithmetic with numpy broadcasting.
//===----------------------------------------------------------------------===//

// Both operand types are printed because broadcasting lets them differ from
// each other and from the result.
class Cuagent_BinaryOp<string mnemonic, list<Trait> traits = []>
    : Cuagent_Op<mnemonic, !listconcat(traits, [Pure, InferTypeOpAdaptor])> {
  let arguments = (ins Cuagent_Tensor:$lhs, Cuagent_Tensor:$rhs);
  let results = (outs Cuagent_Tensor:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs attr-dict `:` type($lhs) `,` type($rhs) `->` type($result)
  }];
  // Every op of this class, generated or not, infers the broadcast shape.
  let extraClassDefinition = [{
    ::mlir::LogicalResult $cppClass::inferReturnTypes(
        ::mlir::MLIRContext *, std::optional<::mlir::Location> loc, Adaptor adaptor,
        ::llvm::SmallVectorImpl<::mlir::Type> &inferred) {
      return inferBroadcastResult<$cppClass>(loc, adaptor.getLhs(), adaptor.getRhs(), inferred);
    }
  }];
}

// Three float tensors broadcast together (addcmul, lerp): the rows of
// OpRegistry.def generate them.
class Cuagent_TernaryOp<string mnemonic, list<Trait> traits = []>
    : Cuagent_Op<mnemonic, !listconcat(traits, [Pure, InferTypeOpAdaptor])> {
  let arguments = (ins Cuagent_Tensor:$a, Cuagent_Tensor:$b, Cuagent_Tensor:$c);
  let results = (outs Cuagent_Tensor:$result);
  let assemblyFormat = [{
    $a `,` $b `,` $c attr-dict `:` type($a) `,` type($b) `,` type($c) `->` type($result)
  }];
  let extraClassDefinition = [{
    ::mlir::LogicalResult $cppClass::inferReturnTypes(
        ::mlir::MLIRContext *, std::optional<::mlir::Location> loc, Adaptor adaptor,
        ::llvm::SmallVectorImpl<::mlir::Type> &inferred) {
      return inferSelectResult<$cppClass>(
          loc, {adaptor.getA(), adaptor.getB(), adaptor.getC()}, {}, inferred);
    }
  }];
}

def Cuagent_AddOp : Cuagent_BinaryOp<"add", [Commutative]> {
  let summary = "Elementwise addition with broadcasting";
  let hasCanonicalizer = 1;
}

def Cuagent_MulOp : Cuagent_BinaryOp<"mul", [Commutative]> {
  let summary = "Elementwise multiplication with broadcasting";
}

//===----------------------------------------------------------------------===//
// Tensor-scalar arithmetic.
//===----------------------------------------------------------------------===//

// The scalar is kept in f64, as PyTorch passes it; codegen decides the
// precision it is applied in.
class Cuagent_ScalarOp<string mnemonic, list<Trait> traits = []>
    : Cuagent_Op<mnemonic, !listconcat(traits, [Pure, SameOperandsAndResultType])> {
  let arguments = (ins Cuagent_Tensor:$input, F64Attr:$scalar);
  let results = (outs Cuagent_Tensor:$result);
  let assemblyFormat = "$input `,` $scalar attr-dict `:` type($input)";
  let builders = [
    OpBuilder<(ins "::mlir::Value":$input, "double":$scalar), [{
      build($_builder, $_state, input.getType(), input,
            $_builder.getF64FloatAttr(scalar));
    }]>
  ];
  let extraClassDeclaration = [{
    double getScalarValue() { return getScalar().convertToDouble(); }
  }];
  let hasFolder = 1;
}

def Cuagent_AddScalarOp : Cuagent_ScalarOp<"add_s"> {
  let summary = "Adds a scalar to every element";
}

def Cuagent_SubScalarOp : Cuagent_ScalarOp<"sub_s"> {
  let summary = "Subtracts a scalar from every element";
  let hasCanonicalizer = 1;
}

def Cuagent_MulScalarOp : Cuagent_ScalarOp<"mul_s"> {
  let summary = "Multiplies every element by a scalar";
}

def Cuagent_DivScalarOp : Cuagent_ScalarOp<"div_s"> {
  let summary = "Divides every element by a scalar";
  let hasCanonicalizer = 1;
}

//===----------------------------------------------------------------------===//
// Activations.
//===----------------------------------------------------------------------===//

class Cuagent_UnaryOp<string mnemonic, list<Trait> traits = []>
    : Cuagent_Op<mnemonic, !listconcat(traits, [Pure, SameOperandsAndResultType])> {
  let arguments = (ins Cuagent_Tensor:$input);
  let results = (outs Cuagent_Tensor:$result);
  let assemblyFormat = "$input attr-dict `:` type($input)";
}

def Cuagent_ReluOp : Cuagent_UnaryOp<"relu"> {
  let summary = "max(x, 0), propagating NaN";
  let hasFolder = 1;
}

def Cuagent_GeluOp : Cuagent_UnaryOp<"gelu"> {
  let summary = "Gaussian error linear unit";
  let description = [{
    `approximate` follows torch.nn.functional.gelu: "none" is the erf form,
    "tanh" the tanh approximation.
  }];
  let arguments = (ins Cuagent_Tensor:$input,
                       DefaultValuedStrAttr<StrAttr, "none">:$approximate);
  let hasVerifier = 1;
}

def Cuagent_ClampOp : Cuagent_UnaryOp<"clamp"> {
  let summary = "min(max(x, min), max), propagating NaN";
  let description = [{
    A missing bound does not constrain that side. Bounds must be ordered and
    not NaN, so `min > max` (which PyTorch resolves to `max`) never reaches
    codegen.
  }];
  let arguments = (ins Cuagent_Tensor:$input,
                       OptionalAttr<F64Attr>:$min,
                       OptionalAttr<F64Attr>:$max);
  let assemblyFormat = [{
    $input (`min` $min^)? (`max` $max^)? attr-dict `:` type($input)
  }];
  let builders = [
    OpBuilder<(ins "::mlir::Value":$input, "std::optional<double>":$min,
                   "std::optional<double>":$max)>
  ];
  let extraClassDeclaration = [{
    std::optional<double> getMinValue() {
      if (auto attr = getMinAttr())
        return attr.getValueAsDouble();
      return std::nullopt;
    }
    std::optional<double> getMaxValue() {
      if (auto attr = getMaxAttr())
        return attr.getValueAsDouble();
      return std::nullopt;
    }
  }];
  let hasVerifier = 1;
  let hasCanonicalizer = 1;
}

//===----------------------------------------------------------------------===//
// Reductions over any dims and the softmax family ("row ops").
//===----------------------------------------------------------------------===//

class Cuagent_ReductionOp<string mnemonic, list<Trait> traits = []>
    : Cuagent_Op<mnemonic, !listconcat(traits, [Pure, InferTypeOpAdaptor])> {
  let description = [{
    Reduces the dimensions listed in `dims` (in range, no duplicates;
    negative dims count from the end; the importer writes them normalized
    and sorted). An empty list reduces every dimension; without the
    attribute, the last dimension is reduced (the form before `dims`). With
    `keepdim` the reduced dimensions stay with size 1; without it, they are
    dropped.
  }];
  let arguments = (ins Cuagent_Tensor:$input,
                       OptionalAttr<DenseI64ArrayAttr>:$dims,
                       DefaultValuedAttr<BoolAttr, "false">:$keepdim);
  let results = (outs Cuagent_Tensor:$result);
  let assemblyFormat = [{
    $input attr-dict `:` type($input) `->` type($result)
  }];
  let extraClassDeclaration = [{
    /// The reduced dims, normalized and sorted (the verifier checked them).
    ::llvm::SmallVector<int64_t> getReducedDims() {
      return ::cuagent::reducedDimsOf(getInput().getType().getRank(), getDimsAttr());
    }
  }];
  let hasFolder = 1;
}

def Cuagent_SumOp : Cuagent_ReductionOp<"sum"> {
  let summary = "Sum over the given dims";
}

def Cuagent_MeanOp : Cuagent_ReductionOp<"mean"> {
  let summary = "Arithmetic mean over the given dims";
}

def Cuagent_AmaxOp : Cuagent_ReductionOp<"amax"> {
  let summary = "Maximum over the given dims, propagating NaN";
}

def Cuagent_AminOp : Cuagent_ReductionOp<"amin"> {
  let summary = "Minimum over the given dims, propagating NaN";
}

// Started at 1: a zero gives zero, a NaN NaN, an overflow infinity of the
// product's sign, as in torch.prod. Both multiply in a tree order; where
// partial products overflow in one order and not another, verification
// decides.
def Cuagent_ProdOp : Cuagent_ReductionOp<"prod"> {
  let summary = "Product over the given dims";
}

def Cuagent_LogsumexpOp : Cuagent_ReductionOp<"logsumexp"> {
  let summary = "log(sum(exp(x))) over the given dims, shifted by the max";
  let description = [{
    As aten::logsumexp: with m the max over `dims` (0 where it is infinite),
    log(sum(exp(x - m))) + m. Reduces `dims` as the other reductions do.
  }];
}

// Softmax and log-softmax over one dimension, `dim` (negative counts from
// the end; default: the last).
class Cuagent_SoftmaxLikeOp<string mnemonic>
    : Cuagent_Op<mnemonic, [Pure, SameOperandsAndResultType]> {
  let arguments = (ins Cuagent_Tensor:$input,
                       DefaultValuedAttr<I64Attr, "-1">:$dim);
  let results = (outs Cuagent_Tensor:$result);
  let assemblyFormat = "$input attr-dict `:` type($input)";
  let extraClassDeclaration = [{
    /// `dim` as written (I64Attr's accessor is unsigned).
    int64_t getSignedDim() { return static_cast<int64_t>(getDim()); }
    /// `dim`, normalized (the verifier checked its range).
    int64_t getNormalizedDim() {
      int64_t rank = getInput().getType().getRank();
      return getSignedDim() < 0 ? getSignedDim() + rank : getSignedDim();
    }
  }];
  let hasVerifier = 1;
}

def Cuagent_SoftmaxOp : Cuagent_SoftmaxLikeOp<"softmax"> {
  let summary = "Softmax over one dimension";
  let hasCanonicalizer = 1;
}

def Cuagent_LogSoftmaxOp : Cuagent_SoftmaxLikeOp<"log_softmax"> {
  let summary = "Log-softmax over one dimension";
}

def Cuagent_LayerNormOp : Cuagent_Op<"layer_norm", [Pure]> {
  let summary = "Layer normalization over the last dimension";
  let description = [{
    `(x - mean) / sqrt(var + eps) * weight + bias` per row of the last
    dimension, with the biased variance, as aten::layer_norm computes it.
    `affine` is empty or holds `weight` and `bias`, vectors of the last
    dimension's size (nn.LayerNorm has both or neither).
  }];
  let arguments = (ins Cuagent_Tensor:$input, Variadic<Cuagent_Tensor>:$affine,
                       DefaultValuedAttr<F64Attr, "1e-05">:$eps,
                       DefaultValuedAttr<BoolAttr, "true">:$cudnn_enable);
  let results = (outs Cuagent_Tensor:$result);
  let assemblyFormat = [{
    $input (`affine` `(` $affine^ `:` type($affine) `)`)? attr-dict `:` type($input) `->` type($result)
  }];
  let hasVerifier = 1;
}

def Cuagent_RmsNormOp : Cuagent_Op<"rms_norm", [Pure]> {
  let summary = "RMS normalization over the last dimension";
  let description = [{
    `x * rsqrt(mean(x^2) + eps) * weight` per row of the last dimension, as
    aten::rms_norm computes it (in float32 for f16 and bf16 inputs). `weight`,
    when present, is a vector of the last dimension's size. The importer
    records aten's `eps=None` as float32's epsilon, PyTorch's value for every
    dtype cuagent compiles.
  }];
  let arguments = (ins Cuagent_Tensor:$input, Optional<Cuagent_Tensor>:$weight,
                       DefaultValuedAttr<F64Attr, "1.1920928955078125e-07">:$eps);
  let results = (outs Cuagent_Tensor:$result);
  let assemblyFormat = [{
    $input (`weight` `(` $weight^ `:` type($weight) `)`)? attr-dict `:` type($input) `->` type($result)
  }];
  let hasVerifier = 1;
}

def Cuagent_GroupNormOp : Cuagent_Op<"group_norm", [Pure]> {
  let summary = "Group normalization of [N, C, spatial...] over channel groups";
  let description = [{
    aten::group_norm: the C channels of each sample form `num_groups` groups
    of C / num_groups consecutive channels; each (sample, group) block, one
    contiguous run of (C / num_groups) * prod(spatial) elements, is
    normalized by its mean and biased variance, `(x - mean) / sqrt(var +
    eps)`, then scaled and shifted per channel by `weight` and `bias` (the
    `affine` pair, vectors of C entries, both or neither). instance_norm with
    input statistics is this op with one group per channel.
  }];
  let arguments = (ins Cuagent_Tensor:$input, Variadic<Cuagent_Tensor>:$affine,
                       I64Attr:$num_groups,
                       DefaultValuedAttr<F64Attr, "1e-05">:$eps,
                       DefaultValuedAttr<BoolAttr, "true">:$cudnn_enabled);
  let results = (outs Cuagent_Tensor:$result);
  let assemblyFormat = [{
    $input (`affine` `(` $affine^ `:` type($affine) `)`)? attr-dict `:` type($input) `->` type($result)
  }];
  let hasVerifier = 1;
}

// A group_norm split in two by cuagent-split-group-norms (decision 136):
// the statistics, a row op of a kernel of their own, and the normalization,
// elementwise, which the kernel of the norm's reader applies as it loads.
def Cuagent_GroupNormStatsOp : Cuagent_Op<"group_norm_stats", [Pure]> {
  let summary = "Mean and reciprocal standard deviation of each (sample, channel group)";
  let description = [{
    The statistics cuagent.group_norm normalizes by: result[n, g, 0] is the
    mean of the g-th of `num_groups` runs of consecutive channels of sample
    n (all their spatial elements), result[n, g, 1] is `rsqrt(var + eps)`
    of the biased variance. Always float32, whatever the input's type.
  }];
  let arguments = (ins Cuagent_Tensor:$input, I64Attr:$num_groups,
                       DefaultValuedAttr<F64Attr, "1e-05">:$eps);
  let results = (outs Cuagent_Tensor:$result);
  let assemblyFormat = "$input attr-dict `:` type($input) `->` type($result)";
  let hasVerifier = 1;
}

def Cuagent_GroupNormApplyOp : Cuagent_Op<"group_norm_apply", [Pure]> {
  let summary = "group_norm's normalization given its statistics";
  let description = [{
    Element (n, c, ...) of `input` as cuagent.group_norm leaves it:
    `(x - stats[n, g, 0]) * stats[n, g, 1]`, then `* weight[c] + bias[c]`
    with the `affine` pair, where g is c's group (c / (C / G), G the stats'
    dim 1). Elementwise: it fuses with its neighbours, the statistics and
    parameters loaded by the element's group and channel.
  }];
  let arguments = (ins Cuagent_Tensor:$input, Cuagent_Tensor:$stats,
                       Variadic<Cuagent_Tensor>:$affine);
  let results = (outs Cuagent_Tensor:$result);
  let assemblyFormat = [{
    $input `,` $stats (`affine` `(` $affine^ `:` type($affine) `)`)? attr-dict `:` type($input) `,` type($stats) `->` type($result)
  }];
  let hasVerifier = 1;
}

def Cuagent_BatchNormOp : Cuagent_Op<"batch_norm", [Pure]> {
  let summary = "Batch normalization with running statistics (eval): a per-channel affine map";
  let description = [{
    aten::batch_norm with training=false (and instance_norm without input
    statistics): for channel c of an [N, C, spatial...] input,
    `(x - running_mean[c]) * rsqrt(running_var[c] + eps) * weight[c] +
    bias[c]`, with the `affine` pair (both or neither) vectors of C entries
    like the running statistics. Elementwise: it fuses with its neighbours,
    its parameters broadcast along the channel dim. `momentum` only matters
    in training, which is not compiled (`training` must be false).
  }];
  let arguments = (ins Cuagent_Tensor:$input, Cuagent_Tensor:$running_mean,
                       Cuagent_Tensor:$running_var, Variadic<Cuagent_Tensor>:$affine,
                       DefaultValuedAttr<BoolAttr, "false">:$training,
                       DefaultValuedAttr<F64Attr, "0.1">:$momentum,
                       DefaultValuedAttr<F64Attr, "1e-05">:$eps,
                       DefaultValuedAttr<BoolAttr, "true">:$cudnn_enabled);
  let results = (outs Cuagent_Tensor:$result);
  let assemblyFormat = [{
    $input `,` $running_mean `,` $running_var (`affine` `(` $affine^ `:` type($affine) `)`)?
    attr-dict `:` type($input) `,` type($running_mean) `,` type($running_var) `->` type($result)
  }];
  let hasVerifier = 1;
}

// The registry's Generated rows (in the build tree).
//===----------------------------------------------------------------------===//
// Library ops: lowered to a library call (cuBLASLt), never into a template.
//===----------------------------------------------------------------------===//

def Cuagent_MatmulOp : Cuagent_Op<"matmul", [Pure]> {
  let summary = "Matrix product with broadcast batch dims (numpy matmul)";
  let description = [{
    `alpha * (op(lhs) @ op(rhs)) + bias`, where op(x) swaps the last two
    dimensions of x when `transpose_lhs` / `transpose_rhs` is set
    (aten::linear's weight, a transpose feeding a GEMM: cuBLASLt reads the
    operand transposed, nothing is copied). Operands of rank 1 follow numpy:
    a vector `lhs` is a row, a vector `rhs` a column, and the added
    dimension is dropped from the result; a vector is never transposed.
    Batch dimensions must be equal, or one side has none (it is shared by
    every batch entry): the shapes cuBLASLt's strided batches express
    without copies. `bias`, when present, is a vector with one entry per
    output column, added once. `strict_fp32` keeps an f32 GEMM off TF32
    tensor cores in the tf32 precision mode: the GEMVs
    cuagent-reduce-before-matmul makes are memory-bound, so TF32 would only
    add rounding to a sum that is already reordered. `alpha` (finite,
    nonzero; 1 unless cuagent-fold-scale-into-matmul folded scalar
    multiplies or divides into it) scales the product and not the bias:
    cuBLASLt's `D = alpha A B`, then its bias epilogue.
  }];
  let arguments = (ins Cuagent_Tensor:$lhs, Cuagent_Tensor:$rhs,
                       Optional<Cuagent_Tensor>:$bias,
                       DefaultValuedAttr<BoolAttr, "false">:$transpose_rhs,
                       DefaultValuedAttr<BoolAttr, "false">:$transpose_lhs,
                       DefaultValuedAttr<BoolAttr, "false">:$strict_fp32,
                       DefaultValuedAttr<F64Attr, "1.0">:$alpha);
  let results = (outs Cuagent_Tensor:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs (`,` $bias^)? attr-dict `:` type($lhs) `,` type($rhs) (`,` type($bias)^)?
    `->` type($result)
  }];
  // The generated builders have no defaults (APFloat has none): this one
  // leaves every flag off and alpha 1 unless given.
  let builders = [
    OpBuilder<(ins "::mlir::Type":$result, "::mlir::Value":$lhs, "::mlir::Value":$rhs,
                   "::mlir::Value":$bias, CArg<"bool", "false">:$transpose_rhs,
                   CArg<"bool", "false">:$transpose_lhs, CArg<"bool", "false">:$strict_fp32,
                   CArg<"double", "1.0">:$alpha), [{
      build($_builder, $_state, result, lhs, rhs, bias, transpose_rhs, transpose_lhs,
            strict_fp32, ::llvm::APFloat(alpha));
    }]>
  ];
  let hasVerifier = 1;
  let hasCanonicalizer = 1;
}

def Cuagent_ConvOp : Cuagent_Op<"conv", [Pure]> {
  let summary = "N-d convolution or transposed convolution, NC<spatial> layout";
  let description = [{
    PyTorch's conv1d/2d/3d (`transposed` false) and conv_transpose1d/2d/3d
    (`transposed` true) on contiguous NC<spatial> tensors. `weight` is laid
    out as PyTorch stores it: [C_out, C_in/groups, k...] for a convolution,
    [C_in, C_out/groups, k...] for a transposed one. `stride`, `padding`,
    `dilation` and `output_padding` have one entry per spatial dimension;
    `output_padding` is all zeros unless `transposed`. `bias`, when present,
    has one entry per output channel. Lowered to a cuDNN plan step.
  }];
  let arguments = (ins Cuagent_Tensor:$input, Cuagent_Tensor:$weight,
                       Optional<Cuagent_Tensor>:$bias,
                       DenseI64ArrayAttr:$stride, DenseI64ArrayAttr:$padding,
                       DenseI64ArrayAttr:$dilation, DenseI64ArrayAttr:$output_padding,
                       DefaultValuedAttr<I64Attr, "1">:$groups,
                       DefaultValuedAttr<BoolAttr, "false">:$transposed);
  let results = (outs Cuagent_Tensor:$result);
  let assemblyFormat = [{
    $input `,` $weight (`,` $bias^)? attr-dict `:` type($input) `,` type($weight)
    (`,` type($bias)^)? `->` type($result)
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Pooling: the window template (lib/Codegen/PoolTemplate.cpp), on batched
// [N, C, spatial...] tensors with 1 to 3 spatial dims (the input's rank).
//===----------------------------------------------------------------------===//

class Cuagent_PoolOp<string mnemonic> : Cuagent_Op<mnemonic, [Pure]> {
  let results = (outs Cuagent_Tensor:$result);
  let assemblyFormat = "$input attr-dict `:` type($input) `->` type($result)";
  let hasVerifier = 1;
}

def Cuagent_MaxPoolOp : Cuagent_PoolOp<"max_pool"> {
  let summary = "Max pooling over the spatial dims, propagating NaN";
  let description = [{
    aten::max_pool1d/2d/3d (values only). `kernel_size`, `stride`, `padding`
    and `dilation` have one entry per spatial dim (the importer resolves an
    empty stride to the kernel size); the result size per dim follows
    PyTorch's rule (PoolShape.h), `ceil_mode` included. Padding is -inf: a
    window element outside the input never wins. A NaN in a window is the
    result, and of equal values the first wins (signed zeros), as in
    PyTorch.
  }];
  let arguments = (ins Cuagent_Tensor:$input, DenseI64ArrayAttr:$kernel_size,
                       DenseI64ArrayAttr:$stride, DenseI64ArrayAttr:$padding,
                       DenseI64ArrayAttr:$dilation,
                       DefaultValuedAttr<BoolAttr, "false">:$ceil_mode);
}

def Cuagent_AvgPoolOp : Cuagent_PoolOp<"avg_pool"> {
  let summary = "Average pooling over the spatial dims";
  let description = [{
    aten::avg_pool1d/2d/3d: the window's sum over the elements inside the
    input, divided by `divisor_override` when given (non-zero), else by the
    window's size clipped to the padded input (`count_include_pad`) or to
    the input. Geometry as in max_pool, without dilation.
  }];
  let arguments = (ins Cuagent_Tensor:$input, DenseI64ArrayAttr:$kernel_size,
                       DenseI64ArrayAttr:$stride, DenseI64ArrayAttr:$padding,
                       DefaultValuedAttr<BoolAttr, "false">:$ceil_mode,
                       DefaultValuedAttr<BoolAttr, "true">:$count_include_pad,
                       OptionalAttr<I64Attr>:$divisor_override);
  let extraClassDeclaration = [{
    /// divisor_override as written (I64Attr's accessor is unsigned).
    std::optional<int64_t> getSignedDivisor() {
      if (auto attr = getDivisorOverrideAttr())
        return attr.getInt();
      return std::nullopt;
    }
  }];
}

// Comparisons, selection and boolean logic (kBoolRows in OpRegistry.h).
//===----------------------------------------------------------------------===//

// Bool tensors: comparison results, conditions and masks. Codegen keeps them
// in `bool` registers; capture keeps them inside a group.
def Cuagent_BoolTensor : StaticShapeTensorOf<[I1]>;

// Float operands compared elementwise with broadcasting, an i1 result of the
// broadcast shape. NaN compares false, except with `ne`.
class Cuagent_CompareOp<string mnemonic>
    : Cuagent_Op<mnemonic, [Pure, InferTypeOpAdaptor]> {
  let arguments = (ins Cuagent_Tensor:$lhs, Cuagent_Tensor:$rhs);
  let results = (outs Cuagent_BoolTensor:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs attr-dict `:` type($lhs) `,` type($rhs) `->` type($result)
  }];
  let extraClassDefinition = [{
    ::mlir::LogicalResult $cppClass::inferReturnTypes(
        ::mlir::MLIRContext *context, std::optional<::mlir::Location> loc, Adaptor adaptor,
        ::llvm::SmallVectorImpl<::mlir::Type> &inferred) {
      return inferSelectResult<$cppClass>(loc, {adaptor.getLhs(), adaptor.getRhs()},
                                          ::mlir::IntegerType::get(context, 1), inferred);
    }
  }];
}

def Cuagent_AdaptiveAvgPoolOp : Cuagent_PoolOp<"adaptive_avg_pool"> {
  let summary = "Adaptive average pooling to the result's spatial size";
  let description = [{
    aten::adaptive_avg_pool1d/2d/3d: output o of size `out` along a dim of
    input size `in` averages positions [floor(o * in / out),
    ceil((o + 1) * in / out)). The result type states the output size.
  }];
  let arguments = (ins Cuagent_Tensor:$input);
}

def Cuagent_AdaptiveMaxPoolOp : Cuagent_PoolOp<"adaptive_max_pool"> {
  let summary = "Adaptive max pooling to the result's spatial size, propagating NaN";
  let description = [{
    aten::adaptive_max_pool1d/2d/3d, values only (capture keeps the op
    stock when its indices are used). Windows as in adaptive_avg_pool; NaN
    and ties as in max_pool.
  }];
  let arguments = (ins Cuagent_Tensor:$input);
}

// A float tensor against a scalar (kept in f64, as PyTorch passes it; on f16
// and bf16 codegen rounds it to that dtype first, as PyTorch does), or a
// predicate of one float tensor: an i1 result of the input's shape.
class Cuagent_PredicateOp<string mnemonic, dag extraArgs = (ins)>
    : Cuagent_Op<mnemonic, [Pure, InferTypeOpAdaptor]> {
  let arguments = !con((ins Cuagent_Tensor:$input), extraArgs);
  let results = (outs Cuagent_BoolTensor:$result);
  let assemblyFormat = !if(!empty(extraArgs),
      "$input attr-dict `:` type($input) `->` type($result)",
      "$input `,` $scalar attr-dict `:` type($input) `->` type($result)");
  let extraClassDefinition = [{
    ::mlir::LogicalResult $cppClass::inferReturnTypes(
        ::mlir::MLIRContext *context, std::optional<::mlir::Location> loc, Adaptor adaptor,
        ::llvm::SmallVectorImpl<::mlir::Type> &inferred) {
      return inferSelectResult<$cppClass>(loc, {adaptor.getInput()},
                                          ::mlir::IntegerType::get(context, 1), inferred);
    }
  }];
}

class Cuagent_CompareScalarOp<string mnemonic>
    : Cuagent_PredicateOp<mnemonic, (ins F64Attr:$scalar)>;

def Cuagent_LtOp : Cuagent_CompareOp<"lt"> { let summary = "x < y with broadcasting, a bool tensor"; }
def Cuagent_LeOp : Cuagent_CompareOp<"le"> { let summary = "x <= y with broadcasting, a bool tensor"; }
def Cuagent_GtOp : Cuagent_CompareOp<"gt"> { let summary = "x > y with broadcasting, a bool tensor"; }
def Cuagent_GeOp : Cuagent_CompareOp<"ge"> { let summary = "x >= y with broadcasting, a bool tensor"; }
def Cuagent_EqOp : Cuagent_CompareOp<"eq"> { let summary = "x == y with broadcasting, a bool tensor"; }
def Cuagent_NeOp : Cuagent_CompareOp<"ne"> {
  let summary = "x != y with broadcasting (true for NaN), a bool tensor";
}
def Cuagent_LtScalarOp : Cuagent_CompareScalarOp<"lt_s"> { let summary = "x < scalar, a bool tensor"; }
def Cuagent_LeScalarOp : Cuagent_CompareScalarOp<"le_s"> { let summary = "x <= scalar, a bool tensor"; }
def Cuagent_GtScalarOp : Cuagent_CompareScalarOp<"gt_s"> { let summary = "x > scalar, a bool tensor"; }
def Cuagent_GeScalarOp : Cuagent_CompareScalarOp<"ge_s"> { let summary = "x >= scalar, a bool tensor"; }
def Cuagent_EqScalarOp : Cuagent_CompareScalarOp<"eq_s"> { let summary = "x == scalar, a bool tensor"; }
def Cuagent_NeScalarOp : Cuagent_CompareScalarOp<"ne_s"> {
  let summary = "x != scalar (true for NaN), a bool tensor";
}
def Cuagent_IsnanOp : Cuagent_PredicateOp<"isnan"> { let summary = "True where x is NaN"; }
def Cuagent_IsinfOp : Cuagent_PredicateOp<"isinf"> { let summary = "True where x is +inf or -inf"; }
def Cuagent_IsfiniteOp : Cuagent_PredicateOp<"isfinite"> {
  let summary = "True where x is neither infinite nor NaN";
}

// Boolean logic on i1 tensors.
class Cuagent_LogicalOp<string mnemonic>
    : Cuagent_Op<mnemonic, [Pure, InferTypeOpAdaptor]> {
  let arguments = (ins Cuagent_BoolTensor:$lhs, Cuagent_BoolTensor:$rhs);
  let results = (outs Cuagent_BoolTensor:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs attr-dict `:` type($lhs) `,` type($rhs) `->` type($result)
  }];
  let extraClassDefinition = [{
    ::mlir::LogicalResult $cppClass::inferReturnTypes(
        ::mlir::MLIRContext *context, std::optional<::mlir::Location> loc, Adaptor adaptor,
        ::llvm::SmallVectorImpl<::mlir::Type> &inferred) {
      return inferSelectResult<$cppClass>(loc, {adaptor.getLhs(), adaptor.getRhs()},
                                          ::mlir::IntegerType::get(context, 1), inferred);
    }
  }];
}

class Cuagent_LogicalNotOp<string mnemonic>
    : Cuagent_Op<mnemonic, [Pure, SameOperandsAndResultType]> {
  let arguments = (ins Cuagent_BoolTensor:$input);
  let results = (outs Cuagent_BoolTensor:$result);
  let assemblyFormat = "$input attr-dict `:` type($input)";
}

def Cuagent_ToFloatOp : Cuagent_Op<"to_float", [Pure]> {
  let summary = "A bool tensor as 0 and 1 in a float dtype (mask.float())";
  let description = [{
    `aten::to.dtype` of a bool tensor, and the promotion ATen applies to a
    bool operand of a float op (`x * mask`): exactly 0.0 or 1.0. `dtype` is
    c10's ScalarType code of the result (6 f32, 5 f16, 15 bf16); the
    verifier checks it names the result's element type.
  }];
  let arguments = (ins Cuagent_BoolTensor:$input, I64Attr:$dtype);
  let results = (outs Cuagent_Tensor:$result);
  let assemblyFormat = "$input attr-dict `:` type($input) `->` type($result)";
  let hasVerifier = 1;
}
def Cuagent_LogicalNotOp : Cuagent_LogicalNotOp<"logical_not"> {
  let summary = "Boolean not of a bool tensor";
}
def Cuagent_BitwiseNotOp : Cuagent_LogicalNotOp<"bitwise_not"> {
  let summary = "~mask of a bool tensor (boolean not)";
}
def Cuagent_LogicalAndOp : Cuagent_LogicalOp<"logical_and"> {
  let summary = "Boolean and of bool tensors with broadcasting";
}
def Cuagent_LogicalOrOp : Cuagent_LogicalOp<"logical_or"> {
  let summary = "Boolean or of bool tensors with broadcasting";
}
def Cuagent_LogicalXorOp : Cuagent_LogicalOp<"logical_xor"> {
  let summary = "Boolean xor of bool tensors with broadcasting";
}
def Cuagent_AndOp : Cuagent_LogicalOp<"and"> {
  let summary = "mask & mask of bool tensors with broadcasting";
}
def Cuagent_OrOp : Cuagent_LogicalOp<"or"> {
  let summary = "mask | mask of bool tensors with broadcasting";
}
def Cuagent_XorOp : Cuagent_LogicalOp<"xor"> {
  let summary = "mask ^ mask of bool tensors with broadcasting";
}

// Selection: the result has the float operands' element type (one dtype, no
// promotion) and the broadcast shape of every tensor operand.
def Cuagent_WhereOp : Cuagent_Op<"where", [Pure, InferTypeOpAdaptor]> {
  let summary = "x where the condition holds, else y; all three broadcast";
  let arguments = (ins Cuagent_BoolTensor:$condition, Cuagent_Tensor:$input,
                       Cuagent_Tensor:$other);
  let results = (outs Cuagent_Tensor:$result);
  let assemblyFormat = [{
    $condition `,` $input `,` $other attr-dict `:` type($condition) `,` type($input) `,`
    type($other) `->` type($result)
  }];
  let extraClassDefinition = [{
    ::mlir::LogicalResult $cppClass::inferReturnTypes(
        ::mlir::MLIRContext *, std::optional<::mlir::Location> loc, Adaptor adaptor,
        ::llvm::SmallVectorImpl<::mlir::Type> &inferred) {
      return inferSelectResult<$cppClass>(
          loc, {adaptor.getCondition(), adaptor.getInput(), adaptor.getOther()}, {}, inferred);
    }
  }];
}

def Cuagent_WhereScalarOtherOp : Cuagent_Op<"where_scalar_other", [Pure, InferTypeOpAdaptor]> {
  let summary = "x where the condition holds, else a scalar";
  let arguments = (ins Cuagent_BoolTensor:$condition, Cuagent_Tensor:$input, F64Attr:$scalar);
  let results = (outs Cuagent_Tensor:$result);
  let assemblyFormat = [{
    $condition `,` $input `,` $scalar attr-dict `:` type($condition) `,` type($input) `->`
    type($result)
  }];
  let extraClassDefinition = [{
    ::mlir::LogicalResult $cppClass::inferReturnTypes(
        ::mlir::MLIRContext *, std::optional<::mlir::Location> loc, Adaptor adaptor,
        ::llvm::SmallVectorImpl<::mlir::Type> &inferred) {
      return inferSelectResult<$cppClass>(loc, {adaptor.getCondition(), adaptor.getInput()}, {},
                                          inferred);
    }
  }];
}

// Not an ATen op: the importer writes it for sdpa's is_causal (PyTorch
// builds the same mask inside the op). Elementwise, with no operand: codegen
// computes each element from its own index.
def Cuagent_CausalMaskOp : Cuagent_Op<"causal_mask", [Pure]> {
  let summary = "The [L, S] mask of causal attention: true above the diagonal";
  let description = [{
    Element [i, j] is true where j > i: the positions scaled_dot_product_attention
    with `is_causal` hides (PyTorch's top-left aligned `tril` mask, negated).
  }];
  let results = (outs Cuagent_BoolTensor:$result);
  let assemblyFormat = "attr-dict `:` type($result)";
  let hasVerifier = 1;
}

// aten::diag of a vector. Elementwise over the [n, n] result, with the
// input broadcast along the rows: codegen keeps the broadcast element where
// the element's own index is on the diagonal (like causal_mask), so it fuses
// with its neighbours and is never a gather.
def Cuagent_DiagOp : Cuagent_Op<"diag", [Pure]> {
  let summary = "The n x n matrix with a vector on its main diagonal, zeros elsewhere";
  let description = [{
    Element [i, j] of the result is input[i] where i == j and 0 elsewhere
    (a NaN or infinity of the input stays on the diagonal), as aten::diag
    builds it from a vector of n entries. `diagonal` is aten's offset of
    the diagonal; only the main one (0) is compiled: capture keeps other
    offsets, and diag of a matrix (which extracts a diagonal), stock.
    cuagent-diag-matmul-to-multiply turns a matmul by it into a broadcast
    multiply.
  }];
  let arguments = (ins Cuagent_Tensor:$input, DefaultValuedAttr<I64Attr, "0">:$diagonal);
  let results = (outs Cuagent_Tensor:$result);
  let assemblyFormat = "$input attr-dict `:` type($input) `->` type($result)";
  let hasVerifier = 1;
}

// Not an ATen op: cuagent-fuse-attention writes it for the decomposed
// softmax(q @ k^T * scale + mask) @ v (sdpa, or the pattern written out).
// A library-class op: a kernel of its own, reading its operands as whole
// row-major buffers (the flash-attention template, AttentionTemplate.cpp).
def Cuagent_AttentionOp : Cuagent_Op<"attention", [Pure]> {
  let summary = "softmax(q @ k^T * scale (+ mask) (causal)) @ v, never materializing the scores";
  let description = [{
    q is [B..., L, E], k [B..., S, E] and v [B..., S, Ev] with equal batch
    dims; the result is [B..., L, Ev]. Each score q_i . k_j is scaled by
    `scale`; where `causal` holds, scores with j > i are -inf (PyTorch's
    top-left aligned mask); `mask`, when present, is added to the scaled
    scores and broadcasts to [B..., L, S]. Then softmax over the keys and
    the weighted sum of v's rows. f32 only. Equal to the decomposed ops in
    real arithmetic; the online softmax orders the sums differently, so it
    is verified like any candidate.
  }];
  let arguments = (ins Cuagent_Tensor:$query, Cuagent_Tensor:$key, Cuagent_Tensor:$value,
                       Optional<Cuagent_Tensor>:$mask, F64Attr:$scale,
                       DefaultValuedAttr<BoolAttr, "false">:$causal);
  let results = (outs Cuagent_Tensor:$result);
  let assemblyFormat = [{
    $query `,` $key `,` $value (`,` $mask^)? attr-dict `:` type($query) `,` type($key) `,`
    type($value) (`,` type($mask)^)? `->` type($result)
  }];
  let hasVerifier = 1;
}

def Cuagent_MaskedFillOp : Cuagent_Op<"masked_fill", [Pure, InferTypeOpAdaptor]> {
  let summary = "A scalar where the mask holds, else x; x and mask broadcast";
  let arguments = (ins Cuagent_Tensor:$input, Cuagent_BoolTensor:$mask, F64Attr:$scalar);
  let results = (outs Cuagent_Tensor:$result);
  let assemblyFormat = [{
    $input `,` $mask `,` $scalar attr-dict `:` type($input) `,` type($mask) `->` type($result)
  }];
  let extraClassDefinition = [{
    ::mlir::LogicalResult $cppClass::inferReturnTypes(
        ::mlir::MLIRContext *, std::optional<::mlir::Location> loc, Adaptor adaptor,
        ::llvm::SmallVectorImpl<::mlir::Type> &inferred) {
      return inferSelectResult<$cppClass>(loc, {adaptor.getInput(), adaptor.getMask()}, {},
                                          inferred);
    }
  }];
}

// Layout ops (issue 10): codegen folds them into the index arithmetic of the
// ops that read them; none is ever a kernel of its own.
def Cuagent_ReshapeOp : Cuagent_Op<"reshape", [Pure]> {
  let summary = "The same elements in row-major order under a new shape";
  let description = [{
    Every view-family op (view, reshape, flatten, unflatten, squeeze,
    unsqueeze): `shape` is the result shape, every size known (capture
    infers -1), with as many elements as the input.
  }];
  let arguments = (ins Cuagent_Tensor:$input, DenseI64ArrayAttr:$shape);
  let results = (outs Cuagent_Tensor:$result);
  let assemblyFormat = "$input attr-dict `:` type($input) `->` type($result)";
  let hasVerifier = 1;
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def Cuagent_PermuteOp : Cuagent_Op<"permute", [Pure]> {
  let summary = "Reorders the dims: result dim i is input dim dims[i]";
  let description = [{
    permute, transpose and t. `dims` is a permutation of the input's dims
    (normalized: each of 0..rank-1 once).
  }];
  let arguments = (ins Cuagent_Tensor:$input, DenseI64ArrayAttr:$dims);
  let results = (outs Cuagent_Tensor:$result);
  let assemblyFormat = "$input attr-dict `:` type($input) `->` type($result)";
  let hasVerifier = 1;
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def Cuagent_ExpandOp : Cuagent_Op<"expand", [Pure]> {
  let summary = "Broadcasts size-1 dims (and new leading dims) to the given shape";
  let description = [{
    `shape` is the result shape (capture resolves -1): the input's dims,
    right-aligned, are each equal to the result's or 1.
  }];
  let arguments = (ins Cuagent_Tensor:$input, DenseI64ArrayAttr:$shape);
  let results = (outs Cuagent_Tensor:$result);
  let assemblyFormat = "$input attr-dict `:` type($input) `->` type($result)";
  let hasVerifier = 1;
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def Cuagent_SliceOp : Cuagent_Op<"slice", [Pure]> {
  let summary = "Every step-th element of one dim from start: a strided view";
  let description = [{
    aten::slice.Tensor. Result dim `dim` holds input elements start,
    start + step, ...: as many as the result type says, all within the
    input; every other dim is the input's.
  }];
  let arguments = (ins Cuagent_Tensor:$input, I64Attr:$dim, I64Attr:$start, I64Attr:$step);
  let results = (outs Cuagent_Tensor:$result);
  let assemblyFormat = "$input attr-dict `:` type($input) `->` type($result)";
  let hasVerifier = 1;
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def Cuagent_FlipOp : Cuagent_Op<"flip", [Pure, SameOperandsAndResultType]> {
  let summary = "Reverses the order of elements along the given dims";
  let description = [{
    aten::flip. `dims` lists distinct dims of the input, ascending (the
    importer normalizes them): element c of each becomes element size - 1 - c.
  }];
  let arguments = (ins Cuagent_Tensor:$input, DenseI64ArrayAttr:$dims);
  let results = (outs Cuagent_Tensor:$result);
  let assemblyFormat = "$input attr-dict `:` type($input)";
  let hasVerifier = 1;
  let hasFolder = 1;
}

// aten::tril and aten::triu: a select by the element's position in its
// matrix (the last two dims), never a multiply, so NaN and infinity outside
// the kept triangle become 0 as in ATen.
class Cuagent_TriangleOp<string mnemonic, string kept> :
    Cuagent_Op<mnemonic, [Pure, SameOperandsAndResultType]> {
  let description = [{
    Each matrix of the last two dims keeps element [i, j] where j - i is
  }] # kept # [{ `diagonal` and is 0 elsewhere. The input has rank >= 2;
    folds to the input where the triangle covers every element.
  }];
  let arguments = (ins Cuagent_Tensor:$input, DefaultValuedAttr<I64Attr, "0">:$diagonal);
  let results = (outs Cuagent_Tensor:$result);
  let assemblyFormat = "$input attr-dict `:` type($input)";
  let hasVerifier = 1;
  let hasFolder = 1;
}

def Cuagent_TrilOp : Cuagent_TriangleOp<"tril", "at most"> {
  let summary = "The lower triangle of each matrix (j - i <= diagonal), zeros above";
}

def Cuagent_TriuOp : Cuagent_TriangleOp<"triu", "at least"> {
  let summary = "The upper triangle of each matrix (j - i >= diagonal), zeros below";
}

def Cuagent_PadOp : Cuagent_Op<"pad", [Pure]> {
  let summary = "Padding: a constant fill (negative pads crop), a mirror, the edge, or a wrap";
  let description = [{
    aten::pad and constant_pad_nd. Result dim d has lows[d] + the input's
    size n + highs[d] elements; element c of it reads the input's
    k = c - lows[d] where 0 <= k < n. Outside, by `mode`: "constant" gives
    `value`; "reflect" reads -k or 2 (n - 1) - k (the edge not repeated:
    pads below n); "replicate" the nearest edge element; "circular" k
    modulo n (pads at most n). Only "constant" takes negative pads.
  }];
  let arguments = (ins Cuagent_Tensor:$input, DenseI64ArrayAttr:$lows,
                       DenseI64ArrayAttr:$highs, F64Attr:$value,
                       DefaultValuedAttr<StrAttr, "\"constant\"">:$mode);
  let results = (outs Cuagent_Tensor:$result);
  let assemblyFormat = "$input attr-dict `:` type($input) `->` type($result)";
  let hasVerifier = 1;
  let hasFolder = 1;
}

def Cuagent_UpsampleNearestOp : Cuagent_Op<"upsample_nearest", [Pure]> {
  let summary = "Nearest-neighbour upsampling of the dims after N and C";
  let description = [{
    aten::upsample_nearest{1,2,3}d and _upsample_nearest_exact{1,2,3}d. N and
    C (dims 0 and 1) are kept; result coordinate c of spatial dim d reads
    the input's min(floor(c * scales[d - 2]), n - 1), in float as ATen's
    kernels compute it (`exact`: floor((c + 0.5) * scale), the pixel
    centre). The scale is 1 / scale_factor where the model gave one, else
    the input size over the output size.
  }];
  let arguments = (ins Cuagent_Tensor:$input, DenseF64ArrayAttr:$scales,
                       DefaultValuedAttr<BoolAttr, "false">:$exact);
  let results = (outs Cuagent_Tensor:$result);
  let assemblyFormat = "$input attr-dict `:` type($input) `->` type($result)";
  let hasVerifier = 1;
  let hasFolder = 1;
}

def Cuagent_UpsampleBilinearOp : Cuagent_Op<"upsample_bilinear", [Pure]> {
  let summary = "Bilinear upsampling of the two dims after N and C";
  let description = [{
    aten::upsample_bilinear2d. Result coordinate c of each spatial dim
    reads source r = scale * c (align_corners) or max(scale * (c + 0.5) -
    0.5, 0), in float; the element is the weighted sum of the four inputs
    at floor(r) and the next index (clamped to the last), weights r -
    floor(r) and 1 minus it, in ATen's order of operations. The scale is
    (n - 1) / (m - 1) with align_corners (0 for one output), else 1 /
    scale_factor where given or n / m. Same sizes fold to the input (ATen
    copies).
  }];
  let arguments = (ins Cuagent_Tensor:$input, DenseF64ArrayAttr:$scales,
                       DefaultValuedAttr<BoolAttr, "false">:$align_corners);
  let results = (outs Cuagent_Tensor:$result);
  let assemblyFormat = "$input attr-dict `:` type($input) `->` type($result)";
  let hasVerifier = 1;
  let hasFolder = 1;
}

def Cuagent_RollOp : Cuagent_Op<"roll", [Pure, SameOperandsAndResultType]> {
  let summary = "Rotates elements along dims";
  let description = [{
    aten::roll with dims. `shifts` has one entry per dim of the input, each
    in [0, size) (the importer reduces them modulo the size; 0 leaves the
    dim): element c of dim d is the input's (c - shifts[d]) mod size.
  }];
  let arguments = (ins Cuagent_Tensor:$input, DenseI64ArrayAttr:$shifts);
  let results = (outs Cuagent_Tensor:$result);
  let assemblyFormat = "$input attr-dict `:` type($input)";
  let hasVerifier = 1;
  let hasFolder = 1;
}

def Cuagent_RepeatOp : Cuagent_Op<"repeat", [Pure]> {
  let summary = "Tiles the input";
  let description = [{
    aten::repeat and aten::tile. The result has rank >= the input's; its
    last dims, aligned with the input's, are multiples of them, and
    element c of such a dim is the input's c mod size (the new leading
    dims are repetitions of the whole input).
  }];
  let arguments = (ins Cuagent_Tensor:$input, DenseI64ArrayAttr:$shape);
  let results = (outs Cuagent_Tensor:$result);
  let assemblyFormat = "$input attr-dict `:` type($input) `->` type($result)";
  let hasVerifier = 1;
  let hasFolder = 1;
}

def Cuagent_CatOp : Cuagent_Op<"cat", [Pure]> {
  let summary = "Concatenation along one dim";
  let description = [{
    aten::cat of a list literal (captured as prim::VarConcat). The inputs
    have one rank and element type and equal sizes but in dim `dim`, where
    the result's size is their sum: result element c of dim `dim` is input
    k's element c - (the sizes of inputs 0..k-1). Codegen reads it through
    that index map, one input per element, and never copies.
  }];
  let arguments = (ins Variadic<Cuagent_Tensor>:$inputs, I64Attr:$dim);
  let results = (outs Cuagent_Tensor:$result);
  let assemblyFormat = "$inputs attr-dict `:` type($inputs) `->` type($result)";
  let hasVerifier = 1;
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def Cuagent_ContiguousOp : Cuagent_Op<"contiguous", [Pure, SameOperandsAndResultType]> {
  let summary = "The input itself: values in row-major order (folds away)";
  let description = [{
    contiguous, clone, detach, alias and dropout with train=False: at
    inference each is its input's values, and a task's values are row-major.
  }];
  let arguments = (ins Cuagent_Tensor:$input);
  let results = (outs Cuagent_Tensor:$result);
  let assemblyFormat = "$input attr-dict `:` type($input)";
  let hasFolder = 1;
}

//===----------------------------------------------------------------------===//
// Index reductions: argmax, argmin, max.dim, min.dim (int64 indices).
//===----------------------------------------------------------------------===//

def Cuagent_IndexTensor : StaticShapeTensorOf<[I64]>;

class Cuagent_IndexReductionOp<string mnemonic, dag resultList>
    : Cuagent_Op<mnemonic, [Pure, InferTypeOpAdaptor]> {
  let description = [{
    Reduces one dimension, `dims` = [d] (normalized by the importer), or
    with `dims` = [] every dimension of the flattened tensor (argmax and
    argmin with dim=None); without the attribute, the last dimension. The
    index is the position along the reduced dimension (of the flattened
    tensor for []), as an int64: the first maximum (minimum) on ties, and
    the first NaN when there is one, as PyTorch computes it. With `keepdim`
    the reduced dimensions stay with size 1.
  }];
  let arguments = (ins Cuagent_Tensor:$input,
                       OptionalAttr<DenseI64ArrayAttr>:$dims,
                       DefaultValuedAttr<BoolAttr, "false">:$keepdim);
  let results = resultList;
  let assemblyFormat = [{
    $input attr-dict `:` type($input) `->` type(results)
  }];
  let extraClassDeclaration = [{
    /// The reduced dims, normalized and sorted (the verifier checked them).
    ::llvm::SmallVector<int64_t> getReducedDims() {
      return ::cuagent::reducedDimsOf(getInput().getType().getRank(), getDimsAttr());
    }
  }];
  let extraClassDefinition = [{
    ::mlir::LogicalResult $cppClass::inferReturnTypes(
        ::mlir::MLIRContext *, std::optional<::mlir::Location> loc, Adaptor adaptor,
        ::llvm::SmallVectorImpl<::mlir::Type> &inferred) {
      return inferIndexReductionResult<$cppClass>(loc, adaptor.getInput(), adaptor.getDimsAttr(),
                                                  adaptor.getKeepdim(), inferred);
    }
  }];
}

def Cuagent_ArgmaxOp : Cuagent_IndexReductionOp<"argmax",
    (outs Cuagent_IndexTensor:$indices)> {
  let summary = "Index of the first maximum over one dim or the flattened tensor, NaN the maximum";
}

def Cuagent_ArgminOp : Cuagent_IndexReductionOp<"argmin",
    (outs Cuagent_IndexTensor:$indices)> {
  let summary = "Index of the first minimum over one dim or the flattened tensor, NaN the minimum";
}

def Cuagent_MaxDimOp : Cuagent_IndexReductionOp<"max_dim",
    (outs Cuagent_Tensor:$values, Cuagent_IndexTensor:$indices)> {
  let summary = "Maximum over one dim and the index of its first occurrence, propagating NaN";
  let hasCanonicalizer = 1;
}

def Cuagent_MinDimOp : Cuagent_IndexReductionOp<"min_dim",
    (outs Cuagent_Tensor:$values, Cuagent_IndexTensor:$indices)> {
  let summary = "Minimum over one dim and the index of its first occurrence, propagating NaN";
  let hasCanonicalizer = 1;
}

//===----------------------------------------------------------------------===//
// Int64 index inputs (class targets): the picks of nll_loss and cross_entropy.
//===----------------------------------------------------------------------===//

def Cuagent_TakeAlongOp : Cuagent_Op<"take_along", [Pure]> {
  let summary = "input[..., index[...], ...]: one element of dim `dim` per position of the others";
  let description = [{
    The index has the input's shape without `dim`, and so has the result:
    element [i_0, ..., i_r] of the result (r = rank - 2) is input[i_0, ...,
    index[i_0, ..., i_r], ..., i_r], with the index in position `dim` (the
    target's logit of nll_loss and cross_entropy). An index outside [0, size
    of `dim`) gives NaN instead of a read (stock raises a device assert
    there), so a kernel never reads outside its input. Codegen reads the
    input from memory: cuagent-form-kernels never computes the input in the
    kernel that picks from it.
  }];
  let arguments = (ins Cuagent_Tensor:$input, Cuagent_IndexTensor:$index, I64Attr:$dim);
  let results = (outs Cuagent_Tensor:$result);
  let assemblyFormat = "$input `,` $index attr-dict `:` type($input) `,` type($index) `->` type($result)";
  let hasVerifier = 1;
}

def Cuagent_GatherRowsOp : Cuagent_Op<"gather_rows", [Pure]> {
  let summary = "weight[index[...], :]: a table's row for each int64 index";
  let description = [{
    aten::embedding's forward: the result has the index's shape then the
    table's width, element [..., j] = weight[index[...], j] (padding_idx
    only shapes gradients). An index outside [0, rows) gives NaN instead of
    a read (stock raises a device assert there). Codegen reads the table
    from memory, like take_along's input.
  }];
  let arguments = (ins Cuagent_Tensor:$weight, Cuagent_IndexTensor:$index);
  let results = (outs Cuagent_Tensor:$result);
  let assemblyFormat = "$weight `,` $index attr-dict `:` type($weight) `,` type($index) `->` type($result)";
  let hasVerifier = 1;
}

def Cuagent_IndexEqOp : Cuagent_Op<"index_eq", [Pure]> {
  let summary = "index == value, elementwise over an int64 tensor (the targets ignored)";
  let description = [{
    True where the int64 element equals `value`, compared as integers:
    nll_loss's and cross_entropy's `ignore_index` test.
  }];
  let arguments = (ins Cuagent_IndexTensor:$input, I64Attr:$value);
  let results = (outs Cuagent_BoolTensor:$result);
  let assemblyFormat = "$input `,` $value attr-dict `:` type($input) `->` type($result)";
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Scans: cumsum, cumprod.
//===----------------------------------------------------------------------===//

class Cuagent_ScanOp<string mnemonic>
    : Cuagent_Op<mnemonic, [Pure, SameOperandsAndResultType]> {
  let description = [{
    The inclusive scan along `dim` (negative counts from the end): element
    k along the dim combines elements 0..k. f32 only (PyTorch rounds f16
    and bf16 partial results at every step, which codegen does not do).
  }];
  let arguments = (ins Cuagent_Tensor:$input, I64Attr:$dim);
  let results = (outs Cuagent_Tensor:$result);
  let assemblyFormat = "$input attr-dict `:` type($input)";
  let extraClassDeclaration = [{
    /// `dim`, normalized (the verifier checked its range).
    int64_t getNormalizedDim() {
      int64_t rank = getInput().getType().getRank();
      int64_t dim = static_cast<int64_t>(getDim());
      return dim < 0 ? dim + rank : dim;
    }
  }];
  let hasVerifier = 1;
}

def Cuagent_CumsumOp : Cuagent_ScanOp<"cumsum"> {
  let summary = "Inclusive prefix sum along one dim";
}

def Cuagent_CumprodOp : Cuagent_ScanOp<"cumprod"> {
  let summary = "Inclusive prefix product along one dim";
}

include "cuagent/Dialect/CuagentRegistryOps.td"

#endif // CUAGENT_DIALECT_CUAGENTOPS_TD
