//===- CuagentOps.cpp - Operations of the cuagent dialect -----------------===//
//
// Every fold and rewrite here must give bit-for-bit the same tensor as the
// unrewritten op under IEEE-754 arithmetic, for every input, including
// signed zeros, infinities and NaN. A rewrite that is only "mathematically"
// equal (e.g. reassociation, or shift invariance of a rounded sum) is wrong
// here, because verification compares compiled results against eager
// PyTorch.
//
//===----------------------------------------------------------------------===//

#include "cuagent/Dialect/CuagentOps.h"
#include "cuagent/Support/PoolShape.h"
#include "cuagent/Support/ReduceDims.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/PatternMatch.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"

#include <cmath>
#include <cstdlib>
#include <limits>

using namespace mlir;
using namespace cuagent;

//===----------------------------------------------------------------------===//
// Shared helpers
//===----------------------------------------------------------------------===//

std::optional<SmallVector<int64_t>> cuagent::getBroadcastShape(ArrayRef<int64_t> lhs,
                                                               ArrayRef<int64_t> rhs) {
  size_t rank = std::max(lhs.size(), rhs.size());
  SmallVector<int64_t> result(rank);
  // Align trailing dimensions; a missing leading dimension acts as 1.
  for (size_t i = 0; i < rank; ++i) {
    int64_t l = i < lhs.size() ? lhs[lhs.size() - 1 - i] : 1;
    int64_t r = i < rhs.size() ? rhs[rhs.size() - 1 - i] : 1;
    if (l != r && l != 1 && r != 1)
      return std::nullopt;
    result[rank - 1 - i] = l == 1 ? r : l;
  }
  return result;
}

const OpInfo *cuagent::lookupOp(Operation *op) {
  if (!isa_and_nonnull<CuagentDialect>(op->getDialect()))
    return nullptr;
  StringRef mnemonic = op->getName().stripDialect();
  return lookupMnemonic(std::string_view(mnemonic.data(), mnemonic.size()));
}

bool cuagent::isElementwise(Operation *op) {
  // causal_mask, take_along, index_eq and gather_rows have no ATen row: the
  // importer writes them (for sdpa, nll_loss, cross_entropy and embedding);
  // group_norm_apply neither: cuagent-split-group-norms writes it.
  if (isa<CausalMaskOp, TakeAlongOp, IndexEqOp, GatherRowsOp, GroupNormApplyOp>(op))
    return true;
  const OpInfo *info = lookupOp(op);
  return info && info->opClass == OpClass::Elementwise;
}

bool cuagent::isPositionFreeElementwise(Operation *op) {
  const OpInfo *info = lookupOp(op);
  return info && info->opClass == OpClass::Elementwise && !info->cuda.empty();
}

Operation *cuagent::applyUnaryTo(OpBuilder &builder, Operation *op, Value operand) {
  Operation *applied = builder.clone(*op);
  applied->setOperand(0, operand);
  applied->getResult(0).setType(
      RankedTensorType::get(cast<RankedTensorType>(operand.getType()).getShape(),
                            cast<RankedTensorType>(op->getResult(0).getType()).getElementType()));
  return applied;
}

std::optional<SmallVector<int64_t>> cuagent::plainReductionDims(Operation *op) {
  if (!isa<SumOp, MeanOp, AmaxOp, AminOp, ProdOp, LogsumexpOp>(op))
    return std::nullopt;
  return reducedDimsOf(cast<RankedTensorType>(op->getOperand(0).getType()).getRank(),
                       op->getAttrOfType<DenseI64ArrayAttr>("dims"));
}

bool cuagent::isLibraryOp(Operation *op) {
  // attention has no ATen row: cuagent-fuse-attention writes it.
  if (isa<AttentionOp>(op))
    return true;
  const OpInfo *info = lookupOp(op);
  return info && info->opClass == OpClass::Library;
}

namespace {
std::string shapeText(ArrayRef<int64_t> shape) {
  std::string result = "[";
  for (size_t i = 0; i < shape.size(); ++i)
    result += (i ? ", " : "") + std::to_string(shape[i]);
  return result + "]";
}
} // namespace

FailureOr<SmallVector<int64_t>> cuagent::inferMatmulShape(ArrayRef<int64_t> lhs,
                                                          ArrayRef<int64_t> rhs, bool transposeLhs,
                                                          bool transposeRhs, std::string &error) {
  auto text = shapeText;
  if (lhs.empty() || rhs.empty() || lhs.size() > 4 || rhs.size() > 4) {
    error = "operands must have rank 1 to 4, got " + text(lhs) + " and " + text(rhs);
    return failure();
  }
  if (transposeLhs && lhs.size() < 2) {
    error = "transpose_lhs needs a matrix (rank >= 2), got " + text(lhs);
    return failure();
  }
  if (transposeRhs && rhs.size() < 2) {
    error = "transpose_rhs needs a matrix (rank >= 2), got " + text(rhs);
    return failure();
  }
  // Vectors: lhs [K] is [1, K] and rhs [K] is [K, 1], then dropped.
  size_t l = lhs.size(), r = rhs.size();
  int64_t m = l == 1 ? 1 : transposeLhs ? lhs[l - 1] : lhs[l - 2];
  int64_t k = l == 1 ? lhs[0] : transposeLhs ? lhs[l - 2] : lhs[l - 1];
  int64_t rhsK = r == 1 ? rhs[0] : transposeRhs ? rhs[r - 1] : rhs[r - 2];
  int64_t n = r == 1 ? 1 : transposeRhs ? rhs[r - 2] : rhs[r - 1];
  if (k != rhsK) {
    error = "contraction sizes differ: " + text(lhs) + (transposeLhs ? "^T" : "") + " @ " +
            text(rhs) + (transposeRhs ? "^T" : "") + " (" + std::to_string(k) + " vs " +
            std::to_string(rhsK) + ")";
    return failure();
  }
  ArrayRef<int64_t> lhsBatch = lhs.size() > 2 ? lhs.drop_back(2) : ArrayRef<int64_t>();
  ArrayRef<int64_t> rhsBatch = rhs.size() > 2 ? rhs.drop_back(2) : ArrayRef<int64_t>();
  if (!lhsBatch.empty() && !rhsBatch.empty() && lhsBatch != rhsBatch) {
    error =
        "batch dimensions must be equal or absent on one side: " + text(lhs) + " @ " + text(rhs);
    return failure();
  }
  SmallVector<int64_t> result(lhsBatch.empty() ? rhsBatch : lhsBatch);
  if (lhs.size() > 1)
    result.push_back(m);
  if (rhs.size() > 1)
    result.push_back(n);
  return result;
}

FailureOr<SmallVector<int64_t>> cuagent::inferConvShape(ArrayRef<int64_t> input,
                                                        ArrayRef<int64_t> weight,
                                                        const ConvGeometry &g, std::string &error) {
  if (input.size() < 3 || input.size() > 5 || weight.size() != input.size()) {
    error = "input and weight must both have rank 3 to 5 (N, C, 1 to 3 spatial dims), got " +
            shapeText(input) + " and " + shapeText(weight);
    return failure();
  }
  size_t spatial = input.size() - 2;
  if (g.stride.size() != spatial || g.padding.size() != spatial || g.dilation.size() != spatial ||
      g.outputPadding.size() != spatial) {
    error = "stride, padding, dilation and output_padding need one entry per spatial dim (" +
            std::to_string(spatial) + ")";
    return failure();
  }
  if (g.groups < 1 || input[1] % g.groups != 0) {
    error = "groups (" + std::to_string(g.groups) + ") must be positive and divide the " +
            std::to_string(input[1]) + " input channels";
    return failure();
  }
  // Forward: weight [C_out, C_in/groups, k...]; transposed: [C_in, C_out/groups, k...].
  int64_t weightIn = weight[0], outChannels = weight[0];
  bool overflow =
      __builtin_mul_overflow(weight[1], g.groups, g.transposed ? &outChannels : &weightIn);
  if (overflow || weightIn != input[1] || (!g.transposed && weight[0] % g.groups != 0)) {
    error = "weight " + shapeText(weight) + " does not take the " + std::to_string(input[1]) +
            " input channels of " + shapeText(input) + " in " + std::to_string(g.groups) +
            " groups";
    return failure();
  }
  SmallVector<int64_t> result{input[0], outChannels};
  for (size_t i = 0; i < spatial; ++i) {
    int64_t in = input[2 + i], k = weight[2 + i], s = g.stride[i], p = g.padding[i],
            d = g.dilation[i], op = g.outputPadding[i];
    if (s < 1 || d < 1 || p < 0 || op < 0 || k < 1 || (!g.transposed && op != 0) ||
        (g.transposed && op >= std::max(s, d))) {
      error = "spatial dim " + std::to_string(i) +
              ": stride and dilation must be positive, padding non-negative, output_padding "
              "0 (or below max(stride, dilation) when transposed)";
      return failure();
    }
    // Attributes and shapes of hand-written IR or tasks can be huge: the
    // output size is computed with overflow checks.
    int64_t extent, padded, out;
    bool overflow =
        __builtin_mul_overflow(d, k - 1, &extent) || __builtin_add_overflow(extent, 1, &extent) ||
        __builtin_mul_overflow(p, 2, &padded) || __builtin_add_overflow(in, padded, &padded);
    if (!overflow && g.transposed)
      overflow = __builtin_mul_overflow(in - 1, s, &out) ||
                 __builtin_add_overflow(out, extent, &out) ||
                 __builtin_add_overflow(out, op, &out) || __builtin_sub_overflow(out, 2 * p, &out);
    else if (!overflow)
      out = (padded - extent) / s + 1;
    if (overflow) {
      error = "spatial dim " + std::to_string(i) + ": the output size overflows 64 bits";
      return failure();
    }
    if ((!g.transposed && padded < extent) || out < 1) {
      error = "spatial dim " + std::to_string(i) + " of size " + std::to_string(in) +
              " leaves no output for kernel extent " + std::to_string(extent);
      return failure();
    }
    result.push_back(out);
  }
  return result;
}

LogicalResult ConvOp::verify() {
  ConvGeometry geometry{getStride(),        getPadding(),         getDilation(),
                        getOutputPadding(), int64_t(getGroups()), getTransposed()};
  std::string error;
  FailureOr<SmallVector<int64_t>> shape = inferConvShape(
      getInput().getType().getShape(), getWeight().getType().getShape(), geometry, error);
  if (failed(shape))
    return emitOpError(error);
  auto resultType = getResult().getType();
  if (resultType.getShape() != ArrayRef<int64_t>(*shape))
    return emitOpError("result shape ") << shapeText(resultType.getShape())
                                        << " does not match the operands' " << shapeText(*shape);
  Type element = getInput().getType().getElementType();
  if (getWeight().getType().getElementType() != element || resultType.getElementType() != element)
    return emitOpError("input, weight and result must have one element type");
  if (Value bias = getBias()) {
    auto biasType = cast<RankedTensorType>(bias.getType());
    if (biasType.getRank() != 1 || biasType.getShape()[0] != (*shape)[1] ||
        biasType.getElementType() != element)
      return emitOpError("bias must be a vector of the element type with one entry per output "
                         "channel (")
             << (*shape)[1] << ")";
  }
  return success();
}

LogicalResult MatmulOp::verify() {
  std::string error;
  FailureOr<SmallVector<int64_t>> shape =
      inferMatmulShape(getLhs().getType().getShape(), getRhs().getType().getShape(),
                       getTransposeLhs(), getTransposeRhs(), error);
  if (failed(shape))
    return emitOpError(error);
  auto resultType = getResult().getType();
  if (resultType.getShape() != ArrayRef<int64_t>(*shape))
    return emitOpError("result shape does not match the operands'");
  Type element = getLhs().getType().getElementType();
  if (getRhs().getType().getElementType() != element || resultType.getElementType() != element)
    return emitOpError("operands and result must have one element type");
  if (Value bias = getBias()) {
    auto biasType = cast<RankedTensorType>(bias.getType());
    int64_t columns = resultType.getRank() == 0 ? 1 : resultType.getShape().back();
    if (biasType.getRank() != 1 || biasType.getShape()[0] != columns ||
        getRhs().getType().getRank() < 2)
      return emitOpError("bias must be a vector with one entry per output column (")
             << columns << "), and rhs a matrix";
    if (biasType.getElementType() != element)
      return emitOpError("bias must have the operands' element type");
  }
  if (!isMatmulAlpha(getAlpha().convertToDouble()))
    return emitOpError("alpha must be finite and nonzero in f32 (cuBLASLt's scale type), got ")
           << getAlpha().convertToDouble();
  return success();
}

bool cuagent::isMatmulAlpha(double alpha) {
  return std::isfinite(alpha) && std::fabs(alpha) <= std::numeric_limits<float>::max() &&
         float(alpha) != 0.0f;
}

namespace {
/// True if `op` swaps the last two dims and keeps the others in place: the
/// transpose a GEMM reads for free (cuBLASLt's TRANSA/TRANSB).
bool swapsLastTwoDims(PermuteOp op) {
  ArrayRef<int64_t> dims = op.getDims();
  int64_t rank = int64_t(dims.size());
  if (rank < 2)
    return false;
  for (int64_t i = 0; i + 2 < rank; ++i)
    if (dims[i] != i)
      return false;
  return dims[rank - 2] == rank - 1 && dims[rank - 1] == rank - 2;
}

/// matmul(permute(x) swapping its last two dims, y) -> matmul(x, y) with
/// transpose_lhs toggled (and likewise for rhs): the operand is read
/// transposed by the library call instead of being materialized. The
/// permute stays for any other user (an index map there).
struct FoldTransposeIntoMatmul : OpRewritePattern<MatmulOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(MatmulOp op, PatternRewriter &rewriter) const override {
    if (usesOwnResult(op))
      return failure();
    auto transposed = [&](Value operand) {
      auto permute = operand.getDefiningOp<PermuteOp>();
      return permute && !usesOwnResult(permute) && swapsLastTwoDims(permute) ? permute
                                                                             : PermuteOp();
    };
    PermuteOp lhs = transposed(op.getLhs()), rhs = transposed(op.getRhs());
    if (!lhs && !rhs)
      return failure();
    rewriter.modifyOpInPlace(op, [&] {
      if (lhs) {
        op.getLhsMutable().assign(lhs.getInput());
        op.setTransposeLhs(!op.getTransposeLhs());
      }
      if (rhs) {
        op.getRhsMutable().assign(rhs.getInput());
        op.setTransposeRhs(!op.getTransposeRhs());
      }
    });
    return success();
  }
};
} // namespace

void MatmulOp::getCanonicalizationPatterns(RewritePatternSet &results, MLIRContext *context) {
  results.add<FoldTransposeIntoMatmul>(context);
}

bool cuagent::isRowOp(Operation *op) {
  // group_norm_stats has no ATen row: cuagent-split-group-norms writes it.
  if (isa<GroupNormStatsOp>(op))
    return true;
  const OpInfo *info = lookupOp(op);
  return info && (info->opClass == OpClass::Reduction || info->opClass == OpClass::Row ||
                  info->opClass == OpClass::Window);
}

/// True if `op` reads one of its own results. The verifier accepts that in
/// graph regions (e.g. directly in a module), where such an op is not a
/// computation at all. Folds and rewrites must leave it alone: folding it to
/// its input would "replace" it with itself, and the greedy driver would
/// then revisit it forever.
bool cuagent::usesOwnResult(Operation *op) {
  for (Value operand : op->getOperands())
    if (operand.getDefiningOp() == op)
      return true;
  return false;
}

Value cuagent::reapplyScalarStep(OpBuilder &builder, Location loc, Operation *step, Value input) {
  assert((isa<AddScalarOp, SubScalarOp, MulScalarOp, DivScalarOp>(step)) && "a scalar step");
  OperationState state(loc, step->getName());
  state.addOperands(input);
  state.addTypes(input.getType());
  state.addAttributes(step->getAttrs());
  return builder.create(state)->getResult(0);
}

void cuagent::replaceMatmulByProduct(OpBuilder &builder, MatmulOp matmul, Value product) {
  Location loc = matmul.getLoc();
  if (double alpha = matmul.getAlpha().convertToDouble(); alpha != 1.0)
    product = builder.create<MulScalarOp>(loc, product, alpha);
  if (Value bias = matmul.getBias())
    product = builder.create<AddOp>(loc, product, bias);
  matmul.getResult().replaceAllUsesWith(product);
  matmul.erase();
}

Value cuagent::reshapedTo(OpBuilder &builder, Location loc, Value value, ArrayRef<int64_t> shape) {
  auto type = cast<RankedTensorType>(value.getType());
  if (type.getShape() == shape)
    return value;
  return builder.create<ReshapeOp>(loc, RankedTensorType::get(shape, type.getElementType()), value,
                                   builder.getDenseI64ArrayAttr(shape));
}

static std::string formatShape(ArrayRef<int64_t> shape) {
  return "[" +
         llvm::join(llvm::map_range(shape, [](int64_t d) { return std::to_string(d); }), ", ") +
         "]";
}

/// Returns the input as a static-shape ranked tensor, or null. Type
/// inference runs from builders and the parser before the operand type
/// constraints are verified, so it must not assume them.
static RankedTensorType getStaticTensorType(Value value) {
  auto type = dyn_cast<RankedTensorType>(value.getType());
  if (!type || !type.hasStaticShape())
    return {};
  return type;
}

template <typename OpTy>
static LogicalResult inferBroadcastResult(std::optional<Location> loc, Value lhs, Value rhs,
                                          SmallVectorImpl<Type> &inferred) {
  RankedTensorType lhsType = getStaticTensorType(lhs);
  RankedTensorType rhsType = getStaticTensorType(rhs);
  if (!lhsType || !rhsType)
    return emitOptionalError(loc, "'", OpTy::getOperationName(),
                             "' op operands must be statically shaped ranked tensors");
  if (lhsType.getElementType() != rhsType.getElementType())
    return emitOptionalError(loc, "'", OpTy::getOperationName(), "' op operand element types ",
                             lhsType.getElementType(), " and ", rhsType.getElementType(),
                             " must match");
  std::optional<SmallVector<int64_t>> shape =
      getBroadcastShape(lhsType.getShape(), rhsType.getShape());
  if (!shape)
    return emitOptionalError(loc, "'", OpTy::getOperationName(), "' op operand shapes ",
                             formatShape(lhsType.getShape()), " and ",
                             formatShape(rhsType.getShape()), " are not broadcast-compatible");
  inferred.push_back(RankedTensorType::get(*shape, lhsType.getElementType()));
  return success();
}

/// The result of an op of kBoolRows (a comparison, predicate, logical op,
/// where or masked_fill): the broadcast shape of every tensor operand, with
/// `element` as element type, or (null) that of its float operands, which
/// must agree: cuagent compiles no type promotion. Bool operands are left to
/// the ODS type constraints, checked after inference.
template <typename OpTy>
static LogicalResult inferSelectResult(std::optional<Location> loc, ArrayRef<Value> operands,
                                       Type element, SmallVectorImpl<Type> &inferred) {
  StringRef name = OpTy::getOperationName();
  const BoolRow *row = lookupBoolRow(std::string_view(name.drop_front(name.find('.') + 1)));
  SmallVector<int64_t> shape;
  Type floatElement;
  for (auto [index, operand] : llvm::enumerate(operands)) {
    RankedTensorType type = getStaticTensorType(operand);
    if (!type)
      return emitOptionalError(loc, "'", name,
                               "' op operands must be statically shaped ranked tensors");
    std::optional<SmallVector<int64_t>> joined = getBroadcastShape(shape, type.getShape());
    if (!joined)
      return emitOptionalError(loc, "'", name, "' op operand shapes ", formatShape(shape), " and ",
                               formatShape(type.getShape()), " are not broadcast-compatible");
    shape = std::move(*joined);
    if (row && row->isBoolOperand(index))
      continue;
    if (floatElement && floatElement != type.getElementType())
      return emitOptionalError(loc, "'", name, "' op operand element types ", floatElement, " and ",
                               type.getElementType(), " must match");
    floatElement = type.getElementType();
  }
  if (!element)
    element = floatElement;
  if (!element)
    return emitOptionalError(loc, "'", name, "' op has no float operand to take the type of");
  inferred.push_back(RankedTensorType::get(shape, element));
  return success();
}

/// The result of reducing `dims` of `input` (see Cuagent_ReductionOp): the
/// dims are checked here, as type inference runs before any verifier.
template <typename OpTy>
static LogicalResult inferReductionResult(std::optional<Location> loc, Value input,
                                          DenseI64ArrayAttr dims, bool keepdim,
                                          SmallVectorImpl<Type> &inferred) {
  RankedTensorType type = getStaticTensorType(input);
  auto fail = [&](const std::string &message) {
    return emitOptionalError(loc, "'", OpTy::getOperationName(), "' op ", message);
  };
  if (!type)
    return fail("input must be a statically shaped ranked tensor");
  if (!dims && type.getRank() < 1)
    return fail("input must have rank >= 1 to reduce its last dimension");
  std::string error;
  if (dims &&
      !normalizeDims(std::vector<int64_t>(dims.asArrayRef().begin(), dims.asArrayRef().end()),
                     type.getRank(), error))
    return fail(error);
  SmallVector<int64_t> reduced = reducedDimsOf(type.getRank(), dims);
  std::vector<int64_t> shape =
      reducedShape(std::vector<int64_t>(type.getShape().begin(), type.getShape().end()),
                   std::vector<int64_t>(reduced.begin(), reduced.end()), keepdim);
  inferred.push_back(RankedTensorType::get(shape, type.getElementType()));
  return success();
}

/// The results of an index reduction (Cuagent_IndexReductionOp): the
/// reduced shape as for the other reductions, with at most one dim listed;
/// max_dim and min_dim (two results) return the values, then the indices.
template <typename OpTy>
static LogicalResult inferIndexReductionResult(std::optional<Location> loc, Value input,
                                               DenseI64ArrayAttr dims, bool keepdim,
                                               SmallVectorImpl<Type> &inferred) {
  if (dims && dims.size() > 1)
    return emitOptionalError(loc, "'", OpTy::getOperationName(),
                             "' op reduces one dim (dims = [d]) or the flattened tensor "
                             "(dims = []), got ",
                             dims.size(), " dims");
  SmallVector<Type, 1> values;
  if (failed(inferReductionResult<OpTy>(loc, input, dims, keepdim, values)))
    return failure();
  auto type = cast<RankedTensorType>(values.front());
  if (OpTy::template hasTrait<OpTrait::NResults<2>::Impl>())
    inferred.push_back(type);
  inferred.push_back(
      RankedTensorType::get(type.getShape(), IntegerType::get(input.getContext(), 64)));
  return success();
}

namespace {
/// max_dim / min_dim whose indices nobody reads -> amax / amin over the same
/// dims: the same values (the first extreme and a NaN are the extreme either
/// way), without carrying an index through the reduction.
template <typename IndexOp, typename ValueOp>
struct ValuesOnlyToReduction : OpRewritePattern<IndexOp> {
  using OpRewritePattern<IndexOp>::OpRewritePattern;
  LogicalResult matchAndRewrite(IndexOp op, PatternRewriter &rewriter) const override {
    if (!op.getIndices().use_empty())
      return failure();
    auto reduced =
        rewriter.create<ValueOp>(op.getLoc(), op.getInput(), op.getDimsAttr(), op.getKeepdimAttr());
    rewriter.replaceAllUsesWith(op.getValues(), reduced.getResult());
    rewriter.eraseOp(op);
    return success();
  }
};
} // namespace

void MaxDimOp::getCanonicalizationPatterns(RewritePatternSet &results, MLIRContext *context) {
  results.add<ValuesOnlyToReduction<MaxDimOp, AmaxOp>>(context);
}

void MinDimOp::getCanonicalizationPatterns(RewritePatternSet &results, MLIRContext *context) {
  results.add<ValuesOnlyToReduction<MinDimOp, AminOp>>(context);
}

SmallVector<int64_t> cuagent::reducedDimsOf(int64_t rank, DenseI64ArrayAttr dims) {
  if (!dims)
    return {rank - 1};
  if (dims.empty())
    return llvm::to_vector(allDims(rank));
  std::string error;
  std::optional<std::vector<int64_t>> normalized = normalizeDims(
      std::vector<int64_t>(dims.asArrayRef().begin(), dims.asArrayRef().end()), rank, error);
  return normalized ? llvm::to_vector(*normalized) : SmallVector<int64_t>();
}

//===----------------------------------------------------------------------===//
// Binary ops
//===----------------------------------------------------------------------===//

// inferReturnTypes of the binary ops: Cuagent_BinaryOp's extraClassDefinition.

namespace {
/// add(x, x) -> mul_s(x, 2.0). Exact: both round the same real number 2x,
/// overflow to the same infinity, keep the sign of zero and propagate NaN.
struct AddSelfToMulScalar : OpRewritePattern<AddOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(AddOp op, PatternRewriter &rewriter) const override {
    if (op.getLhs() != op.getRhs() || usesOwnResult(op))
      return failure();
    rewriter.replaceOpWithNewOp<MulScalarOp>(op, op.getLhs(), 2.0);
    return success();
  }
};
} // namespace

void AddOp::getCanonicalizationPatterns(RewritePatternSet &results, MLIRContext *context) {
  results.add<AddSelfToMulScalar>(context);
}

//===----------------------------------------------------------------------===//
// Tensor-scalar ops
//===----------------------------------------------------------------------===//

OpFoldResult AddScalarOp::fold(FoldAdaptor) {
  // Only -0.0 is an additive identity: x + (+0.0) turns -0.0 into +0.0.
  if (getScalar().isNegZero() && !usesOwnResult(*this))
    return getInput();
  return {};
}

OpFoldResult SubScalarOp::fold(FoldAdaptor) {
  // x - (+0.0) == x + (-0.0) == x; x - (-0.0) turns -0.0 into +0.0.
  if (getScalar().isPosZero() && !usesOwnResult(*this))
    return getInput();
  return {};
}

OpFoldResult MulScalarOp::fold(FoldAdaptor) {
  if (getScalar().isExactlyValue(1.0) && !usesOwnResult(*this))
    return getInput();
  return {};
}

OpFoldResult DivScalarOp::fold(FoldAdaptor) {
  if (getScalar().isExactlyValue(1.0) && !usesOwnResult(*this))
    return getInput();
  return {};
}

namespace {
/// sub_s(x, c) -> add_s(x, -c). IEEE defines x - c as x + (-c), and negation
/// commutes with rounding c to any narrower compute type, so this holds for
/// every c including zeros, infinities and NaN.
struct SubScalarToAddScalar : OpRewritePattern<SubScalarOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(SubScalarOp op, PatternRewriter &rewriter) const override {
    if (usesOwnResult(op))
      return failure();
    rewriter.replaceOpWithNewOp<AddScalarOp>(op, op.getInput(), -op.getScalarValue());
    return success();
  }
};

/// div_s(x, c) -> mul_s(x, 1/c) when c = +-2^k. Then x/c and x*(1/c) are the
/// same real number, rounded once, provided both c and 1/c are exact in the
/// compute type. Codegen may apply the scalar in f16, whose normal range is
/// 2^-14..2^15, so |k| <= 14 keeps both normal in every supported type.
struct DivScalarByPowerOfTwo : OpRewritePattern<DivScalarOp> {
  using OpRewritePattern::OpRewritePattern;
  static constexpr int kMaxExponent = 14;

  LogicalResult matchAndRewrite(DivScalarOp op, PatternRewriter &rewriter) const override {
    double c = op.getScalarValue();
    if (usesOwnResult(op) || !std::isfinite(c) || c == 0.0)
      return failure();
    int exponent = 0;
    double mantissa = std::frexp(c, &exponent);
    // frexp gives c = mantissa * 2^exponent with |mantissa| in [0.5, 1).
    if (std::fabs(mantissa) != 0.5 || std::abs(exponent - 1) > kMaxExponent)
      return failure();
    rewriter.replaceOpWithNewOp<MulScalarOp>(op, op.getInput(), 1.0 / c);
    return success();
  }
};
} // namespace

void SubScalarOp::getCanonicalizationPatterns(RewritePatternSet &results, MLIRContext *context) {
  results.add<SubScalarToAddScalar>(context);
}

void DivScalarOp::getCanonicalizationPatterns(RewritePatternSet &results, MLIRContext *context) {
  results.add<DivScalarByPowerOfTwo>(context);
}

//===----------------------------------------------------------------------===//
// Activations
//===----------------------------------------------------------------------===//

OpFoldResult ReluOp::fold(FoldAdaptor) {
  // relu's output is NaN, a zero or positive, all of which relu maps to
  // themselves.
  if (getInput().getDefiningOp<ReluOp>() && !usesOwnResult(*this))
    return getInput();
  return {};
}

int64_t cuagent::scalarTypeCode(Type element) {
  return element.isF32() ? 6 : element.isF16() ? 5 : element.isBF16() ? 15 : -1;
}

LogicalResult ToFloatOp::verify() {
  auto input = cast<RankedTensorType>(getInput().getType());
  auto result = cast<RankedTensorType>(getResult().getType());
  if (input.getShape() != result.getShape())
    return emitOpError("result shape ") << formatShape(result.getShape()) << " must be the input's "
                                        << formatShape(input.getShape());
  Type element = result.getElementType();
  if (getDtype() != scalarTypeCode(element))
    return emitOpError("dtype ") << getDtype() << " does not name the result's element type "
                                 << element << " (6: f32, 5: f16, 15: bf16)";
  return success();
}

LogicalResult GeluOp::verify() {
  StringRef approximate = getApproximate();
  if (approximate != "none" && approximate != "tanh")
    return emitOpError("approximate must be \"none\" or \"tanh\", got \"") << approximate << "\"";
  return success();
}

void ClampOp::build(OpBuilder &builder, OperationState &state, Value input,
                    std::optional<double> min, std::optional<double> max) {
  build(builder, state, input.getType(), input, min ? builder.getF64FloatAttr(*min) : FloatAttr(),
        max ? builder.getF64FloatAttr(*max) : FloatAttr());
}

LogicalResult ClampOp::verify() {
  std::optional<double> min = getMinValue();
  std::optional<double> max = getMaxValue();
  if (!min && !max)
    return emitOpError("requires at least one of min and max");
  if (min && std::isnan(*min))
    return emitOpError("min must not be NaN");
  if (max && std::isnan(*max))
    return emitOpError("max must not be NaN");
  if (min && max && *min > *max)
    return emitOpError("min (") << *min << ") must not exceed max (" << *max << ")";
  return success();
}

namespace {
/// clamp(clamp(x, a1, b1), a2, b2) -> clamp(x, max(a1, a2), min(b1, b2)) when
/// the two ranges intersect. For non-NaN x both sides pick the point of the
/// intersection nearest to x; NaN passes through both. Disjoint ranges would
/// make every element the same constant, which this dialect cannot express.
struct MergeNestedClamps : OpRewritePattern<ClampOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(ClampOp op, PatternRewriter &rewriter) const override {
    auto inner = op.getInput().getDefiningOp<ClampOp>();
    if (!inner || usesOwnResult(op) || usesOwnResult(inner))
      return failure();

    // Which of +0.0 and -0.0 a comparison against a zero bound returns is
    // up to codegen, so a mix of both could change the sign of a zero.
    bool hasPosZero = false, hasNegZero = false;
    for (FloatAttr bound :
         {inner.getMinAttr(), inner.getMaxAttr(), op.getMinAttr(), op.getMaxAttr()}) {
      if (!bound)
        continue;
      hasPosZero |= bound.getValue().isPosZero();
      hasNegZero |= bound.getValue().isNegZero();
    }
    if (hasPosZero && hasNegZero)
      return failure();

    auto tighter = [](std::optional<double> a, std::optional<double> b, bool takeMax) {
      if (!a)
        return b;
      if (!b)
        return a;
      return std::optional<double>(takeMax ? std::max(*a, *b) : std::min(*a, *b));
    };
    std::optional<double> min = tighter(inner.getMinValue(), op.getMinValue(), true);
    std::optional<double> max = tighter(inner.getMaxValue(), op.getMaxValue(), false);
    if (min && max && *min > *max)
      return failure();

    rewriter.replaceOpWithNewOp<ClampOp>(op, inner.getInput(), min, max);
    return success();
  }
};
} // namespace

void ClampOp::getCanonicalizationPatterns(RewritePatternSet &results, MLIRContext *context) {
  results.add<MergeNestedClamps>(context);
}

//===----------------------------------------------------------------------===//
// Reductions and softmax
//===----------------------------------------------------------------------===//

#define CUAGENT_REDUCTION(OpTy, Fold)                                                              \
  LogicalResult OpTy::inferReturnTypes(MLIRContext *, std::optional<Location> loc,                 \
                                       OpTy::Adaptor adaptor, SmallVectorImpl<Type> &inferred) {   \
    return inferReductionResult<OpTy>(loc, adaptor.getInput(), adaptor.getDimsAttr(),              \
                                      adaptor.getKeepdim(), inferred);                             \
  }                                                                                                \
  OpFoldResult OpTy::fold(FoldAdaptor) {                                                           \
    if (!(Fold))                                                                                   \
      return {};                                                                                   \
    return foldSingletonReduction(*this);                                                          \
  }

/// A keepdim reduction over dims that all have size 1 returns its input:
/// amax, amin or prod of one element is that element and mean divides by exactly
/// 1. For sum this relies on codegen starting the accumulator at -0.0 (the
/// true additive identity) or at the first element; +0.0 would turn a lone
/// -0.0 into +0.0. Not logsumexp: log(exp(0)) + (-0.0) is +0.0.
template <typename OpTy> static OpFoldResult foldSingletonReduction(OpTy op) {
  auto type = cast<RankedTensorType>(op.getInput().getType());
  if (!op.getKeepdim() || usesOwnResult(op) || type != op.getType())
    return {};
  for (int64_t dim : op.getReducedDims())
    if (dim < 0 || dim >= type.getRank() || type.getShape()[dim] != 1)
      return {};
  return op.getInput();
}

CUAGENT_REDUCTION(SumOp, true)
CUAGENT_REDUCTION(MeanOp, true)
CUAGENT_REDUCTION(AmaxOp, true)
CUAGENT_REDUCTION(AminOp, true)
CUAGENT_REDUCTION(ProdOp, true)
CUAGENT_REDUCTION(LogsumexpOp, false)
#undef CUAGENT_REDUCTION

/// A scan's dim is in range of an input of rank >= 1, and its element type
/// f32 (see Cuagent_ScanOp).
template <typename OpTy> static LogicalResult verifyScan(OpTy op) {
  RankedTensorType type = op.getInput().getType();
  int64_t rank = type.getRank(), dim = static_cast<int64_t>(op.getDim());
  if (rank < 1)
    return op.emitOpError("input must have rank >= 1 to scan along a dim");
  if (dim < -rank || dim >= rank)
    return op.emitOpError("dim ") << dim << " is out of range for rank " << rank;
  if (!type.getElementType().isF32())
    return op.emitOpError("scans f32 tensors only (PyTorch rounds f16 and bf16 partial results "
                          "at every step), got ")
           << type.getElementType();
  return success();
}

LogicalResult CumsumOp::verify() { return verifyScan(*this); }
LogicalResult CumprodOp::verify() { return verifyScan(*this); }

LogicalResult LayerNormOp::verify() {
  RankedTensorType type = getInput().getType();
  if (type.getRank() < 1)
    return emitOpError("input must have rank >= 1 to normalize its last dimension");
  if (getResult().getType() != type)
    return emitOpError("result must have the input's type");
  if (!getAffine().empty() && getAffine().size() != 2)
    return emitOpError("affine holds weight and bias together, got ")
           << getAffine().size() << " operand(s)";
  auto vector = RankedTensorType::get({type.getShape().back()}, type.getElementType());
  for (Value operand : getAffine())
    if (operand.getType() != vector)
      return emitOpError("weight and bias must be ") << vector << ", got " << operand.getType();
  if (!(getEps().convertToDouble() >= 0))
    return emitOpError("eps must be a non-negative number");
  return success();
}

LogicalResult RmsNormOp::verify() {
  RankedTensorType type = getInput().getType();
  if (type.getRank() < 1)
    return emitOpError("input must have rank >= 1 to normalize its last dimension");
  if (getResult().getType() != type)
    return emitOpError("result must have the input's type");
  auto vector = RankedTensorType::get({type.getShape().back()}, type.getElementType());
  if (Value weight = getWeight(); weight && weight.getType() != vector)
    return emitOpError("weight must be ") << vector << ", got " << weight.getType();
  if (!(getEps().convertToDouble() >= 0))
    return emitOpError("eps must be a non-negative number");
  return success();
}

/// Softmax and log-softmax: `dim` names a dimension of the input.
template <typename OpTy> static LogicalResult verifySoftmaxLike(OpTy op) {
  int64_t rank = op.getInput().getType().getRank();
  if (rank < 1)
    return op.emitOpError("input must have rank >= 1 to normalize its last dimension");
  if (op.getSignedDim() < -rank || op.getSignedDim() >= rank)
    return op.emitOpError("dim ") << op.getSignedDim() << " is out of range for rank " << rank;
  return success();
}

LogicalResult SoftmaxOp::verify() { return verifySoftmaxLike(*this); }
LogicalResult LogSoftmaxOp::verify() { return verifySoftmaxLike(*this); }

namespace {
/// softmax(add_s(x, c)) -> softmax(x), but only for c = +-0.0.
///
/// Softmax is shift-invariant over the reals, not in floats: x + c is
/// rounded per element (x = [0, 1e-8], c = 1 rounds to [1, 1] in f32),
/// overflows for large c, and is all-NaN after the max subtraction for
/// infinite c. A zero shift only maps -0.0 to +0.0, which exp() cannot tell
/// apart, so it is the one case that is exact.
struct SoftmaxOfZeroShift : OpRewritePattern<SoftmaxOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(SoftmaxOp op, PatternRewriter &rewriter) const override {
    auto shift = op.getInput().getDefiningOp<AddScalarOp>();
    if (!shift || !shift.getScalar().isZero() || usesOwnResult(op) || usesOwnResult(shift))
      return failure();
    rewriter.modifyOpInPlace(op, [&] { op.getInputMutable().assign(shift.getInput()); });
    return success();
  }
};
} // namespace

void SoftmaxOp::getCanonicalizationPatterns(RewritePatternSet &results, MLIRContext *context) {
  results.add<SoftmaxOfZeroShift>(context);
}

/// The norms of [N, C, spatial...] inputs: rank >= 2, the result of the
/// input's type, `affine` empty or a weight and a bias of C entries.
static LogicalResult verifyChannelNorm(Operation *op, RankedTensorType type, Type result,
                                       ValueRange affine, double eps) {
  if (type.getRank() < 2)
    return op->emitOpError("input must be [N, C, spatial...] (rank >= 2), got ") << type;
  if (result != type)
    return op->emitOpError("result must have the input's type");
  if (!affine.empty() && affine.size() != 2)
    return op->emitOpError("affine holds weight and bias together, got ")
           << affine.size() << " operand(s)";
  auto vector = RankedTensorType::get({type.getShape()[1]}, type.getElementType());
  for (Value operand : affine)
    if (operand.getType() != vector)
      return op->emitOpError("weight and bias must be ")
             << vector << " (one entry per channel), got " << operand.getType();
  if (!(eps >= 0))
    return op->emitOpError("eps must be a non-negative number");
  return success();
}

LogicalResult GroupNormOp::verify() {
  RankedTensorType type = getInput().getType();
  if (failed(verifyChannelNorm(*this, type, getResult().getType(), getAffine(),
                               getEps().convertToDouble())))
    return failure();
  int64_t groups = static_cast<int64_t>(getNumGroups());
  int64_t channels = type.getShape()[1];
  if (groups < 1 || channels % groups != 0)
    return emitOpError("num_groups ")
           << groups << " must be positive and divide the " << channels << " channels";
  return success();
}

/// The [N, G, 2] float32 statistics of `groups` groups of an [N, C, ...]
/// input, or an error naming what differs.
static LogicalResult verifyGroupStats(Operation *op, RankedTensorType input, Type stats,
                                      int64_t groups) {
  if (input.getRank() < 2)
    return op->emitOpError("input must be [N, C, spatial...] (rank >= 2), got ") << input;
  int64_t channels = input.getShape()[1];
  if (groups < 1 || channels % groups != 0)
    return op->emitOpError("num_groups ")
           << groups << " must be positive and divide the " << channels << " channels";
  auto expected = RankedTensorType::get({input.getShape()[0], groups, 2},
                                        Float32Type::get(op->getContext()));
  if (stats != expected)
    return op->emitOpError("statistics must be ")
           << expected << " ((mean, rstd) per sample and group), got " << stats;
  return success();
}

LogicalResult GroupNormStatsOp::verify() {
  if (!(getEps().convertToDouble() >= 0))
    return emitOpError("eps must be a non-negative number");
  return verifyGroupStats(*this, getInput().getType(), getResult().getType(),
                          static_cast<int64_t>(getNumGroups()));
}

LogicalResult GroupNormApplyOp::verify() {
  RankedTensorType type = getInput().getType();
  if (failed(verifyChannelNorm(*this, type, getResult().getType(), getAffine(), 0.0)))
    return failure();
  RankedTensorType stats = getStats().getType();
  if (stats.getRank() != 3)
    return emitOpError("statistics must be [N, G, 2] float32 ((mean, rstd) per sample and "
                       "group), got ")
           << stats;
  return verifyGroupStats(*this, type, stats, stats.getShape()[1]);
}

LogicalResult BatchNormOp::verify() {
  RankedTensorType type = getInput().getType();
  if (failed(verifyChannelNorm(*this, type, getResult().getType(), getAffine(),
                               getEps().convertToDouble())))
    return failure();
  auto vector = RankedTensorType::get({type.getShape()[1]}, type.getElementType());
  for (Value stat : {getRunningMean(), getRunningVar()})
    if (stat.getType() != vector)
      return emitOpError("running_mean and running_var must be ")
             << vector << " (one entry per channel), got " << stat.getType();
  if (getTraining())
    return emitOpError("training=true normalizes by batch statistics and updates the running "
                       "ones; only eval (training=false) is compiled");
  return success();
}

//===----------------------------------------------------------------------===//
// Pooling
//===----------------------------------------------------------------------===//

/// Input and result share the element type; the result shape is `shape`.
static LogicalResult verifyPoolResult(Operation *op, RankedTensorType input,
                                      RankedTensorType result, ArrayRef<int64_t> shape) {
  if (result.getElementType() != input.getElementType())
    return op->emitOpError("result must have the input's element type");
  if (result.getShape() != shape)
    return op->emitOpError("result shape ")
           << formatShape(result.getShape()) << " does not match the pooled shape "
           << formatShape(shape);
  return success();
}

/// max_pool and avg_pool: the geometry and the output size rule of
/// PoolShape.h, the same rule the importer and capture apply.
static LogicalResult verifyWindowPool(Operation *op, RankedTensorType input,
                                      RankedTensorType result, const PoolGeometry &geometry) {
  std::string error;
  std::optional<std::vector<int64_t>> shape =
      poolOutputShape(input.getShape().vec(), geometry, error);
  if (!shape)
    return op->emitOpError(error);
  return verifyPoolResult(op, input, result, *shape);
}

LogicalResult MaxPoolOp::verify() {
  PoolGeometry geometry{getKernelSize().vec(), getStride().vec(), getPadding().vec(),
                        getDilation().vec(), getCeilMode()};
  return verifyWindowPool(*this, getInput().getType(), getResult().getType(), geometry);
}

LogicalResult AvgPoolOp::verify() {
  if (getSignedDivisor() == 0)
    return emitOpError("divisor_override must not be 0 (PyTorch rejects it)");
  std::vector<int64_t> noDilation(getKernelSize().size(), 1);
  PoolGeometry geometry{getKernelSize().vec(), getStride().vec(), getPadding().vec(), noDilation,
                        getCeilMode()};
  return verifyWindowPool(*this, getInput().getType(), getResult().getType(), geometry);
}

/// Adaptive pooling: any positive output size per spatial dim.
static LogicalResult verifyAdaptivePool(Operation *op, RankedTensorType input,
                                        RankedTensorType result) {
  std::string error;
  if (!checkAdaptiveShapes(input.getShape().vec(), result.getShape().vec(), error))
    return op->emitOpError(error);
  return verifyPoolResult(op, input, result, result.getShape());
}

LogicalResult AdaptiveAvgPoolOp::verify() {
  return verifyAdaptivePool(*this, getInput().getType(), getResult().getType());
}

LogicalResult AdaptiveMaxPoolOp::verify() {
  return verifyAdaptivePool(*this, getInput().getType(), getResult().getType());
}

//===----------------------------------------------------------------------===//
// Layout ops
//===----------------------------------------------------------------------===//

bool cuagent::isLayoutOp(Operation *op) {
  const OpInfo *info = lookupOp(op);
  return info && info->opClass == OpClass::Layout;
}

/// The layout ops state their result shape twice (the attribute and the
/// type), so a hand-edited one cannot silently disagree.
static LogicalResult verifyShapeAttr(Operation *op, ArrayRef<int64_t> shape, RankedTensorType input,
                                     RankedTensorType result) {
  if (input.getElementType() != result.getElementType())
    return op->emitOpError("result element type must be the input's");
  if (ArrayRef<int64_t>(result.getShape()) != shape)
    return op->emitOpError("result shape ")
           << shapeText(result.getShape()) << " differs from its shape attribute "
           << shapeText(shape);
  return success();
}

LogicalResult CausalMaskOp::verify() {
  RankedTensorType type = getResult().getType();
  if (type.getRank() != 2)
    return emitOpError("result must be the [L, S] matrix, got rank ") << type.getRank();
  // Codegen divides by S; a task cannot have empty queries or keys anyway.
  if (type.getShape()[0] < 1 || type.getShape()[1] < 1)
    return emitOpError("result must have L >= 1 and S >= 1, got ") << shapeText(type.getShape());
  return success();
}

LogicalResult TakeAlongOp::verify() {
  ArrayRef<int64_t> input = getInput().getType().getShape(),
                    index = getIndex().getType().getShape(),
                    result = getResult().getType().getShape();
  int64_t dim = static_cast<int64_t>(getDim());
  if (dim < 0 || dim >= int64_t(input.size()))
    return emitOpError("dim ") << dim << " is outside the input's rank " << input.size();
  SmallVector<int64_t> others(input);
  others.erase(others.begin() + dim);
  if (index != ArrayRef<int64_t>(others))
    return emitOpError("index ") << shapeText(index) << " must be the input's shape "
                                 << shapeText(input) << " without dim " << dim;
  if (input[size_t(dim)] < 1)
    return emitOpError("cannot pick from an empty dim ") << dim;
  if (result != index)
    return emitOpError("result ") << shapeText(result) << " must have the index's shape "
                                  << shapeText(index);
  if (getResult().getType().getElementType() != getInput().getType().getElementType())
    return emitOpError("result must have the input's element type");
  return success();
}

LogicalResult GatherRowsOp::verify() {
  ArrayRef<int64_t> weight = getWeight().getType().getShape(),
                    index = getIndex().getType().getShape(),
                    result = getResult().getType().getShape();
  if (weight.size() != 2 || weight[0] < 1)
    return emitOpError("weight ") << shapeText(weight)
                                  << " must be a [rows, width] table with rows";
  SmallVector<int64_t> expected(index);
  expected.push_back(weight[1]);
  if (result != ArrayRef<int64_t>(expected))
    return emitOpError("result ") << shapeText(result) << " must be the index's shape then the "
                                  << "width: " << shapeText(expected);
  if (getResult().getType().getElementType() != getWeight().getType().getElementType())
    return emitOpError("result must have the weight's element type");
  return success();
}

LogicalResult IndexEqOp::verify() {
  if (getResult().getType().getShape() != getInput().getType().getShape())
    return emitOpError("result ") << shapeText(getResult().getType().getShape())
                                  << " must have the input's shape "
                                  << shapeText(getInput().getType().getShape());
  return success();
}

LogicalResult AttentionOp::verify() {
  ArrayRef<int64_t> q = getQuery().getType().getShape(), k = getKey().getType().getShape(),
                    v = getValue().getType().getShape(), out = getResult().getType().getShape();
  for (Value operand : getOperands())
    if (!cast<RankedTensorType>(operand.getType()).getElementType().isF32())
      return emitOpError("operands must be f32 (the template accumulates in f32)");
  if (!getResult().getType().getElementType().isF32())
    return emitOpError("result must be f32");
  if (q.size() < 2 || k.size() != q.size() || v.size() != q.size())
    return emitOpError("query, key and value must have one rank of at least 2, got ")
           << shapeText(q) << ", " << shapeText(k) << ", " << shapeText(v);
  size_t batch = q.size() - 2;
  if (q.take_front(batch) != k.take_front(batch) || q.take_front(batch) != v.take_front(batch))
    return emitOpError("query, key and value must have equal batch dims, got ")
           << shapeText(q) << ", " << shapeText(k) << ", " << shapeText(v);
  if (q.back() != k.back() || k[batch] != v[batch])
    return emitOpError("key must be [..., S, E] for query [..., L, E] and value [..., S, Ev], got ")
           << shapeText(q) << ", " << shapeText(k) << ", " << shapeText(v);
  SmallVector<int64_t> expected(q.take_front(batch + 1));
  expected.push_back(v.back());
  if (out != ArrayRef<int64_t>(expected))
    return emitOpError("result must be ") << shapeText(expected) << ", got " << shapeText(out);
  if (llvm::any_of(expected, [](int64_t d) { return d < 1; }) || k[batch] < 1 || q.back() < 1)
    return emitOpError("every dim must be at least 1");
  SmallVector<int64_t> scores(q.take_front(batch + 1));
  scores.push_back(k[batch]);
  if (Value mask = getMask()) {
    ArrayRef<int64_t> m = cast<RankedTensorType>(mask.getType()).getShape();
    std::optional<SmallVector<int64_t>> joined = getBroadcastShape(scores, m);
    if (!joined || ArrayRef<int64_t>(*joined) != ArrayRef<int64_t>(scores))
      return emitOpError("mask ") << shapeText(m) << " must broadcast to the scores' shape "
                                  << shapeText(scores);
  }
  double scale = getScale().convertToDouble();
  if (!std::isfinite(scale))
    return emitOpError("scale must be finite, got ") << scale;
  return success();
}

LogicalResult DiagOp::verify() {
  RankedTensorType input = getInput().getType(), result = getResult().getType();
  // Codegen divides by n; a task cannot have an empty vector anyway.
  if (input.getRank() != 1 || input.getShape()[0] < 1)
    return emitOpError("input must be a non-empty vector, got ") << shapeText(input.getShape());
  if (result.getElementType() != input.getElementType())
    return emitOpError("result element type must be the input's");
  // The dialect states only what codegen computes: other offsets need a
  // larger matrix and a load at another index.
  if (int64_t diagonal = static_cast<int64_t>(getDiagonal()))
    return emitOpError("diagonal ") << diagonal << " is not compiled, only the main diagonal (0)";
  int64_t n = input.getShape()[0];
  if (result.getShape() != ArrayRef<int64_t>{n, n})
    return emitOpError("result must be the [")
           << n << ", " << n << "] matrix of the input, got " << shapeText(result.getShape());
  return success();
}

LogicalResult ReshapeOp::verify() {
  RankedTensorType input = getInput().getType(), result = getResult().getType();
  for (int64_t size : getShape())
    if (size < 0)
      return emitOpError("shape sizes must be known (>= 0); -1 is inferred at capture");
  if (failed(verifyShapeAttr(*this, getShape(), input, result)))
    return failure();
  if (input.getNumElements() != result.getNumElements())
    return emitOpError("reshapes ")
           << input.getNumElements() << " elements " << shapeText(input.getShape()) << " to "
           << result.getNumElements() << " " << shapeText(result.getShape());
  return success();
}

OpFoldResult ReshapeOp::fold(FoldAdaptor) {
  if (getInput().getType() == getResult().getType() && !usesOwnResult(*this))
    return getInput();
  return {};
}

namespace {
/// reshape(reshape(x)) -> reshape(x): both keep row-major order.
struct ComposeReshapes : OpRewritePattern<ReshapeOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(ReshapeOp op, PatternRewriter &rewriter) const override {
    auto inner = op.getInput().getDefiningOp<ReshapeOp>();
    if (!inner || usesOwnResult(op) || usesOwnResult(inner))
      return failure();
    rewriter.replaceOpWithNewOp<ReshapeOp>(op, op.getType(), inner.getInput(), op.getShapeAttr());
    return success();
  }
};
} // namespace

void ReshapeOp::getCanonicalizationPatterns(RewritePatternSet &results, MLIRContext *context) {
  results.add<ComposeReshapes>(context);
}

LogicalResult PermuteOp::verify() {
  RankedTensorType input = getInput().getType(), result = getResult().getType();
  ArrayRef<int64_t> dims = getDims();
  int64_t rank = input.getRank();
  if (int64_t(dims.size()) != rank)
    return emitOpError("dims ") << shapeText(dims) << " must list each of the input's " << rank
                                << " dims once";
  SmallVector<bool> seen(rank, false);
  for (int64_t d : dims) {
    if (d < 0 || d >= rank || seen[d])
      return emitOpError("dims ") << shapeText(dims) << " is not a permutation of 0.." << rank - 1;
    seen[d] = true;
  }
  SmallVector<int64_t> shape;
  for (int64_t d : dims)
    shape.push_back(input.getDimSize(d));
  return verifyShapeAttr(*this, shape, input, result);
}

OpFoldResult PermuteOp::fold(FoldAdaptor) {
  for (auto [i, d] : llvm::enumerate(getDims()))
    if (int64_t(i) != d)
      return {};
  if (usesOwnResult(*this))
    return {};
  return getInput();
}

namespace {
/// permute(permute(x, inner), outer) -> permute(x, inner[outer[i]]): result
/// dim i is the middle's dim outer[i], which is x's dim inner[outer[i]].
struct ComposePermutes : OpRewritePattern<PermuteOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(PermuteOp op, PatternRewriter &rewriter) const override {
    auto inner = op.getInput().getDefiningOp<PermuteOp>();
    if (!inner || usesOwnResult(op) || usesOwnResult(inner))
      return failure();
    SmallVector<int64_t> dims;
    for (int64_t d : op.getDims())
      dims.push_back(inner.getDims()[d]);
    rewriter.replaceOpWithNewOp<PermuteOp>(op, op.getType(), inner.getInput(),
                                           rewriter.getDenseI64ArrayAttr(dims));
    return success();
  }
};
} // namespace

void PermuteOp::getCanonicalizationPatterns(RewritePatternSet &results, MLIRContext *context) {
  results.add<ComposePermutes>(context);
}

LogicalResult SliceOp::verify() {
  RankedTensorType input = getInput().getType(), result = getResult().getType();
  int64_t rank = input.getRank(), dim = getDim(), start = getStart(), step = getStep();
  if (dim < 0 || dim >= rank)
    return emitOpError("dim ") << dim << " is not one of the input's " << rank << " dims";
  if (start < 0 || step < 1)
    return emitOpError("needs start >= 0 and step >= 1, got start ") << start << ", step " << step;
  SmallVector<int64_t> shape(input.getShape());
  int64_t length = result.getRank() == rank ? result.getDimSize(dim) : 0;
  if (length < 1 || start + (length - 1) * step >= input.getDimSize(dim))
    return emitOpError("takes ") << length << " elements of dim " << dim << " from " << start
                                 << " by " << step << ": not within the input's "
                                 << input.getDimSize(dim);
  shape[size_t(dim)] = length;
  return verifyShapeAttr(*this, shape, input, result);
}

OpFoldResult SliceOp::fold(FoldAdaptor) {
  if (getStart() != 0 || getStep() != 1 || getType() != getInput().getType() ||
      usesOwnResult(*this))
    return {};
  return getInput();
}

namespace {
/// slice(slice(x, d, s0, p0), d, s1, p1) -> slice(x, d, s0 + s1 * p0, p0 * p1):
/// element i of the outer is element s1 + i * p1 of the inner, which is x's
/// s0 + (s1 + i * p1) * p0.
struct ComposeSlices : OpRewritePattern<SliceOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(SliceOp op, PatternRewriter &rewriter) const override {
    auto inner = op.getInput().getDefiningOp<SliceOp>();
    if (!inner || inner.getDim() != op.getDim() || usesOwnResult(op) || usesOwnResult(inner))
      return failure();
    rewriter.replaceOpWithNewOp<SliceOp>(
        op, op.getType(), inner.getInput(), op.getDimAttr(),
        rewriter.getI64IntegerAttr(inner.getStart() + op.getStart() * inner.getStep()),
        rewriter.getI64IntegerAttr(inner.getStep() * op.getStep()));
    return success();
  }
};
} // namespace

void SliceOp::getCanonicalizationPatterns(RewritePatternSet &results, MLIRContext *context) {
  results.add<ComposeSlices>(context);
}

LogicalResult FlipOp::verify() {
  ArrayRef<int64_t> dims = getDims();
  int64_t rank = getInput().getType().getRank();
  if (dims.empty())
    return emitOpError("needs at least one dim");
  for (size_t i = 0; i < dims.size(); ++i)
    if (dims[i] < 0 || dims[i] >= rank || (i > 0 && dims[i] <= dims[i - 1]))
      return emitOpError("dims ") << shapeText(dims) << " must be distinct dims of the input's "
                                  << rank << ", ascending";
  return success();
}

/// A flip of only size-1 dims is its input, and so is a flip of a flip of
/// the same dims.
OpFoldResult FlipOp::fold(FoldAdaptor) {
  if (usesOwnResult(*this))
    return {};
  RankedTensorType type = getInput().getType();
  if (llvm::all_of(getDims(), [&](int64_t d) { return type.getDimSize(d) == 1; }))
    return getInput();
  if (auto inner = getInput().getDefiningOp<FlipOp>())
    if (inner.getDims() == getDims() && !usesOwnResult(inner))
      return inner.getInput();
  return {};
}

/// tril and triu select by [i, j] in the matrix of the last two dims.
template <typename TriangleOp> LogicalResult verifyTriangle(TriangleOp op) {
  if (op.getInput().getType().getRank() < 2)
    return op.emitOpError("input must have rank >= 2 (a matrix or a batch of them), got ")
           << shapeText(op.getInput().getType().getShape());
  return success();
}

LogicalResult TrilOp::verify() { return verifyTriangle(*this); }
LogicalResult TriuOp::verify() { return verifyTriangle(*this); }

/// A triangle that keeps every element of its [rows, columns] matrices is
/// its input: tril once diagonal >= columns - 1, triu once diagonal <=
/// -(rows - 1).
OpFoldResult TrilOp::fold(FoldAdaptor) {
  ArrayRef<int64_t> shape = getInput().getType().getShape();
  if (shape.size() >= 2 && !usesOwnResult(*this) &&
      static_cast<int64_t>(getDiagonal()) >= shape.back() - 1)
    return getInput();
  return {};
}

OpFoldResult TriuOp::fold(FoldAdaptor) {
  ArrayRef<int64_t> shape = getInput().getType().getShape();
  if (shape.size() >= 2 && !usesOwnResult(*this) &&
      static_cast<int64_t>(getDiagonal()) <= -(shape[shape.size() - 2] - 1))
    return getInput();
  return {};
}

LogicalResult PadOp::verify() {
  RankedTensorType input = getInput().getType(), result = getResult().getType();
  ArrayRef<int64_t> lows = getLows(), highs = getHighs();
  int64_t rank = input.getRank();
  if (int64_t(lows.size()) != rank || int64_t(highs.size()) != rank)
    return emitOpError("needs a low and a high pad for each of the input's ") << rank << " dims";
  SmallVector<int64_t> shape;
  for (int64_t d = 0; d < rank; ++d)
    shape.push_back(input.getDimSize(d) + lows[d] + highs[d]);
  if (llvm::any_of(shape, [](int64_t size) { return size < 1; }))
    return emitOpError("leaves a dim of ") << shapeText(shape) << " empty";
  StringRef mode = getMode();
  if (mode != "constant" && mode != "reflect" && mode != "replicate" && mode != "circular")
    return emitOpError("mode must be constant, reflect, replicate or circular, got '")
           << mode << "'";
  // The other modes read every result element from the input: the index
  // formulas hold for pads in these bounds (ATen's own checks).
  for (int64_t d = 0; mode != "constant" && d < rank; ++d) {
    int64_t n = input.getDimSize(d), most = std::max(lows[d], highs[d]);
    if (std::min(lows[d], highs[d]) < 0 || (mode == "reflect" && most >= n) ||
        (mode == "circular" && most > n))
      return emitOpError("a ") << mode << " pad of dim " << d << " (size " << n << ") must be "
                               << (mode == "reflect"    ? "below the size"
                                   : mode == "circular" ? "at most the size"
                                                        : "non-negative")
                               << " on both sides, got " << lows[d] << " and " << highs[d];
  }
  return verifyShapeAttr(*this, shape, input, result);
}

OpFoldResult PadOp::fold(FoldAdaptor) {
  auto zero = [](int64_t pad) { return pad == 0; };
  if (llvm::all_of(getLows(), zero) && llvm::all_of(getHighs(), zero) && !usesOwnResult(*this))
    return getInput();
  return {};
}

/// An upsampling keeps its element type, N and C (dims 0 and 1), and
/// neither side has an empty dim (codegen divides by the sizes).
static LogicalResult verifyResampled(Operation *op, RankedTensorType input,
                                     RankedTensorType result) {
  if (result.getElementType() != input.getElementType())
    return op->emitOpError("result element type must be the input's");
  for (int64_t d = 0; d < input.getRank(); ++d)
    if ((d < 2 && result.getDimSize(d) != input.getDimSize(d)) || result.getDimSize(d) < 1 ||
        input.getDimSize(d) < 1)
      return op->emitOpError("result ")
             << shapeText(result.getShape()) << " must keep N and C of the input "
             << shapeText(input.getShape()) << " and no dim empty";
  return success();
}

LogicalResult UpsampleNearestOp::verify() {
  RankedTensorType input = getInput().getType(), result = getResult().getType();
  ArrayRef<double> scales = getScales();
  int64_t rank = input.getRank();
  if (rank < 3 || result.getRank() != rank)
    return emitOpError("needs input and result of one rank >= 3 ([N, C, spatial...]), got ")
           << shapeText(input.getShape()) << " and " << shapeText(result.getShape());
  if (int64_t(scales.size()) != rank - 2)
    return emitOpError("needs one scale per spatial dim (")
           << rank - 2 << "), got " << scales.size();
  if (llvm::any_of(scales, [](double s) { return !(s > 0) || !std::isfinite(s); }))
    return emitOpError("scales must be positive and finite");
  return verifyResampled(*this, input, result);
}

/// Same sizes at scale 1 read every element where it is (floor(c), and
/// floor(c + 0.5) for the exact form).
OpFoldResult UpsampleNearestOp::fold(FoldAdaptor) {
  if (getInput().getType() == getResult().getType() && !usesOwnResult(*this) &&
      llvm::all_of(getScales(), [](double s) { return s == 1.0; }))
    return getInput();
  return {};
}

LogicalResult UpsampleBilinearOp::verify() {
  RankedTensorType input = getInput().getType(), result = getResult().getType();
  ArrayRef<double> scales = getScales();
  if (input.getRank() != 4 || result.getRank() != 4)
    return emitOpError("needs [N, C, H, W] input and result, got ")
           << shapeText(input.getShape()) << " and " << shapeText(result.getShape());
  if (scales.size() != 2)
    return emitOpError("needs one scale per spatial dim (2), got ") << scales.size();
  if (llvm::any_of(scales, [](double s) { return !(s >= 0) || !std::isfinite(s); }))
    return emitOpError("scales must be non-negative and finite");
  return verifyResampled(*this, input, result);
}

/// The same sizes: ATen's kernel copies the input.
OpFoldResult UpsampleBilinearOp::fold(FoldAdaptor) {
  if (getInput().getType() == getResult().getType() && !usesOwnResult(*this))
    return getInput();
  return {};
}

LogicalResult RollOp::verify() {
  ArrayRef<int64_t> shifts = getShifts(), shape = getInput().getType().getShape();
  if (shifts.size() != shape.size())
    return emitOpError("needs one shift per dim of the input (")
           << shape.size() << "), got " << shifts.size();
  for (size_t d = 0; d < shape.size(); ++d)
    if (shifts[d] < 0 || shifts[d] >= std::max<int64_t>(shape[d], 1))
      return emitOpError("shift ")
             << shifts[d] << " of dim " << d << " must be in [0, " << shape[d] << ")";
  return success();
}

/// No dim rotated: the input.
OpFoldResult RollOp::fold(FoldAdaptor) {
  if (llvm::all_of(getShifts(), [](int64_t s) { return s == 0; }) && !usesOwnResult(*this))
    return getInput();
  return {};
}

LogicalResult RepeatOp::verify() {
  RankedTensorType input = getInput().getType(), result = getResult().getType();
  ArrayRef<int64_t> in = input.getShape(), shape = getShape();
  if (shape.size() < in.size())
    return emitOpError("result rank ") << shape.size() << " is below the input's " << in.size();
  size_t lead = shape.size() - in.size();
  for (size_t d = 0; d < shape.size(); ++d)
    if (shape[d] < 1 || (d >= lead && shape[d] % std::max<int64_t>(in[d - lead], 1) != 0) ||
        (d >= lead && in[d - lead] < 1))
      return emitOpError("result ") << shapeText(shape) << " must be positive multiples of "
                                    << shapeText(in) << ", aligned from the last dim";
  return verifyShapeAttr(*this, shape, input, result);
}

/// Repeated once everywhere: the input.
OpFoldResult RepeatOp::fold(FoldAdaptor) {
  if (getInput().getType() == getResult().getType() && !usesOwnResult(*this))
    return getInput();
  return {};
}

LogicalResult CatOp::verify() {
  if (getInputs().empty())
    return emitOpError("needs at least one input");
  auto first = cast<RankedTensorType>(getInputs().front().getType());
  RankedTensorType result = getResult().getType();
  int64_t rank = first.getRank(), dim = getDim();
  if (dim < 0 || dim >= rank)
    return emitOpError("dim ") << dim << " is not one of the inputs' " << rank << " dims";
  SmallVector<int64_t> shape(first.getShape());
  shape[size_t(dim)] = 0;
  for (auto [index, input] : llvm::enumerate(getInputs())) {
    auto type = cast<RankedTensorType>(input.getType());
    if (type.getElementType() != first.getElementType())
      return emitOpError("input ") << index << " has element type " << type.getElementType()
                                   << ", input 0 " << first.getElementType();
    bool matches = type.getRank() == rank;
    for (int64_t d = 0; matches && d < rank; ++d)
      matches = d == dim || type.getDimSize(d) == first.getDimSize(d);
    if (!matches)
      return emitOpError("input ")
             << index << " " << shapeText(type.getShape()) << " differs from input 0 "
             << shapeText(first.getShape()) << " in a dim other than " << dim;
    shape[size_t(dim)] += type.getDimSize(dim);
  }
  if (result.getElementType() != first.getElementType() ||
      ArrayRef<int64_t>(result.getShape()) != ArrayRef<int64_t>(shape))
    return emitOpError("result ") << result << " is not the concatenation " << shapeText(shape)
                                  << " of the inputs";
  return success();
}

OpFoldResult CatOp::fold(FoldAdaptor) {
  if (getInputs().size() != 1 || usesOwnResult(*this))
    return {};
  return getInputs().front();
}

namespace {
/// cat(a, cat(b, c), d) along one dim -> cat(a, b, c, d): the inner cat's
/// elements sit at the same offsets either way.
struct FlattenNestedCats : OpRewritePattern<CatOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(CatOp op, PatternRewriter &rewriter) const override {
    SmallVector<Value> inputs;
    bool changed = false;
    for (Value input : op.getInputs()) {
      auto inner = input.getDefiningOp<CatOp>();
      if (inner && inner.getDim() == op.getDim() && !usesOwnResult(inner)) {
        llvm::append_range(inputs, inner.getInputs());
        changed = true;
      } else {
        inputs.push_back(input);
      }
    }
    if (!changed || usesOwnResult(op))
      return failure();
    rewriter.replaceOpWithNewOp<CatOp>(op, op.getType(), inputs, op.getDimAttr());
    return success();
  }
};
} // namespace

namespace {
/// cat(f(a), f(b), ...) -> f(cat(a, b, ...)) for one unary elementwise op f
/// (same attributes) used only by the cat: exact, since f acts per element,
/// and the values f computed need not be stored for the cat to read them
/// (a cat reads only loads: FormKernels), so f's kernel and the cat's
/// become one, reading a, b, ... where they are.
struct SinkUnaryBelowCat : OpRewritePattern<CatOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(CatOp op, PatternRewriter &rewriter) const override {
    Operation *first = op.getInputs().front().getDefiningOp();
    if (!first || !isSinkable(first) || usesOwnResult(op))
      return failure();
    SmallVector<Value> sources;
    for (Value input : op.getInputs()) {
      Operation *def = input.getDefiningOp();
      if (!def || def->getName() != first->getName() ||
          def->getAttrDictionary() != first->getAttrDictionary() ||
          llvm::any_of(def->getUsers(), [&](Operation *user) { return user != op; }))
        return failure();
      sources.push_back(def->getOperand(0));
    }
    Value cat = rewriter.create<CatOp>(op.getLoc(), op.getType(), sources, op.getDimAttr());
    Operation *applied = rewriter.clone(*first);
    applied->setOperand(0, cat);
    applied->getResult(0).setType(op.getType());
    rewriter.replaceOp(op, applied->getResults());
    return success();
  }

  static bool isSinkable(Operation *op) {
    const OpInfo *info = lookupOp(op);
    return info && info->opClass == OpClass::Elementwise && op->getNumOperands() == 1 &&
           op->getNumResults() == 1 && op->hasTrait<OpTrait::SameOperandsAndResultType>() &&
           !usesOwnResult(op);
  }
};
} // namespace

void CatOp::getCanonicalizationPatterns(RewritePatternSet &results, MLIRContext *context) {
  results.add<FlattenNestedCats, SinkUnaryBelowCat>(context);
}

LogicalResult ExpandOp::verify() {
  RankedTensorType input = getInput().getType(), result = getResult().getType();
  ArrayRef<int64_t> shape = getShape();
  if (failed(verifyShapeAttr(*this, shape, input, result)))
    return failure();
  if (input.getRank() > int64_t(shape.size()))
    return emitOpError("cannot expand ")
           << shapeText(input.getShape()) << " to fewer dims " << shapeText(shape);
  size_t lead = shape.size() - input.getRank();
  for (int64_t d = 0; d < input.getRank(); ++d)
    if (input.getDimSize(d) != 1 && input.getDimSize(d) != shape[lead + d])
      return emitOpError("cannot expand ")
             << shapeText(input.getShape()) << " to " << shapeText(shape) << ": dim " << d
             << " has size " << input.getDimSize(d) << " (only size-1 dims broadcast)";
  return success();
}

OpFoldResult ExpandOp::fold(FoldAdaptor) {
  if (getInput().getType() == getResult().getType() && !usesOwnResult(*this))
    return getInput();
  return {};
}

namespace {
/// The broadcast of `user`'s operand shapes with operand `index` read as
/// `shape`.
std::optional<SmallVector<int64_t>> operandBroadcast(Operation *user, unsigned index,
                                                     ArrayRef<int64_t> shape) {
  SmallVector<int64_t> result;
  for (OpOperand &operand : user->getOpOperands()) {
    ArrayRef<int64_t> next = operand.getOperandNumber() == index
                                 ? shape
                                 : cast<RankedTensorType>(operand.get().getType()).getShape();
    std::optional<SmallVector<int64_t>> merged = getBroadcastShape(result, next);
    if (!merged)
      return std::nullopt;
    result = *merged;
  }
  return result;
}

/// Elementwise ops broadcast their operands, so expand(y) read by one reads
/// as y where the result keeps its shape (F.normalize's x / n.expand_as(x));
/// a one-operand op reads it element by element, so f(expand(y)) is
/// expand(f(y)), computed once per element of y (the norm's sqrt and clamp
/// per row, not per element). Exact either way; the expand, an index map,
/// goes once unread, and a reduction's result read back over its input
/// becomes a broadcast epilogue (decision 115).
struct ExpandIntoBroadcast : OpRewritePattern<ExpandOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(ExpandOp op, PatternRewriter &rewriter) const override {
    if (usesOwnResult(op))
      return failure();
    Value y = op.getInput();
    ArrayRef<int64_t> shape = cast<RankedTensorType>(y.getType()).getShape();
    bool changed = false;
    for (OpOperand &use : llvm::make_early_inc_range(op->getUses())) {
      Operation *user = use.getOwner();
      if (!isPositionFreeElementwise(user) || user->getNumResults() != 1 || usesOwnResult(user))
        continue;
      auto resultType = cast<RankedTensorType>(user->getResult(0).getType());
      if (user->getNumOperands() > 1) {
        std::optional<SmallVector<int64_t>> kept =
            operandBroadcast(user, use.getOperandNumber(), shape);
        if (!kept || ArrayRef<int64_t>(*kept) != resultType.getShape())
          continue;
        rewriter.modifyOpInPlace(user, [&] { use.set(y); });
        changed = true;
        continue;
      }
      rewriter.setInsertionPoint(user);
      Operation *applied = applyUnaryTo(rewriter, user, y);
      rewriter.replaceOpWithNewOp<ExpandOp>(user, resultType, applied->getResult(0),
                                            op.getShapeAttr());
      changed = true;
    }
    return success(changed);
  }
};
} // namespace

void ExpandOp::getCanonicalizationPatterns(RewritePatternSet &results, MLIRContext *context) {
  results.add<ExpandIntoBroadcast>(context);
}

OpFoldResult ContiguousOp::fold(FoldAdaptor) {
  if (usesOwnResult(*this))
    return {};
  return getInput();
}

#define GET_OP_CLASSES
#include "cuagent/Dialect/CuagentOps.cpp.inc"
