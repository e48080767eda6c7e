//===- Partition.cpp - Profile a frozen graph and find fusion groups -------===//
#include "cuagent/TorchScript/Partition.h"

#include "cuagent/Format/Number.h"
#include "cuagent/Format/Task.h"
#include "cuagent/Support/OpRegistry.h"
#include "cuagent/Support/PoolShape.h"
#include "cuagent/Support/ReduceDims.h"

#include <torch/csrc/jit/ir/constants.h>
#include <torch/csrc/jit/runtime/interpreter.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <functional>
#include <mutex>
#include <optional>

namespace cuagent {
namespace jit = torch::jit;
using json = nlohmann::json;

const char *fallbackReasonName(FallbackReason reason) {
  switch (reason) {
  case FallbackReason::UnsupportedOp:
    return "UnsupportedOp";
  case FallbackReason::DenyListed:
    return "DenyListed";
  case FallbackReason::NonConstantArgument:
    return "NonConstantArgument";
  case FallbackReason::UnsupportedDtype:
    return "UnsupportedDtype";
  case FallbackReason::NonContiguous:
    return "NonContiguous";
  case FallbackReason::NotLastDim:
    return "NotLastDim";
  case FallbackReason::MixedDevices:
    return "MixedDevices";
  case FallbackReason::UnsupportedArgument:
    return "UnsupportedArgument";
  case FallbackReason::UnsupportedShape:
    return "UnsupportedShape";
  case FallbackReason::NotProfiled:
    return "NotProfiled";
  case FallbackReason::TooLarge:
    return "TooLarge";
  case FallbackReason::GroupTooSmall:
    return "GroupTooSmall";
  case FallbackReason::NoGpu:
    return "NoGpu";
  case FallbackReason::WorkerFailed:
    return "WorkerFailed";
  case FallbackReason::VerifyFailed:
    return "VerifyFailed";
  case FallbackReason::NotFaster:
    return "NotFaster";
  case FallbackReason::CacheCorrupt:
    return "CacheCorrupt";
  case FallbackReason::TaskFailed:
    return "TaskFailed";
  case FallbackReason::InternalError:
    return "InternalError";
  }
  return "Unknown";
}

namespace {
std::mutex logMutex;
std::set<std::string> &loggedKeys() {
  static std::set<std::string> keys;
  return keys;
}
} // namespace

bool logOnce(const std::string &dedupKey, const std::string &message) {
  std::lock_guard<std::mutex> lock(logMutex);
  if (!loggedKeys().insert(dedupKey).second)
    return false;
  std::fprintf(stderr, "cuagent: %s\n", message.c_str());
  std::fflush(stderr);
  return true;
}

void resetLogOnce() {
  std::lock_guard<std::mutex> lock(logMutex);
  loggedKeys().clear();
}

std::string schemaName(const jit::Node *node) {
  const c10::FunctionSchema *schema = node->maybeSchema();
  if (!schema)
    return node->kind().toQualString();
  if (schema->overload_name().empty())
    return schema->name();
  return schema->name() + "." + schema->overload_name();
}

/// The input of `node` that is the OptionalTensor argument `arg`, or nullptr
/// when the call leaves it out.
static jit::Value *optionalTensorInput(jit::Node *node, const ArgSpec &arg) {
  const c10::FunctionSchema *schema = node->maybeSchema();
  if (!schema)
    return nullptr;
  std::optional<size_t> index = schema->argumentIndexWithName(std::string(arg.name));
  if (!index || *index >= node->inputs().size())
    return nullptr;
  return node->inputs()[*index];
}

/// None, as an omitted Optional[Tensor] argument reads after freezing (a
/// NoneType value, or a constant of Optional type that holds None).
static bool isNoneValue(jit::Value *value) {
  if (value->type()->kind() == c10::TypeKind::NoneType)
    return true;
  std::optional<c10::IValue> constant =
      value->node()->kind() == c10::prim::Constant ? jit::toIValue(value) : std::nullopt;
  return constant && constant->isNone();
}

std::vector<jit::Value *> tensorOperands(jit::Node *node) {
  const OpInfo *info = lookupAtenOp(schemaName(node));
  if (!info)
    return {node->inputs().begin(),
            node->inputs().begin() + std::min<size_t>(1, node->inputs().size())};
  // A variadic row (prim::VarConcat): every input but the trailing arguments.
  size_t leading = info->isVariadic() ? node->inputs().size() -
                                            std::min(info->trailingArgs(), node->inputs().size())
                                      : std::min(info->operands, node->inputs().size());
  std::vector<jit::Value *> operands(node->inputs().begin(), node->inputs().begin() + leading);
  for (const ArgSpec &arg : info->args) {
    if (arg.kind != ArgKind::OptionalTensor)
      continue;
    jit::Value *value = optionalTensorInput(node, arg);
    if (value && !isNoneValue(value))
      operands.push_back(value);
  }
  return operands;
}

//===----------------------------------------------------------------------===//
// Profiling
//===----------------------------------------------------------------------===//

static bool isTensorValue(const jit::Value *value) {
  return value->type()->isSubtypeOf(*c10::TensorType::get());
}

ValueInfo valueInfoOf(const at::Tensor &tensor) {
  ValueInfo info;
  info.dtype = tensor.scalar_type();
  info.sizes = tensor.sizes().vec();
  info.strides = tensor.strides().vec();
  info.device = tensor.device();
  info.isContiguous = tensor.is_contiguous();
  return info;
}

/// A layout op that stock runs as a copy into a new buffer (a pad, a cat
/// or stack, a flip, an upsampling, a roll or repeat), not as a view: a
/// stock kernel of its own, and computing it into the buffer a library
/// call reads costs no more than stock does.
bool writesNewBuffer(const jit::Node *node) {
  const OpInfo *info = node->maybeSchema() ? lookupAtenOp(schemaName(node)) : nullptr;
  return info &&
         (info->mnemonic == "pad" || info->mnemonic == "pad_mode" || info->mnemonic == "flip" ||
          info->isVariadic() || info->mnemonic.rfind("upsample_", 0) == 0 ||
          info->mnemonic == "roll" || info->mnemonic == "repeat" || info->mnemonic == "tile");
}

/// A reshape or flatten of a strided value into a contiguous one: a copy in
/// stock (a pixel unshuffle's last step, einsum's merged labels).
bool reshapeIsCopy(const jit::Node *node, const ValueInfos &infos) {
  const OpInfo *info = node->maybeSchema() ? lookupAtenOp(schemaName(node)) : nullptr;
  if (!info || (info->mnemonic != "reshape" && info->mnemonic != "flatten"))
    return false;
  auto in = infos.find(node->inputs()[0]), out = infos.find(node->outputs()[0]);
  return in != infos.end() && out != infos.end() && !in->second.isContiguous &&
         out->second.isContiguous;
}

std::string groupSizeProblem(const std::vector<jit::Node *> &nodes, size_t minGroupSize,
                             const ValueInfos *infos) {
  // min_group_size applies to groups of elementwise ops only: a lone
  // elementwise op is a stock kernel at copy bandwidth already. Any other op
  // can win alone (a GEMM or conv by TF32 or its fused epilogue; a norm,
  // softmax, reduction, pooling window or scan where the stock kernel is not
  // at bandwidth, e.g. group_norm), and the speed check decides that.
  bool hasLibraryOp = std::any_of(nodes.begin(), nodes.end(), [](const jit::Node *node) {
    const OpInfo *info = lookupAtenOp(schemaName(node));
    return info && info->opClass != OpClass::Elementwise && info->opClass != OpClass::Layout;
  });
  // Views compute nothing: they count for no size, and a group of only
  // views is never made. A layout op that stock runs as a copy counts.
  size_t computing = size_t(std::count_if(nodes.begin(), nodes.end(), [&](const jit::Node *node) {
    const OpInfo *info = lookupAtenOp(schemaName(node));
    return !(info && info->opClass == OpClass::Layout) || writesNewBuffer(node) ||
           (infos && reshapeIsCopy(node, *infos));
  }));
  if (computing == 0)
    return "group of views only (nothing to compute)";
  if (!hasLibraryOp && computing < std::max<size_t>(minGroupSize, 1))
    return "group of " + std::to_string(computing) +
           " elementwise op(s) (views not counted); the minimum is " + std::to_string(minGroupSize);
  return "";
}

ValueInfos profileGraph(const std::shared_ptr<jit::Graph> &graph, std::vector<c10::IValue> inputs) {
  std::shared_ptr<jit::Graph> copy = graph->copy();
  // Graph::copy keeps the order of inputs and nodes, which maps every copied
  // value back to the original without a side table from the copier.
  std::vector<const jit::Value *> recorded;
  TORCH_CHECK(graph->inputs().size() == copy->inputs().size(), "cuagent: graph copy mismatch");
  for (size_t i = 0; i < graph->inputs().size(); ++i) {
    if (isTensorValue(graph->inputs()[i])) {
      recorded.push_back(graph->inputs()[i]);
      copy->registerOutput(copy->inputs()[i]);
    }
  }
  auto original = graph->nodes().begin();
  auto copied = copy->nodes().begin();
  for (; original != graph->nodes().end(); ++original, ++copied) {
    for (size_t i = 0; i < original->outputs().size(); ++i) {
      if (!isTensorValue(original->outputs()[i]))
        continue;
      recorded.push_back(original->outputs()[i]);
      copy->registerOutput(copied->outputs()[i]);
    }
  }
  jit::Code code(copy, "cuagent_profile");
  jit::InterpreterState state(code);
  jit::Stack stack = std::move(inputs);
  state.run(stack);
  TORCH_CHECK(stack.size() >= recorded.size(),
              "cuagent: the profiling run returned fewer values than expected");
  size_t base = stack.size() - recorded.size();
  ValueInfos infos;
  for (size_t i = 0; i < recorded.size(); ++i) {
    const c10::IValue &value = stack[base + i];
    if (!value.isTensor() || !value.toTensor().defined())
      continue;
    infos[recorded[i]] = valueInfoOf(value.toTensor());
  }
  return infos;
}

//===----------------------------------------------------------------------===//
// Per-op checks
//===----------------------------------------------------------------------===//

namespace {

/// The value of a constant argument: a prim::Constant or a list built from
/// constants (freezing leaves `[-1]` as a prim::ListConstruct sometimes).
std::optional<c10::IValue> constantValue(jit::Value *value) {
  if (std::optional<c10::IValue> constant = jit::toIValue(value))
    return constant;
  jit::Node *node = value->node();
  if (node->kind() != c10::prim::ListConstruct)
    return std::nullopt;
  c10::List<int64_t> list;
  for (jit::Value *item : node->inputs()) {
    std::optional<c10::IValue> element = jit::toIValue(item);
    if (!element || !element->isInt())
      return std::nullopt;
    list.push_back(element->toInt());
  }
  return c10::IValue(list);
}

struct Rejection {
  FallbackReason reason;
  std::string detail;
};

std::string dtypeText(c10::ScalarType dtype) { return c10::toString(dtype); }

bool isSupportedDtype(c10::ScalarType dtype) {
  return dtype == c10::ScalarType::Float || dtype == c10::ScalarType::Half ||
         dtype == c10::ScalarType::BFloat16;
}

std::optional<json> scalarToJson(const c10::IValue &value) {
  if (value.isInt())
    return json(value.toInt());
  if (value.isDouble())
    return numberJson(value.toDouble());
  return std::nullopt;
}

/// A Dims (int list or None) or Dim (int) argument, recorded normalized:
/// sorted, non-negative; None or [] (every dim) as [].
std::optional<Rejection> recordDims(const ArgSpec &arg, const std::optional<c10::IValue> &value,
                                    size_t rank, const OpInfo &info, json &attrs) {
  std::string name(arg.name);
  std::vector<int64_t> dims;
  bool isList = arg.kind == ArgKind::Dims;
  if (isList && value && value->isIntList())
    dims = value->toIntList().vec();
  else if (value && value->isInt()) // argmax's and max.dim's dim: one int
    dims = {value->toInt()};
  else if (!(isList && (!value || value->isNone())))
    return Rejection{FallbackReason::UnsupportedArgument, std::string(info.mnemonic) + " " + name +
                                                              " is not an int" +
                                                              (isList ? " list" : "")};
  // aten::logsumexp(dim=[]) fails in PyTorch itself; a 0-d input with an
  // explicit dim is legal there but has nothing to reduce.
  if (dims.empty() && (!isList || info.mnemonic == "logsumexp"))
    return Rejection{FallbackReason::UnsupportedArgument,
                     std::string(info.mnemonic) + " over an empty dim list"};
  if (rank == 0 && !dims.empty())
    return Rejection{FallbackReason::UnsupportedShape, std::string(info.mnemonic) +
                                                           " of a 0-d tensor over dim " +
                                                           std::to_string(dims.front())};
  std::string error;
  std::optional<std::vector<int64_t>> normalized = normalizeDims(dims, int64_t(rank), error);
  if (!normalized)
    return Rejection{FallbackReason::UnsupportedArgument,
                     std::string(info.mnemonic) + ": " + error};
  if (isList)
    attrs[name] = *normalized;
  else
    attrs[name] = normalized->front();
  return std::nullopt;
}

/// A pooling argument: Sizes and OptSizes lists with one entry per spatial
/// dim (checkPoolShapes made sure the input is batched), a single entry
/// broadcast, an empty stride kept empty (the kernel size); OptInt an int or
/// None.
std::optional<Rejection> recordPoolArg(const ArgSpec &arg, const std::optional<c10::IValue> &value,
                                       size_t rank, const OpInfo &info, json &attrs) {
  std::string name(arg.name);
  if (arg.kind == ArgKind::OptInt) {
    if (value && !value->isNone() && !value->isInt())
      return Rejection{FallbackReason::UnsupportedArgument,
                       std::string(info.mnemonic) + " " + name + " is not an int or None"};
    attrs[name] = value && value->isInt() ? json(value->toInt()) : json();
    return std::nullopt;
  }
  size_t spatial = rank >= 2 ? rank - 2 : 0;
  std::vector<int64_t> values;
  if (value && value->isIntList())
    values = value->toIntList().vec();
  else if (value && value->isInt())
    values = {value->toInt()};
  else if (!(arg.kind == ArgKind::OptSizes && (!value || value->isNone())))
    return Rejection{FallbackReason::UnsupportedArgument,
                     std::string(info.mnemonic) + " " + name + " is not an int list"};
  if (values.empty() && arg.kind == ArgKind::OptSizes) {
    attrs[name] = json::array();
    return std::nullopt;
  }
  if (values.size() != 1 && values.size() != spatial)
    return Rejection{FallbackReason::UnsupportedArgument,
                     std::string(info.mnemonic) + " " + name + " has " +
                         std::to_string(values.size()) + " entries for " + std::to_string(spatial) +
                         " spatial dims"};
  if (values.size() == 1)
    values.assign(spatial, values.front());
  attrs[name] = values;
  return std::nullopt;
}

/// Checks one non-tensor argument against its registry spec and records it
/// in the task attributes under its schema name. `value` is the constant
/// argument, or nullopt when the schema has no such argument.
std::optional<Rejection> recordArg(const ArgSpec &arg, const std::optional<c10::IValue> &value,
                                   size_t rank, const OpInfo &info, json &attrs) {
  std::string name(arg.name);
  auto isLastDim = [&](int64_t dim) { return dim == -1 || (rank > 0 && dim == int64_t(rank) - 1); };
  auto notNumber = [&](const std::string &what) {
    return Rejection{FallbackReason::UnsupportedArgument, what + " is not a number"};
  };
  // Non-finite arguments (written "inf", "-inf", "nan": Format/Number.h)
  // stay stock where a check below says so: no template takes an infinite
  // norm order or eps. Scalar operands (masked_fill's -inf) are compiled.
  auto notFinite = [&](const json &number) {
    std::optional<double> value = jsonNumber(number);
    return value && !std::isfinite(*value);
  };
  switch (arg.kind) {
  case ArgKind::Scalar: {
    std::optional<json> number = value ? scalarToJson(*value) : std::nullopt;
    if (!number)
      return notNumber("the scalar operand");
    attrs[name] = *number;
    break;
  }
  case ArgKind::Alpha:
  case ArgKind::F64: {
    // An absent argument takes the schema's default: 1 for alpha.
    std::optional<json> number =
        value ? scalarToJson(*value)
              : std::optional<json>(arg.kind == ArgKind::Alpha
                                        ? json(1)
                                        : json(std::stod(std::string(arg.defaultValue))));
    if (!number)
      return notNumber(name);
    if (notFinite(*number))
      return Rejection{FallbackReason::UnsupportedArgument,
                       std::string(info.mnemonic) + " " + name + " is not finite"};
    attrs[name] = *number;
    break;
  }
  case ArgKind::OptF64: {
    // None takes the row's default (rms_norm: float32's epsilon, which
    // PyTorch uses for every dtype cuagent compiles), recorded as a number.
    std::optional<json> number =
        value && !value->isNone()
            ? scalarToJson(*value)
            : std::optional<json>(json(std::stod(std::string(arg.defaultValue))));
    if (!number)
      return notNumber(std::string(info.mnemonic) + " " + name);
    if (notFinite(*number))
      return Rejection{FallbackReason::UnsupportedArgument,
                       std::string(info.mnemonic) + " " + name + " is not finite"};
    attrs[name] = *number;
    break;
  }
  case ArgKind::Bound: {
    json bound;
    if (value && !value->isNone()) {
      std::optional<json> number = scalarToJson(*value);
      if (!number)
        return notNumber(std::string(info.mnemonic) + " " + name);
      bound = *number;
    }
    attrs[name] = bound;
    break;
  }
  case ArgKind::Str: {
    std::string text =
        value && value->isString() ? value->toStringRef() : std::string(defaultChoice(arg));
    bool allowed = false;
    forEachChoice(arg, [&](std::string_view choice) { allowed |= choice == text; });
    if (!allowed)
      return Rejection{FallbackReason::UnsupportedArgument,
                       std::string(info.mnemonic) + " " + name + "='" + text + "'"};
    attrs[name] = text;
    break;
  }
  case ArgKind::Bool:
    attrs[name] = value && value->isBool() ? value->toBool() : arg.defaultValue == "true";
    break;
  case ArgKind::LastDims:
    if (!value || !value->isIntList() || value->toIntList().size() != 1 ||
        !isLastDim(value->toIntList().get(0)))
      return Rejection{FallbackReason::NotLastDim, "reduces other than exactly the last dim"};
    attrs[name] = json::array({-1});
    break;
  case ArgKind::LastShape:
    // PyTorch requires normalized_shape to be the input's trailing sizes, so
    // one entry is the last dimension's size.
    if (!value || !value->isIntList() || value->toIntList().size() != 1)
      return Rejection{FallbackReason::NotLastDim,
                       std::string(info.mnemonic) + " over other than the last dim"};
    attrs[name] = json::array({value->toIntList().get(0)});
    break;
  case ArgKind::LastDim:
    if (!value || !value->isInt() || !isLastDim(value->toInt()))
      return Rejection{FallbackReason::NotLastDim,
                       std::string(info.mnemonic) + " over other than the last dim"};
    attrs[name] = -1;
    break;
  case ArgKind::Dims:
  case ArgKind::Dim:
    return recordDims(arg, value, rank, info, attrs);
  case ArgKind::None:
    if (value && !value->isNone() && !(value->isBool() && !value->toBool()))
      return Rejection{FallbackReason::UnsupportedArgument, name + "= is set"};
    break;
  case ArgKind::OptionalTensor:
  case ArgKind::VarTensors:
    // Tensor operands (see tensorOperands), checked with the others;
    // nothing to record.
    break;
  case ArgKind::Ints: {
    // Convolution geometry: one entry per spatial dim (checkConvShapes made
    // sure the input is batched, so those are the dims after N and C); a
    // single entry means all of them, as in PyTorch.
    size_t spatial = rank >= 2 ? rank - 2 : 0;
    std::vector<int64_t> values(1, integerDefault(arg));
    if (value) {
      if (!value->isIntList())
        return Rejection{FallbackReason::UnsupportedArgument,
                         std::string(info.mnemonic) + " " + name + " is not an int list"};
      values = value->toIntList().vec();
    }
    if (values.size() != 1 && values.size() != spatial)
      return Rejection{FallbackReason::UnsupportedArgument,
                       std::string(info.mnemonic) + " " + name + " has " +
                           std::to_string(values.size()) + " entries for " +
                           std::to_string(spatial) + " spatial dims"};
    if (values.size() == 1)
      values.assign(spatial, values.front());
    attrs[name] = values;
    break;
  }
  case ArgKind::Sizes:
  case ArgKind::OptSizes:
  case ArgKind::OptInt:
    return recordPoolArg(arg, value, rank, info, attrs);
  case ArgKind::Shape: // recordLayoutAttrs: from the profiled shapes
  case ArgKind::Perm:
  case ArgKind::Slice:
  case ArgKind::Pad:
  case ArgKind::Resize:
  case ArgKind::Roll:
    break;
  case ArgKind::Int:
    if (value && !value->isInt())
      return Rejection{FallbackReason::UnsupportedArgument,
                       std::string(info.mnemonic) + " " + name + " is not an int"};
    attrs[name] = value ? value->toInt() : integerDefault(arg);
    break;
  }
  return std::nullopt;
}

std::string sizesText(const std::vector<int64_t> &sizes) {
  std::string text = "[";
  for (size_t i = 0; i < sizes.size(); ++i)
    text += (i ? ", " : "") + std::to_string(sizes[i]);
  return text + "]";
}

/// The shapes the GEMM lowering takes. The compiler emits one cuBLASLt call
/// per op: a strided batch over at most two batch dims (rank <= 4), with
/// either equal batch dims on both sides or a side without batch dims (a
/// 2-D or 1-D operand, its stride 0). Other matmul broadcasts would need a
/// copy per batch entry or several calls, so they stay stock.
std::optional<Rejection> checkGemmShapes(const OpInfo &info,
                                         const std::vector<jit::Value *> &operands,
                                         const ValueInfos &infos) {
  for (const jit::Value *value : operands) {
    const std::vector<int64_t> &sizes = infos.at(value).sizes;
    if (sizes.size() > 4)
      return Rejection{FallbackReason::UnsupportedShape,
                       std::string(info.mnemonic) + " operand %" + value->debugName() +
                           " has rank " + std::to_string(sizes.size()) + " (at most 4)"};
  }
  if (info.mnemonic != "matmul" || operands.size() != 2)
    return std::nullopt;
  const std::vector<int64_t> &a = infos.at(operands[0]).sizes;
  const std::vector<int64_t> &b = infos.at(operands[1]).sizes;
  if (a.size() <= 2 || b.size() <= 2)
    return std::nullopt;
  std::vector<int64_t> batchA(a.begin(), a.end() - 2), batchB(b.begin(), b.end() - 2);
  if (batchA == batchB)
    return std::nullopt;
  return Rejection{FallbackReason::UnsupportedShape,
                   "matmul broadcasts batch dims " + sizesText(batchA) + " and " +
                       sizesText(batchB) + " (only equal batch dims, or a 2-D/1-D side)"};
}

using NamedConstant = std::function<std::optional<c10::IValue>(std::string_view)>;

/// What the decomposed attention computes: no dropout, no grouped-query
/// heads, scale left to 1/sqrt(E); query, key and value of one rank (2 to 4)
/// with equal batch dims, a float mask (a bool one stays stock through the
/// dtype check) or is_causal (PyTorch itself refuses both at once).
std::optional<Rejection> checkAttention(const std::vector<jit::Value *> &operands,
                                        const ValueInfos &infos, const NamedConstant &named) {
  auto flag = [&](std::string_view name) {
    std::optional<c10::IValue> value = named(name);
    return value && value->isBool() && value->toBool();
  };
  std::optional<c10::IValue> dropout = named("dropout_p");
  if (!dropout || !dropout->isDouble() || dropout->toDouble() != 0.0)
    return Rejection{FallbackReason::UnsupportedArgument,
                     "sdpa with dropout_p other than 0 (not inference)"};
  if (flag("enable_gqa"))
    return Rejection{FallbackReason::UnsupportedArgument,
                     "sdpa with enable_gqa (not decomposed yet)"};
  const std::vector<int64_t> &q = infos.at(operands[0]).sizes;
  for (size_t i = 0; i < 3 && i < operands.size(); ++i) {
    const std::vector<int64_t> &sizes = infos.at(operands[i]).sizes;
    if (sizes.size() < 2 || sizes.size() > 4 || sizes.size() != q.size() ||
        !std::equal(q.begin(), q.end() - 2, sizes.begin()))
      return Rejection{FallbackReason::UnsupportedShape,
                       "sdpa operands " + sizesText(q) + " and " + sizesText(sizes) +
                           " (one rank, 2 to 4, and equal batch dims)"};
  }
  return std::nullopt;
}

/// What cuagent.conv states: a batched input of the weight's rank (N, C and
/// 1 to 3 spatial dims), symmetric padding, and output_padding only when
/// transposed. Unbatched inputs (PyTorch accepts [C, spatial...]) and
/// padding='same' that PyTorch pads asymmetrically stay stock.
std::optional<Rejection> checkConvShapes(const OpInfo &info, const ConvRow &row,
                                         const std::vector<jit::Value *> &operands,
                                         const ValueInfos &infos, const NamedConstant &named) {
  const std::vector<int64_t> &input = infos.at(operands[0]).sizes;
  const std::vector<int64_t> &weight = infos.at(operands[1]).sizes;
  std::string op(info.schema);
  size_t rank = weight.size();
  if (rank < 3 || rank > 5 || (row.spatialDims && rank != size_t(row.spatialDims) + 2))
    return Rejection{FallbackReason::UnsupportedShape,
                     op + " weight " + sizesText(weight) + " has rank " + std::to_string(rank)};
  if (input.size() != rank)
    return Rejection{FallbackReason::UnsupportedShape,
                     op + " input " + sizesText(input) +
                         (input.size() + 1 == rank ? " is unbatched" : " has another rank") +
                         " (only batched N, C, spatial inputs of the weight's rank are compiled)"};
  if (row.transposedArg) {
    std::optional<c10::IValue> transposed = named("transposed");
    std::optional<c10::IValue> outputPadding = named("output_padding");
    bool forward = transposed && transposed->isBool() && !transposed->toBool();
    if (forward && outputPadding && outputPadding->isIntList())
      for (int64_t value : outputPadding->toIntList().vec())
        if (value != 0)
          return Rejection{FallbackReason::UnsupportedArgument,
                           op + " has output_padding without transposed"};
  }
  if (!row.stringPadding)
    return std::nullopt;
  std::optional<c10::IValue> mode = named("padding");
  if (!mode || !mode->isString() || mode->toStringRef() != "same")
    return std::nullopt; // "valid", or another string recordArg rejects
  std::optional<c10::IValue> dilation = named("dilation");
  std::vector<int64_t> dilations;
  if (dilation && dilation->isIntList())
    dilations = dilation->toIntList().vec();
  for (size_t i = 0; i + 2 < rank; ++i) {
    // A list of another length is rejected by recordArg.
    int64_t d = dilations.empty() ? 1 : dilations[std::min(i, dilations.size() - 1)];
    if (d * (weight[2 + i] - 1) % 2 != 0)
      return Rejection{FallbackReason::UnsupportedArgument,
                       op + " padding='same' with kernel extent " +
                           std::to_string(d * (weight[2 + i] - 1) + 1) +
                           " pads asymmetrically (cuagent.conv pads symmetrically)"};
  }
  return std::nullopt;
}

/// group_norm, instance_norm and batch_norm, as cuagent lowers them: an
/// [N, C, spatial...] input, weight and bias both or neither (so the task's
/// input count says which it has), num_groups dividing C, and statistics
/// from the input (group_norm; instance_norm with use_input_stats, its
/// running stats absent, as they would be updated) or from constant running
/// statistics (batch_norm in eval; instance_norm without use_input_stats).
std::optional<Rejection> checkNormArgs(jit::Node *node, const OpInfo &info,
                                       const std::vector<jit::Value *> &operands,
                                       const ValueInfos &infos, const NamedConstant &named) {
  std::string op(info.mnemonic);
  const std::vector<int64_t> &input = infos.at(operands[0]).sizes;
  if (input.size() < 2)
    return Rejection{FallbackReason::UnsupportedShape,
                     op + " input " + sizesText(input) + " is not [N, C, spatial...]"};
  auto given = [&](std::string_view name) {
    const ArgSpec *arg = info.args.find(name);
    jit::Value *value = arg ? optionalTensorInput(node, *arg) : nullptr;
    return value && !isNoneValue(value) ? value : nullptr;
  };
  if (bool(given("weight")) != bool(given("bias")))
    return Rejection{FallbackReason::UnsupportedArgument,
                     op + " with only one of weight and bias (cuagent takes both or neither)"};
  // The kernel loads them by channel from memory, so they must not be
  // computed by ops that could join its group.
  for (std::string_view name : {"weight", "bias"})
    if (jit::Value *value = given(name))
      if (value->node()->kind() != c10::prim::Constant && value->node()->kind() != c10::prim::Param)
        return Rejection{FallbackReason::NonConstantArgument,
                         op + " " + std::string(name) + " %" + value->debugName() +
                             " is computed at run time (cuagent loads it per channel: a "
                             "parameter or an input)"};
  auto flag = [&](std::string_view name, bool fallback) {
    std::optional<c10::IValue> value = named(name);
    return value && value->isBool() ? value->toBool() : fallback;
  };
  bool inputStats = op == "group_norm" || (op == "instance_norm" && flag("use_input_stats", true));
  if (op == "batch_norm" && flag("training", false))
    return Rejection{FallbackReason::UnsupportedArgument,
                     "batch_norm with training=true normalizes by batch statistics and updates "
                     "the running ones; only eval (training=false) is compiled"};
  int64_t numel = 1;
  for (int64_t size : input)
    numel *= size;
  if (numel == 0)
    return Rejection{FallbackReason::UnsupportedShape,
                     op + " input " + sizesText(input) + " has no elements"};
  if (op == "group_norm") {
    std::optional<c10::IValue> groups = named("num_groups");
    if (!groups || !groups->isInt() || groups->toInt() < 1 || input[1] % groups->toInt() != 0)
      return Rejection{FallbackReason::UnsupportedArgument,
                       "group_norm num_groups does not divide the " + std::to_string(input[1]) +
                           " channels"};
    // The norm template indexes a (sample, group) row with ints.
    if (numel / (input[0] * groups->toInt()) > (int64_t(1) << 30))
      return Rejection{FallbackReason::UnsupportedShape,
                       "group_norm groups of more than 2^30 elements"};
    return std::nullopt;
  }
  jit::Value *mean = given("running_mean"), *var = given("running_var");
  if (inputStats) {
    if (numel / (input[0] * input[1]) > (int64_t(1) << 30))
      return Rejection{FallbackReason::UnsupportedShape,
                       "instance_norm channels of more than 2^30 elements"};
    if (mean || var)
      return Rejection{FallbackReason::UnsupportedArgument,
                       "instance_norm with use_input_stats and running statistics updates them "
                       "in place (training); only use_input_stats without them is compiled"};
    return std::nullopt;
  }
  if (!mean || !var)
    return Rejection{FallbackReason::UnsupportedArgument,
                     op + " by running statistics that are None"};
  for (jit::Value *stat : {mean, var})
    if (stat->node()->kind() != c10::prim::Constant)
      return Rejection{FallbackReason::NonConstantArgument,
                       op + " running statistics %" + stat->debugName() +
                           " are computed at run time (cuagent compiles them as frozen "
                           "parameters; freeze the module in eval mode)"};
  return std::nullopt;
}

/// What the pooling ops state: a batched [N, C, spatial...] input of the
/// row's spatial rank (PyTorch also takes unbatched [C, spatial...]), and
/// only the values of adaptive_max_pool (its indices output unused).
std::optional<Rejection> checkPoolNode(jit::Node *node, const PoolRow &row,
                                       const std::vector<jit::Value *> &operands,
                                       const ValueInfos &infos) {
  const std::vector<int64_t> &input = infos.at(operands[0]).sizes;
  std::string op = schemaName(node);
  if (input.size() != size_t(row.spatialDims) + 2)
    return Rejection{
        FallbackReason::UnsupportedShape,
        op + " input " + sizesText(input) +
            (input.size() == size_t(row.spatialDims) + 1 ? " is unbatched" : " has another rank") +
            " (only batched N, C, spatial inputs are compiled)"};
  if (node->outputs().size() > 1 && node->outputs()[1]->hasUses())
    return Rejection{FallbackReason::UnsupportedOp,
                     op + " indices are used (cuagent computes the values only)"};
  return std::nullopt;
}

/// The recorded pooling geometry must give PyTorch's output shape under
/// the rules of PoolShape.h, which the importer and verifier apply: a node
/// they would refuse stays stock here, with the reason.
std::optional<Rejection> checkPoolOutput(const OpInfo &info, const PoolRow &row, const json &attrs,
                                         const std::vector<int64_t> &input,
                                         const std::vector<int64_t> &output) {
  std::string error;
  if (row.kind == PoolKind::AdaptiveAvg || row.kind == PoolKind::AdaptiveMax) {
    if (!checkAdaptiveShapes(input, output, error))
      return Rejection{FallbackReason::UnsupportedShape, std::string(info.schema) + ": " + error};
    return std::nullopt;
  }
  size_t spatial = size_t(row.spatialDims);
  PoolGeometry geometry;
  geometry.kernel = attrs["kernel_size"].get<std::vector<int64_t>>();
  geometry.stride = attrs["stride"].get<std::vector<int64_t>>();
  if (geometry.stride.empty())
    geometry.stride = geometry.kernel;
  geometry.padding = attrs["padding"].get<std::vector<int64_t>>();
  geometry.dilation = attrs.contains("dilation") ? attrs["dilation"].get<std::vector<int64_t>>()
                                                 : std::vector<int64_t>(spatial, 1);
  geometry.ceilMode = attrs["ceil_mode"].get<bool>();
  std::optional<std::vector<int64_t>> shape = poolOutputShape(input, geometry, error);
  if (!shape)
    return Rejection{FallbackReason::UnsupportedArgument, std::string(info.schema) + ": " + error};
  if (*shape != output)
    return Rejection{FallbackReason::UnsupportedShape,
                     std::string(info.schema) + " computes " + sizesText(*shape) +
                         " but PyTorch returned " + sizesText(output)};
  return std::nullopt;
}

/// The reduced dims of a Dims row must be one contiguous block once size-1
/// dims are ignored: the strided template reduces the middle of [outer,
/// reduced, inner] (ReduceDims.h). Others, such as dims (0, 2) of a 3-D
/// tensor with sizes > 1, stay stock.
std::optional<Rejection> checkReducedBlock(const OpInfo &info, const json &attrs,
                                           const std::vector<int64_t> &sizes) {
  for (const ArgSpec &arg : info.args) {
    if (arg.kind != ArgKind::Dims)
      continue;
    std::vector<int64_t> dims = attrs[std::string(arg.name)].get<std::vector<int64_t>>();
    if (dims.empty())
      dims = allDims(int64_t(sizes.size()));
    if (!reductionView(sizes, dims))
      return Rejection{FallbackReason::UnsupportedShape,
                       std::string(info.mnemonic) + " over dims " + sizesText(dims) + " of " +
                           sizesText(sizes) +
                           ": the reduced dims (ignoring size-1 dims) are not one contiguous "
                           "block"};
  }
  return std::nullopt;
}

/// True for the value of a layout node with a registry row: inside a group
/// it may be non-contiguous (codegen reads through its index map), but it
/// may not cross a group boundary (stridedBoundaryNodes).
/// True if the value's memory is dense and non-overlapping in some order of
/// its dims (contiguous up to a permutation): a group reads it as a
/// permuted view of a contiguous buffer.
bool isDensePermuted(const ValueInfo &info) {
  return densePhysicalOrder(info.sizes, info.strides).has_value();
}

bool isLayoutValue(const jit::Value *value) {
  const jit::Node *node = value->node();
  if (node->kind().is_prim() || !node->maybeSchema())
    return false;
  const OpInfo *info = lookupAtenOp(schemaName(node));
  return info && info->opClass == OpClass::Layout;
}

/// An int list argument of a view-family op that is constant, or built
/// (prim::ListConstruct) from constants and sizes of the op's own input
/// (`x.view(x.size(0), -1)`): fixed once that input's shape is, as the
/// group's guard and static shapes make it.
bool sizeListFixedBySelf(jit::Value *list, const jit::Value *self) {
  if (constantValue(list))
    return true;
  jit::Node *node = list->node();
  if (node->kind() != c10::prim::ListConstruct)
    return false;
  for (jit::Value *item : node->inputs()) {
    const jit::Node *def = item->node();
    while (def->kind() == c10::aten::Int || def->kind() == c10::prim::NumToTensor)
      def = def->input(0)->node();
    bool fixed = constantValue(item).has_value() ||
                 (def->kind() == c10::aten::size && def->inputs().size() == 2 &&
                  def->input(0) == self && constantValue(def->input(1)));
    if (!fixed)
      return false;
  }
  return true;
}

/// aten::slice's [dim, start, end, step] as PyTorch resolves them for the
/// profiled input `in` (a negative start or end counts from the end, None
/// or past the end is the end), checked against the profiled result.
std::optional<Rejection> recordSlice(const NamedConstant &named, const std::vector<int64_t> &in,
                                     const std::vector<int64_t> &out, json &slice) {
  auto integer = [&](const char *argName) -> std::optional<int64_t> {
    std::optional<c10::IValue> value = named(argName);
    if (value && value->isInt())
      return value->toInt();
    return std::nullopt;
  };
  auto isNone = [&](const char *argName) {
    std::optional<c10::IValue> value = named(argName);
    return value && value->isNone();
  };
  int64_t rank = int64_t(in.size());
  std::optional<int64_t> dim = integer("dim"), step = integer("step");
  if (!dim || *dim < -rank || *dim >= rank || !step || *step < 1 ||
      (!integer("start") && !isNone("start")) || (!integer("end") && !isNone("end")))
    return Rejection{FallbackReason::UnsupportedArgument,
                     "slice's dim, start, end and step must be constants (step >= 1)"};
  int64_t d = *dim < 0 ? *dim + rank : *dim, size = in[size_t(d)];
  auto resolve = [&](std::optional<int64_t> bound, int64_t none) {
    int64_t b = bound ? *bound : none;
    b = b < 0 ? b + size : b;
    return std::clamp<int64_t>(b, 0, size);
  };
  int64_t start = resolve(integer("start"), 0), end = resolve(integer("end"), size);
  int64_t length = end > start ? (end - start + *step - 1) / *step : 0;
  std::vector<int64_t> expected = in;
  expected[size_t(d)] = length;
  if (expected != out)
    return Rejection{FallbackReason::UnsupportedShape,
                     "slice result " + shapeText(out) + " is not " + shapeText(expected)};
  if (length == 0)
    return Rejection{FallbackReason::UnsupportedShape, "empty slice"};
  slice = json::array({d, start, end, *step});
  return std::nullopt;
}

/// aten::pad's and constant_pad_nd's pad list, pairs from the last dim
/// back, as [low, high] per dim in order; the value (None is 0) and
/// aten::pad's mode. Checked against the profiled result (ATen checked the
/// pads against the mode when it ran).
std::optional<Rejection> recordPad(const NamedConstant &named, const std::vector<int64_t> &in,
                                   const std::vector<int64_t> &out, json &attrs) {
  std::optional<c10::IValue> pad = named("pad"), mode = named("mode"), value = named("value");
  std::string modeName = mode && mode->isString() ? mode->toStringRef() : "constant";
  if (mode && !mode->isString())
    return Rejection{FallbackReason::UnsupportedArgument, "pad mode is not a constant string"};
  if (modeName != "constant" && modeName != "reflect" && modeName != "replicate" &&
      modeName != "circular")
    return Rejection{FallbackReason::UnsupportedArgument, "pad mode '" + modeName + "'"};
  size_t rank = in.size();
  if (!pad || !pad->isIntList() || pad->toIntList().size() % 2 ||
      pad->toIntList().size() > 2 * rank)
    return Rejection{FallbackReason::UnsupportedArgument,
                     "pad must be a constant list of pairs, at most two per dim"};
  std::optional<json> fill = value && !value->isNone() ? scalarToJson(*value) : json(0.0);
  if (!fill)
    return Rejection{FallbackReason::UnsupportedArgument, "pad value is not a number"};
  std::vector<int64_t> list = pad->toIntVector(), pairs(2 * rank, 0), expected = in;
  for (size_t k = 0; k < list.size() / 2; ++k) {
    size_t dim = rank - 1 - k;
    pairs[2 * dim] = list[2 * k];
    pairs[2 * dim + 1] = list[2 * k + 1];
    expected[dim] += list[2 * k] + list[2 * k + 1];
  }
  if (expected != out || std::any_of(out.begin(), out.end(), [](int64_t d) { return d < 1; }))
    return Rejection{FallbackReason::UnsupportedShape, "pad result " + shapeText(out) + " is not " +
                                                           shapeText(expected) + " or is empty"};
  bool negative = std::any_of(pairs.begin(), pairs.end(), [](int64_t p) { return p < 0; });
  if (modeName != "constant" && negative)
    return Rejection{FallbackReason::UnsupportedArgument,
                     "a negative " + modeName + " pad (only mode 'constant' crops)"};
  attrs["pad"] = pairs;
  attrs["value"] = *fill;
  if (mode)
    attrs["mode"] = modeName;
  return std::nullopt;
}

/// Upsampling's `scales`: per spatial dim (after N and C) the factor
/// ATen's kernel multiplies an output coordinate by, 1 / the scale factor
/// where the model gave one, else the input size over the output size, and
/// with align_corners (bilinear) (n - 1) / (m - 1); the emitter rounds it
/// to float, as ATen computes it. Checked against the profiled result.
std::optional<Rejection> recordResize(const NamedConstant &named, const std::vector<int64_t> &in,
                                      const std::vector<int64_t> &out, json &attrs) {
  std::optional<c10::IValue> sizes = named("output_size"), factors = named("scale_factors");
  std::optional<c10::IValue> align = named("align_corners");
  bool corners = align && align->isBool() && align->toBool();
  if (align && !align->isBool())
    return Rejection{FallbackReason::UnsupportedArgument, "align_corners is not a constant"};
  size_t spatial = in.size() >= 3 ? in.size() - 2 : 0;
  bool sized = sizes && sizes->isIntList(), scaled = factors && factors->isDoubleList();
  if (spatial == 0 || out.size() != in.size() || (!sized && !(sizes && sizes->isNone())) ||
      (!scaled && !(factors && factors->isNone())) || sized == scaled)
    return Rejection{FallbackReason::UnsupportedArgument,
                     "upsampling needs [N, C, spatial...] and a constant output_size or "
                     "scale_factors, one of them"};
  std::vector<double> scales;
  std::vector<double> given = scaled ? factors->toDoubleVector() : std::vector<double>{};
  for (size_t k = 0; k < spatial; ++k) {
    size_t d = k + 2;
    double factor = k < given.size() ? given[k] : 0.0;
    // align_corners maps the corner pixels onto each other, whatever the factor.
    if (corners)
      scales.push_back(out[d] > 1 ? double(in[d] - 1) / double(out[d] - 1) : 0.0);
    else
      scales.push_back(factor > 0 ? 1.0 / factor : double(in[d]) / double(out[d]));
  }
  if (out[0] != in[0] || out[1] != in[1] ||
      std::any_of(out.begin(), out.end(), [](int64_t d) { return d < 1; }) ||
      (scaled && given.size() != spatial))
    return Rejection{FallbackReason::UnsupportedShape,
                     "upsampling result " + shapeText(out) + " of " + shapeText(in)};
  attrs["sizes"] = std::vector<int64_t>(out.begin() + 2, out.end());
  attrs["scales"] = scales;
  if (align)
    attrs["align_corners"] = corners;
  return std::nullopt;
}

/// aten::roll's shifts as one per dim of the input, each reduced to [0,
/// size) as Python's modulo does (a dim listed twice adds up, as rolling
/// twice does). A roll without dims (of the flattened tensor) stays stock.
std::optional<Rejection> recordRoll(const NamedConstant &named, const std::vector<int64_t> &in,
                                    json &attrs) {
  std::optional<c10::IValue> shifts = named("shifts"), dims = named("dims");
  if (!shifts || !shifts->isIntList() || !dims || !dims->isIntList() || dims->toIntList().empty() ||
      shifts->toIntList().size() != dims->toIntList().size())
    return Rejection{FallbackReason::UnsupportedArgument,
                     "roll needs constant shifts and dims of one length (a roll of the "
                     "flattened tensor, without dims, stays stock)"};
  int64_t rank = int64_t(in.size());
  std::vector<int64_t> perDim(in.size(), 0), list = shifts->toIntVector();
  std::vector<int64_t> dimList = dims->toIntVector();
  for (size_t k = 0; k < dimList.size(); ++k) {
    int64_t d = dimList[k] < 0 ? dimList[k] + rank : dimList[k];
    if (d < 0 || d >= rank)
      return Rejection{FallbackReason::UnsupportedArgument, "roll dim out of range"};
    int64_t size = std::max<int64_t>(in[size_t(d)], 1);
    perDim[size_t(d)] = (((perDim[size_t(d)] + list[k]) % size) + size) % size;
  }
  attrs["shifts"] = perDim;
  return std::nullopt;
}

/// aten::select.int's dim and index as the slice [dim, index, index + 1, 1]
/// (a negative index counted from the end, as PyTorch does), checked
/// against the profiled result: the input without that dim.
std::optional<Rejection> recordSelect(const NamedConstant &named, const std::vector<int64_t> &in,
                                      const std::vector<int64_t> &out, json &slice) {
  std::optional<c10::IValue> dim = named("dim"), index = named("index");
  int64_t rank = int64_t(in.size());
  if (!dim || !dim->isInt() || !index || !index->isInt() || dim->toInt() < -rank ||
      dim->toInt() >= rank)
    return Rejection{FallbackReason::UnsupportedArgument,
                     "select's dim and index must be constants"};
  int64_t d = dim->toInt() < 0 ? dim->toInt() + rank : dim->toInt(), size = in[size_t(d)];
  int64_t i = index->toInt() < 0 ? index->toInt() + size : index->toInt();
  std::vector<int64_t> expected = in;
  expected.erase(expected.begin() + d);
  if (i < 0 || i >= size || expected != out)
    return Rejection{FallbackReason::UnsupportedShape,
                     "select of index " + std::to_string(index->toInt()) + " from " +
                         shapeText(in) + " along dim " + std::to_string(d)};
  slice = json::array({d, i, i + 1, 1});
  return std::nullopt;
}

/// The attributes of a layout node, from the profiled shapes (exact, -1
/// inferred): `shape` rows the result shape, `perm` rows the permutation
/// (transpose and t swap two dims; permute's dims, normalized). Dropout
/// compiles only at inference (train=False).
/// prim::VarConcat's dim (its last input, a constant), normalized, after
/// checking the profiled shapes concatenate along it to the result. Empty
/// inputs stay stock: PyTorch skips a legacy empty [0] tensor of any rank.
/// prim::VarStack's likewise: equal non-empty shapes, the result one rank
/// higher with the count of inputs at dim.
std::optional<Rejection> recordCat(jit::Node *node, const OpInfo &info, const ValueInfos &infos,
                                   json &attrs) {
  std::vector<jit::Value *> operands = tensorOperands(node);
  std::optional<c10::IValue> dimValue = constantValue(node->inputs().back());
  const std::vector<int64_t> &first = infos.at(operands[0]).sizes;
  bool stack = info.mnemonic == "stack";
  int64_t rank = int64_t(first.size()) + (stack ? 1 : 0);
  std::string op(info.mnemonic);
  if (!dimValue || !dimValue->isInt() || dimValue->toInt() < -rank || dimValue->toInt() >= rank)
    return Rejection{FallbackReason::UnsupportedArgument,
                     op + "'s dim must be a constant within the result's rank"};
  int64_t dim = dimValue->toInt() < 0 ? dimValue->toInt() + rank : dimValue->toInt();
  std::vector<int64_t> expected = first;
  if (stack)
    expected.insert(expected.begin() + dim, int64_t(operands.size()));
  else
    expected[size_t(dim)] = 0;
  for (const jit::Value *operand : operands) {
    const std::vector<int64_t> &sizes = infos.at(operand).sizes;
    bool matches = sizes.size() == first.size();
    for (size_t d = 0; matches && d < sizes.size(); ++d)
      matches = sizes[d] > 0 && ((!stack && int64_t(d) == dim) || sizes[d] == first[d]);
    if (!matches)
      return Rejection{FallbackReason::UnsupportedShape,
                       op + " of " + shapeText(sizes) + " and " + shapeText(first) +
                           (stack ? std::string(" (non-empty, equal shapes)")
                                  : " along dim " + std::to_string(dim) +
                                        " (non-empty, equal in the other dims)")};
    if (!stack)
      expected[size_t(dim)] += sizes[size_t(dim)];
  }
  if (expected != infos.at(node->outputs()[0]).sizes)
    return Rejection{FallbackReason::UnsupportedShape,
                     op + " result " + shapeText(infos.at(node->outputs()[0]).sizes) + " is not " +
                         shapeText(expected)};
  attrs = json{{"dim", dim}};
  return std::nullopt;
}

std::optional<Rejection> recordLayoutAttrs(jit::Node *node, const OpInfo &info,
                                           const ValueInfos &infos, const NamedConstant &named,
                                           json &attrs) {
  if (info.isVariadic())
    return recordCat(node, info, infos, attrs);
  const std::vector<int64_t> &in = infos.at(node->inputs()[0]).sizes;
  const std::vector<int64_t> &out = infos.at(node->outputs()[0]).sizes;
  if (info.mnemonic == "dropout" || info.mnemonic == "alpha_dropout" ||
      info.mnemonic == "feature_alpha_dropout" || info.mnemonic == "feature_dropout") {
    std::optional<c10::IValue> train = named("train");
    if (!train || !train->isBool() || train->toBool())
      return Rejection{FallbackReason::UnsupportedArgument,
                       "dropout with train=True (or decided at run time) is random; only "
                       "train=False (an identity) is compiled"};
  }
  attrs = json::object();
  if (info.args.size == 0) {
    if (in != out)
      return Rejection{FallbackReason::UnsupportedShape, "identity op changed the shape"};
    return std::nullopt;
  }
  const ArgSpec &arg = info.args.items[0];
  std::string name(arg.name);
  if (arg.kind == ArgKind::Shape) {
    attrs[name] = out;
    return std::nullopt;
  }
  if (arg.kind == ArgKind::Pad)
    return recordPad(named, in, out, attrs);
  if (arg.kind == ArgKind::Resize)
    return recordResize(named, in, out, attrs);
  if (arg.kind == ArgKind::Roll)
    return recordRoll(named, in, attrs);
  if (arg.kind == ArgKind::Slice && info.mnemonic == "select")
    return recordSelect(named, in, out, attrs[name]);
  if (arg.kind == ArgKind::Slice)
    return recordSlice(named, in, out, attrs[name]);
  if (arg.kind == ArgKind::Dims) { // flip: a list of distinct dims, none empty
    std::optional<c10::IValue> dims = named(arg.name);
    if (!dims || !dims->isIntList() || dims->toIntList().empty())
      return Rejection{FallbackReason::UnsupportedArgument,
                       "flip dims must be a constant, non-empty list"};
    return recordDims(arg, dims, in.size(), info, attrs);
  }
  std::vector<int64_t> perm(in.size());
  for (size_t d = 0; d < perm.size(); ++d)
    perm[d] = int64_t(d);
  int64_t rank = int64_t(in.size());
  auto dimOf = [&](const char *argName) -> std::optional<int64_t> {
    std::optional<c10::IValue> value = named(argName);
    if (!value || !value->isInt() || rank == 0)
      return std::nullopt;
    int64_t d = value->toInt();
    return d < -rank || d >= rank ? std::nullopt : std::optional<int64_t>(d < 0 ? d + rank : d);
  };
  if (info.mnemonic == "permute") {
    std::optional<c10::IValue> value = named("dims");
    if (!value || !value->isIntList() || value->toIntVector().size() != in.size())
      return Rejection{FallbackReason::UnsupportedArgument, "permute dims are not a constant list"};
    perm = value->toIntVector();
    for (int64_t &d : perm)
      d = d < 0 ? d + rank : d;
  } else if (info.mnemonic == "transpose") {
    std::optional<int64_t> d0 = dimOf("dim0"), d1 = dimOf("dim1");
    if (!d0 || !d1)
      return Rejection{FallbackReason::UnsupportedArgument, "transpose dims out of range"};
    std::swap(perm[*d0], perm[*d1]);
  } else if (info.mnemonic == "numpy_t") { // x.T: every dim reversed
    std::reverse(perm.begin(), perm.end());
  } else if (info.mnemonic == "mt") { // x.mT: the last two dims swapped
    if (rank < 2)
      return Rejection{FallbackReason::UnsupportedArgument, "mT of a tensor of rank < 2"};
    std::swap(perm[rank - 2], perm[rank - 1]);
  } else if (rank == 2) { // t of a matrix; of a vector or scalar it is the identity
    std::swap(perm[0], perm[1]);
  }
  attrs[name] = perm;
  return std::nullopt;
}

/// Scans: f32 only, and a 1-D scan (one dim of size > 1, the scanned one)
/// of at most kMaxUnorderedScanLength elements, the one case where PyTorch
/// associates in an order (CUB's) that codegen does not reproduce.
std::optional<Rejection> checkScanNode(const OpInfo &info, const json &attrs,
                                       const ValueInfo &input) {
  if (input.dtype != c10::ScalarType::Float)
    return Rejection{FallbackReason::UnsupportedDtype,
                     std::string(info.mnemonic) + " of " + dtypeText(input.dtype) +
                         " (PyTorch rounds its partial results at every step; only Float is "
                         "compiled)"};
  int64_t dim = attrs["dim"].get<int64_t>(), numel = 1;
  for (int64_t size : input.sizes)
    numel *= size;
  int64_t length = input.sizes.at(size_t(dim));
  if (numel == length && length > kMaxUnorderedScanLength)
    return Rejection{FallbackReason::UnsupportedShape,
                     std::string(info.mnemonic) + " of a 1-D run of " + std::to_string(length) +
                         " elements: PyTorch scans it with CUB, whose rounding cuagent does not "
                         "reproduce, and past " + std::to_string(kMaxUnorderedScanLength) +
                         " elements two fp32 orders can differ by more than the tolerance"};
  return std::nullopt;
}

/// diag of a vector on its main diagonal, the one form cuagent.diag states:
/// diag of a matrix extracts its diagonal (another function), and an offset
/// diagonal is a larger matrix with v off the main diagonal.
std::optional<Rejection> checkDiagNode(const std::vector<jit::Value *> &operands,
                                       const ValueInfos &infos, const NamedConstant &named) {
  const std::vector<int64_t> &input = infos.at(operands[0]).sizes;
  if (input.size() != 1 || input[0] < 1)
    return Rejection{FallbackReason::UnsupportedShape,
                     "diag of " + sizesText(input) +
                         ": only diag of a non-empty vector (a diagonal matrix) is compiled; "
                         "diag of a matrix extracts its diagonal"};
  std::optional<c10::IValue> diagonal = named("diagonal");
  if (diagonal && (!diagonal->isInt() || diagonal->toInt() != 0))
    return Rejection{
        FallbackReason::UnsupportedArgument,
        "diag with diagonal=" + (diagonal->isInt() ? std::to_string(diagonal->toInt()) : "?") +
            ": only the main diagonal (diagonal=0) is compiled"};
  return std::nullopt;
}

/// tril and triu of a matrix or a batch of them (ATen raises below rank 2;
/// keeping such a node stock leaves the error to PyTorch).
std::optional<Rejection> checkTriangleNode(const OpInfo &info,
                                           const std::vector<jit::Value *> &operands,
                                           const ValueInfos &infos) {
  const std::vector<int64_t> &input = infos.at(operands[0]).sizes;
  if (input.size() < 2)
    return Rejection{FallbackReason::UnsupportedShape,
                     std::string(info.mnemonic) + " of " + sizesText(input) +
                         ": needs a matrix or a batch of them (rank >= 2)"};
  return std::nullopt;
}

/// prelu's weight as PyTorch takes it: one value, or one per channel (dim
/// 1 of an input of rank >= 2). Other weights are PyTorch errors; keeping
/// them stock leaves the error to PyTorch.
std::optional<Rejection> checkPreluNode(const std::vector<jit::Value *> &operands,
                                        const ValueInfos &infos) {
  const std::vector<int64_t> &input = infos.at(operands[0]).sizes;
  const std::vector<int64_t> &weight = infos.at(operands[1]).sizes;
  int64_t count = 1;
  for (int64_t size : weight)
    count *= size;
  if (weight.size() <= 1 && (count == 1 || (input.size() >= 2 && count == input[1])))
    return std::nullopt;
  return Rejection{FallbackReason::UnsupportedShape,
                   "prelu weight " + sizesText(weight) + " for input " + sizesText(input) +
                       " (one value, or one per channel of dim 1)"};
}

/// A class loss as the importer compiles it: float logits with their
/// classes in dim 1 (dim 0 for one sample), a target of the other dims, and
/// no label smoothing.
std::optional<Rejection> checkClassLoss(const OpInfo &info,
                                        const std::vector<jit::Value *> &operands,
                                        const ValueInfos &infos, const NamedConstant &named) {
  const ValueInfo &logits = infos.at(operands[0]);
  std::vector<int64_t> expected = logits.sizes;
  if (!expected.empty())
    expected.erase(expected.begin() + classDimOf(int64_t(expected.size())));
  if (logits.sizes.empty() || infos.at(operands[1]).sizes != expected)
    return Rejection{FallbackReason::UnsupportedShape,
                     std::string(info.mnemonic) + " of input " + sizesText(logits.sizes) +
                         " and target " + sizesText(infos.at(operands[1]).sizes) +
                         " (class indices of every position but the class dim)"};
  if (logits.dtype != c10::ScalarType::Float)
    return Rejection{FallbackReason::UnsupportedDtype, std::string(info.mnemonic) + " of " +
                                                           dtypeText(logits.dtype) +
                                                           " logits (Float is compiled)"};
  std::optional<c10::IValue> smoothing = named("label_smoothing");
  if (smoothing && smoothing->isDouble() && smoothing->toDouble() != 0.0)
    return Rejection{FallbackReason::UnsupportedArgument,
                     std::string(info.mnemonic) + " with label smoothing"};
  return std::nullopt;
}

/// Checks one node against its registry row and, when it is supported,
/// computes the task attributes. `device` receives the node's device.
std::optional<Rejection> checkNode(jit::Node *node, const OpInfo &info, const ValueInfos &infos,
                                   json &attrs, c10::Device &device) {
  // adaptive_max_pool*d also returns indices: checkPoolNode requires them unused.
  const PoolRow *poolRow = lookupPoolRow(info.schema);
  size_t outputs = poolRow && poolRow->kind == PoolKind::AdaptiveMax ? 2 : resultCount(info);
  if (node->inputs().size() < info.operands || node->outputs().size() != outputs)
    return Rejection{FallbackReason::UnsupportedOp, "unexpected operand count"};
  // Optional tensor arguments are operands (parameters or run-time values)
  // when given, or None; every other non-tensor argument must be constant.
  std::set<const jit::Value *> optionalTensors;
  for (const ArgSpec &arg : info.args) {
    if (arg.kind != ArgKind::OptionalTensor)
      continue;
    jit::Value *value = optionalTensorInput(node, arg);
    if (!value || isNoneValue(value))
      continue;
    if (!isTensorValue(value))
      return Rejection{FallbackReason::UnsupportedArgument,
                       std::string(info.mnemonic) + " " + std::string(arg.name) +
                           " is an Optional[Tensor] decided at run time (a tensor or None is "
                           "needed at capture)"};
    optionalTensors.insert(value);
  }
  bool isLayout = info.opClass == OpClass::Layout;
  size_t firstArg = info.isVariadic() ? tensorOperands(node).size() : info.operands;
  if (info.isVariadic() && (firstArg == 0 || firstArg > kMaxVariadicOperands))
    return Rejection{FallbackReason::UnsupportedShape,
                     std::string(info.mnemonic) + " of " + std::to_string(firstArg) +
                         " tensors (1 to " + std::to_string(kMaxVariadicOperands) + ")"};
  for (size_t i = firstArg; i < node->inputs().size(); ++i)
    if (!optionalTensors.count(node->inputs()[i]) && !constantValue(node->inputs()[i]) &&
        !(isLayout && sizeListFixedBySelf(node->inputs()[i], node->inputs()[0])))
      return Rejection{FallbackReason::NonConstantArgument,
                       "argument " + std::to_string(i) + " is computed at run time"};

  std::vector<jit::Value *> operands = tensorOperands(node);
  std::vector<const jit::Value *> tensors(operands.begin(), operands.end());
  for (size_t i = 0; i < resultCount(info); ++i)
    tensors.push_back(node->outputs()[i]);
  // The indices of argmax, argmin, max.dim and min.dim: the last result.
  const jit::Value *indices = isIndexReduction(info) ? tensors.back() : nullptr;
  std::optional<c10::ScalarType> dtype;
  std::optional<c10::Device> firstDevice;
  const BoolRow *boolRow = lookupBoolRow(info.mnemonic);
  // A float elementwise op promotes a bool operand to its dtype (`x * mask`):
  // the importer converts it (cuagent.to_float), exactly as ATen does.
  auto promotedBool = [&](const jit::Value *value, bool isResult) {
    auto result = infos.find(node->outputs()[0]);
    return !isResult && !boolRow && info.opClass == OpClass::Elementwise &&
           infos.at(value).dtype == c10::ScalarType::Bool && result != infos.end() &&
           isSupportedDtype(result->second.dtype);
  };
  for (size_t t = 0; t < tensors.size(); ++t) {
    const jit::Value *value = tensors[t];
    auto it = infos.find(value);
    if (it == infos.end())
      return Rejection{FallbackReason::NotProfiled,
                       "no tensor type recorded for %" + value->debugName()};
    const ValueInfo &valueInfo = it->second;
    // Conditions, masks and comparison results are bool, the rest float.
    bool isResult = t + 1 == tensors.size();
    const IndexOperandRow *indexRow = lookupIndexOperandRow(info.schema);
    bool indexOperand = indexRow && t == indexRow->operand && !isResult;
    if (indexOperand) {
      if (valueInfo.dtype != c10::ScalarType::Long)
        return Rejection{FallbackReason::UnsupportedDtype,
                         std::string(info.mnemonic) + " index %" + value->debugName() + " is " +
                             dtypeText(valueInfo.dtype) +
                             (isClassLossRow(info.schema)
                                  ? " (class indices, Long, are compiled; class probabilities "
                                    "are not)"
                                  : " (Long indices are compiled)")};
    } else if (value == indices) {
      if (valueInfo.dtype != c10::ScalarType::Long)
        return Rejection{FallbackReason::UnsupportedDtype,
                         std::string(info.mnemonic) + " indices %" + value->debugName() + " are " +
                             dtypeText(valueInfo.dtype) + " (only Long is compiled there)"};
    } else if (boolRow && (isResult ? boolRow->boolResult : boolRow->isBoolOperand(t))) {
      if (valueInfo.dtype != c10::ScalarType::Bool)
        return Rejection{FallbackReason::UnsupportedDtype,
                         std::string(info.mnemonic) + " %" + value->debugName() + " is " +
                             dtypeText(valueInfo.dtype) + " (only Bool is compiled there)"};
    } else if (!isSupportedDtype(valueInfo.dtype) && !promotedBool(value, isResult)) {
      return Rejection{FallbackReason::UnsupportedDtype,
                       dtypeText(valueInfo.dtype) + " (supported: Float, Half, BFloat16)"};
    }
    if (valueInfo.dtype != c10::ScalarType::Bool && value != indices &&
        !indexOperand) { // one float dtype per op
      if (dtype && *dtype != valueInfo.dtype)
        return Rejection{FallbackReason::UnsupportedDtype,
                         "mixes " + dtypeText(*dtype) + " and " + dtypeText(valueInfo.dtype)};
      dtype = valueInfo.dtype;
    }
    // A layout op's result may be strided inside a group (it is an index map
    // there); stridedBoundaryNodes keeps such values inside their group.
    bool strided = isResult ? isLayout : isLayoutValue(value);
    // A dense permuted layout (an attention output, a transposed view made
    // by a stock op) is read through an index map; a library call reads
    // whole buffers, and a slice or expand has gaps or overlaps.
    // A result in such a layout (the stock op kept its input's, or stock
    // sdpa wrote [B, L, H, E] memory) is written row-major by the group,
    // library call or not.
    // A conv's input is the exception among library operands: stock copies
    // it contiguous itself (an attention output into a conv), so the group's
    // copy kernel costs no more, and it keeps the conv's epilogue fused.
    bool convInput = t == 0 && !isResult && lookupConvRow(info.schema);
    bool permuted = (isResult || info.opClass != OpClass::Library || convInput) &&
                    isDensePermuted(valueInfo);
    if (!valueInfo.isContiguous && !strided && !permuted)
      return Rejection{FallbackReason::NonContiguous,
                       "%" + value->debugName() + " is not contiguous" +
                           (info.opClass == OpClass::Library
                                ? std::string(" (a library call reads a contiguous buffer)")
                                : std::string(" nor a permutation of a dense layout"))};
    // A 0-dim tensor on the CPU next to CUDA tensors is how PyTorch passes
    // scalars; it still has to be uploaded, so it counts as mixing devices.
    if (firstDevice && *firstDevice != valueInfo.device)
      return Rejection{FallbackReason::MixedDevices,
                       firstDevice->str() + " and " + valueInfo.device.str()};
    firstDevice = valueInfo.device;
  }
  device = *firstDevice;
  size_t rank = infos.at(operands[0]).sizes.size();
  NamedConstant named = [&](std::string_view name) -> std::optional<c10::IValue> {
    std::optional<size_t> index = node->schema().argumentIndexWithName(std::string(name));
    if (!index || *index >= node->inputs().size())
      return std::nullopt;
    return constantValue(node->inputs()[*index]);
  };
  if (isLayout)
    return recordLayoutAttrs(node, info, infos, named, attrs);
  if (const ConvRow *row = lookupConvRow(info.schema)) {
    if (std::optional<Rejection> rejection = checkConvShapes(info, *row, operands, infos, named))
      return rejection;
  } else if (info.mnemonic == "sdpa") {
    if (std::optional<Rejection> rejection = checkAttention(operands, infos, named))
      return rejection;
  } else if (info.opClass == OpClass::Library) {
    if (std::optional<Rejection> rejection = checkGemmShapes(info, operands, infos))
      return rejection;
  } else if (info.mnemonic == "group_norm" || info.mnemonic == "instance_norm" ||
             info.mnemonic == "batch_norm") {
    if (std::optional<Rejection> rejection = checkNormArgs(node, info, operands, infos, named))
      return rejection;
  } else if (poolRow) {
    if (std::optional<Rejection> rejection = checkPoolNode(node, *poolRow, operands, infos))
      return rejection;
  } else if (info.mnemonic == "diag") {
    if (std::optional<Rejection> rejection = checkDiagNode(operands, infos, named))
      return rejection;
  } else if (info.mnemonic == "tril" || info.mnemonic == "triu") {
    if (std::optional<Rejection> rejection = checkTriangleNode(info, operands, infos))
      return rejection;
  } else if (info.mnemonic == "prelu") {
    if (std::optional<Rejection> rejection = checkPreluNode(operands, infos))
      return rejection;
  } else if (isDistanceRow(info.schema)) {
    // The importer expands to the broadcast shape of inputs of one rank.
    for (const jit::Value *operand : operands)
      if (infos.at(operand).sizes.size() != infos.at(operands[0]).sizes.size() ||
          infos.at(operand).sizes.empty())
        return Rejection{FallbackReason::UnsupportedShape,
                         std::string(info.mnemonic) + " of inputs of different ranks"};
  } else if (isClassLossRow(info.schema)) {
    if (std::optional<Rejection> rejection = checkClassLoss(info, operands, infos, named))
      return rejection;
  } else if (info.mnemonic == "embedding") {
    const ValueInfo &weight = infos.at(operands[0]);
    if (weight.sizes.size() != 2 || weight.dtype != c10::ScalarType::Float)
      return Rejection{FallbackReason::UnsupportedShape,
                       "embedding of a " + dtypeText(weight.dtype) + sizesText(weight.sizes) +
                           " weight (a Float [rows, width] table is compiled)"};
  }
  attrs = json::object();
  for (const ArgSpec &arg : info.args)
    if (std::optional<Rejection> rejection = recordArg(arg, named(arg.name), rank, info, attrs))
      return rejection;
  if (std::optional<Rejection> rejection =
          checkReducedBlock(info, attrs, infos.at(node->inputs()[0]).sizes))
    return rejection;
  if (isScan(info))
    if (std::optional<Rejection> rejection =
            checkScanNode(info, attrs, infos.at(node->inputs()[0])))
      return rejection;
  // Norms of order 0 (a count of nonzeros) are not compiled (importStatNode).
  if (const StatRow *stat = lookupStatRow(info.schema))
    if (!stat->ordArg.empty() && jsonNumber(attrs[std::string(stat->ordArg)]) == 0.0)
      return Rejection{FallbackReason::UnsupportedArgument,
                       std::string(info.mnemonic) + " of order 0"};
  if (poolRow)
    if (std::optional<Rejection> rejection =
            checkPoolOutput(info, *poolRow, attrs, infos.at(node->inputs()[0]).sizes,
                            infos.at(node->outputs()[0]).sizes))
      return rejection;
  if (info.hasArg(ArgKind::Bound)) {
    bool anyBound = false;
    for (const ArgSpec &arg : info.args)
      anyBound |= arg.kind == ArgKind::Bound && !attrs[std::string(arg.name)].is_null();
    if (!anyBound)
      return Rejection{FallbackReason::UnsupportedArgument,
                       std::string(info.mnemonic) + " without min and max"};
  }
  return std::nullopt;
}

/// A node that may be reordered against its neighbours: no side effects, no
/// writes, no nested blocks. Everything else is a barrier that no group may
/// span, which keeps mutation and aliasing order intact without alias
/// analysis.
bool isPure(const jit::Node *node) {
  // A warning (the functional losses warn when the shapes differ) reads and
  // writes no tensor: groups around it move only its message against GPU
  // work, which nothing can observe.
  static const c10::Symbol warn = c10::Symbol::fromQualString("aten::warn");
  if (node->kind() == warn && node->blocks().empty())
    return true;
  if (!node->blocks().empty() || node->hasSideEffects())
    return false;
  switch (node->kind()) {
  case c10::prim::Constant:
  case c10::prim::ListConstruct:
  case c10::prim::TupleConstruct:
  case c10::prim::ListUnpack:
  case c10::prim::TupleUnpack:
  case c10::prim::TupleIndex:
    return true;
  default:
    break;
  }
  const c10::FunctionSchema *schema = node->maybeSchema();
  return schema && !schema->is_mutable();
}

/// Every value a node reads, including reads from inside its blocks.
void collectUses(const jit::Node *node, std::vector<const jit::Value *> &uses) {
  for (const jit::Value *input : node->inputs())
    uses.push_back(input);
  for (const jit::Block *block : node->blocks()) {
    for (const jit::Node *inner : block->nodes())
      collectUses(inner, uses);
    for (const jit::Value *output : block->outputs())
      uses.push_back(output);
  }
}

class Bits {
public:
  explicit Bits(size_t n = 0) : words_((n + 63) / 64, 0) {}
  void set(size_t i) { words_[i / 64] |= uint64_t(1) << (i % 64); }
  void reset(size_t i) { words_[i / 64] &= ~(uint64_t(1) << (i % 64)); }
  bool test(size_t i) const { return words_[i / 64] >> (i % 64) & 1; }
  Bits &operator|=(const Bits &other) {
    for (size_t i = 0; i < words_.size(); ++i)
      words_[i] |= other.words_[i];
    return *this;
  }
  bool intersects(const Bits &other) const {
    for (size_t i = 0; i < words_.size(); ++i)
      if (words_[i] & other.words_[i])
        return true;
    return false;
  }
  template <typename F> void forEach(F f) const {
    for (size_t w = 0; w < words_.size(); ++w)
      for (uint64_t word = words_[w]; word; word &= word - 1)
        f(w * 64 + size_t(__builtin_ctzll(word)));
  }

private:
  std::vector<uint64_t> words_;
};

using NodeIndex = std::unordered_map<const jit::Node *, size_t>;

/// Predecessors of every node (sorted, unique): data edges plus ordering edges
/// through barriers (a barrier follows every node since the previous barrier,
/// and every node follows the last barrier).
std::vector<std::vector<size_t>> buildDependencies(const std::vector<jit::Node *> &nodes,
                                                   const NodeIndex &index) {
  size_t n = nodes.size();
  std::vector<std::vector<size_t>> preds(n);
  std::vector<size_t> sinceBarrier;
  std::optional<size_t> lastBarrier;
  for (size_t i = 0; i < n; ++i) {
    std::vector<const jit::Value *> uses;
    collectUses(nodes[i], uses);
    for (const jit::Value *value : uses) {
      auto it = index.find(value->node());
      if (it != index.end() && it->second != i)
        preds[i].push_back(it->second);
    }
    if (lastBarrier)
      preds[i].push_back(*lastBarrier);
    if (isPure(nodes[i])) {
      sinceBarrier.push_back(i);
    } else {
      preds[i].insert(preds[i].end(), sinceBarrier.begin(), sinceBarrier.end());
      sinceBarrier.clear();
      lastBarrier = i;
    }
    std::sort(preds[i].begin(), preds[i].end());
    preds[i].erase(std::unique(preds[i].begin(), preds[i].end()), preds[i].end());
  }
  return preds;
}

/// Whether a type is or holds a tensor (Tensor, Tensor[], Optional[Tensor],
/// tuples of them).
bool holdsTensor(const c10::TypePtr &type) {
  if (type->cast<c10::TensorType>())
    return true;
  for (const c10::TypePtr &inner : type->containedTypes())
    if (holdsTensor(inner))
      return true;
  return false;
}

/// Whether `node` reads or makes a tensor (or has blocks, which may).
bool readsOrMakesTensors(const jit::Node *node) {
  auto holds = [](const jit::Value *value) { return holdsTensor(value->type()); };
  return !node->blocks().empty() ||
         std::any_of(node->inputs().begin(), node->inputs().end(), holds) ||
         std::any_of(node->outputs().begin(), node->outputs().end(), holds);
}

/// Which nodes may join a group: ATen ops with a registry row, not deny
/// listed, whose arguments and types pass checkNode. Records each supported
/// node's task attributes and device, and a fallback for every other op.
std::vector<bool> findCandidates(const std::vector<jit::Node *> &nodes, const ValueInfos &infos,
                                 const PartitionOptions &options, std::vector<c10::Device> &devices,
                                 PartitionResult &result) {
  std::vector<bool> supported(nodes.size(), false);
  for (size_t i = 0; i < nodes.size(); ++i) {
    jit::Node *node = nodes[i];
    std::string schema = schemaName(node);
    const OpInfo *info = lookupAtenOp(schema);
    if (node->kind().is_prim() && !info)
      continue; // plumbing (constants, lists, tuples), never an op to report
    // Scalar work (a loss's size warning, int arithmetic) runs no kernel:
    // nothing stays on stock kernels there.
    if (!info && !readsOrMakesTensors(node))
      continue;
    if (!info) {
      result.fallbacks.push_back(
          {schema, FallbackReason::UnsupportedOp, "not in OpRegistry.def", node});
      continue;
    }
    if (options.denyList.count(schema)) {
      result.fallbacks.push_back({schema, FallbackReason::DenyListed, "in the deny list", node});
      continue;
    }
    if (info->mnemonic == "sdpa" && !options.decomposeAttention) {
      result.fallbacks.push_back(
          {schema, FallbackReason::DenyListed,
           "decompose_attention=False keeps it stock", node});
      continue;
    }
    json attrs;
    if (std::optional<Rejection> rejection = checkNode(node, *info, infos, attrs, devices[i])) {
      result.fallbacks.push_back({schema, rejection->reason, rejection->detail, node});
      continue;
    }
    supported[i] = true;
    result.attrs[node] = std::move(attrs);
  }
  return supported;
}

/// Greedy grouping in program order over the graph contracted by the groups
/// formed so far. anc[i] is the set of nodes that reach i in the contracted
/// graph (a group's ancestors are shared by all its members); a merge is
/// accepted only if no outside node is both below and above the new group,
/// which is exactly "contracting it creates no cycle".
class ConvexGrouper {
public:
  explicit ConvexGrouper(size_t n) : n_(n), anc_(n, Bits(n)), groupOf_(n, -1) {}

  /// The nodes that reach a node with predecessors `preds`, whole groups
  /// included.
  Bits above(const std::vector<size_t> &preds) const {
    Bits above(n_);
    for (size_t p : preds) {
      above |= anc_[p];
      above.set(p);
      if (groupOf_[p] >= 0)
        for (size_t m : members_[groupOf_[p]])
          above.set(m);
    }
    return above;
  }

  /// A node that joins no group.
  void addUngrouped(size_t i, Bits above) { anc_[i] = std::move(above); }

  /// The groups that produce an input of node i, on its device, in input
  /// order.
  std::vector<int> producerGroups(const jit::Node *node, size_t i, const NodeIndex &index,
                                  const std::vector<c10::Device> &devices) const {
    std::vector<int> candidates;
    for (const jit::Value *input : node->inputs()) {
      auto it = index.find(input->node());
      if (it == index.end() || groupOf_[it->second] < 0)
        continue;
      int g = groupOf_[it->second];
      if (std::find(candidates.begin(), candidates.end(), g) == candidates.end() &&
          devices[members_[g].front()] == devices[i])
        candidates.push_back(g);
    }
    return candidates;
  }

  /// Each candidate in turn that, with node i and the groups chosen before
  /// it, still forms a convex group.
  std::vector<int> chooseConvex(size_t i, const std::vector<int> &candidates,
                                const Bits &above) const {
    std::vector<int> chosen;
    for (int g : candidates) {
      std::vector<int> trial = chosen;
      trial.push_back(g);
      Bits inside = membersBits(trial, i);
      Bits groupsOnly = membersBits(trial, members_[g].front()); // members without i
      Bits all = above;
      for (int t : trial)
        all |= anc_[members_[t].front()];
      bool convex = true;
      all.forEach([&](size_t q) {
        if (convex && !inside.test(q) && anc_[q].intersects(groupsOnly))
          convex = false;
      });
      if (convex)
        chosen = std::move(trial);
    }
    return chosen;
  }

  /// Node i in a new group of its own.
  void startGroup(size_t i, Bits above) {
    groupOf_[i] = int(members_.size());
    members_.push_back({i});
    anc_[i] = std::move(above);
  }

  /// Node i and the `chosen` groups become one group (the first chosen);
  /// ancestor sets of the members and of every node below it are updated.
  void merge(size_t i, const std::vector<int> &chosen, const Bits &above) {
    Bits inside = membersBits(chosen, i);
    Bits merged = above;
    for (int g : chosen)
      merged |= anc_[members_[g].front()];
    inside.forEach([&](size_t m) { merged.reset(m); });
    int target = chosen.front();
    for (size_t c = 1; c < chosen.size(); ++c) {
      for (size_t m : members_[chosen[c]]) {
        members_[target].push_back(m);
        groupOf_[m] = target;
      }
      members_[chosen[c]].clear();
    }
    members_[target].push_back(i);
    groupOf_[i] = target;
    std::sort(members_[target].begin(), members_[target].end());
    for (size_t j = 0; j < i; ++j) {
      if (inside.test(j) || !anc_[j].intersects(inside))
        continue;
      anc_[j] |= merged;
      anc_[j] |= inside;
    }
    for (size_t m : members_[target])
      anc_[m] = merged;
  }

  /// The groups' members, sorted; merged-away groups are empty.
  std::vector<std::vector<size_t>> takeMembers() { return std::move(members_); }

private:
  Bits membersBits(const std::vector<int> &groups, size_t extra) const {
    Bits bits(n_);
    for (int g : groups)
      for (size_t m : members_[g])
        bits.set(m);
    bits.set(extra);
    return bits;
  }

  size_t n_;
  std::vector<Bits> anc_;
  std::vector<int> groupOf_;
  std::vector<std::vector<size_t>> members_;
};

/// Maximal convex groups of supported nodes, each on one device.
std::vector<std::vector<size_t>> formConvexGroups(const std::vector<jit::Node *> &nodes,
                                                  const NodeIndex &index,
                                                  const std::vector<std::vector<size_t>> &preds,
                                                  const std::vector<bool> &supported,
                                                  const std::vector<c10::Device> &devices) {
  ConvexGrouper grouper(nodes.size());
  for (size_t i = 0; i < nodes.size(); ++i) {
    Bits above = grouper.above(preds[i]);
    if (!supported[i]) {
      grouper.addUngrouped(i, std::move(above));
      continue;
    }
    std::vector<int> chosen =
        grouper.chooseConvex(i, grouper.producerGroups(nodes[i], i, index, devices), above);
    if (chosen.empty())
      grouper.startGroup(i, std::move(above));
    else
      grouper.merge(i, chosen, above);
  }
  return grouper.takeMembers();
}

/// The groups that pass the minimum size rule, in program order of their
/// first node; the nodes of the others fall back (GroupTooSmall).
void finalizeGroups(const std::vector<std::vector<size_t>> &members,
                    const std::vector<jit::Node *> &nodes, const NodeIndex &index,
                    const ValueInfos &infos, const PartitionOptions &options,
                    PartitionResult &result) {
  for (const std::vector<size_t> &group : members) {
    if (group.empty())
      continue;
    Group formed;
    for (size_t m : group)
      formed.nodes.push_back(nodes[m]);
    if (std::string why = groupSizeProblem(formed.nodes, options.minGroupSize, &infos);
        !why.empty()) {
      for (jit::Node *node : formed.nodes)
        result.fallbacks.push_back({schemaName(node), FallbackReason::GroupTooSmall, why, node});
      continue;
    }
    result.groups.push_back(std::move(formed));
  }
  std::sort(result.groups.begin(), result.groups.end(), [&](const Group &a, const Group &b) {
    return index.at(a.nodes.front()) < index.at(b.nodes.front());
  });
}

/// Layout values at group boundaries: a strided (non-contiguous) value is an
/// index map only inside its group (the task format describes contiguous
/// tensors), and a layout result leaving the group must not alias a group
/// input (a fresh tensor would not see a later in-place write to it, and
/// there is nothing to compute). Returns the members to cut, with reasons.
/// True if layout node `node` (attributes `attrs`) swaps the last two dims
/// of its input, keeping the others: the transpose a GEMM reads for free.
bool swapsLastTwoDims(const jit::Node *node, const json &attrs) {
  const OpInfo *info = lookupAtenOp(schemaName(node));
  if (!info || info->opClass != OpClass::Layout || info->args.size == 0 ||
      info->args.items[0].kind != ArgKind::Perm)
    return false;
  auto dims = attrs.find(std::string(info->args.items[0].name));
  if (dims == attrs.end() || !dims->is_array() || dims->size() < 2)
    return false;
  std::vector<int64_t> perm = dims->get<std::vector<int64_t>>();
  size_t rank = perm.size();
  for (size_t d = 0; d + 2 < rank; ++d)
    if (perm[d] != int64_t(d))
      return false;
  return perm[rank - 2] == int64_t(rank - 1) && perm[rank - 1] == int64_t(rank - 2);
}

/// True if `use` reads its value as a matrix operand of a GEMM row (not a
/// bias or addmm's self), which cuBLASLt can read transposed.
bool isGemmMatrixOperand(const jit::Use &use) {
  const OpInfo *user = lookupAtenOp(schemaName(use.user));
  if (!user || user->opClass != OpClass::Library)
    return false;
  std::string_view name = user->mnemonic;
  if (name == "matmul" || name == "mm" || name == "bmm" || name == "linear")
    return use.offset < 2;
  if (name == "addmm" || name == "baddbmm")
    return use.offset == 1 || use.offset == 2;
  return false;
}

/// True if `use` reads its value as query, key or value of a decomposed
/// attention, whose GEMMs read them as batched matrix operands.
bool isAttentionOperand(const jit::Use &use) {
  const OpInfo *user = lookupAtenOp(schemaName(use.user));
  return user && user->mnemonic == "sdpa" && use.offset < 3;
}

/// Whether stock's linear copies an input laid out as `info`: it views the
/// input as a [rows, features] matrix, which needs one stride to walk every
/// leading dim (a batch-first `x.transpose(0, 1)` has two none walks) and a
/// unit stride along the features.
bool stockLinearCopies(const ValueInfo &info) {
  const std::vector<int64_t> &size = info.sizes, &stride = info.strides;
  size_t rank = size.size();
  if (rank < 2 || stride.size() != rank)
    return false;
  if (size[rank - 1] != 1 && stride[rank - 1] != 1)
    return true;
  std::optional<size_t> outer;
  for (size_t d = 0; d + 1 < rank; ++d) {
    if (size[d] == 1)
      continue;
    if (outer && stride[*outer] != size[d] * stride[d])
      return true;
    outer = d;
  }
  return false;
}

bool isLinearInput(const jit::Use &use) {
  const OpInfo *user = lookupAtenOp(schemaName(use.user));
  return user && user->mnemonic == "linear" && use.offset == 0;
}

/// True if `use` reads its value as the input of a 1-D convolution, which
/// stock makes contiguous (a copy) before cuDNN reads it: no 3-D layout is
/// a memory format PyTorch passes through.
bool isConv1dInput(const jit::Use &use) {
  const OpInfo *user = lookupAtenOp(schemaName(use.user));
  return user && use.offset == 0 &&
         (user->mnemonic == "conv1d" || user->mnemonic == "conv1d_padding");
}

/// Whether stock's GEMM copies an operand laid out as `info` before its
/// library call: aten::matmul reshapes batch dims into one, which copies
/// unless one stride walks them all (a head split `x.view(B, T, H,
/// D).transpose(1, 2)` has two that none walks), and cuBLAS needs a unit
/// stride in one of the matrix dims.
bool stockGemmCopies(const ValueInfo &info) {
  const std::vector<int64_t> &size = info.sizes, &stride = info.strides;
  size_t rank = size.size();
  if (rank < 2 || stride.size() != rank)
    return false;
  auto unit = [&](size_t d) { return size[d] == 1 || stride[d] == 1; };
  if (!unit(rank - 1) && !unit(rank - 2))
    return true;
  std::optional<size_t> outer;
  for (size_t d = 0; d + 2 < rank; ++d) {
    if (size[d] == 1)
      continue;
    if (outer && stride[*outer] != size[d] * stride[d])
      return true;
    outer = d;
  }
  return false;
}

std::vector<std::pair<size_t, std::pair<FallbackReason, std::string>>>
layoutBoundaryNodes(const std::vector<std::vector<size_t>> &groups,
                    const std::vector<jit::Node *> &nodes, const ValueInfos &infos,
                    const std::unordered_map<const jit::Node *, json> &nodeAttrs) {
  auto strided = [&](const jit::Value *value) {
    auto it = infos.find(value);
    return it != infos.end() && !it->second.isContiguous;
  };
  std::vector<std::pair<size_t, std::pair<FallbackReason, std::string>>> cut;
  for (const std::vector<size_t> &group : groups) {
    std::set<const jit::Node *> inside;
    for (size_t m : group)
      inside.insert(nodes[m]);
    for (size_t m : group) {
      jit::Node *node = nodes[m];
      const jit::Value *output = node->outputs()[0];
      bool escapes = false;
      for (const jit::Use &use : output->uses())
        escapes |= !inside.count(use.user);
      std::string reason;
      // A dense permuted value from outside is a task input with strides
      // (checkNode kept it away from library calls but a conv's input,
      // which the group copies contiguous); a view with gaps or overlaps is
      // not.
      for (const jit::Value *operand : tensorOperands(node))
        if (strided(operand) && !inside.count(operand->node()) &&
            (isLayoutValue(operand) || !isDensePermuted(infos.at(operand))))
          reason = "reads strided %" + operand->debugName() + " from outside its group";
      // (A computed result leaves row-major, whatever layout stock gave it.)
      if (escapes && strided(output) && isLayoutValue(output))
        reason = "strided %" + output->debugName() + " is used outside its group";
      if (!reason.empty()) {
        cut.push_back({m,
                       {FallbackReason::NonContiguous,
                        reason + " (a layout op's strided result stays inside its group)"}});
        continue;
      }
      // A library call (cuBLASLt, cuDNN) reads a whole buffer: a layout op
      // feeding one would be a copy kernel, where stock is a free view. The
      // one exception: a swap of the last two dims of a buffer (a value that
      // is not itself a view) feeding a GEMM's matrix operand, which the
      // GEMM reads transposed (the dialect's canonicalization folds it).
      auto attrsOf = nodeAttrs.find(node);
      // (A reshape that copies, as a repeat_interleave spelled out, is a
      // buffer of its own, as stock's is.)
      const jit::Value *swapped = node->inputs()[0];
      bool foldable = attrsOf != nodeAttrs.end() && swapsLastTwoDims(node, attrsOf->second) &&
                      (!isLayoutValue(swapped) || reshapeIsCopy(swapped->node(), infos)) &&
                      !strided(swapped);
      // A layout stock's GEMM would copy anyway costs the group's copy
      // kernel no more (attention's head split feeding q @ k^T).
      bool stockCopies = strided(output) && stockGemmCopies(infos.at(output));
      bool feedsLibrary = false;
      for (const jit::Use &use : output->uses()) {
        const OpInfo *user = inside.count(use.user) ? lookupAtenOp(schemaName(use.user)) : nullptr;
        // Attention's q, k and v may be any view: its cost is the [L, S]
        // scores, next to which a copy of q, k and v is small, and a group
        // that loses to stock stays stock (nn.MultiheadAttention's heads,
        // split from the packed projection, NativeAttention.h, or by
        // F.multi_head_attention_forward's views).
        // A linear's input stock copies to a matrix anyway (F.multi_head_
        // attention_forward's batch-first transposes) may be the group's copy.
        bool copies = stockCopies || (strided(output) && isLinearInput(use) &&
                                      stockLinearCopies(infos.at(output)));
        feedsLibrary |= user && user->opClass == OpClass::Library &&
                        !((foldable || copies) && isGemmMatrixOperand(use)) &&
                        !isAttentionOperand(use) && !(strided(output) && isConv1dInput(use));
      }
      // A reshape of a strided value into a contiguous one is a copy in
      // stock too (`x.permute(...).reshape(...)` before a GEMM: einsum's
      // merged labels, a ViT's patches), so the group's copy kernel costs
      // what stock's does and may carry the ops before it.
      if (feedsLibrary && isLayoutValue(output) && !writesNewBuffer(node) &&
          !reshapeIsCopy(node, infos)) {
        cut.push_back({m,
                       {FallbackReason::UnsupportedArgument,
                        "%" + output->debugName() +
                            " feeds a library call, which reads a contiguous buffer (the "
                            "stock view costs nothing, a copy would)"}});
        continue;
      }
      // A pad, cat or upsampling writes a new buffer: no alias escapes.
      if (!escapes || !isLayoutValue(output) || writesNewBuffer(node))
        continue;
      const jit::Value *source = node->inputs()[0];
      while (inside.count(source->node()) && isLayoutValue(source))
        source = source->node()->inputs()[0];
      if (!inside.count(source->node()))
        cut.push_back({m,
                       {FallbackReason::UnsupportedArgument,
                        "%" + output->debugName() + " is a view of %" + source->debugName() +
                            " from outside the group used outside it (an alias, nothing "
                            "to compute)"}});
    }
  }
  return cut;
}

} // namespace

PartitionResult partitionGraph(const std::shared_ptr<jit::Graph> &graph, const ValueInfos &infos,
                               const PartitionOptions &options) {
  std::vector<jit::Node *> nodes(graph->nodes().begin(), graph->nodes().end());
  NodeIndex index;
  for (size_t i = 0; i < nodes.size(); ++i)
    index[nodes[i]] = i;
  std::vector<std::vector<size_t>> preds = buildDependencies(nodes, index);
  PartitionResult result;
  std::vector<c10::Device> devices(nodes.size(), c10::Device(c10::kCPU));
  std::vector<bool> supported = findCandidates(nodes, infos, options, devices, result);
  std::vector<std::vector<size_t>> members =
      formConvexGroups(nodes, index, preds, supported, devices);
  // Cutting a node off can leave another strided value at a new boundary:
  // repeat until none is (the supported set only shrinks). Bool values may
  // cross a group's boundary (the task format's b8).
  while (true) {
    auto layoutCut = layoutBoundaryNodes(members, nodes, infos, result.attrs);
    if (layoutCut.empty())
      break;
    for (const auto &[m, why] : layoutCut) {
      if (!supported[m])
        continue;
      supported[m] = false;
      result.attrs.erase(nodes[m]);
      result.fallbacks.push_back({schemaName(nodes[m]), why.first, why.second, nodes[m]});
    }
    members = formConvexGroups(nodes, index, preds, supported, devices);
  }
  finalizeGroups(members, nodes, index, infos, options, result);
  return result;
}

json partitionToJson(const PartitionResult &result) {
  json groups = json::array();
  for (const Group &group : result.groups) {
    json ops = json::array();
    for (const jit::Node *node : group.nodes)
      ops.push_back(schemaName(node));
    groups.push_back(json{{"ops", ops}});
  }
  // One entry per (op, reason), with a count, so a model with a hundred
  // matmuls yields one line.
  json fallbacks = json::array();
  std::map<std::pair<std::string, std::string>, size_t> seen;
  for (const Fallback &fallback : result.fallbacks) {
    auto key = std::make_pair(fallback.schema, std::string(fallbackReasonName(fallback.reason)));
    auto it = seen.find(key);
    if (it != seen.end()) {
      fallbacks[it->second]["count"] = fallbacks[it->second]["count"].get<int>() + 1;
      continue;
    }
    seen[key] = fallbacks.size();
    fallbacks.push_back(json{{"op", fallback.schema},
                             {"reason", key.second},
                             {"detail", fallback.detail},
                             {"count", 1}});
  }
  return json{{"groups", groups}, {"fallbacks", fallbacks}};
}

} // namespace cuagent
