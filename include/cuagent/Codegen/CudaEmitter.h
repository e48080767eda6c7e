//===- CudaEmitter.h - Kernel IR -> CUDA C++ source and a plan --*- C++ -*-===//
//
// Input: a func.func whose ops carry `cuagent.kernel` (cuagent-form-kernels).
// Output: one CUDA translation unit holding one `extern "C"` kernel per
// kernel index, and the plan that launches them over declared buffers.
// Shapes are static, so every size and index computation is a constant.
//
//===----------------------------------------------------------------------===//
#ifndef CUAGENT_CODEGEN_CUDAEMITTER_H
#define CUAGENT_CODEGEN_CUDAEMITTER_H

#include "cuagent/Format/Plan.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

#include <string>
#include <vector>

namespace cuagent {

/// The tunable parameters of the kernel templates.
struct KernelParams {
  int blockSize = 256;     // threads per block
  int vectorWidth = 4;     // elements per 16-byte-or-less vector access (not the strided template)
  bool warpPerRow = false; // row kernels: one warp per row instead of a block. Strided
                           // reductions (reduced dims followed by others): the block is one
                           // warp wide along the inner dims and its other warps split the
                           // reduced dims (the split factor is blockSize / 32), instead of
                           // widening to cover inner while the grid still fills the GPU
  int maxCachedPerThread = 32; // row kernels: keep the row in registers up to this
  // GEMM (cublaslt) steps.
  int gemmAlgo = 0;                // index into cuBLASLt's heuristic results
  std::string gemmCompute = "32F"; // "32F_FAST_TF32" in the tf32 precision mode
  int64_t cublasLtVersion = 0;     // recorded in the step; the runtime checks it

  std::string id() const;
};

/// cuBLASLt's workspace per GEMM step: what cuBLAS recommends for Hopper.
inline constexpr size_t kGemmWorkspaceBytes = size_t(32) << 20;

struct KernelInfo {
  std::string function;
  // "elementwise" | "row-<op>" | "strided-<op>", <op> one of sum, mean, amax, amin,
  // logsumexp, softmax, log-softmax, layer-norm (row only)
  std::string kind;
  int64_t iterationElements = 0;
  int64_t rowLength = 0; // row and strided kernels: elements reduced per output (R)
  int64_t rows = 0;      // row and strided kernels: outputs (outer * inner)
  bool cachedRow = false;
  int effectiveVectorWidth = 1;
};

struct EmittedModule {
  std::string source;
  Plan plan;                       // modules[0].file is left for the caller to name
  std::vector<KernelInfo> kernels; // the NVRTC kernels
  int gemmSteps = 0;               // cublaslt steps in the plan
};

Expected<EmittedModule> emitCuda(mlir::func::FuncOp function, const KernelParams &params);

} // namespace cuagent

#endif
