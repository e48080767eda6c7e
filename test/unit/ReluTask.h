//===- ReluTask.h - The one-op task the agent's unit tests share -*- C++ -*-===//
#ifndef CUAGENT_TEST_UNIT_RELUTASK_H
#define CUAGENT_TEST_UNIT_RELUTASK_H

#include "cuagent/Format/Task.h"

#include <gtest/gtest.h>

namespace cuagent::test {

/// relu over 4 floats on sm_90, stock at 1 ms: small enough for any fake
/// plan, and a real task for the parser, the cache keys and the worker.
inline Task reluTask() {
  Expected<Task> parsed = parseTask(R"json({
    "format": "cuagent.task", "version": 1, "name": "t",
    "target": {"arch": "sm_90"}, "stock_time_ms": 1.0,
    "graph": {
      "inputs": [{"name": "%x", "dtype": "f32", "shape": [4]}],
      "nodes": [{"op": "aten::relu", "inputs": ["%x"], "outputs": ["%y"]}],
      "outputs": [{"name": "%y", "dtype": "f32", "shape": [4]}]
    }
  })json");
  EXPECT_TRUE(parsed) << parsed.message();
  return parsed ? *parsed : Task();
}

} // namespace cuagent::test

#endif // CUAGENT_TEST_UNIT_RELUTASK_H
