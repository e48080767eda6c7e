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
  /// A view is `bytes` of another buffer from `offset` on (a batch slice a
  /// library call takes at a time): no memory of its own.
  enum class Kind { Input, Output, Workspace, View };
  std::string name;
  Kind kind = Kind::Input;
  int index = 0;     // position among the task's inputs (parameters too) or outputs
  size_t bytes = 0;  // for workspace buffers and views
  TensorSpec spec;   // for inputs and outputs
  std::string of;    // a view's buffer (not itself a view)
  size_t offset = 0; // a view's start in it, a multiple of kViewAlignment
};

/// A view's offset alignment: vectorized kernels and library calls load
/// 16-byte units.
inline constexpr size_t kViewAlignment = 16;

/// The buffer `name`: `bytes` of buffer `of` from `offset` on.
inline PlanBuffer viewBuffer(std::string name, std::string of, size_t offset, size_t bytes) {
  PlanBuffer view;
  view.name = std::move(name);
  view.kind = PlanBuffer::Kind::View;
  view.of = std::move(of);
  view.offset = offset;
  view.bytes = bytes;
  return view;
}

struct PlanModule {
  std::string name;
  std::string file; // cubin, relative to the plan's directory
};

/// A cuBLASLt matmul, D = epilogue(alpha op(A) @ op(B) [+ bias]), declared over
/// plan buffers. cuBLASLt is column-major: the emitter maps row-major
/// tensors onto it (docs/formats.md). The algorithm is the `algo`-th result
/// of cuBLASLt's heuristic for this exact description and workspace limit,
/// re-queried at load time; `version` is the cublasLtGetVersion() the worker
/// verified with, and a runtime with another version refuses the plan (the
/// group then stays stock), as the heuristic's answer may differ.
struct GemmSpec {
  int64_t m = 0, n = 0, k = 0; // D is m x n (column-major), op(A) m x k, op(B) k x n
  int64_t batch = 1;
  bool transA = false, transB = false;
  int64_t lda = 0, ldb = 0, ldd = 0;
  int64_t strideA = 0, strideB = 0, strideD = 0; // elements between batch entries
  DType dtype = DType::F32;                      // A, B, D and bias
  std::string compute = "32F";                   // "32F" (strict fp32) | "32F_FAST_TF32"
  std::string epilogue = "none";                 // "none" | "bias" | "relu" | "relu_bias"
  double alpha = 1.0;                            // scales the product, not the bias; nonzero
  double beta = 0.0; // 0, or 1: D += the product (a chunk along k after the first, decision 140)
  int algo = 0;                                  // index into the heuristic's results
  size_t workspaceBytes = 0;                     // the limit given to the heuristic
  int64_t version = 0;                           // cublasLtGetVersion() at verification
  std::string a, b, d, bias, workspace;          // buffer names (bias, workspace may be "")
};

/// A cuDNN graph over plan buffers: one convolution (forward, or the data
/// gradient for a transposed convolution), optionally followed by a
/// per-channel bias add, all in cuDNN (runtime fusion where an engine
/// supports it). Tensors are contiguous NC<spatial> (PyTorch's layout);
/// `w` is the filter as PyTorch stores it: [K, C/groups, ...] for a forward
/// conv, [C_in, C_out/groups, ...] for a transposed one. The execution plan
/// is the `engine`-th of cuDNN's heuristic (mode A, then fallback) list for
/// this exact graph, after dropping plans that need more than
/// `workspaceBytes` and plans with the numerical notes
/// rt::excludedNumericalNotes names (lib/Runtime/Cudnn.h: NONDETERMINISTIC,
/// as verification demands bit-identical reruns; on fp32 data with compute
/// "32F" also TENSOR_CORE and DOWN_CONVERT_INPUTS, which mark TF32);
/// re-derived at load (lib/Runtime/CudnnConv.cpp). `version` is the
/// cudnnGetVersion() the worker verified with; a runtime with another
/// version refuses the plan (the group stays stock).
struct ConvSpec {
  bool transposed = false;                        // conv_transpose: cuDNN's dgrad operation
  std::vector<int64_t> xShape;                    // [N, C_in, spatial...], 3 to 5 dims
  std::vector<int64_t> wShape;                    // filter, as above; same rank
  std::vector<int64_t> yShape;                    // [N, C_out, spatial...]
  std::vector<int64_t> stride, padding, dilation; // one entry per spatial dim
  int64_t groups = 1;
  DType dtype = DType::F32;    // x, w, y and bias
  std::string compute = "32F"; // "32F" (strict fp32) | "32F_FAST_TF32"
  int engine = 0;              // index into the filtered heuristic plans
  size_t workspaceBytes = 0;   // the limit plans were filtered with
  int64_t version = 0;         // cudnnGetVersion() at verification
  // x, w and y stored channels-last ("layout": "nhwc"): [N, spatial..., C]
  // and the filter [K, spatial..., C/groups]; the shapes above stay
  // PyTorch's logical NC<spatial> ones (decision 59).
  bool channelsLast = false;
  std::string x, w, y, bias, workspace; // buffer names (bias, workspace may be "")
};

struct PlanStep {
  // "launch": an NVRTC kernel over `args`; "cublaslt": `gemm`; "cudnn":
  // `conv`.
  std::string kind = "launch";
  std::string module;
  std::string function;
  std::array<unsigned, 3> grid{1, 1, 1};
  std::array<unsigned, 3> block{1, 1, 1};
  unsigned sharedBytes = 0;
  std::vector<std::string> args; // buffer names, passed as device pointers
  GemmSpec gemm;                 // kind "cublaslt"
  ConvSpec conv;                 // kind "cudnn"
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
