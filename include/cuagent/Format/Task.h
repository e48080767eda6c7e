//===- Task.h - The versioned task format (capture -> worker) ---*- C++ -*-===//
//
// A task is one fusion group with a fixed input signature, written by the
// LibTorch side and read by the worker. See docs/formats.md. The struct is the
// only in-memory form; JSON is produced and consumed only here.
//
//===----------------------------------------------------------------------===//
#ifndef CUAGENT_FORMAT_TASK_H
#define CUAGENT_FORMAT_TASK_H

#include "cuagent/Support/Status.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace cuagent {

inline constexpr int kTaskFormatVersion = 1;

/// Element types of group inputs and outputs. I64 holds indices (argmax,
/// max.dim): a group output, compared bit for bit, never a float operand.
/// B8 holds bools, one byte each (0 or 1, as torch.bool): masks and
/// conditions read by a group, comparisons it returns; compared exactly.
enum class DType { F32, F16, BF16, I64, B8 };

const char *dtypeName(DType dtype);
std::optional<DType> parseDType(const std::string &name);
size_t dtypeSize(DType dtype);

struct TensorSpec {
  std::string name;
  DType dtype = DType::F32;
  std::vector<int64_t> shape;
  std::vector<int64_t> strides; // in elements

  int64_t numel() const;
  size_t bytes() const { return size_t(numel()) * dtypeSize(dtype); }
  bool isContiguous() const;
  /// The shape in memory order: `shape` when contiguous (or not dense),
  /// else `shape` permuted by densePhysicalOrder (how the worker's function
  /// and plan see a permuted input).
  std::vector<int64_t> memoryShape() const;
  /// "f32[4, 8]".
  std::string describe() const;
};

std::vector<int64_t> contiguousStrides(const std::vector<int64_t> &shape);

/// "[4, 8]".
std::string shapeText(const std::vector<int64_t> &shape);

/// The shape of every value a task names (inputs and node results), as the
/// importer infers it (inferTaskShapes).
using TaskShapes = std::map<std::string, std::vector<int64_t>>;

/// The dims of a dense, non-overlapping layout from the outermost to the
/// innermost in memory (size-1 dims first): a contiguous tensor of the
/// permuted shape has the same bytes. std::nullopt for a layout with gaps or
/// overlaps (a slice, an expand). A contiguous layout may give a different
/// order than the identity when it has size-1 dims; check isContiguous first.
std::optional<std::vector<int64_t>> densePhysicalOrder(const std::vector<int64_t> &shape,
                                                       const std::vector<int64_t> &strides);

/// How the reference values of an input are drawn where its ops accept
/// only some: an i64 input (class targets) uniformly in [low, high), and
/// about one element in 16 equal to `also` where it is set (an
/// ignore_index), so verification covers that path too; a float input
/// (binary_cross_entropy's probabilities) uniformly in [low, high].
struct InputRange {
  int64_t low = 0, high = 0;
  std::optional<int64_t> also;
  bool operator==(const InputRange &other) const {
    return low == other.low && high == other.high && also == other.also;
  }
};

/// A graph input: either a runtime input or a frozen parameter (whose data
/// lives in `file`, relative to the task's directory).
struct TaskInput : TensorSpec {
  bool isParameter = false;
  std::string file;
  /// "causal" for a b8 parameter that is exactly the causal mask (element
  /// [..., i, j] true where j > i; leading dims 1): the importer computes it
  /// (cuagent.causal_mask), so attention that reads it can fuse. Empty
  /// otherwise.
  std::string pattern;
  /// Set for every i64 runtime input, and for float inputs whose ops accept
  /// only some values: the values the ops reading them accept (a class
  /// index of the logits' class dim, a probability). Unset: bell-shaped.
  std::optional<InputRange> range;
};

struct TaskNode {
  std::string op; // ATen schema, a row of OpRegistry.def
  std::vector<std::string> inputs;
  std::vector<std::string> outputs;
  nlohmann::json attrs = nlohmann::json::object();
};

/// One random input set and the stock outputs for it. Either in files
/// (names relative to the task directory, contiguous little-endian data:
/// tests, kept task folders, the file: policy) or, when the task has an
/// arena, drawn on the GPU from `seed` by both processes with the stock
/// outputs in the arena (docs/decisions.md #32).
struct ReferenceSet {
  std::vector<std::string> inputs;  // files: one per non-parameter input, in order
  std::vector<std::string> outputs; // files: one per graph output
  uint64_t seed = 0;
  std::vector<uint64_t> inputHashes;   // one per non-parameter input
  std::vector<uint64_t> outputOffsets; // one per graph output, bytes into the arena
  std::vector<uint64_t> outputHashes;  // one per graph output
};

/// Device memory of the process that built the task, shared through CUDA
/// IPC: the stock outputs of every reference set.
struct ReferenceArena {
  std::string ipcHandle; // 128 lowercase hex digits (a CUipcMemHandle)
  uint64_t bytes = 0;
};

/// Task::maxMemoryRatio's default: issue 9's 1.2x of stock's peak.
inline constexpr double kDefaultMaxMemoryRatio = 1.2;

struct Task {
  std::string name;
  std::string arch = "sm_90";
  /// The toolchain the kernel is built and run with, filled by the capture
  /// side where known (empty or 0 otherwise). Only part of the key: the
  /// worker compiles for `arch` whatever these say (docs/decisions.md).
  std::string device;             // GPU name, as the driver reports it
  int driverVersion = 0;          // cuDriverGetVersion
  std::string nvrtcVersion;       // the worker's (cuagent-compile --print-toolchain)
  int64_t cublasLtVersion = 0;    // the user process's, for groups with a GEMM
  int64_t cudnnVersion = 0;       // the user process's, for groups with a convolution
  std::string precision = "fp32"; // fp32 | tf32 | bf16 | fp16
  /// fp32 mode: compute-bound f32 GEMMs and convs may also be tried as
  /// 3xTF32 (decision 49). Off: cuBLAS's and cuDNN's fp32 kernels only.
  /// Written to the JSON only when off, so it is in the key only then.
  bool fp32Emulation = true;
  /// A patched group may take at most this multiple of the memory stock
  /// holds live at it (decision 52); 0: no cap. Written to the JSON only
  /// when not the default, so it is in the key only then.
  double maxMemoryRatio = kDefaultMaxMemoryRatio;
  /// When no plan fits the memory cap, the worker may plan the group a
  /// batch chunk at a time (decision 69). Written to the JSON only when
  /// off, so it is in the key only then.
  bool batchTiling = true;
  std::vector<TaskInput> inputs;
  std::vector<TaskNode> nodes;
  std::vector<TensorSpec> outputs;
  std::vector<ReferenceSet> references;
  std::optional<ReferenceArena> arena; // set: references are drawn on the GPU
  double stockTimeMs = -1;             // < 0: not measured
  std::string stockDevice;             // where stockTimeMs was measured
  /// What one run of the stock subgraph allocated beyond its inputs at its
  /// peak (outputs, intermediates and the libraries' workspaces: cuDNN's
  /// layout transforms), as PyTorch's caching allocator counted it in the
  /// user process (decision 58); < 0: not measured. Out of the key.
  int64_t stockPeakBytes = -1;

  /// Set on the task of one batch chunk (agent/BatchTiling.cpp): the memory
  /// cap of the whole group it stands for, which its plans must respect.
  /// Not serialized.
  std::optional<size_t> workspaceCapOverride;

  /// Directory the task was read from; reference and parameter paths are
  /// relative to it. Not serialized.
  std::string directory;

  std::vector<const TaskInput *> runtimeInputs() const;
};

/// Parses and validates a task; errors are one line naming the problem.
Expected<Task> parseTask(const std::string &jsonText);
Expected<Task> loadTask(const std::string &path);
nlohmann::json taskToJson(const Task &task);
Status saveTask(const Task &task, const std::string &path);

/// The cache key: a hash of the graph, signature, parameter contents, target
/// (arch, GPU, driver, NVRTC), precision, compiler version and policy id.
/// Reference data is excluded. Both sides compute it from the task alone.
Expected<std::string> taskCacheKey(const Task &task, const std::string &policyId);
/// The exact text taskCacheKey hashes. The worker stores it in the cache
/// entry (key.json) so that a reader can check that the entry's task.json
/// belongs to the key without the parameter files.
Expected<std::string> taskKeyMaterial(const Task &task, const std::string &policyId);
/// The key of `task` with this build's compiler version, taking the policy
/// and the parameter hashes from `materialText` (a key.json).
Expected<std::string> recomputeCacheKey(const Task &task, const std::string &materialText);

/// "cuagent-<version>+src.<hash of the sources that decide a kernel>",
/// fixed at configure time (cmake/CompilerVersion.cmake).
std::string compilerVersion();

/// Checks that every reference and parameter file of `task` exists with its
/// size, without reading it: a missing file gets a one-line error up front.
Status checkTaskFiles(const Task &task);

/// Checks that a tensor file exists and has `spec`'s size, without reading it.
Status checkTensorFile(const std::string &path, const TensorSpec &spec);
/// Reads a tensor file and checks its size against `spec`.
Expected<std::vector<char>> readTensorFile(const std::string &path, const TensorSpec &spec);
/// Checks a parameter's data against its `pattern`: the compiled kernels
/// compute a "causal" mask instead of reading it, so data that is not
/// exactly that mask would verify only by luck. Ok for no pattern.
Status checkPatternData(const TaskInput &input, const std::vector<char> &data);

/// Rounds half-precision storage to float for comparison and back (I64:
/// the nearest float, for messages only; compare I64 with loadAsInt64; B8:
/// 0 or 1).
float loadAsFloat(const char *data, DType dtype, size_t index);
/// Element `index` of I64 storage.
int64_t loadAsInt64(const char *data, size_t index);

} // namespace cuagent

#endif // CUAGENT_FORMAT_TASK_H
