//===- PlanExecutor.h - Run a verified plan on a stream ---------*- C++ -*-===//
//
// Depends on neither MLIR nor LibTorch: the worker uses it to verify and
// profile candidates, the custom op uses it to run the cached plan on
// PyTorch's current stream with PyTorch-allocated buffers.
//
//===----------------------------------------------------------------------===//
#ifndef CUAGENT_RUNTIME_PLANEXECUTOR_H
#define CUAGENT_RUNTIME_PLANEXECUTOR_H

#include "cuagent/Format/Plan.h"
#include "cuagent/Runtime/CublasLt.h"
#include "cuagent/Runtime/CudaDriver.h"
#include "cuagent/Runtime/Cudnn.h"

#include <map>
#include <memory>
#include <vector>

namespace cuagent::rt {

class LoadedPlan {
public:
  /// Loads the plan's cubins into the current context and prepares its
  /// library steps (cuBLASLt algorithms, cuDNN graphs and plans), so that
  /// enqueue does no planning. `moduleFiles` maps a module's file name to
  /// its bytes.
  static Expected<std::unique_ptr<LoadedPlan>>
  load(const Plan &plan, const std::map<std::string, std::string> &moduleFiles);
  ~LoadedPlan();
  LoadedPlan(const LoadedPlan &) = delete;
  LoadedPlan &operator=(const LoadedPlan &) = delete;

  const Plan &plan() const { return plan_; }
  /// Bytes of one workspace allocation holding every workspace buffer.
  size_t workspaceBytes() const { return workspaceBytes_; }

  /// Enqueues every step on `stream`; does not synchronize. `inputs` and
  /// `outputs` are in plan index order.
  Status enqueue(const std::vector<CUdeviceptr> &inputs, const std::vector<CUdeviceptr> &outputs,
                 CUdeviceptr workspace, CUstream stream) const;

private:
  LoadedPlan() = default;
  struct Step {
    CUfunction function = nullptr;      // launch
    std::shared_ptr<PreparedGemm> gemm; // cublaslt
    std::shared_ptr<PreparedConv> conv; // cudnn
    const PlanStep *spec = nullptr;
  };
  Plan plan_;
  CudaDriver *driver_ = nullptr;
  std::vector<CUmodule> modules_;
  std::vector<Step> steps_;
  std::map<std::string, size_t> workspaceOffsets_;
  size_t workspaceBytes_ = 0;
};

} // namespace cuagent::rt

#endif
