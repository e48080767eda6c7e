//===- PlanFuzzer.cpp - libFuzzer target: plan parser ---------------------===//
//
// Plans come from cache directories, a trust boundary. parsePlan must
// return an error or a plan; a plan must round-trip through JSON, and the
// signature check against a fixed task must not crash.
//
//===----------------------------------------------------------------------===//
#include "cuagent/Format/Plan.h"

#include <cstdint>
#include <cstdlib>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  std::string text(reinterpret_cast<const char *>(data), size);
  cuagent::Expected<cuagent::Plan> plan = cuagent::parsePlan(text);
  if (!plan)
    return 0;
  std::string again = cuagent::planToJson(*plan).dump();
  cuagent::Expected<cuagent::Plan> reparsed = cuagent::parsePlan(again);
  if (!reparsed || cuagent::planToJson(*reparsed).dump() != again)
    std::abort();
  static const cuagent::Task task = [] {
    cuagent::Task t;
    cuagent::TaskInput input;
    static_cast<cuagent::TensorSpec &>(input) = {"%x", cuagent::DType::F32, {4, 8}, {8, 1}};
    t.inputs.push_back(input);
    t.outputs.push_back({"%y", cuagent::DType::F32, {4, 8}, {8, 1}});
    return t;
  }();
  (void)cuagent::checkPlanMatchesTask(*plan, task);
  return 0;
}
