//===- IndexDTypeTest.cpp - The i64 dtype of the task format ----------------===//
//
// argmax, argmin, max.dim and min.dim return int64 indices: the task format
// declares them i64 (8 bytes), max.dim's node names two outputs, and
// verification compares i64 outputs exactly.
//
//===----------------------------------------------------------------------===//
#include "cuagent/Format/Task.h"
#include "cuagent/Verify/Verify.h"

#include <gtest/gtest.h>

#include <cstring>
#include <vector>

namespace {

const char *kMaxDimTask = R"json({
  "format": "cuagent.task", "version": 1, "name": "g0",
  "target": {"arch": "sm_90"}, "precision": "fp32",
  "graph": {
    "inputs": [{"name": "%x", "dtype": "f32", "shape": [4, 8]}],
    "nodes": [
      {"op": "aten::max.dim", "inputs": ["%x"], "outputs": ["%v", "%i"],
       "attrs": {"dim": [1], "keepdim": false}},
      {"op": "aten::argmin", "inputs": ["%x"], "outputs": ["%a"],
       "attrs": {"dim": [], "keepdim": false}}],
    "outputs": [{"name": "%v", "dtype": "f32", "shape": [4]},
                {"name": "%i", "dtype": "i64", "shape": [4]},
                {"name": "%a", "dtype": "i64", "shape": []}]
  },
  "reference": {"sets": [{"inputs": ["x.bin"], "outputs": ["v.bin", "i.bin", "a.bin"]}]}
})json";

TEST(IndexDType, I64OutputsRoundTrip) {
  auto task = cuagent::parseTask(kMaxDimTask);
  ASSERT_TRUE(task) << task.message();
  ASSERT_EQ(task->outputs.size(), 3u);
  EXPECT_EQ(task->outputs[1].dtype, cuagent::DType::I64);
  EXPECT_EQ(task->outputs[1].describe(), "i64[4]");
  EXPECT_EQ(task->outputs[1].bytes(), 32u);
  EXPECT_EQ(task->nodes[0].outputs.size(), 2u);
  auto again = cuagent::parseTask(cuagent::taskToJson(*task).dump());
  ASSERT_TRUE(again) << again.message();
  EXPECT_EQ(cuagent::taskToJson(*again), cuagent::taskToJson(*task));
  EXPECT_EQ(cuagent::parseDType("i64"), cuagent::DType::I64);
  EXPECT_EQ(cuagent::dtypeSize(cuagent::DType::I64), 8u);
  EXPECT_STREQ(cuagent::dtypeName(cuagent::DType::I64), "i64");
}

TEST(IndexDType, OutputCountFollowsTheSchema) {
  std::string oneOutput = kMaxDimTask;
  oneOutput.replace(oneOutput.find(R"("outputs": ["%v", "%i"])"),
                    std::strlen(R"("outputs": ["%v", "%i"])"), R"("outputs": ["%v"])");
  auto task = cuagent::parseTask(oneOutput);
  ASSERT_FALSE(task);
  EXPECT_NE(task.message().find("must have 2 outputs (values, indices)"), std::string::npos)
      << task.message();
  std::string twoForArgmin = kMaxDimTask;
  twoForArgmin.replace(twoForArgmin.find(R"("outputs": ["%a"])"),
                       std::strlen(R"("outputs": ["%a"])"), R"("outputs": ["%a", "%b"])");
  auto argmin = cuagent::parseTask(twoForArgmin);
  ASSERT_FALSE(argmin);
  EXPECT_NE(argmin.message().find("must have exactly one output"), std::string::npos)
      << argmin.message();
}

TEST(IndexDType, CompareIsExactForI64) {
  cuagent::TensorSpec spec;
  spec.name = "%i";
  spec.dtype = cuagent::DType::I64;
  spec.shape = {3};
  // 2^40 + 1 and 2^40 round to the same float: a float comparison would
  // call them equal.
  std::vector<int64_t> want = {0, (int64_t(1) << 40) + 1, 7};
  std::vector<int64_t> got = want;
  cuagent::Tolerance loose{1.0, 1.0};
  auto same = cuagent::compareTensors(reinterpret_cast<const char *>(got.data()),
                                      reinterpret_cast<const char *>(want.data()), spec, loose);
  EXPECT_TRUE(same.ok) << same.message;
  got[1] = int64_t(1) << 40;
  auto off = cuagent::compareTensors(reinterpret_cast<const char *>(got.data()),
                                     reinterpret_cast<const char *>(want.data()), spec, loose);
  EXPECT_FALSE(off.ok);
  EXPECT_EQ(off.mismatches, 1u);
  EXPECT_EQ(off.firstMismatch, 1u);
  got[1] = want[1];
  got[2] = 8; // within a float tolerance of 1 + 1 * 7, but an index is exact
  auto near = cuagent::compareTensors(reinterpret_cast<const char *>(got.data()),
                                      reinterpret_cast<const char *>(want.data()), spec, loose);
  EXPECT_FALSE(near.ok);
  EXPECT_EQ(near.firstMismatch, 2u);
}

} // namespace
