//===- AttentionPolicyTest.cpp - The builtin policy on fused attention ----===//
//
// Decision 70: a group holding cuagent.attention gets flash-kernel
// candidates over both key tiles and both block sizes, TF32 in the tf32
// mode and 3xTF32 in strict fp32; with fp32 emulation off there is no
// strict-fp32 attention, and the policy says so (the search then plans the
// group as written). No cuBLASLt is needed: attention is an NVRTC kernel.
//
//===----------------------------------------------------------------------===//
#include "cuagent/Agent/Policy.h"
#include "cuagent/Import/TaskImporter.h"
#include "cuagent/Passes/Passes.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "llvm/ADT/StringRef.h"

#include "FormedModule.h"

#include <gtest/gtest.h>

#include <set>

namespace {

const char *kModule = R"mlir(
func.func @causal(%q: tensor<2x4x256x64xf32>, %k: tensor<2x4x256x64xf32>, %v: tensor<2x4x256x64xf32>) -> tensor<2x4x256x64xf32> {
  %0 = cuagent.attention %q, %k, %v {causal = true, scale = 0.125 : f64} : tensor<2x4x256x64xf32>, tensor<2x4x256x64xf32>, tensor<2x4x256x64xf32> -> tensor<2x4x256x64xf32>
  return %0 : tensor<2x4x256x64xf32>
}
func.func @scaled(%q: tensor<2x4x256x64xf32>, %k: tensor<2x4x256x64xf32>, %v: tensor<2x4x256x64xf32>) -> tensor<2x4x256x64xf32> {
  %0 = cuagent.attention %q, %k, %v {scale = 0.125 : f64} : tensor<2x4x256x64xf32>, tensor<2x4x256x64xf32>, tensor<2x4x256x64xf32> -> tensor<2x4x256x64xf32>
  %1 = cuagent.relu %0 : tensor<2x4x256x64xf32>
  return %1 : tensor<2x4x256x64xf32>
}
)mlir";

class AttentionPolicy : public cuagent::test::FormedModuleTest {
protected:
  void SetUp() override {
    form(kModule);
    if (HasFatalFailure())
      return;
    auto policy = cuagent::createBuiltinPolicy();
    ASSERT_TRUE(policy) << policy.message();
    policy_ = policy.take();
  }
  cuagent::Expected<std::vector<cuagent::Candidate>>
  propose(const cuagent::Task &task, const std::vector<cuagent::CandidateFeedback> &history = {},
          const char *name = "causal", int maxCandidates = 64) {
    return policy_->propose(task, function(name), history, maxCandidates);
  }

  std::unique_ptr<cuagent::Policy> policy_;
};

TEST_F(AttentionPolicy, Tf32CandidatesCoverKeyTilesAndBlocks) {
  cuagent::Task task;
  task.precision = "tf32";
  auto candidates = propose(task);
  ASSERT_TRUE(candidates) << candidates.message();
  // 128 and 256 threads x four shapes: three with asynchronous K and V
  // copies (32 keys; 64 keys with queries in shared memory or not) and 32
  // keys without; 512 threads cannot run it.
  ASSERT_EQ(candidates->size(), 8u);
  std::set<std::string> seen;
  int async = 0;
  for (const cuagent::Candidate &candidate : *candidates) {
    llvm::StringRef id(candidate.id);
    async += id.contains("-ac");
    EXPECT_TRUE(id.contains("-kt32") || id.contains("-kt64")) << candidate.id;
    EXPECT_FALSE(id.contains("-x3") || id.contains("b512")) << candidate.id;
    EXPECT_NE(candidate.source.find("attention-tf32"), std::string::npos) << candidate.id;
    ASSERT_EQ(candidate.plan.steps.size(), 1u);
    EXPECT_EQ(candidate.plan.steps[0].kind, "launch");
    EXPECT_GT(candidate.plan.steps[0].sharedBytes, 0u);
    seen.insert(candidate.source);
  }
  EXPECT_EQ(seen.size(), 8u); // eight kernels, no duplicate under two ids
  EXPECT_EQ(async, 6);
}

TEST_F(AttentionPolicy, EachAttentionShapeIsMeasuredFirst) {
  // With an epilogue kernel the vector widths make many more candidates
  // than a round measures; the first round still holds every attention
  // shape (decision 71), the best-ranked epilogue with each.
  cuagent::Task task;
  task.precision = "tf32";
  auto all = propose(task, {}, "scaled");
  ASSERT_TRUE(all) << all.message();
  ASSERT_GT(all->size(), 8u);
  auto round = propose(task, {}, "scaled", 8);
  ASSERT_TRUE(round) << round.message();
  ASSERT_EQ(round->size(), 8u);
  std::set<std::string> shapes;
  for (const cuagent::Candidate &candidate : *round) {
    const cuagent::KernelParams &p = candidate.params;
    shapes.insert(std::to_string(p.blockSize) + "/" + std::to_string(p.attentionKeyTile) + "/" +
                  (p.attentionQueryShared ? "qs" : "regs") + (p.attentionAsyncCopy ? "/ac" : ""));
    EXPECT_EQ(llvm::StringRef(candidate.id).contains("-qs"), p.attentionQueryShared)
        << candidate.id;
  }
  EXPECT_EQ(shapes.size(), 8u);
}

TEST_F(AttentionPolicy, StrictFp32IsThreeTf32Products) {
  cuagent::Task task;
  task.precision = "fp32";
  auto candidates = propose(task);
  ASSERT_TRUE(candidates) << candidates.message();
  ASSERT_FALSE(candidates->empty());
  for (const cuagent::Candidate &candidate : *candidates) {
    EXPECT_TRUE(llvm::StringRef(candidate.id).ends_with("-x3")) << candidate.id;
    EXPECT_NE(candidate.source.find("attention-3xtf32"), std::string::npos) << candidate.id;
  }
  // Without fp32 emulation no candidate exists, and the reason says why.
  task.fp32Emulation = false;
  auto off = propose(task);
  ASSERT_FALSE(off);
  EXPECT_NE(off.message().find("3xTF32"), std::string::npos) << off.message();
}

TEST_F(AttentionPolicy, Tf32WrongResultsBringAStrictRoundAsThreeTf32Products) {
  cuagent::Task task;
  task.precision = "tf32";
  std::vector<cuagent::CandidateFeedback> wrong = {
      {"builtin/b256-v4-block-c32-kt64", true, false, "wrong result: out0"}};
  auto strict = propose(task, wrong);
  ASSERT_TRUE(strict) << strict.message();
  ASSERT_FALSE(strict->empty());
  for (const cuagent::Candidate &candidate : *strict) {
    EXPECT_TRUE(llvm::StringRef(candidate.id).ends_with("-x3-f32")) << candidate.id;
    EXPECT_NE(candidate.source.find("attention-3xtf32"), std::string::npos) << candidate.id;
  }
}

} // namespace
