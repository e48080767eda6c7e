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

#include "cuagent/Dialect/CuagentOps.h"
#include "cuagent/Format/Plan.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

#include <string>
#include <vector>

namespace cuagent {

inline constexpr int kDefaultSplitBlocksPerSm = 8;

/// The tunable parameters of the kernel templates.
struct KernelParams {
  int blockSize = 256;     // threads per block
  int vectorWidth = 4;     // elements per 16-byte-or-less vector access (not the strided template)
  bool warpPerRow = false; // row kernels: one warp per row instead of a block. Strided
                           // reductions (reduced dims followed by others): the block is one
                           // warp wide along the inner dims and its other warps split the
                           // reduced dims (the split factor is blockSize / 32), instead of
                           // widening to cover inner while the grid still fills the GPU
  int maxCachedPerThread = kRowCachePerThread; // row kernels: keep the row in registers up to this
  // Split reductions (few outputs, long reduced axis; SplitReduceTemplate):
  // stage 1 launches about this many blocks per SM in all.
  int splitBlocksPerSm = kDefaultSplitBlocksPerSm;
  // GEMM (cublaslt) steps.
  int gemmAlgo = 0;                // index into cuBLASLt's heuristic results
  std::string gemmCompute = "32F"; // "32F_FAST_TF32" in the tf32 precision mode
  int64_t cublasLtVersion = 0;     // recorded in the step; the runtime checks it
  // Convolution (cudnn) steps.
  int convEngine = 0;              // index into cuDNN's filtered heuristic plans
  bool convBiasFused = true;       // bias in the cuDNN graph, else added by NVRTC code
  std::string convCompute = "32F"; // "32F_FAST_TF32" in the tf32 precision mode
  // The cudnn steps' workspace limit sized to their tensors
  // (sizedConvWorkspaceBytes) instead of kConvWorkspaceBytes: engines that
  // transform large NCHW tensors to their own layout need about the
  // tensors' size in workspace (decision 50).
  bool convWorkspaceSized = false;
  // The task's memory cap on a plan's workspace (workspaceCapBytes,
  // decision 52; 0: none): a sized limit above it would let cuDNN pick an
  // engine the search may not choose, so the sized limit stops there.
  size_t workspaceCapBytes = 0;
  int64_t cudnnVersion = 0;        // recorded in the step; the runtime checks it
  // cudnn steps on channels-last tensors (decision 59): x and w transposed
  // into workspace by NVRTC kernels, y written channels-last and transposed
  // back, so that cuDNN's NHWC engines run without transforms of their own.
  bool convChannelsLast = false;
  // With convChannelsLast: the kernels next to a conv read and write its
  // channels-last tensors in place -- the elementwise kernel whose one
  // result is x writes it channels-last (decision 119), a row kernel stages
  // y through shared memory (decision 133), a group norm reads y along C
  // (decision 134); false: they take PyTorch's layout and NVRTC transposes
  // copy x and y (decision 59's way).
  bool convInPlaceLayouts = true;
  // A transposed conv with unit strides run as the forward conv it equals
  // (the filter's two channel dims swapped and its window flipped by an
  // NVRTC kernel, padding dilation * (window - 1) - padding), so that
  // cuDNN's forward engines run instead of its dgrad ones (decision 137).
  bool convTransposedForward = false;
  // Strict-fp32 GEMMs and convolutions as one TF32 product over a tripled
  // reduction: each operand split into its TF32-rounded high part and the
  // remainder (3xTF32, decision 49). Only where the step would run in "32F".
  bool fp32Emulated = false;
  // Attention (decision 70): keys per staged tile, 32 or 64; 0 picks 64 for
  // heads of at most 64, else 32.
  int attentionKeyTile = 0;
  // Attention (decision 71): each lane's query fragments parked in shared
  // memory instead of registers (long heads: occupancy).
  bool attentionQueryShared = false;
  // Attention: independent accumulators per score fragment (1 or 2), so
  // that long heads' MMAs form shorter dependent chains. Not in the builtin
  // policy's grid until measured.
  int attentionScoreChains = 1;
  // Channels-last layout kernels (the NVRTC transposes of decision 59, the
  // tiled kernels reading or writing a conv's channels-last tensors): 0,
  // tiles chosen by shape (decision 146: as many channels as there are, up
  // to 64, by up to 256 positions); 32 or 64, square tiles of that side
  // (decision 142; ids -t32, -t64).
  int layoutTile = 0;
  // Attention: K and V tiles staged by cp.async into two stages. Not in the
  // builtin policy's grid until measured.
  bool attentionAsyncCopy = false;

  std::string id() const;
};

/// cuBLASLt's workspace per GEMM step: what cuBLAS recommends for Hopper.
inline constexpr size_t kGemmWorkspaceBytes = size_t(32) << 20;

/// The workspace limit of a cudnn step. The buffer is allocated whether or
/// not the chosen engine uses it, and issue 9 bounds a compiled group's peak
/// memory at 1.2x stock's, so the limit is modest: twice the GEMM's (implicit
/// GEMM engines want about what a GEMM does; Winograd and FFT tiling more).
/// It only narrows cuDNN's engine list (an engine that needs more is dropped
/// at load, not failed), so a limit too small costs speed, never
/// correctness. Not yet measured on the H200: revisit with the conv bench.
inline constexpr size_t kConvWorkspaceBytes = size_t(64) << 20;

/// The least workspace limit a cudnn step gets under a memory cap that
/// leaves less (decision 52): implicit-GEMM engines run in a few MiB.
inline constexpr size_t kMinCappedConvWorkspaceBytes = size_t(16) << 20;

/// The largest workspace limit a sized cudnn step gets (decision 50).
inline constexpr size_t kMaxConvWorkspaceBytes = size_t(2) << 30;

/// A conv step's sized workspace limit: twice its x, w and y bytes (a
/// layout transform of each, and room for engines that tile more), in whole
/// MiB, within [kConvWorkspaceBytes, kMaxConvWorkspaceBytes]. Only a limit:
/// the loaded plan allocates what the chosen engine uses (decision 51).
/// A `cap` (0: none) lowers the limit to it, never below the default.
size_t sizedConvWorkspaceBytes(const ConvSpec &conv, size_t cap = 0);

/// A 3xTF32 conv under the memory cap `cap` (decision 54): the fewest batch
/// chunks whose copies (three of a chunk of x, three of w) take at most half
/// the cap; 1 when the whole copies fit or there is no cap (0); 0 when no
/// chunking fits (w's copies alone, one item per chunk, more than
/// kMaxEmulatedConvChunks chunks, or slices not 16-byte aligned): the copies
/// then stay whole and the cap drops the candidate.
int64_t emulatedConvChunks(const ConvSpec &conv, size_t cap);
/// Each chunk is a split launch and a library call: past this many, launch
/// overhead eats what 3xTF32 buys.
inline constexpr int64_t kMaxEmulatedConvChunks = 32;

/// What a 3xTF32 GEMM's copies may take of `cap`, the memory the cap leaves
/// its step: all of it but cuBLASLt's workspace (the cap already excludes
/// what else is live then, decision 138); half of a cap too small for that.
size_t emulatedGemmBudget(size_t cap);

/// The same for a 3xTF32 GEMM (decision 54): for one matrix, chunks of B's
/// columns (the row-major lhs's rows) and D's, A's copies whole (B's
/// columns must be contiguous); for a batched GEMM, chunks of batch entries
/// of the batched operands and D, a broadcast operand's copies whole. 1:
/// whole copies fit, or no cap; 0: no chunking fits.
int64_t emulatedGemmChunks(const GemmSpec &gemm, size_t cap);

/// Where even one column chunk cannot sit beside A's whole copies (a large
/// right-hand side: a linear's weight, matmul's second operand), op(A)'s m
/// rows are chunked too (decision 57): `perChunk` rows (a multiple of 4, so
/// every slice of D and the bias is 16-byte aligned) whose copies take at
/// most half of emulatedGemmBudget(cap), each chunk times `columnChunks` chunks of B's
/// columns (1: B's copies whole, made once). {0, 0, 0} where that does not
/// fit either, the GEMM is batched, or the layout does not slice (B
/// transposed or strided, A's rows not contiguous or strided by m, D's
/// leading dim not m or not a multiple of 4).
struct GemmRowChunks {
  int64_t perChunk = 0, chunks = 0, columnChunks = 0;
};
GemmRowChunks emulatedGemmRowChunks(const GemmSpec &gemm, size_t cap);

/// A batched GEMM where even one entry's copies do not fit beside the rest
/// (decision 139: a bmm of 2048 x 1024 by 1024 x 1024 entries takes 36 MiB
/// of copies an entry, a 64 MiB cap leaves 32): one entry at a time, each
/// chunked as one matrix, by `columnChunks` chunks of B's columns (A's
/// copies whole) or else by `rows`. Entries must be slices (contiguous,
/// D's m x n apart, 16-byte aligned offsets); at most 2 *
/// kMaxEmulatedConvChunks library calls in all.
struct GemmEntryChunks {
  int64_t columnChunks = 0;
  GemmRowChunks rows;
  bool fits() const { return columnChunks > 0 || rows.chunks > 0; }
};
GemmEntryChunks emulatedGemmEntryChunks(const GemmSpec &gemm, size_t cap);

/// Slabs along k (decision 140): `perChunk` of k's indices (a multiple of
/// 4) whose copies of both operands fit emulatedGemmBudget(cap), each slab
/// split and multiplied into all of D, the first writing it, the later
/// ones adding to it (beta 1). {0, 0} where that does not fit within
/// kMaxEmulatedConvChunks slabs of at least kMinEmulatedKSlab, the GEMM is
/// batched, an operand or D is strided, or the epilogue is other than a
/// bias.
struct GemmKChunks {
  int64_t perChunk = 0, chunks = 0;
};
GemmKChunks emulatedGemmKChunks(const GemmSpec &gemm, size_t cap);
/// Thinner slabs than this make GEMMs too short along k to run near peak.
inline constexpr int64_t kMinEmulatedKSlab = 64;
/// Outputs a GEMM needs to give every SM of an H100/H200 two 128 x 128 tiles.
inline constexpr int64_t kFullGpuGemmOutputs = int64_t(2) * 132 * 128 * 128;
/// Whether decision 57's row chunks beat `slabs`: B's copies whole (nothing
/// moved twice), or blocks of D large enough to fill the GPU and no more
/// memory moved than the slabs move.
bool rowChunksMoveLess(const GemmSpec &gemm, const GemmRowChunks &rows, const GemmKChunks &slabs);

/// The most scratch one 3xTF32 step may take for its split operands (three
/// copies of each): beyond it the emulated candidate is not made and the
/// step keeps strict fp32, so the budget of a multi-GiB group is not spent
/// on copies.
inline constexpr size_t kMaxTf32SplitBytes = size_t(4) << 30;

struct KernelInfo {
  std::string function;
  // "elementwise" | "row-<op>" | "strided-<op>" | "split-<op>" (both stages of a split
  // reduction, <op> one of sum, mean, amax, amin), <op> one of sum, mean, amax, amin,
  // logsumexp, softmax, log-softmax, layer-norm, rms-norm (row only) | "conv-bias" (a
  // conv's bias, added in place) | "layout-transpose" (a channels-last conv's copies,
  // decision 59) | "tf32-split" (3xTF32 operand copies) | "window-<pool>", <pool> one of max-pool,
  // avg-pool, adaptive-avg-pool, adaptive-max-pool (the window template; KernelParams::vectorWidth
  // is its outputs per thread) | "group-norm", "group-norm-split" | "group-norm-cl-stats",
  // "group-norm-cl-finalize", "group-norm-cl" (a group norm over a channels-last conv
  // result, decision 134) | "conv-forward-filter" (a transposed conv's filter as the forward
  // conv's, decision 137)
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
  int convSteps = 0;               // cudnn steps in the plan
};

Expected<EmittedModule> emitCuda(mlir::func::FuncOp function, const KernelParams &params);

} // namespace cuagent

#endif
