//===- OpRegistry.h - The supported ATen ops, for every stage ---*- C++ -*-===//
//
// The rows of OpRegistry.def as constexpr data. Depends on neither MLIR nor
// LibTorch: it is the contract between capture and compiler. Argument specs
// are parsed at compile time, so a malformed row fails the build.
//
//===----------------------------------------------------------------------===//
#ifndef CUAGENT_SUPPORT_OPREGISTRY_H
#define CUAGENT_SUPPORT_OPREGISTRY_H

#include <array>
#include <cstddef>
#include <string_view>

namespace cuagent {

/// What codegen does with an op: which kernel template it belongs to.
enum class OpClass {
  Elementwise, // one output element from the matching (broadcast) inputs
  Reduction,   // reduces a set of dims (sum, mean, amax, amin, logsumexp)
  Row,         // needs a whole row along a dim per output (softmax, layer_norm)
  Library,     // a library call (GEMM, conv), never fused into a template
  Window,      // pooling: each output from a window of the input's spatial dims
  Layout,      // view, permute, expand, identities: an index map, never a kernel
};

/// How a non-tensor schema argument is checked at capture, recorded in the
/// task (under its schema name) and lowered by the importer.
enum class ArgKind {
  Scalar,         // required number; becomes the dialect attribute `scalar`
  Alpha,          // number, default 1: scales the second tensor operand (a mul_s)
                  // or, for tensor-scalar ops, is folded into `scalar`
  F64,            // number with a default; a dialect F64 attribute of that name
  Bound,          // optional number (None allowed), an optional F64 attribute; at
                  // least one Bound argument of the op must be given
  OptF64,         // optional number whose None means the default (rms_norm's eps:
                  // None is float32's epsilon); a dialect F64 attribute
  Str,            // string from the listed choices "a|b", the first the default;
                  // a dialect string attribute
  Bool,           // bool with a default; a dialect bool attribute
  LastDims,       // int list naming exactly the last dimension; not lowered
  LastDim,        // int naming the last dimension; not lowered
  LastShape,      // int list equal to [size of the last dimension] (layer_norm's
                  // normalized_shape); not lowered
  None,           // must be unset: None (such as dtype=), or False for a flag
                  // that tracing records (pin_memory=); checked at capture only
  OptionalTensor, // Optional[Tensor] (linear's bias): when given, one more
                  // tensor operand after the leading ones, in spec order;
                  // None leaves it out (the task node has fewer inputs)
  Ints,           // int list with a default "=n", one entry per spatial dim of a
                  // convolution (a single entry is broadcast); recorded with
                  // one entry per spatial dim; a dialect i64 array attribute
  Int,            // int with a default, any sign; a dialect i64 attribute
  Dims,           // int list (or None) of reduced dims, any dims, negative allowed;
                  // recorded normalized and sorted, duplicates rejected; empty or
                  // None: every dim. Lowered to DenseI64ArrayAttr `dims`. Capture
                  // also requires one contiguous block (ReduceDims.h)
  Dim,            // one int, any dim, negative allowed; recorded normalized;
                  // lowered to I64 attribute `dim`
  Sizes,          // required int list, one entry per spatial dim of a pooling op
                  // (a single entry is broadcast); recorded with one entry per
                  // spatial dim (kernel_size, output_size)
  OptSizes,       // as Sizes, but may be empty: pooling's stride, [] meaning the
                  // kernel size; recorded as [] or one entry per spatial dim
  OptInt,         // int or None (avg_pool's divisor_override); recorded as an int
                  // or null
  Shape,          // a layout op's result shape, recorded from the profiled output
                  // (-1 inferred, dims resolved); a dialect i64 array `shape`
  Perm,           // a layout op's permutation (result dim i is input dim perm[i]),
                  // recorded normalized; a dialect i64 array `dims`
  Pad,            // a pad list (pairs from the last dim back), recorded as
                  // [low_0, high_0, low_1, high_1, ...] for every dim in order
                  // (negative crops); dialect attributes lows and highs
  VarTensors,     // a variadic schema's further tensors (prim::VarConcat's): the
                  // node's inputs after the leading operands and before the
                  // trailing arguments are tensor operands too (tensorOperands);
                  // nothing recorded
  Resize,         // nearest upsampling's output_size and scale_factors (schema
                  // arguments of other names), recorded as `sizes`, the result's
                  // spatial sizes, and `scales`: per spatial dim the factor ATen's
                  // kernel multiplies an output coordinate by (1 / scale_factor
                  // where given, else input / output size), a dialect f64 array
  Roll,           // aten::roll's shifts and dims, recorded as `shifts`: one shift
                  // per dim of the input, in [0, size) (0: not rolled); a
                  // dialect i64 array
  Slice,          // aten::slice's dim, start, end and step, recorded resolved from
                  // the constant arguments and the profiled input shape as
                  // [dim, start, end, step] (dim normalized, start and end
                  // clamped to the dim, step >= 1); dialect attributes dim,
                  // start and step (the result type has the length)
};

struct ArgSpec {
  std::string_view name;
  ArgKind kind = ArgKind::None;
  std::string_view defaultValue; // F64, Bool; Str: the choices "a|b"
};

/// At most this many tensor operands for a variadic row (each is a kernel
/// parameter); capture keeps a longer cat stock.
inline constexpr size_t kMaxVariadicOperands = 64;

/// At most this many non-tensor arguments per op (aten::_convolution has 11).
inline constexpr size_t kMaxArgs = 12;

struct ArgList {
  std::array<ArgSpec, kMaxArgs> items{};
  size_t size = 0;
  bool valid = true; // false: a malformed spec (unknown kind, too many args)

  constexpr const ArgSpec *begin() const { return items.data(); }
  constexpr const ArgSpec *end() const { return items.data() + size; }
  /// The argument lowered to dialect attribute `name`, or nullptr.
  constexpr const ArgSpec *find(std::string_view name) const {
    for (const ArgSpec &arg : *this)
      if (arg.name == name)
        return &arg;
    return nullptr;
  }
};

namespace detail {
constexpr bool parseKind(std::string_view text, ArgKind &kind) {
  constexpr std::pair<std::string_view, ArgKind> kinds[] = {{"scalar", ArgKind::Scalar},
                                                            {"alpha", ArgKind::Alpha},
                                                            {"f64", ArgKind::F64},
                                                            {"bound", ArgKind::Bound},
                                                            {"optf64", ArgKind::OptF64},
                                                            {"str", ArgKind::Str},
                                                            {"bool", ArgKind::Bool},
                                                            {"lastdims", ArgKind::LastDims},
                                                            {"lastdim", ArgKind::LastDim},
                                                            {"none", ArgKind::None},
                                                            {"lastshape", ArgKind::LastShape},
                                                            {"opttensor", ArgKind::OptionalTensor},
                                                            {"ints", ArgKind::Ints},
                                                            {"int", ArgKind::Int},
                                                            {"dims", ArgKind::Dims},
                                                            {"dim", ArgKind::Dim},
                                                            {"sizes", ArgKind::Sizes},
                                                            {"optsizes", ArgKind::OptSizes},
                                                            {"optint", ArgKind::OptInt},
                                                            {"shape", ArgKind::Shape},
                                                            {"perm", ArgKind::Perm},
                                                            {"slice", ArgKind::Slice},
                                                            {"vartensors", ArgKind::VarTensors},
                                                            {"pad", ArgKind::Pad},
                                                            {"resize", ArgKind::Resize},
                                                            {"roll", ArgKind::Roll}};
  for (const auto &[name, value] : kinds)
    if (name == text) {
      kind = value;
      return true;
    }
  return false;
}

constexpr bool isInteger(std::string_view text) {
  if (!text.empty() && text.front() == '-')
    text.remove_prefix(1);
  if (text.empty() || text.size() > 9)
    return false;
  for (char c : text)
    if (c < '0' || c > '9')
      return false;
  return true;
}

/// "name:kind[=default],..." -> ArgList.
constexpr ArgList parseArgs(std::string_view spec) {
  ArgList list;
  while (!spec.empty()) {
    size_t comma = spec.find(',');
    std::string_view item = spec.substr(0, comma);
    spec = comma == std::string_view::npos ? std::string_view() : spec.substr(comma + 1);
    size_t colon = item.find(':');
    if (colon == std::string_view::npos || list.size == kMaxArgs) {
      list.valid = false;
      return list;
    }
    ArgSpec &arg = list.items[list.size++];
    arg.name = item.substr(0, colon);
    std::string_view kind = item.substr(colon + 1);
    if (size_t equals = kind.find('='); equals != std::string_view::npos) {
      arg.defaultValue = kind.substr(equals + 1);
      kind = kind.substr(0, equals);
    }
    if (!parseKind(kind, arg.kind)) {
      list.valid = false;
      return list;
    }
    // These kinds have no meaning without a default (or choices).
    bool needsDefault = arg.kind == ArgKind::F64 || arg.kind == ArgKind::OptF64 ||
                        arg.kind == ArgKind::Str || arg.kind == ArgKind::Bool ||
                        arg.kind == ArgKind::Int || arg.kind == ArgKind::Ints;
    if (needsDefault && arg.defaultValue.empty())
      list.valid = false;
    // Integer defaults are parsed here, so they must be plain integers.
    if ((arg.kind == ArgKind::Int || arg.kind == ArgKind::Ints) && !isInteger(arg.defaultValue))
      list.valid = false;
  }
  return list;
}
} // namespace detail

/// Where the dialect op of a row comes from. Lowered rows have no op of
/// their own: the importer expresses them with other dialect ops (mm, bmm,
/// linear and addmm become cuagent.matmul plus elementwise ops; the 1-D and
/// 3-D pooling rows become the N-d pooling ops of their 2-D rows).
enum class OdsSource { Generated, Handwritten, Lowered };

struct OpInfo {
  std::string_view schema;
  std::string_view mnemonic;
  OpClass opClass;
  size_t operands; // required tensor operands: the leading schema arguments
  ArgList args;
  std::string_view cuda; // elementwise: the expression template, or empty
  OdsSource ods;
  std::string_view summary;

  constexpr bool hasArg(ArgKind kind) const {
    for (const ArgSpec &arg : args)
      if (arg.kind == kind)
        return true;
    return false;
  }
  /// True for a variadic row: any number of tensor operands (at least the
  /// leading ones), then trailingArgs() non-tensor inputs.
  constexpr bool isVariadic() const { return hasArg(ArgKind::VarTensors); }
  /// The arguments after the VarTensors spec: a variadic node's last inputs.
  constexpr size_t trailingArgs() const {
    size_t n = 0;
    bool after = false;
    for (const ArgSpec &arg : args) {
      n += after ? 1 : 0;
      after |= arg.kind == ArgKind::VarTensors;
    }
    return n;
  }
  constexpr size_t optionalTensors() const {
    size_t n = 0;
    for (const ArgSpec &arg : args)
      n += arg.kind == ArgKind::OptionalTensor ? 1 : 0;
    return n;
  }
};

inline constexpr OpInfo kSupportedOps[] = {
#define CUAGENT_OP(Schema, Mnemonic, Class, Operands, Args, Cuda, Ods, Summary)                    \
  OpInfo{Schema, Mnemonic,       OpClass::Class, Operands, detail::parseArgs(Args),                \
         Cuda,   OdsSource::Ods, Summary},
#include "cuagent/Support/OpRegistry.def"
};

/// Reductions of every element, recorded without a dim argument: lowered
/// to the dim op `mnemonic` with dims [] (every dim) and keepdim false.
struct FullReduceRow {
  std::string_view schema;
  std::string_view mnemonic; // the dialect op it becomes
};

inline constexpr FullReduceRow kFullReduceRows[] = {
    {"aten::sum", "sum"},
    {"aten::mean", "mean"},
    {"aten::max", "amax"},
    {"aten::min", "amin"},
    {"aten::prod", "prod"},
};

/// The full-reduction row of an ATen schema, or nullptr.
constexpr const FullReduceRow *lookupFullReduceRow(std::string_view schema) {
  for (const FullReduceRow &row : kFullReduceRows)
    if (row.schema == schema)
      return &row;
  return nullptr;
}

/// Statistics and norms that the importer expresses with reductions and
/// elementwise ops (TaskImporter.cpp, importStatNode).
enum class StatKind { Var, Std, Norm };

struct StatRow {
  std::string_view schema;
  StatKind kind;
  bool full;                 // no dim argument: every element
  std::string_view ordArg;   // Norm: the argument holding p ("" : 2)
  std::string_view unbiased; // Var, Std: the bool argument meaning correction 1 (else 0)
};

inline constexpr StatRow kStatRows[] = {
    {"aten::var.correction", StatKind::Var, false, "", ""},
    {"aten::var.dim", StatKind::Var, false, "", "unbiased"},
    {"aten::var", StatKind::Var, true, "", "unbiased"},
    {"aten::std.correction", StatKind::Std, false, "", ""},
    {"aten::std.dim", StatKind::Std, false, "", "unbiased"},
    {"aten::std", StatKind::Std, true, "", "unbiased"},
    {"aten::linalg_vector_norm", StatKind::Norm, false, "ord", ""},
    {"aten::norm.ScalarOpt_dim", StatKind::Norm, false, "p", ""},
    {"aten::frobenius_norm.dim", StatKind::Norm, false, "", ""},
};

/// The statistics row of an ATen schema, or nullptr.
constexpr const StatRow *lookupStatRow(std::string_view schema) {
  for (const StatRow &row : kStatRows)
    if (row.schema == schema)
      return &row;
  return nullptr;
}

/// Loss functions the importer writes as ATen's elementwise formula and a
/// full reduction (TaskImporter.cpp, importLossNode).
inline constexpr std::string_view kLossRows[] = {"aten::mse_loss",
                                                 "aten::l1_loss",
                                                 "aten::smooth_l1_loss",
                                                 "aten::huber_loss",
                                                 "aten::soft_margin_loss",
                                                 "aten::kl_div",
                                                 "aten::binary_cross_entropy",
                                                 "aten::binary_cross_entropy_with_logits",
                                                 "aten::margin_ranking_loss"};

/// Ops that read an int64 index operand (TaskImporter.cpp): capture takes
/// a Long tensor at `operand`, and its reference values are drawn as
/// indices into dim `dim` of operand 0 (kClassDim: the class dim, 1, or 0
/// for one unbatched sample), plus the op's ignore_index where it has one.
inline constexpr int kClassDim = -1;
struct IndexOperandRow {
  std::string_view schema;
  size_t operand;
  int dim;
};
inline constexpr IndexOperandRow kIndexOperandRows[] = {
    {"aten::cross_entropy_loss", 1, kClassDim}, // the logits' class dim
    {"aten::nll_loss_nd", 1, kClassDim},
    {"aten::embedding", 1, 0}, // the weight's rows
};

constexpr const IndexOperandRow *lookupIndexOperandRow(std::string_view schema) {
  for (const IndexOperandRow &row : kIndexOperandRows)
    if (row.schema == schema)
      return &row;
  return nullptr;
}

/// The class dim of a class loss's input of `rank`: 1, or 0 for one sample.
constexpr int64_t classDimOf(int64_t rank) { return rank == 1 ? 0 : 1; }

/// cross_entropy and nll_loss (importClassLossNode).
constexpr bool isClassLossRow(std::string_view schema) {
  const IndexOperandRow *row = lookupIndexOperandRow(schema);
  return row && row->dim == kClassDim;
}

/// Norms of differences and normalized products (TaskImporter.cpp,
/// importDistanceNode): vector norms, elementwise ops and reductions.
inline constexpr std::string_view kDistanceRows[] = {
    "aten::cosine_similarity", "aten::pairwise_distance", "aten::triplet_margin_loss"};

constexpr bool isDistanceRow(std::string_view schema) {
  for (std::string_view row : kDistanceRows)
    if (row == schema)
      return true;
  return false;
}

constexpr bool isLossRow(std::string_view schema) {
  for (std::string_view row : kLossRows)
    if (row == schema)
      return true;
  return false;
}

namespace detail {
constexpr bool registryIsWellFormed() {
  constexpr size_t n = sizeof(kSupportedOps) / sizeof(kSupportedOps[0]);
  for (size_t i = 0; i < n; ++i) {
    const OpInfo &op = kSupportedOps[i];
    // batch_norm and instance_norm take the input and four optional tensors.
    if (!op.args.valid || op.operands < 1 || op.operands + op.optionalTensors() > 5)
      return false;
    // Only library and row ops take optional tensors (a bias, a norm's
    // affine parameters), and batch_norm, whose per-channel parameters the
    // elementwise template broadcasts itself; only library rows and
    // instance_norm (group_norm or batch_norm) are lowered to other ops.
    if (op.optionalTensors() && op.opClass != OpClass::Library && op.opClass != OpClass::Row &&
        op.mnemonic != "batch_norm")
      return false;
    if (op.ods == OdsSource::Lowered && op.opClass != OpClass::Library &&
        op.opClass != OpClass::Window && op.opClass != OpClass::Layout &&
        op.mnemonic != "instance_norm" && !lookupFullReduceRow(op.schema) &&
        !lookupStatRow(op.schema) && !isLossRow(op.schema) && !isDistanceRow(op.schema) &&
        !lookupIndexOperandRow(op.schema))
      return false;
    // Only elementwise ops have a CUDA expression.
    if (!op.cuda.empty() && op.opClass != OpClass::Elementwise)
      return false;
    for (size_t j = i + 1; j < n; ++j)
      if (op.schema == kSupportedOps[j].schema || op.mnemonic == kSupportedOps[j].mnemonic)
        return false;
  }
  return true;
}
} // namespace detail

static_assert(detail::registryIsWellFormed(),
              "OpRegistry.def: a schema or mnemonic is listed twice, an argument spec is "
              "malformed, or a non-elementwise op has a CUDA expression");

/// Returns the row for an ATen schema ("aten::add.Tensor"), or nullptr.
constexpr const OpInfo *lookupAtenOp(std::string_view schema) {
  for (const OpInfo &info : kSupportedOps)
    if (info.schema == schema)
      return &info;
  return nullptr;
}

/// Returns the row for a dialect mnemonic ("add"), or nullptr.
constexpr const OpInfo *lookupMnemonic(std::string_view mnemonic) {
  for (const OpInfo &info : kSupportedOps)
    if (info.mnemonic == mnemonic)
      return &info;
  return nullptr;
}

constexpr std::string_view opClassName(OpClass opClass) {
  switch (opClass) {
  case OpClass::Elementwise:
    return "elementwise";
  case OpClass::Reduction:
    return "reduction";
  case OpClass::Row:
    return "row";
  case OpClass::Library:
    return "library";
  case OpClass::Window:
    return "window";
  case OpClass::Layout:
    return "layout";
  }
  return "unknown";
}

/// The choices of a Str argument ("none|tanh"): calls `visit` on each.
template <typename Visit> constexpr void forEachChoice(const ArgSpec &arg, Visit visit) {
  std::string_view rest = arg.defaultValue;
  while (!rest.empty()) {
    size_t bar = rest.find('|');
    visit(rest.substr(0, bar));
    rest = bar == std::string_view::npos ? std::string_view() : rest.substr(bar + 1);
  }
}

/// The default of a Str argument: its first choice.
constexpr std::string_view defaultChoice(const ArgSpec &arg) {
  return arg.defaultValue.substr(0, arg.defaultValue.find('|'));
}

/// The default of an Int or Ints argument (parseArgs checked its syntax).
constexpr int64_t integerDefault(const ArgSpec &arg) {
  std::string_view text = arg.defaultValue;
  bool negative = !text.empty() && text.front() == '-';
  if (negative)
    text.remove_prefix(1);
  int64_t value = 0;
  for (char c : text)
    value = value * 10 + (c - '0');
  return negative ? -value : value;
}

/// The convolution rows of the registry (lowered to cuagent.conv, a cuDNN
/// step): how many spatial dims the schema fixes, and whether it is a
/// transposed convolution. aten::_convolution (what tracing records) takes
/// 1 to 3 spatial dims and says `transposed` in an argument.
struct ConvRow {
  std::string_view schema;
  int spatialDims; // 1 to 3; 0: any of them (the input's rank decides)
  bool transposed; // fixed by the schema, unless transposedArg
  bool transposedArg = false;
  bool stringPadding = false; // the .padding overloads: "valid" | "same"
};

inline constexpr ConvRow kConvRows[] = {
    {"aten::conv1d", 1, false},
    {"aten::conv2d", 2, false},
    {"aten::conv3d", 3, false},
    {"aten::conv1d.padding", 1, false, false, true},
    {"aten::conv2d.padding", 2, false, false, true},
    {"aten::conv3d.padding", 3, false, false, true},
    {"aten::conv_transpose1d", 1, true},
    {"aten::conv_transpose2d.input", 2, true},
    {"aten::conv_transpose3d.input", 3, true},
    {"aten::_convolution", 0, false, true},
};

/// The convolution row of an ATen schema, or nullptr.
constexpr const ConvRow *lookupConvRow(std::string_view schema) {
  for (const ConvRow &row : kConvRows)
    if (row.schema == schema)
      return &row;
  return nullptr;
}

namespace detail {
constexpr bool convRowsAreLibraryRows() {
  for (const ConvRow &row : kConvRows) {
    const OpInfo *info = lookupAtenOp(row.schema);
    if (!info || info->opClass != OpClass::Library || info->operands != 2 ||
        info->optionalTensors() != 1)
      return false;
  }
  return true;
}
} // namespace detail

static_assert(detail::convRowsAreLibraryRows(),
              "OpRegistry.h: every kConvRows schema must be a Library row of OpRegistry.def "
              "with input, weight and an optional bias");

/// The pooling rows of the registry (class Window): how many spatial dims
/// the schema fixes and what it computes. All of them take batched [N, C,
/// spatial...] inputs; the importer builds the N-d op of the kind (and
/// lowers adaptive pooling to output size 1 to a reduction).
enum class PoolKind { Max, Avg, AdaptiveAvg, AdaptiveMax };

struct PoolRow {
  std::string_view schema;
  int spatialDims; // 1 to 3
  PoolKind kind;
};

inline constexpr PoolRow kPoolRows[] = {
    {"aten::max_pool1d", 1, PoolKind::Max},
    {"aten::max_pool2d", 2, PoolKind::Max},
    {"aten::max_pool3d", 3, PoolKind::Max},
    {"aten::avg_pool1d", 1, PoolKind::Avg},
    {"aten::avg_pool2d", 2, PoolKind::Avg},
    {"aten::avg_pool3d", 3, PoolKind::Avg},
    {"aten::adaptive_avg_pool1d", 1, PoolKind::AdaptiveAvg},
    {"aten::adaptive_avg_pool2d", 2, PoolKind::AdaptiveAvg},
    {"aten::adaptive_avg_pool3d", 3, PoolKind::AdaptiveAvg},
    {"aten::adaptive_max_pool1d", 1, PoolKind::AdaptiveMax},
    {"aten::adaptive_max_pool2d", 2, PoolKind::AdaptiveMax},
    {"aten::adaptive_max_pool3d", 3, PoolKind::AdaptiveMax},
};

/// The pooling row of an ATen schema, or nullptr.
constexpr const PoolRow *lookupPoolRow(std::string_view schema) {
  for (const PoolRow &row : kPoolRows)
    if (row.schema == schema)
      return &row;
  return nullptr;
}

/// The elementwise rows whose operands or result are bool tensors (i1 in the
/// dialect): comparisons and predicates make bools from floats, where and
/// masked_fill select with them, the logical ops combine them. Every other
/// operand and result of these rows is a float tensor (f32, f16, bf16), one
/// dtype per op. Capture keeps bool values inside a group: the task format
/// has no bool dtype (docs/formats.md).
struct BoolRow {
  std::string_view mnemonic;
  unsigned boolOperands; // bit i set: tensor operand i is bool
  bool boolResult;
  /// True for comparisons and predicates of float operands: on f16 and bf16
  /// they compare values rounded to that dtype, as PyTorch does.
  constexpr bool comparesFloats() const { return boolResult && boolOperands == 0; }
  constexpr bool isBoolOperand(size_t i) const { return i < 32 && (boolOperands >> i & 1u); }
};

inline constexpr BoolRow kBoolRows[] = {
    {"lt", 0, true},
    {"le", 0, true},
    {"gt", 0, true},
    {"ge", 0, true},
    {"eq", 0, true},
    {"ne", 0, true},
    {"lt_s", 0, true},
    {"le_s", 0, true},
    {"gt_s", 0, true},
    {"ge_s", 0, true},
    {"eq_s", 0, true},
    {"ne_s", 0, true},
    {"isnan", 0, true},
    {"isinf", 0, true},
    {"isfinite", 0, true},
    {"where", 0b1, false},
    {"where_scalar_other", 0b1, false},
    {"masked_fill", 0b10, false},
    {"logical_not", 0b1, true},
    {"to_float", 0b1, false},
    {"bitwise_not", 0b1, true},
    {"logical_and", 0b11, true},
    {"logical_or", 0b11, true},
    {"logical_xor", 0b11, true},
    {"and", 0b11, true},
    {"or", 0b11, true},
    {"xor", 0b11, true},
};

/// The bool row of a dialect mnemonic, or nullptr (an op of float tensors only).
constexpr const BoolRow *lookupBoolRow(std::string_view mnemonic) {
  for (const BoolRow &row : kBoolRows)
    if (row.mnemonic == mnemonic)
      return &row;
  return nullptr;
}

namespace detail {
/// Every pooling row is a one-operand Window row and every Window row a
/// pooling row, so capture, importer and codegen agree on the set.
constexpr bool poolRowsMatchWindowRows() {
  size_t windowRows = 0;
  for (const OpInfo &info : kSupportedOps)
    windowRows += info.opClass == OpClass::Window ? 1 : 0;
  for (const PoolRow &row : kPoolRows) {
    const OpInfo *info = lookupAtenOp(row.schema);
    if (!info || info->opClass != OpClass::Window || info->operands != 1 ||
        info->optionalTensors() != 0)
      return false;
  }
  return windowRows == sizeof(kPoolRows) / sizeof(kPoolRows[0]);
}

constexpr bool boolRowsAreElementwiseRows() {
  for (const BoolRow &row : kBoolRows) {
    const OpInfo *info = lookupMnemonic(row.mnemonic);
    if (!info || info->opClass != OpClass::Elementwise || row.boolOperands >> info->operands)
      return false;
  }
  return true;
}
} // namespace detail

static_assert(detail::poolRowsMatchWindowRows(),
              "OpRegistry.h: kPoolRows and the Window rows of OpRegistry.def must list the same "
              "schemas, each with one tensor operand");

static_assert(detail::boolRowsAreElementwiseRows(),
              "OpRegistry.h: every kBoolRows mnemonic must be an elementwise row of "
              "OpRegistry.def, its bool operands among the row's tensor operands");

/// The index reductions: argmax and argmin (one result, the indices) and
/// max.dim and min.dim (values, then indices). Their indices are int64
/// tensors (task dtype i64), which no other op reads: a group output.
constexpr bool isIndexReduction(const OpInfo &info) {
  return info.mnemonic == "argmax" || info.mnemonic == "argmin" || info.mnemonic == "max_dim" ||
         info.mnemonic == "min_dim";
}

/// The scans: cumsum and cumprod along one dim.
constexpr bool isScan(const OpInfo &info) {
  return info.mnemonic == "cumsum" || info.mnemonic == "cumprod";
}

/// The longest 1-D scan compiled (a tensor whose only dim of size > 1 is
/// the scanned one). PyTorch scans those with CUB, whose association order
/// codegen does not reproduce; two fp32 orders of a random-walk sum drift
/// apart by about 2.4e-8 * length, so beyond 1024 elements they can differ
/// by more than the fp32 tolerance (1e-4) where the running sum crosses 0.
inline constexpr int64_t kMaxUnorderedScanLength = 1024;

/// How many results a row's schema returns (its task node's outputs).
constexpr size_t resultCount(const OpInfo &info) {
  return info.mnemonic == "max_dim" || info.mnemonic == "min_dim" ? 2 : 1;
}

} // namespace cuagent

#endif // CUAGENT_SUPPORT_OPREGISTRY_H
