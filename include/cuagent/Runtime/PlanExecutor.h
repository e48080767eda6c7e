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

/// Where each workspace buffer of a plan lies in the one workspace
/// allocation of a call, and its size. A buffer that is only ever a library
/// step's `workspace` takes what the prepared step uses (`libraryNeeds`, by
/// buffer name; the largest where several steps share it) instead of the
/// declared limit: the limit narrows the library's choice, the need is what
/// it touches. Every other buffer keeps its declared bytes. Buffers whose
/// step ranges (first to last step naming them or a view of them) do not
/// overlap share bytes: steps run in order on one stream (decision 56).
/// Sizes round up to 256 bytes; the largest are placed first, each at the
/// lowest offset clear of the buffers it lives beside. A buffer whose
/// steps all come before an output's first use lives in that output's
/// bytes instead (decision 68), where that makes the workspace smaller.
struct WorkspaceLayout {
  std::map<std::string, size_t> offsets; // workspace buffers not in an output
  std::map<std::string, std::pair<uint32_t, size_t>> inOutputs; // output index, byte offset
  size_t bytes = 0;
};
WorkspaceLayout layoutWorkspace(const Plan &plan,
                                const std::map<std::string, size_t> &libraryNeeds);

/// What preparing a library step depends on (its spec less the buffers it
/// names): steps with equal keys share one preparation at load.
std::string preparationKey(PlanStep step);

/// The workspace a plan takes whatever its library steps turn out to need:
/// the layout with every library workspace at 0 (3xTF32 copies and
/// intermediates as declared). Known before any library is asked.
size_t ownWorkspaceBytes(const Plan &plan);

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
  /// Bytes of one workspace allocation holding every workspace buffer
  /// (library workspaces at what their prepared steps use: layoutWorkspace).
  size_t workspaceBytes() const { return workspaceBytes_; }
  size_t numInputs() const { return numInputs_; }
  size_t numOutputs() const { return numOutputs_; }

  /// Enqueues every step on `stream`; does not synchronize. `inputs` and
  /// `outputs` are in plan index order. Allocates nothing and looks up no
  /// names (buffers were resolved to slots at load), so it is cheap enough
  /// to run on every call of a patched graph; it may run concurrently from
  /// several threads.
  Status enqueue(const std::vector<CUdeviceptr> &inputs, const std::vector<CUdeviceptr> &outputs,
                 CUdeviceptr workspace, CUstream stream) const;

  /// Where a plan buffer's device pointer comes from on each call.
  struct Slot {
    enum class Source : uint8_t { None, Input, Output, Workspace };
    Source source = Source::None;
    uint32_t index = 0; // Input, Output
    size_t offset = 0;  // bytes into the buffer (a view's), or the workspace allocation
  };

private:
  LoadedPlan() = default;
  struct Step {
    CUfunction function = nullptr;      // launch
    std::shared_ptr<PreparedGemm> gemm; // cublaslt
    std::shared_ptr<PreparedConv> conv; // cudnn
    const PlanStep *spec = nullptr;
    // launch: one per kernel argument; cublaslt: a, b, d, bias, workspace;
    // cudnn: x, w, y, bias, workspace.
    std::vector<Slot> slots;
  };
  Status resolveSlots(Step &step) const;
  Status launch(const Step &step, const std::vector<CUdeviceptr> &inputs,
                const std::vector<CUdeviceptr> &outputs, CUdeviceptr workspace,
                CUstream stream) const;

  Plan plan_;
  CudaDriver *driver_ = nullptr;
  std::vector<CUmodule> modules_;
  std::vector<Step> steps_;
  std::map<std::string, Slot> slotsByName_; // load time only
  size_t workspaceBytes_ = 0;
  size_t numInputs_ = 0, numOutputs_ = 0;
};

} // namespace cuagent::rt

#endif
