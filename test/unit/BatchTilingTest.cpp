//===- BatchTilingTest.cpp - Legality and plan tiling of batch chunks ------===//
//
// planBatchTiling with the real importer's shapes: what it splits, what it
// refuses and why; tilePlan on a hand-written chunk plan.
//
//===----------------------------------------------------------------------===//
#include "cuagent/Agent/BatchTiling.h"
#include "cuagent/Agent/Search.h"
#include "cuagent/Import/TaskImporter.h"

#include <gtest/gtest.h>

namespace {

using cuagent::BatchTiling;
using cuagent::Expected;
using cuagent::Task;

/// A task over `inputs` (JSON array text) with `nodes` and one output.
Task makeTask(const std::string &inputs, const std::string &nodes, const std::string &output) {
  Expected<Task> parsed = cuagent::parseTask(
      R"({"format": "cuagent.task", "version": 1, "name": "t", "target": {"arch": "sm_90"},
          "graph": {"inputs": )" +
      inputs + R"(, "nodes": )" + nodes + R"(, "outputs": [)" + output + "]}}");
  EXPECT_TRUE(parsed) << parsed.message();
  return parsed ? *parsed : Task();
}

Expected<BatchTiling> tile(const Task &task, int64_t chunks) {
  return cuagent::planBatchTiling(task, chunks, cuagent::inferTaskShapes);
}

/// `chunks` chunks of `task` are refused with a message containing `why`.
void expectRefused(const Task &task, int64_t chunks, const std::string &why) {
  Expected<BatchTiling> tiling = tile(task, chunks);
  ASSERT_FALSE(tiling) << "tiled into " << chunks;
  EXPECT_NE(tiling.message().find(why), std::string::npos) << tiling.message();
}

const char kX[] = R"({"name": "%x", "dtype": "f32", "shape": [8, 16]})";
const char kY[] = R"({"name": "%y", "dtype": "f32", "shape": [8, 16]})";

TEST(PlanBatchTiling, SplitsAChainAndKeepsABroadcastOperandWhole) {
  Task task =
      makeTask(std::string("[") + kX + R"(, {"name": "%b", "dtype": "f32", "shape": [16]}])",
               R"([{"op": "aten::add.Tensor", "inputs": ["%x", "%b"], "outputs": ["%1"],
                            "attrs": {"alpha": 1}},
                           {"op": "aten::softmax.int", "inputs": ["%1"], "outputs": ["%2"],
                            "attrs": {"dim": 1}}])",
               R"({"name": "%2", "dtype": "f32", "shape": [8, 16]})");
  Expected<BatchTiling> tiling = tile(task, 4);
  ASSERT_TRUE(tiling) << tiling.message();
  EXPECT_EQ(tiling->slicedInputs, (std::vector<bool>{true, false}));
  EXPECT_EQ(tiling->slicedOutputs, (std::vector<bool>{true}));
  EXPECT_EQ(tiling->chunkTask.inputs[0].shape, (std::vector<int64_t>{2, 16}));
  EXPECT_EQ(tiling->chunkTask.inputs[1].shape, (std::vector<int64_t>{16}));
  EXPECT_EQ(tiling->chunkTask.outputs[0].shape, (std::vector<int64_t>{2, 16}));
  EXPECT_TRUE(tiling->chunkTask.references.empty());
  // The chunk's plans answer to the whole group's memory cap.
  ASSERT_TRUE(tiling->chunkTask.workspaceCapOverride);
  EXPECT_EQ(*tiling->chunkTask.workspaceCapOverride, cuagent::workspaceCapBytes(task));
  // Chunk counts must divide the batch.
  EXPECT_FALSE(tile(task, 3));
  // 4 and 8 divide the batch; 16 to 64 are some of dim 1 for one item.
  EXPECT_EQ(cuagent::batchChunkCounts(task, 3), (std::vector<int64_t>{4, 8, 16, 32, 64}));
}

TEST(PlanBatchTiling, RefusesASoftmaxAlongTheBatch) {
  Task task = makeTask(std::string("[") + kX + "]",
                       R"([{"op": "aten::softmax.int", "inputs": ["%x"], "outputs": ["%1"],
                            "attrs": {"dim": 0}}])",
                       R"({"name": "%1", "dtype": "f32", "shape": [8, 16]})");
  expectRefused(task, 2, "works along dim 0");
}

TEST(PlanBatchTiling, RefusesAReductionOverTheBatch) {
  Task task = makeTask(std::string("[") + kX + "]",
                       R"([{"op": "aten::sum.dim_IntList", "inputs": ["%x"], "outputs": ["%1"],
                            "attrs": {"dim": [0], "keepdim": true}},
                           {"op": "aten::sub.Tensor", "inputs": ["%x", "%1"], "outputs": ["%2"],
                            "attrs": {"alpha": 1}}])",
                       R"({"name": "%2", "dtype": "f32", "shape": [8, 16]})");
  expectRefused(task, 2, "reduces dim 0");
}

TEST(PlanBatchTiling, RefusesAWholeOperandAcrossTheBatch) {
  // %y has the batch's size but is a parameter: every chunk would need its
  // own rows of it.
  Task task = makeTask(std::string("[") + kX +
                           R"(, {"name": "%y", "dtype": "f32", "shape": [8, 16],
                                 "kind": "parameter", "file": "y.bin"}])",
                       R"([{"op": "aten::mul.Tensor", "inputs": ["%x", "%y"], "outputs": ["%1"]}])",
                       R"({"name": "%1", "dtype": "f32", "shape": [8, 16]})");
  expectRefused(task, 2, "does not import");
}

TEST(PlanBatchTiling, SplitsTwoBatchedOperandsAndAMatmulsRows) {
  Task task = makeTask(std::string("[") + kX + ", " + kY +
                           R"(, {"name": "%w", "dtype": "f32", "shape": [16, 32]}])",
                       R"([{"op": "aten::add.Tensor", "inputs": ["%x", "%y"], "outputs": ["%1"],
                            "attrs": {"alpha": 1}},
                           {"op": "aten::matmul", "inputs": ["%1", "%w"], "outputs": ["%2"]},
                           {"op": "aten::view", "inputs": ["%2"], "outputs": ["%3"],
                            "attrs": {"size": [4, 64]}}])",
                       R"({"name": "%3", "dtype": "f32", "shape": [4, 64]})");
  // The first output's dim 0 (4) is the batch the counts divide; its view
  // halves dim 0, and each chunk's bytes are still its own rows' bytes.
  Expected<BatchTiling> tiling = tile(task, 4);
  ASSERT_FALSE(tiling) << "dim 0 of %x (8) is not the output's batch (4)";
  Task rows = makeTask(std::string("[") + kX + ", " + kY +
                           R"(, {"name": "%w", "dtype": "f32", "shape": [16, 32]}])",
                       R"([{"op": "aten::add.Tensor", "inputs": ["%x", "%y"], "outputs": ["%1"],
                            "attrs": {"alpha": 1}},
                           {"op": "aten::matmul", "inputs": ["%1", "%w"], "outputs": ["%2"]}])",
                       R"({"name": "%2", "dtype": "f32", "shape": [8, 32]})");
  tiling = tile(rows, 4);
  ASSERT_TRUE(tiling) << tiling.message();
  EXPECT_EQ(tiling->slicedInputs, (std::vector<bool>{true, true, false}));
  EXPECT_EQ(tiling->chunkTask.outputs[0].shape, (std::vector<int64_t>{2, 32}));
}

TEST(PlanBatchTiling, AViewOfTheSlicesIsRetyped) {
  Task task = makeTask(std::string("[") + kX + "]",
                       R"([{"op": "aten::view", "inputs": ["%x"], "outputs": ["%1"],
                            "attrs": {"size": [8, 4, 4]}},
                           {"op": "aten::relu", "inputs": ["%1"], "outputs": ["%2"]}])",
                       R"({"name": "%2", "dtype": "f32", "shape": [8, 4, 4]})");
  Expected<BatchTiling> tiling = tile(task, 2);
  ASSERT_TRUE(tiling) << tiling.message();
  EXPECT_EQ(tiling->chunkTask.nodes[0].attrs["size"], nlohmann::json({4, 4, 4}));
  EXPECT_EQ(tiling->chunkTask.outputs[0].shape, (std::vector<int64_t>{4, 4, 4}));
}

TEST(PlanBatchTiling, AttentionSplitsItsBatchNotItsSequence) {
  const char kNodes[] = R"([{"op": "aten::scaled_dot_product_attention",
                             "inputs": ["%q", "%k", "%v"], "outputs": ["%1"],
                             "attrs": {"dropout_p": 0.0, "is_causal": true, "enable_gqa": false}},
                            {"op": "aten::tanh", "inputs": ["%1"], "outputs": ["%2"]}])";
  auto qkv = [](const std::string &shape) {
    return R"([{"name": "%q", "dtype": "f32", "shape": )" + shape +
           R"(}, {"name": "%k", "dtype": "f32", "shape": )" + shape +
           R"(}, {"name": "%v", "dtype": "f32", "shape": )" + shape + "}]";
  };
  Task batched = makeTask(qkv("[4, 2, 8, 16]"), kNodes,
                          R"({"name": "%2", "dtype": "f32", "shape": [4, 2, 8, 16]})");
  Expected<BatchTiling> tiling = tile(batched, 4);
  ASSERT_TRUE(tiling) << tiling.message();
  EXPECT_EQ(tiling->chunkTask.inputs[2].shape, (std::vector<int64_t>{1, 2, 8, 16}));
  // [L, E] attention: dim 0 is the sequence every query attends over.
  Task unbatched =
      makeTask(qkv("[8, 16]"), kNodes, R"({"name": "%2", "dtype": "f32", "shape": [8, 16]})");
  expectRefused(unbatched, 2, "not all batch dims");

  // More chunks than batch items: some heads of one item a chunk.
  tiling = tile(batched, 8);
  ASSERT_TRUE(tiling) << tiling.message();
  EXPECT_EQ(tiling->chunkTask.inputs[0].shape, (std::vector<int64_t>{1, 1, 8, 16}));
  EXPECT_EQ(tiling->chunkTask.outputs[0].shape, (std::vector<int64_t>{1, 1, 8, 16}));
  // [B, L, E] attention cut below its batch would cut its sequence.
  Task rank3 =
      makeTask(qkv("[2, 8, 16]"), kNodes, R"({"name": "%2", "dtype": "f32", "shape": [2, 8, 16]})");
  EXPECT_TRUE(tile(rank3, 2));
  expectRefused(rank3, 4, "not all batch dims");
}

TEST(PlanBatchTiling, CuttingDimOneRefusesOpsAlongIt) {
  Task task = makeTask(R"([{"name": "%x", "dtype": "f32", "shape": [2, 4, 8]}])",
                       R"([{"op": "aten::softmax.int", "inputs": ["%x"], "outputs": ["%1"],
                            "attrs": {"dim": 1}}])",
                       R"({"name": "%1", "dtype": "f32", "shape": [2, 4, 8]})");
  EXPECT_TRUE(tile(task, 2)) << "dim 0 alone is free of the softmax";
  expectRefused(task, 4, "works along dims 0 and 1");
  EXPECT_FALSE(tile(task, 6)) << "6 chunks are neither items nor whole heads";

  // group_norm's groups are runs of dim 1: per item it splits, not per channel.
  Task norm = makeTask(R"([{"name": "%x", "dtype": "f32", "shape": [2, 4, 8]}])",
                       R"([{"op": "aten::group_norm", "inputs": ["%x"], "outputs": ["%1"],
                            "attrs": {"num_groups": 2, "eps": 1e-05, "cudnn_enabled": true}}])",
                       R"({"name": "%1", "dtype": "f32", "shape": [2, 4, 8]})");
  EXPECT_TRUE(tile(norm, 2));
  expectRefused(norm, 4, "groups the channels of dim 1");
}

TEST(PlanBatchTiling, ATriangleSplitsOnlyItsBatchOfMatrices) {
  // tril selects by [i, j] of the last two dims: a chunk of rows would
  // start its own i at 0.
  Task task = makeTask(R"([{"name": "%x", "dtype": "f32", "shape": [2, 4, 8]}])",
                       R"([{"op": "aten::tril", "inputs": ["%x"], "outputs": ["%1"],
                            "attrs": {"diagonal": -1}}])",
                       R"({"name": "%1", "dtype": "f32", "shape": [2, 4, 8]})");
  EXPECT_TRUE(tile(task, 2)) << "whole matrices";
  expectRefused(task, 4, "selects by position in dims 0 and 1");
}

TEST(PlanBatchTiling, RollsAndRepeatsOfTheBatchAreRefused) {
  Task roll = makeTask(std::string("[") + kX + "]",
                       R"([{"op": "aten::roll", "inputs": ["%x"], "outputs": ["%1"],
                            "attrs": {"shifts": [3, 0]}}])",
                       R"({"name": "%1", "dtype": "f32", "shape": [8, 16]})");
  expectRefused(roll, 2, "rolls dim 0");
  Task within = makeTask(std::string("[") + kX + "]",
                         R"([{"op": "aten::roll", "inputs": ["%x"], "outputs": ["%1"],
                              "attrs": {"shifts": [0, 5]}}])",
                         R"({"name": "%1", "dtype": "f32", "shape": [8, 16]})");
  EXPECT_TRUE(tile(within, 2)) << "a roll within each row";
  // A repeat along dim 1 tiles each chunk's rows; along the batch, the
  // result's batch is not the input's.
  Task rows = makeTask(std::string("[") + kX + "]",
                       R"([{"op": "aten::repeat", "inputs": ["%x"], "outputs": ["%1"],
                            "attrs": {"repeats": [8, 32]}}])",
                       R"({"name": "%1", "dtype": "f32", "shape": [8, 32]})");
  Expected<BatchTiling> tiled = tile(rows, 2);
  ASSERT_TRUE(tiled) << tiled.message();
  EXPECT_EQ(tiled->chunkTask.nodes[0].attrs["repeats"], nlohmann::json({4, 32}));
  Task batch = makeTask(std::string("[") + kX + "]",
                        R"([{"op": "aten::repeat", "inputs": ["%x"], "outputs": ["%1"],
                             "attrs": {"repeats": [16, 16]}}])",
                        R"({"name": "%1", "dtype": "f32", "shape": [16, 16]})");
  EXPECT_FALSE(tile(batch, 2));
}

/// A chunk plan of the two-input group: a launch writing a workspace from
/// in0's second half (a view) and the whole in1, and a GEMM into out0.
cuagent::Plan chunkPlan(const Task &chunk) {
  cuagent::Plan plan;
  plan.candidate = "c";
  auto add = [&](const std::string &name, cuagent::PlanBuffer::Kind kind, int index) {
    cuagent::PlanBuffer buffer;
    buffer.name = name;
    buffer.kind = kind;
    buffer.index = index;
    if (kind == cuagent::PlanBuffer::Kind::Input)
      buffer.spec = chunk.inputs[size_t(index)];
    if (kind == cuagent::PlanBuffer::Kind::Output)
      buffer.spec = chunk.outputs[size_t(index)];
    plan.buffers.push_back(buffer);
    return &plan.buffers.back();
  };
  add("in0", cuagent::PlanBuffer::Kind::Input, 0);
  add("in1", cuagent::PlanBuffer::Kind::Input, 1);
  add("out0", cuagent::PlanBuffer::Kind::Output, 0);
  add("ws0", cuagent::PlanBuffer::Kind::Workspace, 0)->bytes = 256;
  cuagent::PlanBuffer *half = add("in0@64", cuagent::PlanBuffer::Kind::View, 0);
  half->of = "in0";
  half->offset = 64;
  half->bytes = 64;
  cuagent::PlanStep launch;
  launch.function = "k";
  launch.args = {"in0@64", "in1", "ws0"};
  plan.steps.push_back(launch);
  cuagent::PlanStep gemm;
  gemm.kind = "cublaslt";
  gemm.gemm.a = "ws0";
  gemm.gemm.b = "in0";
  gemm.gemm.d = "out0";
  plan.steps.push_back(gemm);
  return plan;
}

TEST(TilePlan, RepeatsTheStepsOverEachChunksSlices) {
  Task task =
      makeTask(std::string("[") + kX + R"(, {"name": "%b", "dtype": "f32", "shape": [16]}])",
               R"([{"op": "aten::add.Tensor", "inputs": ["%x", "%b"], "outputs": ["%1"],
                            "attrs": {"alpha": 1}}])",
               R"({"name": "%1", "dtype": "f32", "shape": [8, 16]})");
  Expected<BatchTiling> tiling = tile(task, 4);
  ASSERT_TRUE(tiling) << tiling.message();
  Expected<cuagent::Plan> plan = cuagent::tilePlan(chunkPlan(tiling->chunkTask), task, *tiling);
  ASSERT_TRUE(plan) << plan.message();
  ASSERT_EQ(plan->steps.size(), 8u);
  // in0 and out0 are 512 bytes whole, 128 a chunk; the view is 64 bytes
  // into each chunk's slice; in1 and the workspace are every chunk's.
  EXPECT_EQ(plan->steps[0].args, (std::vector<std::string>{"in0@64+64", "in1", "ws0"}));
  EXPECT_EQ(plan->steps[6].args, (std::vector<std::string>{"in0@448+64", "in1", "ws0"}));
  EXPECT_EQ(plan->steps[3].gemm.b, "in0@128+128");
  EXPECT_EQ(plan->steps[3].gemm.d, "out0@128+128");
  EXPECT_EQ(plan->steps[3].gemm.a, "ws0");
  const cuagent::PlanBuffer *in0 = plan->findBuffer("in0");
  ASSERT_TRUE(in0);
  EXPECT_EQ(in0->spec.shape, (std::vector<int64_t>{8, 16}));
  const cuagent::PlanBuffer *view = plan->findBuffer("out0@384+128");
  ASSERT_TRUE(view);
  EXPECT_EQ(view->of, "out0");
  EXPECT_EQ(view->offset, 384u);
  EXPECT_FALSE(plan->findBuffer("in0@64")) << "the chunk's own view is not the group's";

  // Eight chunks of 16 floats: a chunk's view 64 bytes into a 64-byte slice
  // would be outside it; two chunks of an odd row count are refused too.
  Task odd = makeTask(R"([{"name": "%x", "dtype": "f32", "shape": [2, 3]}])",
                      R"([{"op": "aten::relu", "inputs": ["%x"], "outputs": ["%1"]}])",
                      R"({"name": "%1", "dtype": "f32", "shape": [2, 3]})");
  Expected<BatchTiling> oddTiling = tile(odd, 2);
  ASSERT_TRUE(oddTiling) << oddTiling.message();
  cuagent::Plan relu;
  cuagent::PlanBuffer in;
  in.name = "in0";
  in.spec = oddTiling->chunkTask.inputs[0];
  relu.buffers.push_back(in);
  cuagent::PlanStep step;
  step.args = {"in0"};
  relu.steps.push_back(step);
  Expected<cuagent::Plan> misaligned = cuagent::tilePlan(relu, odd, *oddTiling);
  ASSERT_FALSE(misaligned);
  EXPECT_NE(misaligned.message().find("16-byte"), std::string::npos) << misaligned.message();
}

TEST(TilePlan, PlanInputsCountTheTasksParameters) {
  // A plan's input index is the task input's position, parameters included.
  Task task = makeTask(R"([{"name": "%b", "dtype": "f32", "shape": [16], "kind": "parameter",
                            "file": "b.bin"}, )" +
                           std::string(kX) + "]",
                       R"([{"op": "aten::add.Tensor", "inputs": ["%x", "%b"], "outputs": ["%1"],
                            "attrs": {"alpha": 1}}])",
                       R"({"name": "%1", "dtype": "f32", "shape": [8, 16]})");
  Expected<BatchTiling> tiling = tile(task, 2);
  ASSERT_TRUE(tiling) << tiling.message();
  EXPECT_EQ(tiling->slicedInputs, (std::vector<bool>{false, true}));
  cuagent::Plan chunk;
  for (int index : {0, 1}) {
    cuagent::PlanBuffer in;
    in.name = "in" + std::to_string(index);
    in.index = index;
    in.spec = tiling->chunkTask.inputs[size_t(index)];
    chunk.buffers.push_back(in);
  }
  cuagent::PlanBuffer out;
  out.name = "out0";
  out.kind = cuagent::PlanBuffer::Kind::Output;
  out.spec = tiling->chunkTask.outputs[0];
  chunk.buffers.push_back(out);
  cuagent::PlanStep step;
  step.args = {"in1", "in0", "out0"};
  chunk.steps.push_back(step);
  Expected<cuagent::Plan> plan = cuagent::tilePlan(chunk, task, *tiling);
  ASSERT_TRUE(plan) << plan.message();
  EXPECT_EQ(plan->steps[1].args, (std::vector<std::string>{"in1@256+256", "in0", "out0@256+256"}));
  EXPECT_TRUE(cuagent::checkPlanMatchesTask(*plan, task));
}

} // namespace
