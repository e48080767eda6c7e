//===- CudaDriver.cpp -----------------------------------------------------===//
#include "cuagent/Runtime/CudaDriver.h"

#include <dlfcn.h>
#include <mutex>

namespace cuagent::rt {

#define CUAGENT_STRINGIFY_EXPANDED(x) CUAGENT_STRINGIFY(x)
#define CUAGENT_STRINGIFY(x) #x

Expected<CudaDriver *> CudaDriver::get() {
  static std::once_flag once;
  static CudaDriver *driver = nullptr;
  static std::string error;
  std::call_once(once, [] {
    const char *override = std::getenv("CUAGENT_LIBCUDA");
    void *handle = dlopen(override && *override ? override : "libcuda.so.1", RTLD_NOW | RTLD_LOCAL);
    if (!handle) {
      error = "no GPU driver (libcuda.so.1 could not be loaded); cuagent kernels need an NVIDIA "
              "GPU, the stock kernels are used";
      return;
    }
    auto *loaded = new CudaDriver();
#define CUAGENT_LOAD_POINTER(name)                                                                 \
  loaded->name =                                                                                   \
      reinterpret_cast<decltype(&::name)>(dlsym(handle, CUAGENT_STRINGIFY_EXPANDED(name)));        \
  if (!loaded->name) {                                                                             \
    error = std::string("the GPU driver lacks ") + CUAGENT_STRINGIFY_EXPANDED(name) +              \
            "; update the NVIDIA driver (CUDA 12.8 or newer is needed)";                           \
    delete loaded;                                                                                 \
    return;                                                                                        \
  }
    CUAGENT_CUDA_DRIVER_FUNCTIONS(CUAGENT_LOAD_POINTER)
#undef CUAGENT_LOAD_POINTER
    CUresult init = loaded->cuInit(0);
    if (init != CUDA_SUCCESS) {
      error = loaded->describe(init, "cuInit") + "; no usable GPU, the stock kernels are used";
      delete loaded;
      return;
    }
    driver = loaded;
  });
  if (!driver)
    return Status::error(error);
  return driver;
}

std::string CudaDriver::describe(CUresult result, const char *what) const {
  const char *name = nullptr;
  const char *text = nullptr;
  if (cuGetErrorName)
    cuGetErrorName(result, &name);
  if (cuGetErrorString)
    cuGetErrorString(result, &text);
  return std::string(what) + " failed: " + (name ? name : std::to_string(int(result))) +
         (text ? std::string(" (") + text + ")" : std::string());
}

Status CudaDriver::makePrimaryContextCurrent(int ordinal) {
  CUcontext current = nullptr;
  if (cuCtxGetCurrent(&current) == CUDA_SUCCESS && current) {
    CUdevice device;
    if (cuCtxGetDevice(&device) == CUDA_SUCCESS && device == ordinal)
      return Status::ok();
  }
  CUdevice device;
  if (Status status = check(cuDeviceGet(&device, ordinal), "cuDeviceGet"); !status)
    return status;
  CUcontext context;
  if (Status status = check(cuDevicePrimaryCtxRetain(&context, device), "cuDevicePrimaryCtxRetain");
      !status)
    return status;
  return check(cuCtxSetCurrent(context), "cuCtxSetCurrent");
}

} // namespace cuagent::rt
