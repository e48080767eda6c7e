//===- AttentionTemplate.h - Flash attention on TF32 tensor cores -*- C++ -*-===//
//
// Private to lib/Codegen. The attention template computes one
// cuagent.attention (decision 70) without storing its scores: a block owns
// 16 query rows per warp of one batch entry; it walks the keys in tiles of
// `keyTile`, staged in shared memory, computes the tile's scores with
// mma.sync m16n8k8 (TF32 inputs, f32 accumulators), keeps a running max and
// sum of exponentials per query row (the online softmax), rescales its
// output accumulators by how far the max moved and adds the tile's weights
// times v's rows, again on tensor cores. Causal blocks stop at their last
// query's key and mask the diagonal tile; a float mask is added per score.
// In strict fp32 every product is three TF32 products of split operands
// (3xTF32, decision 49): the template has no SIMT path.
//
//===----------------------------------------------------------------------===//
#ifndef CUAGENT_LIB_CODEGEN_ATTENTIONTEMPLATE_H
#define CUAGENT_LIB_CODEGEN_ATTENTIONTEMPLATE_H

#include "cuagent/Support/Status.h"

#include "mlir/IR/Operation.h"

#include <cstdint>
#include <string>
#include <vector>

namespace cuagent::codegen {

/// The geometry of one attention kernel.
struct AttentionLayout {
  std::vector<int64_t> batchShape;   // the batch dims B...
  int64_t batch = 1;                 // their product
  int64_t queries = 0, keys = 0;     // L, S
  int64_t headDim = 0, valueDim = 0; // E, Ev
  double scale = 1;
  bool causal = false;
  bool masked = false;
  /// The mask's element strides over [B..., L, S]: 0 where it broadcasts.
  std::vector<int64_t> maskStrides;
  int warps = 4;       // 16 query rows each
  int keyTile = 64;    // keys per shared-memory tile
  bool split3 = false; // 3xTF32 (strict fp32) instead of TF32
  /// Each lane's query fragments parked in shared memory, read back per
  /// product, instead of held in registers (long heads: EP / 2 registers,
  /// twice that in 3xTF32, freed for occupancy).
  bool queryShared = false;
  /// Independent accumulators per score fragment: each sums every
  /// scoreChains-th head-dim step, so that the MMAs of one fragment form
  /// shorter dependent chains (long heads: 16 steps at E = 128), at 16
  /// registers per extra chain for 32 keys.
  int scoreChains = 1;
  /// K and V tiles copied global -> shared by cp.async into two stages (the
  /// next tile's copy in flight while the current one is computed, no
  /// registers held for it), then rounded (K also permuted) in place by the
  /// thread that copied them; V stays row-major (two 4-byte B loads).
  bool asyncCopy = false;

  int64_t rowsPerBlock() const { return 16 * int64_t(warps); }
  /// Eight warps load the next tile into registers while they compute the
  /// current one (a block of four keeps its registers for occupancy: two
  /// or three blocks per SM hide each other's loads instead).
  bool prefetch() const { return warps == 8 && !asyncCopy; }
  int64_t queryTiles() const { return (queries + rowsPerBlock() - 1) / rowsPerBlock(); }
  int64_t blocks() const { return batch * queryTiles(); }
  /// E and Ev rounded up to the MMA's k and n (8).
  int64_t paddedHeadDim() const { return (headDim + 7) / 8 * 8; }
  int64_t paddedValueDim() const { return (valueDim + 7) / 8 * 8; }
  /// Row pitches of the staged K tile ([keyTile][pitch]) and of the
  /// transposed V tile ([Ev][pitch]): a lane reads its two B values as one
  /// 8-byte load, 16 lanes at a time from 4 rows; a pitch of 8 mod 32 banks
  /// keeps those 4 rows' 8 words apart.
  int64_t keyPitch() const { return paddedHeadDim() + 8; }
  int64_t valuePitch() const { return keyTile + 8; }
  /// The row pitch of a row-major V tile (asyncCopy): a B fragment's lanes
  /// read 8 columns of rows t = 0..3, which a pitch of 8 or 24 mod 32 banks
  /// keeps in distinct banks (a multiple of 8, for 16-byte copies).
  int64_t valueRowPitch() const { return paddedValueDim() + (paddedValueDim() % 16 == 0 ? 8 : 16); }
  /// Floats of one stage of K and V tiles; the parked query fragments
  /// follow the last stage.
  int64_t stageFloats() const {
    return asyncCopy ? keyTile * keyPitch() + keyTile * valueRowPitch()
                     : keyTile * keyPitch() + paddedValueDim() * valuePitch();
  }
  int stages() const { return asyncCopy ? 2 : 1; }
  /// Floats of the parked query fragments, after the K and V tiles.
  int64_t queryFloats() const {
    return queryShared ? int64_t(warps) * paddedHeadDim() * 16 * (split3 ? 2 : 1) : 0;
  }
  unsigned sharedBytes() const;
};

/// What a candidate chooses of an attention kernel's shape.
struct AttentionChoice {
  int blockSize = 256; // 128 or 256 threads: 4 or 8 warps
  int keyTile = 0;     // 32, 64, or 0: 64 for heads of at most 64, else 32
  bool queryShared = false;
  int scoreChains = 1; // 1 or 2
  bool asyncCopy = false;
};

/// The layout of `op` (a cuagent.attention) for a candidate's choice and
/// precision; an error where the template cannot run it.
Expected<AttentionLayout> attentionLayoutOf(mlir::Operation *op, const AttentionChoice &choice,
                                            bool split3);

/// What the module emitter supplies: the kernel parameters (names in
/// `signature`) holding each operand, one tensor possibly several
/// (self-attention's q = k = v), and exact float literals.
struct AttentionCode {
  std::string query, key, value, mask, result;
  std::string scoreScale; // scale * log2(e): scores in base 2
  std::string log2e;      // the mask's factor into base 2
};

/// The kernel's source: one `extern "C"` function named `function` with
/// parameter list `signature`, reading row-major f32 buffers.
std::string emitAttentionKernel(const AttentionLayout &layout, const std::string &function,
                                const std::string &signature, const AttentionCode &code);

} // namespace cuagent::codegen

#endif // CUAGENT_LIB_CODEGEN_ATTENTIONTEMPLATE_H
