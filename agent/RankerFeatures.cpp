//===- RankerFeatures.cpp - The trained ranker's features -----------------===//
//
// A line-for-line mirror of tools/policy/features.py and of the task summary
// of tools/policy/collect_dataset.py (task_features), quirks included: the
// model was trained on what Python computed, so C++ must compute the same
// doubles. Only graph inputs have known shapes there, so a GEMM or reduction
// whose operand is an intermediate value counts no FLOPs and no length.
//
//===----------------------------------------------------------------------===//
#include "cuagent/Agent/LearnedModel.h"
#include "cuagent/Support/OpRegistry.h"

#include <algorithm>
#include <map>
#include <set>

namespace cuagent {

namespace {

const std::set<std::string> &gemmOps() {
  static const std::set<std::string> ops = {"aten::matmul", "aten::mm", "aten::bmm", "aten::linear",
                                            "aten::addmm"};
  return ops;
}

int64_t numel(const std::vector<int64_t> &shape) {
  int64_t n = 1;
  for (int64_t dim : shape)
    n *= dim;
  return n;
}

int64_t specBytes(const TensorSpec &spec) {
  return numel(spec.shape) * int64_t(dtypeSize(spec.dtype));
}

/// collect_dataset.py: flops += 2 * numel(a) // max(k, 1) * k * n.
int64_t gemmFlops(const std::string &op, const std::vector<const std::vector<int64_t> *> &shapes) {
  const std::vector<int64_t> &a = *shapes[0], &b = *shapes[1];
  int64_t k = a.empty() ? 1 : a.back();
  int64_t n = op == "aten::linear" ? (b.empty() ? 1 : b.front()) : (b.size() > 1 ? b.back() : 1);
  return 2 * numel(a) / std::max<int64_t>(k, 1) * k * n;
}

int count(const std::vector<std::string> &ops, OpClass opClass) {
  int n = 0;
  for (const std::string &op : ops)
    if (const OpInfo *info = lookupAtenOp(op); info && info->opClass == opClass)
      ++n;
  return n;
}

} // namespace

const std::vector<std::string> &rankerFeatureNames() {
  static const std::vector<std::string> names = {"n_ops",
                                                 "n_elementwise",
                                                 "n_reduction",
                                                 "n_row",
                                                 "n_library",
                                                 "n_gemm",
                                                 "n_conv",
                                                 "n_inputs",
                                                 "n_outputs",
                                                 "bytes_moved",
                                                 "out_elements",
                                                 "gemm_flops",
                                                 "arithmetic_intensity",
                                                 "max_reduction_length",
                                                 "dtype",
                                                 "precision",
                                                 "block",
                                                 "vector",
                                                 "warp_per_row",
                                                 "max_cached",
                                                 "gemm_algo",
                                                 "conv_engine",
                                                 "conv_bias_fused",
                                                 "elements_per_thread",
                                                 "row_per_lane",
                                                 "vector_bytes"};
  return names;
}

TaskSummary summarizeTask(const Task &task) {
  TaskSummary summary;
  std::map<std::string, const TaskInput *> values;
  for (const TaskInput &input : task.inputs)
    values[input.name] = &input;
  for (const TaskNode &node : task.nodes) {
    summary.ops.push_back(node.op);
    std::vector<const std::vector<int64_t> *> shapes;
    for (const std::string &name : node.inputs)
      if (auto it = values.find(name); it != values.end())
        shapes.push_back(&it->second->shape);
    bool gemm = gemmOps().count(node.op) > 0;
    summary.gemms += gemm ? 1 : 0;
    if (gemm && shapes.size() >= 2)
      summary.gemmFlops += gemmFlops(node.op, shapes);
    bool reduces = node.attrs.is_object() && node.attrs.contains("dim");
    if (!shapes.empty() && (reduces || node.op == "aten::layer_norm"))
      summary.maxReductionLength =
          std::max<int64_t>(summary.maxReductionLength, shapes[0]->empty() ? 1 : shapes[0]->back());
  }
  for (const TaskInput &input : task.inputs)
    summary.bytesMoved += specBytes(input);
  for (const TensorSpec &output : task.outputs) {
    summary.bytesMoved += specBytes(output);
    summary.outElements += numel(output.shape);
  }
  summary.inputs = int64_t(task.inputs.size());
  summary.outputs = int64_t(task.outputs.size());
  summary.arithmeticIntensity =
      summary.bytesMoved ? double(summary.gemmFlops) / double(summary.bytesMoved) : 0.0;
  if (!task.inputs.empty())
    summary.dtype = dtypeName(task.inputs[0].dtype);
  summary.precision = task.precision;
  return summary;
}

RankerParams rankerParams(const Candidate &candidate) {
  RankerParams params;
  params.block = candidate.params.blockSize;
  params.vector = candidate.params.vectorWidth;
  params.warpPerRow = candidate.params.warpPerRow;
  params.maxCached = candidate.params.maxCachedPerThread;
  params.gemmAlgo = candidate.params.gemmAlgo;
  const nlohmann::json &f = candidate.features;
  if (f.is_object() && f.contains("conv_engine") && f["conv_engine"].is_number())
    params.convEngine = int(f["conv_engine"].get<double>());
  if (f.is_object() && f.contains("conv_bias_fused") && f["conv_bias_fused"].is_number())
    params.convBiasFused = f["conv_bias_fused"].get<double>() != 0 ? 1 : 0;
  return params;
}

std::vector<double> rankerFeatures(const TaskSummary &task, const RankerParams &params) {
  static const std::map<std::string, int> dtypes = {{"f32", 0}, {"f16", 1}, {"bf16", 2}};
  static const std::map<std::string, int> precisions = {
      {"fp32", 0}, {"tf32", 1}, {"bf16", 2}, {"fp16", 3}};
  auto code = [](const std::map<std::string, int> &codes, const std::string &name) {
    auto it = codes.find(name);
    return it == codes.end() ? -1.0 : double(it->second);
  };
  int64_t convs = 0;
  for (const std::string &op : task.ops)
    convs += op.find("conv") != std::string::npos ? 1 : 0;
  int dtypeBytes = task.dtype == "f16" || task.dtype == "bf16" ? 2 : 4;
  double lanes = double((params.warpPerRow ? 32 : params.block) * params.vector);
  return {double(task.ops.size()),
          double(count(task.ops, OpClass::Elementwise)),
          double(count(task.ops, OpClass::Reduction)),
          double(count(task.ops, OpClass::Row)),
          double(count(task.ops, OpClass::Library)),
          double(task.gemms),
          double(convs),
          double(task.inputs),
          double(task.outputs),
          double(task.bytesMoved),
          double(task.outElements),
          double(task.gemmFlops),
          task.arithmeticIntensity,
          double(task.maxReductionLength),
          code(dtypes, task.dtype),
          code(precisions, task.precision),
          double(params.block),
          double(params.vector),
          params.warpPerRow ? 1.0 : 0.0,
          double(params.maxCached),
          task.gemms > 0 ? double(params.gemmAlgo) : -1.0,
          double(params.convEngine),
          double(params.convBiasFused),
          double(task.outElements) / double(params.block * params.vector),
          double(task.maxReductionLength) / lanes,
          double(params.vector * dtypeBytes)};
}

} // namespace cuagent
