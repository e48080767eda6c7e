//===- Validate.h - Bounds and type checks for task and plan files -*- C++ -*-===//
//
// Task and plan files cross a trust boundary: tasks come from any caller of
// the worker, plans from a cache directory that may have been copied between
// machines. Everything read from them goes through these checks first, so
// that no later stage sees a mistyped field, an overflowing size or input
// deep enough to exhaust the stack. Each failure is one line that names the
// field and says what is expected.
//
// Used by both sides (the MLIR worker and the LibTorch runtime); links neither.
//
//===----------------------------------------------------------------------===//
#ifndef CUAGENT_FORMAT_VALIDATE_H
#define CUAGENT_FORMAT_VALIDATE_H

#include "cuagent/Support/Status.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace cuagent {

/// Hard limits on what a task or plan may describe. They are far above any
/// real model's needs and exist so that hostile input fails fast.
struct FormatLimits {
  /// Size of a task.json or plan.json.
  static constexpr size_t kMaxJsonBytes = size_t(64) << 20;
  /// Nesting of arrays and objects; real files nest at most 5 deep.
  static constexpr int kMaxJsonDepth = 64;
  static constexpr size_t kMaxNodes = 10000;
  static constexpr size_t kMaxValues = 20000; // graph inputs and outputs
  static constexpr size_t kMaxReferenceSets = 64;
  /// PyTorch itself allows 64 dimensions; nothing cuagent compiles uses more
  /// than a handful.
  static constexpr size_t kMaxRank = 16;
  /// 1 TiB: more than any GPU's memory, small enough that byte counts of
  /// every tensor and buffer fit comfortably in 64 bits.
  static constexpr uint64_t kMaxTensorBytes = uint64_t(1) << 40;
  static constexpr size_t kMaxPlanBuffers = 1024;
  static constexpr size_t kMaxPlanSteps = 1024;
  static constexpr size_t kMaxStepArgs = 256;
  static constexpr size_t kMaxNameBytes = 4096;
};

/// Thrown by the field readers below; parseTask/parsePlan turn it into a
/// Status. Never escapes lib/Format.
struct FormatError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

/// Checks the nesting depth of JSON text without recursion (nlohmann's
/// copy, compare and dump recurse, so depth is bounded before parsing), then
/// parses it. `what` names the document in errors ("task", "plan").
Expected<nlohmann::json> parseBoundedJson(const std::string &text, const std::string &what,
                                          size_t maxBytes = FormatLimits::kMaxJsonBytes,
                                          int maxDepth = FormatLimits::kMaxJsonDepth);

/// The deepest nesting of arrays/objects in `text` (strings are skipped).
int jsonNestingDepth(const std::string &text);

/// The JSON type name of `value` for error messages ("string", "null", ...).
std::string jsonTypeName(const nlohmann::json &value);

namespace field {
// Readers for one field of a JSON object. `where` names the object (e.g.
// "graph node 3 (aten::relu)"); errors read "<where>: field 'x' must be ...".
// A missing field returns `fallback` when one is given, else is an error.
// null is never accepted where a value is expected.
const nlohmann::json &require(const nlohmann::json &object, const char *name,
                              const std::string &where);
std::string string(const nlohmann::json &object, const char *name, const std::string &where,
                   std::optional<std::string> fallback = std::nullopt);
int64_t integer(const nlohmann::json &object, const char *name, const std::string &where,
                int64_t min, int64_t max, std::optional<int64_t> fallback = std::nullopt);
double number(const nlohmann::json &object, const char *name, const std::string &where,
              std::optional<double> fallback = std::nullopt);
bool boolean(const nlohmann::json &object, const char *name, const std::string &where,
             std::optional<bool> fallback = std::nullopt);
/// An array field (empty when missing and `optional`).
const nlohmann::json &array(const nlohmann::json &object, const char *name,
                            const std::string &where, size_t maxSize, bool optional = false);
std::vector<std::string> strings(const nlohmann::json &object, const char *name,
                                 const std::string &where, size_t maxSize, bool optional = false);
std::vector<int64_t> integers(const nlohmann::json &object, const char *name,
                              const std::string &where, size_t maxSize, int64_t min, int64_t max);
} // namespace field

/// Product of `shape`, or an error when a dimension is negative or the
/// element count times `elementBytes` exceeds FormatLimits::kMaxTensorBytes
/// (checked for overflow at each step).
Expected<uint64_t> checkedByteCount(const std::vector<int64_t> &shape, size_t elementBytes);

/// Checks a task node's attributes against its op: every attribute the op
/// takes has the right JSON type, required ones are present, and nothing
/// else is given (an attribute the compiler ignored would silently change
/// the computation). Also checks the number of tensor inputs.
Status validateNodeAttrs(const std::string &op, const nlohmann::json &attrs, size_t numInputs,
                         const std::string &where);

} // namespace cuagent

#endif // CUAGENT_FORMAT_VALIDATE_H
