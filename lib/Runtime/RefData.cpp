//===- RefData.cpp - Reference data on the GPU, shared between processes --===//
#include "cuagent/Runtime/RefData.h"

#include <cstring>
#include <map>

namespace cuagent::rt {
namespace {
#include "RefDataPtx.inc" // kRefDataPtx: lib/Runtime/RefData.cu, compiled by nvcc -ptx

uint64_t mix64(uint64_t z) {
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

int dtypeCode(DType dtype) {
  switch (dtype) {
  case DType::F32:
    return 0;
  case DType::F16:
    return 1;
  case DType::BF16:
    return 2;
  case DType::I64:
    return 3;
  case DType::B8:
    return 4;
  }
  return 0;
}

std::string toHex(const unsigned char *bytes, size_t size) {
  static const char *digits = "0123456789abcdef";
  std::string text;
  for (size_t i = 0; i < size; ++i) {
    text += digits[bytes[i] >> 4];
    text += digits[bytes[i] & 15];
  }
  return text;
}

bool fromHex(const std::string &text, unsigned char *bytes, size_t size) {
  if (text.size() != 2 * size)
    return false;
  auto value = [](char c) -> int {
    if (c >= '0' && c <= '9')
      return c - '0';
    if (c >= 'a' && c <= 'f')
      return c - 'a' + 10;
    return -1;
  };
  for (size_t i = 0; i < size; ++i) {
    int high = value(text[2 * i]), low = value(text[2 * i + 1]);
    if (high < 0 || low < 0)
      return false;
    bytes[i] = static_cast<unsigned char>(high * 16 + low);
  }
  return true;
}

} // namespace

uint64_t referenceInputKey(uint64_t seed, size_t inputIndex) {
  return mix64(seed * 0x100000001b3ULL + mix64(uint64_t(inputIndex) + 1));
}

Expected<ReferenceKernels *> ReferenceKernels::forCurrentContext() {
  static std::mutex mutex;
  static std::map<CUcontext, std::unique_ptr<ReferenceKernels>> loaded;
  Expected<CudaDriver *> driver = CudaDriver::get();
  if (!driver)
    return driver.status();
  CUcontext context = nullptr;
  if ((*driver)->cuCtxGetCurrent(&context) != CUDA_SUCCESS || !context)
    return Status::error("no current CUDA context to load the reference kernels into");
  std::lock_guard<std::mutex> lock(mutex);
  auto &slot = loaded[context];
  if (slot)
    return slot.get();
  std::unique_ptr<ReferenceKernels> kernels(new ReferenceKernels());
  kernels->driver_ = *driver;
  CudaDriver *d = *driver;
  if (Status status = d->check(d->cuModuleLoadData(&kernels->module_, kRefDataPtx),
                               "loading the reference kernels (cuModuleLoadData)");
      !status)
    return status;
  for (auto [function, name] : {std::pair{&kernels->fill_, "cuagent_ref_fill"},
                                {&kernels->hash_, "cuagent_ref_hash"},
                                {&kernels->compare_, "cuagent_ref_compare"}})
    if (Status status = d->check(d->cuModuleGetFunction(function, kernels->module_, name),
                                 "cuModuleGetFunction");
        !status)
      return status;
  if (Status status = d->check(d->cuMemAlloc(&kernels->scratch_, 3 * sizeof(uint64_t)),
                               "cuMemAlloc (reference kernels' results)");
      !status)
    return status;
  CUdevice device = 0;
  int sms = 0;
  d->cuCtxGetDevice(&device);
  d->cuDeviceGetAttribute(&sms, CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT, device);
  kernels->blocks_ = std::max(1, sms) * 8;
  slot = std::move(kernels);
  return slot.get();
}

ReferenceKernels::~ReferenceKernels() {
  if (scratch_)
    driver_->cuMemFree(scratch_);
  if (module_)
    driver_->cuModuleUnload(module_);
}

Status ReferenceKernels::launch(CUfunction function, uint64_t work, void **args,
                                CUstream stream) {
  constexpr unsigned kThreads = 256;
  uint64_t wanted = (work + kThreads - 1) / kThreads;
  unsigned blocks = unsigned(std::max<uint64_t>(1, std::min<uint64_t>(wanted, blocks_)));
  return driver_->check(
      driver_->cuLaunchKernel(function, blocks, 1, 1, kThreads, 1, 1, 0, stream, args, nullptr),
      "launching a reference kernel");
}

Status ReferenceKernels::fill(CUdeviceptr out, uint64_t count, DType dtype, uint64_t key,
                              CUstream stream, const std::optional<InputRange> &range) {
  if (dtype == DType::I64 && !range)
    return Status::error("internal: an i64 reference input needs the range its values are "
                         "drawn from");
  int code = dtypeCode(dtype);
  // span 0: no range (floats are bell-shaped then).
  long long low = range ? range->low : 0;
  unsigned long long span = range ? uint64_t(range->high) - uint64_t(range->low) : 0;
  long long also = range && range->also ? *range->also : 0;
  int hasAlso = range && range->also ? 1 : 0;
  void *args[] = {&out, &count, &key, &code, &low, &span, &also, &hasAlso};
  return launch(fill_, count, args, stream);
}

Expected<uint64_t> ReferenceKernels::hash(CUdeviceptr data, uint64_t bytes, CUstream stream) {
  if (data % 8)
    return Status::error("internal: hashing a buffer that is not 8-byte aligned");
  std::lock_guard<std::mutex> lock(mutex_);
  uint64_t sum = 0;
  if (Status status = driver_->check(driver_->cuMemsetD8Async(scratch_, 0, 8, stream), "cuMemset");
      !status)
    return status;
  void *args[] = {&data, &bytes, &scratch_};
  if (Status status = launch(hash_, bytes / 8, args, stream); !status)
    return status;
  if (Status status =
          driver_->check(driver_->cuMemcpyDtoHAsync(&sum, scratch_, 8, stream), "cuMemcpyDtoH");
      !status)
    return status;
  if (Status status = driver_->check(driver_->cuStreamSynchronize(stream), "hashing a buffer");
      !status)
    return status;
  return mix64(sum ^ mix64(bytes));
}

Expected<DeviceCompare> ReferenceKernels::compare(CUdeviceptr got, CUdeviceptr want,
                                                  uint64_t count, DType dtype, double atol,
                                                  double rtol, CUstream stream) {
  std::lock_guard<std::mutex> lock(mutex_);
  uint64_t init[3] = {0, ~uint64_t(0), 0}, stats[3] = {0, 0, 0};
  int code = dtypeCode(dtype);
  if (Status status = driver_->check(
          driver_->cuMemcpyHtoDAsync(scratch_, init, sizeof(init), stream), "cuMemcpyHtoD");
      !status)
    return status;
  void *args[] = {&got, &want, &count, &code, &atol, &rtol, &scratch_};
  if (Status status = launch(compare_, count, args, stream); !status)
    return status;
  if (Status status = driver_->check(
          driver_->cuMemcpyDtoHAsync(stats, scratch_, sizeof(stats), stream), "cuMemcpyDtoH");
      !status)
    return status;
  if (Status status = driver_->check(driver_->cuStreamSynchronize(stream), "comparing outputs");
      !status)
    return status;
  DeviceCompare result;
  result.mismatches = stats[0];
  result.firstMismatch = stats[1];
  std::memcpy(&result.maxAbsError, &stats[2], sizeof(double));
  return result;
}

Expected<std::unique_ptr<ExportedArena>> ExportedArena::create(uint64_t bytes) {
  Expected<CudaDriver *> driver = CudaDriver::get();
  if (!driver)
    return driver.status();
  std::unique_ptr<ExportedArena> arena(new ExportedArena());
  arena->driver_ = *driver;
  arena->bytes_ = bytes;
  CudaDriver *d = *driver;
  if (Status status = d->check(d->cuMemAlloc(&arena->base_, std::max<uint64_t>(bytes, 256)),
                               "cuMemAlloc (reference arena)");
      !status)
    return status;
  CUipcMemHandle handle;
  if (Status status = d->check(d->cuIpcGetMemHandle(&handle, arena->base_), "cuIpcGetMemHandle");
      !status)
    return status;
  arena->handle_ = toHex(reinterpret_cast<const unsigned char *>(&handle), sizeof(handle));
  return arena;
}

ExportedArena::~ExportedArena() {
  if (base_)
    driver_->cuMemFree(base_);
}

Expected<std::unique_ptr<ImportedArena>> ImportedArena::open(const std::string &handleHex,
                                                             uint64_t bytes) {
  Expected<CudaDriver *> driver = CudaDriver::get();
  if (!driver)
    return driver.status();
  CUipcMemHandle handle;
  if (!fromHex(handleHex, reinterpret_cast<unsigned char *>(&handle), sizeof(handle)))
    return Status::error("the task's reference arena handle is not " +
                         std::to_string(2 * sizeof(handle)) + " lowercase hex digits");
  std::unique_ptr<ImportedArena> arena(new ImportedArena());
  arena->driver_ = *driver;
  CudaDriver *d = *driver;
  if (Status status =
          d->check(d->cuIpcOpenMemHandle(&arena->base_, handle,
                                         CU_IPC_MEM_LAZY_ENABLE_PEER_ACCESS),
                   "opening the user process's reference data (cuIpcOpenMemHandle)");
      !status)
    return Status::error(status.message() +
                         "; the process that built the task must be alive and on this machine "
                         "(re-run optimize, or keep task folders with task_dir to get files)");
  (void)bytes;
  return arena;
}

ImportedArena::~ImportedArena() {
  if (base_)
    driver_->cuIpcCloseMemHandle(base_);
}

} // namespace cuagent::rt
