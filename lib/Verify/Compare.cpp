//===- Compare.cpp - Elementwise comparison and reward ---------------------===//
#include "cuagent/Verify/Verify.h"

#include <cmath>

namespace cuagent {

Tolerance toleranceForPrecision(const std::string &precision) {
  if (precision == "fp32")
    return {1e-4, 1e-4};
  return {1e-2, 1e-2};
}

CompareResult compareTensors(const char *actual, const char *expected, const TensorSpec &spec,
                             const Tolerance &tolerance) {
  CompareResult result;
  size_t count = size_t(spec.numel());
  for (size_t i = 0; i < count; ++i) {
    float got = loadAsFloat(actual, spec.dtype, i);
    float want = loadAsFloat(expected, spec.dtype, i);
    bool ok;
    if (std::isnan(want))
      ok = std::isnan(got);
    else if (std::isinf(want))
      ok = got == want;
    else if (std::isnan(got) || std::isinf(got))
      ok = false;
    else {
      double error = std::fabs(double(got) - double(want));
      ok = error <= tolerance.atol + tolerance.rtol * std::fabs(double(want));
      if (error > result.maxAbsError)
        result.maxAbsError = error;
    }
    if (ok)
      continue;
    if (result.mismatches++ == 0) {
      result.firstMismatch = i;
      result.message = "output '" + spec.name + "' " + spec.describe() + ": element " +
                       std::to_string(i) + " is " + std::to_string(got) + ", expected " +
                       std::to_string(want) + (std::isnan(got) ? " (NaN: never written?)" : "");
    }
  }
  if (result.mismatches) {
    result.ok = false;
    result.message += "; " + std::to_string(result.mismatches) + " of " + std::to_string(count) +
                      " elements differ";
  }
  return result;
}

int milestoneReward(bool correct, double timeMs, double stockMs, double compileMs) {
  if (!correct)
    return -1;
  if (stockMs <= 0 || timeMs <= 0 || timeMs * 1.05 >= stockMs)
    return 1;
  if (compileMs > 0 && timeMs * 1.05 < compileMs)
    return 3;
  return 2;
}

} // namespace cuagent
