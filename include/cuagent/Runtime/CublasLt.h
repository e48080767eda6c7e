//===- CublasLt.h - cuBLASLt, loaded lazily, and prepared GEMMs -*- C++ -*-===//
//
// Like the driver, cuBLASLt is dlopen'ed on first use, so nothing links it
// and every binary starts on machines without it. The user process takes the
// copy PyTorch already loaded; the worker the one named by CUAGENT_CUBLASLT
// (which the user process sets to its own copy), else the toolkit's. A plan
// records the version it was verified with and runs only on that version.
//
//===----------------------------------------------------------------------===//
#ifndef CUAGENT_RUNTIME_CUBLASLT_H
#define CUAGENT_RUNTIME_CUBLASLT_H

#include "cuagent/Format/Plan.h"

#include <cublasLt.h>
#include <cuda.h>

#include <memory>
#include <mutex>

namespace cuagent::rt {

#define CUAGENT_CUBLASLT_FUNCTIONS(X)                                                              \
  X(cublasLtCreate)                                                                                \
  X(cublasLtGetVersion)                                                                            \
  X(cublasLtMatmulDescCreate)                                                                      \
  X(cublasLtMatmulDescDestroy)                                                                     \
  X(cublasLtMatmulDescSetAttribute)                                                                \
  X(cublasLtMatrixLayoutCreate)                                                                    \
  X(cublasLtMatrixLayoutDestroy)                                                                   \
  X(cublasLtMatrixLayoutSetAttribute)                                                              \
  X(cublasLtMatmulPreferenceCreate)                                                                \
  X(cublasLtMatmulPreferenceDestroy)                                                               \
  X(cublasLtMatmulPreferenceSetAttribute)                                                          \
  X(cublasLtMatmulAlgoGetHeuristic)                                                                \
  X(cublasLtMatmul)

class CublasLt {
public:
  /// Loads cuBLASLt once per process (no GPU needed: the worker records the
  /// version in plans it compiles without one).
  static Expected<CublasLt *> get();
  /// The process's cuBLASLt handle, created on first use (needs a GPU).
  Expected<cublasLtHandle_t> handle();

#define CUAGENT_DECLARE_POINTER(name) decltype(&::name) name = nullptr;
  CUAGENT_CUBLASLT_FUNCTIONS(CUAGENT_DECLARE_POINTER)
#undef CUAGENT_DECLARE_POINTER

  int64_t version() const { return version_; }
  const std::string &path() const { return path_; }

private:
  CublasLt() = default;
  std::once_flag handleOnce_;
  cublasLtHandle_t handle_ = nullptr;
  std::string handleError_;
  int64_t version_ = 0;
  std::string path_;
};

/// The cuBLASLt version a GEMM plan step should record, or 0 when cuBLASLt
/// cannot be loaded here (the plan then fails to load anywhere).
int64_t cublasLtVersionOrZero();

/// A cublaslt plan step with its descriptors built and its algorithm chosen,
/// ready to enqueue many times.
class PreparedGemm {
public:
  static Expected<std::unique_ptr<PreparedGemm>> prepare(const GemmSpec &spec);
  ~PreparedGemm();
  PreparedGemm(const PreparedGemm &) = delete;
  PreparedGemm &operator=(const PreparedGemm &) = delete;

  /// `bias` and `workspace` may be 0 when the spec has none.
  Status enqueue(CUdeviceptr a, CUdeviceptr b, CUdeviceptr d, CUdeviceptr bias,
                 CUdeviceptr workspace, CUstream stream) const;

  /// Bytes of workspace the chosen algorithm uses (the heuristic's answer,
  /// at most spec.workspaceBytes); what enqueue tells cuBLASLt it has.
  size_t workspaceBytes() const { return workspaceNeeded_; }

private:
  PreparedGemm() = default;
  /// The spec's `algo`-th heuristic result for this description.
  Status chooseAlgorithm();
  CublasLt *lib_ = nullptr;
  cublasLtHandle_t handle_ = nullptr;
  GemmSpec spec_;
  cublasLtMatmulDesc_t desc_ = nullptr;
  cublasLtMatrixLayout_t layoutA_ = nullptr, layoutB_ = nullptr, layoutD_ = nullptr;
  cublasLtMatmulAlgo_t algo_{};
  size_t workspaceNeeded_ = 0;
  // The bias pointer is a descriptor attribute of this step alone, set when
  // it changes: calls from two threads must not interleave between setting
  // it and enqueueing. Steps without a bias take no lock.
  mutable std::mutex mutex_;
  mutable CUdeviceptr boundBias_ = 0; // guarded by mutex_; 0: not set yet
};

} // namespace cuagent::rt

#endif
