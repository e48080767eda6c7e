//===- Plan.h - The versioned plan format (worker -> runtime) ---*- C++ -*-===//
//
// A plan is an ordered list of device steps over declared buffers. It holds no
// host code, so a plan written by any policy can run device code and declared
// library calls only.
//
//===----------------------------------------------------------------------===//
#ifndef CUAGENT_FORMAT_PLAN_H
#define CUAGENT_FORMAT_PLAN_H

#include "cuagent/Format/Task.h"

#include <array>

namespace cuagent {

inline constexpr int kPlanFormatVersion = 1;

struct PlanBuffer {
  enum class Kind { Input, Output, Workspace };
  std::string name;
  Kind kind = Kind::Input;
  int index = 0;    // position among the task's runtime inputs or outputs
  size_t bytes = 0; // for workspace buffers
  TensorSpec spec;  // for inputs and outputs
};

struct PlanModule {
  std::string name;
  std::string file; // cubin, relative to the plan's directory
};

struct PlanStep {
  // Only NVRTC kernel launches exist today; cuBLASLt and cuDNN steps will be
  // further kinds.
  std::string kind = "launch";
  std::string module;
  std::string function;
  std::array<unsigned, 3> grid{1, 1, 1};
  std::array<unsigned, 3> block{1, 1, 1};
  unsigned sharedBytes = 0;
  std::vector<std::string> args; // buffer names, passed as device pointers
};

struct Plan {
  std::string key;
  std::string policy;
  std::string candidate;
  std::vector<PlanBuffer> buffers;
  std::vector<PlanModule> modules;
  std::vector<PlanStep> steps;

  const PlanBuffer *findBuffer(const std::string &name) const;
  size_t numInputs() const;
  size_t numOutputs() const;
};

Expected<Plan> parsePlan(const std::string &jsonText);
/// Checks that the plan's inputs and outputs are the task's, in number,
/// dtype and shape (a plan from a cache must not run on another signature).
Status checkPlanMatchesTask(const Plan &plan, const Task &task);
nlohmann::json planToJson(const Plan &plan);

} // namespace cuagent

#endif // CUAGENT_FORMAT_PLAN_H
