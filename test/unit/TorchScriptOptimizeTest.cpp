// The C++ entry point, cuagent::optimize, on the CPU: the group is captured,
// a task is compiled by the real worker (not verified: no GPU), the patched
// module falls back to the stock kernels and gives eager's results, and it
// survives a save/load round trip.
#include "cuagent/Support/FileSystem.h"
#include "cuagent/TorchScript/Optimize.h"

#include <gtest/gtest.h>

#include <sstream>

namespace {

torch::jit::Module makeModule() {
  torch::jit::Module module("Chain");
  module.define(R"(
def forward(self, x, b):
    y = torch.relu(x * 2.0 + b)
    z = torch.atan2(y, y)
    return torch.sigmoid(z - 1.0) * 3.0
)");
  return module;
}

TEST(TorchScriptOptimize, CapturesCompilesAndFallsBackOnCpu) {
  auto dir = cuagent::makeTempDir("cuagent-optimize-test-");
  ASSERT_TRUE(dir);
  cuagent::OptimizeOptions options;
  options.cacheDir = *dir + "/cache";
  options.workerPath = CUAGENT_TEST_WORKER;
  options.patchAll = true;
  torch::jit::Module module = makeModule();
  std::vector<torch::jit::IValue> inputs = {torch::randn({16, 32}), torch::randn({32})};
  testing::internal::CaptureStderr();
  cuagent::OptimizeResult result = cuagent::optimize(module, inputs, options);

  // Two groups around the unsupported atan2: (mul, add, relu) and
  // (sub, sigmoid, mul); both compiled and left unverified without a GPU.
  const auto &groups = result.report["groups"];
  ASSERT_EQ(groups.size(), 2u) << result.report.dump(2);
  EXPECT_EQ(groups[0]["ops"].size(), 3u);
  for (const auto &group : groups)
    EXPECT_EQ(group["status"], "unverified") << group.dump();

  for (int seed = 0; seed < 5; ++seed) {
    torch::manual_seed(seed);
    std::vector<torch::jit::IValue> fresh = {torch::randn({16, 32}), torch::randn({32})};
    at::Tensor want = module.forward(fresh).toTensor();
    at::Tensor got = result.module.forward(fresh).toTensor();
    EXPECT_TRUE(torch::allclose(got, want, 1e-5, 1e-5)) << "input set " << seed;
  }
  // No GPU: said once, not per group and not per call.
  std::string log = testing::internal::GetCapturedStderr();
  size_t warnings = 0;
  for (size_t at = log.find("NoGpu"); at != std::string::npos; at = log.find("NoGpu", at + 1))
    ++warnings;
  EXPECT_EQ(warnings, 1u) << log;

  std::stringstream saved;
  result.module.save(saved);
  torch::jit::Module loaded = torch::jit::load(saved);
  std::vector<torch::jit::IValue> fresh = {torch::randn({16, 32}), torch::randn({32})};
  EXPECT_TRUE(torch::allclose(loaded.forward(fresh).toTensor(), module.forward(fresh).toTensor(),
                              1e-5, 1e-5));
  cuagent::removeAllQuietly(*dir);
}

TEST(TorchScriptOptimize, UnknownOptionIsAClearError) {
  try {
    cuagent::optimizeOptionsFromJson(nlohmann::json{{"min_group_sise", 3}});
    FAIL() << "an unknown option was accepted";
  } catch (const c10::Error &error) {
    EXPECT_NE(std::string(error.what()).find("min_group_sise"), std::string::npos) << error.what();
  }
}

} // namespace
