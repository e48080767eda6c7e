//===- cuagent-aot.cpp - Build a kernel cache for a TorchScript model ------===//
//
//   cuagent-aot model.pt --input 8x1024:f32 [--input ...] [--device cuda|cpu]
//               --cache DIR -o optimized.pt [--deny aten::gelu] [--strict]
//
// Runs cuagent::optimize on random inputs of the given shapes so that the
// cache directory holds a verified plan for every group; ship it with the
// saved module and point CUAGENT_CACHE_DIR at it on the target machine.
//
//===----------------------------------------------------------------------===//
#include "cuagent/TorchScript/Optimize.h"

#include <torch/cuda.h>
#include <torch/script.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <sstream>
#include <string>
#include <vector>

namespace {

void usage(FILE *out) {
  std::fprintf(
      out, "usage: cuagent-aot MODEL.pt --input SHAPE:DTYPE [--input ...] --cache DIR "
           "-o OUT.pt\n"
           "                   [--device cuda|cpu] [--worker PATH] [--worker-timeout S]\n"
           "                   [--min-group-size N] [--deny SCHEMA] [--strict] [--quiet]\n"
           "  SHAPE is like 8x1024; DTYPE is f32, f16, bf16 or b8 (a bool mask; default f32).\n");
}

[[noreturn]] void die(const std::string &message) {
  std::fprintf(stderr, "cuagent-aot: error: %s\n", message.c_str());
  std::exit(2);
}

/// A number flag: the whole text must parse, and it must lie in [min, max].
double numberFlag(const std::string &flag, const std::string &text, double min, double max) {
  char *end = nullptr;
  errno = 0;
  double value = std::strtod(text.c_str(), &end);
  if (text.empty() || *end || errno == ERANGE || !(value >= min && value <= max))
    die(flag + " must be a number between " + std::to_string(min) + " and " + std::to_string(max) +
        ", got '" + text + "'");
  return value;
}

at::Tensor randomInput(const std::string &text, const std::string &device) {
  std::string shapeText = text, dtypeText = "f32";
  if (size_t colon = text.find(':'); colon != std::string::npos) {
    shapeText = text.substr(0, colon);
    dtypeText = text.substr(colon + 1);
  }
  std::vector<int64_t> shape;
  std::stringstream stream(shapeText);
  std::string dim;
  while (std::getline(stream, dim, 'x')) {
    char *end = nullptr;
    errno = 0;
    long long value = std::strtoll(dim.c_str(), &end, 10);
    if (dim.empty() || *end || value < 0 || errno == ERANGE)
      die("bad --input '" + text + "': the shape must look like 8x1024");
    shape.push_back(value);
  }
  at::ScalarType dtype;
  if (dtypeText == "f32")
    dtype = at::kFloat;
  else if (dtypeText == "f16")
    dtype = at::kHalf;
  else if (dtypeText == "bf16")
    dtype = at::kBFloat16;
  else if (dtypeText == "b8") // a mask: true for about half the elements
    return torch::rand(shape, at::TensorOptions().device(device)) > 0.5;
  else
    die("bad --input '" + text + "': the dtype must be f32, f16, bf16 or b8");
  return torch::randn(shape, at::TensorOptions().dtype(dtype).device(device));
}

} // namespace

static int toolMain(int argc, char **argv) {
  std::string modelPath, outPath, device = "cuda";
  std::vector<std::string> inputs;
  cuagent::OptimizeOptions options;
  bool quiet = false;
  for (int i = 1; i < argc; ++i) {
    std::string arg = argv[i];
    auto value = [&]() -> std::string {
      if (i + 1 >= argc)
        die(arg + " needs a value");
      return argv[++i];
    };
    if (arg == "-h" || arg == "--help") {
      usage(stdout);
      return 0;
    } else if (arg == "--input") {
      inputs.push_back(value());
    } else if (arg == "--device") {
      device = value();
    } else if (arg == "--cache") {
      options.cacheDir = value();
    } else if (arg == "-o" || arg == "--output") {
      outPath = value();
    } else if (arg == "--worker") {
      options.workerPath = value();
    } else if (arg == "--worker-timeout") {
      options.workerTimeoutSeconds = numberFlag(arg, value(), 1e-3, 1e6);
    } else if (arg == "--min-group-size") {
      std::string text = value();
      double size = numberFlag(arg, text, 1, 1e6);
      if (size != double(size_t(size)))
        die(arg + " must be a whole number, got '" + text + "'");
      options.minGroupSize = size_t(size);
    } else if (arg == "--deny") {
      options.denyList.insert(value());
    } else if (arg == "--strict") {
      options.strict = true;
    } else if (arg == "--quiet") {
      quiet = true;
    } else if (!arg.empty() && arg[0] == '-') {
      usage(stderr);
      die("unknown option '" + arg + "'");
    } else if (modelPath.empty()) {
      modelPath = arg;
    } else {
      die("more than one model given ('" + modelPath + "' and '" + arg + "')");
    }
  }
  if (modelPath.empty() || outPath.empty() || inputs.empty() || options.cacheDir.empty()) {
    usage(stderr);
    die("MODEL.pt, --input, --cache and -o are required");
  }
  if (device != "cuda" && device != "cpu")
    die("--device must be cuda or cpu");
  if (device == "cuda" && !torch::cuda::is_available())
    die("--device cuda, but no CUDA device is available; kernels can only be verified on a GPU "
        "(use --device cpu to write tasks and a patched model anyway)");
  options.verbose = !quiet;
  try {
    torch::NoGradGuard noGrad;
    torch::jit::Module module = torch::jit::load(modelPath, torch::Device(device));
    std::vector<torch::jit::IValue> values;
    for (const std::string &input : inputs)
      values.push_back(randomInput(input, device));
    cuagent::OptimizeResult result = cuagent::optimize(module, values, options);
    result.module.save(outPath);
    size_t verified = 0;
    for (const nlohmann::json &group : result.report["groups"])
      verified += group.value("status", "") == "verified";
    std::printf("%s\n", result.report.dump(2).c_str());
    std::fprintf(stderr, "cuagent-aot: %zu of %zu group(s) verified; wrote %s (cache %s)\n",
                 verified, result.report["groups"].size(), outPath.c_str(),
                 options.cacheDir.c_str());
  } catch (const c10::Error &error) {
    die(error.what_without_backtrace());
  } catch (const std::exception &error) {
    die(error.what());
  }
  return 0;
}

/// Nothing escapes as an abort: any exception ends the tool with a one-line
/// error and exit code 2.
int main(int argc, char **argv) {
  try {
    return toolMain(argc, argv);
  } catch (const std::exception &error) {
    std::fprintf(stderr, "cuagent-aot: error: internal: %s\n", error.what());
  } catch (...) {
    std::fprintf(stderr, "cuagent-aot: error: internal: unknown exception\n");
  }
  return 2;
}
