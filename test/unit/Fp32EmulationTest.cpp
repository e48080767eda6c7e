//===- Fp32EmulationTest.cpp - 3xTF32 steps and candidates ----------------===//
//
// Decision 49: with KernelParams::fp32Emulated, strict-fp32 GEMM and conv
// steps read split copies of their operands over a tripled reduction. Every
// such plan must pass the plan parser's extent checks (which catch a wrong
// leading dim or batch stride as a read past a buffer), and the builtin
// policy must offer the variants only where they can pay: strict fp32,
// compute-bound, operands within the copy limit.
//
//===----------------------------------------------------------------------===//
#include "cuagent/Agent/Policy.h"
#include "cuagent/Codegen/CudaEmitter.h"
#include "cuagent/Import/TaskImporter.h"
#include "cuagent/Passes/Passes.h"
#include "cuagent/Runtime/CublasLt.h"
#include "cuagent/Runtime/PlanExecutor.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"

#include "FormedModule.h"

#include <gtest/gtest.h>

namespace {

const char *kModule = R"mlir(
func.func @linear(%x: tensor<8x64x256xf32>, %w: tensor<128x256xf32>, %b: tensor<128xf32>) -> tensor<8x64x128xf32> {
  %0 = cuagent.matmul %x, %w, %b {transpose_rhs = true} : tensor<8x64x256xf32>, tensor<128x256xf32>, tensor<128xf32> -> tensor<8x64x128xf32>
  return %0 : tensor<8x64x128xf32>
}
func.func @qk(%q: tensor<2x4x64x32xf32>, %k: tensor<2x4x64x32xf32>) -> tensor<2x4x64x64xf32> {
  %0 = cuagent.matmul %q, %k {transpose_rhs = true} : tensor<2x4x64x32xf32>, tensor<2x4x64x32xf32> -> tensor<2x4x64x64xf32>
  return %0 : tensor<2x4x64x64xf32>
}
func.func @at_shared(%a: tensor<16x8xf32>, %b: tensor<3x16x4xf32>) -> tensor<3x8x4xf32> {
  %0 = cuagent.matmul %a, %b {transpose_lhs = true} : tensor<16x8xf32>, tensor<3x16x4xf32> -> tensor<3x8x4xf32>
  return %0 : tensor<3x8x4xf32>
}
func.func @both_transposed(%a: tensor<3x16x8xf32>, %b: tensor<4x16xf32>) -> tensor<3x8x4xf32> {
  %0 = cuagent.matmul %a, %b {transpose_lhs = true, transpose_rhs = true} : tensor<3x16x8xf32>, tensor<4x16xf32> -> tensor<3x8x4xf32>
  return %0 : tensor<3x8x4xf32>
}
func.func @vector_rhs(%a: tensor<2x8x16xf32>, %v: tensor<16xf32>) -> tensor<2x8xf32> {
  %0 = cuagent.matmul %a, %v : tensor<2x8x16xf32>, tensor<16xf32> -> tensor<2x8xf32>
  return %0 : tensor<2x8xf32>
}
func.func @huge(%a: tensor<32768x32768xf32>, %b: tensor<32768x32768xf32>) -> tensor<32768x32768xf32> {
  %0 = cuagent.matmul %a, %b : tensor<32768x32768xf32>, tensor<32768x32768xf32> -> tensor<32768x32768xf32>
  return %0 : tensor<32768x32768xf32>
}
func.func @square(%a: tensor<512x512xf32>, %b: tensor<512x512xf32>) -> tensor<512x512xf32> {
  %0 = cuagent.matmul %a, %b : tensor<512x512xf32>, tensor<512x512xf32> -> tensor<512x512xf32>
  %1 = cuagent.relu %0 : tensor<512x512xf32>
  return %1 : tensor<512x512xf32>
}
func.func @big_square(%a: tensor<4096x4096xf32>, %b: tensor<4096x4096xf32>) -> tensor<4096x4096xf32> {
  %0 = cuagent.matmul %a, %b : tensor<4096x4096xf32>, tensor<4096x4096xf32> -> tensor<4096x4096xf32>
  %1 = cuagent.relu %0 : tensor<4096x4096xf32>
  return %1 : tensor<4096x4096xf32>
}
func.func @big_square_softmax(%a: tensor<4096x4096xf32>, %b: tensor<4096x4096xf32>) -> tensor<4096x4096xf32> {
  %0 = cuagent.matmul %a, %b : tensor<4096x4096xf32>, tensor<4096x4096xf32> -> tensor<4096x4096xf32>
  %1 = cuagent.softmax %0 {dim = 1 : i64} : tensor<4096x4096xf32>
  return %1 : tensor<4096x4096xf32>
}
func.func @relu_then_add(%a: tensor<1024x1024xf32>, %b: tensor<1024x1024xf32>, %c: tensor<1024x1024xf32>) -> (tensor<1024x1024xf32>, tensor<1024x1024xf32>) {
  %0 = cuagent.matmul %a, %b : tensor<1024x1024xf32>, tensor<1024x1024xf32> -> tensor<1024x1024xf32>
  %1 = cuagent.relu %0 : tensor<1024x1024xf32>
  %2 = cuagent.add %1, %c : tensor<1024x1024xf32>, tensor<1024x1024xf32> -> tensor<1024x1024xf32>
  return %1, %2 : tensor<1024x1024xf32>, tensor<1024x1024xf32>
}
func.func @two_products_added(%a: tensor<1024x1024xf32>, %b: tensor<1024x1024xf32>, %c: tensor<1024x1024xf32>) -> tensor<1024x1024xf32> {
  %0 = cuagent.matmul %a, %b : tensor<1024x1024xf32>, tensor<1024x1024xf32> -> tensor<1024x1024xf32>
  %1 = cuagent.matmul %a, %c : tensor<1024x1024xf32>, tensor<1024x1024xf32> -> tensor<1024x1024xf32>
  %2 = cuagent.add %0, %1 : tensor<1024x1024xf32>, tensor<1024x1024xf32> -> tensor<1024x1024xf32>
  %3 = cuagent.relu %2 : tensor<1024x1024xf32>
  return %3 : tensor<1024x1024xf32>
}
func.func @tall(%a: tensor<65536x512xf32>, %b: tensor<512x256xf32>) -> tensor<65536x256xf32> {
  %0 = cuagent.matmul %a, %b : tensor<65536x512xf32>, tensor<512x256xf32> -> tensor<65536x256xf32>
  %1 = cuagent.relu %0 : tensor<65536x256xf32>
  return %1 : tensor<65536x256xf32>
}
func.func @linear_big_w(%x: tensor<1024x1024xf32>, %w: tensor<4096x1024xf32>, %b: tensor<4096xf32>) -> tensor<1024x4096xf32> {
  %0 = cuagent.matmul %x, %w, %b {transpose_rhs = true} : tensor<1024x1024xf32>, tensor<4096x1024xf32>, tensor<4096xf32> -> tensor<1024x4096xf32>
  return %0 : tensor<1024x4096xf32>
}
func.func @matmul_big_rhs(%x: tensor<1024x1024xf32>, %y: tensor<1024x4096xf32>) -> tensor<1024x4096xf32> {
  %0 = cuagent.matmul %x, %y : tensor<1024x1024xf32>, tensor<1024x4096xf32> -> tensor<1024x4096xf32>
  return %0 : tensor<1024x4096xf32>
}
func.func @bmm(%a: tensor<64x512x256xf32>, %b: tensor<64x256x512xf32>) -> tensor<64x512x512xf32> {
  %0 = cuagent.matmul %a, %b : tensor<64x512x256xf32>, tensor<64x256x512xf32> -> tensor<64x512x512xf32>
  %1 = cuagent.relu %0 : tensor<64x512x512xf32>
  return %1 : tensor<64x512x512xf32>
}
func.func @shared_lhs(%a: tensor<512x256xf32>, %b: tensor<64x256x512xf32>) -> tensor<64x512x512xf32> {
  %0 = cuagent.matmul %a, %b : tensor<512x256xf32>, tensor<64x256x512xf32> -> tensor<64x512x512xf32>
  %1 = cuagent.relu %0 : tensor<64x512x512xf32>
  return %1 : tensor<64x512x512xf32>
}
func.func @big_bmm(%a: tensor<4x2048x1024xf32>, %b: tensor<4x1024x1024xf32>) -> tensor<4x2048x1024xf32> {
  %0 = cuagent.matmul %a, %b : tensor<4x2048x1024xf32>, tensor<4x1024x1024xf32> -> tensor<4x2048x1024xf32>
  return %0 : tensor<4x2048x1024xf32>
}
func.func @matmul_wide_rhs(%x: tensor<2048x4096xf32>, %y: tensor<4096x4096xf32>) -> tensor<2048x4096xf32> {
  %0 = cuagent.matmul %x, %y : tensor<2048x4096xf32>, tensor<4096x4096xf32> -> tensor<2048x4096xf32>
  return %0 : tensor<2048x4096xf32>
}
func.func @linear_wide_w(%x: tensor<2048x4096xf32>, %w: tensor<4096x4096xf32>, %b: tensor<4096xf32>) -> tensor<2048x4096xf32> {
  %0 = cuagent.matmul %x, %w, %b {transpose_rhs = true} : tensor<2048x4096xf32>, tensor<4096x4096xf32>, tensor<4096xf32> -> tensor<2048x4096xf32>
  return %0 : tensor<2048x4096xf32>
}
func.func @gemv(%a: tensor<4096x1024xf32>, %v: tensor<1024xf32>) -> tensor<4096xf32> {
  %0 = cuagent.matmul %a, %v : tensor<4096x1024xf32>, tensor<1024xf32> -> tensor<4096xf32>
  %1 = cuagent.relu %0 : tensor<4096xf32>
  return %1 : tensor<4096xf32>
}
func.func @conv(%x: tensor<2x6x16x16xf32>, %w: tensor<8x3x3x3xf32>, %b: tensor<8xf32>) -> tensor<2x8x16x16xf32> {
  %0 = cuagent.conv %x, %w, %b {stride = array<i64: 1, 1>, padding = array<i64: 1, 1>, dilation = array<i64: 1, 1>, output_padding = array<i64: 0, 0>, groups = 2 : i64} : tensor<2x6x16x16xf32>, tensor<8x3x3x3xf32>, tensor<8xf32> -> tensor<2x8x16x16xf32>
  %1 = cuagent.relu %0 : tensor<2x8x16x16xf32>
  return %1 : tensor<2x8x16x16xf32>
}
func.func @conv_transposed(%x: tensor<2x4x5x5xf32>, %w: tensor<4x3x3x3xf32>) -> tensor<2x6x10x10xf32> {
  %0 = cuagent.conv %x, %w {stride = array<i64: 2, 2>, padding = array<i64: 1, 1>, dilation = array<i64: 1, 1>, output_padding = array<i64: 1, 1>, groups = 2 : i64, transposed = true} : tensor<2x4x5x5xf32>, tensor<4x3x3x3xf32> -> tensor<2x6x10x10xf32>
  return %0 : tensor<2x6x10x10xf32>
}
func.func @linear_softplus_bmm(%x: tensor<8x512x512xf32>, %w: tensor<1024x512xf32>, %b: tensor<1024xf32>, %y: tensor<8x1024x512xf32>) -> tensor<8x512x512xf32> {
  %0 = cuagent.matmul %x, %w, %b {transpose_rhs = true} : tensor<8x512x512xf32>, tensor<1024x512xf32>, tensor<1024xf32> -> tensor<8x512x1024xf32>
  %1 = cuagent.softplus %0 : tensor<8x512x1024xf32>
  %2 = cuagent.matmul %1, %y : tensor<8x512x1024xf32>, tensor<8x1024x512xf32> -> tensor<8x512x512xf32>
  return %2 : tensor<8x512x512xf32>
}
func.func @bf16(%a: tensor<64x64xbf16>, %b: tensor<64x64xbf16>) -> tensor<64x64xbf16> {
  %0 = cuagent.matmul %a, %b : tensor<64x64xbf16>, tensor<64x64xbf16> -> tensor<64x64xbf16>
  return %0 : tensor<64x64xbf16>
}
)mlir";

class Fp32Emulation : public cuagent::test::FormedModuleTest {
protected:
  void SetUp() override { form(kModule); }
  static cuagent::KernelParams emulated() {
    cuagent::KernelParams params;
    params.fp32Emulated = true;
    return params;
  }
};

/// A chunked plan's library calls, and its split launches as
/// "function(first argument)", in order.
std::pair<std::vector<const cuagent::GemmSpec *>, std::vector<std::string>>
chunkSteps(const cuagent::Plan &plan) {
  std::vector<const cuagent::GemmSpec *> gemms;
  std::vector<std::string> splits;
  for (const cuagent::PlanStep &step : plan.steps) {
    if (step.kind == "cublaslt")
      gemms.push_back(&step.gemm);
    else if (step.function.find("_split_") != std::string::npos)
      splits.push_back(step.function + "(" + step.args[0] + ")");
  }
  return {gemms, splits};
}

/// The plan as the runtime sees it: parsed again, extents checked.
cuagent::Plan reparsed(const cuagent::EmittedModule &emitted) {
  auto parsed = cuagent::parsePlan(cuagent::planToJson(emitted.plan).dump());
  EXPECT_TRUE(parsed) << parsed.message();
  return parsed ? *parsed : cuagent::Plan();
}

const cuagent::PlanStep *libraryStep(const cuagent::Plan &plan) {
  for (const cuagent::PlanStep &step : plan.steps)
    if (step.kind != "launch")
      return &step;
  return nullptr;
}

TEST_F(Fp32Emulation, GemmLayoutsTripleTheReductionAndParse) {
  struct Case {
    const char *function;
    int64_t k, lda, ldb, strideA, strideB;
  };
  // A = the rhs, B = the lhs (the emitter's column-major mapping).
  std::vector<Case> cases = {
      {"linear", 768, 768, 768, 0, 0},         // A k-inner, B k-inner (batch folded)
      {"qk", 96, 96, 96, 6144, 6144},          // both k-inner, strided batches
      {"at_shared", 48, 4, 8, 192, 0},         // both k-outer, B shared
      {"both_transposed", 48, 48, 8, 0, 384},  // A k-inner shared, B k-outer
      {"vector_rhs", 48, 1, 48, 0, 0},         // A a 1 x k row
  };
  for (const Case &c : cases) {
    auto emitted = cuagent::emitCuda(function(c.function), emulated());
    ASSERT_TRUE(emitted) << c.function << ": " << emitted.message();
    cuagent::Plan plan = reparsed(*emitted);
    ASSERT_GE(plan.steps.size(), 3u) << c.function;
    EXPECT_EQ(plan.steps[0].function, "cuagent_k0_split_a") << c.function;
    EXPECT_EQ(plan.steps[1].function, "cuagent_k0_split_b") << c.function;
    const cuagent::GemmSpec &gemm = plan.steps[2].gemm;
    EXPECT_EQ(gemm.compute, "32F_FAST_TF32") << c.function;
    EXPECT_EQ(gemm.a, "wssplit0a") << c.function;
    EXPECT_EQ(gemm.b, "wssplit0b") << c.function;
    EXPECT_EQ(gemm.k, c.k) << c.function;
    EXPECT_EQ(gemm.lda, c.lda) << c.function;
    EXPECT_EQ(gemm.ldb, c.ldb) << c.function;
    EXPECT_EQ(gemm.strideA, c.strideA) << c.function;
    EXPECT_EQ(gemm.strideB, c.strideB) << c.function;
  }
}

TEST_F(Fp32Emulation, SplitKernelPairsHighAndLowParts) {
  auto emitted = cuagent::emitCuda(function("square"), emulated());
  ASSERT_TRUE(emitted) << emitted.message();
  const std::string &source = emitted->source;
  size_t a = source.find("cuagent_k0_split_a("), b = source.find("cuagent_k0_split_b(");
  ASSERT_NE(a, std::string::npos);
  ASSERT_NE(b, std::string::npos);
  // A's copies are [hi, hi, lo] and B's [hi, lo, hi]: the three products are
  // hi.hi, hi.lo and lo.hi, never hi.hi twice or lo.lo. A (the rhs [K, N])
  // holds k outer: copies 512 x 512 apart; B (the lhs [M, K]) k inner.
  std::string aBody = source.substr(a, b - a), bBody = source.substr(b);
  EXPECT_NE(aBody.find("d[0LL] = hi;\n    d[262144LL] = hf;\n    d[524288LL] = lo;"),
            std::string::npos)
      << aBody;
  EXPECT_NE(bBody.find("d[0LL] = hi;\n    d[512LL] = lo;\n    d[1024LL] = hf;"), std::string::npos)
      << bBody;
  // Rounded to TF32's 10 mantissa bits; the remainder is exact in fp32.
  EXPECT_NE(aBody.find("(u + 0x1000u) & 0xffffe000u"), std::string::npos);
  EXPECT_NE(aBody.find("v - hi"), std::string::npos);
}

TEST_F(Fp32Emulation, ConvChannelsTriplePerGroup) {
  auto emitted = cuagent::emitCuda(function("conv"), emulated());
  ASSERT_TRUE(emitted) << emitted.message();
  cuagent::Plan plan = reparsed(*emitted);
  const cuagent::PlanStep *step = libraryStep(plan);
  ASSERT_TRUE(step && step->kind == "cudnn");
  EXPECT_EQ(step->conv.compute, "32F_FAST_TF32");
  EXPECT_EQ(step->conv.xShape, (std::vector<int64_t>{2, 18, 16, 16}));
  EXPECT_EQ(step->conv.wShape, (std::vector<int64_t>{8, 9, 3, 3}));
  EXPECT_EQ(step->conv.groups, 2);
  // x splits per (image, group) along 3 channels of 256; w per filter.
  EXPECT_NE(emitted->source.find("const long long o = i / 768LL"), std::string::npos);
  EXPECT_NE(emitted->source.find("const long long o = i / 27LL"), std::string::npos);

  auto transposed = cuagent::emitCuda(function("conv_transposed"), emulated());
  ASSERT_TRUE(transposed) << transposed.message();
  plan = reparsed(*transposed);
  step = libraryStep(plan);
  ASSERT_TRUE(step && step->kind == "cudnn");
  EXPECT_EQ(step->conv.xShape, (std::vector<int64_t>{2, 12, 5, 5}));
  EXPECT_EQ(step->conv.wShape, (std::vector<int64_t>{12, 3, 3, 3}));
}

TEST_F(Fp32Emulation, HalfDataAndTf32StepsAreLeftAlone) {
  auto bf16 = cuagent::emitCuda(function("bf16"), emulated());
  ASSERT_TRUE(bf16) << bf16.message();
  EXPECT_EQ(bf16->plan.steps.size(), 1u);
  EXPECT_EQ(bf16->plan.steps[0].gemm.k, 64);
  cuagent::KernelParams tf32 = emulated();
  tf32.gemmCompute = "32F_FAST_TF32";
  auto linear = cuagent::emitCuda(function("linear"), tf32);
  ASSERT_TRUE(linear) << linear.message();
  EXPECT_EQ(linear->plan.steps[0].kind, "cublaslt");
  EXPECT_EQ(linear->plan.steps[0].gemm.k, 256);
}

TEST_F(Fp32Emulation, CopiesOverTheLimitRefuseTheCandidate) {
  auto huge = cuagent::emitCuda(function("huge"), emulated());
  ASSERT_FALSE(huge);
  EXPECT_NE(huge.message().find("3xTF32 copies need 24576 MiB, over the 4096 MiB limit"),
            std::string::npos)
      << huge.message();
  // Strict fp32 itself still emits.
  EXPECT_TRUE(cuagent::emitCuda(function("huge"), cuagent::KernelParams()));
}

/// The builtin policy puts three 3xTF32 variants first for a compute-bound
/// strict-fp32 GEMM; none for a GEMV (memory-bound), none in the tf32 mode.
TEST_F(Fp32Emulation, BuiltinPolicyOffersEmulationWhereItCanPay) {
  if (cuagent::rt::cublasLtVersionOrZero() == 0)
    GTEST_SKIP() << "no cuBLASLt here";
  auto policy = cuagent::createBuiltinPolicy();
  ASSERT_TRUE(policy) << policy.message();
  cuagent::Task task;
  task.precision = "fp32";
  auto square = (*policy)->propose(task, function("square"), {}, 8);
  ASSERT_TRUE(square) << square.message();
  ASSERT_EQ(square->size(), 8u);
  for (size_t i = 0; i < square->size(); ++i) {
    const cuagent::Candidate &candidate = (*square)[i];
    bool x3 = candidate.id.size() > 3 && candidate.id.substr(candidate.id.size() - 3) == "-x3";
    EXPECT_EQ(x3, i < 3) << candidate.id;
    const cuagent::PlanStep *step = libraryStep(candidate.plan);
    ASSERT_TRUE(step);
    EXPECT_EQ(step->gemm.compute, x3 ? "32F_FAST_TF32" : "32F") << candidate.id;
    EXPECT_EQ(step->gemm.k, x3 ? 1536 : 512) << candidate.id;
    if (x3)
      EXPECT_EQ(step->gemm.algo, int(i)) << candidate.id;
  }
  auto gemv = (*policy)->propose(task, function("gemv"), {}, 8);
  ASSERT_TRUE(gemv) << gemv.message();
  for (const cuagent::Candidate &candidate : *gemv)
    EXPECT_EQ(candidate.id.find("-x3"), std::string::npos) << candidate.id;
  task.precision = "tf32";
  auto tf32 = (*policy)->propose(task, function("square"), {}, 8);
  ASSERT_TRUE(tf32) << tf32.message();
  for (const cuagent::Candidate &candidate : *tf32)
    EXPECT_EQ(candidate.id.find("-x3"), std::string::npos) << candidate.id;
  // fp32_emulation=False: the library's fp32 kernels only.
  task.precision = "fp32";
  task.fp32Emulation = false;
  auto off = (*policy)->propose(task, function("square"), {}, 8);
  ASSERT_TRUE(off) << off.message();
  ASSERT_FALSE(off->empty());
  for (const cuagent::Candidate &candidate : *off)
    EXPECT_EQ(candidate.id.find("-x3"), std::string::npos) << candidate.id;
}

/// Decision 55: in the tf32 mode, the strict round after a TF32 round with
/// wrong results leads with 3xTF32 (three variants, "-x3-f32"), then the
/// strict plans; not for a GEMV (memory-bound), nor with fp32_emulation off.
TEST_F(Fp32Emulation, Tf32StrictRoundsLeadWithEmulation) {
  if (cuagent::rt::cublasLtVersionOrZero() == 0)
    GTEST_SKIP() << "no cuBLASLt here";
  auto policy = cuagent::createBuiltinPolicy();
  ASSERT_TRUE(policy) << policy.message();
  cuagent::Task task;
  task.precision = "tf32";
  std::vector<cuagent::CandidateFeedback> wrong = {{"a", true, false, "wrong result: out0"}};
  auto strict = (*policy)->propose(task, function("square"), wrong, 64);
  ASSERT_TRUE(strict) << strict.message();
  ASSERT_EQ(strict->size(), 7u);
  for (size_t i = 0; i < strict->size(); ++i) {
    const cuagent::Candidate &candidate = (*strict)[i];
    llvm::StringRef id(candidate.id);
    EXPECT_TRUE(id.ends_with("-f32")) << candidate.id;
    EXPECT_EQ(id.contains("-x3"), i < 3) << candidate.id;
    const cuagent::PlanStep *step = libraryStep(candidate.plan);
    ASSERT_TRUE(step);
    EXPECT_EQ(step->gemm.compute, i < 3 ? "32F_FAST_TF32" : "32F") << candidate.id;
    EXPECT_EQ(step->gemm.k, i < 3 ? 1536 : 512) << candidate.id;
  }
  // The round's feedback ends the strict rounds, 3xTF32 ones included.
  std::vector<cuagent::CandidateFeedback> history = wrong;
  history.push_back({strict->front().id, true, false, "wrong result: out0"});
  auto after = (*policy)->propose(task, function("square"), history, 64);
  ASSERT_TRUE(after);
  EXPECT_TRUE(after->empty());
  auto gemv = (*policy)->propose(task, function("gemv"), wrong, 64);
  ASSERT_TRUE(gemv) << gemv.message();
  ASSERT_FALSE(gemv->empty());
  for (const cuagent::Candidate &candidate : *gemv)
    EXPECT_EQ(candidate.id.find("-x3"), std::string::npos) << candidate.id;
  task.fp32Emulation = false;
  auto off = (*policy)->propose(task, function("square"), wrong, 64);
  ASSERT_TRUE(off) << off.message();
  ASSERT_EQ(off->size(), 4u);
  for (const cuagent::Candidate &candidate : *off)
    EXPECT_EQ(candidate.id.find("-x3"), std::string::npos) << candidate.id;
}

/// Decision 54: under a 36 MiB cap the 3xTF32 copies of a tall lhs (128
/// MiB, its rows B's columns) are made at most 2816 rows at a time (half of
/// the cap, less the rhs's 1.5 MiB of copies; the product before the relu
/// is the output itself, decision 144): 24 GEMMs of 2731 rows (the last
/// 2723), each over its rows of the lhs and of the result, through views;
/// the rhs split once.
TEST_F(Fp32Emulation, TallGemmsSplitTheirRowsAChunkAtATimeUnderACap) {
  cuagent::KernelParams params;
  params.fp32Emulated = true;
  params.workspaceCapBytes = size_t(36) << 20;
  auto emitted = cuagent::emitCuda(function("tall"), params);
  ASSERT_TRUE(emitted) << emitted.message();
  const cuagent::Plan &plan = emitted->plan;
  auto [gemms, splits] = chunkSteps(plan);
  ASSERT_EQ(gemms.size(), 24u);
  EXPECT_EQ(splits.front(), "cuagent_k0_split_a(in1)");
  EXPECT_EQ(splits[1], "cuagent_k0_split_b2731(in0@0)");
  EXPECT_EQ(splits.back(), "cuagent_k0_split_b2723(in0@" + std::to_string(23 * 2731 * 2048) + ")");
  for (size_t c = 0; c < gemms.size(); ++c) {
    const cuagent::GemmSpec &gemm = *gemms[c];
    int64_t columns = c + 1 < gemms.size() ? 2731 : 2723;
    EXPECT_EQ(gemm.m, 256);
    EXPECT_EQ(gemm.n, columns) << c;
    EXPECT_EQ(gemm.k, 1536);
    EXPECT_EQ(gemm.ldb, 1536);
    EXPECT_EQ(gemm.compute, "32F_FAST_TF32");
    EXPECT_EQ(gemm.b, gemms[0]->b) << "one scratch buffer for every chunk";
    const cuagent::PlanBuffer *d = plan.findBuffer(gemm.d);
    ASSERT_TRUE(d && d->kind == cuagent::PlanBuffer::Kind::View) << gemm.d;
    EXPECT_EQ(d->offset, c * 2731 * 256 * 4);
    EXPECT_EQ(d->bytes, size_t(columns) * 256 * 4);
  }
  EXPECT_LE(cuagent::rt::ownWorkspaceBytes(plan), params.workspaceCapBytes);
  auto parsed = cuagent::parsePlan(cuagent::planToJson(plan).dump());
  ASSERT_TRUE(parsed) << parsed.message();
  // B's columns not contiguous (transposed): no chunks (0), whole copies.
  cuagent::GemmSpec unsplit = *gemms[0];
  unsplit.k = 512;
  unsplit.ldb = 512;
  unsplit.n = 65536;
  // The copies take the cap but cuBLASLt's 32 MiB (decision 138): A's 1.5
  // MiB whole and 6 KiB a column of B leave 11349 columns a chunk, so 6.
  EXPECT_EQ(cuagent::emulatedGemmBudget(size_t(100) << 20), size_t(68) << 20);
  EXPECT_EQ(cuagent::emulatedGemmBudget(size_t(64) << 20), size_t(32) << 20);
  EXPECT_EQ(cuagent::emulatedGemmChunks(unsplit, size_t(100) << 20), 6);
  unsplit.transB = true;
  EXPECT_EQ(cuagent::emulatedGemmChunks(unsplit, size_t(100) << 20), 0);
  EXPECT_EQ(cuagent::emulatedGemmChunks(unsplit, 0), 1);
}

/// Decision 57: under a 64 MiB cap a linear's 16 MiB weight (48 MiB of
/// copies) cannot be split whole beside even one column of x, so its rows
/// (op(A)'s m) go a quarter of the cap at a time: 4 chunks of 1024 rows,
/// each split from a contiguous slice of w into one scratch buffer and
/// multiplied by x's copies (12 MiB, made once) into its rows of D, the bias
/// following the rows. Untransposed (matmul's [K, N] rhs), the splitter
/// reads each chunk's rows lda apart.
TEST_F(Fp32Emulation, LargeRightHandSidesSplitTheirRowsAChunkAtATimeUnderACap) {
  cuagent::KernelParams params = emulated();
  params.workspaceCapBytes = size_t(64) << 20;
  for (const char *name : {"linear_big_w", "matmul_big_rhs"}) {
    bool transposed = std::string(name) == "linear_big_w";
    auto emitted = cuagent::emitCuda(function(name), params);
    ASSERT_TRUE(emitted) << emitted.message();
    cuagent::Plan plan = reparsed(*emitted);
    auto [gemms, splits] = chunkSteps(plan);
    ASSERT_EQ(gemms.size(), 4u) << name;
    ASSERT_EQ(splits.size(), 5u) << name;
    EXPECT_EQ(splits[0], "cuagent_k0_split_b(in0)") << "x split once, first";
    for (size_t c = 0; c < 4; ++c) {
      size_t offset = transposed ? c * 1024 * 1024 * 4 : c * 1024 * 4;
      EXPECT_EQ(splits[c + 1], "cuagent_k0_split_a1024(in1@" + std::to_string(offset) + ")");
      const cuagent::GemmSpec &gemm = *gemms[c];
      EXPECT_EQ(gemm.m, 1024);
      EXPECT_EQ(gemm.n, 1024);
      EXPECT_EQ(gemm.k, 3072);
      EXPECT_EQ(gemm.lda, transposed ? 3072 : 1024) << name;
      EXPECT_EQ(gemm.ldb, 3072);
      EXPECT_EQ(gemm.ldd, 4096) << "D's blocks keep its leading dim";
      EXPECT_EQ(gemm.compute, "32F_FAST_TF32");
      EXPECT_EQ(gemm.a, gemms[0]->a) << "one scratch buffer for every row chunk";
      EXPECT_EQ(gemm.b, gemms[0]->b);
      const cuagent::PlanBuffer *d = plan.findBuffer(gemm.d);
      ASSERT_TRUE(d && d->kind == cuagent::PlanBuffer::Kind::View) << gemm.d;
      EXPECT_EQ(d->offset, c * 1024 * 4);
      EXPECT_EQ(d->bytes, (size_t(1023) * 4096 + 1024) * 4);
      if (transposed) {
        const cuagent::PlanBuffer *bias = plan.findBuffer(gemm.bias);
        ASSERT_TRUE(bias && bias->kind == cuagent::PlanBuffer::Kind::View) << gemm.bias;
        EXPECT_EQ(bias->offset, c * 1024 * 4);
        EXPECT_EQ(bias->bytes, 1024u * 4);
      } else {
        EXPECT_TRUE(gemm.bias.empty());
      }
    }
    EXPECT_LE(cuagent::rt::ownWorkspaceBytes(plan), params.workspaceCapBytes) << name;
    bool strided = emitted->source.find("x[(i / 1024LL) * 4096LL + i % 1024LL]") !=
                   std::string::npos;
    EXPECT_EQ(strided, !transposed) << name;
  }
  // The rule itself: no cap, a batch, rows not a multiple of 4, B transposed.
  cuagent::GemmSpec gemm;
  gemm.m = 4096, gemm.n = 1024, gemm.k = 1024;
  gemm.transA = true, gemm.lda = 1024, gemm.ldb = 1024, gemm.ldd = 4096;
  EXPECT_EQ(cuagent::emulatedGemmRowChunks(gemm, size_t(64) << 20).chunks, 4);
  EXPECT_EQ(cuagent::emulatedGemmRowChunks(gemm, size_t(64) << 20).columnChunks, 1);
  EXPECT_EQ(cuagent::emulatedGemmRowChunks(gemm, size_t(32) << 20).chunks, 7); // 588 rows
  EXPECT_GT(cuagent::emulatedGemmRowChunks(gemm, size_t(32) << 20).columnChunks, 1);
  EXPECT_EQ(cuagent::emulatedGemmRowChunks(gemm, 0).chunks, 0);
  cuagent::GemmSpec odd = gemm;
  odd.m = odd.ldd = 4094;
  EXPECT_EQ(cuagent::emulatedGemmRowChunks(odd, size_t(64) << 20).chunks, 0);
  cuagent::GemmSpec transB = gemm;
  transB.transB = true;
  EXPECT_EQ(cuagent::emulatedGemmRowChunks(transB, size_t(64) << 20).chunks, 0);
  cuagent::GemmSpec batched = gemm;
  batched.batch = 2;
  EXPECT_EQ(cuagent::emulatedGemmRowChunks(batched, size_t(64) << 20).chunks, 0);
}

/// Decision 54, batched: under a 36 MiB cap (half for copies; the product
/// is the output, decision 144) a bmm of 64 entries whose operands' copies
/// take 3 MiB an entry runs 6 entries at a time (the last chunk 4): each
/// chunk splits its entries of both operands and multiplies them into its
/// entries of D. An operand shared by every entry is split once.
TEST_F(Fp32Emulation, BatchedGemmsSplitAChunkOfEntriesAtATimeUnderACap) {
  cuagent::KernelParams params;
  params.fp32Emulated = true;
  params.workspaceCapBytes = size_t(36) << 20;
  for (const char *name : {"bmm", "shared_lhs"}) {
    bool shared = std::string(name) == "shared_lhs";
    auto emitted = cuagent::emitCuda(function(name), params);
    ASSERT_TRUE(emitted) << emitted.message();
    const cuagent::Plan &plan = emitted->plan;
    auto [gemms, splits] = chunkSteps(plan);
    // bmm: 3 MiB an entry, 6 a chunk; shared: 1.5 MiB an entry (the lhs's
    // copies, 1.5 MiB, once), 11 a chunk.
    size_t per = shared ? 11 : 6, count = shared ? 6 : 11;
    ASSERT_EQ(gemms.size(), count) << name;
    size_t last = 64 - per * (count - 1);
    if (shared) {
      EXPECT_EQ(splits.front(), "cuagent_k0_split_b(in0)");
      EXPECT_EQ(splits[1], "cuagent_k0_split_a11(in1@0)");
    } else {
      EXPECT_EQ(splits[0], "cuagent_k0_split_a6(in1@0)");
      EXPECT_EQ(splits[1], "cuagent_k0_split_b6(in0@0)");
      EXPECT_EQ(splits.back(), "cuagent_k0_split_b4(in0@" + std::to_string(60 * 512 * 256 * 4) + ")");
    }
    for (size_t c = 0; c < gemms.size(); ++c) {
      const cuagent::GemmSpec &gemm = *gemms[c];
      EXPECT_EQ(gemm.batch, int64_t(c + 1 < count ? per : last)) << name << " " << c;
      EXPECT_EQ(gemm.k, 768);
      EXPECT_EQ(gemm.strideA, 3 * 512 * 256);
      EXPECT_EQ(gemm.strideB, shared ? 0 : 3 * 512 * 256);
      const cuagent::PlanBuffer *d = plan.findBuffer(gemm.d);
      ASSERT_TRUE(d && d->kind == cuagent::PlanBuffer::Kind::View) << gemm.d;
      EXPECT_EQ(d->offset, c * per * 512 * 512 * 4);
    }
    EXPECT_LE(cuagent::rt::ownWorkspaceBytes(plan), params.workspaceCapBytes) << name;
    auto parsed = cuagent::parsePlan(cuagent::planToJson(plan).dump());
    ASSERT_TRUE(parsed) << parsed.message();
  }
}

/// Decision 139: under a 64 MiB cap (32 MiB for copies) one entry of this
/// bmm needs 36 MiB of copies (12 of the rhs, 24 of the lhs), so no chunk
/// of entries fits; each entry runs as one matrix, the rhs entry split
/// whole and the lhs's rows (B's columns) two chunks of 1024, into views
/// of the entry's D, every entry reusing the first one's scratch.
TEST_F(Fp32Emulation, BatchedGemmsTooLargeForOneEntryAChunkRunEntryByEntry) {
  cuagent::KernelParams params = emulated();
  params.workspaceCapBytes = size_t(64) << 20;
  auto emitted = cuagent::emitCuda(function("big_bmm"), params);
  ASSERT_TRUE(emitted) << emitted.message();
  cuagent::Plan plan = reparsed(*emitted);
  auto [gemms, splits] = chunkSteps(plan);
  ASSERT_EQ(gemms.size(), 8u);
  ASSERT_EQ(splits.size(), 12u);
  constexpr size_t kMiB = size_t(1) << 20;
  for (size_t e = 0; e < 4; ++e) {
    EXPECT_EQ(splits[3 * e], "cuagent_k0_split_a(in1@" + std::to_string(e * 4 * kMiB) + ")");
    for (size_t c = 0; c < 2; ++c) {
      size_t offset = e * 8 * kMiB + c * 4 * kMiB;
      // The first chunk starts where the entry's 8 MiB view does: its name
      // says its size too.
      EXPECT_EQ(splits[3 * e + 1 + c], "cuagent_k0_split_b1024(in0@" + std::to_string(offset) +
                                           (c == 0 ? "+4194304" : "") + ")");
      const cuagent::GemmSpec &gemm = *gemms[2 * e + c];
      EXPECT_EQ(gemm.batch, 1);
      EXPECT_EQ(gemm.m, 1024);
      EXPECT_EQ(gemm.n, 1024);
      EXPECT_EQ(gemm.k, 3072);
      EXPECT_EQ(gemm.compute, "32F_FAST_TF32");
      EXPECT_EQ(gemm.a, gemms[0]->a) << "one scratch for every entry";
      EXPECT_EQ(gemm.b, gemms[0]->b);
      const cuagent::PlanBuffer *d = plan.findBuffer(gemm.d);
      ASSERT_TRUE(d && d->kind == cuagent::PlanBuffer::Kind::View) << gemm.d;
      EXPECT_EQ(d->of, "out0");
      EXPECT_EQ(d->offset, offset);
      EXPECT_EQ(d->bytes, 4 * kMiB);
    }
  }
  EXPECT_EQ(emitted->source.find("cuagent_k0_split_a("),
            emitted->source.rfind("cuagent_k0_split_a("))
      << "the entry splitter written once";
  EXPECT_LE(cuagent::rt::ownWorkspaceBytes(plan), params.workspaceCapBytes);
  // The rule: aligned entries only, and no more than 64 library calls.
  cuagent::GemmSpec gemm;
  gemm.m = 1024, gemm.n = 2048, gemm.k = 1024, gemm.batch = 4;
  gemm.lda = 1024, gemm.ldb = 1024, gemm.ldd = 1024;
  gemm.strideA = 1024 * 1024, gemm.strideB = 2048 * 1024, gemm.strideD = 2048 * 1024;
  EXPECT_EQ(cuagent::emulatedGemmEntryChunks(gemm, 64 * kMiB).columnChunks, 2);
  EXPECT_FALSE(cuagent::emulatedGemmEntryChunks(gemm, 0).fits());
  cuagent::GemmSpec many = gemm;
  many.batch = 33;
  EXPECT_FALSE(cuagent::emulatedGemmEntryChunks(many, 64 * kMiB).fits());
  cuagent::GemmSpec strided = gemm;
  strided.strideD += 4;
  EXPECT_FALSE(cuagent::emulatedGemmEntryChunks(strided, 64 * kMiB).fits());
}

/// Decision 140: under a 64 MiB cap (32 MiB for copies) a 4096 x 4096 rhs
/// fits neither whole (192 MiB of copies) nor in rows (13 chunks of rows
/// times 6 of x's columns: 78 GEMMs, over 64), so the GEMM runs in 10 slabs
/// of k (412, the last 388): each slab of both operands split into one
/// scratch buffer per operand and multiplied into all of D, the first
/// writing it with the bias, the later ones adding to it (beta 1). The
/// matmul's rhs slab is whole columns (a contiguous view); the linear's
/// weight slab and x's are 412 values of each row, 4096 apart.
TEST_F(Fp32Emulation, WideRightHandSidesRunInSlabsAlongKAccumulating) {
  cuagent::KernelParams params = emulated();
  params.workspaceCapBytes = size_t(64) << 20;
  for (const char *name : {"matmul_wide_rhs", "linear_wide_w"}) {
    bool linear = std::string(name) == "linear_wide_w";
    auto emitted = cuagent::emitCuda(function(name), params);
    ASSERT_TRUE(emitted) << emitted.message();
    cuagent::Plan plan = reparsed(*emitted);
    auto [gemms, splits] = chunkSteps(plan);
    ASSERT_EQ(gemms.size(), 10u) << name;
    ASSERT_EQ(splits.size(), 20u) << name;
    for (size_t c = 0; c < 10; ++c) {
      size_t first = c * 412, count = c < 9 ? 412 : 388;
      std::string a = linear ? std::to_string(first * 4) : std::to_string(first * 4096 * 4);
      EXPECT_EQ(splits[2 * c], "cuagent_k0_split_a" + std::to_string(count) + "(in1@" + a + ")");
      EXPECT_EQ(splits[2 * c + 1], "cuagent_k0_split_b" + std::to_string(count) + "(in0@" +
                                       std::to_string(first * 4) + ")");
      const cuagent::GemmSpec &gemm = *gemms[c];
      EXPECT_EQ(gemm.k, int64_t(3 * count)) << c;
      EXPECT_EQ(gemm.lda, linear ? int64_t(3 * count) : 4096) << name;
      EXPECT_EQ(gemm.ldb, int64_t(3 * count));
      EXPECT_EQ(gemm.d, "out0") << "every slab into all of D";
      EXPECT_EQ(gemm.beta, c == 0 ? 0.0 : 1.0) << c;
      EXPECT_EQ(gemm.bias.empty(), !linear || c > 0) << name << " " << c;
      EXPECT_EQ(gemm.a, gemms[0]->a) << "one scratch buffer for every slab";
      EXPECT_EQ(gemm.b, gemms[0]->b);
    }
    EXPECT_NE(emitted->source.find("x[(i / 412LL) * 4096LL + i % 412LL]"), std::string::npos);
    EXPECT_LE(cuagent::rt::ownWorkspaceBytes(plan), params.workspaceCapBytes) << name;
  }
  // The rule: batched, strided D or a relu epilogue take no slabs; no cap
  // none either; thin slabs (under 64 of k) are refused.
  cuagent::GemmSpec gemm;
  gemm.m = 4096, gemm.n = 2048, gemm.k = 4096;
  gemm.lda = 4096, gemm.ldb = 4096, gemm.ldd = 4096;
  EXPECT_EQ(cuagent::emulatedGemmKChunks(gemm, size_t(64) << 20).chunks, 10);
  EXPECT_EQ(cuagent::emulatedGemmKChunks(gemm, 0).chunks, 0);
  EXPECT_EQ(cuagent::emulatedGemmKChunks(gemm, size_t(4) << 20).chunks, 0);
  cuagent::GemmSpec relu = gemm;
  relu.epilogue = "relu";
  EXPECT_EQ(cuagent::emulatedGemmKChunks(relu, size_t(64) << 20).chunks, 0);
  cuagent::GemmSpec strided = gemm;
  strided.ldd = 8192;
  EXPECT_EQ(cuagent::emulatedGemmKChunks(strided, size_t(64) << 20).chunks, 0);
  cuagent::GemmSpec batched = gemm;
  batched.batch = 2;
  EXPECT_EQ(cuagent::emulatedGemmKChunks(batched, size_t(64) << 20).chunks, 0);
  // Row chunks or slabs: rows where B's copies stay whole; slabs where the
  // blocks of D would be too small to fill the GPU (syn000058's 1024 x
  // 1024); else whichever moves less.
  cuagent::GemmSpec wide;
  wide.m = 2048, wide.n = 16384, wide.k = 2048;
  EXPECT_TRUE(cuagent::rowChunksMoveLess(wide, {1024, 2, 1}, {224, 10}));
  EXPECT_FALSE(cuagent::rowChunksMoveLess(wide, {1024, 2, 16}, {224, 10}));
  cuagent::GemmSpec square;
  square.m = 8192, square.n = 8192, square.k = 1024;
  EXPECT_TRUE(cuagent::rowChunksMoveLess(square, {4096, 2, 2}, {256, 4}));
  EXPECT_FALSE(cuagent::rowChunksMoveLess(square, {4096, 2, 2}, {1024, 1}));
}

/// What the cap leaves a step is what is live while it runs: the linear's
/// 16 MiB result and its copies are dead when the bmm's copies are made,
/// so the bmm is split a batch chunk at a time under a 64 MiB cap (counting
/// every buffer declared before it, the bmm got 1 byte, kept whole copies
/// of 96 MiB, and the plan was over the cap).
TEST_F(Fp32Emulation, DeadBuffersLeaveTheCapToLaterSteps) {
  cuagent::KernelParams params = emulated();
  params.workspaceCapBytes = size_t(64) << 20;
  auto emitted = cuagent::emitCuda(function("linear_softplus_bmm"), params);
  ASSERT_TRUE(emitted) << emitted.message();
  const cuagent::Plan &plan = emitted->plan;
  int64_t bmmEntries = 0, bmmSteps = 0;
  for (const cuagent::PlanStep &step : plan.steps)
    if (step.kind == "cublaslt" && step.gemm.k == 3 * 1024) {
      ++bmmSteps;
      bmmEntries += step.gemm.batch;
    }
  EXPECT_GT(bmmSteps, 1) << "the bmm in batch chunks";
  EXPECT_EQ(bmmEntries, 8);
  EXPECT_LE(cuagent::rt::ownWorkspaceBytes(plan), params.workspaceCapBytes);
  auto parsed = cuagent::parsePlan(cuagent::planToJson(plan).dump());
  ASSERT_TRUE(parsed) << parsed.message();
}

/// Decision 52: 3xTF32 copies of two 64 MiB operands (384 MiB) are over the
/// memory cap of a task whose product, read by a softmax, already takes the
/// whole 64 MiB floor, so the policy does not propose them and the strict
/// candidates keep their places; without a cap they come first again.
/// Before a relu (decision 144) the product is the output itself and the
/// copies fit the floor in chunks.
TEST_F(Fp32Emulation, CopiesOverTheMemoryCapAreNotProposed) {
  if (cuagent::rt::cublasLtVersionOrZero() == 0)
    GTEST_SKIP() << "no cuBLASLt here";
  auto policy = cuagent::createBuiltinPolicy();
  ASSERT_TRUE(policy) << policy.message();
  cuagent::Task task;
  task.precision = "fp32";
  auto capped = (*policy)->propose(task, function("big_square_softmax"), {}, 8);
  ASSERT_TRUE(capped) << capped.message();
  ASSERT_FALSE(capped->empty());
  for (const cuagent::Candidate &candidate : *capped)
    EXPECT_EQ(candidate.id.find("-x3"), std::string::npos) << candidate.id;
  auto inPlace = (*policy)->propose(task, function("big_square"), {}, 8);
  ASSERT_TRUE(inPlace) << inPlace.message();
  ASSERT_FALSE(inPlace->empty());
  EXPECT_NE(inPlace->front().id.find("-x3"), std::string::npos) << inPlace->front().id;
  task.maxMemoryRatio = 0;
  auto free = (*policy)->propose(task, function("big_square_softmax"), {}, 8);
  ASSERT_TRUE(free) << free.message();
  ASSERT_FALSE(free->empty());
  EXPECT_NE(free->front().id.find("-x3"), std::string::npos) << free->front().id;
}

} // namespace

/// Decision 144: a GEMM whose one reader is an elementwise kernel returning
/// one value of the product's shape writes that output itself, and the
/// kernel runs in place over it; a row kernel (softmax) or an epilogue
/// result read again (returned and added to) keeps the product in workspace.
TEST_F(Fp32Emulation, ElementwiseEpiloguesRunInPlaceOverTheOutput) {
  cuagent::KernelParams params;
  auto emitted = cuagent::emitCuda(function("big_square"), params);
  ASSERT_TRUE(emitted) << emitted.message();
  const cuagent::Plan &plan = emitted->plan;
  ASSERT_EQ(plan.steps.size(), 2u);
  EXPECT_EQ(plan.steps[0].gemm.d, "out0");
  EXPECT_EQ(plan.steps[1].args, (std::vector<std::string>{"out0", "out0"}));
  for (const cuagent::PlanBuffer &buffer : plan.buffers)
    EXPECT_FALSE(buffer.kind == cuagent::PlanBuffer::Kind::Workspace && buffer.bytes == size_t(64)
                                                                                            << 20)
        << buffer.name;
  auto parsed = cuagent::parsePlan(cuagent::planToJson(plan).dump());
  ASSERT_TRUE(parsed) << parsed.message();
  for (const char *name : {"big_square_softmax", "relu_then_add"}) {
    auto kept = cuagent::emitCuda(function(name), params);
    ASSERT_TRUE(kept) << name << ": " << kept.message();
    EXPECT_EQ(kept->plan.steps[0].gemm.d, "ws0") << name;
  }
  // Two products into one epilogue: the first writes the output, the
  // second its own workspace (both into the output would overwrite).
  auto two = cuagent::emitCuda(function("two_products_added"), params);
  ASSERT_TRUE(two) << two.message();
  std::vector<std::string> ds;
  for (const cuagent::PlanStep &step : two->plan.steps)
    if (step.kind == "cublaslt")
      ds.push_back(step.gemm.d);
  EXPECT_EQ(ds, (std::vector<std::string>{"out0", "ws0"}));
}
