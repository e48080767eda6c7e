//===- Ops.cpp - The cuagent:: TorchScript operators -----------------------===//
//
// Python reaches everything through these ops (torch.ops.cuagent.*), so the
// library needs no pybind11 and works with any Python that has torch.
//
//===----------------------------------------------------------------------===//
#include "cuagent/TorchScript/Optimize.h"
#include "cuagent/TorchScript/Runtime.h"

#include <torch/library.h>
#include <torch/script.h>

namespace {

std::vector<torch::jit::IValue> toIValues(const c10::List<c10::IValue> &inputs) {
  std::vector<torch::jit::IValue> values;
  values.reserve(inputs.size());
  for (const c10::IValue &value : inputs)
    values.push_back(value);
  return values;
}

cuagent::OptimizeOptions parseOptions(const std::string &text) {
  nlohmann::json options =
      text.empty() ? nlohmann::json::object() : nlohmann::json::parse(text, nullptr, false);
  TORCH_CHECK(!options.is_discarded(), "cuagent: options_json is not valid JSON");
  return cuagent::optimizeOptionsFromJson(options);
}

bool guardOp(std::vector<at::Tensor> inputs, std::string key, std::string signature) {
  return cuagent::guardGroup(inputs, key, signature);
}

std::tuple<bool, std::vector<at::Tensor>> runGroupOp(std::vector<at::Tensor> inputs,
                                                     std::string key, std::string cacheDir) {
  return cuagent::runGroup(inputs, key, cacheDir);
}

std::string statsOp() { return cuagent::runtimeStatsJson(); }

void resetOp() { cuagent::resetRuntime(); }

// Example inputs are forward's arguments of any type (tensors, scalars,
// lists, tuples, None), hence Any[].
std::string optimizeFileOp(std::string inPath, std::string outPath, c10::List<c10::IValue> inputs,
                           std::string optionsJson) {
  cuagent::OptimizeOptions options = parseOptions(optionsJson);
  torch::jit::Module module = torch::jit::load(inPath);
  cuagent::OptimizeResult result = cuagent::optimize(module, toIValues(inputs), options);
  result.module.save(outPath);
  return result.report.dump();
}

std::string partitionFileOp(std::string inPath, c10::List<c10::IValue> inputs,
                            std::string optionsJson) {
  cuagent::OptimizeOptions options = parseOptions(optionsJson);
  torch::jit::Module module = torch::jit::load(inPath);
  return cuagent::partitionModule(module, toIValues(inputs), options).dump();
}

} // namespace

TORCH_LIBRARY(cuagent, m) {
  m.def("guard(Tensor[] inputs, str key, str signature) -> bool", guardOp);
  m.def("run_group(Tensor[] inputs, str key, str cache_dir) -> (bool, Tensor[])", runGroupOp);
  m.def("stats() -> str", statsOp);
  m.def("reset() -> ()", resetOp);
  m.def("optimize_file(str in_path, str out_path, Any[] inputs, str options_json) -> str",
        optimizeFileOp);
  m.def("partition_file(str in_path, Any[] inputs, str options_json) -> str", partitionFileOp);
}
