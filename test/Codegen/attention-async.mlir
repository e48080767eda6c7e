// The attention template's cp.async staging (decision 71; a translate-only
// shape until measured): K and V tiles copied in 16-byte runs into two
// stages, the next tile's copy in flight while the current one is
// computed, zero-filled past S and past the head dims, then rounded to
// TF32 (K also permuted 0 4 1 5 2 6 3 7) in place by the thread that copied
// them; V stays row-major at a pitch of 8 or 24 mod 32 banks.
// RUN: cuagent-translate --tf32 --block 256 --attention-async-copy --plan %s | FileCheck %s
// RUN: cuagent-translate --fp32-emulated --block 128 --attention-key-tile 32 --attention-async-copy --attention-query-shared %s | FileCheck %s --check-prefix=X3

// CHECK: static __device__ __forceinline__ void cuagent_k0_copy16(float *dst, const float *src, bool full) {
// CHECK: cp.async.cg.shared.global [%0], [%1], 16, %2;
// CHECK: constexpr int EP = 64, EVP = 48, KP = 72, VTP = 72;
// CHECK: constexpr int STAGE = 8192, STAGES = 2;
// CHECK-NEXT: constexpr int VP = 56;
// CHECK-NOT: float kreg
// The first tile is issued before the loop, into stage 0.
// CHECK: int stage = 0;
// CHECK: float *kd = cuagent_smem + (stage) * STAGE, *vd = kd + BC * KP;
// CHECK: const bool lo = j < S && c < E, hi = j < S && c + 4 < E;
// CHECK-NEXT: cuagent_k0_copy16(kd + r * KP + c, lo ? k + (long long)j * E + c : k, lo);
// CHECK-NEXT: cuagent_k0_copy16(kd + r * KP + c + 4, hi ? k + (long long)j * E + c + 4 : k, hi);
// CHECK: const bool lo = j < S && c < EV, hi = j < S && c + 4 < EV;
// CHECK: cp.async.commit_group;
// CHECK: for (int j0 = 0; j0 < kend; j0 += BC, stage ^= 1) {
// CHECK-NEXT: if (j0 + BC < kend) {
// CHECK-NEXT: const int jb = j0 + BC;
// CHECK: float *kd = cuagent_smem + (stage ^ 1) * STAGE, *vd = kd + BC * KP;
// CHECK: cp.async.wait_group 1;
// CHECK: } else {
// CHECK-NEXT: cp.async.wait_group 0;
// CHECK: p[0] = make_float4(cuagent_k0_stage(a.x), cuagent_k0_stage(h.x), cuagent_k0_stage(a.y), cuagent_k0_stage(h.y));
// CHECK-NEXT: p[1] = make_float4(cuagent_k0_stage(a.z), cuagent_k0_stage(h.z), cuagent_k0_stage(a.w), cuagent_k0_stage(h.w));
// CHECK: float4 *p = reinterpret_cast<float4 *>(vd + (i / (EVP / 8)) * VP + (i % (EVP / 8)) * 8);
// CHECK: __syncthreads();
// CHECK-NEXT: const float *ks = cuagent_smem + stage * STAGE, *vs = ks + BC * KP;
// CHECK: const float2 vb = make_float2(vs[(kk * 8 + t) * VP + n * 8 + g],
// CHECK-NEXT: vs[(kk * 8 + t + 4) * VP + n * 8 + g]);
// CHECK: __syncthreads();
// CHECK-NEXT: }
// CHECK: "shared_bytes": 65536

// 3xTF32 splits at use: K is only permuted, V left as copied; the parked
// query fragments follow the two stages.
// X3: uint4 *qsh = reinterpret_cast<uint4 *>(cuagent_smem + STAGES * STAGE) +
// X3: p[0] = make_float4(cuagent_k0_stage(a.x), cuagent_k0_stage(h.x)
// X3-NOT: vd + (i / (EVP / 8)) * VP
// X3: const float *ks = cuagent_smem + stage * STAGE, *vs = ks + BC * KP;

func.func @masked$relu(%q: tensor<2x4x200x64xf32>, %k: tensor<2x4x333x64xf32>, %v: tensor<2x4x333x48xf32>, %m: tensor<2x1x200x333xf32>) -> tensor<2x4x200x48xf32> {
  %0 = cuagent.attention %q, %k, %v, %m {scale = 0.125 : f64} : tensor<2x4x200x64xf32>, tensor<2x4x333x64xf32>, tensor<2x4x333x48xf32>, tensor<2x1x200x333xf32> -> tensor<2x4x200x48xf32>
  %1 = cuagent.relu %0 : tensor<2x4x200x48xf32>
  return %1 : tensor<2x4x200x48xf32>
}
