//===- Cudnn.h - cuDNN, loaded lazily, and prepared conv graphs -*- C++ -*-===//
//
// Like cuBLASLt, cuDNN is dlopen'ed on first use, so nothing links it and
// every binary starts on machines without it. The library is the one named
// by CUAGENT_CUDNN (the user process sets it for the worker to its own copy),
// else the copy already loaded in the process (PyTorch's), else
// libcudnn.so.9 from the loader's search path. A plan records the cuDNN
// version it was verified with and runs only on that one.
//
// Graphs are built with the cuDNN frontend's C++ graph API (header-only,
// compiled with dynamic loading: it resolves every backend call through the
// handle loaded here). The frontend's headers stay inside lib/Runtime.
//
//===----------------------------------------------------------------------===//
#ifndef CUAGENT_RUNTIME_CUDNN_H
#define CUAGENT_RUNTIME_CUDNN_H

#include "cuagent/Format/Plan.h"

#include <cuda.h>

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace cuagent::rt {

/// The cudnnGetVersion() a conv plan step should record, or 0 when cuDNN
/// cannot be loaded here (the plan then fails to load anywhere).
int64_t cudnnVersionOrZero();

/// The path of the cuDNN library this process uses (loaded or found), or ""
/// when there is none.
std::string cudnnLibraryPath();

/// Loads cuDNN (once per process; no GPU needed), or says why it cannot.
Status loadCudnn();

/// Creates the process's cuDNN handle on the current CUDA context now
/// rather than at the first conv plan's load: cudnnCreate loads cuDNN's
/// engine libraries, which the verification process does while the
/// candidates compile.
Status warmCudnnHandle();

/// How many execution plans a cudnn step with this spec may choose from:
/// the length of the list `ConvSpec::engine` indexes (cuDNN's heuristics,
/// mode A then fallback, after the workspace and numerics filters of
/// Plan.h). `spec.engine` and `spec.version` are ignored. Needs a GPU (the
/// heuristics are per device) and initializes CUDA in the calling process:
/// a process that later forks children which use CUDA (the worker's search
/// loop) must ask from a child of its own. The policy enumerates candidates
/// with it.
Expected<int> countConvPlans(const ConvSpec &spec);

/// The cuDNN numerical notes (their names without the CUDNN_NUMERICAL_NOTE_
/// prefix) that rule an engine out of a step's plan list. Always
/// NONDETERMINISTIC: verification reruns a plan and requires bit-identical
/// outputs. For fp32 data with compute "32F" (strict) also
/// DOWN_CONVERT_INPUTS and TENSOR_CORE, so strict is strict. With compute
/// "32F_FAST_TF32" only REDUCED_PRECISION_REDUCTION besides: cuDNN 9 tags its
/// TF32 engines for fp32 data DOWN_CONVERT_INPUTS as well as TENSOR_CORE
/// (fp32 inputs read as TF32), so excluding that note, as this did before,
/// left the tf32 mode with strict engines only: 5x slower than stock's TF32
/// convolutions on the H200 (decision 48). Accumulation stays fp32. Such a
/// plan is verified against strict fp32 to 1e-2 like every TF32 candidate.
std::vector<std::string> excludedNumericalNotes(const ConvSpec &spec);

/// A cudnn plan step with its graph built and its execution plan chosen,
/// ready to enqueue many times.
class PreparedConv {
public:
  /// Checks the version and the spec, builds the graph and the spec's
  /// `engine`-th execution plan. Needs a current CUDA context.
  static Expected<std::unique_ptr<PreparedConv>> prepare(const ConvSpec &spec);
  ~PreparedConv();
  PreparedConv(const PreparedConv &) = delete;
  PreparedConv &operator=(const PreparedConv &) = delete;

  /// `bias` and `workspace` may be 0 when the spec has none. Allocates
  /// nothing. Thread-safe: every conv of the process shares one cuDNN handle
  /// (an execution plan is built on, and bound to, a handle; a handle per
  /// plan would cost a cudnnCreate and its device memory per loaded group),
  /// so binding the handle to `stream` (skipped when already bound) and
  /// enqueueing happen under the handle's mutex, held for the host-side
  /// enqueue only.
  Status enqueue(CUdeviceptr x, CUdeviceptr w, CUdeviceptr y, CUdeviceptr bias,
                 CUdeviceptr workspace, CUstream stream) const;

  /// Bytes of workspace the chosen plan uses (at most spec.workspaceBytes).
  int64_t workspaceBytes() const;
  /// cuDNN's name of the chosen plan (engine and knobs), for reports.
  const std::string &planName() const;

  struct Impl; // the frontend graph; defined in CudnnConv.cpp

private:
  explicit PreparedConv(std::unique_ptr<Impl> impl);
  std::unique_ptr<Impl> impl_;
};

} // namespace cuagent::rt

#endif // CUAGENT_RUNTIME_CUDNN_H
