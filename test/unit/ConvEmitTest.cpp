//===- ConvEmitTest.cpp - Conv plans the emitter writes, the policy's grid -===//
//
// What the emitter writes for a cuagent.conv must pass the plan parser's
// checks (the runtime parses every plan again; a plan it refuses would be a
// candidate lost for nothing), for every bias placement and geometry; and
// the builtin policy offers engines x bias placements for a conv group.
//
//===----------------------------------------------------------------------===//
#include "cuagent/Agent/Policy.h"
#include "cuagent/Codegen/CudaEmitter.h"
#include "cuagent/Import/TaskImporter.h"
#include "cuagent/Passes/Passes.h"
#include "cuagent/Runtime/Cudnn.h"
#include "cuagent/Runtime/PlanExecutor.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"

#include "FormedModule.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <set>

namespace {

// conv2d -> relu (bias deferred to the relu kernel), a transposed conv with
// nothing after it (bias in place), conv3d without bias, conv -> conv.
const char *kModule = R"mlir(
func.func @relu(%x: tensor<2x3x16x16xf32>, %w: tensor<8x3x3x3xf32>, %b: tensor<8xf32>) -> tensor<2x8x16x16xf32> {
  %0 = cuagent.conv %x, %w, %b {stride = array<i64: 1, 1>, padding = array<i64: 1, 1>, dilation = array<i64: 1, 1>, output_padding = array<i64: 0, 0>} : tensor<2x3x16x16xf32>, tensor<8x3x3x3xf32>, tensor<8xf32> -> tensor<2x8x16x16xf32>
  %1 = cuagent.relu %0 : tensor<2x8x16x16xf32>
  return %1 : tensor<2x8x16x16xf32>
}
func.func @transposed(%x: tensor<2x4x5x5xbf16>, %w: tensor<4x3x3x3xbf16>, %b: tensor<6xbf16>) -> tensor<2x6x10x10xbf16> {
  %0 = cuagent.conv %x, %w, %b {stride = array<i64: 2, 2>, padding = array<i64: 1, 1>, dilation = array<i64: 1, 1>, output_padding = array<i64: 1, 1>, groups = 2 : i64, transposed = true} : tensor<2x4x5x5xbf16>, tensor<4x3x3x3xbf16>, tensor<6xbf16> -> tensor<2x6x10x10xbf16>
  return %0 : tensor<2x6x10x10xbf16>
}
func.func @conv3d(%x: tensor<1x4x6x8x8xf32>, %w: tensor<8x2x3x3x3xf32>) -> tensor<1x8x2x2x2xf32> {
  %0 = cuagent.conv %x, %w {stride = array<i64: 2, 2, 2>, padding = array<i64: 0, 0, 0>, dilation = array<i64: 1, 2, 2>, output_padding = array<i64: 0, 0, 0>, groups = 2 : i64} : tensor<1x4x6x8x8xf32>, tensor<8x2x3x3x3xf32> -> tensor<1x8x2x2x2xf32>
  %1 = cuagent.neg %0 : tensor<1x8x2x2x2xf32>
  return %1 : tensor<1x8x2x2x2xf32>
}
func.func @chain(%x: tensor<1x3x8x8xf32>, %w0: tensor<4x3x1x1xf32>, %b0: tensor<4xf32>, %w1: tensor<5x4x1x1xf32>) -> tensor<1x5x8x8xf32> {
  %0 = cuagent.conv %x, %w0, %b0 {stride = array<i64: 1, 1>, padding = array<i64: 0, 0>, dilation = array<i64: 1, 1>, output_padding = array<i64: 0, 0>} : tensor<1x3x8x8xf32>, tensor<4x3x1x1xf32>, tensor<4xf32> -> tensor<1x4x8x8xf32>
  %1 = cuagent.conv %0, %w1 {stride = array<i64: 1, 1>, padding = array<i64: 0, 0>, dilation = array<i64: 1, 1>, output_padding = array<i64: 0, 0>} : tensor<1x4x8x8xf32>, tensor<5x4x1x1xf32> -> tensor<1x5x8x8xf32>
  return %1 : tensor<1x5x8x8xf32>
}
func.func @conv_relu_conv(%x: tensor<1x3x8x8xf32>, %w0: tensor<4x3x3x3xf32>, %b0: tensor<4xf32>, %s: tensor<4x1x1xf32>, %w1: tensor<5x4x3x3xf32>) -> tensor<1x5x8x8xf32> {
  %0 = cuagent.conv %x, %w0, %b0 {stride = array<i64: 1, 1>, padding = array<i64: 1, 1>, dilation = array<i64: 1, 1>, output_padding = array<i64: 0, 0>} : tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>, tensor<4xf32> -> tensor<1x4x8x8xf32>
  %1 = cuagent.relu %0 : tensor<1x4x8x8xf32>
  %2 = cuagent.mul %1, %s : tensor<1x4x8x8xf32>, tensor<4x1x1xf32> -> tensor<1x4x8x8xf32>
  %3 = cuagent.conv %2, %w1 {stride = array<i64: 1, 1>, padding = array<i64: 1, 1>, dilation = array<i64: 1, 1>, output_padding = array<i64: 0, 0>} : tensor<1x4x8x8xf32>, tensor<5x4x3x3xf32> -> tensor<1x5x8x8xf32>
  return %3 : tensor<1x5x8x8xf32>
}
func.func @two_convs_add(%x: tensor<1x3x8x8xf32>, %w0: tensor<4x3x3x3xf32>, %w1: tensor<4x3x3x3xf32>) -> tensor<1x4x8x8xf32> {
  %0 = cuagent.conv %x, %w0 {stride = array<i64: 1, 1>, padding = array<i64: 1, 1>, dilation = array<i64: 1, 1>, output_padding = array<i64: 0, 0>} : tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32> -> tensor<1x4x8x8xf32>
  %1 = cuagent.conv %x, %w1 {stride = array<i64: 1, 1>, padding = array<i64: 1, 1>, dilation = array<i64: 1, 1>, output_padding = array<i64: 0, 0>} : tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32> -> tensor<1x4x8x8xf32>
  %2 = cuagent.add %0, %1 : tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32> -> tensor<1x4x8x8xf32>
  return %2 : tensor<1x4x8x8xf32>
}
func.func @strict_gemv(%x: tensor<8x64xf32>, %w: tensor<64x1xf32>) -> tensor<8x1xf32> {
  %0 = cuagent.matmul %x, %w {strict_fp32 = true} : tensor<8x64xf32>, tensor<64x1xf32> -> tensor<8x1xf32>
  return %0 : tensor<8x1xf32>
}
func.func @large(%x: tensor<64x128x128x32xf32>, %w: tensor<128x128x5x5xf32>) -> tensor<64x128x64x16xf32> {
  %0 = cuagent.conv %x, %w {stride = array<i64: 2, 2>, padding = array<i64: 2, 2>, dilation = array<i64: 1, 1>, output_padding = array<i64: 0, 0>} : tensor<64x128x128x32xf32>, tensor<128x128x5x5xf32> -> tensor<64x128x64x16xf32>
  %1 = cuagent.relu %0 : tensor<64x128x64x16xf32>
  return %1 : tensor<64x128x64x16xf32>
}
func.func @large_bias(%x: tensor<64x128x128x32xf32>, %w: tensor<128x128x5x5xf32>, %b: tensor<128xf32>) -> tensor<64x128x64x16xf32> {
  %0 = cuagent.conv %x, %w, %b {stride = array<i64: 2, 2>, padding = array<i64: 2, 2>, dilation = array<i64: 1, 1>, output_padding = array<i64: 0, 0>} : tensor<64x128x128x32xf32>, tensor<128x128x5x5xf32>, tensor<128xf32> -> tensor<64x128x64x16xf32>
  %1 = cuagent.relu %0 : tensor<64x128x64x16xf32>
  return %1 : tensor<64x128x64x16xf32>
}
func.func @conv_matmul(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x1x1xf32>, %m: tensor<8x8xf32>) -> tensor<1x4x8x8xf32> {
  %0 = cuagent.conv %x, %w {stride = array<i64: 1, 1>, padding = array<i64: 0, 0>, dilation = array<i64: 1, 1>, output_padding = array<i64: 0, 0>} : tensor<1x3x8x8xf32>, tensor<4x3x1x1xf32> -> tensor<1x4x8x8xf32>
  %1 = cuagent.matmul %0, %m : tensor<1x4x8x8xf32>, tensor<8x8xf32> -> tensor<1x4x8x8xf32>
  return %1 : tensor<1x4x8x8xf32>
}
)mlir";

class ConvEmit : public cuagent::test::FormedModuleTest {
protected:
  void SetUp() override { form(kModule); }
};

/// Steps of `plan` as "kind" or "kind:function".
std::vector<std::string> stepKinds(const cuagent::Plan &plan) {
  std::vector<std::string> kinds;
  for (const cuagent::PlanStep &step : plan.steps)
    kinds.push_back(step.kind == "launch" ? "launch:" + step.function : step.kind);
  return kinds;
}

TEST_F(ConvEmit, EveryEmittedPlanParses) {
  using Kinds = std::vector<std::string>;
  struct Case {
    const char *function;
    int convSteps;
    Kinds fused, deferred; // step kinds with the bias fused / not fused
  };
  std::vector<Case> cases = {
      {"relu", 1, Kinds{"cudnn", "launch:cuagent_k1"}, Kinds{"cudnn", "launch:cuagent_k1"}},
      // A transposed conv's bias is never fused (cuDNN has no engine for it).
      {"transposed", 1, Kinds{"cudnn", "launch:cuagent_k0_bias"},
       Kinds{"cudnn", "launch:cuagent_k0_bias"}},
      {"conv3d", 1, Kinds{"cudnn", "launch:cuagent_k1"}, Kinds{"cudnn", "launch:cuagent_k1"}},
      {"chain", 2, Kinds{"cudnn", "cudnn"}, Kinds{"cudnn", "launch:cuagent_k0_bias", "cudnn"}},
  };
  for (const Case &c : cases) {
    for (bool fused : {true, false}) {
      cuagent::KernelParams params;
      params.convBiasFused = fused;
      params.convEngine = 2;
      params.cudnnVersion = 91900;
      auto emitted = cuagent::emitCuda(function(c.function), params);
      ASSERT_TRUE(emitted) << c.function << ": " << emitted.message();
      EXPECT_EQ(emitted->convSteps, c.convSteps) << c.function;
      EXPECT_EQ(stepKinds(emitted->plan), fused ? c.fused : c.deferred) << c.function;
      auto parsed = cuagent::parsePlan(cuagent::planToJson(emitted->plan).dump());
      ASSERT_TRUE(parsed) << c.function << (fused ? " fused: " : " deferred: ") << parsed.message();
      for (const cuagent::PlanStep &step : parsed->steps) {
        if (step.kind != "cudnn")
          continue;
        EXPECT_EQ(step.conv.engine, 2);
        EXPECT_EQ(step.conv.version, 91900);
        EXPECT_EQ(step.conv.workspaceBytes, cuagent::kConvWorkspaceBytes);
        // Without a fused bias, no cudnn step has one.
        if (!fused)
          EXPECT_EQ(step.conv.bias, "") << c.function;
      }
    }
  }
}

TEST_F(ConvEmit, DeferredBiasIsAKernelArgument) {
  cuagent::KernelParams params;
  params.convBiasFused = false;
  auto emitted = cuagent::emitCuda(function("relu"), params);
  ASSERT_TRUE(emitted) << emitted.message();
  // The relu runs in place over the output the conv wrote (decision 144).
  const cuagent::PlanStep &relu = emitted->plan.steps[1];
  EXPECT_EQ(relu.args, (std::vector<std::string>{"out0", "in2", "out0"}));
  EXPECT_NE(emitted->source.find("in1[((i / 256LL) % 8LL)]"), std::string::npos);
  // Fused, the relu kernel neither takes nor adds it.
  params.convBiasFused = true;
  emitted = cuagent::emitCuda(function("relu"), params);
  ASSERT_TRUE(emitted);
  EXPECT_EQ(emitted->plan.steps[1].args, (std::vector<std::string>{"out0", "out0"}));
  EXPECT_EQ(emitted->source.find("% 8LL)]"), std::string::npos);
}

/// Decision 59: a channels-last plan transposes x and w into workspace and
/// runs the cudnn step on NHWC descriptors; the elementwise kernel after it
/// reads its result channels-last through tiles (no transpose back), or,
/// where a kernel adds the bias by PyTorch's layout, y is transposed back
/// into the conv's own buffer first; a 1x1 filter is already channels-last.
TEST_F(ConvEmit, ChannelsLastPlanTransposesInAndOut) {
  cuagent::KernelParams params;
  params.convCompute = "32F_FAST_TF32";
  params.convChannelsLast = true;
  auto emitted = cuagent::emitCuda(function("relu"), params);
  ASSERT_TRUE(emitted) << emitted.message();
  const std::vector<cuagent::PlanStep> &steps = emitted->plan.steps;
  ASSERT_EQ(steps.size(), 4u);
  EXPECT_EQ(steps[0].function, "cuagent_k0_cl_x");
  EXPECT_EQ(steps[0].args, (std::vector<std::string>{"in0", "wscl0x"}));
  EXPECT_EQ(steps[1].function, "cuagent_k0_cl_w");
  EXPECT_EQ(steps[1].args, (std::vector<std::string>{"in1", "wscl0w"}));
  ASSERT_EQ(steps[2].kind, "cudnn");
  EXPECT_TRUE(steps[2].conv.channelsLast);
  EXPECT_EQ(steps[2].conv.x, "wscl0x");
  EXPECT_EQ(steps[2].conv.w, "wscl0w");
  EXPECT_EQ(steps[2].conv.y, "ws0") << "y stays channels-last in the conv's buffer";
  EXPECT_EQ(steps[2].conv.xShape, (std::vector<int64_t>{2, 3, 16, 16})) << "logical shapes";
  EXPECT_EQ(steps[3].function, "cuagent_k1");
  EXPECT_EQ(steps[3].args, (std::vector<std::string>{"ws0", "out0"}));
  EXPECT_EQ(steps[3].block, (std::array<unsigned, 3>{256, 1, 1}));
  // Decision 146's tiles by shape: 3 channels in 4, 8 in 8, each by all
  // 256 positions.
  EXPECT_NE(emitted->source.find("layout transpose cl_x, [2, 3, 256] -> [2, 256, 3], tiles of 256 "
                                 "positions x 4 channels"),
            std::string::npos);
  EXPECT_NE(emitted->source.find("dst[(s * 3LL + c)] = tile[sl][cl]"), std::string::npos);
  EXPECT_NE(emitted->source.find("reading a channels-last conv result [2, 256, 8], tiles of 256 "
                                 "positions x 8 channels"),
            std::string::npos);
  EXPECT_NE(emitted->source.find("in0[(o * 256LL + s) * 8LL + c]"), std::string::npos);
  EXPECT_EQ(emitted->source.find("cl_y"), std::string::npos);
  // The bias added by the relu kernel as it loads y: y goes back first.
  params.convBiasFused = false;
  auto separate = cuagent::emitCuda(function("relu"), params);
  ASSERT_TRUE(separate) << separate.message();
  ASSERT_EQ(separate->plan.steps.size(), 5u);
  EXPECT_EQ(separate->plan.steps[2].conv.y, "wscl0y");
  EXPECT_EQ(separate->plan.steps[3].function, "cuagent_k0_cl_y");
  EXPECT_EQ(separate->plan.steps[3].args, (std::vector<std::string>{"wscl0y", "ws0"}));
  EXPECT_NE(separate->source.find("layout transpose cl_y, [2, 256, 8] -> [2, 8, 256]"),
            std::string::npos);
  EXPECT_EQ(separate->plan.steps[4].args, (std::vector<std::string>{"ws0", "in2", "out0"}));
  params.convBiasFused = true;
  // The plan round-trips with its layout; an NCHW plan does not name one.
  nlohmann::json json = cuagent::planToJson(emitted->plan);
  EXPECT_EQ(json["steps"][2]["conv"]["layout"], "nhwc");
  auto reparsed = cuagent::parsePlan(json.dump());
  ASSERT_TRUE(reparsed) << reparsed.message();
  EXPECT_TRUE(reparsed->steps[2].conv.channelsLast);
  params.convChannelsLast = false;
  auto nchw = cuagent::emitCuda(function("relu"), params);
  ASSERT_TRUE(nchw);
  EXPECT_FALSE(cuagent::planToJson(nchw->plan)["steps"][0]["conv"].contains("layout"));
  // chain: 1x1 filters, so w is used as it is; the first conv's result,
  // read only by the second, stays channels-last in its buffer: x of the
  // first and y of the second are the only transposes.
  params.convChannelsLast = true;
  auto transposesOf = [&](const cuagent::EmittedModule &module) {
    int transposes = 0;
    for (const cuagent::PlanStep &step : module.plan.steps) {
      transposes += step.function.find("_cl_") != std::string::npos;
      EXPECT_EQ(step.function.find("_cl_w"), std::string::npos) << step.function;
    }
    return transposes;
  };
  auto chain = cuagent::emitCuda(function("chain"), params);
  ASSERT_TRUE(chain) << chain.message();
  EXPECT_EQ(transposesOf(*chain), 2);
  std::vector<const cuagent::ConvSpec *> convs;
  for (const cuagent::PlanStep &step : chain->plan.steps)
    if (step.kind == "cudnn")
      convs.push_back(&step.conv);
  ASSERT_EQ(convs.size(), 2u);
  EXPECT_EQ(convs[0]->y, convs[1]->x);
  EXPECT_TRUE(convs[0]->channelsLast && convs[1]->channelsLast);
  // With the first conv's bias added by a kernel (NCHW indexing), no chain.
  params.convBiasFused = false;
  chain = cuagent::emitCuda(function("chain"), params);
  ASSERT_TRUE(chain) << chain.message();
  EXPECT_EQ(transposesOf(*chain), 4);
}

/// Decision 141: a channels-last plan whose result leaves the group adds
/// the (transposed conv's, never fused) bias in the transpose back as it
/// stores; PyTorch's layout keeps the in-place bias kernel. The chain's
/// first conv (read by the second, a library call) likewise.
TEST_F(ConvEmit, ChannelsLastTransposeBackAddsABiasNoKernelReads) {
  cuagent::KernelParams params;
  params.convChannelsLast = true;
  auto emitted = cuagent::emitCuda(function("transposed"), params);
  ASSERT_TRUE(emitted) << emitted.message();
  std::vector<std::string> functions;
  for (const cuagent::PlanStep &step : emitted->plan.steps) {
    functions.push_back(step.function);
    if (step.function == "cuagent_k0_cl_y")
      EXPECT_EQ(step.args, (std::vector<std::string>{"wscl0y", "out0", "in2"}));
  }
  EXPECT_EQ(functions, (std::vector<std::string>{"cuagent_k0_cl_x", "cuagent_k0_cl_w", "",
                                                 "cuagent_k0_cl_y"}));
  EXPECT_NE(emitted->source.find("layout transpose cl_y, [2, 100, 6] -> [2, 6, 100], tiles of 128 "
                                 "positions x 8 channels, adding the conv bias per target row"),
            std::string::npos);
  EXPECT_NE(emitted->source.find("cuagent_f32_to_bf16(cuagent_bf16_to_f32(tile[sl][cl]) + "
                                 "cuagent_bf16_to_f32(bias[c]))"),
            std::string::npos);
  auto parsed = cuagent::parsePlan(cuagent::planToJson(emitted->plan).dump());
  ASSERT_TRUE(parsed) << parsed.message();
  params.convBiasFused = false;
  auto chain = cuagent::emitCuda(function("chain"), params);
  ASSERT_TRUE(chain) << chain.message();
  EXPECT_EQ(chain->source.find("_bias("), std::string::npos);
  EXPECT_EQ(chain->source.find("conv bias, in place"), std::string::npos);
  params.convChannelsLast = false;
  auto nchw = cuagent::emitCuda(function("transposed"), params);
  ASSERT_TRUE(nchw) << nchw.message();
  EXPECT_EQ(nchw->plan.steps.back().function, "cuagent_k0_bias");
}

/// Decisions 142 and 146: the layout kernels' tiles are by shape (0) or
/// square, 32 x 32 or 64 x 64, in blocks of 256 threads; nothing else is
/// accepted.
TEST_F(ConvEmit, LayoutTileSizesTheChannelsLastKernels) {
  cuagent::KernelParams params;
  params.convCompute = "32F_FAST_TF32";
  params.convChannelsLast = true;
  params.convBiasFused = false;
  params.layoutTile = 64;
  EXPECT_EQ(params.id(), "b256-v4-block-c32-t64");
  auto emitted = cuagent::emitCuda(function("relu"), params);
  ASSERT_TRUE(emitted) << emitted.message();
  int layoutKernels = 0;
  for (const cuagent::PlanStep &step : emitted->plan.steps)
    if (step.function.find("_cl_") != std::string::npos) {
      ++layoutKernels;
      EXPECT_EQ(step.block, (std::array<unsigned, 3>{256, 1, 1})) << step.function;
    }
  EXPECT_EQ(layoutKernels, 3); // x, w and y (the relu adds the bias by PyTorch's layout)
  EXPECT_NE(emitted->source.find("tile[64][65];"), std::string::npos);
  EXPECT_NE(emitted->source.find("for (int j = 0; j < 16; ++j) {"), std::string::npos);
  EXPECT_EQ(emitted->source.find("tile[32][33]"), std::string::npos);
  // Tiles cut by the edges (3 channels, 256 positions) check each element.
  EXPECT_NE(emitted->source.find("if (s < 256LL && c < 3LL) {"), std::string::npos);
  // The relu reading y channels-last through the tiles (the bias fused).
  params.convBiasFused = true;
  auto tiled = cuagent::emitCuda(function("relu"), params);
  ASSERT_TRUE(tiled) << tiled.message();
  EXPECT_EQ(tiled->plan.steps.back().block, (std::array<unsigned, 3>{256, 1, 1}));
  EXPECT_NE(tiled->source.find("reading a channels-last conv result [2, 256, 8], tiles of 64 "
                               "positions x 64 channels"),
            std::string::npos);
  params.layoutTile = 32;
  EXPECT_EQ(params.id(), "b256-v4-block-c32-t32");
  params.layoutTile = 0;
  EXPECT_EQ(params.id(), "b256-v4-block-c32");
  params.layoutTile = 48;
  auto refused = cuagent::emitCuda(function("relu"), params);
  ASSERT_FALSE(refused);
  EXPECT_EQ(refused.message(), "the layout tile must be 0 (by shape), 32 or 64");
}

/// Decision 59: an elementwise kernel between two channels-last convs runs
/// in NHWC order, so neither side transposes; per-channel operands are
/// read by the logical index. The last conv's result is returned: it goes
/// back to PyTorch's layout.
TEST_F(ConvEmit, ElementwiseBetweenChannelsLastConvsRunsInNhwcOrder) {
  cuagent::KernelParams params;
  params.convCompute = "32F_FAST_TF32";
  params.convChannelsLast = true;
  auto emitted = cuagent::emitCuda(function("conv_relu_conv"), params);
  ASSERT_TRUE(emitted) << emitted.message();
  std::vector<std::string> functions;
  const cuagent::ConvSpec *first = nullptr, *second = nullptr;
  const cuagent::PlanStep *between = nullptr;
  for (const cuagent::PlanStep &step : emitted->plan.steps) {
    functions.push_back(step.kind == "cudnn" ? "cudnn" : step.function);
    if (step.kind == "cudnn")
      (first ? second : first) = &step.conv;
    if (step.function == "cuagent_k1")
      between = &step;
  }
  EXPECT_EQ(functions,
            (std::vector<std::string>{"cuagent_k0_cl_x", "cuagent_k0_cl_w", "cudnn", "cuagent_k1",
                                      "cuagent_k2_cl_w", "cudnn", "cuagent_k2_cl_y"}));
  ASSERT_TRUE(first && second && between);
  EXPECT_EQ(between->args, (std::vector<std::string>{first->y, "in3", second->x}));
  EXPECT_NE(emitted->source.find("elementwise over 256 elements in channels-last order [N, 64, 4]"),
            std::string::npos);
  EXPECT_NE(emitted->source.find("const long long i = (o * 4LL + c) * 64LL + s;"),
            std::string::npos);
  EXPECT_NE(emitted->source.find("out0[j] = "), std::string::npos);
}

/// Two channels-last convs into one add: the add reads one through tiles;
/// the other goes back to PyTorch's layout first (one NHWC value a kernel).
TEST_F(ConvEmit, OneChannelsLastValuePerKernel) {
  cuagent::KernelParams params;
  params.convCompute = "32F_FAST_TF32";
  params.convChannelsLast = true;
  auto emitted = cuagent::emitCuda(function("two_convs_add"), params);
  ASSERT_TRUE(emitted) << emitted.message();
  int back = 0;
  for (const cuagent::PlanStep &step : emitted->plan.steps)
    back += step.function.find("_cl_y") != std::string::npos;
  EXPECT_EQ(back, 1);
  const std::string &source = emitted->source;
  size_t tiled = source.find("reading a channels-last conv result");
  ASSERT_NE(tiled, std::string::npos);
  EXPECT_EQ(source.find("reading a channels-last conv result", tiled + 1), std::string::npos);
}

TEST_F(ConvEmit, Tf32IsForF32DataOnly) {
  cuagent::KernelParams params;
  params.convCompute = "32F_FAST_TF32";
  auto f32 = cuagent::emitCuda(function("relu"), params);
  auto bf16 = cuagent::emitCuda(function("transposed"), params);
  ASSERT_TRUE(f32 && bf16);
  EXPECT_EQ(f32->plan.steps[0].conv.compute, "32F_FAST_TF32");
  EXPECT_EQ(bf16->plan.steps[0].conv.compute, "32F");
}

/// The builtin policy: engines 0..3 x {bias fused, bias in the epilogue},
/// and on tensor cores (TF32 here) engines 0 to 3 on channels-last copies
/// (decisions 59 and 61), or, without cuDNN, an error that says what to
/// install.
TEST_F(ConvEmit, BuiltinPolicyOffersEnginesTimesBiasPlacements) {
  auto policy = cuagent::createBuiltinPolicy();
  ASSERT_TRUE(policy) << policy.message();
  cuagent::Task task;
  task.precision = "tf32";
  auto candidates = (*policy)->propose(task, function("relu"), {}, 64);
  if (cuagent::rt::cudnnVersionOrZero() == 0) {
    ASSERT_FALSE(candidates);
    EXPECT_NE(candidates.message().find("conv candidates need cuDNN"), std::string::npos)
        << candidates.message();
    GTEST_SKIP() << "no cuDNN here (set CUAGENT_CUDNN to libcudnn.so.9 to test the grid)";
  }
  ASSERT_TRUE(candidates) << candidates.message();
  ASSERT_EQ(candidates->size(), 12u);
  std::set<std::string> suffixes, sources;
  for (const cuagent::Candidate &candidate : *candidates) {
    std::string suffix = candidate.id.substr(candidate.id.rfind("-e"));
    suffixes.insert(suffix);
    int engine = candidate.features["conv_engine"].get<int>();
    bool fused = candidate.features["conv_bias_fused"].get<double>() == 1.0;
    bool channelsLast = candidate.features.contains("conv_channels_last");
    EXPECT_EQ(suffix, "-e" + std::to_string(engine) + (fused ? "-bf" : "-be") +
                          (channelsLast ? "-cl" : ""));
    EXPECT_EQ(candidate.plan.candidate, candidate.id);
    // A channels-last plan transposes x and w first (two launches).
    size_t at = channelsLast ? 2 : 0;
    ASSERT_EQ(candidate.plan.steps[at].kind, "cudnn") << candidate.id;
    const cuagent::ConvSpec &conv = candidate.plan.steps[at].conv;
    EXPECT_EQ(conv.channelsLast, channelsLast);
    EXPECT_EQ(conv.engine, engine);
    EXPECT_EQ(conv.bias.empty(), !fused);
    EXPECT_EQ(conv.compute, "32F_FAST_TF32");
    EXPECT_EQ(conv.version, cuagent::rt::cudnnVersionOrZero());
    sources.insert(candidate.source);
  }
  EXPECT_EQ(suffixes.size(), 12u);
  EXPECT_EQ(sources.size(), 3u) << "the source differs by bias placement and layout only";
}

/// Decision 50: a sized cudnn step's workspace limit follows its tensors
/// (twice x, w and y, whole MiB), never below the default limit nor above
/// kMaxConvWorkspaceBytes; the plan's workspace buffer is as large.
TEST_F(ConvEmit, SizedWorkspaceFollowsTheTensors) {
  cuagent::KernelParams params;
  params.convWorkspaceSized = true;
  auto large = cuagent::emitCuda(function("large"), params);
  auto small = cuagent::emitCuda(function("relu"), params);
  ASSERT_TRUE(large && small);
  const cuagent::ConvSpec &conv = large->plan.steps[0].conv;
  // x 33554432 + w 409600 + y 8388608 elements, 4 bytes each, times 2:
  // 323.1 MiB, rounded up to 324 MiB.
  EXPECT_EQ(conv.workspaceBytes, size_t(324) << 20);
  auto buffer =
      std::find_if(large->plan.buffers.begin(), large->plan.buffers.end(),
                   [&](const cuagent::PlanBuffer &b) { return b.name == conv.workspace; });
  ASSERT_NE(buffer, large->plan.buffers.end());
  EXPECT_EQ(buffer->bytes, conv.workspaceBytes);
  EXPECT_EQ(small->plan.steps[0].conv.workspaceBytes, cuagent::kConvWorkspaceBytes);
  params.convWorkspaceSized = false;
  auto plain = cuagent::emitCuda(function("large"), params);
  ASSERT_TRUE(plain);
  EXPECT_EQ(plain->plan.steps[0].conv.workspaceBytes, cuagent::kConvWorkspaceBytes);
  cuagent::ConvSpec huge = conv;
  huge.xShape = {1024, 1024, 64, 64};
  EXPECT_EQ(cuagent::sizedConvWorkspaceBytes(huge), cuagent::kMaxConvWorkspaceBytes);
  // The task's memory cap (decision 52) lowers the limit, not below the default.
  EXPECT_EQ(cuagent::sizedConvWorkspaceBytes(conv, size_t(100) << 20), size_t(100) << 20);
  EXPECT_EQ(cuagent::sizedConvWorkspaceBytes(conv, size_t(1) << 20), cuagent::kConvWorkspaceBytes);
  EXPECT_EQ(cuagent::sizedConvWorkspaceBytes(conv, size_t(1) << 40), size_t(324) << 20);
  // In a plan, what the cap leaves after the group's intermediates (y, read
  // by the relu, is the output itself: decision 144), not below the floor;
  // sized or not.
  params.convWorkspaceSized = true;
  params.workspaceCapBytes = size_t(68) << 20;
  auto capped = cuagent::emitCuda(function("large"), params);
  ASSERT_TRUE(capped);
  EXPECT_EQ(capped->plan.steps[0].conv.workspaceBytes, size_t(68) << 20);
  params.workspaceCapBytes = size_t(8) << 20;
  capped = cuagent::emitCuda(function("large"), params);
  ASSERT_TRUE(capped);
  EXPECT_EQ(capped->plan.steps[0].conv.workspaceBytes, cuagent::kMinCappedConvWorkspaceBytes);
  params.convWorkspaceSized = false;
  capped = cuagent::emitCuda(function("large"), params);
  ASSERT_TRUE(capped);
  EXPECT_EQ(capped->plan.steps[0].conv.workspaceBytes, cuagent::kMinCappedConvWorkspaceBytes);
}

/// Decision 54: under a memory cap a 3xTF32 conv splits x a batch chunk at
/// a time. "large" (x 2 MiB per item, w 1.6 MiB, y 0.5 MiB per item) under
/// 68 MiB (y, read by the relu, is the output: decision 144), half of it for
/// copies, w's take 4.7 of those, so 4 items a chunk (24 MiB), 16 chunks;
/// each chunk's split reads its slice of x and its conv writes its slice of
/// y, through views.
TEST_F(ConvEmit, EmulatedConvSplitsABatchChunkAtATimeUnderACap) {
  cuagent::KernelParams params;
  params.fp32Emulated = true;
  params.workspaceCapBytes = size_t(68) << 20;
  auto emitted = cuagent::emitCuda(function("large"), params);
  ASSERT_TRUE(emitted) << emitted.message();
  const cuagent::Plan &plan = emitted->plan;
  std::vector<const cuagent::ConvSpec *> convs;
  std::vector<std::string> splits;
  for (const cuagent::PlanStep &step : plan.steps) {
    if (step.kind == "cudnn")
      convs.push_back(&step.conv);
    else if (step.function.find("_split_") != std::string::npos)
      splits.push_back(step.function + "(" + step.args[0] + ")");
  }
  ASSERT_EQ(convs.size(), 16u);
  EXPECT_EQ(splits.front(), "cuagent_k0_split_w(in1)");
  EXPECT_EQ(splits[1], "cuagent_k0_split_x4(in0@0)");
  EXPECT_EQ(splits.back(), "cuagent_k0_split_x4(in0@" + std::to_string(60 * (2 << 20)) + ")");
  const size_t yItem = 128 * 64 * 16 * 4;
  for (size_t c = 0; c < convs.size(); ++c) {
    const cuagent::ConvSpec &conv = *convs[c];
    int64_t items = 4;
    EXPECT_EQ(conv.xShape, (std::vector<int64_t>{items, 384, 128, 32})) << c;
    EXPECT_EQ(conv.wShape, (std::vector<int64_t>{128, 384, 5, 5})) << c;
    EXPECT_EQ(conv.yShape, (std::vector<int64_t>{items, 128, 64, 16})) << c;
    EXPECT_EQ(conv.compute, "32F_FAST_TF32");
    EXPECT_EQ(conv.x, convs[0]->x) << "one scratch buffer for every chunk";
    EXPECT_EQ(conv.workspace, convs[0]->workspace);
    const cuagent::PlanBuffer *y = plan.findBuffer(conv.y);
    ASSERT_TRUE(y && y->kind == cuagent::PlanBuffer::Kind::View) << conv.y;
    EXPECT_EQ(y->offset, 4 * c * yItem);
    EXPECT_EQ(y->bytes, size_t(items) * yItem);
  }
  EXPECT_EQ(cuagent::PlanBuffer::Kind::Workspace, plan.findBuffer(convs[0]->x)->kind);
  EXPECT_EQ(plan.findBuffer(convs[0]->x)->bytes, size_t(3 * 4) * (2 << 20));
  EXPECT_LE(cuagent::rt::ownWorkspaceBytes(plan), params.workspaceCapBytes);
  // The plan is valid as written (views inside their buffers, steps in them).
  auto parsed = cuagent::parsePlan(cuagent::planToJson(plan).dump());
  ASSERT_TRUE(parsed) << parsed.message();
  // No cap, or one the whole copies fit: one conv over the whole batch.
  params.workspaceCapBytes = 0;
  auto whole = cuagent::emitCuda(function("large"), params);
  ASSERT_TRUE(whole);
  int cudnn = 0;
  for (const cuagent::PlanStep &step : whole->plan.steps)
    cudnn += step.kind == "cudnn";
  EXPECT_EQ(cudnn, 1);
  EXPECT_EQ(cuagent::emulatedConvChunks(*convs[0], size_t(8) << 30), 1);
  cuagent::ConvSpec unsplit = *convs[0];
  unsplit.xShape = {64, 128, 128, 32};
  unsplit.wShape = {128, 128, 5, 5};
  unsplit.yShape = {64, 128, 64, 16};
  EXPECT_EQ(cuagent::emulatedConvChunks(unsplit, size_t(100) << 20), 10);
  EXPECT_EQ(cuagent::emulatedConvChunks(unsplit, size_t(8) << 20), 0) << "w's copies alone";
  EXPECT_EQ(cuagent::emulatedConvChunks(unsplit, size_t(14) << 20), 0) << "past 32 chunks";
}

/// Each candidate's id from its engine on ("-e0-bf-ws"), in order.
/// Each candidate id from its last `marker` on ("-e": the conv variant).
std::vector<std::string> engineSuffixes(const std::vector<cuagent::Candidate> &candidates,
                                        const char *marker = "-e") {
  std::vector<std::string> suffixes;
  for (const cuagent::Candidate &candidate : candidates)
    suffixes.push_back(candidate.id.substr(candidate.id.rfind(marker)));
  return suffixes;
}

/// The builtin policy offers the sized variants (engines 0 and 1, "-ws")
/// right after engine 0, and only where the tensors call for them.
TEST_F(ConvEmit, BuiltinPolicyOffersSizedWorkspacesForLargeConvsOnly) {
  if (cuagent::rt::cudnnVersionOrZero() == 0)
    GTEST_SKIP() << "no cuDNN here (set CUAGENT_CUDNN to libcudnn.so.9)";
  auto policy = cuagent::createBuiltinPolicy();
  ASSERT_TRUE(policy) << policy.message();
  cuagent::Task task;
  task.precision = "tf32";
  task.maxMemoryRatio = 0; // decision 50's order, without decision 52's cap
  auto large = (*policy)->propose(task, function("large"), {}, 64);
  ASSERT_TRUE(large) << large.message();
  // No bias: one placement; engines 0 to 3 channels-last first (TF32:
  // decisions 59, 61 and 153), engine 0, the two sized ones, engines 1 to 3.
  std::vector<std::string> want = {"-e0-be-cl", "-e1-be-cl", "-e2-be-cl", "-e3-be-cl", "-e0-be",
                                   "-e0-be-ws", "-e1-be-ws", "-e1-be",    "-e2-be",    "-e3-be"};
  EXPECT_EQ(engineSuffixes(*large), want);
  for (const cuagent::Candidate &candidate : *large) {
    bool sized = llvm::StringRef(candidate.id).ends_with("-ws");
    EXPECT_EQ(candidate.plan.steps[0].conv.workspaceBytes > cuagent::kConvWorkspaceBytes, sized)
        << candidate.id;
    EXPECT_EQ(candidate.features.contains("conv_workspace_sized"), sized) << candidate.id;
  }
  auto small = (*policy)->propose(task, function("relu"), {}, 64);
  ASSERT_TRUE(small) << small.message();
  for (const cuagent::Candidate &candidate : *small)
    EXPECT_FALSE(llvm::StringRef(candidate.id).ends_with("-ws")) << candidate.id;
  // With a bias, two placements: under the cap of 8 the four channels-last
  // variants, then engine 0 in both placements and the two sized ones.
  auto biased = (*policy)->propose(task, function("large_bias"), {}, 8);
  ASSERT_TRUE(biased) << biased.message();
  want = {"-e0-bf-cl", "-e1-bf-cl", "-e2-bf-cl", "-e3-bf-cl",
          "-e0-bf",    "-e0-be",    "-e0-bf-ws", "-e1-bf-ws"};
  EXPECT_EQ(engineSuffixes(*biased), want);
  // Under a memory cap at the 64 MiB floor (a task that holds nothing
  // else), the sized limit stops at the default: no sized variants.
  task.maxMemoryRatio = cuagent::kDefaultMaxMemoryRatio;
  auto capped = (*policy)->propose(task, function("large"), {}, 64);
  ASSERT_TRUE(capped) << capped.message();
  want = {"-e0-be", "-e1-be", "-e2-be", "-e3-be"};
  EXPECT_EQ(engineSuffixes(*capped), want);
}

/// Without tensor cores (strict fp32) engines 4 and 5 come too, in the
/// first bias placement only, after engines 1 to 3 (decision 61: the
/// heuristics' order is far from the speed order there); no channels-last
/// variants.
TEST_F(ConvEmit, StrictConvsTakeSixEngines) {
  if (cuagent::rt::cudnnVersionOrZero() == 0)
    GTEST_SKIP() << "no cuDNN here (set CUAGENT_CUDNN to libcudnn.so.9)";
  auto policy = cuagent::createBuiltinPolicy();
  ASSERT_TRUE(policy) << policy.message();
  cuagent::Task task;
  task.precision = "fp32";
  auto candidates = (*policy)->propose(task, function("relu"), {}, 64);
  ASSERT_TRUE(candidates) << candidates.message();
  std::vector<std::string> want = {"-e0-bf", "-e0-be", "-e1-bf", "-e2-bf", "-e3-bf",
                                   "-e4-bf", "-e5-bf", "-e1-be", "-e2-be", "-e3-be"};
  EXPECT_EQ(engineSuffixes(*candidates), want);
}

/// With a GEMM in the group, the conv's variants come on the first GEMM
/// algorithm before the other algorithms (decision 63), in the first round
/// and in the six-candidate strict round that follows a wrong TF32 result.
TEST_F(ConvEmit, ConvVariantsComeBeforeOtherGemmAlgorithms) {
  if (cuagent::rt::cudnnVersionOrZero() == 0)
    GTEST_SKIP() << "no cuDNN here (set CUAGENT_CUDNN to libcudnn.so.9)";
  auto policy = cuagent::createBuiltinPolicy();
  ASSERT_TRUE(policy) << policy.message();
  cuagent::Task task;
  task.precision = "tf32";
  auto first = (*policy)->propose(task, function("conv_matmul"), {}, 8);
  ASSERT_TRUE(first) << first.message();
  std::vector<std::string> want = {"-a0-e0-be-cl", "-a0-e1-be-cl", "-a0-e2-be-cl", "-a0-e3-be-cl",
                                   "-a0-e0-be",    "-a1-e0-be",    "-a2-e0-be",    "-a3-e0-be"};
  EXPECT_EQ(engineSuffixes(*first, "-a"), want);
  std::vector<cuagent::CandidateFeedback> history;
  for (const cuagent::Candidate &candidate : *first)
    history.push_back({candidate.id, true, false, "wrong result: out0 differs"});
  auto strict = (*policy)->propose(task, function("conv_matmul"), history, 64);
  ASSERT_TRUE(strict) << strict.message();
  want = {"-a0-e0-be-cl-f32g", "-a0-e1-be-cl-f32g", "-a0-e2-be-cl-f32g",
          "-a0-e3-be-cl-f32g", "-a0-e0-be-f32g",    "-a1-e0-be-f32g"};
  EXPECT_EQ(engineSuffixes(*strict, "-a"), want);
}

/// In the fp32 mode a compute-bound conv's first three library variants
/// come again as 3xTF32, a sized one counting as its own variant: the TF32
/// engines over tripled channels get the sized limit too, computed from the
/// tripled tensors.
TEST_F(ConvEmit, EmulatedConvsTakeSizedVariantsToo) {
  if (cuagent::rt::cudnnVersionOrZero() == 0)
    GTEST_SKIP() << "no cuDNN here (set CUAGENT_CUDNN to libcudnn.so.9)";
  auto policy = cuagent::createBuiltinPolicy();
  ASSERT_TRUE(policy) << policy.message();
  cuagent::Task task;
  task.precision = "fp32";
  task.maxMemoryRatio = 0; // the copies alone are over decision 52's cap
  auto candidates = (*policy)->propose(task, function("large"), {}, 8);
  ASSERT_TRUE(candidates) << candidates.message();
  ASSERT_EQ(candidates->size(), 8u);
  std::vector<std::string> want = {"-e0-be-x3", "-e0-be-ws-x3", "-e1-be-ws-x3", "-e0-be",
                                   "-e0-be-ws", "-e1-be-ws",    "-e1-be",       "-e2-be"};
  for (size_t i = 0; i < want.size(); ++i) {
    const cuagent::Candidate &candidate = (*candidates)[i];
    EXPECT_TRUE(llvm::StringRef(candidate.id).ends_with(want[i])) << i << ": " << candidate.id;
  }
  // x3 of e0-be-ws: x [64, 384, 128, 32], w [128, 384, 5, 5], y as before:
  // twice 110280704 f32 elements, 841.4 MiB, rounded up.
  const cuagent::PlanStep *conv = nullptr;
  for (const cuagent::PlanStep &step : (*candidates)[1].plan.steps)
    if (step.kind == "cudnn")
      conv = &step;
  ASSERT_TRUE(conv);
  EXPECT_EQ(conv->conv.compute, "32F_FAST_TF32");
  EXPECT_EQ(conv->conv.xShape[1], 384);
  EXPECT_EQ(conv->conv.workspaceBytes, size_t(842) << 20);
}

/// In the tf32 mode, a first round that verified nothing and gave a wrong
/// result is followed by strict-fp32 rounds ("-f32g": GEMMs only, where
/// the group also has a conv; "-f32": all), each once; not after a verified
/// candidate, not in the fp32 mode.
TEST_F(ConvEmit, BuiltinPolicyRetriesTf32WrongResultsInStrictFp32Rounds) {
  if (cuagent::rt::cudnnVersionOrZero() == 0)
    GTEST_SKIP() << "no cuDNN here (set CUAGENT_CUDNN to libcudnn.so.9)";
  auto policy = cuagent::createBuiltinPolicy();
  ASSERT_TRUE(policy) << policy.message();
  cuagent::Task task;
  task.precision = "tf32";
  auto first = (*policy)->propose(task, function("relu"), {}, 64);
  ASSERT_TRUE(first) << first.message();
  std::vector<cuagent::CandidateFeedback> history;
  for (const cuagent::Candidate &candidate : *first)
    history.push_back({candidate.id, true, false, "wrong result: out0 differs"});
  auto second = (*policy)->propose(task, function("relu"), history, 64);
  ASSERT_TRUE(second) << second.message();
  ASSERT_EQ(second->size(), 6u); // a conv's strict rounds hold six (decision 63)
  for (const cuagent::Candidate &candidate : *second) {
    EXPECT_TRUE(llvm::StringRef(candidate.id).ends_with("-f32")) << candidate.id;
    EXPECT_EQ(candidate.plan.candidate, candidate.id);
    EXPECT_EQ(candidate.plan.steps[0].conv.compute, "32F");
  }
  // Not a third time.
  for (const cuagent::Candidate &candidate : *second)
    history.push_back({candidate.id, true, false, "wrong result: out0 differs"});
  auto third = (*policy)->propose(task, function("relu"), history, 64);
  ASSERT_TRUE(third);
  EXPECT_TRUE(third->empty());
  // Not after a verified candidate, nor for failures other than wrong results.
  std::vector<cuagent::CandidateFeedback> verified = {{"a", true, true, ""},
                                                      {"b", true, false, "wrong result"}};
  auto none = (*policy)->propose(task, function("relu"), verified, 64);
  ASSERT_TRUE(none);
  EXPECT_TRUE(none->empty());
  // But after one only slower than stock (syn000635's NCHW plans at 12 ms
  // against stock's 2.7): the strict round is tried; faster, it is not.
  cuagent::Task timed = task;
  timed.stockTimeMs = 2.7;
  verified[0].medianMs = 12.3;
  auto slow = (*policy)->propose(timed, function("relu"), verified, 64);
  ASSERT_TRUE(slow) << slow.message();
  ASSERT_FALSE(slow->empty());
  EXPECT_TRUE(llvm::StringRef(slow->front().id).ends_with("-f32")) << slow->front().id;
  verified[0].medianMs = 2.1;
  auto fast = (*policy)->propose(timed, function("relu"), verified, 64);
  ASSERT_TRUE(fast);
  EXPECT_TRUE(fast->empty());
  std::vector<cuagent::CandidateFeedback> crashed = {{"a", true, false, "ILLEGAL_ADDRESS"}};
  none = (*policy)->propose(task, function("relu"), crashed, 64);
  ASSERT_TRUE(none);
  EXPECT_TRUE(none->empty());
  // A group with a GEMM and a convolution: GEMMs strict first (the conv
  // keeps TF32, as stock cuDNN does), then everything, then nothing.
  std::vector<cuagent::CandidateFeedback> tf32Round = {{"a", true, false, "wrong result"}};
  auto gemms = (*policy)->propose(task, function("conv_matmul"), tf32Round, 64);
  ASSERT_TRUE(gemms) << gemms.message();
  ASSERT_FALSE(gemms->empty());
  for (const cuagent::Candidate &candidate : *gemms) {
    EXPECT_TRUE(llvm::StringRef(candidate.id).ends_with("-f32g")) << candidate.id;
    for (const cuagent::PlanStep &step : candidate.plan.steps) {
      if (step.kind == "cudnn")
        EXPECT_EQ(step.conv.compute, "32F_FAST_TF32");
      if (step.kind == "cublaslt")
        EXPECT_EQ(step.gemm.compute, "32F");
    }
  }
  tf32Round.push_back({gemms->front().id, true, false, "wrong result"});
  auto all = (*policy)->propose(task, function("conv_matmul"), tf32Round, 64);
  ASSERT_TRUE(all) << all.message();
  ASSERT_FALSE(all->empty());
  for (const cuagent::Candidate &candidate : *all) {
    EXPECT_TRUE(llvm::StringRef(candidate.id).ends_with("-f32")) << candidate.id;
    for (const cuagent::PlanStep &step : candidate.plan.steps)
      EXPECT_TRUE(step.kind == "launch" ||
                  (step.kind == "cudnn" ? step.conv.compute : step.gemm.compute) == "32F");
  }
  tf32Round.push_back({all->front().id, true, false, "wrong result"});
  auto done = (*policy)->propose(task, function("conv_matmul"), tf32Round, 64);
  ASSERT_TRUE(done);
  EXPECT_TRUE(done->empty());
  // Every GEMM already strict and no conv: the same plans again would fail
  // the same way, so no round.
  auto same =
      (*policy)->propose(task, function("strict_gemv"), {{"a", true, false, "wrong result"}}, 64);
  ASSERT_TRUE(same) << same.message();
  EXPECT_TRUE(same->empty());
  // The fp32 mode has nothing stricter to try.
  task.precision = "fp32";
  none = (*policy)->propose(task, function("relu"), {{"a", true, false, "wrong result"}}, 64);
  ASSERT_TRUE(none);
  EXPECT_TRUE(none->empty());
}

} // namespace
