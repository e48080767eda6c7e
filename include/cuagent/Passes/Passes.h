//===- Passes.h - cuagent passes --------------------------------*- C++ -*-===//
#ifndef CUAGENT_PASSES_PASSES_H
#define CUAGENT_PASSES_PASSES_H

#include "cuagent/Dialect/CuagentDialect.h"
#include "cuagent/Support/Status.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

#include <memory>
#include <string>

namespace cuagent {

#define GEN_PASS_DECL
#include "cuagent/Passes/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "cuagent/Passes/Passes.h.inc"

/// The attribute FormKernels puts on every op: the index of its kernel.
inline constexpr llvm::StringLiteral kKernelAttrName = "cuagent.kernel";

/// The worker's passes on each function, in order, with or without the
/// algebraic rewrites (exact in real arithmetic only, so the worker also
/// plans the group without them when their candidates give wrong results:
/// docs/decisions.md 45). Each pipeline is spelled twice: function-level for
/// a PassManager anchored on builtin.module, anchored for cuagent-opt
/// --pass-pipeline (reproducers).
#define CUAGENT_MATMUL_REWRITES                                                                    \
  "cuagent-fuse-attention,cuagent-diag-matmul-to-multiply,cuagent-reduce-before-matmul,"           \
  "cuagent-reassociate-matmuls,cuagent-fold-scale-into-matmul,cuagent-outer-product-to-multiply,"
// The rewrites of the tf32 mode: those of the GEMMs, then a pick's and the
// group norms' split.
#define CUAGENT_TF32_REWRITES                                                                      \
  CUAGENT_MATMUL_REWRITES "cuagent-pick-from-log-softmax,cuagent-split-group-norms,"
#define CUAGENT_ALGEBRAIC_PASSES "cuagent-pointwise-conv-to-matmul," CUAGENT_TF32_REWRITES
#define CUAGENT_WORKER_PASSES_WITH(ALGEBRAIC)                                                      \
  "canonicalize,cse," ALGEBRAIC "cuagent-long-rows-as-group-norm,cuagent-sink-layout-ops,"         \
  "cuagent-check-supported,cuagent-form-kernels"
#define CUAGENT_WORKER_FUNCTION_PASSES CUAGENT_WORKER_PASSES_WITH(CUAGENT_ALGEBRAIC_PASSES)
inline constexpr llvm::StringLiteral kWorkerFunctionPipeline =
    "func.func(" CUAGENT_WORKER_FUNCTION_PASSES ")";
inline constexpr llvm::StringLiteral kWorkerPipeline =
    "builtin.module(func.func(" CUAGENT_WORKER_FUNCTION_PASSES "))";
/// The tf32 mode's (and cuagent-translate --tf32's): without
/// cuagent-pointwise-conv-to-matmul. Where stock convolutions run on TF32,
/// the reference a user compares against rounds the conv's inputs as
/// cuDNN does; a TF32 GEMM in their place rounds them as cuBLASLt does,
/// and a strict-fp32 one not at all, which on the H200 put syn000196 and
/// syn000341 outside 1e-2 of eager's TF32 result (decision 62).
inline constexpr llvm::StringLiteral kWorkerTf32FunctionPipeline =
    "func.func(" CUAGENT_WORKER_PASSES_WITH(CUAGENT_TF32_REWRITES) ")";
inline constexpr llvm::StringLiteral kWorkerTf32Pipeline =
    "builtin.module(func.func(" CUAGENT_WORKER_PASSES_WITH(CUAGENT_TF32_REWRITES) "))";
inline constexpr llvm::StringLiteral kWorkerPlainFunctionPipeline =
    "func.func(" CUAGENT_WORKER_PASSES_WITH("") ")";
inline constexpr llvm::StringLiteral kWorkerPlainPipeline =
    "builtin.module(func.func(" CUAGENT_WORKER_PASSES_WITH("") "))";

/// The worker pipeline's text for a run, both spellings (function-level for
/// a PassManager, anchored for cuagent-opt reproducers): without the
/// algebraic rewrites when `algebraic` is false, else with the
/// pointwise-conv rewrite only when `pointwiseConvs` (the fp32 mode's).
struct WorkerPipeline {
  llvm::StringRef function, anchored;
};
WorkerPipeline workerPipeline(bool algebraic, bool pointwiseConvs);

/// Where runWorkerPipeline keeps the input IR when the pipeline fails: never
/// in /tmp, where it would outlive the run unseen.
struct Reproducer {
  std::string path;               // write it here (--reproducer=FILE) when set
  std::string *capture = nullptr; // else hand it back here (the worker files it
                                  // into the cache entry) when set
  std::string capturedAs;         // how messages name the captured file
};

/// Runs the worker's pipeline on `module` (without the algebraic rewrites
/// when `algebraic` is false; with the pointwise-conv rewrite only when
/// `pointwiseConvs`, the fp32 mode's, see kWorkerTf32Pipeline). On failure,
/// keeps the input IR as `reproducer` says, prints the cuagent-opt command
/// that replays it, and returns the reason.
Status runWorkerPipeline(mlir::ModuleOp module, const Reproducer &reproducer = {},
                         bool algebraic = true, bool pointwiseConvs = false);

} // namespace cuagent

#endif
