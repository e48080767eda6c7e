//===- Partition.h - Profile a frozen graph and find fusion groups -*- C++ -*-===//
//
// The capture side of cuagent: every value of a frozen forward graph gets a
// concrete type from one profiling run, then the supported ops (those in
// OpRegistry.def whose constraints hold) are grouped into maximal connected,
// convex regions. Everything left out carries a FallbackReason.
//
//===----------------------------------------------------------------------===//
#ifndef CUAGENT_TORCHSCRIPT_PARTITION_H
#define CUAGENT_TORCHSCRIPT_PARTITION_H

#include "cuagent/TorchScript/Diagnostics.h"

#include <torch/csrc/jit/ir/ir.h>

#include <nlohmann/json.hpp>

#include <map>
#include <set>
#include <string>
#include <unordered_map>
#include <vector>

namespace cuagent {

/// The concrete type of one tensor value, from the profiling run.
struct ValueInfo {
  c10::ScalarType dtype = c10::ScalarType::Float;
  std::vector<int64_t> sizes;
  std::vector<int64_t> strides;
  c10::Device device = c10::Device(c10::kCPU);
  bool isContiguous = true;
};

using ValueInfos = std::unordered_map<const torch::jit::Value *, ValueInfo>;

/// What the profiling run records for a tensor.
ValueInfo valueInfoOf(const at::Tensor &tensor);

/// Runs `graph` once on `inputs` (the full stack, `self` included) with
/// every top-level tensor value added as an extra output, and records what
/// each value was. `graph` itself is not changed.
ValueInfos profileGraph(const std::shared_ptr<torch::jit::Graph> &graph,
                        std::vector<c10::IValue> inputs);

struct PartitionOptions {
  std::set<std::string> denyList; // schema names, e.g. "aten::gelu"
  size_t minGroupSize = 2;
  /// scaled_dot_product_attention joins groups, decomposed or as the flash
  /// template (docs/decisions.md 41, 70, 130).
  bool decomposeAttention = true;
};

/// One op left on the stock path.
struct Fallback {
  std::string schema;
  FallbackReason reason;
  std::string detail;
  const torch::jit::Node *node = nullptr; // the op, where one node is meant
};

struct Group {
  std::vector<torch::jit::Node *> nodes; // in topological (program) order
};

struct PartitionResult {
  std::vector<Group> groups;
  std::vector<Fallback> fallbacks;
  /// Task attributes of every supported node (see ArgKind in OpRegistry.h).
  std::unordered_map<const torch::jit::Node *, nlohmann::json> attrs;
};

/// "aten::add.Tensor", or the node kind when the node has no schema.
std::string schemaName(const torch::jit::Node *node);

/// The tensor operands of a registry op, in task order: its leading
/// `operands` schema arguments, then each OptionalTensor argument (linear's
/// bias) that is not None, in the row's spec order. Capture checks exactly
/// these and the task node reads exactly these. For a node not in the
/// registry: its first input.
std::vector<torch::jit::Value *> tensorOperands(torch::jit::Node *node);

/// Why `nodes` may not be a group by size (`GroupTooSmall`'s detail), or ""
/// when they may: something to compute, and a non-elementwise op or at least
/// `minGroupSize` elementwise ones (layout ops count for nothing, but those
/// stock runs as a copy: a pad or cat, or, by `infos`, a reshape of a
/// strided value into a contiguous one).
std::string groupSizeProblem(const std::vector<torch::jit::Node *> &nodes, size_t minGroupSize,
                             const ValueInfos *infos = nullptr);

/// Groups the supported ops of the top-level block of `graph`. Never changes
/// the graph.
PartitionResult partitionGraph(const std::shared_ptr<torch::jit::Graph> &graph,
                               const ValueInfos &infos, const PartitionOptions &options);

/// {"groups": [{"ops": [...]}], "fallbacks": [{"op", "reason", "detail"}]}.
nlohmann::json partitionToJson(const PartitionResult &result);

} // namespace cuagent

#endif // CUAGENT_TORCHSCRIPT_PARTITION_H
