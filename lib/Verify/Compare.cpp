//===- Compare.cpp - Elementwise comparison --------------------------------===//
#include "cuagent/Verify/Verify.h"

#include <algorithm>
#include <cmath>
#include <thread>
#include <vector>

namespace cuagent {

Tolerance toleranceForPrecision(const std::string &precision) {
  if (precision == "fp32")
    return {1e-4, 1e-4};
  return {1e-2, 1e-2};
}

namespace {

struct RangeResult {
  size_t mismatches = 0;
  size_t firstMismatch = 0;
  float firstGot = 0, firstWant = 0;
  double maxAbsError = 0;
};

RangeResult compareRange(const char *actual, const char *expected, DType dtype,
                         const Tolerance &tolerance, size_t begin, size_t end) {
  RangeResult result;
  for (size_t i = begin; i < end; ++i) {
    if (dtype == DType::I64 || dtype == DType::B8) { // indices, bools: exact equality
      int64_t got = dtype == DType::B8 ? int64_t(actual[i] != 0) : loadAsInt64(actual, i);
      int64_t want = dtype == DType::B8 ? int64_t(expected[i] != 0) : loadAsInt64(expected, i);
      if (got != want && result.mismatches++ == 0) {
        result.firstMismatch = i;
        result.firstGot = float(got);
        result.firstWant = float(want);
      }
      continue;
    }
    float got = loadAsFloat(actual, dtype, i);
    float want = loadAsFloat(expected, dtype, i);
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
      result.maxAbsError = std::max(result.maxAbsError, error);
    }
    if (ok)
      continue;
    if (result.mismatches++ == 0) {
      result.firstMismatch = i;
      result.firstGot = got;
      result.firstWant = want;
    }
  }
  return result;
}

} // namespace

CompareResult compareTensors(const char *actual, const char *expected, const TensorSpec &spec,
                             const Tolerance &tolerance) {
  size_t count = size_t(spec.numel());
  // Outputs of hundreds of millions of elements are compared for every
  // candidate and every reference set: split across cores.
  constexpr size_t kChunk = size_t(1) << 22;
  size_t hardware = std::max(1u, std::thread::hardware_concurrency());
  size_t threads = std::min<size_t>({(count + kChunk - 1) / kChunk, hardware, 16});
  std::vector<RangeResult> parts(std::max<size_t>(threads, 1));
  if (threads <= 1) {
    parts[0] = compareRange(actual, expected, spec.dtype, tolerance, 0, count);
  } else {
    std::vector<std::thread> pool;
    size_t per = (count + threads - 1) / threads;
    for (size_t t = 0; t < threads; ++t)
      pool.emplace_back([&, t] {
        size_t begin = std::min(count, t * per), end = std::min(count, begin + per);
        parts[t] = compareRange(actual, expected, spec.dtype, tolerance, begin, end);
      });
    for (std::thread &thread : pool)
      thread.join();
  }
  CompareResult result;
  const RangeResult *first = nullptr;
  for (const RangeResult &part : parts) {
    result.mismatches += part.mismatches;
    result.maxAbsError = std::max(result.maxAbsError, part.maxAbsError);
    if (part.mismatches && !first)
      first = &part; // parts are in index order
  }
  if (!first)
    return result;
  result.ok = false;
  result.firstMismatch = first->firstMismatch;
  result.message = "output '" + spec.name + "' " + spec.describe() + ": element " +
                   std::to_string(first->firstMismatch) + " is " + std::to_string(first->firstGot) +
                   ", expected " + std::to_string(first->firstWant) +
                   (std::isnan(first->firstGot) ? " (NaN: never written?)" : "") + "; " +
                   std::to_string(result.mismatches) + " of " + std::to_string(count) +
                   " elements differ";
  return result;
}

double raceBoundMs(double bestMs, double stockMs) {
  double bound = 0;
  if (bestMs > 0)
    bound = bestMs * kRaceMargin;
  if (stockMs > 0)
    bound = bound > 0 ? std::min(bound, stockMs * kRaceMargin) : stockMs * kRaceMargin;
  return bound;
}

bool lostRace(const std::vector<float> &samples, double stopAboveMs) {
  if (stopAboveMs <= 0 || samples.empty())
    return false;
  // Hopeless: even the fastest of the first runs is far past the bound (a
  // cuDNN fallback engine at 100x the best would otherwise take ten runs).
  if (samples.size() >= size_t(kHopelessTrials) &&
      *std::min_element(samples.begin(), samples.end()) > kHopelessFactor * stopAboveMs)
    return true;
  if (samples.size() < size_t(kRaceTrials))
    return false;
  std::vector<float> sorted = samples;
  std::nth_element(sorted.begin(), sorted.begin() + long(sorted.size() / 2), sorted.end());
  return sorted[sorted.size() / 2] > stopAboveMs;
}

bool converged(const std::vector<float> &samples, double targetError) {
  if (targetError <= 0 || samples.size() < size_t(kRaceTrials))
    return false;
  std::vector<float> sorted = samples;
  std::sort(sorted.begin(), sorted.end());
  size_t n = sorted.size();
  double median = sorted[n / 2];
  if (!(median > 0))
    return false;
  // Normal-theory constants: sigma = IQR / 1.349 and the median's standard
  // error 1.2533 sigma / sqrt(n). The IQR ignores the odd preempted run.
  double iqr = double(sorted[(3 * n) / 4]) - double(sorted[n / 4]);
  double standardError = 1.2533 * (iqr / 1.349) / std::sqrt(double(n));
  return standardError <= targetError * median;
}

} // namespace cuagent
