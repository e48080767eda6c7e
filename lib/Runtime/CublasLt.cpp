//===- CublasLt.cpp -------------------------------------------------------===//
#include "cuagent/Runtime/CublasLt.h"

#include <algorithm>
#include <dlfcn.h>
#include <link.h>

#include <vector>

namespace cuagent::rt {
namespace {

#define CUAGENT_STRINGIFY_EXPANDED(x) CUAGENT_STRINGIFY(x)
#define CUAGENT_STRINGIFY(x) #x
#define CUAGENT_CUBLASLT_SONAME "libcublasLt.so." CUAGENT_STRINGIFY_EXPANDED(CUBLAS_VER_MAJOR)

/// The process's copy first (PyTorch's), then CUAGENT_CUBLASLT, then the
/// loader's search path and the toolkit.
void *openLibrary(std::string &path) {
  const char *override = std::getenv("CUAGENT_CUBLASLT");
  std::vector<std::pair<std::string, int>> attempts;
  if (override && *override)
    attempts.emplace_back(override, RTLD_NOW | RTLD_LOCAL);
  attempts.emplace_back(CUAGENT_CUBLASLT_SONAME, RTLD_NOW | RTLD_NOLOAD);
  attempts.emplace_back(CUAGENT_CUBLASLT_SONAME, RTLD_NOW | RTLD_LOCAL);
  attempts.emplace_back("/usr/local/cuda/lib64/" CUAGENT_CUBLASLT_SONAME, RTLD_NOW | RTLD_LOCAL);
  for (const auto &[name, flags] : attempts) {
    void *handle = dlopen(name.c_str(), flags);
    if (!handle)
      continue;
    link_map *map = nullptr;
    path = dlinfo(handle, RTLD_DI_LINKMAP, &map) == 0 && map && map->l_name ? map->l_name : name;
    return handle;
  }
  return nullptr;
}

std::string statusText(cublasStatus_t status) {
  switch (status) {
  case CUBLAS_STATUS_SUCCESS:
    return "CUBLAS_STATUS_SUCCESS";
  case CUBLAS_STATUS_NOT_INITIALIZED:
    return "CUBLAS_STATUS_NOT_INITIALIZED";
  case CUBLAS_STATUS_ALLOC_FAILED:
    return "CUBLAS_STATUS_ALLOC_FAILED";
  case CUBLAS_STATUS_INVALID_VALUE:
    return "CUBLAS_STATUS_INVALID_VALUE";
  case CUBLAS_STATUS_ARCH_MISMATCH:
    return "CUBLAS_STATUS_ARCH_MISMATCH";
  case CUBLAS_STATUS_EXECUTION_FAILED:
    return "CUBLAS_STATUS_EXECUTION_FAILED";
  case CUBLAS_STATUS_NOT_SUPPORTED:
    return "CUBLAS_STATUS_NOT_SUPPORTED";
  default:
    return "cuBLAS status " + std::to_string(int(status));
  }
}

Status check(cublasStatus_t status, const char *what) {
  if (status == CUBLAS_STATUS_SUCCESS)
    return Status::ok();
  return Status::error(std::string(what) + " failed: " + statusText(status));
}

cudaDataType_t dataType(DType dtype) {
  switch (dtype) {
  case DType::F16:
    return CUDA_R_16F;
  case DType::BF16:
    return CUDA_R_16BF;
  default:
    return CUDA_R_32F;
  }
}

cublasLtEpilogue_t epilogueOf(const std::string &name) {
  if (name == "bias")
    return CUBLASLT_EPILOGUE_BIAS;
  if (name == "relu")
    return CUBLASLT_EPILOGUE_RELU;
  if (name == "relu_bias")
    return CUBLASLT_EPILOGUE_RELU_BIAS;
  return CUBLASLT_EPILOGUE_DEFAULT;
}

} // namespace

Expected<CublasLt *> CublasLt::get() {
  static std::once_flag once;
  static CublasLt *library = nullptr;
  static std::string error;
  std::call_once(once, [] {
    std::string path;
    void *handle = openLibrary(path);
    if (!handle) {
      error = "cuBLASLt (" CUAGENT_CUBLASLT_SONAME ") could not be loaded; GEMMs stay on the "
              "stock kernels (set CUAGENT_CUBLASLT to its path)";
      return;
    }
    auto *loaded = new CublasLt();
    loaded->path_ = path;
#define CUAGENT_LOAD_POINTER(name)                                                                 \
  loaded->name = reinterpret_cast<decltype(&::name)>(dlsym(handle, #name));                        \
  if (!loaded->name) {                                                                             \
    error = path + " lacks " #name "; GEMMs stay on the stock kernels";                            \
    delete loaded;                                                                                 \
    return;                                                                                        \
  }
    CUAGENT_CUBLASLT_FUNCTIONS(CUAGENT_LOAD_POINTER)
#undef CUAGENT_LOAD_POINTER
    loaded->version_ = int64_t(loaded->cublasLtGetVersion());
    library = loaded;
  });
  if (!library)
    return Status::error(error);
  return library;
}

Expected<cublasLtHandle_t> CublasLt::handle() {
  std::call_once(handleOnce_, [this] {
    if (Status status = check(cublasLtCreate(&handle_), "cublasLtCreate"); !status)
      handleError_ = status.message() + " (" + path_ + "); GEMMs stay on the stock kernels";
  });
  if (!handleError_.empty())
    return Status::error(handleError_);
  return handle_;
}

int64_t cublasLtVersionOrZero() {
  Expected<CublasLt *> library = CublasLt::get();
  return library ? (*library)->version() : 0;
}

Expected<std::unique_ptr<PreparedGemm>> PreparedGemm::prepare(const GemmSpec &spec) {
  Expected<CublasLt *> libraryOr = CublasLt::get();
  if (!libraryOr)
    return libraryOr.status();
  CublasLt *lib = *libraryOr;
  if (spec.version != lib->version())
    return Status::error("the plan's GEMM was verified with cuBLASLt " +
                         std::to_string(spec.version) + " but this process has " +
                         std::to_string(lib->version()) + " (" + lib->path() +
                         "); the group stays stock until its cache entry is rebuilt");
  Expected<cublasLtHandle_t> handle = lib->handle();
  if (!handle)
    return handle.status();
  std::unique_ptr<PreparedGemm> gemm(new PreparedGemm());
  gemm->lib_ = lib;
  gemm->handle_ = *handle;
  gemm->spec_ = spec;
  cublasComputeType_t compute =
      spec.compute == "32F_FAST_TF32" ? CUBLAS_COMPUTE_32F_FAST_TF32 : CUBLAS_COMPUTE_32F;
  if (Status status = check(lib->cublasLtMatmulDescCreate(&gemm->desc_, compute, CUDA_R_32F),
                            "cublasLtMatmulDescCreate");
      !status)
    return status;
  auto setDesc = [&](cublasLtMatmulDescAttributes_t attribute, const auto &value) {
    return check(lib->cublasLtMatmulDescSetAttribute(gemm->desc_, attribute, &value, sizeof(value)),
                 "cublasLtMatmulDescSetAttribute");
  };
  int32_t transA = spec.transA ? CUBLAS_OP_T : CUBLAS_OP_N;
  int32_t transB = spec.transB ? CUBLAS_OP_T : CUBLAS_OP_N;
  uint32_t epilogue = epilogueOf(spec.epilogue);
  for (Status status :
       {setDesc(CUBLASLT_MATMUL_DESC_TRANSA, transA), setDesc(CUBLASLT_MATMUL_DESC_TRANSB, transB),
        setDesc(CUBLASLT_MATMUL_DESC_EPILOGUE, epilogue)})
    if (!status)
      return status;

  cudaDataType_t type = dataType(spec.dtype);
  auto makeLayout = [&](cublasLtMatrixLayout_t &layout, int64_t rows, int64_t cols, int64_t ld,
                        int64_t stride) -> Status {
    if (Status status = check(
            lib->cublasLtMatrixLayoutCreate(&layout, type, uint64_t(rows), uint64_t(cols), ld),
            "cublasLtMatrixLayoutCreate");
        !status)
      return status;
    if (spec.batch == 1)
      return Status::ok();
    int32_t batch = int32_t(spec.batch);
    if (Status status =
            check(lib->cublasLtMatrixLayoutSetAttribute(layout, CUBLASLT_MATRIX_LAYOUT_BATCH_COUNT,
                                                        &batch, sizeof(batch)),
                  "cublasLtMatrixLayoutSetAttribute(batch)");
        !status)
      return status;
    return check(lib->cublasLtMatrixLayoutSetAttribute(
                     layout, CUBLASLT_MATRIX_LAYOUT_STRIDED_BATCH_OFFSET, &stride, sizeof(stride)),
                 "cublasLtMatrixLayoutSetAttribute(stride)");
  };
  // Stored shapes, column-major: A m x k (k x m when transposed), B k x n.
  for (Status status :
       {spec.transA ? makeLayout(gemm->layoutA_, spec.k, spec.m, spec.lda, spec.strideA)
                    : makeLayout(gemm->layoutA_, spec.m, spec.k, spec.lda, spec.strideA),
        spec.transB ? makeLayout(gemm->layoutB_, spec.n, spec.k, spec.ldb, spec.strideB)
                    : makeLayout(gemm->layoutB_, spec.k, spec.n, spec.ldb, spec.strideB),
        makeLayout(gemm->layoutD_, spec.m, spec.n, spec.ldd, spec.strideD)})
    if (!status)
      return status;
  if (Status status = gemm->chooseAlgorithm(); !status)
    return status;
  return gemm;
}

Status PreparedGemm::chooseAlgorithm() {
  cublasLtMatmulPreference_t preference = nullptr;
  if (Status status = check(lib_->cublasLtMatmulPreferenceCreate(&preference),
                            "cublasLtMatmulPreferenceCreate");
      !status)
    return status;
  uint64_t limit = spec_.workspaceBytes;
  cublasStatus_t set = lib_->cublasLtMatmulPreferenceSetAttribute(
      preference, CUBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES, &limit, sizeof(limit));
  // The heuristic assumes 256-byte-aligned pointers unless told otherwise;
  // the guard guarantees 16 bytes only (a tensor may be a view at an offset).
  uint32_t alignment = 16;
  for (cublasLtMatmulPreferenceAttributes_t attribute :
       {CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_A_BYTES, CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_B_BYTES,
        CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_C_BYTES, CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_D_BYTES})
    if (set == CUBLAS_STATUS_SUCCESS)
      set = lib_->cublasLtMatmulPreferenceSetAttribute(preference, attribute, &alignment,
                                                       sizeof(alignment));
  constexpr int kMaxAlgos = 64;
  std::vector<cublasLtMatmulHeuristicResult_t> results(kMaxAlgos);
  int returned = 0;
  cublasStatus_t found =
      set != CUBLAS_STATUS_SUCCESS
          ? set
          : lib_->cublasLtMatmulAlgoGetHeuristic(
                handle_, desc_, layoutA_, layoutB_, layoutD_, layoutD_, preference,
                std::min(kMaxAlgos, spec_.algo + 1), results.data(), &returned);
  lib_->cublasLtMatmulPreferenceDestroy(preference);
  if (Status status = check(found, "cublasLtMatmulAlgoGetHeuristic"); !status)
    return status;
  if (spec_.algo >= returned)
    return Status::error("cuBLASLt's heuristic returned " + std::to_string(returned) +
                         " algorithm(s) for this GEMM; the plan asks for number " +
                         std::to_string(spec_.algo));
  algo_ = results[size_t(spec_.algo)].algo;
  workspaceNeeded_ =
      std::min<size_t>(results[size_t(spec_.algo)].workspaceSize, spec_.workspaceBytes);
  return Status::ok();
}

PreparedGemm::~PreparedGemm() {
  if (!lib_)
    return;
  for (cublasLtMatrixLayout_t layout : {layoutA_, layoutB_, layoutD_})
    if (layout)
      lib_->cublasLtMatrixLayoutDestroy(layout);
  if (desc_)
    lib_->cublasLtMatmulDescDestroy(desc_);
}

Status PreparedGemm::enqueue(CUdeviceptr a, CUdeviceptr b, CUdeviceptr d, CUdeviceptr bias,
                             CUdeviceptr workspace, CUstream stream) const {
  // The scale type is f32 (the descriptor's CUDA_R_32F); the plan's parser
  // checked that alpha stays finite and nonzero there. beta 1 adds to D in
  // place (C is D: same buffer and layout, which cuBLASLt allows); beta 0
  // never reads it, so a poisoned D is overwritten.
  const float alpha = float(spec_.alpha), beta = float(spec_.beta);
  auto *dPointer = reinterpret_cast<void *>(d);
  auto matmul = [&] {
    return check(lib_->cublasLtMatmul(handle_, desc_, &alpha, reinterpret_cast<void *>(a), layoutA_,
                                      reinterpret_cast<void *>(b), layoutB_, &beta, dPointer,
                                      layoutD_, dPointer, layoutD_, &algo_,
                                      reinterpret_cast<void *>(workspace), workspaceNeeded_,
                                      reinterpret_cast<cudaStream_t>(stream)),
                 "cublasLtMatmul");
  };
  // cuBLASLt calls are thread-safe on a shared handle; without a bias the
  // descriptor is read-only after prepare, so concurrent calls need no lock.
  if (spec_.bias.empty())
    return matmul();
  std::lock_guard<std::mutex> lock(mutex_);
  // A bias is usually a weight, at the same address on every call: set the
  // attribute only when it moves.
  if (bias != boundBias_) {
    void *pointer = reinterpret_cast<void *>(bias);
    if (Status status =
            check(lib_->cublasLtMatmulDescSetAttribute(desc_, CUBLASLT_MATMUL_DESC_BIAS_POINTER,
                                                       &pointer, sizeof(pointer)),
                  "cublasLtMatmulDescSetAttribute(bias)");
        !status)
      return status;
    boundBias_ = bias;
  }
  return matmul();
}

} // namespace cuagent::rt
