//===- CudaDriver.h - The CUDA driver API, loaded lazily --------*- C++ -*-===//
//
// Nothing links libcuda: the build machine and CI have no driver at all. The
// driver is dlopen'ed on first use, so every binary starts without a GPU and
// reports "no GPU driver" as an ordinary error.
//
//===----------------------------------------------------------------------===//
#ifndef CUAGENT_RUNTIME_CUDADRIVER_H
#define CUAGENT_RUNTIME_CUDADRIVER_H

#include "cuagent/Support/Status.h"

#include <cuda.h>

#include <string>

namespace cuagent::rt {

// X(name): every driver entry point cuagent uses. `name` is the API name; the
// versioned symbol (cuMemAlloc_v2, ...) comes from cuda.h's macros.
#define CUAGENT_CUDA_DRIVER_FUNCTIONS(X)                                                           \
  X(cuInit)                                                                                        \
  X(cuDriverGetVersion)                                                                            \
  X(cuDeviceGet)                                                                                   \
  X(cuDeviceGetCount)                                                                              \
  X(cuDeviceGetAttribute)                                                                          \
  X(cuDeviceGetName)                                                                               \
  X(cuDevicePrimaryCtxRetain)                                                                      \
  X(cuDevicePrimaryCtxRelease)                                                                     \
  X(cuCtxGetCurrent)                                                                               \
  X(cuCtxSetCurrent)                                                                               \
  X(cuCtxGetDevice)                                                                                \
  X(cuCtxSynchronize)                                                                              \
  X(cuModuleLoadData)                                                                              \
  X(cuModuleUnload)                                                                                \
  X(cuModuleGetFunction)                                                                           \
  X(cuFuncSetAttribute)                                                                            \
  X(cuLaunchKernel)                                                                                \
  X(cuMemAlloc)                                                                                    \
  X(cuMemFree)                                                                                     \
  X(cuMemGetInfo)                                                                                  \
  X(cuMemcpyHtoD)                                                                                  \
  X(cuMemcpyHtoDAsync)                                                                             \
  X(cuMemcpyDtoH)                                                                                  \
  X(cuMemcpyDtoHAsync)                                                                             \
  X(cuMemsetD32)                                                                                   \
  X(cuMemsetD8Async)                                                                               \
  X(cuMemcpyDtoDAsync)                                                                             \
  X(cuIpcGetMemHandle)                                                                             \
  X(cuIpcOpenMemHandle)                                                                            \
  X(cuIpcCloseMemHandle)                                                                           \
  X(cuStreamCreate)                                                                                \
  X(cuStreamDestroy)                                                                               \
  X(cuStreamSynchronize)                                                                           \
  X(cuStreamQuery)                                                                                 \
  X(cuEventCreate)                                                                                 \
  X(cuEventRecord)                                                                                 \
  X(cuEventSynchronize)                                                                            \
  X(cuEventElapsedTime)                                                                            \
  X(cuEventDestroy)                                                                                \
  X(cuGetErrorName)                                                                                \
  X(cuGetErrorString)

class CudaDriver {
public:
  /// Loads libcuda.so.1 once per process; errors say that no driver is
  /// installed and that the stock kernels will be used.
  static Expected<CudaDriver *> get();

#define CUAGENT_DECLARE_POINTER(name) decltype(&::name) name = nullptr;
  CUAGENT_CUDA_DRIVER_FUNCTIONS(CUAGENT_DECLARE_POINTER)
#undef CUAGENT_DECLARE_POINTER

  /// "cuLaunchKernel failed: CUDA_ERROR_ILLEGAL_ADDRESS (an illegal memory
  /// access was encountered)".
  std::string describe(CUresult result, const char *what) const;
  Status check(CUresult result, const char *what) const {
    return result == CUDA_SUCCESS ? Status::ok() : Status::error(describe(result, what));
  }

  /// Makes device `ordinal`'s primary context current on this thread
  /// (creating it if needed). The primary context is what PyTorch uses too.
  Status makePrimaryContextCurrent(int ordinal);

private:
  CudaDriver() = default;
};

} // namespace cuagent::rt

#endif
