//===- TaskImporter.cpp - Task JSON -> cuagent dialect --------------------===//
//
// Generic over the op registry: a node's row says how many tensor operands
// it has and how each other argument becomes a dialect attribute, and the op
// is built by name. Adding an op needs no code here.
//
//===----------------------------------------------------------------------===//
#include "cuagent/Import/TaskImporter.h"

#include "cuagent/Dialect/CuagentDialect.h"
#include "cuagent/Dialect/CuagentOps.h"
#include "cuagent/Format/Number.h"
#include "cuagent/Format/Validate.h"
#include "cuagent/Support/OpRegistry.h"
#include "cuagent/Support/PoolShape.h"
#include "cuagent/Support/ReduceDims.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Verifier.h"
#include "llvm/ADT/StringMap.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <limits>

namespace cuagent {
namespace {

using json = nlohmann::json;

class Importer {
public:
  Importer(const Task &task, mlir::MLIRContext &context)
      : task_(task), context_(context), builder_(&context) {}

  Expected<mlir::OwningOpRef<mlir::ModuleOp>> run();
  /// After run(): the shape of every value the task names.
  TaskShapes shapes() const;

private:
  mlir::Type elementType(DType dtype) {
    switch (dtype) {
    case DType::F32:
      return builder_.getF32Type();
    case DType::F16:
      return builder_.getF16Type();
    case DType::BF16:
      return builder_.getBF16Type();
    case DType::I64:
      return builder_.getI64Type();
    case DType::B8:
      return builder_.getI1Type();
    }
    return builder_.getF32Type();
  }
  mlir::RankedTensorType tensorType(const TensorSpec &spec) {
    return mlir::RankedTensorType::get(spec.shape, elementType(spec.dtype));
  }
  /// The non-tensor arguments of a node, lowered as its registry row says.
  struct LoweredArgs {
    llvm::SmallVector<mlir::NamedAttribute> attrs;
    std::optional<double> scalar;
    double alpha = 1.0;
    bool hasBound = false;
    bool reducesLastDim = false;
    std::optional<int64_t> normalizedSize; // layer_norm, rms_norm: the last dim's size
    std::vector<int64_t> dims;
    std::optional<std::vector<int64_t>> reduceDims; // a Dims argument, as given
    std::optional<int64_t> softmaxDim;              // a Dim argument, as given
  };

  Status importNode(const TaskNode &node, size_t index);
  Status importRowNode(const TaskNode &node, const OpInfo &info, const std::string &where);
  Status rowOperands(const TaskNode &node, const OpInfo &info, const std::string &where,
                     mlir::Location loc, llvm::SmallVectorImpl<mlir::Value> &operands,
                     llvm::SmallVectorImpl<mlir::Value> &optionals);
  Status lowerRowArgs(const TaskNode &node, const OpInfo &info, const std::string &where,
                      mlir::Value input, const FullReduceRow *fullRow, LoweredArgs &lowered);
  Status importLibraryNode(const TaskNode &node, const OpInfo &info, const std::string &where);
  Status importNormNode(const TaskNode &node, const OpInfo &info, const std::string &where);
  Status checkChannelVectors(llvm::ArrayRef<mlir::Value> vectors, mlir::RankedTensorType input,
                             const std::string &what, const std::string &where);
  Expected<mlir::Value> importAttention(const TaskNode &node, llvm::ArrayRef<mlir::Value> operands,
                                        mlir::Location loc, const std::string &where);
  Expected<mlir::Value> addBroadcastInto(mlir::Location loc, mlir::Value value, mlir::Value other,
                                         const std::string &rule, const std::string &where);
  Expected<mlir::Value> importAddmm(const TaskNode &node, int64_t matrixRank,
                                    llvm::ArrayRef<mlir::Value> operands, mlir::Location loc,
                                    const std::string &where);
  Expected<mlir::Value> buildMatmul(mlir::Location loc, mlir::Value lhs, mlir::Value rhs,
                                    mlir::Value bias, bool transposeRhs, const std::string &where);
  Expected<mlir::Value> importConv(const TaskNode &node, const ConvRow &row,
                                   llvm::ArrayRef<mlir::Value> operands, mlir::Location loc,
                                   const std::string &where);
  Status importPoolNode(const TaskNode &node, const PoolRow &row, const std::string &where);
  Status importLayoutNode(const TaskNode &node, const OpInfo &info, const std::string &where);
  Status importPreluNode(const TaskNode &node, const std::string &where);
  Status importLossNode(const TaskNode &node, const OpInfo &info, const std::string &where);
  Status importDistanceNode(const TaskNode &node, const OpInfo &info, const std::string &where);
  mlir::Value broadcastOp(mlir::Location loc, llvm::StringRef name, mlir::Value a, mlir::Value b);
  mlir::Value scalarOp(mlir::Location loc, llvm::StringRef name, mlir::Value a, double scalar);
  Expected<mlir::Value> reduceLoss(mlir::Location loc, mlir::Value terms, const TaskNode &node,
                                   const std::string &where);
  mlir::Value vectorNorm(mlir::Location loc, mlir::Value input, const std::vector<int64_t> &dims,
                         bool keepdim, double ord);
  mlir::Value lossTerms(const OpInfo &info, const TaskNode &node, llvm::ArrayRef<mlir::Value> x,
                        mlir::Location loc);
  Status importCat(const TaskNode &node, bool stack, const std::string &where);
  Expected<mlir::Value> importFlip(const TaskNode &node, mlir::Value input, mlir::Location loc,
                                   const std::string &where);
  Expected<mlir::Value> importUpsample(const TaskNode &node, const OpInfo &info, mlir::Value input,
                                       mlir::Location loc, const std::string &where);
  Expected<mlir::Value> importRoll(const TaskNode &node, mlir::Value input, mlir::Location loc,
                                   const std::string &where);
  Expected<mlir::Value> layoutValue(const TaskNode &node, const OpInfo &info, mlir::Value input,
                                    mlir::Location loc, const std::string &where);
  Expected<mlir::Value> importSelect(const TaskNode &node, const OpInfo &info, mlir::Value input,
                                     mlir::Location loc, const std::string &where);
  Expected<mlir::Value> importPermute(const TaskNode &node, const OpInfo &info, mlir::Value input,
                                      mlir::Location loc, const std::string &where);
  Expected<mlir::Value> importSized(const TaskNode &node, const OpInfo &info, mlir::Value input,
                                    mlir::Location loc, const std::string &where);
  Expected<mlir::Value> importRepeat(mlir::Value input, llvm::ArrayRef<int64_t> shape,
                                     mlir::Location loc, const std::string &where);
  Expected<mlir::Value> importPad(const TaskNode &node, mlir::Value input, mlir::Location loc,
                                  const std::string &where);
  Expected<mlir::Value> importSlice(const TaskNode &node, const OpInfo &info, mlir::Value input,
                                    mlir::Location loc, const std::string &where);
  Status importDiagNode(const TaskNode &node, const OpInfo &info, const std::string &where);
  Status importTriangleNode(const TaskNode &node, const OpInfo &info, const std::string &where);
  Status importClassLossNode(const TaskNode &node, const OpInfo &info, const std::string &where);
  Status importEmbeddingNode(const TaskNode &node, const std::string &where);
  Status importStatNode(const TaskNode &node, const OpInfo &info, const StatRow &row,
                        const std::string &where);
  mlir::Value buildOp(mlir::Location loc, llvm::StringRef name, mlir::ValueRange operands,
                      mlir::Type type, llvm::ArrayRef<mlir::NamedAttribute> attrs = {});
  Expected<mlir::Value> importWindowPool(const TaskNode &node, const PoolRow &row,
                                         mlir::Value input, mlir::Location loc,
                                         const std::string &where);
  Expected<mlir::Value> importAdaptivePool(const TaskNode &node, const PoolRow &row,
                                           mlir::Value input, mlir::Location loc,
                                           const std::string &where);
  Status lowerArgs(const TaskNode &node, const OpInfo &info, const std::string &where,
                   LoweredArgs &lowered);
  Expected<mlir::Type> resultType(const OpInfo &info, mlir::ValueRange operands,
                                  const LoweredArgs &lowered, const std::string &where);
  Expected<double> number(const TaskNode &node, const char *name, double fallback);
  Status checkBoolOperands(const BoolRow &row, llvm::ArrayRef<mlir::Value> operands,
                           const std::string &where);
  mlir::Type boolRowResultType(const BoolRow &row, llvm::ArrayRef<mlir::Value> operands);
  void substituteCausalMask(const OpInfo &info, llvm::SmallVectorImpl<mlir::Value> &operands);
  void promoteBoolOperands(llvm::SmallVectorImpl<mlir::Value> &operands, mlir::Location loc);
  std::optional<mlir::Type> floatOfScalarType(const TaskNode &node);
  Status lowerReducedDims(mlir::Value input, LoweredArgs &lowered, const std::string &where);
  Status checkIndexDims(const LoweredArgs &lowered, const std::string &where);

  const Task &task_;
  mlir::MLIRContext &context_;
  mlir::OpBuilder builder_;
  llvm::StringMap<mlir::Value> values_;
};

/// The shapes must broadcast; a task can declare any shapes, and file sizes
/// that match them prove nothing about their compatibility.
static Status checkBroadcast(mlir::Value lhs, mlir::Value rhs, const std::string &where) {
  auto shapeOf = [](mlir::Value value) {
    return mlir::cast<mlir::RankedTensorType>(value.getType()).getShape();
  };
  if (getBroadcastShape(shapeOf(lhs), shapeOf(rhs)))
    return Status::ok();
  auto text = [](llvm::ArrayRef<int64_t> shape) {
    std::string result = "[";
    for (size_t i = 0; i < shape.size(); ++i)
      result += (i ? ", " : "") + std::to_string(shape[i]);
    return result + "]";
  };
  return Status::error(where + ": operand shapes " + text(shapeOf(lhs)) + " and " +
                       text(shapeOf(rhs)) + " do not broadcast");
}

Expected<double> Importer::number(const TaskNode &node, const char *name, double fallback) {
  if (!node.attrs.contains(name) || node.attrs[name].is_null())
    return fallback;
  const json &value = node.attrs[name];
  if (value.is_boolean())
    return value.get<bool>() ? 1.0 : 0.0;
  std::optional<double> number = jsonNumber(value);
  if (!number)
    return Status::error(node.op + " attribute '" + name +
                         "' must be a number (or \"inf\", \"-inf\", \"nan\")");
  return *number;
}

/// Parses a registry default ("0.01", "false"): rows are checked by tests.
static double parseDefault(std::string_view text) {
  return std::strtod(std::string(text).c_str(), nullptr);
}

Status Importer::lowerArgs(const TaskNode &node, const OpInfo &info, const std::string &where,
                           LoweredArgs &lowered) {
  // Capture writes only the row's arguments; anything else is a stale or
  // hand-written task that would otherwise be silently ignored.
  for (const auto &item : node.attrs.items())
    if (!info.args.find(item.key()))
      return Status::error(where + ": unexpected attribute '" + item.key() + "'");
  std::string name;
  for (const ArgSpec &arg : info.args) {
    name.assign(arg.name);
    switch (arg.kind) {
    case ArgKind::Scalar: {
      if (!node.attrs.contains(name))
        return Status::error(where + ": missing attribute '" + name + "'");
      Expected<double> value = number(node, name.c_str(), 0.0);
      if (!value)
        return value.status();
      lowered.scalar = *value;
      break;
    }
    case ArgKind::Alpha: {
      Expected<double> value = number(node, name.c_str(), 1.0);
      if (!value)
        return value.status();
      lowered.alpha = *value;
      break;
    }
    case ArgKind::F64:
    case ArgKind::OptF64: // null (None) is the default, as number() reads it
    case ArgKind::Bound: {
      bool given = node.attrs.contains(name) && !node.attrs[name].is_null();
      if (!given && arg.kind == ArgKind::Bound)
        break; // an absent bound does not constrain its side
      Expected<double> value = number(node, name.c_str(), parseDefault(arg.defaultValue));
      if (!value)
        return value.status();
      lowered.attrs.emplace_back(builder_.getStringAttr(name), builder_.getF64FloatAttr(*value));
      lowered.hasBound |= arg.kind == ArgKind::Bound;
      break;
    }
    case ArgKind::Str: {
      std::string value = node.attrs.value(name, std::string(defaultChoice(arg)));
      bool allowed = false;
      forEachChoice(arg, [&](std::string_view choice) { allowed |= choice == value; });
      if (!allowed)
        return Status::error(where + ": " + name + " must be one of '" +
                             std::string(arg.defaultValue) + "', got '" + value + "'");
      lowered.attrs.emplace_back(builder_.getStringAttr(name), builder_.getStringAttr(value));
      break;
    }
    case ArgKind::Bool: {
      bool value = node.attrs.value(name, arg.defaultValue == "true");
      lowered.attrs.emplace_back(builder_.getStringAttr(name), builder_.getBoolAttr(value));
      break;
    }
    case ArgKind::LastDims:
    case ArgKind::LastDim: {
      bool isList = arg.kind == ArgKind::LastDims;
      if (!node.attrs.contains(name) ||
          !(isList ? node.attrs[name].is_array() : node.attrs[name].is_number_integer()))
        return Status::error(where + (isList ? ": missing attribute '" + name + "' (a list)"
                                             : ": missing integer attribute '" + name + "'"));
      lowered.dims = isList ? node.attrs[name].get<std::vector<int64_t>>()
                            : std::vector<int64_t>{node.attrs[name].get<int64_t>()};
      lowered.reducesLastDim = true;
      break;
    }
    case ArgKind::Dims: // validateNodeAttrs checked it is a list of small ints
      lowered.reduceDims = node.attrs[name].get<std::vector<int64_t>>();
      break;
    case ArgKind::Dim:
      lowered.softmaxDim = node.attrs[name].get<int64_t>();
      break;
    case ArgKind::LastShape: {
      // validateNodeAttrs checked it is one positive size.
      lowered.normalizedSize = node.attrs[name].get<std::vector<int64_t>>().front();
      break;
    }
    case ArgKind::OptionalTensor: // an operand; validateNodeAttrs rejects it as an attribute
    case ArgKind::VarTensors:
    case ArgKind::Pad:
    case ArgKind::Resize:
    case ArgKind::Roll:
    case ArgKind::None:
    case ArgKind::Ints: // convolution geometry: importConv reads it
    case ArgKind::Int:
    case ArgKind::Sizes: // pooling geometry: importPoolNode reads it
    case ArgKind::OptSizes:
    case ArgKind::OptInt:
      break;
    }
  }
  if (info.hasArg(ArgKind::Bound) && !lowered.hasBound)
    return Status::error(where + ": " + std::string(info.mnemonic) + " needs 'min' or 'max'");
  return Status::ok();
}

/// The result type by op class: the broadcast of the operands, the input
/// with its last dimension reduced, or the input's type.
Expected<mlir::Type> Importer::resultType(const OpInfo &info, mlir::ValueRange operands,
                                          const LoweredArgs &lowered, const std::string &where) {
  auto type = mlir::cast<mlir::RankedTensorType>(operands[0].getType());
  if (operands.size() == 2) {
    auto rhs = mlir::cast<mlir::RankedTensorType>(operands[1].getType());
    std::optional<llvm::SmallVector<int64_t>> shape =
        getBroadcastShape(type.getShape(), rhs.getShape());
    if (!shape)
      return Status::error(where + ": operand shapes are not broadcast-compatible");
    return mlir::Type(mlir::RankedTensorType::get(*shape, type.getElementType()));
  }
  if (info.opClass != OpClass::Reduction)
    return mlir::Type(type);
  bool keepdim = false;
  std::vector<int64_t> dims;
  for (const mlir::NamedAttribute &attr : lowered.attrs) {
    if (attr.getName() == "keepdim")
      keepdim = mlir::cast<mlir::BoolAttr>(attr.getValue()).getValue();
    if (attr.getName() == "dims")
      dims = mlir::cast<mlir::DenseI64ArrayAttr>(attr.getValue()).asArrayRef().vec();
  }
  if (!lowered.reduceDims) { // a LastDims row
    if (type.getRank() == 0)
      return Status::error(where + ": cannot reduce the last dimension of a 0-d tensor");
    dims = {type.getRank() - 1};
  } else if (dims.empty()) {
    dims = allDims(type.getRank());
  }
  std::vector<int64_t> shape = reducedShape(type.getShape().vec(), dims, keepdim);
  return mlir::Type(mlir::RankedTensorType::get(shape, type.getElementType()));
}

/// Dims and Dim arguments become the `dims` and `dim` attributes, normalized
/// against the input's rank (a task is hand-editable; capture normalizes too).
Status Importer::lowerReducedDims(mlir::Value input, LoweredArgs &lowered,
                                  const std::string &where) {
  int64_t rank = mlir::cast<mlir::RankedTensorType>(input.getType()).getRank();
  std::string error;
  if (lowered.reduceDims) {
    std::optional<std::vector<int64_t>> dims = normalizeDims(*lowered.reduceDims, rank, error);
    if (!dims)
      return Status::error(where + ": " + error);
    lowered.attrs.emplace_back(builder_.getStringAttr("dims"),
                               builder_.getDenseI64ArrayAttr(*dims));
  }
  if (lowered.softmaxDim) {
    std::optional<std::vector<int64_t>> dim = normalizeDims({*lowered.softmaxDim}, rank, error);
    if (!dim || rank == 0)
      return Status::error(where + ": " +
                           (rank == 0 ? "a 0-d tensor has no dim to normalize" : error));
    lowered.attrs.emplace_back(builder_.getStringAttr("dim"),
                               builder_.getI64IntegerAttr(dim->front()));
  }
  return Status::ok();
}

/// An index reduction reduces one dim, or every dim ([], argmax's dim=None):
/// checked here, as a builder aborts when type inference fails.
Status Importer::checkIndexDims(const LoweredArgs &lowered, const std::string &where) {
  if (lowered.reduceDims && lowered.reduceDims->size() > 1)
    return Status::error(where + ": reduces " + std::to_string(lowered.reduceDims->size()) +
                         " dims; an index reduction takes one dim, or [] for the flattened "
                         "tensor");
  return Status::ok();
}

/// The norms of [N, C, spatial...] inputs, which importNormNode lowers.
static bool isChannelNorm(const OpInfo &info) {
  return info.mnemonic == "group_norm" || info.mnemonic == "instance_norm" ||
         info.mnemonic == "batch_norm";
}

/// Bool operands (conditions, masks, logical operands) must be bool values,
/// which in a task only a comparison or a logical op produces; the float
/// operands share one dtype (no type promotion is compiled).
Status Importer::checkBoolOperands(const BoolRow &row, llvm::ArrayRef<mlir::Value> operands,
                                   const std::string &where) {
  std::optional<mlir::Type> floatElement;
  for (auto [index, operand] : llvm::enumerate(operands)) {
    mlir::Type element = mlir::cast<mlir::RankedTensorType>(operand.getType()).getElementType();
    bool isBool = element.isInteger(1);
    if (row.isBoolOperand(index) != isBool)
      return Status::error(where + ": operand " + std::to_string(index) +
                           (isBool ? " is a bool tensor where a float tensor is expected"
                                   : " must be a bool tensor (the result of a comparison or "
                                     "logical op in the same task)"));
    if (isBool)
      continue;
    if (floatElement && *floatElement != element)
      return Status::error(where + ": operands have different dtypes; cuagent does not "
                                   "compile type promotion");
    floatElement = element;
  }
  return Status::ok();
}

/// The broadcast shape of every operand; bool for comparisons and logical
/// ops, else the float operands' dtype (checkBoolOperands and checkBroadcast
/// ran first).
/// A masked_fill's mask or a where's condition that is a causal-pattern
/// parameter becomes the [L, S] cuagent.causal_mask where the op's other
/// operands have at least its rank (dropping its leading unit dims then
/// changes no result shape): computed from indices, never read, and what
/// cuagent-fuse-attention fuses.
void Importer::substituteCausalMask(const OpInfo &info,
                                    llvm::SmallVectorImpl<mlir::Value> &operands) {
  size_t slot = info.mnemonic == "masked_fill" ? 1
                : info.mnemonic == "where" || info.mnemonic == "where_scalar_other"
                    ? 0
                    : operands.size();
  if (slot >= operands.size())
    return;
  auto argument = mlir::dyn_cast<mlir::BlockArgument>(operands[slot]);
  if (!argument || task_.inputs[argument.getArgNumber()].pattern != "causal")
    return;
  auto type = mlir::cast<mlir::RankedTensorType>(argument.getType());
  for (size_t k = 0; k < operands.size(); ++k)
    if (k != slot &&
        mlir::cast<mlir::RankedTensorType>(operands[k].getType()).getRank() < type.getRank())
      return;
  llvm::ArrayRef<int64_t> shape = type.getShape().take_back(2);
  operands[slot] =
      builder_
          .create<CausalMaskOp>(argument.getLoc(),
                                mlir::RankedTensorType::get(shape, type.getElementType()))
          .getResult();
}

/// ATen promotes a bool operand of a float op (`x * mask`) to the op's
/// float dtype, exactly 0 or 1: the other operands' dtype, else float32
/// (`mask * 2.0`).
void Importer::promoteBoolOperands(llvm::SmallVectorImpl<mlir::Value> &operands,
                                   mlir::Location loc) {
  auto elementOf = [](mlir::Value value) {
    return mlir::cast<mlir::RankedTensorType>(value.getType()).getElementType();
  };
  mlir::Type element = builder_.getF32Type();
  for (mlir::Value operand : operands)
    if (!elementOf(operand).isInteger(1))
      element = elementOf(operand);
  int64_t code = scalarTypeCode(element);
  for (mlir::Value &operand : operands) {
    if (!elementOf(operand).isInteger(1))
      continue;
    auto type = mlir::cast<mlir::RankedTensorType>(operand.getType());
    operand = builder_.create<ToFloatOp>(loc, mlir::RankedTensorType::get(type.getShape(), element),
                                         operand, builder_.getI64IntegerAttr(code));
  }
}

/// The float element type of the c10::ScalarType code in `node`'s `dtype`
/// (aten::to.dtype's; 6 when absent, the row's default).
std::optional<mlir::Type> Importer::floatOfScalarType(const TaskNode &node) {
  const json &dtype = node.attrs.contains("dtype") ? node.attrs["dtype"] : json(6);
  if (!dtype.is_number_integer())
    return std::nullopt;
  switch (dtype.get<int64_t>()) {
  case 6:
    return mlir::Type(builder_.getF32Type());
  case 5:
    return mlir::Type(builder_.getF16Type());
  case 15:
    return mlir::Type(builder_.getBF16Type());
  default:
    return std::nullopt;
  }
}

mlir::Type Importer::boolRowResultType(const BoolRow &row, llvm::ArrayRef<mlir::Value> operands) {
  llvm::SmallVector<int64_t> shape;
  mlir::Type element = builder_.getI1Type();
  for (auto [index, operand] : llvm::enumerate(operands)) {
    auto type = mlir::cast<mlir::RankedTensorType>(operand.getType());
    shape = *getBroadcastShape(shape, type.getShape());
    if (!row.boolResult && !row.isBoolOperand(index))
      element = type.getElementType();
  }
  return mlir::RankedTensorType::get(shape, element);
}

Status Importer::importNode(const TaskNode &node, size_t index) {
  const OpInfo *info = lookupAtenOp(node.op);
  std::string where = "node " + std::to_string(index) + " (" + node.op + ")";
  if (!info)
    return Status::error(where + ": unsupported op");
  // parseTask checks this too; a Task built in memory has not been through it.
  if (Status status = validateNodeAttrs(node.op, node.attrs, node.inputs.size(), where); !status)
    return status;
  if (info->opClass == OpClass::Library)
    return importLibraryNode(node, *info, where);
  if (isChannelNorm(*info))
    return importNormNode(node, *info, where);
  if (info->opClass == OpClass::Window)
    return importPoolNode(node, *lookupPoolRow(info->schema), where);
  if (info->opClass == OpClass::Layout)
    return importLayoutNode(node, *info, where);
  if (info->mnemonic == "diag")
    return importDiagNode(node, *info, where);
  if (info->mnemonic == "tril" || info->mnemonic == "triu")
    return importTriangleNode(node, *info, where);
  if (info->mnemonic == "prelu")
    return importPreluNode(node, where);
  if (const StatRow *statRow = lookupStatRow(info->schema))
    return importStatNode(node, *info, *statRow, where);
  if (isDistanceRow(info->schema))
    return importDistanceNode(node, *info, where);
  if (isLossRow(info->schema))
    return importLossNode(node, *info, where);
  if (isClassLossRow(info->schema))
    return importClassLossNode(node, *info, where);
  if (info->mnemonic == "embedding")
    return importEmbeddingNode(node, where);
  return importRowNode(node, *info, where);
}

/// The leading tensor operands, then the optional tensors given (a norm's
/// weight and bias), which only the op's verifier interprets; bools promoted
/// where an elementwise op computes in float, dtypes and broadcasting
/// checked before any op is built (a builder aborts when type inference
/// fails).
Status Importer::rowOperands(const TaskNode &node, const OpInfo &info, const std::string &where,
                             mlir::Location loc, llvm::SmallVectorImpl<mlir::Value> &operands,
                             llvm::SmallVectorImpl<mlir::Value> &optionals) {
  for (size_t i = 0; i < node.inputs.size(); ++i)
    (i < info.operands ? operands : optionals).push_back(values_.lookup(node.inputs[i]));
  auto elementOf = [](mlir::Value value) {
    return mlir::cast<mlir::RankedTensorType>(value.getType()).getElementType();
  };
  const BoolRow *boolRow = lookupBoolRow(info.mnemonic);
  if (!boolRow && info.opClass == OpClass::Elementwise)
    promoteBoolOperands(operands, loc);
  if (boolRow)
    substituteCausalMask(info, operands);
  if (boolRow) {
    if (Status status = checkBoolOperands(*boolRow, operands, where); !status)
      return status;
  } else if (operands.size() == 2 && elementOf(operands[0]) != elementOf(operands[1])) {
    return Status::error(where + ": operands have different dtypes; cuagent does not "
                                 "compile type promotion");
  }
  // Every pair broadcasting is every operand broadcasting together.
  for (size_t i = 0; i < operands.size(); ++i)
    for (size_t j = i + 1; j < operands.size(); ++j)
      if (Status status = checkBroadcast(operands[i], operands[j], where); !status)
        return status;
  return Status::ok();
}

/// The node's arguments as attributes (lowerArgs), with the dims a
/// reduction or normalization takes checked against `input`'s rank and
/// shape; a full reduction (`fullRow`) is its dim op over every dim.
Status Importer::lowerRowArgs(const TaskNode &node, const OpInfo &info, const std::string &where,
                              mlir::Value input, const FullReduceRow *fullRow,
                              LoweredArgs &lowered) {
  if (Status status = lowerArgs(node, info, where, lowered); !status)
    return status;
  if (lowered.reducesLastDim) {
    int64_t rank = mlir::cast<mlir::RankedTensorType>(input.getType()).getRank();
    const std::vector<int64_t> &dims = lowered.dims;
    if (rank == 0 || dims.size() != 1 || (dims[0] != -1 && dims[0] != rank - 1))
      return Status::error(where + ": only reductions over the last dimension are compiled");
  }
  if (fullRow)
    lowered.reduceDims = std::vector<int64_t>{};
  if (Status status = lowerReducedDims(input, lowered, where); !status)
    return status;
  if (lowered.normalizedSize) {
    auto type = mlir::cast<mlir::RankedTensorType>(input.getType());
    if (type.getRank() == 0 || type.getShape().back() != *lowered.normalizedSize)
      return Status::error(where +
                           ": only normalization over the last dimension is compiled "
                           "(normalized_shape must be [" +
                           std::to_string(type.getRank() ? type.getShape().back() : 0) + "])");
  }
  return Status::ok();
}

/// A registry row lowered as one op of its mnemonic: elementwise ops,
/// reductions, row ops and conversions.
Status Importer::importRowNode(const TaskNode &node, const OpInfo &info, const std::string &where) {
  mlir::Location loc = mlir::NameLoc::get(builder_.getStringAttr(node.outputs[0]));
  llvm::SmallVector<mlir::Value, 2> operands, optionals;
  if (Status status = rowOperands(node, info, where, loc, operands, optionals); !status)
    return status;
  const BoolRow *boolRow = lookupBoolRow(info.mnemonic);
  const FullReduceRow *fullRow = lookupFullReduceRow(info.schema);
  LoweredArgs lowered;
  if (Status status = lowerRowArgs(node, info, where, operands[0], fullRow, lowered); !status)
    return status;
  // alpha scales the second tensor operand, or is folded into the scalar.
  if (operands.size() == 2 && lowered.alpha != 1.0)
    operands[1] =
        builder_.create<MulScalarOp>(loc, operands[1], builder_.getF64FloatAttr(lowered.alpha));
  if (lowered.scalar)
    lowered.attrs.emplace_back(builder_.getStringAttr("scalar"),
                               builder_.getF64FloatAttr(*lowered.scalar * lowered.alpha));

  Expected<mlir::Type> type = boolRow ? Expected<mlir::Type>(boolRowResultType(*boolRow, operands))
                                      : resultType(info, operands, lowered, where);
  if (!type)
    return type.status();
  if (info.mnemonic == "to_float") { // the element type its dtype names
    std::optional<mlir::Type> element = floatOfScalarType(node);
    if (!element)
      return Status::error(where + ": aten::to.dtype converts a bool tensor to f32 (dtype 6), "
                                   "f16 (5) or bf16 (15) only");
    type = mlir::Type(mlir::RankedTensorType::get(
        mlir::cast<mlir::RankedTensorType>(*type).getShape(), *element));
    lowered.attrs.emplace_back(builder_.getStringAttr("dtype"),
                               builder_.getI64IntegerAttr(scalarTypeCode(*element)));
  }
  mlir::OperationState state(loc,
                             "cuagent." + std::string(fullRow ? fullRow->mnemonic : info.mnemonic));
  state.addOperands(operands);
  state.addOperands(optionals);
  if (isIndexReduction(info)) {
    if (Status status = checkIndexDims(lowered, where); !status)
      return status;
    // (values,) indices: the reduced shape, the indices int64.
    auto values = mlir::cast<mlir::RankedTensorType>(*type);
    if (resultCount(info) == 2)
      state.addTypes(values);
    state.addTypes(mlir::RankedTensorType::get(values.getShape(), builder_.getI64Type()));
  } else {
    state.addTypes(*type);
  }
  mlir::Operation *op = builder_.create(state);
  // setAttrs stores inherent attributes as properties.
  op->setAttrs(builder_.getDictionaryAttr(lowered.attrs));
  for (size_t i = 0; i < node.outputs.size() && i < op->getNumResults(); ++i)
    values_[node.outputs[i]] = op->getResult(i);
  return Status::ok();
}

static std::string shapeText(llvm::ArrayRef<int64_t> shape) {
  std::string result = "[";
  for (size_t i = 0; i < shape.size(); ++i)
    result += (i ? ", " : "") + std::to_string(shape[i]);
  return result + "]";
}

/// A `slice` row's [dim, start, end, step] as cuagent.slice, checked
/// against the input's shape first (the verifier's rules, with the node
/// named).
Expected<mlir::Value> Importer::importSlice(const TaskNode &node, const OpInfo &info,
                                            mlir::Value input, mlir::Location loc,
                                            const std::string &where) {
  std::string name(info.args.items[0].name);
  std::vector<int64_t> s = node.attrs[name].get<std::vector<int64_t>>();
  auto type = mlir::cast<mlir::RankedTensorType>(input.getType());
  int64_t dim = s[0], start = s[1], end = s[2], step = s[3];
  if (dim >= type.getRank() || step < 1 || end > type.getDimSize(dim) || start >= end)
    return Status::error(where + ": slice " + shapeText(s) +
                         " (dim, start, end, step) does not fit " + shapeText(type.getShape()) +
                         ": need dim < rank, 0 <= start < end <= the "
                         "dim's size, step >= 1");
  llvm::SmallVector<int64_t> shape(type.getShape());
  shape[size_t(dim)] = (end - start + step - 1) / step;
  return builder_
      .create<SliceOp>(loc, mlir::RankedTensorType::get(shape, type.getElementType()), input,
                       builder_.getI64IntegerAttr(dim), builder_.getI64IntegerAttr(start),
                       builder_.getI64IntegerAttr(step))
      .getResult();
}

/// Layout rows become one of five dialect ops: a `shape` row cuagent.reshape
/// (cuagent.expand for expand), a `perm` row cuagent.permute, a `slice` row
/// cuagent.slice, the others cuagent.contiguous. Everything an op's verifier would refuse is
/// refused here first, with the node named (a builder must not build an invalid op).
Status Importer::importLayoutNode(const TaskNode &node, const OpInfo &info,
                                  const std::string &where) {
  for (const auto &item : node.attrs.items())
    if (!info.args.find(item.key()))
      return Status::error(where + ": unexpected attribute '" + item.key() + "'");
  if (info.isVariadic())
    return importCat(node, info.mnemonic == "stack", where);
  mlir::Value input = values_.lookup(node.inputs[0]);
  mlir::Location loc = mlir::NameLoc::get(builder_.getStringAttr(node.outputs[0]));
  Expected<mlir::Value> result = layoutValue(node, info, input, loc, where);
  if (!result)
    return result.status();
  values_[node.outputs[0]] = *result;
  return Status::ok();
}

/// The dialect op of one layout row, by the kind of its first argument.
Expected<mlir::Value> Importer::layoutValue(const TaskNode &node, const OpInfo &info,
                                            mlir::Value input, mlir::Location loc,
                                            const std::string &where) {
  if (info.args.size == 0)
    return builder_.create<ContiguousOp>(loc, input).getResult();
  switch (info.args.items[0].kind) {
  case ArgKind::Pad:
    return importPad(node, input, loc, where);
  case ArgKind::Roll:
    return importRoll(node, input, loc, where);
  case ArgKind::Resize:
    return importUpsample(node, info, input, loc, where);
  case ArgKind::Dims:
    return importFlip(node, input, loc, where);
  case ArgKind::Slice:
    return info.mnemonic == "select" ? importSelect(node, info, input, loc, where)
                                     : importSlice(node, info, input, loc, where);
  case ArgKind::Perm:
    return importPermute(node, info, input, loc, where);
  default:
    return importSized(node, info, input, loc, where);
  }
}

/// select: one index of a dim as a slice, the dim then dropped.
Expected<mlir::Value> Importer::importSelect(const TaskNode &node, const OpInfo &info,
                                             mlir::Value input, mlir::Location loc,
                                             const std::string &where) {
  Expected<mlir::Value> slice = importSlice(node, info, input, loc, where);
  if (!slice)
    return slice.status();
  auto sliced = mlir::cast<mlir::RankedTensorType>(slice->getType());
  llvm::SmallVector<int64_t> shape(sliced.getShape());
  int64_t dim = node.attrs[std::string(info.args.items[0].name)][0].get<int64_t>();
  if (sliced.getDimSize(dim) != 1)
    return Status::error(where + ": select takes one index (end = start + 1, step 1)");
  shape.erase(shape.begin() + dim);
  return builder_
      .create<ReshapeOp>(loc, mlir::RankedTensorType::get(shape, sliced.getElementType()), *slice,
                         builder_.getDenseI64ArrayAttr(shape))
      .getResult();
}

/// permute, transpose and t: a permutation of the input's dims.
Expected<mlir::Value> Importer::importPermute(const TaskNode &node, const OpInfo &info,
                                              mlir::Value input, mlir::Location loc,
                                              const std::string &where) {
  auto type = mlir::cast<mlir::RankedTensorType>(input.getType());
  std::string name(info.args.items[0].name);
  std::vector<int64_t> dims = node.attrs[name].get<std::vector<int64_t>>();
  std::string error;
  std::optional<std::vector<int64_t>> normalized = normalizeDims(dims, type.getRank(), error);
  if (dims.size() != size_t(type.getRank()) || !normalized || normalized->size() != dims.size())
    return Status::error(where + ": '" + name + "' " + shapeText(dims) +
                         " must be a permutation of the input's " + std::to_string(type.getRank()) +
                         " dims");
  for (int64_t &d : dims)
    d = d < 0 ? d + type.getRank() : d;
  llvm::SmallVector<int64_t> shape;
  for (int64_t d : dims)
    shape.push_back(type.getDimSize(d));
  return builder_
      .create<PermuteOp>(loc, mlir::RankedTensorType::get(shape, type.getElementType()), input,
                         builder_.getDenseI64ArrayAttr(dims))
      .getResult();
}

/// The rows recording their result shape: repeat and tile, expand, and the
/// views (reshape and its kin: the same elements).
Expected<mlir::Value> Importer::importSized(const TaskNode &node, const OpInfo &info,
                                            mlir::Value input, mlir::Location loc,
                                            const std::string &where) {
  auto type = mlir::cast<mlir::RankedTensorType>(input.getType());
  std::string name(info.args.items[0].name);
  std::vector<int64_t> shape = node.attrs[name].get<std::vector<int64_t>>();
  auto resultType = mlir::RankedTensorType::get(shape, type.getElementType());
  if (info.mnemonic == "repeat" || info.mnemonic == "tile")
    return importRepeat(input, shape, loc, where);
  if (info.mnemonic == "expand") {
    if (!getBroadcastShape(type.getShape(), shape) ||
        llvm::ArrayRef<int64_t>(*getBroadcastShape(type.getShape(), shape)) !=
            llvm::ArrayRef<int64_t>(shape))
      return Status::error(where + ": cannot expand " + shapeText(type.getShape()) + " to " +
                           shapeText(shape) + " (only size-1 dims broadcast)");
    return builder_.create<ExpandOp>(loc, resultType, input, builder_.getDenseI64ArrayAttr(shape))
        .getResult();
  }
  if (resultType.getNumElements() != type.getNumElements())
    return Status::error(where + ": '" + name + "' " + shapeText(shape) + " has " +
                         std::to_string(resultType.getNumElements()) + " elements, the input " +
                         shapeText(type.getShape()) + " " + std::to_string(type.getNumElements()));
  return builder_.create<ReshapeOp>(loc, resultType, input, builder_.getDenseI64ArrayAttr(shape))
      .getResult();
}

/// pad's [low, high] per dim (negative crops) and fill value; the result
/// must keep every dim.
Expected<mlir::Value> Importer::importPad(const TaskNode &node, mlir::Value input,
                                          mlir::Location loc, const std::string &where) {
  auto type = mlir::cast<mlir::RankedTensorType>(input.getType());
  std::vector<int64_t> pairs = node.attrs.value("pad", std::vector<int64_t>{});
  Expected<double> value = number(node, "value", 0.0);
  if (!value)
    return value.status();
  if (pairs.size() != size_t(2 * type.getRank()))
    return Status::error(where + ": 'pad' " + shapeText(pairs) +
                         " must list low and high for each of the " +
                         std::to_string(type.getRank()) + " dims");
  llvm::SmallVector<int64_t> lows, highs, shape;
  for (int64_t d = 0; d < type.getRank(); ++d) {
    lows.push_back(pairs[2 * d]);
    highs.push_back(pairs[2 * d + 1]);
    shape.push_back(type.getDimSize(d) + lows.back() + highs.back());
    if (shape.back() < 1 || -lows.back() >= type.getDimSize(d) ||
        -highs.back() >= type.getDimSize(d))
      return Status::error(where + ": 'pad' " + shapeText(pairs) + " leaves dim " +
                           std::to_string(d) + " of " + shapeText(type.getShape()) + " empty");
  }
  // The verifier checks the pads against the mode (reflect below the size, ...).
  std::string mode = node.attrs.value("mode", std::string("constant"));
  return builder_
      .create<PadOp>(loc, mlir::RankedTensorType::get(shape, type.getElementType()), input,
                     builder_.getDenseI64ArrayAttr(lows), builder_.getDenseI64ArrayAttr(highs),
                     builder_.getF64FloatAttr(*value), builder_.getStringAttr(mode))
      .getResult();
}

/// roll's shifts, one per dim and each below its size (capture reduces them).
Expected<mlir::Value> Importer::importRoll(const TaskNode &node, mlir::Value input,
                                           mlir::Location loc, const std::string &where) {
  auto type = mlir::cast<mlir::RankedTensorType>(input.getType());
  std::vector<int64_t> shifts = node.attrs.value("shifts", std::vector<int64_t>{});
  if (shifts.size() != size_t(type.getRank()))
    return Status::error(where + ": 'shifts' " + shapeText(shifts) +
                         " must list one shift per dim of " + shapeText(type.getShape()));
  for (int64_t d = 0; d < type.getRank(); ++d)
    if (shifts[size_t(d)] >= std::max<int64_t>(type.getDimSize(d), 1))
      return Status::error(where + ": shift " + std::to_string(shifts[size_t(d)]) + " of dim " +
                           std::to_string(d) + " must be below its size " +
                           std::to_string(type.getDimSize(d)));
  return builder_.create<RollOp>(loc, input, builder_.getDenseI64ArrayAttr(shifts)).getResult();
}

/// repeat and tile to `shape`: each of its last dims a multiple of the
/// input's dim it aligns with.
Expected<mlir::Value> Importer::importRepeat(mlir::Value input, llvm::ArrayRef<int64_t> shape,
                                             mlir::Location loc, const std::string &where) {
  auto type = mlir::cast<mlir::RankedTensorType>(input.getType());
  size_t rank = size_t(type.getRank()), lead = shape.size() - rank;
  bool multiples = shape.size() >= rank;
  for (size_t d = 0; multiples && d < rank; ++d)
    multiples = type.getDimSize(int64_t(d)) >= 1 && shape[lead + d] >= 1 &&
                shape[lead + d] % type.getDimSize(int64_t(d)) == 0;
  if (!multiples)
    return Status::error(where + ": cannot tile " + shapeText(type.getShape()) + " to " +
                         shapeText(shape) + " (each dim a multiple, from the last)");
  return builder_
      .create<RepeatOp>(loc, mlir::RankedTensorType::get(shape, type.getElementType()), input,
                        builder_.getDenseI64ArrayAttr(shape))
      .getResult();
}

/// Nearest upsampling: the recorded spatial sizes (ATen's floor(n *
/// factor), which 1 / scale does not always give back) and scales; an
/// exact row is marked `exact`.
Expected<mlir::Value> Importer::importUpsample(const TaskNode &node, const OpInfo &info,
                                               mlir::Value input, mlir::Location loc,
                                               const std::string &where) {
  auto type = mlir::cast<mlir::RankedTensorType>(input.getType());
  std::vector<double> scales = node.attrs.value("scales", std::vector<double>{});
  std::vector<int64_t> sizes = node.attrs.value("sizes", std::vector<int64_t>{});
  if (type.getRank() < 3 || scales.size() != size_t(type.getRank() - 2) ||
      sizes.size() != scales.size())
    return Status::error(where + ": upsampling of " + shapeText(type.getShape()) +
                         " needs one scale and one output size per dim after N and C");
  llvm::SmallVector<int64_t> shape(type.getShape());
  for (size_t k = 0; k < sizes.size(); ++k)
    shape[k + 2] = sizes[k];
  auto resultType = mlir::RankedTensorType::get(shape, type.getElementType());
  if (info.mnemonic == "upsample_bilinear") {
    if (type.getRank() != 4)
      return Status::error(where + ": bilinear upsampling of " + shapeText(type.getShape()) +
                           " needs [N, C, H, W]");
    return builder_
        .create<UpsampleBilinearOp>(loc, resultType, input, builder_.getDenseF64ArrayAttr(scales),
                                    builder_.getBoolAttr(node.attrs.value("align_corners", false)))
        .getResult();
  }
  bool exact = llvm::StringRef(info.mnemonic).contains("exact");
  return builder_
      .create<UpsampleNearestOp>(loc, resultType, input, builder_.getDenseF64ArrayAttr(scales),
                                 builder_.getBoolAttr(exact))
      .getResult();
}

/// flip's dims (negative counts from the end), normalized and sorted;
/// duplicates and an empty list are refused as the verifier refuses them.
Expected<mlir::Value> Importer::importFlip(const TaskNode &node, mlir::Value input,
                                           mlir::Location loc, const std::string &where) {
  int64_t rank = mlir::cast<mlir::RankedTensorType>(input.getType()).getRank();
  std::vector<int64_t> dims = node.attrs.value("dims", std::vector<int64_t>{});
  std::string error;
  std::optional<std::vector<int64_t>> normalized = normalizeDims(dims, rank, error);
  if (dims.empty() || !normalized)
    return Status::error(where + ": 'dims' " + shapeText(dims) +
                         " must list distinct dims of the input's " + std::to_string(rank));
  return builder_.create<FlipOp>(loc, input, builder_.getDenseI64ArrayAttr(*normalized))
      .getResult();
}

/// cat along `dim` (negative counts from the end), checked as the verifier
/// checks it but with the node named, since a builder aborts on a bad type;
/// stack as the cat of its inputs reshaped to a size-1 dim at `dim`.
Status Importer::importCat(const TaskNode &node, bool stack, const std::string &where) {
  llvm::SmallVector<mlir::Value> inputs;
  for (const std::string &name : node.inputs)
    inputs.push_back(values_.lookup(name));
  auto first = mlir::cast<mlir::RankedTensorType>(inputs.front().getType());
  int64_t rank = first.getRank() + (stack ? 1 : 0);
  int64_t dim = node.attrs.value("dim", int64_t(0));
  if (dim < -rank || dim >= rank || rank == 0)
    return Status::error(where + ": dim " + std::to_string(dim) + " is not one of the " +
                         std::to_string(rank) + " dims of the result");
  dim = dim < 0 ? dim + rank : dim;
  if (stack) {
    // A stack is a cat of the inputs with a size-1 dim inserted at `dim`.
    mlir::Location loc = mlir::NameLoc::get(builder_.getStringAttr(node.outputs[0]));
    for (mlir::Value &input : inputs) {
      auto type = mlir::cast<mlir::RankedTensorType>(input.getType());
      if (type != first)
        return Status::error(where + ": input " + shapeText(type.getShape()) +
                             " does not stack with input 0 " + shapeText(first.getShape()) +
                             " (one dtype, equal shapes)");
      llvm::SmallVector<int64_t> shape(type.getShape());
      shape.insert(shape.begin() + dim, 1);
      input =
          builder_.create<ReshapeOp>(loc, mlir::RankedTensorType::get(shape, type.getElementType()),
                                     input, builder_.getDenseI64ArrayAttr(shape));
    }
    first = mlir::cast<mlir::RankedTensorType>(inputs.front().getType());
  }
  llvm::SmallVector<int64_t> shape(first.getShape());
  shape[size_t(dim)] = 0;
  for (auto [index, input] : llvm::enumerate(inputs)) {
    auto type = mlir::cast<mlir::RankedTensorType>(input.getType());
    bool matches = type.getRank() == rank && type.getElementType() == first.getElementType();
    for (int64_t d = 0; matches && d < rank; ++d)
      matches = d == dim || type.getDimSize(d) == first.getDimSize(d);
    if (!matches)
      return Status::error(where + ": input " + std::to_string(index) + " " +
                           shapeText(type.getShape()) + " does not concatenate with input 0 " +
                           shapeText(first.getShape()) + " along dim " + std::to_string(dim) +
                           " (one dtype, equal sizes in the other dims)");
    shape[size_t(dim)] += type.getDimSize(dim);
  }
  mlir::Location loc = mlir::NameLoc::get(builder_.getStringAttr(node.outputs[0]));
  values_[node.outputs[0]] =
      builder_
          .create<CatOp>(loc, mlir::RankedTensorType::get(shape, first.getElementType()), inputs,
                         builder_.getI64IntegerAttr(dim))
          .getResult();
  return Status::ok();
}

/// The vector p-norm of `input` over `dims` (finite, nonzero p): sqrt of the
/// sum of squares for 2, the sum of |x| for 1, else (sum |x|^p)^(1/p).
mlir::Value Importer::vectorNorm(mlir::Location loc, mlir::Value input,
                                 const std::vector<int64_t> &dims, bool keepdim, double ord) {
  auto type = mlir::cast<mlir::RankedTensorType>(input.getType());
  auto reducedType = mlir::RankedTensorType::get(reducedShape(type.getShape().vec(), dims, keepdim),
                                                 type.getElementType());
  auto sum = [&](mlir::Value value) {
    return buildOp(loc, "sum", value, reducedType,
                   {builder_.getNamedAttr("dims", builder_.getDenseI64ArrayAttr(dims)),
                    builder_.getNamedAttr("keepdim", builder_.getBoolAttr(keepdim))});
  };
  auto unary = [&](llvm::StringRef name, mlir::Value value,
                   llvm::ArrayRef<mlir::NamedAttribute> attrs = {}) {
    return buildOp(loc, name, value, value.getType(), attrs);
  };
  auto exponent = [&](double value) {
    return builder_.getNamedAttr("exponent", builder_.getF64FloatAttr(value));
  };
  if (ord == 2.0)
    return unary("sqrt", sum(unary("square", input)));
  if (ord == 1.0)
    return sum(unary("abs", input));
  mlir::Value powered = unary("pow", unary("abs", input), {exponent(ord)});
  return unary("pow", sum(powered), {exponent(1.0 / ord)});
}

/// A binary elementwise op over the broadcast shape of its operands.
mlir::Value Importer::broadcastOp(mlir::Location loc, llvm::StringRef name, mlir::Value a,
                                  mlir::Value b) {
  auto ta = mlir::cast<mlir::RankedTensorType>(a.getType());
  auto tb = mlir::cast<mlir::RankedTensorType>(b.getType());
  return buildOp(loc, name, {a, b},
                 mlir::RankedTensorType::get(*getBroadcastShape(ta.getShape(), tb.getShape()),
                                             ta.getElementType()));
}

/// A tensor-scalar op (add_s, mul_s, clamp_min, ...) with the F64 `scalar`.
mlir::Value Importer::scalarOp(mlir::Location loc, llvm::StringRef name, mlir::Value a,
                               double scalar) {
  return buildOp(loc, name, a, a.getType(),
                 {builder_.getNamedAttr("scalar", builder_.getF64FloatAttr(scalar))});
}

/// A loss's `reduction`: 0 keeps the terms, 1 (mean) and 2 (sum) reduce
/// every element to a 0-d result.
Expected<mlir::Value> Importer::reduceLoss(mlir::Location loc, mlir::Value terms,
                                           const TaskNode &node, const std::string &where) {
  int64_t reduction = node.attrs.value("reduction", int64_t(1));
  if (reduction < 0 || reduction > 2)
    return Status::error(where + ": reduction " + std::to_string(reduction) +
                         " is not 0 (none), 1 (mean) or 2 (sum)");
  if (reduction == 0)
    return terms;
  auto type = mlir::cast<mlir::RankedTensorType>(terms.getType());
  return buildOp(
      loc, reduction == 1 ? "mean" : "sum", terms,
      mlir::RankedTensorType::get({}, type.getElementType()),
      {builder_.getNamedAttr("dims", builder_.getDenseI64ArrayAttr(allDims(type.getRank()))),
       builder_.getNamedAttr("keepdim", builder_.getBoolAttr(false))});
}

/// cross_entropy and nll_loss over int64 class targets t, the classes in
/// dim c (1, or 0 for one sample): each term is logsumexp over c minus the
/// target's logit (cross_entropy) or minus the target's log-probability
/// (nll_loss), and 0 where t is ignore_index. The mean divides the sum by
/// the count of targets not ignored, as ATen's total weight does (NaN when
/// all are).
Status Importer::importClassLossNode(const TaskNode &node, const OpInfo &info,
                                     const std::string &where) {
  if (node.inputs.size() != 2)
    return Status::error(where + ": expected the input and the target (no class weights)");
  mlir::Value x = values_.lookup(node.inputs[0]), target = values_.lookup(node.inputs[1]);
  auto type = mlir::cast<mlir::RankedTensorType>(x.getType());
  auto targetType = mlir::cast<mlir::RankedTensorType>(target.getType());
  if (!type.getElementType().isF32() || !targetType.getElementType().isInteger(64))
    return Status::error(where + ": needs f32 logits and i64 class targets");
  int64_t rank = type.getRank(), c = classDimOf(rank);
  llvm::SmallVector<int64_t> others(type.getShape());
  if (rank >= 1)
    others.erase(others.begin() + c);
  if (rank == 0 || targetType.getShape() != llvm::ArrayRef<int64_t>(others))
    return Status::error(where + ": target " + shapeText(targetType.getShape()) + " for input " +
                         shapeText(type.getShape()) +
                         " (one class index per position but the class dim)");
  if (node.attrs.value("label_smoothing", 0.0) != 0.0)
    return Status::error(where + ": label smoothing is not compiled");
  int64_t reduction = node.attrs.value("reduction", int64_t(1));
  if (reduction < 0 || reduction > 2)
    return Status::error(where + ": reduction " + std::to_string(reduction) +
                         " is not 0 (none), 1 (mean) or 2 (sum)");
  mlir::Location loc = mlir::NameLoc::get(builder_.getStringAttr(node.outputs[0]));
  mlir::Type f32 = builder_.getF32Type();
  auto termType = mlir::RankedTensorType::get(others, f32);
  auto maskType = mlir::RankedTensorType::get(others, builder_.getI1Type());
  // logsumexp first: the pick then joins its kernel as an epilogue.
  mlir::Value lse;
  if (info.mnemonic == "cross_entropy")
    lse = buildOp(loc, "logsumexp", x, termType,
                  {builder_.getNamedAttr("dims", builder_.getDenseI64ArrayAttr({c})),
                   builder_.getNamedAttr("keepdim", builder_.getBoolAttr(false))});
  mlir::Value picked =
      builder_.create<TakeAlongOp>(loc, termType, x, target, builder_.getI64IntegerAttr(c));
  mlir::Value term =
      lse ? broadcastOp(loc, "sub", lse, picked) : buildOp(loc, "neg", picked, termType);
  mlir::Value ignored = builder_.create<IndexEqOp>(
      loc, maskType, target,
      builder_.getI64IntegerAttr(node.attrs.value("ignore_index", int64_t(-100))));
  term = buildOp(loc, "masked_fill", {term, ignored}, termType,
                 {builder_.getNamedAttr("scalar", builder_.getF64FloatAttr(0.0))});
  if (reduction == 0) {
    values_[node.outputs[0]] = term;
    return Status::ok();
  }
  auto scalarType = mlir::RankedTensorType::get({}, f32);
  auto sumAll = [&](mlir::Value value) {
    if (others.empty()) // one sample: its term is the sum
      return value;
    return buildOp(loc, "sum", value, scalarType,
                   {builder_.getNamedAttr(
                        "dims", builder_.getDenseI64ArrayAttr(allDims(int64_t(others.size())))),
                    builder_.getNamedAttr("keepdim", builder_.getBoolAttr(false))});
  };
  mlir::Value total = sumAll(term);
  if (reduction == 1) {
    mlir::Value counted =
        buildOp(loc, "to_float", buildOp(loc, "logical_not", ignored, maskType), termType,
                {builder_.getNamedAttr("dtype", builder_.getI64IntegerAttr(6))});
    total = broadcastOp(loc, "div", total, sumAll(counted));
  }
  values_[node.outputs[0]] = total;
  return Status::ok();
}

/// embedding(weight, index): the index's shape then the table's width.
Status Importer::importEmbeddingNode(const TaskNode &node, const std::string &where) {
  if (node.inputs.size() != 2)
    return Status::error(where + ": expected the weight and the indices");
  mlir::Value weight = values_.lookup(node.inputs[0]), index = values_.lookup(node.inputs[1]);
  auto weightType = mlir::cast<mlir::RankedTensorType>(weight.getType());
  auto indexType = mlir::cast<mlir::RankedTensorType>(index.getType());
  if (weightType.getRank() != 2 || !weightType.getElementType().isF32() ||
      !indexType.getElementType().isInteger(64))
    return Status::error(where + ": needs an f32 [rows, width] weight and i64 indices, got " +
                         shapeText(weightType.getShape()) + " and " +
                         shapeText(indexType.getShape()));
  llvm::SmallVector<int64_t> shape(indexType.getShape());
  shape.push_back(weightType.getDimSize(1));
  mlir::Location loc = mlir::NameLoc::get(builder_.getStringAttr(node.outputs[0]));
  values_[node.outputs[0]] =
      builder_
          .create<GatherRowsOp>(
              loc, mlir::RankedTensorType::get(shape, weightType.getElementType()), weight, index)
          .getResult();
  return Status::ok();
}

/// cosine_similarity as ATen computes it: both inputs expanded to their
/// broadcast shape, each divided by its 2-norm over `dim` (clamped to at
/// least eps), the products summed over `dim`. pairwise_distance: the
/// p-norm of x1 - x2 + eps over the last dim. triplet_margin_loss:
/// clamp_min(margin + d(a, p) - d(a, n), 0), reduced as a loss.
Status Importer::importDistanceNode(const TaskNode &node, const OpInfo &info,
                                    const std::string &where) {
  llvm::SmallVector<mlir::Value, 3> x;
  for (const std::string &name : node.inputs)
    x.push_back(values_.lookup(name));
  mlir::Location loc = mlir::NameLoc::get(builder_.getStringAttr(node.outputs[0]));
  llvm::SmallVector<int64_t> shape;
  for (mlir::Value value : x) {
    auto type = mlir::cast<mlir::RankedTensorType>(value.getType());
    std::optional<llvm::SmallVector<int64_t>> joined = getBroadcastShape(shape, type.getShape());
    if (!joined || type.getRank() != mlir::cast<mlir::RankedTensorType>(x[0].getType()).getRank() ||
        type.getElementType() !=
            mlir::cast<mlir::RankedTensorType>(x[0].getType()).getElementType())
      return Status::error(where + ": the inputs must have one rank and dtype and broadcast");
    shape = *joined;
  }
  auto element = mlir::cast<mlir::RankedTensorType>(x[0].getType()).getElementType();
  auto full = mlir::RankedTensorType::get(shape, element);
  int64_t rank = int64_t(shape.size());
  auto binary = [&](llvm::StringRef name, mlir::Value a, mlir::Value b) {
    return broadcastOp(loc, name, a, b);
  };
  auto withScalar = [&](llvm::StringRef name, mlir::Value a, double scalar) {
    return scalarOp(loc, name, a, scalar);
  };
  double eps = node.attrs.value("eps", 1e-6), p = node.attrs.value("p", 2.0);
  if (!std::isfinite(p) || p == 0.0)
    return Status::error(where + ": only finite, nonzero norm orders are compiled");
  if (rank == 0)
    return Status::error(where + ": the inputs must have a dim to reduce");
  // d(a, b) = ||a - b + eps||_p over the last dim.
  auto distance = [&](mlir::Value a, mlir::Value b, bool keepdim) {
    return vectorNorm(loc, withScalar("add_s", binary("sub", a, b), eps), {rank - 1}, keepdim, p);
  };
  std::string_view name = info.mnemonic;
  mlir::Value result;
  if (name == "cosine_similarity") {
    int64_t dim = node.attrs.value("dim", int64_t(1));
    if (dim < -rank || dim >= rank)
      return Status::error(where + ": dim " + std::to_string(dim) + " is not one of " +
                           std::to_string(rank) + " dims");
    std::vector<int64_t> dims{dim < 0 ? dim + rank : dim};
    auto normalized = [&](mlir::Value v) {
      if (mlir::cast<mlir::RankedTensorType>(v.getType()) != full)
        v = builder_.create<ExpandOp>(loc, full, v, builder_.getDenseI64ArrayAttr(shape));
      mlir::Value norm = withScalar("clamp_min", vectorNorm(loc, v, dims, true, 2.0),
                                    node.attrs.value("eps", 1e-8));
      return binary("div", v, norm);
    };
    mlir::Value first = normalized(x[0]); // in order: argument order is unspecified
    mlir::Value product = binary("mul", first, normalized(x[1]));
    result = buildOp(
        loc, "sum", product,
        mlir::RankedTensorType::get(
            reducedShape(std::vector<int64_t>(shape.begin(), shape.end()), dims, false), element),
        {builder_.getNamedAttr("dims", builder_.getDenseI64ArrayAttr(dims)),
         builder_.getNamedAttr("keepdim", builder_.getBoolAttr(false))});
  } else if (name == "pairwise_distance") {
    result = distance(x[0], x[1], node.attrs.value("keepdim", false));
  } else {
    if (node.attrs.value("swap", false))
      return Status::error(where + ": swap=True is not compiled");
    mlir::Value positive = distance(x[0], x[1], false), negative = distance(x[0], x[2], false);
    mlir::Value margin =
        binary("sub", withScalar("add_s", positive, node.attrs.value("margin", 1.0)), negative);
    Expected<mlir::Value> reduced =
        reduceLoss(loc, withScalar("clamp_min", margin, 0.0), node, where);
    if (!reduced)
      return reduced.status();
    result = *reduced;
  }
  values_[node.outputs[0]] = result;
  return Status::ok();
}

/// A loss: ATen's elementwise formula over the broadcast operands, then
/// reduction 0 (none), 1 (mean) or 2 (sum) of every element.
Status Importer::importLossNode(const TaskNode &node, const OpInfo &info,
                                const std::string &where) {
  if (node.inputs.size() != info.operands)
    return Status::error(where + ": expected " + std::to_string(info.operands) + " tensor inputs");
  llvm::SmallVector<mlir::Value, 3> operands;
  for (const std::string &name : node.inputs)
    operands.push_back(values_.lookup(name));
  for (size_t i = 1; i < operands.size(); ++i) {
    if (mlir::cast<mlir::RankedTensorType>(operands[i].getType()).getElementType() !=
        mlir::cast<mlir::RankedTensorType>(operands[0].getType()).getElementType())
      return Status::error(where + ": operands have different dtypes; cuagent does not "
                                   "compile type promotion");
    for (size_t j = 0; j < i; ++j)
      if (Status status = checkBroadcast(operands[j], operands[i], where); !status)
        return status;
  }
  mlir::Location loc = mlir::NameLoc::get(builder_.getStringAttr(node.outputs[0]));
  Expected<mlir::Value> reduced =
      reduceLoss(loc, lossTerms(info, node, operands, loc), node, where);
  if (!reduced)
    return reduced.status();
  values_[node.outputs[0]] = *reduced;
  return Status::ok();
}

/// The elementwise loss of each element, in the order ATen's kernels
/// compute it (z = |x - y|; mul_s/div_s/add_s with exact scalars).
mlir::Value Importer::lossTerms(const OpInfo &info, const TaskNode &node,
                                llvm::ArrayRef<mlir::Value> x, mlir::Location loc) {
  auto binary = [&](llvm::StringRef name, mlir::Value a, mlir::Value b) {
    return broadcastOp(loc, name, a, b);
  };
  auto unary = [&](llvm::StringRef name, mlir::Value a) {
    return buildOp(loc, name, a, a.getType());
  };
  auto withScalar = [&](llvm::StringRef name, mlir::Value a, double scalar) {
    return scalarOp(loc, name, a, scalar);
  };
  // z < threshold ? below : above, the ternary of the smooth L1 and Huber kernels.
  auto select = [&](mlir::Value z, double threshold, mlir::Value below, mlir::Value above) {
    auto type = mlir::cast<mlir::RankedTensorType>(z.getType());
    mlir::Value less =
        buildOp(loc, "lt_s", z, mlir::RankedTensorType::get(type.getShape(), builder_.getI1Type()),
                {builder_.getNamedAttr("scalar", builder_.getF64FloatAttr(threshold))});
    return buildOp(loc, "where", {less, below, above}, type);
  };
  std::string_view name = info.mnemonic;
  double beta = node.attrs.value("beta", 1.0), delta = node.attrs.value("delta", 1.0);
  if (name == "mse_loss")
    return unary("square", binary("sub", x[0], x[1]));
  if (name == "l1_loss" || (name == "smooth_l1_loss" && beta == 0.0))
    return unary("abs", binary("sub", x[0], x[1]));
  if (name == "smooth_l1_loss" || name == "huber_loss") {
    mlir::Value z = unary("abs", binary("sub", x[0], x[1]));
    mlir::Value square = binary("mul", withScalar("mul_s", z, 0.5), z);
    if (name == "smooth_l1_loss")
      return select(z, beta, withScalar("div_s", square, beta), withScalar("sub_s", z, 0.5 * beta));
    return select(z, delta, square,
                  withScalar("mul_s", withScalar("sub_s", z, 0.5 * delta), delta));
  }
  if (name == "soft_margin_loss")
    return unary("log1p", unary("exp", binary("mul", unary("neg", x[0]), x[1])));
  if (name == "kl_div") {
    if (node.attrs.value("log_target", false))
      return binary("mul", unary("exp", x[1]), binary("sub", x[1], x[0]));
    return binary("sub", binary("xlogy", x[1], x[1]), binary("mul", x[1], x[0]));
  }
  if (name == "bce") {
    // ATen clamps each log at -100, so a probability of exactly 0 or 1 costs 100.
    mlir::Value logX = withScalar("clamp_min", unary("log", x[0]), -100.0);
    mlir::Value log1mX = withScalar("clamp_min", unary("log1p", unary("neg", x[0])), -100.0);
    return binary("sub", binary("mul", withScalar("sub_s", x[1], 1.0), log1mX),
                  binary("mul", x[1], logX));
  }
  if (name == "bce_with_logits")
    return binary("sub", binary("mul", withScalar("add_s", unary("neg", x[1]), 1.0), x[0]),
                  unary("log_sigmoid", x[0]));
  // margin_ranking_loss: (-y * (x1 - x2) + margin).clamp_min(0).
  mlir::Value margin =
      withScalar("add_s", binary("mul", unary("neg", x[2]), binary("sub", x[0], x[1])),
                 node.attrs.value("margin", 0.0));
  return withScalar("clamp_min", margin, 0.0);
}

/// prelu with its weight broadcast over dim 1: a [C] weight becomes
/// [C, 1, ...] (a reshape, folded into the loads), so it never broadcasts
/// over the last dim, which a same-sized last dim would silently allow.
Status Importer::importPreluNode(const TaskNode &node, const std::string &where) {
  if (node.inputs.size() != 2)
    return Status::error(where + ": expected the input and the weight");
  mlir::Value input = values_.lookup(node.inputs[0]), weight = values_.lookup(node.inputs[1]);
  auto type = mlir::cast<mlir::RankedTensorType>(input.getType());
  auto weightType = mlir::cast<mlir::RankedTensorType>(weight.getType());
  if (type.getElementType() != weightType.getElementType())
    return Status::error(where + ": operands have different dtypes; cuagent does not compile "
                                 "type promotion");
  int64_t count = weightType.getNumElements();
  bool perChannel = type.getRank() >= 2 && count == type.getDimSize(1) && count != 1;
  if (weightType.getRank() > 1 || (count != 1 && !perChannel))
    return Status::error(where + ": prelu weight " + shapeText(weightType.getShape()) +
                         " for input " + shapeText(type.getShape()) +
                         " (one value, or one per channel of dim 1)");
  mlir::Location loc = mlir::NameLoc::get(builder_.getStringAttr(node.outputs[0]));
  if (perChannel) {
    llvm::SmallVector<int64_t> shape(type.getRank() - 1, 1);
    shape[0] = count;
    weight = builder_.create<ReshapeOp>(
        loc, mlir::RankedTensorType::get(shape, weightType.getElementType()), weight,
        builder_.getDenseI64ArrayAttr(shape));
  }
  values_[node.outputs[0]] = builder_.create<PreluOp>(loc, input, weight).getResult();
  return Status::ok();
}

/// diag of a vector: the [n, n] matrix (the generic path would give the
/// input's type). Only the main diagonal is compiled, as capture records.
Status Importer::importDiagNode(const TaskNode &node, const OpInfo &info,
                                const std::string &where) {
  LoweredArgs lowered;
  if (Status status = lowerArgs(node, info, where, lowered); !status)
    return status;
  mlir::Value input = values_.lookup(node.inputs[0]);
  auto type = mlir::cast<mlir::RankedTensorType>(input.getType());
  if (type.getRank() != 1 || type.getShape()[0] < 1)
    return Status::error(where + ": diag of " + shapeText(type.getShape()) +
                         "; only diag of a non-empty vector (a diagonal matrix) is compiled");
  if (int64_t diagonal = node.attrs.value("diagonal", int64_t(0)))
    return Status::error(where + ": diagonal " + std::to_string(diagonal) +
                         "; only the main diagonal (0) is compiled");
  int64_t n = type.getShape()[0];
  auto resultType = mlir::RankedTensorType::get({n, n}, type.getElementType());
  mlir::Location loc = mlir::NameLoc::get(builder_.getStringAttr(node.outputs[0]));
  values_[node.outputs[0]] = builder_.create<DiagOp>(loc, resultType, input).getResult();
  return Status::ok();
}

/// tril and triu: the input's type, `diagonal` the offset of the kept
/// triangle's edge (the generic path does not lower int arguments).
Status Importer::importTriangleNode(const TaskNode &node, const OpInfo &info,
                                    const std::string &where) {
  LoweredArgs lowered;
  if (Status status = lowerArgs(node, info, where, lowered); !status)
    return status;
  mlir::Value input = values_.lookup(node.inputs[0]);
  auto type = mlir::cast<mlir::RankedTensorType>(input.getType());
  if (type.getRank() < 2)
    return Status::error(where + ": " + std::string(info.mnemonic) + " of " +
                         shapeText(type.getShape()) + "; needs rank >= 2");
  mlir::Location loc = mlir::NameLoc::get(builder_.getStringAttr(node.outputs[0]));
  values_[node.outputs[0]] =
      buildOp(loc, info.mnemonic, input, type,
              {builder_.getNamedAttr("diagonal", builder_.getI64IntegerAttr(
                                                     node.attrs.value("diagonal", int64_t(0))))});
  return Status::ok();
}

mlir::Value Importer::buildOp(mlir::Location loc, llvm::StringRef name, mlir::ValueRange operands,
                              mlir::Type type, llvm::ArrayRef<mlir::NamedAttribute> attrs) {
  mlir::OperationState state(loc, ("cuagent." + name).str());
  state.addOperands(operands);
  state.addTypes(type);
  mlir::Operation *op = builder_.create(state);
  op->setAttrs(builder_.getDictionaryAttr(attrs));
  return op->getResult(0);
}

/// var, std and the vector norms as reductions and elementwise ops, so the
/// reduction templates and their fusion serve them:
///   var(x) = sum((x - mean(x))^2) / max(N - correction, 0), std = sqrt(var):
///     the exact two passes (the mean first, then the squared deviations),
///     which cannot cancel as E[x^2] - E[x]^2 does; like PyTorch, a
///     divisor of 0 gives inf (or NaN for a zero sum);
///   norm(x, p) = sqrt(sum(x^2)) (p = 2), sum(|x|) (p = 1), else
///     sum(|x|^p)^(1/p). p = 0 and infinite p are refused (capture keeps
///     them stock: a task records finite numbers only).
Status Importer::importStatNode(const TaskNode &node, const OpInfo &info, const StatRow &row,
                                const std::string &where) {
  if (node.inputs.size() != 1)
    return Status::error(where + ": expected one tensor input");
  mlir::Value input = values_.lookup(node.inputs[0]);
  auto type = mlir::cast<mlir::RankedTensorType>(input.getType());
  LoweredArgs lowered;
  if (Status status = lowerArgs(node, info, where, lowered); !status)
    return status;
  if (row.full)
    lowered.reduceDims = std::vector<int64_t>{};
  if (Status status = lowerReducedDims(input, lowered, where); !status)
    return status;
  std::vector<int64_t> dims;
  bool keepdim = false;
  double correction = 1.0, ord = 2.0;
  for (const mlir::NamedAttribute &attr : lowered.attrs) {
    llvm::StringRef name = attr.getName().getValue();
    if (name == "dims")
      dims = mlir::cast<mlir::DenseI64ArrayAttr>(attr.getValue()).asArrayRef().vec();
    else if (name == "keepdim")
      keepdim = mlir::cast<mlir::BoolAttr>(attr.getValue()).getValue();
    else if (name == "correction")
      correction = mlir::cast<mlir::FloatAttr>(attr.getValue()).getValueAsDouble();
    else if (!row.unbiased.empty() && name == llvm::StringRef(row.unbiased))
      correction = mlir::cast<mlir::BoolAttr>(attr.getValue()).getValue() ? 1.0 : 0.0;
    else if (!row.ordArg.empty() && name == llvm::StringRef(row.ordArg))
      ord = mlir::cast<mlir::FloatAttr>(attr.getValue()).getValueAsDouble();
  }
  if (dims.empty())
    dims = allDims(type.getRank());
  if (row.kind == StatKind::Norm && (!std::isfinite(ord) || ord == 0.0))
    return Status::error(where + ": only finite, nonzero norm orders are compiled (got " +
                         std::to_string(ord) + ")");
  if (!std::isfinite(correction))
    return Status::error(where + ": the correction must be finite");
  mlir::Location loc = mlir::NameLoc::get(builder_.getStringAttr(node.outputs[0]));
  auto reducedType = [&](bool keep) {
    return mlir::RankedTensorType::get(reducedShape(type.getShape().vec(), dims, keep),
                                       type.getElementType());
  };
  auto reduce = [&](llvm::StringRef name, mlir::Value value, bool keep) {
    return buildOp(loc, name, value, reducedType(keep),
                   {builder_.getNamedAttr("dims", builder_.getDenseI64ArrayAttr(dims)),
                    builder_.getNamedAttr("keepdim", builder_.getBoolAttr(keep))});
  };
  auto unary = [&](llvm::StringRef name, mlir::Value value,
                   llvm::ArrayRef<mlir::NamedAttribute> attrs = {}) {
    return buildOp(loc, name, value, value.getType(), attrs);
  };
  auto f64 = [&](llvm::StringRef name, double value) {
    return builder_.getNamedAttr(name, builder_.getF64FloatAttr(value));
  };
  mlir::Value result;
  if (row.kind == StatKind::Norm) {
    result = vectorNorm(loc, input, dims, keepdim, ord);
  } else {
    int64_t count = 1;
    for (int64_t dim : dims)
      count *= type.getShape()[dim];
    mlir::Value mean = reduce("mean", input, true);
    mlir::Value centered = buildOp(loc, "sub", {input, mean}, type);
    mlir::Value squares = reduce("sum", unary("square", centered), keepdim);
    double divisor = std::max(double(count) - correction, 0.0);
    result = unary("div_s", squares, {f64("scalar", divisor)});
    if (row.kind == StatKind::Std)
      result = unary("sqrt", result);
  }
  values_[node.outputs[0]] = result;
  return Status::ok();
}

Status Importer::checkChannelVectors(llvm::ArrayRef<mlir::Value> vectors,
                                     mlir::RankedTensorType input, const std::string &what,
                                     const std::string &where) {
  auto want = mlir::RankedTensorType::get({input.getShape()[1]}, input.getElementType());
  for (mlir::Value vector : vectors)
    if (vector.getType() != want)
      return Status::error(where + ": " + what + " must be vectors of the input's dtype with one " +
                           "entry per channel (" + std::to_string(input.getShape()[1]) + ")");
  return Status::ok();
}

/// group_norm, instance_norm and batch_norm. Normalizing by the input's own
/// statistics (group_norm; instance_norm with use_input_stats) is
/// cuagent.group_norm, instance_norm with one group per channel; by running
/// statistics (batch_norm in eval; instance_norm without use_input_stats,
/// which then is batch_norm) it is cuagent.batch_norm. Capture records an
/// affine pair or none and the running statistics only where they are read,
/// so the node's input count says which tensors it has.
Status Importer::importNormNode(const TaskNode &node, const OpInfo &info,
                                const std::string &where) {
  llvm::SmallVector<mlir::Value, 5> inputs;
  for (const std::string &name : node.inputs)
    inputs.push_back(values_.lookup(name));
  auto type = mlir::cast<mlir::RankedTensorType>(inputs[0].getType());
  if (type.getRank() < 2)
    return Status::error(where + ": the input must be [N, C, spatial...] (rank >= 2)");
  Expected<double> eps = number(node, "eps", 1e-5);
  if (!eps)
    return eps.status();
  std::string_view name = info.mnemonic;
  bool inputStats = name == "group_norm" ||
                    (name == "instance_norm" && node.attrs.value("use_input_stats", true));
  if (name == "batch_norm" && node.attrs.value("training", false))
    return Status::error(where + ": training=true (batch statistics, running ones updated) is "
                                 "not compiled; only eval");
  mlir::Location loc = mlir::NameLoc::get(builder_.getStringAttr(node.outputs[0]));
  llvm::SmallVector<mlir::NamedAttribute> attrs;
  attrs.emplace_back(builder_.getStringAttr("eps"), builder_.getF64FloatAttr(*eps));
  attrs.emplace_back(builder_.getStringAttr("cudnn_enabled"),
                     builder_.getBoolAttr(node.attrs.value("cudnn_enabled", true)));
  llvm::ArrayRef<mlir::Value> rest = llvm::ArrayRef<mlir::Value>(inputs).drop_front();
  mlir::OperationState state(loc, "cuagent.group_norm");
  if (inputStats) {
    if (rest.size() != 0 && rest.size() != 2)
      return Status::error(where + ": takes the input and optionally weight and bias together " +
                           "(running statistics are not read with input statistics)");
    int64_t channels = type.getShape()[1];
    int64_t groups = name == "group_norm" ? node.attrs.value("num_groups", int64_t(1)) : channels;
    if (groups < 1 || channels % groups != 0)
      return Status::error(where + ": num_groups " + std::to_string(groups) +
                           " must be positive and divide the " + std::to_string(channels) +
                           " channels");
    attrs.emplace_back(builder_.getStringAttr("num_groups"), builder_.getI64IntegerAttr(groups));
    if (Status status = checkChannelVectors(rest, type, "weight and bias", where); !status)
      return status;
    state.addOperands(inputs);
  } else {
    if (rest.size() != 2 && rest.size() != 4)
      return Status::error(where + ": takes the input, optionally weight and bias together, " +
                           "then running_mean and running_var");
    if (Status status =
            checkChannelVectors(rest, type, "weight, bias and running statistics", where);
        !status)
      return status;
    state = mlir::OperationState(loc, "cuagent.batch_norm");
    state.addOperands({inputs[0], rest.take_back(2)[0], rest.take_back(2)[1]});
    state.addOperands(rest.drop_back(2));
    if (name == "batch_norm")
      attrs.emplace_back(builder_.getStringAttr("momentum"),
                         builder_.getF64FloatAttr(node.attrs.value("momentum", 0.1)));
  }
  state.addTypes(type);
  mlir::Operation *op = builder_.create(state);
  op->setAttrs(builder_.getDictionaryAttr(attrs));
  values_[node.outputs[0]] = op->getResult(0);
  return Status::ok();
}

Expected<mlir::Value> Importer::buildMatmul(mlir::Location loc, mlir::Value lhs, mlir::Value rhs,
                                            mlir::Value bias, bool transposeRhs,
                                            const std::string &where) {
  auto lhsType = mlir::cast<mlir::RankedTensorType>(lhs.getType());
  auto rhsType = mlir::cast<mlir::RankedTensorType>(rhs.getType());
  if (lhsType.getElementType() != rhsType.getElementType())
    return Status::error(where + ": operands have different dtypes; cuagent does not "
                                 "compile type promotion");
  std::string error;
  llvm::FailureOr<llvm::SmallVector<int64_t>> shape =
      inferMatmulShape(lhsType.getShape(), rhsType.getShape(), false, transposeRhs, error);
  if (mlir::failed(shape))
    return Status::error(where + ": " + error);
  if (bias) {
    auto biasType = mlir::cast<mlir::RankedTensorType>(bias.getType());
    if (biasType.getRank() != 1 || shape->empty() || biasType.getShape()[0] != shape->back() ||
        biasType.getElementType() != lhsType.getElementType())
      return Status::error(where + ": bias must be a vector of the operands' dtype with one entry "
                                   "per output column");
  }
  auto type = mlir::RankedTensorType::get(*shape, lhsType.getElementType());
  return builder_.create<MatmulOp>(loc, type, lhs, rhs, bias, transposeRhs).getResult();
}

int64_t rank(mlir::Value value) {
  return mlir::cast<mlir::RankedTensorType>(value.getType()).getRank();
}

/// GEMM rows become cuagent.matmul: mm, bmm and matmul directly (mm and bmm
/// after their stricter rank checks), linear with its weight transposed and
/// bias attached, addmm and baddbmm as beta * self + alpha * (mat1 @ mat2)
/// with the scalings and the add as elementwise ops (addmm's plain vector
/// bias is attached).
Status Importer::importLibraryNode(const TaskNode &node, const OpInfo &info,
                                   const std::string &where) {
  llvm::SmallVector<mlir::Value, 3> operands;
  for (const std::string &name : node.inputs)
    operands.push_back(values_.lookup(name));
  mlir::Location loc = mlir::NameLoc::get(builder_.getStringAttr(node.outputs[0]));
  std::string_view name = info.mnemonic;
  Expected<mlir::Value> result = Status::error(where + ": unknown library op");
  if (name == "mm" || name == "bmm") {
    int64_t want = name == "mm" ? 2 : 3;
    if (rank(operands[0]) != want || rank(operands[1]) != want)
      return Status::error(where + ": " + std::string(name) + " takes two " + std::to_string(want) +
                           "-D tensors");
    result = buildMatmul(loc, operands[0], operands[1], nullptr, false, where);
  } else if (name == "matmul") {
    result = buildMatmul(loc, operands[0], operands[1], nullptr, false, where);
  } else if (name == "linear") {
    if (rank(operands[1]) != 2)
      return Status::error(where + ": the weight of linear must be 2-D");
    mlir::Value bias = operands.size() > 2 ? operands[2] : nullptr;
    result = buildMatmul(loc, operands[0], operands[1], bias, true, where);
  } else if (name == "addmm" || name == "baddbmm") {
    result = importAddmm(node, name == "baddbmm" ? 3 : 2, operands, loc, where);
  } else if (name == "sdpa") {
    result = importAttention(node, operands, loc, where);
  } else if (const ConvRow *row = lookupConvRow(info.schema)) {
    result = importConv(node, *row, operands, loc, where);
  }
  if (!result)
    return result.status();
  values_[node.outputs[0]] = *result;
  return Status::ok();
}

/// scaled_dot_product_attention as PyTorch's math reference writes it:
/// q @ k^T (the GEMM reads k transposed), times 1/sqrt(E), -inf above the
/// diagonal when is_causal, plus a float mask, softmax over the last dim,
/// @ v. Dropout and grouped-query attention are refused (capture keeps them
/// stock).
Expected<mlir::Value> Importer::importAttention(const TaskNode &node,
                                                llvm::ArrayRef<mlir::Value> operands,
                                                mlir::Location loc, const std::string &where) {
  Expected<double> dropout = number(node, "dropout_p", 0.0);
  if (!dropout || *dropout != 0.0)
    return Status::error(where + ": dropout_p must be 0 (inference)");
  bool causal = node.attrs.value("is_causal", false);
  if (node.attrs.value("enable_gqa", false))
    return Status::error(where + ": enable_gqa is not compiled");
  if (causal && operands.size() > 3)
    return Status::error(where + ": is_causal with an attn_mask (PyTorch refuses both)");
  for (mlir::Value operand : operands.take_front(3))
    if (rank(operand) < 2)
      return Status::error(where + ": query, key and value must have rank 2 or more");
  auto query = mlir::cast<mlir::RankedTensorType>(operands[0].getType());
  Expected<mlir::Value> scores = buildMatmul(loc, operands[0], operands[1], nullptr, true, where);
  if (!scores)
    return scores;
  double scale = 1.0 / std::sqrt(double(query.getShape().back()));
  mlir::Value scaled =
      builder_.create<MulScalarOp>(loc, *scores, builder_.getF64FloatAttr(scale)).getResult();
  if (causal) {
    // PyTorch's math reference: -inf where the key comes after the query.
    auto scoresType = mlir::cast<mlir::RankedTensorType>(scaled.getType());
    llvm::ArrayRef<int64_t> shape = scoresType.getShape();
    auto maskType = mlir::RankedTensorType::get(shape.take_back(2), builder_.getI1Type());
    mlir::Value mask = builder_.create<CausalMaskOp>(loc, maskType).getResult();
    scaled = builder_
                 .create<MaskedFillOp>(
                     loc, scaled, mask,
                     builder_.getF64FloatAttr(-std::numeric_limits<double>::infinity()))
                 .getResult();
  }
  if (operands.size() > 3) {
    Expected<mlir::Value> masked = addBroadcastInto(
        loc, scaled, operands[3], "attn_mask must broadcast to the scores' shape", where);
    if (!masked)
      return masked;
    scaled = *masked;
  }
  mlir::Value weights =
      builder_.create<SoftmaxOp>(loc, scaled.getType(), scaled, builder_.getI64IntegerAttr(-1))
          .getResult();
  return buildMatmul(loc, weights, operands[2], nullptr, false, where);
}

Expected<mlir::Value> Importer::importAddmm(const TaskNode &node, int64_t matrixRank,
                                            llvm::ArrayRef<mlir::Value> operands,
                                            mlir::Location loc, const std::string &where) {
  Expected<double> beta = number(node, "beta", 1.0);
  Expected<double> alpha = number(node, "alpha", 1.0);
  if (!beta || !alpha)
    return Status::error(where + ": beta and alpha must be numbers");
  std::string op = matrixRank == 2 ? "addmm" : "baddbmm";
  if (rank(operands[1]) != matrixRank || rank(operands[2]) != matrixRank)
    return Status::error(
        where + ": " + op + "'s " +
        (matrixRank == 2 ? "mat1 and mat2 must be 2-D" : "batch1 and batch2 must be 3-D"));
  mlir::Value self = operands[0];
  // A vector self with unit scalings is cuBLASLt's bias epilogue (addmm only:
  // a batched product adds it as an elementwise op the epilogue kernel fuses).
  bool asBias = matrixRank == 2 && *beta == 1.0 && *alpha == 1.0 && rank(self) == 1;
  Expected<mlir::Value> product =
      buildMatmul(loc, operands[1], operands[2], asBias ? self : nullptr, false, where);
  if (!product || asBias)
    return product;
  mlir::Value scaled = *product;
  if (*alpha != 1.0)
    scaled = builder_.create<MulScalarOp>(loc, scaled, builder_.getF64FloatAttr(*alpha));
  // PyTorch ignores self when beta is 0 (NaN and infinity included).
  if (*beta == 0.0)
    return scaled;
  if (*beta != 1.0)
    self = builder_.create<MulScalarOp>(loc, self, builder_.getF64FloatAttr(*beta));
  return addBroadcastInto(loc, scaled, self, op + "'s self must broadcast to the product's shape",
                          where);
}

/// value + other, where `other` broadcasts to value's shape (never widens it).
Expected<mlir::Value> Importer::addBroadcastInto(mlir::Location loc, mlir::Value value,
                                                 mlir::Value other, const std::string &rule,
                                                 const std::string &where) {
  if (Status status = checkBroadcast(value, other, where); !status)
    return status;
  auto type = mlir::cast<mlir::RankedTensorType>(value.getType());
  std::optional<llvm::SmallVector<int64_t>> shape = getBroadcastShape(
      type.getShape(), mlir::cast<mlir::RankedTensorType>(other.getType()).getShape());
  if (!shape || llvm::ArrayRef<int64_t>(*shape) != type.getShape())
    return Status::error(where + ": " + rule);
  return builder_.create<AddOp>(loc, type, value, other).getResult();
}

namespace {
/// The geometry of one convolution node, read from its task attributes.
struct ConvAttrs {
  llvm::SmallVector<int64_t, 3> stride, padding, dilation, outputPadding;
  int64_t groups = 1;
  bool transposed = false;
};

/// An `ints` attribute with one entry per spatial dim: a single entry is
/// broadcast, as PyTorch does; a missing one takes the row's default.
Status readInts(const TaskNode &node, const OpInfo &info, std::string_view name, size_t spatial,
                const std::string &where, llvm::SmallVectorImpl<int64_t> &out) {
  const ArgSpec *arg = info.args.find(name);
  std::string key(name);
  std::vector<int64_t> values;
  if (node.attrs.contains(key))
    values = node.attrs[key].get<std::vector<int64_t>>(); // validateNodeAttrs checked the type
  else
    values.assign(1, arg ? integerDefault(*arg) : 0);
  if (values.size() != 1 && values.size() != spatial)
    return Status::error(where + ": attribute '" + key + "' has " + std::to_string(values.size()) +
                         " entries; the " + std::to_string(spatial) + "-D convolution needs 1 or " +
                         std::to_string(spatial));
  out.assign(spatial, values.front());
  if (values.size() == spatial)
    out.assign(values.begin(), values.end());
  return Status::ok();
}

/// padding='valid' is no padding; 'same' keeps the spatial size, which needs
/// stride 1 and, per dim, an even total padding dilation * (kernel - 1):
/// PyTorch pads an odd total asymmetrically (one more at the end), which
/// cuagent.conv's symmetric padding cannot state.
Status stringPadding(const std::string &mode, llvm::ArrayRef<int64_t> weight, ConvAttrs &conv,
                     const std::string &where) {
  size_t spatial = weight.size() - 2;
  conv.padding.assign(spatial, 0);
  if (mode == "valid")
    return Status::ok();
  if (llvm::any_of(conv.stride, [](int64_t s) { return s != 1; }))
    return Status::error(where + ": padding='same' needs stride 1 (as in PyTorch)");
  for (size_t i = 0; i < spatial; ++i) {
    int64_t total;
    if (__builtin_mul_overflow(conv.dilation[i], weight[2 + i] - 1, &total))
      return Status::error(where + ": the kernel extent of spatial dim " + std::to_string(i) +
                           " overflows 64 bits");
    if (total % 2 != 0)
      return Status::error(where + ": padding='same' with kernel extent " +
                           std::to_string(total + 1) + " in spatial dim " + std::to_string(i) +
                           " pads asymmetrically; only symmetric padding is compiled");
    conv.padding[i] = total / 2;
  }
  return Status::ok();
}
} // namespace

/// Every convolution row becomes one cuagent.conv: the row fixes the
/// spatial rank and direction (aten::_convolution says `transposed` in an
/// attribute), the `ints` attributes are broadcast to the spatial rank, and
/// the shape rule is checked before the op is built, so a task that does
/// not fit gets an error naming its node instead of a verifier failure.
Expected<mlir::Value> Importer::importConv(const TaskNode &node, const ConvRow &row,
                                           llvm::ArrayRef<mlir::Value> operands, mlir::Location loc,
                                           const std::string &where) {
  const OpInfo &info = *lookupAtenOp(node.op);
  auto inputType = mlir::cast<mlir::RankedTensorType>(operands[0].getType());
  auto weightType = mlir::cast<mlir::RankedTensorType>(operands[1].getType());
  int64_t rank = weightType.getRank();
  if (rank < 3 || rank > 5 || inputType.getRank() != rank ||
      (row.spatialDims && rank != row.spatialDims + 2))
    return Status::error(
        where + ": input and weight must both have rank " +
        (row.spatialDims ? std::to_string(row.spatialDims + 2) : std::string("3 to 5")) +
        " (N, C and the spatial dims; unbatched inputs are not compiled)");
  if (inputType.getElementType() != weightType.getElementType())
    return Status::error(where + ": input and weight have different dtypes; cuagent does not "
                                 "compile type promotion");
  size_t spatial = size_t(rank - 2);
  ConvAttrs conv;
  conv.transposed = row.transposedArg ? node.attrs.value("transposed", false) : row.transposed;
  conv.groups = node.attrs.value("groups", int64_t(1));
  for (auto [name, out] :
       {std::pair{"stride", &conv.stride}, std::pair{"dilation", &conv.dilation}})
    if (Status status = readInts(node, info, name, spatial, where, *out); !status)
      return status;
  if (row.stringPadding) {
    std::string mode = node.attrs.value("padding", std::string("valid"));
    if (Status status = stringPadding(mode, weightType.getShape(), conv, where); !status)
      return status;
  } else if (Status status = readInts(node, info, "padding", spatial, where, conv.padding);
             !status) {
    return status;
  }
  conv.outputPadding.assign(spatial, 0);
  if (info.args.find("output_padding"))
    if (Status status = readInts(node, info, "output_padding", spatial, where, conv.outputPadding);
        !status)
      return status;
  // aten::_convolution ignores output_padding when not transposed.
  if (!conv.transposed)
    conv.outputPadding.assign(spatial, 0);

  ConvGeometry geometry{conv.stride,        conv.padding, conv.dilation,
                        conv.outputPadding, conv.groups,  conv.transposed};
  std::string error;
  llvm::FailureOr<llvm::SmallVector<int64_t>> shape =
      inferConvShape(inputType.getShape(), weightType.getShape(), geometry, error);
  if (mlir::failed(shape))
    return Status::error(where + ": " + error);
  mlir::Value bias = operands.size() > 2 ? operands[2] : nullptr;
  if (bias) {
    auto biasType = mlir::cast<mlir::RankedTensorType>(bias.getType());
    if (biasType.getRank() != 1 || biasType.getShape()[0] != (*shape)[1] ||
        biasType.getElementType() != inputType.getElementType())
      return Status::error(where +
                           ": bias must be a vector of the input's dtype with one entry "
                           "per output channel (" +
                           std::to_string((*shape)[1]) + ")");
  }
  auto type = mlir::RankedTensorType::get(*shape, inputType.getElementType());
  return builder_
      .create<ConvOp>(
          loc, type, operands[0], operands[1], bias, builder_.getDenseI64ArrayAttr(conv.stride),
          builder_.getDenseI64ArrayAttr(conv.padding), builder_.getDenseI64ArrayAttr(conv.dilation),
          builder_.getDenseI64ArrayAttr(conv.outputPadding),
          builder_.getI64IntegerAttr(conv.groups), builder_.getBoolAttr(conv.transposed))
      .getResult();
}

namespace {
/// A pooling `sizes` attribute (kernel_size, stride, output_size) with one
/// entry per spatial dim: a single entry is broadcast, as PyTorch does. An
/// empty stride (`allowEmpty`) is the kernel size, which the caller fills in.
Status readPoolSizes(const TaskNode &node, std::string_view name, size_t spatial, bool allowEmpty,
                     const std::string &where, llvm::SmallVectorImpl<int64_t> &out) {
  std::string key(name);
  std::vector<int64_t> values;
  if (node.attrs.contains(key)) // validateNodeAttrs checked the type
    values = node.attrs[key].get<std::vector<int64_t>>();
  out.clear();
  if (values.empty() && allowEmpty)
    return Status::ok();
  if (values.size() != 1 && values.size() != spatial)
    return Status::error(where + ": attribute '" + key + "' has " + std::to_string(values.size()) +
                         " entries; the " + std::to_string(spatial) + "-D pooling needs 1 or " +
                         std::to_string(spatial));
  out.assign(spatial, values.front());
  if (values.size() == spatial)
    out.assign(values.begin(), values.end());
  return Status::ok();
}
} // namespace

/// Pooling rows become the N-d op of their kind (the row fixes the spatial
/// rank; unbatched inputs stay stock at capture and are refused here).
Status Importer::importPoolNode(const TaskNode &node, const PoolRow &row,
                                const std::string &where) {
  mlir::Value input = values_.lookup(node.inputs[0]);
  mlir::Location loc = mlir::NameLoc::get(builder_.getStringAttr(node.outputs[0]));
  if (rank(input) != row.spatialDims + 2)
    return Status::error(where + ": the input must have rank " +
                         std::to_string(row.spatialDims + 2) +
                         " (N, C and the spatial dims; unbatched inputs are not compiled)");
  bool adaptive = row.kind == PoolKind::AdaptiveAvg || row.kind == PoolKind::AdaptiveMax;
  Expected<mlir::Value> result = adaptive ? importAdaptivePool(node, row, input, loc, where)
                                          : importWindowPool(node, row, input, loc, where);
  if (!result)
    return result.status();
  values_[node.outputs[0]] = *result;
  return Status::ok();
}

/// max_pool and avg_pool: the geometry broadcast to the spatial rank, an
/// empty stride resolved to the kernel size, and PyTorch's size rule
/// (PoolShape.h) checked before the op is built.
Expected<mlir::Value> Importer::importWindowPool(const TaskNode &node, const PoolRow &row,
                                                 mlir::Value input, mlir::Location loc,
                                                 const std::string &where) {
  const OpInfo &info = *lookupAtenOp(row.schema);
  size_t spatial = size_t(row.spatialDims);
  llvm::SmallVector<int64_t, 3> kernel, stride, padding, dilation(spatial, 1);
  if (Status status = readPoolSizes(node, "kernel_size", spatial, false, where, kernel); !status)
    return status;
  if (Status status = readPoolSizes(node, "stride", spatial, true, where, stride); !status)
    return status;
  if (stride.empty())
    stride = kernel;
  if (Status status = readInts(node, info, "padding", spatial, where, padding); !status)
    return status;
  bool isMax = row.kind == PoolKind::Max;
  if (isMax)
    if (Status status = readInts(node, info, "dilation", spatial, where, dilation); !status)
      return status;
  bool ceilMode = node.attrs.value("ceil_mode", false);
  PoolGeometry geometry{{kernel.begin(), kernel.end()},
                        {stride.begin(), stride.end()},
                        {padding.begin(), padding.end()},
                        {dilation.begin(), dilation.end()},
                        ceilMode};
  auto inputType = mlir::cast<mlir::RankedTensorType>(input.getType());
  std::string error;
  std::optional<std::vector<int64_t>> shape =
      poolOutputShape(inputType.getShape().vec(), geometry, error);
  if (!shape)
    return Status::error(where + ": " + error);
  auto type = mlir::RankedTensorType::get(*shape, inputType.getElementType());
  auto ints = [&](llvm::ArrayRef<int64_t> values) { return builder_.getDenseI64ArrayAttr(values); };
  if (isMax)
    return builder_
        .create<MaxPoolOp>(loc, type, input, ints(kernel), ints(stride), ints(padding),
                           ints(dilation), builder_.getBoolAttr(ceilMode))
        .getResult();
  mlir::IntegerAttr divisor;
  if (node.attrs.contains("divisor_override") && !node.attrs["divisor_override"].is_null()) {
    int64_t value = node.attrs["divisor_override"].get<int64_t>();
    if (value == 0)
      return Status::error(where + ": divisor_override must not be 0 (PyTorch rejects it)");
    divisor = builder_.getI64IntegerAttr(value);
  }
  return builder_
      .create<AvgPoolOp>(loc, type, input, ints(kernel), ints(stride), ints(padding),
                         builder_.getBoolAttr(ceilMode),
                         builder_.getBoolAttr(node.attrs.value("count_include_pad", true)), divisor)
      .getResult();
}

/// Adaptive pooling. To output size 1 in every spatial dim it is a mean
/// (amax) over the spatial dims, kept: what aten::adaptive_avg_pool2d itself
/// computes then, and a better kernel (the reduction templates read a whole
/// (n, c) plane with a block or warp, where the window template would walk
/// it on one thread).
Expected<mlir::Value> Importer::importAdaptivePool(const TaskNode &node, const PoolRow &row,
                                                   mlir::Value input, mlir::Location loc,
                                                   const std::string &where) {
  size_t spatial = size_t(row.spatialDims);
  llvm::SmallVector<int64_t, 3> outputSize;
  if (Status status = readPoolSizes(node, "output_size", spatial, false, where, outputSize);
      !status)
    return status;
  auto inputType = mlir::cast<mlir::RankedTensorType>(input.getType());
  std::vector<int64_t> shape{inputType.getShape()[0], inputType.getShape()[1]};
  shape.insert(shape.end(), outputSize.begin(), outputSize.end());
  std::string error;
  if (!checkAdaptiveShapes(inputType.getShape().vec(), shape, error))
    return Status::error(where + ": " + error);
  auto type = mlir::RankedTensorType::get(shape, inputType.getElementType());
  bool isMax = row.kind == PoolKind::AdaptiveMax;
  if (llvm::all_of(outputSize, [](int64_t size) { return size == 1; })) {
    std::vector<int64_t> dims;
    for (size_t d = 2; d < spatial + 2; ++d)
      dims.push_back(int64_t(d));
    mlir::DenseI64ArrayAttr dimsAttr = builder_.getDenseI64ArrayAttr(dims);
    mlir::BoolAttr keepdim = builder_.getBoolAttr(true);
    if (isMax)
      return builder_.create<AmaxOp>(loc, type, input, dimsAttr, keepdim).getResult();
    return builder_.create<MeanOp>(loc, type, input, dimsAttr, keepdim).getResult();
  }
  if (isMax)
    return builder_.create<AdaptiveMaxPoolOp>(loc, type, input).getResult();
  return builder_.create<AdaptiveAvgPoolOp>(loc, type, input).getResult();
}

Expected<mlir::OwningOpRef<mlir::ModuleOp>> Importer::run() {
  mlir::Location loc = mlir::NameLoc::get(builder_.getStringAttr(task_.name));
  mlir::OwningOpRef<mlir::ModuleOp> module = mlir::ModuleOp::create(loc);
  std::vector<mlir::Type> argumentTypes, resultTypes;
  // A permuted dense input (an attention output, a transposed view) is
  // passed as its memory: the function takes the contiguous tensor of the
  // shape in memory order, and a permute gives the task's shape back (an
  // index map in the kernels, nothing is copied).
  std::vector<std::optional<std::vector<int64_t>>> physicalOrders;
  for (const TaskInput &input : task_.inputs) {
    std::optional<std::vector<int64_t>> order;
    if (!input.isContiguous()) {
      order = densePhysicalOrder(input.shape, input.strides);
      if (!order)
        return Status::error("input '" + input.name +
                             "' has gaps or overlaps in memory (strides of a slice or an "
                             "expand); the worker compiles dense inputs only");
    }
    TensorSpec physical = input;
    physical.shape = input.memoryShape();
    argumentTypes.push_back(tensorType(physical));
    physicalOrders.push_back(std::move(order));
  }
  for (const TensorSpec &output : task_.outputs)
    resultTypes.push_back(tensorType(output));
  builder_.setInsertionPointToEnd(module->getBody());
  std::string name = task_.name.empty() ? "task" : task_.name;
  auto function = builder_.create<mlir::func::FuncOp>(
      loc, name, builder_.getFunctionType(argumentTypes, resultTypes));
  mlir::Block *entry = function.addEntryBlock();
  builder_.setInsertionPointToEnd(entry);
  for (size_t i = 0; i < task_.inputs.size(); ++i) {
    mlir::Value argument = entry->getArgument(i);
    if (const std::optional<std::vector<int64_t>> &order = physicalOrders[i]) {
      // Task dim d is memory dim position[d].
      llvm::SmallVector<int64_t> position(order->size());
      for (size_t p = 0; p < order->size(); ++p)
        position[size_t((*order)[p])] = int64_t(p);
      mlir::Location inputLoc = mlir::NameLoc::get(builder_.getStringAttr(task_.inputs[i].name));
      argument = builder_.create<PermuteOp>(inputLoc, tensorType(task_.inputs[i]), argument,
                                            builder_.getDenseI64ArrayAttr(position));
    }
    values_[task_.inputs[i].name] = argument;
  }
  for (size_t i = 0; i < task_.nodes.size(); ++i)
    if (Status status = importNode(task_.nodes[i], i); !status)
      return status;
  std::vector<mlir::Value> results;
  for (const TensorSpec &output : task_.outputs) {
    mlir::Value value = values_.lookup(output.name);
    auto type = mlir::cast<mlir::RankedTensorType>(value.getType());
    if (type != tensorType(output))
      return Status::error("output '" + output.name + "' is declared " + output.describe() +
                           " but the graph computes a different shape or dtype");
    results.push_back(value);
  }
  builder_.create<mlir::func::ReturnOp>(loc, results);
  if (mlir::failed(mlir::verify(*module)))
    return Status::error("the imported IR does not verify (see the diagnostics above)");
  return module;
}

TaskShapes Importer::shapes() const {
  TaskShapes result;
  for (const auto &entry : values_) {
    auto type = mlir::cast<mlir::RankedTensorType>(entry.getValue().getType());
    result[entry.getKey().str()] =
        std::vector<int64_t>(type.getShape().begin(), type.getShape().end());
  }
  return result;
}

} // namespace

void registerCompilerDialects(mlir::MLIRContext &context) {
  context.loadDialect<CuagentDialect, mlir::func::FuncDialect>();
}

Expected<mlir::OwningOpRef<mlir::ModuleOp>> importTask(const Task &task,
                                                       mlir::MLIRContext &context) {
  registerCompilerDialects(context);
  return Importer(task, context).run();
}

Expected<TaskShapes> inferTaskShapes(const Task &task) {
  mlir::MLIRContext context;
  registerCompilerDialects(context);
  Importer importer(task, context);
  // The diagnostics of an IR that does not verify would go to stderr; the
  // caller only needs to know that this task does not import.
  mlir::ScopedDiagnosticHandler quiet(&context, [](mlir::Diagnostic &) { return mlir::success(); });
  Expected<mlir::OwningOpRef<mlir::ModuleOp>> module = importer.run();
  if (!module)
    return module.status();
  return importer.shapes();
}

} // namespace cuagent
