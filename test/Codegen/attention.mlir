// The attention template (lib/Codegen/AttentionTemplate.cpp, decision 70):
// one flash kernel per cuagent.attention, its epilogue a kernel of its own;
// sizes as constants, the mask's batch offset from the dims it does not
// broadcast over, causal blocks stopping at their last query, one tensor
// as q, k and v, and the precision: TF32 (K and V rounded once, when
// staged), 3xTF32 in strict fp32, and no strict fp32 without emulation.
// RUN: cuagent-translate --tf32 --block 256 --plan %s | FileCheck %s
// RUN: cuagent-translate --tf32 --block 128 --attention-key-tile 32 %s | FileCheck %s --check-prefix=B128
// RUN: cuagent-translate --fp32-emulated --block 256 %s | FileCheck %s --check-prefix=X3
// RUN: cuagent-translate --tf32 --block 128 --attention-key-tile 32 --attention-query-shared --plan %s | FileCheck %s --check-prefix=QS
// RUN: cuagent-translate --fp32-emulated --block 256 --attention-query-shared %s | FileCheck %s --check-prefix=QSX3
// RUN: cuagent-translate --tf32 --block 256 --attention-score-chains 2 %s | FileCheck %s --check-prefix=SC2
// RUN: not cuagent-translate --tf32 --attention-score-chains 3 %s 2>&1 | FileCheck %s --check-prefix=CHAINS
// RUN: not cuagent-translate --tf32 --attention-async-copy %s 2>&1 | FileCheck %s --check-prefix=ASYNC
// RUN: not cuagent-translate --block 256 %s 2>&1 | FileCheck %s --check-prefix=STRICT
// RUN: not cuagent-translate --tf32 --block 512 %s 2>&1 | FileCheck %s --check-prefix=BLOCK
// RUN: not cuagent-translate --tf32 --attention-key-tile 48 %s 2>&1 | FileCheck %s --check-prefix=TILE

// CHECK-LABEL: // function @masked$relu
// CHECK: // kernel 0: attention-tf32, 8 x [200, 64] queries over 333 keys, 128 queries per block
// CHECK: return __uint_as_float(cuagent_k0_tf32(x));
// CHECK: __launch_bounds__(256) cuagent_k0(const float *__restrict__ in0, const float *__restrict__ in1, const float *__restrict__ in2, const float *__restrict__ in3, float *__restrict__ out0)
// CHECK: constexpr int L = 200, S = 333, E = 64, EV = 48;
// CHECK: constexpr int EP = 64, EVP = 48, KP = 72, VTP = 72;
// CHECK: constexpr int BC = 64, THREADS = 256, ROWS = 128;
// CHECK: constexpr long long QTILES = 2LL;
// CHECK: const long long moff = ((b / 4LL) % 2LL) * 66600LL;
// CHECK: const int kend = S;
// Eight warps: the first tile loaded before the loop, the next one inside.
// CHECK: const int jb = 0;
// CHECK: for (int j0 = 0; j0 < kend; j0 += BC) {
// CHECK: if (j0 + BC < kend) {
// CHECK: float x = s[n][i] * ((float)0x1.71547652b82fep-3);
// CHECK: x += in3[moff + (long long)r * 333LL + (long long)j * 1LL] * ((float)0x1.71547652b82fep+0);
// CHECK: if (j >= S)
// CHECK: x = NEG_INF;
// CHECK: // kernel 1: elementwise over 76800 elements
// CHECK: "function": "cuagent_k0",
// CHECK-NEXT: "grid": [
// CHECK-NEXT: 16,
// CHECK: "shared_bytes": 32256

// CHECK-LABEL: // function @self$causal
// CHECK: __launch_bounds__(256) cuagent_k0(const float *__restrict__ in0, float *__restrict__ out0)
// CHECK: constexpr int EP = 32, EVP = 32, KP = 40, VTP = 72;
// CHECK: constexpr int VK = 1, VV = 1;
// CHECK: const float *q = in0 + b
// CHECK-NEXT: const float *k = in0 + b
// CHECK-NEXT: const float *v = in0 + b
// CHECK: const int kend = min(S, min(L, q0 + ROWS));
// CHECK: if (j >= S || j > r)

// Four warps keep no registers for the next tile: each tile is loaded at
// the top of its iteration.
// B128: // kernel 0: attention-tf32, 8 x [200, 64] queries over 333 keys, 64 queries per block
// B128: constexpr int BC = 32, THREADS = 128, ROWS = 64;
// B128-NOT: const int jb = 0;
// B128: const int jb = j0;
// B128-NOT: if (j0 + BC < kend)

// X3: // kernel 0: attention-3xtf32
// X3: lo[i] = cuagent_k0_tf32(x[i] - __uint_as_float(hi[i]));
// X3: cuagent_k0_mma(c, lo, bh0, bh1);
// X3-NEXT: cuagent_k0_mma(c, hi, bl0, bl1);
// X3-NEXT: cuagent_k0_mma(c, hi, bh0, bh1);
// X3: static __device__ __forceinline__ float cuagent_k0_stage(float x) { return x; }
// X3: cuagent_k0_frag(x, qh[kk], ql[kk]);
// X3: cuagent_k0_product(s[n], qh[kk], ql[kk], kb.x, kb.y);

// Query fragments parked in shared memory (decision 71): each lane writes
// its own once and reads each back once per tile, head dims outer; the
// block's shared memory grows by 16 floats per head dim per warp.
// QS: // kernel 0: attention-tf32, 8 x [200, 64] queries over 333 keys, 64 queries per block
// QS: __launch_bounds__(128) cuagent_k0(
// QS: uint4 *qsh = reinterpret_cast<uint4 *>(cuagent_smem + STAGES * STAGE) +
// QS-NEXT: (threadIdx.x >> 5) * (EP / 8) * 32 + lane;
// QS-NOT: unsigned qh[EP / 8][4];
// QS: cuagent_k0_frag(x, qh);
// QS-NEXT: qsh[kk * 32] = make_uint4(qh[0], qh[1], qh[2], qh[3]);
// QS: for (int kk = 0; kk < EP / 8; ++kk) {
// QS-NEXT: const uint4 qhv = qsh[kk * 32];
// QS-NEXT: const unsigned qh[4] = {qhv.x, qhv.y, qhv.z, qhv.w};
// QS: for (int n = 0; n < BC / 8; ++n) {
// QS: cuagent_k0_product(s[n], qh, kb.x, kb.y);
// QS: "shared_bytes": 33280

// QSX3: uint4 *qsl = qsh + (THREADS / 32) * (EP / 8) * 32;
// QSX3: cuagent_k0_frag(x, qh, ql);
// QSX3-NEXT: qsh[kk * 32] = make_uint4(qh[0], qh[1], qh[2], qh[3]);
// QSX3-NEXT: qsl[kk * 32] = make_uint4(ql[0], ql[1], ql[2], ql[3]);
// QSX3: const uint4 qlv = qsl[kk * 32];
// QSX3: cuagent_k0_product(s[n], qh, ql, kb.x, kb.y);

// Two score chains (decision 71): odd head-dim steps add into s2, which
// joins s before the scale.
// SC2: float s[BC / 8][4];
// SC2-NEXT: float s2[BC / 8][4];
// SC2: s2[n][0] = s2[n][1] = s2[n][2] = s2[n][3] = 0.f;
// SC2: cuagent_k0_product((kk & 1 ? s2[n] : s[n]), qh[kk], kb.x, kb.y);
// SC2: s[n][0] += s2[n][0];
// SC2: s[n][3] += s2[n][3];
// SC2-NEXT: }
// SC2-NEXT: float tmax0 = NEG_INF, tmax1 = NEG_INF;

// STRICT: error: @masked$relu: kernel 0: attention in strict fp32 runs as 3xTF32 only; the candidate must allow fp32 emulation
// BLOCK: kernel 0: the attention template runs 128 or 256 threads per block, not 512
// TILE: kernel 0: the attention template stages 32 or 64 keys per tile, not 48
// CHAINS: kernel 0: the attention template sums each score in 1 or 2 chains, not 3
// ASYNC: @self$causal: kernel 0: the attention template's cp.async staging copies 16 bytes: head dims must be multiples of 4

func.func @masked$relu(%q: tensor<2x4x200x64xf32>, %k: tensor<2x4x333x64xf32>, %v: tensor<2x4x333x48xf32>, %m: tensor<2x1x200x333xf32>) -> tensor<2x4x200x48xf32> {
  %0 = cuagent.attention %q, %k, %v, %m {scale = 0.125 : f64} : tensor<2x4x200x64xf32>, tensor<2x4x333x64xf32>, tensor<2x4x333x48xf32>, tensor<2x1x200x333xf32> -> tensor<2x4x200x48xf32>
  %1 = cuagent.relu %0 : tensor<2x4x200x48xf32>
  return %1 : tensor<2x4x200x48xf32>
}
func.func @self$causal(%x: tensor<64x30xf32>) -> tensor<64x30xf32> {
  %0 = cuagent.attention %x, %x, %x {causal = true, scale = 2.0 : f64} : tensor<64x30xf32>, tensor<64x30xf32>, tensor<64x30xf32> -> tensor<64x30xf32>
  return %0 : tensor<64x30xf32>
}
