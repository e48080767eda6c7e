//===- PlanExecutorTest.cpp - The workspace layout of a loaded plan -------===//
//
// A library step's workspace buffer is declared at the limit the library
// chose under; a loaded plan gives it only what the prepared step uses
// (layoutWorkspace), and every other workspace buffer its declared bytes;
// buffers of disjoint step ranges share bytes.
//
//===----------------------------------------------------------------------===//
#include "cuagent/Runtime/PlanExecutor.h"

#include <gtest/gtest.h>

#include <algorithm>

namespace {

using cuagent::PlanBuffer;
using cuagent::PlanStep;

PlanBuffer workspace(const std::string &name, size_t bytes) {
  PlanBuffer buffer;
  buffer.name = name;
  buffer.kind = PlanBuffer::Kind::Workspace;
  buffer.bytes = bytes;
  return buffer;
}

/// A launch writing ws0, a GEMM with workspace wsgemm0, a conv with
/// workspace wsconv1 that a launch also reads (no emitter plan does; the
/// layout must not shrink it), and an unused buffer.
cuagent::Plan plan() {
  cuagent::Plan plan;
  plan.buffers = {workspace("ws0", 1000), workspace("wsgemm0", size_t(32) << 20),
                  workspace("wsconv1", size_t(64) << 20), workspace("wsunused", 4096)};
  PlanStep launch;
  launch.function = "k0";
  launch.args = {"in0", "ws0"};
  PlanStep gemm;
  gemm.kind = "cublaslt";
  gemm.gemm.a = "ws0";
  gemm.gemm.b = "in1";
  gemm.gemm.d = "out0";
  gemm.gemm.workspace = "wsgemm0";
  PlanStep conv;
  conv.kind = "cudnn";
  conv.conv.x = "out0";
  conv.conv.w = "in2";
  conv.conv.y = "out1";
  conv.conv.workspace = "wsconv1";
  PlanStep reader;
  reader.function = "k1";
  reader.args = {"wsconv1", "out1"};
  plan.steps = {launch, gemm, conv, reader};
  return plan;
}

// Lifetimes in plan(): ws0 steps 0-1, wsgemm0 step 1, wsconv1 steps 2-3,
// wsunused (no step) all four.
TEST(WorkspaceLayout, DeclaredBytesWithoutNeeds) {
  cuagent::rt::WorkspaceLayout layout = cuagent::rt::layoutWorkspace(plan(), {});
  // Largest first: wsconv1 at 0; wsgemm0 lives after it, so at 0 too; ws0
  // beside wsgemm0 (step 1); wsunused beside everything.
  EXPECT_EQ(layout.offsets.at("wsconv1"), 0u);
  EXPECT_EQ(layout.offsets.at("wsgemm0"), 0u);
  EXPECT_EQ(layout.offsets.at("ws0"), size_t(32) << 20);
  EXPECT_EQ(layout.offsets.at("wsunused"), size_t(64) << 20);
  EXPECT_EQ(layout.bytes, (size_t(64) << 20) + 4096u);
}

TEST(WorkspaceLayout, LibraryWorkspacesTakeWhatTheStepUses) {
  std::map<std::string, size_t> needs = {{"wsgemm0", (size_t(1) << 20) + 3}, {"wsconv1", 0}};
  cuagent::rt::WorkspaceLayout layout = cuagent::rt::layoutWorkspace(plan(), needs);
  // wsconv1 is also a launch's argument: declared bytes kept, placed first.
  EXPECT_EQ(layout.offsets.at("wsconv1"), 0u);
  // 1 MiB + 3 bytes, aligned to 256, shares wsconv1's bytes (steps apart).
  EXPECT_EQ(layout.offsets.at("wsgemm0"), 0u);
  EXPECT_EQ(layout.offsets.at("ws0"), (size_t(1) << 20) + 256u);
  EXPECT_EQ(layout.offsets.at("wsunused"), size_t(64) << 20);
  EXPECT_EQ(layout.bytes, layout.offsets.at("wsunused") + 4096u);
}

TEST(WorkspaceLayout, ANeedNeverExceedsTheDeclaredBytes) {
  cuagent::Plan p = plan();
  p.steps.pop_back(); // wsconv1 is now only the conv's workspace
  std::map<std::string, size_t> needs = {{"wsgemm0", size_t(1) << 30}, {"wsconv1", 0}};
  cuagent::rt::WorkspaceLayout layout = cuagent::rt::layoutWorkspace(p, needs);
  EXPECT_EQ(layout.offsets.at("wsgemm0"), 0u); // its declared 32 MiB
  EXPECT_EQ(layout.offsets.at("wsunused"), size_t(32) << 20);
  EXPECT_EQ(layout.offsets.at("ws0"), (size_t(32) << 20) + 4096u);
  // A zero need takes no bytes.
  EXPECT_EQ(layout.bytes, (size_t(32) << 20) + 4096u + 1024u);
}

/// A view takes no workspace of its own, and the buffer it is of keeps its
/// declared bytes even where only a library step names it as workspace, and
/// lives through the steps that name the view.
TEST(WorkspaceLayout, ViewsTakeNoBytesAndKeepTheirBuffer) {
  cuagent::Plan p = plan();
  p.steps.pop_back(); // wsconv1 is only the conv's workspace...
  PlanBuffer view;
  view.name = "wsconv1.part";
  view.kind = PlanBuffer::Kind::View;
  view.of = "wsconv1";
  view.offset = 4096;
  view.bytes = 4096;
  p.buffers.push_back(view); // ...but seen through a view
  PlanStep early;
  early.function = "k2";
  early.args = {"wsconv1.part"};
  p.steps.insert(p.steps.begin(), early); // ...from step 0 on: beside ws0 and wsgemm0
  std::map<std::string, size_t> needs = {{"wsconv1", 0}};
  cuagent::rt::WorkspaceLayout layout = cuagent::rt::layoutWorkspace(p, needs);
  EXPECT_FALSE(layout.offsets.count("wsconv1.part"));
  EXPECT_EQ(layout.offsets.at("wsconv1"), 0u);
  EXPECT_EQ(layout.offsets.at("wsgemm0"), size_t(64) << 20);
  EXPECT_EQ(layout.offsets.at("wsunused"), size_t(96) << 20);
  EXPECT_EQ(layout.offsets.at("ws0"), (size_t(96) << 20) + 4096u);
  EXPECT_EQ(layout.bytes, (size_t(96) << 20) + 4096u + 1024u);
}

/// The 3xTF32 copies of a GEMM and the intermediate a later kernel writes
/// share bytes; buffers live in the same step never do, whatever the order.
TEST(WorkspaceLayout, BuffersOfDisjointStepsShareBytes) {
  cuagent::Plan p;
  p.buffers = {workspace("wssplit0a", 3000), workspace("wssplit0b", 3000), workspace("ws0", 2048),
               workspace("ws1", 2048), workspace("ws2", 256)};
  auto launch = [](const char *name, std::vector<std::string> args) {
    PlanStep step;
    step.function = name;
    step.args = std::move(args);
    return step;
  };
  PlanStep gemm;
  gemm.kind = "cublaslt";
  gemm.gemm.a = "wssplit0a";
  gemm.gemm.b = "wssplit0b";
  gemm.gemm.d = "ws0";
  p.steps = {launch("split", {"in0", "in1", "wssplit0a", "wssplit0b"}), gemm,
             launch("row", {"ws0", "ws1"}), launch("tail", {"ws1", "ws2", "out0"})};
  cuagent::rt::WorkspaceLayout layout = cuagent::rt::layoutWorkspace(p, {});
  EXPECT_EQ(layout.offsets.at("wssplit0a"), 0u);
  EXPECT_EQ(layout.offsets.at("wssplit0b"), 3072u);
  EXPECT_EQ(layout.offsets.at("ws0"), 6144u); // beside both copies in the GEMM
  EXPECT_EQ(layout.offsets.at("ws1"), 0u);    // after the copies are dead
  EXPECT_EQ(layout.offsets.at("ws2"), 2048u); // beside ws1, after ws0 is dead
  EXPECT_EQ(layout.bytes, 6144u + 2048u);
  // Every pair live in one step is apart.
  for (const PlanStep &step : p.steps) {
    std::vector<std::pair<size_t, size_t>> ranges;
    for (const std::string &name : step.kind == "cublaslt"
                                       ? std::vector<std::string>{step.gemm.a, step.gemm.b,
                                                                  step.gemm.d}
                                       : step.args)
      if (layout.offsets.count(name))
        ranges.emplace_back(layout.offsets.at(name),
                            layout.offsets.at(name) +
                                (name == "ws2" ? 256 : name.rfind("wssplit", 0) == 0 ? 3072 : 2048));
    std::sort(ranges.begin(), ranges.end());
    for (size_t i = 1; i < ranges.size(); ++i)
      EXPECT_LE(ranges[i - 1].second, ranges[i].first) << step.function;
  }
}

/// Chunks of one call (decision 54) share a preparation: the key ignores
/// which buffers a step names, not its shapes or whether it has a bias.
TEST(PreparationKey, IgnoresBuffersOnly) {
  PlanStep a;
  a.kind = "cublaslt";
  a.gemm.m = 256;
  a.gemm.n = 2731;
  a.gemm.k = 1536;
  a.gemm.a = "wssplit0a";
  a.gemm.b = "wssplit0b";
  a.gemm.d = "ws0@0";
  PlanStep b = a;
  b.gemm.d = "ws0@2796544";
  EXPECT_EQ(cuagent::rt::preparationKey(a), cuagent::rt::preparationKey(b));
  b.gemm.n = 2723;
  EXPECT_NE(cuagent::rt::preparationKey(a), cuagent::rt::preparationKey(b));
  b = a;
  b.gemm.bias = "in2";
  EXPECT_NE(cuagent::rt::preparationKey(a), cuagent::rt::preparationKey(b));
  PlanStep c = b;
  c.gemm.bias = "in3";
  EXPECT_EQ(cuagent::rt::preparationKey(b), cuagent::rt::preparationKey(c));
  PlanStep conv;
  conv.kind = "cudnn";
  conv.conv.xShape = {4, 192, 56, 56};
  conv.conv.x = "wssplit0x";
  conv.conv.y = "ws0@0";
  PlanStep next = conv;
  next.conv.y = "ws0@4014080";
  EXPECT_EQ(cuagent::rt::preparationKey(conv), cuagent::rt::preparationKey(next));
  next.conv.engine = 1;
  EXPECT_NE(cuagent::rt::preparationKey(conv), cuagent::rt::preparationKey(next));
}

} // namespace

namespace {

PlanBuffer output(const std::string &name, int index, int64_t elements) {
  PlanBuffer buffer;
  buffer.name = name;
  buffer.kind = PlanBuffer::Kind::Output;
  buffer.index = index;
  buffer.spec.shape = {elements};
  buffer.spec.strides = {1};
  return buffer;
}

PlanStep launchOf(const std::string &function, std::vector<std::string> args) {
  PlanStep step;
  step.function = function;
  step.args = std::move(args);
  return step;
}

/// softmax -> group norm -> instance norm as the emitter plans it: in0 ->
/// ws1 -> ws2 -> out0, with the norm's partials in wsnorm.
cuagent::Plan normChain(int64_t elements) {
  cuagent::Plan plan;
  size_t bytes = size_t(elements) * 4;
  plan.buffers = {output("out0", 0, elements), workspace("ws1", bytes), workspace("ws2", bytes),
                  workspace("wsnorm", 768)};
  plan.steps = {launchOf("softmax", {"in0", "ws1"}), launchOf("gn_stats", {"ws1", "wsnorm"}),
                launchOf("gn", {"ws1", "wsnorm", "ws2"}), launchOf("in", {"ws2", "out0"})};
  return plan;
}

} // namespace

// ws1 lives over steps 0-2, before out0's first use (step 3): it goes into
// out0's bytes; ws2 (steps 2-3) and the partials stay in the workspace.
TEST(WorkspaceLayout, AValueDeadBeforeAnOutputIsWrittenLivesInIt) {
  cuagent::rt::WorkspaceLayout layout = cuagent::rt::layoutWorkspace(normChain(1 << 20), {});
  ASSERT_EQ(layout.inOutputs.count("ws1"), 1u);
  EXPECT_EQ(layout.inOutputs.at("ws1"), (std::pair<uint32_t, size_t>{0, 0}));
  EXPECT_EQ(layout.inOutputs.count("ws2"), 0u) << "ws2 is read by the step that writes out0";
  EXPECT_EQ(layout.offsets.count("ws1"), 0u);
  EXPECT_EQ(layout.bytes, (size_t(4) << 20) + 768u) << "one intermediate instead of two";
}

TEST(WorkspaceLayout, NothingGoesIntoAnOutputTooSmallOrAlreadyInUse) {
  cuagent::Plan small = normChain(1 << 20);
  small.buffers[0] = output("out0", 0, (1 << 20) - 1); // a byte short of ws1
  cuagent::rt::WorkspaceLayout layout = cuagent::rt::layoutWorkspace(small, {});
  EXPECT_TRUE(layout.inOutputs.count("wsnorm")) << "the partials still fit";
  EXPECT_FALSE(layout.inOutputs.count("ws1"));
  cuagent::Plan early = normChain(1 << 20);
  early.steps[0].args.push_back("out0"); // out0 is used from step 0 on
  EXPECT_TRUE(cuagent::rt::layoutWorkspace(early, {}).inOutputs.empty());
}

TEST(WorkspaceLayout, ValuesInOneOutputDoNotOverlapWhileBothLive) {
  cuagent::Plan plan = normChain(1 << 20);
  plan.buffers[0] = output("out0", 0, 3 << 20); // room for ws1 and ws2 side by side
  plan.steps.back() = launchOf("in", {"ws2", "wsnorm"});
  plan.steps.push_back(launchOf("copy", {"wsnorm", "out0"}));
  cuagent::rt::WorkspaceLayout layout = cuagent::rt::layoutWorkspace(plan, {});
  ASSERT_TRUE(layout.inOutputs.count("ws1") && layout.inOutputs.count("ws2"));
  auto [i1, o1] = layout.inOutputs.at("ws1");
  auto [i2, o2] = layout.inOutputs.at("ws2");
  EXPECT_EQ(i1, 0u);
  EXPECT_EQ(i2, 0u);
  EXPECT_TRUE(o1 + (size_t(4) << 20) <= o2 || o2 + (size_t(4) << 20) <= o1)
      << "ws1 and ws2 both live at step 2";
  EXPECT_FALSE(layout.inOutputs.count("wsnorm")) << "wsnorm is read by the step writing out0";
}

// syn000117 on the H200: conv -> ws1 -> softmax -> ws2 -> group norm -> ws3
// -> instance norm -> out0, all 192 MiB. ws1 and ws2 both fit out0 but live
// together at the softmax; putting ws2 there lets ws1 and ws3 share bytes.
TEST(WorkspaceLayout, TheOutputTakesTheValueThatFreesTheMostSharing) {
  cuagent::Plan plan;
  size_t bytes = size_t(4) << 20;
  plan.buffers = {output("out0", 0, 1 << 20), workspace("ws1", bytes), workspace("ws2", bytes),
                  workspace("ws3", bytes), workspace("wsnorm", 768)};
  plan.steps = {launchOf("conv", {"in0", "ws1"}), launchOf("softmax", {"ws1", "ws2"}),
                launchOf("gn_stats", {"ws2", "wsnorm"}), launchOf("gn", {"ws2", "wsnorm", "ws3"}),
                launchOf("in", {"ws3", "out0"})};
  cuagent::rt::WorkspaceLayout layout = cuagent::rt::layoutWorkspace(plan, {});
  ASSERT_EQ(layout.inOutputs.count("ws2"), 1u);
  EXPECT_EQ(layout.offsets.at("ws1"), layout.offsets.at("ws3")) << "ws1 and ws3 never live together";
  EXPECT_EQ(layout.bytes, bytes + 768u);
}
