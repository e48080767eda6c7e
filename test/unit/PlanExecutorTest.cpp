//===- PlanExecutorTest.cpp - The workspace layout of a loaded plan -------===//
//
// A library step's workspace buffer is declared at the limit the library
// chose under; a loaded plan gives it only what the prepared step uses
// (layoutWorkspace), and every other workspace buffer its declared bytes.
//
//===----------------------------------------------------------------------===//
#include "cuagent/Runtime/PlanExecutor.h"

#include <gtest/gtest.h>

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

TEST(WorkspaceLayout, DeclaredBytesWithoutNeeds) {
  cuagent::rt::WorkspaceLayout layout = cuagent::rt::layoutWorkspace(plan(), {});
  EXPECT_EQ(layout.offsets.at("ws0"), 0u);
  EXPECT_EQ(layout.offsets.at("wsgemm0"), 1024u);
  EXPECT_EQ(layout.offsets.at("wsconv1"), 1024u + (size_t(32) << 20));
  EXPECT_EQ(layout.offsets.at("wsunused"), 1024u + (size_t(96) << 20));
  EXPECT_EQ(layout.bytes, 1024u + (size_t(96) << 20) + 4096u);
}

TEST(WorkspaceLayout, LibraryWorkspacesTakeWhatTheStepUses) {
  std::map<std::string, size_t> needs = {{"wsgemm0", (size_t(1) << 20) + 3}, {"wsconv1", 0}};
  cuagent::rt::WorkspaceLayout layout = cuagent::rt::layoutWorkspace(plan(), needs);
  EXPECT_EQ(layout.offsets.at("wsgemm0"), 1024u);
  // 1 MiB + 3 bytes, aligned to 256.
  EXPECT_EQ(layout.offsets.at("wsconv1"), 1024u + (size_t(1) << 20) + 256u);
  // wsconv1 is also a launch's argument: declared bytes kept.
  EXPECT_EQ(layout.offsets.at("wsunused"), 1024u + (size_t(1) << 20) + 256u + (size_t(64) << 20));
  EXPECT_EQ(layout.bytes, layout.offsets.at("wsunused") + 4096u);
}

TEST(WorkspaceLayout, ANeedNeverExceedsTheDeclaredBytes) {
  cuagent::Plan p = plan();
  p.steps.pop_back(); // wsconv1 is now only the conv's workspace
  std::map<std::string, size_t> needs = {{"wsgemm0", size_t(1) << 30}, {"wsconv1", 0}};
  cuagent::rt::WorkspaceLayout layout = cuagent::rt::layoutWorkspace(p, needs);
  EXPECT_EQ(layout.offsets.at("wsconv1"), 1024u + (size_t(32) << 20));
  // A zero need takes no bytes: the next buffer starts where it does.
  EXPECT_EQ(layout.offsets.at("wsunused"), layout.offsets.at("wsconv1"));
  EXPECT_EQ(layout.bytes, layout.offsets.at("wsunused") + 4096u);
}

/// A view takes no workspace of its own, and the buffer it is of keeps its
/// declared bytes even where only a library step names it as workspace.
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
  std::map<std::string, size_t> needs = {{"wsconv1", 0}};
  cuagent::rt::WorkspaceLayout layout = cuagent::rt::layoutWorkspace(p, needs);
  EXPECT_FALSE(layout.offsets.count("wsconv1.part"));
  EXPECT_EQ(layout.offsets.at("wsunused"), layout.offsets.at("wsconv1") + (size_t(64) << 20));
  EXPECT_EQ(layout.bytes, layout.offsets.at("wsunused") + 4096u);
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
