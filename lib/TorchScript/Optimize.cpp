//===- Optimize.cpp - cuagent::optimize ------------------------------------===//
#include "cuagent/TorchScript/Optimize.h"

#include "cuagent/Cache/KernelCache.h"
#include "cuagent/Support/Clock.h"
#include "cuagent/Support/FileSystem.h"
#include "cuagent/Support/GpuLock.h"
#include "cuagent/TorchScript/BroadcastTensors.h"
#include "cuagent/TorchScript/Decompositions.h"
#include "cuagent/TorchScript/Einsum.h"
#include "cuagent/TorchScript/FlattenNorms.h"
#include "cuagent/TorchScript/FrozenAttributes.h"
#include "cuagent/TorchScript/FrozenConstants.h"
#include "cuagent/TorchScript/NativeAttention.h"
#include "cuagent/TorchScript/Partition.h"
#include "cuagent/TorchScript/Patch.h"
#include "cuagent/TorchScript/Race.h"
#include "cuagent/TorchScript/Runtime.h"
#include "cuagent/TorchScript/ScalarConstants.h"
#include "cuagent/TorchScript/ShapeOf.h"
#include "cuagent/TorchScript/Shuffles.h"
#include "cuagent/TorchScript/Specialize.h"
#include "cuagent/TorchScript/Split.h"
#include "cuagent/TorchScript/TaskBuilder.h"
#include "cuagent/TorchScript/UnpackSplits.h"
#include "cuagent/TorchScript/Worker.h"

#include <torch/csrc/jit/passes/dead_code_elimination.h>
#include <torch/csrc/jit/passes/remove_mutation.h>
#include <torch/csrc/jit/passes/variadic_ops.h>
#include <torch/library.h>

#include <algorithm>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <functional>
#include <mutex>
#include <optional>
#include <set>
#include <sstream>
#include <unordered_map>

namespace cuagent {
namespace jit = torch::jit;
using json = nlohmann::json;
namespace fs = std::filesystem;

namespace {
/// Rejects an option's value unless `ok`: "must be <what>".
using Expect = std::function<void(bool, const char *)>;

/// One optimize option: its name, and how it checks and stores a JSON
/// value.
struct OptionRow {
  const char *name;
  void (*set)(const json &item, OptimizeOptions &options, const Expect &expect);
};

/// A path, or null for the default; "" is a mistake, not a request for
/// the default, so the message says what null does.
std::optional<std::string> optionalPath(const json &item, const Expect &expect, const char *what) {
  expect(item.is_null() || (item.is_string() && !item.get<std::string>().empty()), what);
  return item.is_string() ? std::optional<std::string>(item.get<std::string>()) : std::nullopt;
}

bool boolOption(const json &item, const Expect &expect, const char *what = "a bool") {
  expect(item.is_boolean(), what);
  return item.get<bool>();
}

/// A plain bool option stored in `Field`.
template <bool OptimizeOptions::*Field>
void setBool(const json &item, OptimizeOptions &options, const Expect &expect) {
  options.*Field = boolOption(item, expect);
}

/// Every option cuagent.optimize takes, in the order the error for an
/// unknown one lists them.
const OptionRow kOptionRows[] = {
    {"cache_dir",
     [](const json &item, OptimizeOptions &o, const Expect &expect) {
       if (auto path = optionalPath(item, expect,
                                    "a non-empty directory path (or None for $CUAGENT_CACHE_DIR, "
                                    "else ~/.cache/cuagent)"))
         o.cacheDir = *path;
     }},
    {"min_group_size",
     [](const json &item, OptimizeOptions &o, const Expect &expect) {
       expect(item.is_number_integer() && item.get<int64_t>() >= 1 &&
                  item.get<int64_t>() <= 1000000,
              "an integer between 1 and 1000000");
       o.minGroupSize = item.get<size_t>();
     }},
    {"deny_list",
     [](const json &item, OptimizeOptions &o, const Expect &expect) {
       expect(item.is_array() || item.is_null(), "a list of ATen schema names");
       for (const json &schema : item) {
         expect(schema.is_string(), "a list of ATen schema names");
         o.denyList.insert(schema.get<std::string>());
       }
     }},
    {"strict", setBool<&OptimizeOptions::strict>},
    {"worker_path",
     [](const json &item, OptimizeOptions &o, const Expect &expect) {
       if (auto path = optionalPath(item, expect,
                                    "a non-empty path to cuagent-compile (or None to look for it)"))
         o.workerPath = *path;
     }},
    {"worker_timeout_s",
     [](const json &item, OptimizeOptions &o, const Expect &expect) {
       expect(item.is_number() && item.get<double>() > 0 && item.get<double>() <= 1e6,
              "a positive number of seconds (at most 1e6)");
       o.workerTimeoutSeconds = item.get<double>();
     }},
    {"candidate_timeout_s",
     [](const json &item, OptimizeOptions &o, const Expect &expect) {
       expect(item.is_null() ||
                  (item.is_number() && item.get<double>() > 0 && item.get<double>() <= 86400),
              "a positive number of seconds (at most 86400), or None for the worker's default");
       if (item.is_number())
         o.candidateTimeoutSeconds = item.get<double>();
     }},
    {"policy",
     [](const json &item, OptimizeOptions &o, const Expect &expect) {
       expect(item.is_string() && !item.get<std::string>().empty(),
              "a policy name: \"builtin\" or \"file:<candidates.json>\"");
       o.policy = item.get<std::string>();
     }},
    {"verbose", setBool<&OptimizeOptions::verbose>},
    {"task_dir",
     [](const json &item, OptimizeOptions &o, const Expect &expect) {
       if (auto path = optionalPath(
               item, expect, "a non-empty directory path (or None for a temporary directory)"))
         o.taskDir = *path;
     }},
    {"patch_all", setBool<&OptimizeOptions::patchAll>},
    {"retry_parts", setBool<&OptimizeOptions::retryParts>},
    {"decompose_attention",
     [](const json &item, OptimizeOptions &o, const Expect &expect) {
       o.decomposeAttention = boolOption(item, expect);
     }},
    {"min_speedup",
     [](const json &item, OptimizeOptions &o, const Expect &expect) {
       expect(item.is_number() && item.get<double>() >= 0, "a number >= 0");
       o.minSpeedup = item.get<double>();
     }},
    {"precision",
     [](const json &item, OptimizeOptions &o, const Expect &expect) {
       expect(item.is_string() &&
                  (item.get<std::string>() == "fp32" || item.get<std::string>() == "tf32"),
              "\"fp32\" (strict, the default) or \"tf32\" (TF32 tensor cores for GEMMs)");
       o.precision = item.get<std::string>();
     }},
    {"fp32_emulation",
     [](const json &item, OptimizeOptions &o, const Expect &expect) {
       o.fp32Emulation =
           boolOption(item, expect, "a bool (False: cuBLAS's and cuDNN's fp32 kernels only)");
     }},
    {"batch_tiling",
     [](const json &item, OptimizeOptions &o, const Expect &expect) {
       o.batchTiling =
           boolOption(item, expect, "a bool (False: a group over the memory cap stays stock)");
     }},
    {"max_memory_ratio",
     [](const json &item, OptimizeOptions &o, const Expect &expect) {
       expect(item.is_number() && (item.get<double>() == 0 || item.get<double>() >= 1),
              "a number >= 1 (a patched group's memory at most this times stock's; default "
              "1.2) or 0 (no cap)");
       o.maxMemoryRatio = item.get<double>();
     }},
    {"memory_budget",
     [](const json &item, OptimizeOptions &o, const Expect &expect) {
       expect(item.is_number() && item.get<double>() > 0 && item.get<double>() <= 1,
              "a fraction of the free GPU memory and disk in (0, 1] (default 0.8)");
       o.memoryBudget = item.get<double>();
     }},
    {"sanitize",
     [](const json &item, OptimizeOptions &o, const Expect &expect) {
       // The worker validates the names (--sanitize) and says which is wrong.
       expect(item.is_null() || (item.is_string() && !item.get<std::string>().empty()),
              "a comma list of compute-sanitizer tools such as \"racecheck,initcheck\" "
              "(memcheck, racecheck, initcheck, synccheck), or None");
       if (item.is_string())
         o.sanitize = item.get<std::string>();
     }},
};

std::string knownOptionNames() {
  std::string names;
  for (const OptionRow &row : kOptionRows)
    names += std::string(names.empty() ? "" : ", ") + row.name;
  return names;
}
} // namespace

OptimizeOptions optimizeOptionsFromJson(const json &value) {
  TORCH_CHECK(value.is_object(), "cuagent: options must be a JSON object");
  OptimizeOptions options;
  for (const auto &[name, item] : value.items()) {
    const OptionRow *row = nullptr;
    for (const OptionRow &candidate : kOptionRows)
      if (name == candidate.name)
        row = &candidate;
    TORCH_CHECK(row, "cuagent: unknown option '", name, "'; known options: ", knownOptionNames());
    row->set(item, options, [&](bool ok, const char *what) {
      TORCH_CHECK(ok, "cuagent: option '", name, "' must be ", what);
    });
  }
  return options;
}

namespace {

/// The prefixes of the temporary folders optimize and the Python package
/// create in $TMPDIR (makeOwnedTempDir): swept when their owner is gone.
const std::vector<std::string> kOwnedTempPrefixes = {"cuagent-tasks-", "cuagent-io-",
                                                     "cuagent-sanitize-"};

/// Stops optimize when a termination signal's handler let the process go on
/// (Python's SIGINT handler raises KeyboardInterrupt after the op returns).
void checkInterrupted() {
  if (int signal = cleanupSignal())
    TORCH_CHECK(false, "cuagent: optimize was interrupted by signal ", signal, " (",
                strsignal(signal), "); its task folders were removed");
}

jit::Module freezeModule(const jit::Module &module) {
  // An in-place clone shares the tensors but not the module objects, so
  // eval() leaves the caller's module as it was. A deep clone would copy each
  // tensor alone and split views of one buffer (nn.LSTM's flat cuDNN weights)
  // into separate storages: cuDNN then compacts the weights on every call,
  // the host-side cost that made unpatched RNN modules slower than stock.
  jit::Module copy = module.clone(/*inplace=*/true);
  copy.eval();
  return jit::freeze(copy);
}

/// Checks the example inputs against forward's schema and appends the
/// defaults of trailing arguments left out, as a Python call would. A wrong
/// count is the caller's mistake and gets an error that lists the signature
/// (the interpreter would only assert).
std::vector<jit::IValue> completeExampleInputs(const jit::Module &module,
                                               std::vector<jit::IValue> inputs) {
  auto method = module.find_method("forward");
  TORCH_CHECK(method, "cuagent: the module has no forward method to optimize");
  const c10::FunctionSchema &schema = method->function().getSchema();
  const std::vector<c10::Argument> &arguments = schema.arguments();
  size_t expected = arguments.empty() ? 0 : arguments.size() - 1; // without self
  std::string signature;
  for (size_t i = 1; i < arguments.size(); ++i)
    signature += (i > 1 ? ", " : "") + arguments[i].name() + ": " + arguments[i].type()->str() +
                 (arguments[i].default_value() ? " = ..." : "");
  TORCH_CHECK(inputs.size() <= expected, "cuagent: forward(", signature, ") takes ", expected,
              " argument(s) but ", inputs.size(),
              " example input(s) were given; pass one example value per argument");
  for (size_t i = inputs.size(); i < expected; ++i) {
    const c10::Argument &argument = arguments[i + 1];
    TORCH_CHECK(argument.default_value(), "cuagent: forward(", signature, ") needs a value for '",
                argument.name(), "' (argument ", i + 1, ", no default) but only ", inputs.size(),
                " example input(s) were given; pass one example value per argument");
    inputs.push_back(*argument.default_value());
  }
  return inputs;
}

struct Prepared {
  jit::Module frozen;
  std::shared_ptr<jit::Graph> graph;
  ValueInfos infos;
  PartitionResult partition;
  /// Set when shape queries were folded (Specialize.h): the graph before,
  /// and the inputs (sizes, device, dtype) it now runs only for.
  std::shared_ptr<jit::Graph> original;
  std::vector<int64_t> inputSpec;
  std::vector<FixedInput> fixedInputs;        // None and bool arguments made constants
  std::vector<InputIdentity> inputIdentities; // `a is b` of two inputs made constants
  size_t foldedQueries = 0;
  size_t widenedBools = 0; // frozen bool masks that entered a group
  size_t unfoldedConstants = 0; // frozen transposed weights that entered a group
  size_t unpackedSplits = 0; // split/chunk/unbind lists made slices (UnpackSplits.h)
  size_t sizedAsOps = 0;     // expand_as, view_as, reshape_as made sized ops (ShapeOf.h)
  size_t broadcastLists = 0; // broadcast_tensors made expands (BroadcastTensors.h)
  size_t scalarizedConstants = 0; // traced number operands made Scalars (ScalarConstants.h)
  size_t shuffles = 0; // pixel/channel shuffles made reshape-permute-reshape (Shuffles.h)
  size_t einsums = 0;  // einsums made permute-reshape-matmul (Einsum.h)
  size_t flattenedNorms = 0; // norms over trailing dims made one-dim (FlattenNorms.h)
  size_t frozenAttributes = 0; // attribute reads freezing left, made constants (FrozenAttributes.h)
  size_t nativeAttention = 0;  // fused transformer ops spelled out (NativeAttention.h)
  size_t decomposed = 0;       // mv, addbmm, bilinear, ... as their ops (Decompositions.h)
};

/// Folds the graph's shape queries, profiling again after each pass: ops
/// that sat inside now-constant branches are top-level values now, and
/// their own queries (the second of two InstanceNorms) fold in the next
/// pass. Returns how many folded.
size_t foldShapeQueries(Prepared &prepared, const std::vector<jit::IValue> &stack) {
  size_t total = 0;
  for (int pass = 0; pass < 4; ++pass) {
    size_t folded = specializeShapes(prepared.graph, prepared.infos);
    if (folded == 0)
      break;
    total += folded;
    GpuExclusiveLock lock;
    prepared.infos = profileGraph(prepared.graph, stack);
  }
  return total;
}

/// Folds the graph's shape queries for the example inputs' sizes after the
/// rewrites that need them folded, and profiles the specialized graph.
void specialize(Prepared &prepared, const std::vector<jit::IValue> &stack) {
  // What a specialized graph falls back to: the frozen graph as it was.
  std::shared_ptr<jit::Graph> original = prepared.graph->copy();
  // `src_mask=None`, `is_causal=False`: constants behind the guard, so the
  // checks on them fold with the shape queries.
  prepared.fixedInputs = fixNoneAndBoolInputs(prepared.graph, stack);
  // `query is key` of two inputs (cross-attention): as in the example call.
  prepared.inputIdentities = fixInputIdentities(prepared.graph, stack);
  // Splits become slices with size-query bounds, which fold just below: the
  // rewrite exists only in the specialized graph (decision 76).
  prepared.unpackedSplits =
      unpackSplitsAsSlices(prepared.graph, sizesFoldable(prepared.graph, prepared.infos));
  // expand_as and its kin read a tensor for its sizes only (ShapeOf.h).
  prepared.sizedAsOps =
      rewriteShapeOfOps(prepared.graph, sizesFoldable(prepared.graph, prepared.infos));
  // Pixel and channel shuffles as reshape, permute, reshape (Shuffles.h).
  prepared.shuffles = rewriteShufflesAsLayout(prepared.graph, prepared.infos,
                                              sizesFoldable(prepared.graph, prepared.infos));
  // Einsums as ATen's own permute, reshape, matmul (Einsum.h).
  prepared.einsums =
      rewriteEinsums(prepared.graph, prepared.infos, sizesFoldable(prepared.graph, prepared.infos));
  // mv, addbmm, bilinear, tensordot, var_mean, ... as their ops (Decompositions.h).
  prepared.decomposed =
      decomposeOps(prepared.graph, prepared.infos, sizesFoldable(prepared.graph, prepared.infos));
  prepared.foldedQueries += foldShapeQueries(prepared, stack);
  // Values no profile has seen: an einsum rewritten without size queries
  // (nothing merged) when nothing folded.
  bool unprofiled = (prepared.einsums || prepared.decomposed) && prepared.foldedQueries == 0;
  // A split whose size was a size query (`qkv.split(c, 2)`, `c` from
  // `x.size()`) has a constant size now, and an einsum of a value the
  // rewrites above made has been profiled.
  size_t lateSplits =
      unpackSplitsAsSlices(prepared.graph, sizesFoldable(prepared.graph, prepared.infos));
  size_t lateEinsums =
      rewriteEinsums(prepared.graph, prepared.infos, sizesFoldable(prepared.graph, prepared.infos));
  // The transformer fast path's ops, top-level once the run-state queries
  // that chose it folded (NativeAttention.h).
  prepared.nativeAttention = rewriteNativeAttention(prepared.graph, prepared.infos,
                                                    sizesFoldable(prepared.graph, prepared.infos));
  size_t lateDecomposed =
      decomposeOps(prepared.graph, prepared.infos, sizesFoldable(prepared.graph, prepared.infos));
  prepared.decomposed += lateDecomposed;
  if (lateSplits + lateEinsums + prepared.nativeAttention + lateDecomposed) {
    prepared.unpackedSplits += lateSplits;
    prepared.einsums += lateEinsums;
    size_t folded = foldShapeQueries(prepared, stack);
    prepared.foldedQueries += folded;
    unprofiled = folded == 0;
  }
  // After the folds, which make `x.shape[1:]` a constant: norms over
  // several trailing dims as one (FlattenNorms.h), for any sizes.
  prepared.flattenedNorms = flattenMultiDimNorms(prepared.graph);
  if (unprofiled || prepared.flattenedNorms) {
    GpuExclusiveLock lock;
    prepared.infos = profileGraph(prepared.graph, stack);
  }
  // An einsum rewritten without size queries is still specific to its
  // operands' ranks (an ellipsis): guarded like the folds.
  if (prepared.foldedQueries == 0 && prepared.einsums == 0 && prepared.decomposed == 0 &&
      prepared.fixedInputs.empty() && prepared.inputIdentities.empty())
    return;
  // The functional losses' broadcast_tensors as expands to the profiled
  // shapes, which the specialized graph's size guard makes constants.
  prepared.broadcastLists = rewriteBroadcastTensors(prepared.graph, prepared.infos);
  if (prepared.broadcastLists) {
    GpuExclusiveLock lock;
    prepared.infos = profileGraph(prepared.graph, stack);
  }
  prepared.original = std::move(original);
  prepared.inputSpec = inputSpec(prepared.graph, prepared.infos);
}

Prepared prepare(const jit::Module &module, std::vector<jit::IValue> inputs,
                 const OptimizeOptions &options, bool log) {
  Prepared prepared;
  prepared.frozen = freezeModule(module);
  prepared.graph = prepared.frozen.get_method("forward").graph();
  // Tensor attributes freezing left as reads (FrozenAttributes.h).
  prepared.frozenAttributes = foldFrozenAttributes(prepared.graph, prepared.frozen);
  // nn.ReLU(inplace=True) and `out += identity` (ResNet blocks) are
  // aten::relu_ and aten::add_, which no group takes: PyTorch's pass makes
  // each its functional op where it proves nothing else sees the mutation
  // (a mutated graph input or alias stays as it is, and stock).
  jit::RemoveTensorMutation(prepared.graph);
  // aten::cat and aten::stack read a Tensor[] built by prim::ListConstruct
  // (and grown by aten::append in DenseNet-style loops): PyTorch's passes
  // turn each into prim::VarConcat or prim::VarStack with its tensors as
  // inputs, so it is one node that joins a group like any op (decision 74).
  // The interpreter runs them as cat and stack.
  jit::RemoveListMutationAndUseVariadicCat(prepared.graph);
  jit::RemoveListMutationAndUseVariadicStack(prepared.graph);
  std::vector<jit::IValue> stack;
  stack.reserve(inputs.size() + 1);
  stack.push_back(prepared.frozen._ivalue());
  for (jit::IValue &input : inputs)
    stack.push_back(std::move(input));
  {
    // Profiling runs the model on its device: not beside a harness job's
    // measurement (see GpuLock.h).
    GpuExclusiveLock lock;
    prepared.infos = profileGraph(prepared.graph, stack);
  }
  // Traced `x * 0.5` reads a 0-dim double tensor: mul.Scalar (ScalarConstants.h).
  prepared.scalarizedConstants = scalarizeConstantOperands(prepared.graph, prepared.infos);
  specialize(prepared, stack);
  std::vector<ConstantStandIn> widened = widenBoolConstants(prepared.graph, prepared.infos);
  std::vector<ConstantStandIn> unfolded = unfoldPermutedConstants(prepared.graph, prepared.infos);
  PartitionOptions partitionOptions;
  partitionOptions.denyList = options.denyList;
  partitionOptions.minGroupSize = options.minGroupSize;
  partitionOptions.decomposeAttention = options.decomposeAttention;
  prepared.partition = partitionGraph(prepared.graph, prepared.infos, partitionOptions);
  prepared.widenedBools = restoreUngroupedStandIns(widened, prepared.partition);
  prepared.unfoldedConstants = restoreUngroupedStandIns(unfolded, prepared.partition);
  if (log)
    for (const Fallback &fallback : prepared.partition.fallbacks)
      logOnce("op:" + fallback.schema + ":" + fallbackReasonName(fallback.reason),
              fallback.schema + " stays on stock kernels: " + fallbackReasonName(fallback.reason) +
                  " (" + fallback.detail + ")");
  return prepared;
}

/// Why a verified kernel is not worth its guard, or "" when it is: the stock
/// time is the subgraph as the TorchScript executor runs it (its fuser often
/// fuses the same chain), and an unknown time never patches.
std::string notFasterReason(const json &group, double minSpeedup) {
  if (minSpeedup <= 0)
    return "";
  double stock = group.value("stock_time_ms", -1.0);
  double kernel = group.value("kernel_time_ms", -1.0);
  if (stock <= 0 || kernel <= 0)
    return "the stock or kernel time is unknown";
  if (stock >= minSpeedup * kernel)
    return "";
  char text[160];
  std::snprintf(text, sizeof text, "kernel %.4f ms vs stock %.4f ms: %.2fx, below min_speedup %.2f",
                kernel, stock, stock / kernel, minSpeedup);
  return text;
}

/// Each tried candidate in one short line, "id ms (N runs)" or "id: why not" (the
/// reason's first 80 characters), so a group record says why it chose what
/// it did without the worker's whole report.
json candidateDigest(const json &candidates) {
  json lines = json::array();
  for (const json &entry : candidates) {
    if (!entry.is_object() || !entry.contains("id") || !entry["id"].is_string())
      continue;
    std::string line = entry["id"].get<std::string>();
    bool verified = entry.value("verified", false);
    double ms = entry.contains("median_ms") && entry["median_ms"].is_number()
                    ? entry["median_ms"].get<double>()
                    : -1.0;
    if (verified && ms > 0) {
      char text[48];
      std::snprintf(text, sizeof text, " %.4f ms", ms);
      line += text;
      // How many timed runs it took (decision 65 stops a converged one early).
      if (entry.contains("trials") && entry["trials"].is_number_integer()) {
        std::snprintf(text, sizeof text, " (%d runs)", entry["trials"].get<int>());
        line += text;
      }
      if (entry.value("over_memory_cap", false))
        line += " (over the memory cap)";
    } else {
      std::string reason = entry.contains("reason") && entry["reason"].is_string()
                               ? entry["reason"].get<std::string>()
                               : std::string("not measured");
      // Long enough for a wrong result's "N of M elements differ".
      line += ": " + reason.substr(0, 240);
    }
    lines.push_back(line);
  }
  return lines;
}

/// The worker's report.json, read defensively: every field may be missing.
void copyKernelReport(const json &report, json &group) {
  if (!report.is_object())
    return;
  if (report.contains("stock_time_ms") && report["stock_time_ms"].is_number())
    group["stock_time_ms"] = report["stock_time_ms"];
  if (report.contains("best") && report["best"].is_object()) {
    const json &best = report["best"];
    if (best.contains("median_ms") && best["median_ms"].is_number())
      group["kernel_time_ms"] = best["median_ms"];
    if (best.contains("candidate") && best["candidate"].is_string())
      group["candidate"] = best["candidate"];
    if (best.contains("reward") && best["reward"].is_number())
      group["reward"] = best["reward"];
  }
  if (report.contains("candidates") && report["candidates"].is_array()) {
    group["candidates_tried"] = report["candidates"].size();
    group["candidates"] = candidateDigest(report["candidates"]);
  }
  if (report.contains("memory") && report["memory"].is_object())
    group["memory"] = report["memory"];
  // The chunk counts tried when no whole plan fit the memory cap (decision 69).
  if (report.contains("batch_tiling") && report["batch_tiling"].is_array())
    group["batch_tiling"] = report["batch_tiling"];
  if (report.contains("seconds") && report["seconds"].is_object())
    group["worker_seconds"] = report["seconds"];
}

/// Whether `entry` satisfies a request for the compute-sanitizer tools in
/// `tools` (a comma list): a verified entry must list each in its report's
/// "sanitizer"; a rejected or unverified one stands (the sanitizer can only
/// reject more).
bool sanitizerCovers(const CacheEntry &entry, const std::string &tools) {
  if (tools.empty() || entry.status != EntryStatus::Verified)
    return true;
  const json &report = entry.report;
  if (!report.is_object() || !report.contains("sanitizer") || !report["sanitizer"].is_array())
    return false;
  std::stringstream stream(tools);
  std::string tool;
  while (std::getline(stream, tool, ',')) {
    tool.erase(0, tool.find_first_not_of(" \t"));
    tool.erase(tool.find_last_not_of(" \t") + 1);
    if (!tool.empty() && std::find(report["sanitizer"].begin(), report["sanitizer"].end(),
                                   json(tool)) == report["sanitizer"].end())
      return false;
  }
  return true;
}

std::string opsText(const json &ops) {
  std::string text;
  for (const json &op : ops)
    text += (text.empty() ? "" : ", ") + op.get<std::string>();
  return text;
}

void printReport(const json &report) {
  std::fprintf(stderr, "cuagent: %zu group(s), cache %s\n", report["groups"].size(),
               report["cache_dir"].get<std::string>().c_str());
  for (const json &group : report["groups"]) {
    double stock = group.value("stock_time_ms", -1.0);
    double kernel = group.value("kernel_time_ms", -1.0);
    std::fprintf(stderr, "  group %-3d %-12s stock %8.4f ms  kernel %8.4f ms  %s%s%s\n",
                 group["index"].get<int>(), group["status"].get<std::string>().c_str(), stock,
                 kernel, opsText(group["ops"]).c_str(),
                 group.value("reason", "").empty() ? "" : "  -- ",
                 group.value("reason", "").c_str());
  }
  for (const json &fallback : report["fallbacks"])
    std::fprintf(stderr, "  stock: %s x%d: %s\n", fallback["op"].get<std::string>().c_str(),
                 fallback.value("count", 1), fallback["reason"].get<std::string>().c_str());
}

} // namespace

/// How many times each of specialize's rewrites fired: the same keys in
/// partition's result and optimize's report.
static void writeRewriteCounts(const Prepared &prepared, json &report) {
  report["folded_shape_queries"] = prepared.foldedQueries;
  report["fixed_inputs"] = prepared.fixedInputs.size();
  report["fixed_identities"] = prepared.inputIdentities.size();
  report["unpacked_splits"] = prepared.unpackedSplits;
  report["sized_as_ops"] = prepared.sizedAsOps;
  report["broadcast_lists"] = prepared.broadcastLists;
  report["scalarized_constants"] = prepared.scalarizedConstants;
  report["shuffles"] = prepared.shuffles;
  report["einsums"] = prepared.einsums;
  report["flattened_norms"] = prepared.flattenedNorms;
  report["frozen_attributes"] = prepared.frozenAttributes;
  report["native_attention"] = prepared.nativeAttention;
  report["decomposed_ops"] = prepared.decomposed;
  report["widened_bool_masks"] = prepared.widenedBools;
  report["unfolded_constants"] = prepared.unfoldedConstants;
}

json partitionModule(jit::Module module, std::vector<jit::IValue> inputs,
                     const OptimizeOptions &options) {
  inputs = completeExampleInputs(module, std::move(inputs));
  Prepared prepared = prepare(module, std::move(inputs), options, /*log=*/false);
  json result = partitionToJson(prepared.partition);
  writeRewriteCounts(prepared, result);
  return result;
}

namespace {
std::string exceptionText(const std::exception &error) {
  if (const auto *c10Error = dynamic_cast<const c10::Error *>(&error))
    return c10Error->what_without_backtrace();
  return error.what();
}

/// A group with a task, to be patched once every group is done.
struct ToPatch {
  size_t group;
  GroupTask task;
};

/// The groups of one optimize call: each group's task is built, its cache
/// entry found or made by the worker, and its verdict recorded in the
/// report; a group that loses is retried as parts, appended to the list.
class GroupCompiler {
public:
  GroupCompiler(Prepared &prepared, const OptimizeOptions &options, std::string cacheDir,
                std::string taskRoot, bool removeTasks)
      : prepared_(prepared), options_(options), cacheDir_(std::move(cacheDir)),
        taskRoot_(std::move(taskRoot)), removeTasks_(removeTasks), cache_(cacheDir_),
        partitionJson_(partitionToJson(prepared.partition)) {
    workerOptions_.workerPath = options.workerPath;
    workerOptions_.timeoutSeconds = options.workerTimeoutSeconds;
    workerOptions_.policy = options.policy;
    workerOptions_.sanitize = options.sanitize;
    if (options.candidateTimeoutSeconds > 0)
      workerOptions_.candidateTimeoutSeconds = options.candidateTimeoutSeconds;
    report_ = json{{"cache_dir", cacheDir_},   {"worker", findWorker(options.workerPath)},
                   {"policy", options.policy}, {"precision", options.precision},
                   {"groups", json::array()},  {"fallbacks", partitionJson_["fallbacks"]}};
  }

  void compileAll() {
    // Parts join the end of the list while it is walked.
    for (size_t g = 0; g < prepared_.partition.groups.size(); ++g)
      compileGuarded(g);
    resolveRaces();
  }

  json &report() { return report_; }
  std::vector<ToPatch> &toPatch() { return toPatch_; }
  const std::vector<std::string> &strictErrors() const { return strictErrors_; }

private:
  /// The group being compiled and its report entry.
  struct Current {
    size_t g;
    json entry;
  };

  void compileGuarded(size_t g);
  void compileOne(Current &current, const std::string &dir);
  Expected<GroupTask> buildTask(Current &current, const Group &group, const std::string &dir,
                                const TaskBuildOptions &buildOptions);
  bool findOrMakeEntry(Current &current, GroupTask &task, const Group &group,
                       const TaskBuildOptions &buildOptions, const std::string &dir,
                       CacheEntry &entry);
  bool judge(Current &current, const CacheEntry &entry, bool &retryParts);
  void giveUp(Current &current, FallbackReason reason, const std::string &status,
              const std::string &message);
  void finish(Current &current, const GroupTask &task, bool verified);
  void queueParts(Current &current);
  json queueGroups(Current &current, std::vector<Group> parts, const char *relation);
  void resolveRaces();
  void unpatchLoser(size_t g, json &entry, const std::string &why);
  TaskBuildOptions taskBuildOptions() const;

  Prepared &prepared_;
  const OptimizeOptions &options_;
  std::string cacheDir_;
  std::string taskRoot_;
  bool removeTasks_;
  KernelCache cache_;
  WorkerOptions workerOptions_;
  json partitionJson_;
  json report_;
  std::vector<ToPatch> toPatch_;
  std::vector<std::string> strictErrors_;
  /// The group each part was split from or raced beside (Race.h).
  std::vector<std::optional<size_t>> parentOf_;
  /// The attention groups raced against the parts beside their attention.
  std::vector<size_t> raced_;
};

void GroupCompiler::giveUp(Current &current, FallbackReason reason, const std::string &status,
                           const std::string &message) {
  size_t g = current.g;
  json &entryJson = current.entry;
  entryJson["status"] = status;
  entryJson["reason"] = std::string(fallbackReasonName(reason)) + ": " + message;
  report_["fallbacks"].push_back(json{{"op", "group" + std::to_string(g)},
                                      {"reason", fallbackReasonName(reason)},
                                      {"detail", message},
                                      {"count", 1}});
  // "No GPU" is one fact about the machine: say it once per process, here
  // or at run time, however many groups there are.
  logOnce(reason == FallbackReason::NoGpu
              ? std::string("no-gpu")
              : std::string("group:") + fallbackReasonName(reason) + ":" + message,
          "group " + std::to_string(g) + " (" + opsText(entryJson["ops"]) +
              ") stays on stock kernels: " + fallbackReasonName(reason) + ": " + message);
  // A verified kernel that is merely not faster is not a failure.
  if (options_.strict && reason != FallbackReason::NotFaster)
    strictErrors_.push_back("group " + std::to_string(g) + " (" + opsText(entryJson["ops"]) +
                            "): " + fallbackReasonName(reason) + ": " + message);
}

/// Records the group; with patch_all, every group that got a task is
/// patched so the module can be shipped before its cache is built.
void GroupCompiler::finish(Current &current, const GroupTask &task, bool verified) {
  bool patch = verified || options_.patchAll;
  current.entry["patched"] = patch;
  if (patch)
    toPatch_.push_back({current.g, task});
  report_["groups"].push_back(current.entry);
}

/// A group that lost to stock, or that no candidate passed, is retried as
/// parts (Split.h); they join the end of the list, each a group like any.
void GroupCompiler::queueParts(Current &current) {
  json indices = queueGroups(
      current,
      splitGroup(prepared_.partition.groups[current.g], prepared_.infos, options_.minGroupSize),
      "part_of");
  if (!indices.empty())
    current.entry["retried_as"] = indices;
}

/// Appends `parts` of the current group to the list (and the partition's
/// report, with `relation` naming the group); their indices.
json GroupCompiler::queueGroups(Current &current, std::vector<Group> parts, const char *relation) {
  json indices = json::array();
  for (Group &part : parts) {
    indices.push_back(prepared_.partition.groups.size());
    json ops = json::array();
    for (const jit::Node *node : part.nodes)
      ops.push_back(schemaName(node));
    partitionJson_["groups"].push_back(json{{"ops", ops}, {relation, current.g}});
    prepared_.partition.groups.push_back(std::move(part));
    parentOf_.resize(prepared_.partition.groups.size());
    parentOf_.back() = current.g;
  }
  return indices;
}

/// Each raced attention group, or the parts beside its attention, is
/// unpatched: whichever saves less against stock (Race.h).
void GroupCompiler::resolveRaces() {
  if (raced_.empty())
    return;
  std::vector<RaceGroup> table(prepared_.partition.groups.size());
  std::unordered_map<size_t, json *> entryOf;
  for (json &entry : report_["groups"]) {
    size_t g = entry.value("index", 0);
    if (g >= table.size())
      continue;
    // Read defensively: a field the worker's report lacked is unknown.
    auto number = [&](const char *key) {
      return entry.contains(key) && entry[key].is_number() ? entry[key].get<double>() : -1.0;
    };
    table[g].patched =
        entry.contains("patched") && entry["patched"].is_boolean() && entry["patched"].get<bool>();
    table[g].stockMs = number("stock_time_ms");
    table[g].kernelMs = number("kernel_time_ms");
    entryOf[g] = &entry;
  }
  for (size_t g = 0; g < table.size() && g < parentOf_.size(); ++g)
    table[g].parent = parentOf_[g];
  for (const RaceVerdict &race : decideRaces(table, raced_)) {
    char text[240];
    std::snprintf(text, sizeof text,
                  "group %zu with its attention decomposed saves %.4f ms against stock, stock "
                  "attention with the ops beside it fused %.4f ms",
                  race.group, race.groupSavingMs, race.partsSavingMs);
    (*entryOf.at(race.group))["race"] =
        json{{"saving_ms", race.groupSavingMs},
             {"parts_saving_ms", race.partsSavingMs},
             {"winner", race.partsWin ? "stock attention" : "decomposed attention"}};
    for (size_t loser : race.losers)
      unpatchLoser(loser, *entryOf.at(loser), text);
  }
}

void GroupCompiler::unpatchLoser(size_t g, json &entry, const std::string &why) {
  toPatch_.erase(std::remove_if(toPatch_.begin(), toPatch_.end(),
                                [&](const ToPatch &item) { return item.group == g; }),
                 toPatch_.end());
  entry["patched"] = false;
  entry["status"] = "lost_race";
  entry["reason"] = std::string(fallbackReasonName(FallbackReason::NotFaster)) + ": " + why;
  report_["fallbacks"].push_back(json{{"op", "group" + std::to_string(g)},
                                      {"reason", fallbackReasonName(FallbackReason::NotFaster)},
                                      {"detail", why},
                                      {"count", 1}});
  logOnce("race:" + std::to_string(g), "group " + std::to_string(g) + " (" + opsText(entry["ops"]) +
                                           ") stays on stock kernels: NotFaster: " + why);
}

TaskBuildOptions GroupCompiler::taskBuildOptions() const {
  TaskBuildOptions buildOptions;
  buildOptions.policy = options_.policy;
  buildOptions.workerPath = options_.workerPath;
  buildOptions.precision = options_.precision;
  buildOptions.fp32Emulation = options_.fp32Emulation;
  buildOptions.batchTiling = options_.batchTiling;
  buildOptions.maxMemoryRatio = options_.maxMemoryRatio;
  // Reference data is only needed on a cache miss (or when the caller keeps
  // the task files); drawing it can take seconds per group.
  buildOptions.withReferences = !removeTasks_;
  // A kept task folder must be re-runnable after this process is gone: its
  // references go through files. Otherwise they stay on the GPU.
  buildOptions.referencesInFiles = !removeTasks_;
  buildOptions.memoryBudget = options_.memoryBudget;
  return buildOptions;
}

/// An exception for one group (a bug, an odd graph) leaves that group stock
/// with a reason; the other groups are unaffected.
void GroupCompiler::compileGuarded(size_t g) {
  Current current{g, json{{"index", int(g)}, {"ops", partitionJson_["groups"][g]["ops"]}}};
  for (const char *relation : {"part_of", "raced_beside"})
    if (partitionJson_["groups"][g].contains(relation))
      current.entry[relation] = partitionJson_["groups"][g][relation];
  size_t groupsBefore = report_["groups"].size();
  checkInterrupted();
  std::string dir = taskRoot_ + "/group" + std::to_string(g);
  // A temporary group folder goes as soon as the group is done: the disk
  // used never exceeds one group's task.
  struct RemoveGroupDir {
    const std::string *path;
    ~RemoveGroupDir() {
      if (path)
        removeAllQuietly(*path);
    }
  } removeGroupDir{removeTasks_ ? &dir : nullptr};
  try {
    compileOne(current, dir);
  } catch (const std::exception &error) {
    checkInterrupted();
    if (report_["groups"].size() > groupsBefore)
      return; // recorded already; the exception came after
    giveUp(current, FallbackReason::InternalError, "internal_error", exceptionText(error));
    report_["groups"].push_back(current.entry);
  }
}

/// The group's task, or the reason it has none (recorded).
Expected<GroupTask> GroupCompiler::buildTask(Current &current, const Group &group,
                                             const std::string &dir,
                                             const TaskBuildOptions &buildOptions) {
  std::error_code ec;
  fs::remove_all(dir, ec);
  fs::create_directories(dir, ec);
  Expected<GroupTask> built =
      ec ? Expected<GroupTask>(Status::error("cannot create " + dir + ": " + ec.message()))
         : buildGroupTask(group, prepared_.partition, prepared_.infos,
                          "group" + std::to_string(current.g), dir, buildOptions);
  if (!built) {
    giveUp(current, FallbackReason::TaskFailed, "task_failed", built.message());
    report_["groups"].push_back(current.entry);
    return built;
  }
  if (!built->tooLarge.empty()) {
    giveUp(current, FallbackReason::TooLarge, "too_large", built->tooLarge);
    report_["groups"].push_back(current.entry);
    return Status::error(built->tooLarge);
  }
  json &entryJson = current.entry;
  entryJson["key"] = built->key;
  entryJson["device"] = built->device.str();
  entryJson["arch"] = built->task.arch;
  entryJson["signature"] = built->signature;
  entryJson["num_inputs"] = built->inputs.size();
  entryJson["num_outputs"] = built->outputs.size();
  if (!removeTasks_)
    entryJson["task_dir"] = dir;
  return built;
}

/// The task's cache entry: looked up, else the reference data drawn and the
/// worker run. False when the group gave up (recorded).
bool GroupCompiler::findOrMakeEntry(Current &current, GroupTask &task, const Group &group,
                                    const TaskBuildOptions &buildOptions, const std::string &dir,
                                    CacheEntry &entry) {
  json &entryJson = current.entry;
  std::string corruptReason;
  LookupResult lookup = cache_.lookup(task.key, entry, corruptReason);
  entryJson["cached"] = lookup == LookupResult::Hit;
  if (lookup == LookupResult::Corrupt) {
    logOnce("corrupt:" + task.key, "cache entry " + task.key.substr(0, 12) + " is corrupt (" +
                                       corruptReason + "); evicting and rebuilding it");
    (void)cache_.evict(task.key);
  }
  // Verified without the sanitizer tools asked for: rebuilt (the worker
  // keeps an existing whole entry, so this one goes first).
  if (lookup == LookupResult::Hit && !sanitizerCovers(entry, options_.sanitize)) {
    logOnce("unsanitized:" + task.key, "cache entry " + task.key.substr(0, 12) +
                                           " was verified without compute-sanitizer " +
                                           options_.sanitize + "; rebuilding it");
    (void)cache_.evict(task.key);
    lookup = LookupResult::Missing;
    entryJson["cached"] = false;
  }
  Status referenced = Status::ok();
  if (lookup != LookupResult::Hit && task.task.references.empty()) {
    // Before anything is drawn or written: what verification takes against
    // the memory_budget of free GPU memory and disk.
    ResourceEstimate estimate = estimateResources(task, group, prepared_.infos, buildOptions);
    entryJson["estimated_gpu_bytes"] = estimate.peakGpuBytes();
    entryJson["estimated_disk_bytes"] = estimate.referenceDiskBytes();
    if (std::string why = resourceBudgetProblem(task, estimate, options_.memoryBudget);
        !why.empty()) {
      giveUp(current, FallbackReason::TooLarge, "too_large", why);
      report_["groups"].push_back(entryJson);
      return false;
    }
    auto start = std::chrono::steady_clock::now();
    referenced = addReferenceData(task, group, prepared_.infos, buildOptions);
    entryJson["seconds"]["reference"] = secondsSince(start);
    // The reference tensors are freed; the worker (another process) can use
    // their memory only once torch's allocator lets go of it.
    releaseCachedGpuMemory(task.device);
  }
  // On a hit the time comes from the entry: the task was not re-measured.
  entryJson["stock_time_ms"] = task.task.stockTimeMs;
  if (!referenced) {
    giveUp(current, FallbackReason::TaskFailed, "task_failed", referenced.message());
    report_["groups"].push_back(entryJson);
    return false;
  }
  if (lookup == LookupResult::Hit)
    return true;
  auto workerStart = std::chrono::steady_clock::now();
  Status ran = runWorker(workerOptions_, dir + "/task.json", cacheDir_);
  entryJson["seconds"]["worker"] = secondsSince(workerStart);
  // The worker has exited: the stock outputs it read go back.
  task.referenceArena.reset();
  checkInterrupted();
  if (!ran) {
    giveUp(current, FallbackReason::WorkerFailed, "worker_failed", ran.message());
    finish(current, task, false);
    return false;
  }
  lookup = cache_.lookup(task.key, entry, corruptReason);
  if (lookup == LookupResult::Missing) {
    giveUp(current, FallbackReason::WorkerFailed, "worker_failed",
           "the worker exited 0 but wrote no cache entry for the task; check that it is the "
           "cuagent-compile of this build");
    finish(current, task, false);
    return false;
  }
  if (lookup == LookupResult::Corrupt) {
    giveUp(current, FallbackReason::CacheCorrupt, "worker_failed",
           "the worker wrote a corrupt cache entry (" + corruptReason + ")");
    finish(current, task, false);
    return false;
  }
  return true;
}

/// Whether the entry's kernel replaces the group; `retryParts` when the
/// group lost to stock or no candidate passed.
bool GroupCompiler::judge(Current &current, const CacheEntry &entry, bool &retryParts) {
  json &entryJson = current.entry;
  copyKernelReport(entry.report, entryJson);
  entryJson["status"] = entryStatusName(entry.status);
  if (entry.report.is_object() && entry.report.contains("sanitizer"))
    entryJson["sanitizer"] = entry.report["sanitizer"];
  retryParts = false;
  switch (entry.status) {
  case EntryStatus::Verified:
    if (!sanitizerCovers(entry, options_.sanitize)) {
      // Another writer placed an unsanitized entry between our evict and
      // the worker's: never reported as sanitized.
      giveUp(current, FallbackReason::VerifyFailed, "not_sanitized",
             "the cache entry was verified without compute-sanitizer " + options_.sanitize +
                 " (another process wrote it); run optimize again");
      return false;
    }
    if (std::string why = notFasterReason(entryJson, options_.minSpeedup); !why.empty()) {
      retryParts = true;
      giveUp(current, FallbackReason::NotFaster, "not_faster", why);
      return false;
    }
    return true;
  case EntryStatus::Rejected:
    retryParts = true;
    giveUp(current, FallbackReason::VerifyFailed, "rejected",
           entry.reason.empty() ? "no candidate passed verification" : entry.reason);
    entryJson["status"] = "rejected";
    return false;
  case EntryStatus::Unverified:
    giveUp(current, FallbackReason::NoGpu, "unverified",
           entry.reason.empty() ? "the worker had no GPU to verify on" : entry.reason);
    entryJson["status"] = "unverified";
    return false;
  }
  return false;
}

void GroupCompiler::compileOne(Current &current, const std::string &dir) {
  // A copy: queueParts appends to the list this would point into.
  const Group group = prepared_.partition.groups[current.g];
  TaskBuildOptions buildOptions = taskBuildOptions();
  auto start = std::chrono::steady_clock::now();
  Expected<GroupTask> built = buildTask(current, group, dir, buildOptions);
  current.entry["seconds"]["task"] = secondsSince(start);
  if (!built)
    return;
  GroupTask &task = *built;
  CacheEntry entry;
  if (!findOrMakeEntry(current, task, group, buildOptions, dir, entry))
    return;
  bool retryParts = false;
  bool worthIt = judge(current, entry, retryParts);
  if (retryParts && options_.retryParts && !options_.patchAll)
    queueParts(current);
  if (worthIt && options_.retryParts && !options_.patchAll) {
    json raced =
        queueGroups(current, partsBesideAttention(group, prepared_.infos, options_.minGroupSize),
                    "raced_beside");
    if (!raced.empty()) {
      current.entry["raced_against"] = raced;
      raced_.push_back(current.g);
    }
  }
  finish(current, task, worthIt);
}

/// Replaces every group to patch, in program order, by its guard and plan
/// call; a later group reads an earlier one's outputs through its patch.
void patchGroups(Prepared &prepared, std::vector<ToPatch> &toPatch, const std::string &cacheDir) {
  std::unordered_map<jit::Value *, jit::Value *> replaced;
  // Retried parts come after groups that follow them in the program: patch
  // in program order, as the groups were formed.
  const std::vector<Group> &groups = prepared.partition.groups;
  std::stable_sort(toPatch.begin(), toPatch.end(), [&](const ToPatch &a, const ToPatch &b) {
    return groups[a.group].nodes.front()->isBefore(groups[b.group].nodes.front());
  });
  for (ToPatch &item : toPatch) {
    std::vector<jit::Value *> groupInputs = item.task.inputs;
    for (jit::Value *&input : groupInputs)
      if (auto it = replaced.find(input); it != replaced.end())
        input = it->second;
    std::vector<jit::Value *> results =
        patchGroup(prepared.graph, groups[item.group], groupInputs, item.task.outputs,
                   item.task.key, item.task.signature, cacheDir);
    for (size_t i = 0; i < results.size(); ++i)
      replaced[item.task.outputs[i]] = results[i];
  }
}

std::string makeCacheDir(const OptimizeOptions &options) {
  std::string cacheDir = options.cacheDir.empty() ? defaultCacheDir() : options.cacheDir;
  std::error_code ec;
  fs::create_directories(cacheDir, ec);
  TORCH_CHECK(!ec, "cuagent: cannot create the cache directory '", cacheDir, "': ", ec.message(),
              "; pass cache_dir= or set CUAGENT_CACHE_DIR to a writable directory");
  return fs::absolute(cacheDir).lexically_normal().string();
}

void throwStrictErrors(const std::vector<std::string> &strictErrors) {
  if (strictErrors.empty())
    return;
  std::string message = "cuagent (strict): " + std::to_string(strictErrors.size()) +
                        " group(s) would fall back to stock kernels: ";
  for (size_t i = 0; i < strictErrors.size(); ++i)
    message += (i ? "; " : "") + strictErrors[i];
  message += ". Fix the cause (build cuagent-compile or pass worker_path=, run on a CUDA "
             "device, or add the ops to deny_list), or pass strict=False to accept the "
             "fallback.";
  TORCH_CHECK(false, message);
}

OptimizeResult optimizeOrThrow(jit::Module module, std::vector<jit::IValue> inputs,
                               const OptimizeOptions &options) {
  // Folders of optimize runs that were SIGKILLed (or lost power) go first.
  for (const std::string &stale : sweepStaleTempDirs(kOwnedTempPrefixes))
    logOnce("swept:" + stale, "removed '" + stale + "', left by a process that no longer runs");
  auto start = std::chrono::steady_clock::now();
  Prepared prepared = prepare(module, std::move(inputs), options, /*log=*/true);
  double prepareSeconds = secondsSince(start);
  std::string cacheDir = makeCacheDir(options);
  std::string taskRoot = options.taskDir;
  bool removeTasks = taskRoot.empty();
  // The task folder is removed on every path out: returns and exceptions
  // (the guard), SIGINT/SIGTERM/SIGHUP/SIGQUIT (the guard's signal handler),
  // and a SIGKILL of this process (the next optimize's sweep, by the PID and
  // start time in its name).
  std::optional<TempDirGuard> taskRootGuard;
  if (removeTasks) {
    Expected<std::string> temp = makeOwnedTempDir("cuagent-tasks-");
    TORCH_CHECK(temp, "cuagent: ", temp.message(),
                "; set TMPDIR to a writable directory or pass task_dir=");
    taskRoot = *temp;
    taskRootGuard.emplace(taskRoot);
  }

  GroupCompiler compiler(prepared, options, cacheDir, taskRoot, removeTasks);
  start = std::chrono::steady_clock::now();
  compiler.compileAll();
  json &report = compiler.report();
  report["seconds"] = json{{"prepare", prepareSeconds}, {"groups", secondsSince(start)}};
  if (options.verbose)
    printReport(report);
  throwStrictErrors(compiler.strictErrors());

  patchGroups(prepared, compiler.toPatch(), cacheDir);
  if (prepared.original)
    guardSpecializedGraph(prepared.graph, prepared.original, prepared.inputSpec,
                          prepared.fixedInputs, prepared.inputIdentities);
  jit::EliminateDeadCode(prepared.graph);
  prepared.graph->lint();
  report["patched_groups"] = compiler.toPatch().size();
  writeRewriteCounts(prepared, report);
  return OptimizeResult{prepared.frozen, report};
}

/// The whole module stays stock, with the reason in the report. Used when
/// something outside any one group failed (freezing, profiling, patching).
OptimizeResult stockFallback(const jit::Module &module, const std::vector<jit::IValue> &inputs,
                             const OptimizeOptions &options, const std::string &message) {
  // If the model itself fails on these inputs, that is the caller's error,
  // not a reason to return a module that will fail the same way.
  try {
    std::vector<jit::IValue> stack(inputs.begin(), inputs.end());
    module.get_method("forward")(std::move(stack));
  } catch (const std::exception &error) {
    TORCH_CHECK(false,
                "cuagent: the model raised on the example inputs; check that they are "
                "valid arguments of forward: ",
                exceptionText(error));
  }
  jit::Module result;
  try {
    result = freezeModule(module);
  } catch (const std::exception &) {
    result = module.clone(/*inplace=*/true); // shares tensors, as freezeModule does
    result.eval();
  }
  std::string reason =
      std::string(fallbackReasonName(FallbackReason::InternalError)) + ": " + message;
  logOnce("module:" + message, "the model stays on stock kernels: " + reason);
  json report{
      {"cache_dir", options.cacheDir},
      {"policy", options.policy},
      {"precision", options.precision},
      {"groups", json::array()},
      {"fallbacks",
       json::array({json{
           {"op", "module"}, {"reason", "InternalError"}, {"detail", message}, {"count", 1}}})},
      {"patched_groups", 0},
      {"status", "stock"},
      {"reason", reason}};
  return OptimizeResult{result, report};
}

/// Interrupted by a signal whose handler let the process go on: stop at
/// once, without running the model again as a fallback would, and return
/// the module unchanged. No exception leaves the op: Python raises the
/// KeyboardInterrupt its handler recorded as soon as the op returns (and an
/// exception thrown out of the op crashed one torch build, 2.11.0+cu130).
OptimizeResult interrupted(const jit::Module &module, const OptimizeOptions &options) {
  int signal = cleanupSignal();
  json report{{"cache_dir", options.cacheDir},
              {"groups", json::array()},
              {"patched_groups", 0},
              {"interrupted", signal},
              {"message", std::string("optimize was interrupted by signal ") +
                              std::to_string(signal) + " (" + strsignal(signal) +
                              "); its task folders were removed"}};
  return OptimizeResult{module, report};
}

} // namespace

OptimizeResult optimize(jit::Module module, std::vector<jit::IValue> inputs,
                        const OptimizeOptions &options) {
  // Misuse (a wrong number of inputs) is an error in every mode.
  inputs = completeExampleInputs(module, std::move(inputs));
  clearCleanupSignal();
  try {
    return optimizeOrThrow(module, inputs, options);
  } catch (const std::exception &error) {
    if (cleanupSignal())
      return interrupted(module, options);
    if (options.strict)
      throw;
    return stockFallback(module, inputs, options, exceptionText(error));
  }
}

} // namespace cuagent

//===----------------------------------------------------------------------===//
// The Python package's own temporary folder (the saved module in and out)
// is made and removed here, so that it is owned like the task folder:
// removed on a termination signal, swept after a SIGKILL.
//===----------------------------------------------------------------------===//

namespace {

std::mutex ioDirsMutex;
std::set<std::string> &ioDirs() {
  static std::set<std::string> dirs;
  return dirs;
}

std::string makeIoDirOp() {
  cuagent::Expected<std::string> dir = cuagent::makeOwnedTempDir("cuagent-io-");
  TORCH_CHECK(dir, "cuagent: ", dir.message(), "; set TMPDIR to a writable directory");
  std::lock_guard<std::mutex> lock(ioDirsMutex);
  ioDirs().insert(*dir);
  cuagent::registerCleanupPath(*dir);
  return *dir;
}

/// Only folders make_io_dir made: this op is no general `rm -rf`.
void removeIoDirOp(std::string dir) {
  std::lock_guard<std::mutex> lock(ioDirsMutex);
  if (!ioDirs().erase(dir))
    return;
  cuagent::removeAllQuietly(dir);
  cuagent::unregisterCleanupPath(dir);
}

/// For cuagent.optimize(mode="jit") at interpreter exit: a background
/// thread may be inside optimize, where no destructor will run. Stops it as
/// SIGTERM would (its worker killed, every owned folder removed) without
/// the signal; the process must be exiting: later optimize calls clear it.
void interruptForExitOp() { cuagent::interruptAndCleanUp(SIGTERM); }

} // namespace

TORCH_LIBRARY_FRAGMENT(cuagent, m) {
  m.def("make_io_dir() -> str", makeIoDirOp);
  m.def("remove_io_dir(str dir) -> ()", removeIoDirOp);
  m.def("_interrupt_for_exit() -> ()", interruptForExitOp);
}
