//===- CudnnTest.cpp - cudnn plan steps, up to where a GPU is needed -------===//
//
// On a machine without a GPU (CI), PreparedConv::prepare gets as far as the
// cuDNN handle: the version and spec checks that come first are tested
// here; building and running the graph is test/gpu/test_conv_gpu.py's.
//
//===----------------------------------------------------------------------===//
#include "cuagent/Runtime/Cudnn.h"

#include <gtest/gtest.h>

using namespace cuagent;

namespace {

/// conv2d 3x3, padding 1, 8 -> 16 channels, two groups.
ConvSpec validSpec() {
  ConvSpec spec;
  spec.xShape = {2, 8, 10, 12};
  spec.wShape = {16, 4, 3, 3};
  spec.yShape = {2, 16, 10, 12};
  spec.stride = {1, 1};
  spec.padding = {1, 1};
  spec.dilation = {1, 1};
  spec.groups = 2;
  spec.workspaceBytes = 1 << 20;
  spec.version = rt::cudnnVersionOrZero();
  spec.x = "in0";
  spec.w = "in1";
  spec.y = "out0";
  spec.workspace = "ws";
  return spec;
}

/// The spec passed every check before the handle: on a GPU machine the
/// conv is prepared; without one, only creating the handle fails.
void expectPastSpecChecks(const ConvSpec &spec) {
  Expected<std::unique_ptr<rt::PreparedConv>> prepared = rt::PreparedConv::prepare(spec);
  if (!prepared)
    EXPECT_NE(prepared.message().find("cudnnCreate"), std::string::npos) << prepared.message();
}

void expectRejected(const ConvSpec &spec, const std::string &phrase) {
  Expected<std::unique_ptr<rt::PreparedConv>> prepared = rt::PreparedConv::prepare(spec);
  ASSERT_FALSE(prepared);
  EXPECT_NE(prepared.message().find(phrase), std::string::npos) << prepared.message();
  Expected<int> count = rt::countConvPlans(spec);
  ASSERT_FALSE(count);
  EXPECT_NE(count.message().find(phrase), std::string::npos) << count.message();
}

class CudnnTest : public ::testing::Test {
protected:
  void SetUp() override {
    if (!rt::loadCudnn())
      GTEST_SKIP() << "no cuDNN on this machine: " << rt::loadCudnn().message();
  }
};

} // namespace

TEST(Cudnn, LoadingNeverFailsHard) {
  // With or without cuDNN: a version, a path and a status that agree.
  Status loaded = rt::loadCudnn();
  EXPECT_EQ(bool(loaded), rt::cudnnVersionOrZero() > 0);
  EXPECT_EQ(bool(loaded), !rt::cudnnLibraryPath().empty());
  if (!loaded)
    EXPECT_NE(loaded.message().find("CUAGENT_CUDNN"), std::string::npos);
}

TEST_F(CudnnTest, OtherVersionIsRefused) {
  ConvSpec spec = validSpec();
  spec.version += 1;
  Expected<std::unique_ptr<rt::PreparedConv>> prepared = rt::PreparedConv::prepare(spec);
  ASSERT_FALSE(prepared);
  EXPECT_NE(prepared.message().find("verified with cuDNN"), std::string::npos)
      << prepared.message();
}

TEST_F(CudnnTest, ValidSpecsPassTheChecks) {
  expectPastSpecChecks(validSpec());
  ConvSpec conv1d = validSpec();
  conv1d.xShape = {2, 8, 33};
  conv1d.wShape = {16, 4, 5};
  conv1d.yShape = {2, 16, 15};
  conv1d.stride = {2};
  conv1d.padding = {0};
  conv1d.dilation = {1};
  expectPastSpecChecks(conv1d);
  ConvSpec conv3d = validSpec();
  conv3d.xShape = {1, 8, 6, 7, 8};
  conv3d.wShape = {8, 1, 3, 3, 3};
  conv3d.yShape = {1, 8, 3, 3, 4};
  conv3d.stride = {2, 2, 2};
  conv3d.padding = {1, 0, 1};
  conv3d.dilation = {1, 1, 1};
  conv3d.groups = 8;
  expectPastSpecChecks(conv3d);
  // conv_transpose2d(stride 2, padding 1, output_padding 1): 5x5 -> 10x10,
  // w as PyTorch stores it, [C_in, C_out/groups, k, k].
  ConvSpec transposed = validSpec();
  transposed.transposed = true;
  transposed.xShape = {2, 8, 5, 5};
  transposed.wShape = {8, 3, 3, 3};
  transposed.yShape = {2, 6, 10, 10};
  transposed.stride = {2, 2};
  transposed.padding = {1, 1};
  transposed.groups = 2;
  transposed.bias = "in2";
  expectPastSpecChecks(transposed);
}

TEST_F(CudnnTest, InconsistentSpecsAreRejectedBeforeCudnn) {
  ConvSpec rank = validSpec();
  rank.xShape = {8, 10};
  rank.wShape = {16, 8};
  rank.yShape = {8, 10};
  expectRejected(rank, "3 to 5 dims");

  ConvSpec spatialEntries = validSpec();
  spatialEntries.stride = {1};
  expectRejected(spatialEntries, "one entry per spatial dim");

  ConvSpec groups = validSpec();
  groups.groups = 4; // w [16, 4, ..] with 8 input channels means 2 groups
  expectRejected(groups, "do not fit groups=4");

  ConvSpec padding = validSpec();
  padding.padding = {0, 1}; // 10 rows in, 8 out: not the declared 10
  expectRejected(padding, "spatial dim 0 does not fit");

  ConvSpec flipped = validSpec();
  flipped.transposed = true; // w [16, 4, ..] takes 16 input channels, x has 8
  expectRejected(flipped, "transposed conv shapes");

  ConvSpec compute = validSpec();
  compute.compute = "16F";
  expectRejected(compute, "compute");

  ConvSpec stride = validSpec();
  stride.stride = {0, 1};
  expectRejected(stride, "stride and dilation must be >= 1");
}

// The numerics filter (decision 48): strict fp32 keeps CUDA-core engines
// only; the tf32 mode admits cuDNN 9's TF32 engines, which carry both
// TENSOR_CORE and DOWN_CONVERT_INPUTS, but never a reduced-precision sum;
// nondeterministic engines never (verification reruns need equal bits).
TEST(CudnnNotes, StrictFp32ExcludesEveryTf32Marker) {
  ConvSpec spec = validSpec();
  spec.compute = "32F";
  EXPECT_EQ(rt::excludedNumericalNotes(spec),
            (std::vector<std::string>{"NONDETERMINISTIC", "DOWN_CONVERT_INPUTS", "TENSOR_CORE"}));
}

TEST(CudnnNotes, Tf32AdmitsTf32EnginesButNotReducedPrecisionSums) {
  ConvSpec spec = validSpec();
  spec.compute = "32F_FAST_TF32";
  EXPECT_EQ(rt::excludedNumericalNotes(spec),
            (std::vector<std::string>{"NONDETERMINISTIC", "REDUCED_PRECISION_REDUCTION"}));
}

TEST(CudnnNotes, HalfDataOnlyExcludesNondeterminism) {
  ConvSpec spec = validSpec();
  spec.dtype = DType::F16;
  EXPECT_EQ(rt::excludedNumericalNotes(spec), std::vector<std::string>{"NONDETERMINISTIC"});
}
