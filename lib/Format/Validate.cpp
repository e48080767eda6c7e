//===- Validate.cpp - Bounds and type checks for task and plan files ------===//
#include "cuagent/Format/Validate.h"

#include "cuagent/Support/OpTable.h"

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
  if (it->is_number())
    return;
  if (kind == Scalar::OptionalNumber && it->is_null())
    return;
  throw FormatError(where + ": attribute '" + name + "' must be a number" +
                    (kind == Scalar::OptionalNumber ? " or null" : "") + ", got " +
                    jsonTypeName(*it));
}

void checkAllowed(const json &attrs, std::initializer_list<const char *> allowed,
                  const std::string &where) {
  for (const auto &[name, value] : attrs.items()) {
    bool known = false;
    for (const char *candidate : allowed)
      known |= name == candidate;
    if (!known) {
      std::string list;
      for (const char *candidate : allowed)
        list += (list.empty() ? "" : ", ") + std::string(candidate);
      throw FormatError(where + ": unknown attribute '" + name +
                        "' (this op takes: " + (list.empty() ? std::string("none") : list) + ")");
    }
  }
}

void checkOpAttrs(const OpInfo &info, const json &attrs, const std::string &where) {
  std::string_view mnemonic = info.mnemonic;
  switch (info.kind) {
  case OpKind::Binary:
    checkAllowed(attrs, {"alpha"}, where);
    checkScalar(attrs, "alpha", Scalar::Number, false, where);
    return;
  case OpKind::BinaryScalar:
    checkAllowed(attrs, {"other", "alpha"}, where);
    checkScalar(attrs, "other", Scalar::Number, true, where);
    checkScalar(attrs, "alpha", Scalar::Number, false, where);
    return;
  case OpKind::Unary:
    if (mnemonic == "gelu") {
      checkAllowed(attrs, {"approximate"}, where);
      std::string approximate = field::string(attrs, "approximate", where, std::string("none"));
      if (approximate != "none" && approximate != "tanh")
        throw FormatError(where + ": attribute 'approximate' must be \"none\" or \"tanh\", got \"" +
                          approximate + "\"");
    } else if (mnemonic == "clamp") {
      checkAllowed(attrs, {"min", "max"}, where);
      checkScalar(attrs, "min", Scalar::OptionalNumber, false, where);
      checkScalar(attrs, "max", Scalar::OptionalNumber, false, where);
      auto present = [&](const char *name) {
        return attrs.contains(name) && !attrs[name].is_null();
      };
      if (!present("min") && !present("max"))
        throw FormatError(where + ": clamp needs a number for 'min' or 'max'");
    } else {
      checkAllowed(attrs, {}, where);
    }
    return;
  case OpKind::Reduction:
    checkAllowed(attrs, {"dim", "keepdim"}, where);
    (void)field::integers(attrs, "dim", where, FormatLimits::kMaxRank,
                          -int64_t(FormatLimits::kMaxRank), int64_t(FormatLimits::kMaxRank) - 1);
    (void)field::boolean(attrs, "keepdim", where, false);
    return;
  case OpKind::Softmax:
    checkAllowed(attrs, {"dim"}, where);
    (void)field::integer(attrs, "dim", where, -int64_t(FormatLimits::kMaxRank),
                         int64_t(FormatLimits::kMaxRank) - 1);
    return;
  }
}

} // namespace

Status validateNodeAttrs(const std::string &op, const json &attrs, size_t numInputs,
                         const std::string &where) {
  const OpInfo *info = lookupAtenOp(op);
  if (!info)
    return Status::error(where + ": unsupported op '" + op + "'");
  size_t expectedInputs = info->kind == OpKind::Binary ? 2 : 1;
  if (numInputs != expectedInputs)
    return Status::error(where + ": expected " + std::to_string(expectedInputs) +
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
