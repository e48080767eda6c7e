//===- Ops.cpp - The cuagent:: TorchScript operators -----------------------===//
//
// Python reaches everything through these ops (torch.ops.cuagent.*), so the
// library needs no pybind11 and works with any Python that has torch.
//
//===----------------------------------------------------------------------===//
#include "cuagent/TorchScript/Optimize.h"
#include "cuagent/TorchScript/Runtime.h"
#include "cuagent/TorchScript/Specialize.h"

#include <torch/library.h>
#include <torch/script.h>

namespace {

/// Runs an op's body with every C++ exception turned into a c10::Error, the
/// type PyTorch's own ops throw and its Python binding translates: other
/// exception types leaving a custom op crashed the process on torch
/// 2.11.0+cu130 with a library built by g++ 13 (docs/decisions.md #30).
template <typename Body> auto translated(const char *op, Body &&body) -> decltype(body()) {
  std::string message;
  try {
    return body();
  } catch (const c10::Error &) {
    throw;
  } catch (const std::exception &error) {
    message = error.what();
  } catch (...) {
    message = "an unknown C++ exception";
  }
  TORCH_CHECK(false, "cuagent.", op, ": ", message);
}

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

// Strings arrive as views of the graph's constants: the guard and run_group
// run on every call of a patched group, and copying a key and a signature
// would allocate each time.
bool guardOp(std::vector<at::Tensor> inputs, std::string_view key, std::string_view signature) {
  return translated("guard", [&] { return cuagent::guardGroup(inputs, key, signature); });
}

/// The whole-graph guard of a shape-specialized forward (Specialize.h).
bool inputsMatchOp(std::vector<at::Tensor> inputs, std::vector<int64_t> spec) {
  return translated("inputs_match", [&] { return cuagent::inputsMatch(inputs, spec); });
}

bool sizesMatchOp(std::vector<at::Tensor> inputs, std::vector<int64_t> sizes) {
  return translated("sizes_match", [&] { return cuagent::sizesMatch(inputs, sizes); });
}

std::tuple<bool, std::vector<at::Tensor>>
runGroupOp(std::vector<at::Tensor> inputs, std::string_view key, std::string_view cacheDir) {
  return translated("run_group", [&] { return cuagent::runGroup(inputs, key, cacheDir); });
}

std::string statsOp() {
  return translated("stats", [] { return cuagent::runtimeStatsJson(); });
}

void resetOp() {
  translated("reset", [] { cuagent::resetRuntime(); });
}

/// For tests: throws an exception of the named kind ("std", "c10", "json",
/// "int") so that a test can check each reaches Python as a RuntimeError.
void raiseForTestOp(std::string kind) {
  translated("_raise_for_test", [&] {
    if (kind == "std")
      throw std::runtime_error("a std::runtime_error, as asked");
    if (kind == "c10")
      TORCH_CHECK(false, "a c10::Error, as asked");
    if (kind == "json")
      (void)nlohmann::json::parse("{", nullptr, true);
    if (kind == "int")
      throw 7;
  });
}

// Example inputs are forward's arguments of any type (tensors, scalars,
// lists, tuples, None), hence Any[].
std::string optimizeFileOp(std::string inPath, std::string outPath, c10::List<c10::IValue> inputs,
                           std::string optionsJson) {
  return translated("optimize_file", [&] {
    cuagent::OptimizeOptions options = parseOptions(optionsJson);
    torch::jit::Module module = torch::jit::load(inPath);
    cuagent::OptimizeResult result = cuagent::optimize(module, toIValues(inputs), options);
    result.module.save(outPath);
    return result.report.dump();
  });
}

std::string partitionFileOp(std::string inPath, c10::List<c10::IValue> inputs,
                            std::string optionsJson) {
  return translated("partition_file", [&] {
    cuagent::OptimizeOptions options = parseOptions(optionsJson);
    torch::jit::Module module = torch::jit::load(inPath);
    return cuagent::partitionModule(module, toIValues(inputs), options).dump();
  });
}

} // namespace

TORCH_LIBRARY(cuagent, m) {
  m.def("guard(Tensor[] inputs, str key, str signature) -> bool", guardOp);
  m.def("inputs_match(Tensor[] inputs, int[] spec) -> bool", inputsMatchOp);
  m.def("sizes_match(Tensor[] inputs, int[] sizes) -> bool", sizesMatchOp);
  m.def("run_group(Tensor[] inputs, str key, str cache_dir) -> (bool, Tensor[])", runGroupOp);
  m.def("stats() -> str", statsOp);
  m.def("reset() -> ()", resetOp);
  m.def("optimize_file(str in_path, str out_path, Any[] inputs, str options_json) -> str",
        optimizeFileOp);
  m.def("partition_file(str in_path, Any[] inputs, str options_json) -> str", partitionFileOp);
  m.def("_raise_for_test(str kind) -> ()", raiseForTestOp);
}
