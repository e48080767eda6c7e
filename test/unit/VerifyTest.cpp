#include "cuagent/Verify/Verify.h"

#include <gtest/gtest.h>

#include <cmath>
#include <vector>

#include <cmath>

namespace {

cuagent::TensorSpec spec(int64_t n) { return {"out", cuagent::DType::F32, {n}, {1}}; }

TEST(Compare, ToleranceNaNAndInfinity) {
  cuagent::Tolerance fp32 = cuagent::toleranceForPrecision("fp32");
  std::vector<float> want = {1.0f, -2.0f, 1000.0f, INFINITY};
  std::vector<float> got = want;
  got[2] += 0.09f; // within 1e-4 + 1e-4 * 1000
  auto ok = cuagent::compareTensors(reinterpret_cast<char *>(got.data()),
                                    reinterpret_cast<char *>(want.data()), spec(4), fp32);
  EXPECT_TRUE(ok.ok) << ok.message;
  got[0] = 1.001f;
  auto wrong = cuagent::compareTensors(reinterpret_cast<char *>(got.data()),
                                       reinterpret_cast<char *>(want.data()), spec(4), fp32);
  EXPECT_FALSE(wrong.ok);
  EXPECT_EQ(wrong.firstMismatch, 0u);
  got[0] = NAN;
  auto nan = cuagent::compareTensors(reinterpret_cast<char *>(got.data()),
                                     reinterpret_cast<char *>(want.data()), spec(4), fp32);
  EXPECT_FALSE(nan.ok);
  EXPECT_NE(nan.message.find("NaN"), std::string::npos);
  got[0] = 1.0f;
  got[3] = -INFINITY;
  EXPECT_FALSE(cuagent::compareTensors(reinterpret_cast<char *>(got.data()),
                                       reinterpret_cast<char *>(want.data()), spec(4), fp32)
                   .ok);
  EXPECT_DOUBLE_EQ(cuagent::toleranceForPrecision("tf32").atol, 1e-2);
}

TEST(Compare, HalfPrecisionStorage) {
  // 1.0 and 2.0 in f16 and bf16.
  uint16_t half[2] = {0x3c00, 0x4000};
  uint16_t bf[2] = {0x3f80, 0x4000};
  EXPECT_EQ(cuagent::loadAsFloat(reinterpret_cast<char *>(half), cuagent::DType::F16, 1), 2.0f);
  EXPECT_EQ(cuagent::loadAsFloat(reinterpret_cast<char *>(bf), cuagent::DType::BF16, 0), 1.0f);
}

// Large outputs are compared in parallel chunks; the report must still name
// the first mismatch in index order and count every one.
TEST(Compare, ParallelChunksReportTheFirstMismatchAndTheCount) {
  const int64_t n = (int64_t(1) << 24) + 12345;
  std::vector<float> expected(n), actual(n);
  for (int64_t i = 0; i < n; ++i)
    expected[i] = actual[i] = float(i % 1000) * 0.5f;
  actual[n - 1] += 1.0f;
  actual[9000001] = std::nanf("");
  actual[n / 2] -= 3.0f;
  auto result = cuagent::compareTensors(reinterpret_cast<const char *>(actual.data()),
                                        reinterpret_cast<const char *>(expected.data()), spec(n),
                                        {1e-4, 1e-4});
  EXPECT_FALSE(result.ok);
  EXPECT_EQ(result.mismatches, 3u);
  EXPECT_EQ(result.firstMismatch, size_t(n / 2));
  EXPECT_DOUBLE_EQ(result.maxAbsError, 3.0);
  EXPECT_NE(result.message.find("3 of " + std::to_string(n) + " elements differ"),
            std::string::npos)
      << result.message;
  actual[n - 1] = expected[n - 1];
  actual[9000001] = expected[9000001];
  actual[n / 2] = expected[n / 2];
  EXPECT_TRUE(cuagent::compareTensors(reinterpret_cast<const char *>(actual.data()),
                                      reinterpret_cast<const char *>(expected.data()), spec(n),
                                      {1e-4, 1e-4})
                  .ok);
}

} // namespace

namespace {
/// Racing (issue 11): the bound is 1.25x the fastest verified plan so far
/// or stock's time, whichever is lower; a plan loses after ten timed runs,
/// on their median (one slow outlier does not drop it), or after three that
/// are each more than three times past the bound (decision 61).
TEST(Race, BoundAndLoss) {
  EXPECT_EQ(cuagent::raceBoundMs(0, -1), 0);
  EXPECT_DOUBLE_EQ(cuagent::raceBoundMs(2.0, -1), 2.5);
  EXPECT_DOUBLE_EQ(cuagent::raceBoundMs(0, 4.0), 5.0);
  EXPECT_DOUBLE_EQ(cuagent::raceBoundMs(2.0, 4.0), 2.5);
  EXPECT_DOUBLE_EQ(cuagent::raceBoundMs(8.0, 4.0), 5.0);

  std::vector<float> slow(9, 3.0f);
  EXPECT_FALSE(cuagent::lostRace(slow, 2.5)) << "fewer than kRaceTrials runs";
  slow.push_back(3.0f);
  EXPECT_TRUE(cuagent::lostRace(slow, 2.5));
  EXPECT_FALSE(cuagent::lostRace(slow, 0)) << "no bound: never";
  std::vector<float> outlier(9, 2.0f);
  outlier.push_back(50.0f);
  EXPECT_FALSE(cuagent::lostRace(outlier, 2.5));

  // Hopeless: three runs each past three times the bound lose at once;
  // one fast run among them, or fewer runs, does not.
  std::vector<float> hopeless(2, 8.0f);
  EXPECT_FALSE(cuagent::lostRace(hopeless, 2.5)) << "fewer than kHopelessTrials runs";
  hopeless.push_back(7.6f);
  EXPECT_TRUE(cuagent::lostRace(hopeless, 2.5));
  hopeless.back() = 7.4f; // within 3 x 2.5
  EXPECT_FALSE(cuagent::lostRace(hopeless, 2.5));
  EXPECT_FALSE(cuagent::lostRace(std::vector<float>(3, 100.0f), 0)) << "no bound: never";
}

/// Converged timing (decision 65): ten runs within 1% of each other pin the
/// median down to well under 0.4%; a plan that jitters by 5% keeps being
/// timed, however many runs it has; one preempted run changes nothing.
TEST(Race, ConvergedTiming) {
  std::vector<float> steady;
  for (int i = 0; i < 9; ++i)
    steady.push_back(1.0f + 0.001f * float(i % 5));
  EXPECT_FALSE(cuagent::converged(steady, cuagent::kTargetError)) << "fewer than kRaceTrials runs";
  steady.push_back(1.002f);
  EXPECT_TRUE(cuagent::converged(steady, cuagent::kTargetError));
  EXPECT_FALSE(cuagent::converged(steady, 0)) << "0: time to the budget";
  steady.push_back(40.0f); // a preempted run
  EXPECT_TRUE(cuagent::converged(steady, cuagent::kTargetError));

  std::vector<float> jittery;
  for (int i = 0; i < 100; ++i)
    jittery.push_back(1.0f + 0.025f * float(i % 5)); // IQR 5% of the median
  EXPECT_FALSE(cuagent::converged(jittery, cuagent::kTargetError));
  EXPECT_TRUE(cuagent::converged(jittery, 0.02));
  EXPECT_FALSE(cuagent::converged(std::vector<float>(10, 0.0f), cuagent::kTargetError))
      << "no median to be relative to";
}
} // namespace
