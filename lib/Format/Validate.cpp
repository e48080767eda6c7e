//===- Validate.cpp - Bounds and type checks for task and plan files ------===//
#include "cuagent/Format/Validate.h"

#include "cuagent/Format/Number.h"
#include "cuagent/Support/OpRegistry.h"

#include <cmath>
#include <set>

namespace cuagent {
using json = nlohmann::json;

int jsonNestingDepth(const std::string &text) {
  int depth = 0, deepest = 0;
  bool inString = false, escaped = false;
  for (char c : text) {
    if (inString) {
      if (escaped)
        escaped = false;
      else if (c == '\\')
        escaped = true;
      else if (c == '"')
        inString = false;
      continue;
    }
    if (c == '"') {
      inString = true;
    } else if (c == '[' || c == '{') {
      deepest = std::max(deepest, ++depth);
    } else if (c == ']' || c == '}') {
      // Unbalanced closers are left to the parser to report.
      depth = std::max(0, depth - 1);
    }
  }
  return deepest;
}

Expected<json> parseBoundedJson(const std::string &text, const std::string &what, size_t maxBytes,
                                int maxDepth) {
  if (text.size() > maxBytes)
    return Status::error(what + " is " + std::to_string(text.size()) + " bytes; the limit is " +
                         std::to_string(maxBytes) + " (is this the right file?)");
  if (int depth = jsonNestingDepth(text); depth > maxDepth)
    return Status::error(what + " nests arrays/objects " + std::to_string(depth) +
                         " deep; the limit is " + std::to_string(maxDepth));
  json root = json::parse(text, nullptr, /*allow_exceptions=*/false);
  if (root.is_discarded())
    return Status::error("malformed " + what + ": the file is not valid JSON");
  return root;
}

std::string jsonTypeName(const json &value) {
  if (value.is_number_integer())
    return "integer";
  if (value.is_number_float())
    return "number";
  return value.type_name();
}

namespace field {
namespace {

[[noreturn]] void fail(const std::string &where, const char *name, const std::string &expected,
                       const json &got) {
  throw FormatError(where + ": field '" + name + "' must be " + expected + ", got " +
                    jsonTypeName(got));
}

/// The field's value, or null when it is missing (which callers treat as
/// "use the fallback"); an explicit null is reported by the typed reader.
const json *find(const json &object, const char *name, const std::string &where) {
  if (!object.is_object())
    throw FormatError(where + " must be a JSON object, got " + jsonTypeName(object));
  auto it = object.find(name);
  return it == object.end() ? nullptr : &*it;
}

[[noreturn]] void missing(const std::string &where, const char *name) {
  throw FormatError(where + ": required field '" + name + "' is missing");
}

/// `label` is "<where>: field 'x'" or "... entry 3".
int64_t checkedInteger(const json &value, const std::string &label, int64_t min, int64_t max) {
  std::string range = "an integer in [" + std::to_string(min) + ", " + std::to_string(max) + "]";
  if (!value.is_number_integer())
    throw FormatError(label + " must be " + range + ", got " + jsonTypeName(value));
  // Unsigned values above INT64_MAX would wrap in get<int64_t>().
  if (value.is_number_unsigned() && value.get<uint64_t>() > uint64_t(max))
    throw FormatError(label + " must be " + range + ", got " + value.dump());
  int64_t result = value.get<int64_t>();
  if (result < min || result > max)
    throw FormatError(label + " must be " + range + ", got " + std::to_string(result));
  return result;
}

} // namespace

const json &require(const json &object, const char *name, const std::string &where) {
  const json *value = find(object, name, where);
  if (!value)
    missing(where, name);
  return *value;
}

std::string string(const json &object, const char *name, const std::string &where,
                   std::optional<std::string> fallback) {
  const json *value = find(object, name, where);
  if (!value) {
    if (!fallback)
      missing(where, name);
    return *fallback;
  }
  if (!value->is_string())
    fail(where, name, "a string", *value);
  const std::string &text = value->get_ref<const std::string &>();
  if (text.size() > FormatLimits::kMaxNameBytes)
    throw FormatError(where + ": field '" + name + "' is longer than " +
                      std::to_string(FormatLimits::kMaxNameBytes) + " bytes");
  return text;
}

int64_t integer(const json &object, const char *name, const std::string &where, int64_t min,
                int64_t max, std::optional<int64_t> fallback) {
  const json *value = find(object, name, where);
  if (!value) {
    if (!fallback)
      missing(where, name);
    return *fallback;
  }
  return checkedInteger(*value, where + ": field '" + name + "'", min, max);
}

double number(const json &object, const char *name, const std::string &where,
              std::optional<double> fallback) {
  const json *value = find(object, name, where);
  if (!value) {
    if (!fallback)
      missing(where, name);
    return *fallback;
  }
  if (!value->is_number())
    fail(where, name, "a number", *value);
  return value->get<double>();
}

bool boolean(const json &object, const char *name, const std::string &where,
             std::optional<bool> fallback) {
  const json *value = find(object, name, where);
  if (!value) {
    if (!fallback)
      missing(where, name);
    return *fallback;
  }
  if (!value->is_boolean())
    fail(where, name, "true or false", *value);
  return value->get<bool>();
}

const json &array(const json &object, const char *name, const std::string &where, size_t maxSize,
                  bool optional) {
  static const json empty = json::array();
  const json *value = find(object, name, where);
  if (!value) {
    if (!optional)
      missing(where, name);
    return empty;
  }
  if (!value->is_array())
    fail(where, name, "an array", *value);
  if (value->size() > maxSize)
    throw FormatError(where + ": field '" + name + "' has " + std::to_string(value->size()) +
                      " entries; the limit is " + std::to_string(maxSize));
  return *value;
}

std::vector<std::string> strings(const json &object, const char *name, const std::string &where,
                                 size_t maxSize, bool optional) {
  std::vector<std::string> result;
  for (const json &item : array(object, name, where, maxSize, optional)) {
    if (!item.is_string())
      fail(where, name, "an array of strings", item);
    if (item.get_ref<const std::string &>().size() > FormatLimits::kMaxNameBytes)
      throw FormatError(where + ": field '" + name + "' holds a string longer than " +
                        std::to_string(FormatLimits::kMaxNameBytes) + " bytes");
    result.push_back(item.get<std::string>());
  }
  return result;
}

std::vector<int64_t> integers(const json &object, const char *name, const std::string &where,
                              size_t maxSize, int64_t min, int64_t max) {
  std::vector<int64_t> result;
  const json &items = array(object, name, where, maxSize);
  for (size_t i = 0; i < items.size(); ++i)
    result.push_back(checkedInteger(
        items[i], where + ": field '" + name + "' entry " + std::to_string(i), min, max));
  return result;
}

} // namespace field

Expected<uint64_t> checkedByteCount(const std::vector<int64_t> &shape, size_t elementBytes) {
  uint64_t bytes = elementBytes;
  for (int64_t dim : shape) {
    if (dim < 0)
      return Status::error("dimension " + std::to_string(dim) + " is negative");
    uint64_t product;
    if (__builtin_mul_overflow(bytes, uint64_t(dim), &product) ||
        product > FormatLimits::kMaxTensorBytes)
      return Status::error("the tensor would take more than " +
                           std::to_string(FormatLimits::kMaxTensorBytes >> 30) +
                           " GiB (the shape's byte count overflows or exceeds the limit)");
    bytes = product;
  }
  return bytes;
}

namespace {

/// How a scalar attribute may be given.
enum class Scalar {
  Number,         // a JSON number (never null or a bool)
  OptionalNumber, // a number or null (PyTorch's Optional[Scalar])
};

void checkScalar(const json &attrs, const char *name, Scalar kind, bool required,
                 const std::string &where) {
  auto it = attrs.find(name);
  if (it == attrs.end()) {
    if (required)
      throw FormatError(where + ": required attribute '" + name + "' is missing");
    return;
  }
  if (jsonNumber(*it))
    return;
  if (kind == Scalar::OptionalNumber && it->is_null())
    return;
  throw FormatError(where + ": attribute '" + name +
                    "' must be a number or one of \"inf\", \"-inf\", \"nan\"" +
                    (kind == Scalar::OptionalNumber ? " or null" : "") + ", got " +
                    (it->is_string() ? "\"" + it->get<std::string>() + "\"" : jsonTypeName(*it)));
}

/// Every attribute must be one of the row's arguments: capture writes only
/// those, so anything else is a stale or hand-written task.
void checkAllowed(const json &attrs, const OpInfo &info, const std::string &where) {
  for (const auto &[name, value] : attrs.items()) {
    if (info.args.find(name))
      continue;
    std::string list;
    for (const ArgSpec &arg : info.args)
      list += (list.empty() ? "" : ", ") + std::string(arg.name);
    throw FormatError(where + ": unknown attribute '" + name +
                      "' (this op takes: " + (list.empty() ? std::string("none") : list) + ")");
  }
}

/// Convolutions have 1 to 3 spatial dims; their strides, paddings, dilations
/// and group counts are bounded so that no output-size computation overflows.
constexpr size_t kMaxSpatialDims = 3;
constexpr int64_t kMaxConvInt = int64_t(1) << 30;

/// Checks one number, string, boolean or operand attribute of a node;
/// false if `arg` is a dim or a list (checkListAttr's).
bool checkScalarAttr(const ArgSpec &arg, const json &attrs, const std::string &where) {
  std::string name(arg.name);
  switch (arg.kind) {
  case ArgKind::Scalar:
    checkScalar(attrs, name.c_str(), Scalar::Number, true, where);
    break;
  case ArgKind::Alpha:
  case ArgKind::F64:
    checkScalar(attrs, name.c_str(), Scalar::Number, false, where);
    break;
  case ArgKind::OptF64: // null: the default
    checkScalar(attrs, name.c_str(), Scalar::OptionalNumber, false, where);
    break;
  case ArgKind::Bound:
    checkScalar(attrs, name.c_str(), Scalar::OptionalNumber, false, where);
    break;
  case ArgKind::Str: {
    std::string value = field::string(attrs, name.c_str(), where, std::string(defaultChoice(arg)));
    bool allowed = false;
    std::string choices;
    forEachChoice(arg, [&](std::string_view choice) {
      allowed |= choice == value;
      choices += (choices.empty() ? "\"" : " or \"") + std::string(choice) + "\"";
    });
    if (!allowed)
      throw FormatError(where + ": attribute '" + name + "' must be " + choices + ", got \"" +
                        value + "\"");
    break;
  }
  case ArgKind::Bool:
    (void)field::boolean(attrs, name.c_str(), where, arg.defaultValue == "true");
    break;
  case ArgKind::OptionalTensor:
    if (attrs.contains(name))
      throw FormatError(where + ": '" + name +
                        "' is an optional tensor operand (one more node input), not an "
                        "attribute");
    break;
  case ArgKind::VarTensors:
    if (attrs.contains(name))
      throw FormatError(where + ": '" + name +
                        "' are tensor operands (node inputs), not an attribute");
    break;
  case ArgKind::Int: // signed (tril's diagonal); the importer checks each op's range
    (void)field::integer(attrs, name.c_str(), where, -kMaxConvInt, kMaxConvInt,
                         integerDefault(arg));
    break;
  case ArgKind::OptInt:
    if (attrs.contains(name) && !attrs[name].is_null())
      (void)field::integer(attrs, name.c_str(), where, -kMaxConvInt, kMaxConvInt);
    break;
  case ArgKind::None:
    if (attrs.contains(name) && !attrs[name].is_null())
      throw FormatError(where + ": attribute '" + name + "' must be null (unsupported), got " +
                        jsonTypeName(attrs[name]));
    break;
  default:
    return false;
  }
  return true;
}

/// Checks one dim or list attribute of a node (dims, sizes, shapes, pads...),
/// bounded by the format's limits; the importer checks them against shapes.
void checkListAttr(const ArgSpec &arg, const json &attrs, const std::string &where) {
  std::string name(arg.name);
  const int64_t maxRank = int64_t(FormatLimits::kMaxRank);
  switch (arg.kind) {
  case ArgKind::LastDims:
  case ArgKind::Dims: // range and duplicates against the rank: the importer
  case ArgKind::Perm: // a permutation of the input's dims: the importer checks it
    (void)field::integers(attrs, name.c_str(), where, FormatLimits::kMaxRank, -maxRank,
                          maxRank - 1);
    break;
  case ArgKind::LastDim:
  case ArgKind::Dim:
    (void)field::integer(attrs, name.c_str(), where, -maxRank, maxRank - 1);
    break;
  case ArgKind::LastShape:
    if (field::integers(attrs, name.c_str(), where, 1, 1, int64_t(1) << 40).size() != 1)
      throw FormatError(where + ": attribute '" + name + "' must list exactly one size");
    break;
  case ArgKind::Resize: // one positive factor per spatial dim: the importer checks the count
    for (const json &scale : field::array(attrs, name.c_str(), where, FormatLimits::kMaxRank))
      if (!scale.is_number() || !(scale.get<double>() > 0) || !std::isfinite(scale.get<double>()))
        throw FormatError(where + ": attribute '" + name +
                          "' must list positive finite numbers, got " + scale.dump());
    break;
  case ArgKind::Roll: // one shift per dim: the importer checks the count and range
    (void)field::integers(attrs, name.c_str(), where, FormatLimits::kMaxRank, 0, int64_t(1) << 40);
    break;
  case ArgKind::Pad: // [low, high] per dim: the importer checks the count
    (void)field::integers(attrs, name.c_str(), where, 2 * FormatLimits::kMaxRank,
                          -(int64_t(1) << 40), int64_t(1) << 40);
    break;
  case ArgKind::Ints:
    // One entry per spatial dim (or one for all); the importer checks the
    // count against the weight's rank and the values against each other.
    if (attrs.contains(name) &&
        field::integers(attrs, name.c_str(), where, kMaxSpatialDims, 0, kMaxConvInt).empty())
      throw FormatError(where + ": attribute '" + name + "' must list 1 to " +
                        std::to_string(kMaxSpatialDims) + " integers, got none");
    break;
  case ArgKind::Sizes: // pooling: the importer checks the count against the rank
    if (field::integers(attrs, name.c_str(), where, kMaxSpatialDims, 0, kMaxConvInt).empty())
      throw FormatError(where + ": attribute '" + name + "' must list 1 to " +
                        std::to_string(kMaxSpatialDims) + " integers, got none");
    break;
  case ArgKind::OptSizes: // [] or absent: the kernel size
    if (attrs.contains(name))
      (void)field::integers(attrs, name.c_str(), where, kMaxSpatialDims, 0, kMaxConvInt);
    break;
  case ArgKind::Shape: // a layout op's result shape; the importer checks the count
    (void)field::integers(attrs, name.c_str(), where, FormatLimits::kMaxRank, 0, int64_t(1) << 40);
    break;
  case ArgKind::Slice: // [dim, start, end, step]: the importer checks them against the shape
    if (field::integers(attrs, name.c_str(), where, 4, 0, int64_t(1) << 40).size() != 4)
      throw FormatError(where + ": attribute '" + name +
                        "' must list dim, start, end and step (4 integers)");
    break;
  default: // a kind neither function checks: no attribute goes unvalidated
    throw FormatError(where + ": internal: attribute '" + name +
                      "' has a registry kind the validator does not check");
  }
}

/// Checks a node's attributes against its registry row (OpRegistry.def), so
/// every op, present and future, is validated the same way.
void checkOpAttrs(const OpInfo &info, const json &attrs, const std::string &where) {
  checkAllowed(attrs, info, where);
  bool anyBound = false;
  for (const ArgSpec &arg : info.args) {
    if (!checkScalarAttr(arg, attrs, where))
      checkListAttr(arg, attrs, where);
    std::string name(arg.name);
    anyBound |= arg.kind == ArgKind::Bound && attrs.contains(name) && !attrs[name].is_null();
  }
  if (info.hasArg(ArgKind::Bound) && !anyBound) {
    std::string bounds;
    for (const ArgSpec &arg : info.args)
      if (arg.kind == ArgKind::Bound)
        bounds += (bounds.empty() ? "'" : " or '") + std::string(arg.name) + "'";
    throw FormatError(where + ": " + std::string(info.mnemonic) + " needs a number for " + bounds);
  }
}

} // namespace

Status validateNodeAttrs(const std::string &op, const json &attrs, size_t numInputs,
                         const std::string &where) {
  const OpInfo *info = lookupAtenOp(op);
  if (!info)
    return Status::error(where + ": unsupported op '" + op + "'");
  size_t fewest = info->operands, most = info->operands + info->optionalTensors();
  if (info->isVariadic())
    most = kMaxVariadicOperands;
  if (numInputs < fewest || numInputs > most)
    return Status::error(where + ": expected " + std::to_string(fewest) +
                         (most > fewest ? " to " + std::to_string(most) : std::string()) +
                         " tensor input(s), got " + std::to_string(numInputs));
  if (!attrs.is_object())
    return Status::error(where + ": field 'attrs' must be an object, got " + jsonTypeName(attrs));
  try {
    checkOpAttrs(*info, attrs, where);
  } catch (const FormatError &error) {
    return Status::error(error.what());
  }
  return Status::ok();
}

} // namespace cuagent
