//===- RefData.h - Reference data on the GPU, shared between processes -*- C++ -*-===//
//
// Verification at benchmark sizes (issue 11, docs/decisions.md #32): the
// user process and the worker draw the same reference inputs on the GPU
// from a seed, the stock outputs reach the worker through a CUDA IPC arena,
// and the worker compares and hashes on the GPU. Nothing goes through files
// or host memory.
//
//===----------------------------------------------------------------------===//
#ifndef CUAGENT_RUNTIME_REFDATA_H
#define CUAGENT_RUNTIME_REFDATA_H

#include "cuagent/Format/Task.h"
#include "cuagent/Runtime/CudaDriver.h"

#include <memory>
#include <mutex>

namespace cuagent::rt {

/// What cuagent_ref_compare found: compareTensors' rule, on the device.
struct DeviceCompare {
  uint64_t mismatches = 0;
  uint64_t firstMismatch = 0;
  double maxAbsError = 0;
};

/// The key the reference input `inputIndex` (task order) of a set drawn
/// from `seed` is generated with.
uint64_t referenceInputKey(uint64_t seed, size_t inputIndex);

/// The embedded kernels, loaded into one CUDA context.
class ReferenceKernels {
public:
  /// The kernels of the current context (loaded on first use). Errors say
  /// what failed; callers fall back to stock.
  static Expected<ReferenceKernels *> forCurrentContext();
  ~ReferenceKernels();

  /// Fills `count` elements of `dtype` at `out` with reference input values;
  /// i64 (class targets) from `range`, which only they need.
  Status fill(CUdeviceptr out, uint64_t count, DType dtype, uint64_t key, CUstream stream,
              const std::optional<InputRange> &range = std::nullopt);
  /// A 64-bit hash of `bytes` bytes at `data` (8-byte aligned); waits.
  Expected<uint64_t> hash(CUdeviceptr data, uint64_t bytes, CUstream stream);
  /// Compares `count` elements of `dtype`; waits.
  Expected<DeviceCompare> compare(CUdeviceptr got, CUdeviceptr want, uint64_t count, DType dtype,
                                  double atol, double rtol, CUstream stream);

private:
  ReferenceKernels() = default;
  Status launch(CUfunction function, uint64_t work, void **args, CUstream stream);
  CudaDriver *driver_ = nullptr;
  CUmodule module_ = nullptr;
  CUfunction fill_ = nullptr, hash_ = nullptr, compare_ = nullptr;
  CUdeviceptr scratch_ = 0; // 3 x u64 of results
  int blocks_ = 0;
  std::mutex mutex_; // scratch_ is shared by the calls
};

/// Device memory exported through CUDA IPC by its owner (the user process).
class ExportedArena {
public:
  static Expected<std::unique_ptr<ExportedArena>> create(uint64_t bytes);
  ~ExportedArena();
  CUdeviceptr base() const { return base_; }
  uint64_t bytes() const { return bytes_; }
  /// The IPC handle as 128 hex digits.
  const std::string &handle() const { return handle_; }

private:
  ExportedArena() = default;
  CudaDriver *driver_ = nullptr;
  CUdeviceptr base_ = 0;
  uint64_t bytes_ = 0;
  std::string handle_;
};

/// Another process's ExportedArena, mapped into the current context.
class ImportedArena {
public:
  static Expected<std::unique_ptr<ImportedArena>> open(const std::string &handleHex,
                                                       uint64_t bytes);
  ~ImportedArena();
  CUdeviceptr base() const { return base_; }

private:
  ImportedArena() = default;
  CudaDriver *driver_ = nullptr;
  CUdeviceptr base_ = 0;
};

/// Arena offsets are multiples of this (hashing reads 8-byte words; cuBLASLt
/// and vector loads like 256).
constexpr uint64_t kArenaAlignment = 256;

} // namespace cuagent::rt

#endif // CUAGENT_RUNTIME_REFDATA_H
