// The guard of a patched group on the CPU: the signature's parsed form, each
// kind of miss, the exact old semantics (an oracle), the once-only bad marks,
// counters under concurrent calls, and a printed (not asserted) unit
// benchmark of the per-call check.
#include "cuagent/TorchScript/Runtime.h"

#include <ATen/ATen.h>
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <chrono>
#include <cstdio>
#include <thread>

namespace {

using cuagent::GuardMiss;
using cuagent::GuardSpec;

GuardSpec specOf(const std::vector<at::Tensor> &tensors, size_t numOutputs = 1) {
  std::vector<cuagent::ValueInfo> infos;
  for (const at::Tensor &tensor : tensors)
    infos.push_back({tensor.scalar_type(), tensor.sizes().vec(), tensor.strides().vec(),
                     tensor.device(), tensor.is_contiguous()});
  std::vector<const cuagent::ValueInfo *> pointers;
  for (const cuagent::ValueInfo &info : infos)
    pointers.push_back(&info);
  GuardSpec spec;
  EXPECT_TRUE(cuagent::parseSignature(cuagent::encodeSignature(pointers, numOutputs), spec));
  return spec;
}

/// What the guard accepted before it compared against a parsed form: the
/// same device, dtype, sizes and strides, and a 16-byte-aligned pointer.
bool oldGuardPasses(const GuardSpec &spec, const std::vector<at::Tensor> &inputs) {
  if (inputs.size() != spec.inputs.size())
    return false;
  for (size_t i = 0; i < inputs.size(); ++i) {
    const at::Tensor &t = inputs[i];
    if (!t.defined() || t.device() != spec.device || t.scalar_type() != spec.inputs[i].dtype ||
        t.sizes() != spec.inputs[i].sizes || t.strides() != spec.inputs[i].strides ||
        reinterpret_cast<uintptr_t>(t.data_ptr()) % 16 != 0)
      return false;
  }
  return true;
}

nlohmann::json keyStats(const std::string &key) {
  return nlohmann::json::parse(cuagent::runtimeStatsJson())["keys"][key];
}

TEST(RuntimeGuard, ParsesTheEncodedSignature) {
  at::Tensor a = at::randn({8, 1024});
  at::Tensor b = at::randn({1024}, at::kHalf);
  at::Tensor scalar = at::scalar_tensor(1.0, at::kBFloat16);
  at::Tensor targets = at::zeros({8}, at::kLong); // class targets, embedding ids
  GuardSpec spec = specOf({a, b, scalar, targets}, 2);
  EXPECT_EQ(spec.device, c10::Device(c10::kCPU));
  EXPECT_EQ(spec.numOutputs, 2u);
  ASSERT_EQ(spec.inputs.size(), 4u);
  EXPECT_EQ(spec.inputs[3].dtype, at::kLong);
  EXPECT_EQ(spec.inputs[0].sizes, (std::vector<int64_t>{8, 1024}));
  EXPECT_EQ(spec.inputs[0].strides, (std::vector<int64_t>{1024, 1}));
  EXPECT_EQ(spec.inputs[1].dtype, at::kHalf);
  EXPECT_TRUE(spec.inputs[2].sizes.empty() && spec.inputs[2].strides.empty());
  EXPECT_EQ(spec.inputs[2].dtype, at::kBFloat16);

  GuardSpec cuda;
  ASSERT_TRUE(cuagent::parseSignature("cuda:1;1;f32:4x4:4x1", cuda));
  EXPECT_EQ(cuda.device, c10::Device(c10::kCUDA, 1));
  for (const char *bad : {"", "cuda:0", "cuda:0;x;f32:4:1", "cuda:0;1;f64:4:1",
                          "cuda:0;1;f32:4x4:1", "cuda:0;1;f32:4y:1", "gpu:0;1;f32:4:1"}) {
    GuardSpec ignored;
    EXPECT_FALSE(cuagent::parseSignature(bad, ignored)) << bad;
  }
}

TEST(RuntimeGuard, NamesEachKindOfMiss) {
  at::Tensor x = at::randn({64, 256});
  at::Tensor y = at::randn({64, 256});
  GuardSpec spec = specOf({x, y});
  EXPECT_EQ(cuagent::checkGuard(spec, {x, y}), GuardMiss::None);
  EXPECT_EQ(cuagent::checkGuard(spec, {at::randn({64, 256}), at::randn({64, 256})}),
            GuardMiss::None);
  EXPECT_EQ(cuagent::checkGuard(spec, {x}), GuardMiss::Count);
  EXPECT_EQ(cuagent::checkGuard(spec, {x, y, y}), GuardMiss::Count);
  EXPECT_EQ(cuagent::checkGuard(spec, {x, at::Tensor()}), GuardMiss::Undefined);
  EXPECT_EQ(cuagent::checkGuard(spec, {x, at::empty({64, 256}, at::Device(at::kMeta))}),
            GuardMiss::Device);
  EXPECT_EQ(cuagent::checkGuard(spec, {x, y.to(at::kHalf)}), GuardMiss::DType);
  EXPECT_EQ(cuagent::checkGuard(spec, {x, at::randn({64, 128})}), GuardMiss::Sizes);
  EXPECT_EQ(cuagent::checkGuard(spec, {x, y.view({64, 256, 1})}), GuardMiss::Sizes);
  EXPECT_EQ(cuagent::checkGuard(spec, {x, y.flatten()}), GuardMiss::Sizes);
  // Same shape, another layout: a transposed copy, and every other row.
  EXPECT_EQ(cuagent::checkGuard(spec, {x, at::randn({256, 64}).t()}), GuardMiss::Strides);
  EXPECT_EQ(cuagent::checkGuard(spec, {x, at::randn({128, 256}).slice(0, 0, 128, 2)}),
            GuardMiss::Strides);
  // Same shape and strides, 4 bytes past an aligned allocation.
  at::Tensor shifted = at::randn({64 * 256 + 1}).narrow(0, 1, 64 * 256).view({64, 256});
  ASSERT_EQ(shifted.strides(), y.strides());
  EXPECT_EQ(cuagent::checkGuard(spec, {x, shifted}), GuardMiss::Alignment);
  // 16 bytes past it is aligned again.
  at::Tensor aligned = at::randn({64 * 256 + 4}).narrow(0, 4, 64 * 256).view({64, 256});
  EXPECT_EQ(cuagent::checkGuard(spec, {x, aligned}), GuardMiss::None);
  EXPECT_STREQ(cuagent::guardMissName(GuardMiss::Strides), "strides");
}

TEST(RuntimeGuard, AcceptsExactlyWhatTheOldGuardAccepted) {
  at::Tensor base = at::randn({16, 32});
  GuardSpec spec = specOf({base});
  std::vector<at::Tensor> candidates = {
      base,
      at::randn({16, 32}),
      base.clone(at::MemoryFormat::Contiguous),
      base.t().contiguous().t(),
      base.to(at::kHalf),
      base.to(at::kBFloat16),
      base.view({16, 32, 1}),
      base.view({1, 16, 32}).squeeze(0),
      at::randn({16, 33}).narrow(1, 0, 32),
      at::randn({16, 36}).narrow(1, 4, 32),
      at::randn({16 * 32 + 1}).narrow(0, 1, 16 * 32).view({16, 32}),
      at::randn({16 * 32 + 8}).narrow(0, 8, 16 * 32).view({16, 32}),
      at::randn({32, 16}).t(),
      at::empty_strided({16, 32}, {32, 1}),
      at::empty_strided({16, 32}, {0, 1}),
      at::randn({16, 1}).expand({16, 32}),
      at::empty({16, 32}, at::Device(at::kMeta)),
      at::Tensor(),
  };
  int passed = 0;
  for (size_t i = 0; i < candidates.size(); ++i) {
    bool expected = oldGuardPasses(spec, {candidates[i]});
    EXPECT_EQ(cuagent::checkGuard(spec, {candidates[i]}) == GuardMiss::None, expected)
        << "candidate " << i;
    passed += expected;
  }
  EXPECT_GE(passed, 5); // the oracle itself accepts the plain cases
}

TEST(RuntimeGuard, MarksAKeyBadOnceAndFallsBack) {
  cuagent::resetRuntime();
  std::vector<at::Tensor> inputs = {at::randn({4, 4})};
  // Optimized on the CPU: no cuagent kernels here, ever.
  EXPECT_FALSE(cuagent::guardGroup(inputs, "cpu-key", "cpu;1;f32:4x4:4x1"));
  EXPECT_FALSE(cuagent::guardGroup(inputs, "cpu-key", "cpu;1;f32:4x4:4x1"));
  nlohmann::json stats = keyStats("cpu-key");
  EXPECT_TRUE(stats["bad"].get<bool>());
  EXPECT_EQ(stats["reason"].get<std::string>().rfind("NoGpu", 0), 0u) << stats;
  EXPECT_EQ(stats["fallbacks"], 2);

  EXPECT_FALSE(cuagent::guardGroup(inputs, "bad-sig", "cuda:0;1;f32:4x4"));
  EXPECT_NE(keyStats("bad-sig")["reason"].get<std::string>().find("malformed"), std::string::npos);

  // run_group without a passing guard is a graph error: the key goes bad.
  auto [ok, outputs] = cuagent::runGroup(inputs, "no-guard", "/nonexistent");
  EXPECT_FALSE(ok);
  EXPECT_TRUE(outputs.empty());
  EXPECT_TRUE(keyStats("no-guard")["bad"].get<bool>());

  // A CUDA signature parses here; CPU tensors miss it on the device, and a
  // miss is counted by kind without marking the key bad.
  EXPECT_FALSE(cuagent::guardGroup(inputs, "gpu-key", "cuda:0;1;f32:4x4:4x1"));
  EXPECT_FALSE(cuagent::guardGroup({}, "gpu-key", "cuda:0;1;f32:4x4:4x1"));
  stats = keyStats("gpu-key");
  EXPECT_FALSE(stats["bad"].get<bool>()) << stats;
  EXPECT_EQ(stats["guard_misses"], (nlohmann::json{{"device", 1}, {"count", 1}}));
  cuagent::resetRuntime();
  EXPECT_TRUE(nlohmann::json::parse(cuagent::runtimeStatsJson())["keys"].empty());
}

TEST(RuntimeGuard, CountsEveryCallUnderConcurrentCalls) {
  cuagent::resetRuntime();
  constexpr int kThreads = 8, kCalls = 2000, kKeys = 4;
  std::vector<at::Tensor> inputs = {at::randn({4, 4})};
  std::vector<std::thread> threads;
  for (int t = 0; t < kThreads; ++t)
    threads.emplace_back([&, t] {
      for (int i = 0; i < kCalls; ++i) {
        std::string key = "key" + std::to_string((t + i) % kKeys);
        // Every first call of a key races to parse its signature.
        EXPECT_FALSE(cuagent::guardGroup(inputs, key, "cuda:0;1;f32:4x4:4x1"));
      }
    });
  for (std::thread &thread : threads)
    thread.join();
  nlohmann::json stats = nlohmann::json::parse(cuagent::runtimeStatsJson());
  EXPECT_EQ(stats["fallbacks"], kThreads * kCalls);
  ASSERT_EQ(stats["keys"].size(), size_t(kKeys));
  for (const auto &[key, entry] : stats["keys"].items()) {
    EXPECT_FALSE(entry["bad"].get<bool>()) << key;
    EXPECT_EQ(entry["guard_misses"]["device"], kThreads * kCalls / kKeys) << key;
  }
  cuagent::resetRuntime();
}

/// Not a timed test: prints the per-call cost of the check (the part of the
/// guard that depends on the inputs) for a group of four 2-D inputs.
TEST(RuntimeGuard, PrintsUnitBenchmark) {
  std::vector<at::Tensor> inputs;
  for (int i = 0; i < 4; ++i)
    inputs.push_back(at::randn({64, 256}));
  GuardSpec spec = specOf(inputs);
  constexpr int kCalls = 200000;
  int passed = 0;
  auto start = std::chrono::steady_clock::now();
  for (int i = 0; i < kCalls; ++i)
    passed += cuagent::checkGuard(spec, inputs) == GuardMiss::None;
  double ns =
      std::chrono::duration<double, std::nano>(std::chrono::steady_clock::now() - start).count() /
      kCalls;
  EXPECT_EQ(passed, kCalls);
  cuagent::resetRuntime();
  start = std::chrono::steady_clock::now();
  for (int i = 0; i < kCalls; ++i)
    (void)cuagent::guardGroup(inputs, "bench-key", "cuda:0;1;f32:64x256:256x1");
  double missNs =
      std::chrono::duration<double, std::nano>(std::chrono::steady_clock::now() - start).count() /
      kCalls;
  cuagent::resetRuntime();
  std::printf("guard unit benchmark: checkGuard (4 inputs, pass) %.0f ns/call; guardGroup "
              "(key lookup + check, device miss) %.0f ns/call\n",
              ns, missNs);
}

} // namespace

// The directory optimize wrote to is searched first: a $CUAGENT_CACHE_DIR
// left in the environment (the harness sets one) must not hide the entries
// of a cache_dir= the caller passed, which sent every patched group of a
// harness run to stock kernels.
TEST(RuntimeCacheDirs, SearchesTheBakedDirectoryThenTheEnvironment) {
  using Dirs = std::vector<std::string>;
  EXPECT_EQ(cuagent::cacheDirsToSearch("/a", "/b"), (Dirs{"/a", "/b"}));
  EXPECT_EQ(cuagent::cacheDirsToSearch("/a", "/a"), (Dirs{"/a"}));
  EXPECT_EQ(cuagent::cacheDirsToSearch("/a", nullptr), (Dirs{"/a"}));
  EXPECT_EQ(cuagent::cacheDirsToSearch("/a", ""), (Dirs{"/a"}));
  EXPECT_EQ(cuagent::cacheDirsToSearch("", "/b"), (Dirs{"/b"}));
}
