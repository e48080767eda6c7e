//===- cuagent-translate.cpp - cuagent IR -> CUDA C++ ----------------------===//
//
// Prints the CUDA source (and, with --plan, the plan JSON) that the builtin
// templates emit for a function, for lit tests and for reading what the
// worker would compile.
//
//===----------------------------------------------------------------------===//
#include "cuagent/Codegen/CudaEmitter.h"
#include "cuagent/Import/TaskImporter.h"
#include "cuagent/Passes/Passes.h"

#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Transforms/Passes.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdio>

namespace cl = llvm::cl;

static cl::opt<std::string> inputFile(cl::Positional, cl::desc("<input .mlir>"), cl::init("-"));
static cl::opt<int> blockSize("block", cl::desc("threads per block"), cl::init(256));
static cl::opt<int> vectorWidth("vector", cl::desc("elements per vector access"), cl::init(4));
static cl::opt<bool> warpPerRow("warp-per-row", cl::desc("row kernels: one warp per row"),
                                cl::init(false));
static cl::opt<int> splitBlocksPerSm(
    "split-blocks-per-sm",
    cl::desc("split reductions: stage-1 blocks per SM (KernelParams::splitBlocksPerSm)"),
    cl::init(cuagent::kDefaultSplitBlocksPerSm));
static cl::opt<int> gemmAlgo("gemm-algo", cl::desc("GEMM steps: cuBLASLt heuristic result index"),
                             cl::init(0));
static cl::opt<int>
    attentionKeyTile("attention-key-tile",
                     cl::desc("attention: keys per staged tile, 32 or 64 (0: by the head dims)"),
                     cl::init(0));
static cl::opt<bool>
    attentionQueryShared("attention-query-shared",
                         cl::desc("attention: the query fragments in shared memory, not registers"),
                         cl::init(false));
static cl::opt<int>
    attentionScoreChains("attention-score-chains",
                         cl::desc("attention: independent accumulators per score fragment, 1 or 2"),
                         cl::init(1));
static cl::opt<int>
    layoutTile("layout-tile",
               cl::desc("channels-last layout kernels: 0, tiles by shape (decision 146); 32 or "
                        "64, square tiles (decision 142)"),
               cl::init(0));
static cl::opt<bool>
    attentionAsyncCopy("attention-async-copy",
                       cl::desc("attention: K and V tiles staged by cp.async into two stages"),
                       cl::init(false));
static cl::opt<bool> tf32("tf32",
                          cl::desc("GEMM and conv steps: allow TF32 tensor cores (fp32 inputs)"),
                          cl::init(false));
static cl::opt<int> convEngine("conv-engine",
                               cl::desc("conv steps: index into cuDNN's filtered engine list"),
                               cl::init(0));
static cl::opt<bool> convBiasFused(
    "conv-bias-fused",
    cl::desc("conv steps: add the bias in cuDNN (=false: in the NVRTC kernels after it)"),
    cl::init(true));
static cl::opt<bool> fp32Emulated(
    "fp32-emulated",
    cl::desc("strict-fp32 GEMM and conv steps as 3xTF32 (split operands, one TF32 product)"),
    cl::init(false));
static cl::opt<bool>
    convChannelsLast("conv-channels-last",
                     cl::desc("conv steps on channels-last copies of x, w and y (decision 59)"),
                     cl::init(false));
static cl::opt<bool> convInPlaceLayouts(
    "conv-in-place-layouts",
    cl::desc("with --conv-channels-last: kernels next to a conv read and write its channels-last "
             "tensors in place (decisions 119, 133, 134; =false: transposes copy them)"),
    cl::init(true));
static cl::opt<bool> convTransposedForward(
    "conv-transposed-forward",
    cl::desc("transposed conv steps with unit strides as the forward conv they equal (the filter "
             "flipped by an NVRTC kernel; decision 137)"),
    cl::init(false));
static cl::opt<unsigned> workspaceCapMib(
    "workspace-cap-mib",
    cl::desc("the task's memory cap on the plan's workspace, MiB (0: none; decision 52): "
             "3xTF32 convs split x in batch chunks under it"),
    cl::init(0));
static cl::opt<bool> printPlan("plan", cl::desc("print the plan JSON after the source"),
                               cl::init(false));
static cl::opt<bool> noPipeline("no-pipeline", cl::desc("do not run the worker pipeline first"),
                                cl::init(false));

static int toolMain(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  cl::ParseCommandLineOptions(argc, argv, "cuagent IR to CUDA C++\n");
  mlir::MLIRContext context;
  cuagent::registerCompilerDialects(context);
  cuagent::registerCuagentPasses();
  mlir::registerCanonicalizerPass();
  mlir::registerCSEPass();
  std::string error;
  auto file = mlir::openInputFile(inputFile, &error);
  if (!file) {
    llvm::errs() << "cuagent-translate: error: " << error << "\n";
    return 1;
  }
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(std::move(file), llvm::SMLoc());
  mlir::OwningOpRef<mlir::ModuleOp> module =
      mlir::parseSourceFile<mlir::ModuleOp>(sourceMgr, &context);
  if (!module)
    return 1;
  if (!noPipeline) {
    mlir::PassManager pm(&context);
    // The worker's pipeline for the mode (--tf32: no pointwise-conv rewrite).
    cuagent::WorkerPipeline pipeline = cuagent::workerPipeline(/*algebraic=*/true, !tf32);
    if (mlir::failed(mlir::parsePassPipeline(pipeline.function, pm)) ||
        mlir::failed(pm.run(*module))) {
      llvm::errs() << "cuagent-translate: error: the pass pipeline failed; reproduce with: "
                      "cuagent-opt --pass-pipeline='"
                   << pipeline.anchored << "' " << inputFile << "\n";
      return 1;
    }
  }
  cuagent::KernelParams params;
  params.blockSize = blockSize;
  params.vectorWidth = vectorWidth;
  params.warpPerRow = warpPerRow;
  params.splitBlocksPerSm = splitBlocksPerSm;
  params.gemmAlgo = gemmAlgo;
  params.gemmCompute = tf32 ? "32F_FAST_TF32" : "32F";
  params.convEngine = convEngine;
  params.convBiasFused = convBiasFused;
  params.convCompute = params.gemmCompute;
  params.fp32Emulated = fp32Emulated;
  params.attentionKeyTile = attentionKeyTile;
  params.attentionQueryShared = attentionQueryShared;
  params.attentionScoreChains = attentionScoreChains;
  params.attentionAsyncCopy = attentionAsyncCopy;
  params.layoutTile = layoutTile;
  params.convChannelsLast = convChannelsLast;
  params.convInPlaceLayouts = convInPlaceLayouts;
  params.convTransposedForward = convTransposedForward;
  params.workspaceCapBytes = size_t(workspaceCapMib) << 20;
  for (mlir::func::FuncOp function : module->getOps<mlir::func::FuncOp>()) {
    auto emitted = cuagent::emitCuda(function, params);
    if (!emitted) {
      llvm::errs() << "cuagent-translate: error: @" << function.getName() << ": "
                   << emitted.message() << "\n";
      return 1;
    }
    llvm::outs() << "// function @" << function.getName() << "\n" << emitted->source;
    if (printPlan)
      llvm::outs() << "// plan\n" << cuagent::planToJson(emitted->plan).dump(2) << "\n";
  }
  return 0;
}

/// Nothing escapes as an abort: any exception ends the tool with a one-line
/// error and exit code 1.
int main(int argc, char **argv) {
  try {
    return toolMain(argc, argv);
  } catch (const std::exception &error) {
    std::fprintf(stderr, "cuagent-translate: error: internal: %s\n", error.what());
  } catch (...) {
    std::fprintf(stderr, "cuagent-translate: error: internal: unknown exception\n");
  }
  return 1;
}
