//===- Number.h - Non-finite numbers in task JSON ----------------*- C++ -*-===//
//
// JSON has no infinities and no NaN (nlohmann writes them as null), but a
// scalar attribute may be one: masked_fill(mask, -inf) before a softmax is
// how attention masks. Task attributes write them as the strings "inf",
// "-inf" and "nan" (docs/formats.md); every reader goes through here.
//
//===----------------------------------------------------------------------===//
#ifndef CUAGENT_FORMAT_NUMBER_H
#define CUAGENT_FORMAT_NUMBER_H

#include <nlohmann/json.hpp>

#include <cmath>
#include <limits>
#include <optional>
#include <string>

namespace cuagent {

/// `value` as a number: a JSON number or one of "inf", "-inf", "nan".
inline std::optional<double> jsonNumber(const nlohmann::json &value) {
  if (value.is_number())
    return value.get<double>();
  if (!value.is_string())
    return std::nullopt;
  const std::string &text = value.get_ref<const std::string &>();
  if (text == "inf")
    return std::numeric_limits<double>::infinity();
  if (text == "-inf")
    return -std::numeric_limits<double>::infinity();
  if (text == "nan")
    return std::numeric_limits<double>::quiet_NaN();
  return std::nullopt;
}

/// The JSON that jsonNumber reads back as `value`.
inline nlohmann::json numberJson(double value) {
  if (std::isfinite(value))
    return value;
  if (std::isnan(value))
    return "nan";
  return value > 0 ? "inf" : "-inf";
}

} // namespace cuagent

#endif // CUAGENT_FORMAT_NUMBER_H
