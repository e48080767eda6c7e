//===- DeviceReferences.h - A task's reference data on the GPU -*- C++ -*-===//
//
// Private to lib/Verify. Two sources, one interface: reference files
// uploaded once (every set resident; tests, kept task folders, the file:
// policy), or the user process's IPC arena holding the stock outputs, with
// the inputs drawn on the device one set at a time from the task's seeds
// (docs/decisions.md #32). Every buffer's contents are known by hash, so
// checks that a plan left its inputs and the references alone read no
// bytes back to the host.
//
//===----------------------------------------------------------------------===//
#ifndef CUAGENT_VERIFY_DEVICEREFERENCES_H
#define CUAGENT_VERIFY_DEVICEREFERENCES_H

#include "cuagent/Format/Task.h"
#include "cuagent/Runtime/RefData.h"

#include <memory>
#include <vector>

namespace cuagent {

/// Device memory released on scope exit.
class DeviceBuffers {
public:
  explicit DeviceBuffers(rt::CudaDriver *driver) : driver_(driver) {}
  ~DeviceBuffers();
  DeviceBuffers(const DeviceBuffers &) = delete;
  DeviceBuffers &operator=(const DeviceBuffers &) = delete;
  Expected<CUdeviceptr> allocate(size_t bytes);

private:
  rt::CudaDriver *driver_;
  std::vector<CUdeviceptr> pointers_;
};

class DeviceReferences {
public:
  static Expected<std::unique_ptr<DeviceReferences>>
  load(const Task &task, rt::CudaDriver *driver, rt::ReferenceKernels *kernels, CUstream stream);

  size_t sets() const { return expectedOutputs_.size(); }
  /// Every task input's device pointer (task order) holding set `set`; in
  /// arena mode the set is drawn when another one is resident.
  Expected<const std::vector<CUdeviceptr> *> inputs(size_t set);
  CUdeviceptr expectedOutput(size_t set, size_t output) const {
    return expectedOutputs_[set][output];
  }
  /// The hash task input `input` of set `set` has while intact.
  uint64_t inputHash(size_t set, size_t input) const { return inputHashes_[set][input]; }
  /// "" while every expected output still hashes as loaded; else what broke.
  Expected<std::string> damage();
  /// Whether the inputs of a set can be drawn again after a plan wrote
  /// into them (arena mode), or the process must be replaced (files).
  bool canRedraw() const { return arena_ != nullptr; }
  /// Forgets the resident set, so that the next inputs() draws it again.
  void invalidate() { resident_ = -1; }
  bool arenaMode() const { return arena_ != nullptr; }

private:
  DeviceReferences(const Task &task, rt::CudaDriver *driver, rt::ReferenceKernels *kernels,
                   CUstream stream)
      : task_(task), driver_(driver), kernels_(kernels), stream_(stream), buffers_(driver) {}
  Status loadParameters(std::vector<CUdeviceptr> &pointers, std::vector<uint64_t> &hashes);
  Status loadFileSets(const std::vector<CUdeviceptr> &parameters,
                      const std::vector<uint64_t> &parameterHashes);
  Status openArena(const std::vector<CUdeviceptr> &parameters,
                   const std::vector<uint64_t> &parameterHashes);
  Expected<CUdeviceptr> uploadFile(const std::string &file, const TensorSpec &spec);
  Expected<CUdeviceptr> upload(const std::vector<char> &data, const TensorSpec &spec);
  Status draw(size_t set);

  const Task &task_;
  rt::CudaDriver *driver_;
  rt::ReferenceKernels *kernels_;
  CUstream stream_;
  DeviceBuffers buffers_;
  std::unique_ptr<rt::ImportedArena> arena_;
  /// Per set: every task input's pointer (file mode; arena mode has one
  /// entry shared by all sets), the expected outputs, the hashes.
  std::vector<std::vector<CUdeviceptr>> inputPointers_;
  std::vector<std::vector<CUdeviceptr>> expectedOutputs_;
  std::vector<std::vector<uint64_t>> inputHashes_;
  std::vector<std::vector<uint64_t>> outputHashes_;
  std::vector<bool> drawnOnce_;
  int resident_ = -1;
};

} // namespace cuagent

#endif // CUAGENT_VERIFY_DEVICEREFERENCES_H
