// RUN: cuagent-translate --block 256 --vector 4 %s | FileCheck %s
// RUN: cuagent-translate --block 256 --vector 4 --warp-per-row %s | FileCheck %s --check-prefix=WARP

// Decision 136: a group norm read by a layer norm is its statistics (32
// rows of 33280: segments, then a thread per row merges them into (mean,
// rstd)) and an apply that the layer norm's kernel computes as it loads;
// the normalized tensor is never stored.
// CHECK-LABEL: // function @split_stats
// CHECK: // kernel 0: group-norm-stats-split of 32 rows of 33280 (8 groups of 8 channels x 4160)
// CHECK: cuagent_k0_stats(const float *__restrict__ in0, float *__restrict__ out0, float2 *__restrict__ partials) {
// CHECK: for (; cb + 3072 < segmentEnd; cb += 4096) {
// CHECK: cuagent_welford_add(stats, batch[e]);
// CHECK: cuagent_welford_add(stats, x0);
// CHECK: if (threadIdx.x == 0) partials[blockIdx.x] = make_float2(stats.mean, stats.m2);
// CHECK: cuagent_k0(const float *__restrict__ in0, float *__restrict__ out0, const float2 *__restrict__ partials) {
// CHECK-NEXT: const long long row = (long long)blockIdx.x * 256 + threadIdx.x;
// CHECK-NEXT: if (row >= 32LL) return;
// CHECK: for (int p = 0; p < 4; ++p) {
// CHECK: const float rstd = rsqrtf(fmaxf(stats.m2 / 33280.f, 0.f) + ((float)0x1.4f8b588e368f1p-17));
// CHECK: reinterpret_cast<float2 *>(out0)[row] = make_float2(mean, rstd);
// CHECK: // kernel 1: row-layer-norm over 16384 rows of 65
// CHECK: const float [[A:v[0-9]+]] = (((x0 - reinterpret_cast<const float2 *>(in1)[((i) / 33280LL)].x) * reinterpret_cast<const float2 *>(in1)[((i) / 33280LL)].y) * in2[(int)((unsigned)(i) / 4160u % 64u)] + in3[(int)((unsigned)(i) / 4160u % 64u)]);
// CHECK-NEXT: cache[k * 1 + v] = [[A]];
// CHECK-NOT: // kernel 2
func.func @split_stats(%x: tensor<4x64x64x65xf32>, %w: tensor<64xf32>, %b: tensor<64xf32>, %lw: tensor<65xf32>, %lb: tensor<65xf32>) -> tensor<4x64x64x65xf32> {
  %0 = cuagent.group_norm %x affine(%w, %b : tensor<64xf32>, tensor<64xf32>) {num_groups = 8 : i64} : tensor<4x64x64x65xf32> -> tensor<4x64x64x65xf32>
  %1 = cuagent.layer_norm %0 affine(%lw, %lb : tensor<65xf32>, tensor<65xf32>) : tensor<4x64x64x65xf32> -> tensor<4x64x64x65xf32>
  return %1 : tensor<4x64x64x65xf32>
}

// 256 rows of 2304: a block per row, Welford's statistics stored by lane 0;
// the instance norm after it applies the first norm in both its passes
// (its own row cached in registers).
// CHECK-LABEL: // function @block_stats
// CHECK: // kernel 0: group-norm-stats of 256 rows of 2304 (8 groups of 4 channels x 576)
// Each thread's 2 or 3 vectors: a batch of two, then the rest (decision
// 150).
// CHECK: int cb = lane * 4;
// CHECK-NEXT: for (; cb + 1024 < 2304; cb += 2048) {
// CHECK-NEXT: float batch[8];
// CHECK: cuagent_welford_add(stats, batch[e]);
// CHECK: for (int c0 = cb; c0 < 2304; c0 += 1024) {
// CHECK: cuagent_welford_add(stats, x0);
// CHECK: stats = cuagent_reduce_welford<256>(stats, scratch);
// CHECK: if (lane == 0) reinterpret_cast<float2 *>(out0)[row] = make_float2(mean, rstd);
// CHECK: // kernel 1: group-norm over 1024 rows of 576 (32 groups of 1 channels x 576), row cached in registers
// CHECK: reinterpret_cast<const float2 *>(in1)[((i) / 2304LL)].x
func.func @block_stats(%x: tensor<32x32x24x24xf32>, %w: tensor<32xf32>, %b: tensor<32xf32>) -> tensor<32x32x24x24xf32> {
  %0 = cuagent.group_norm %x affine(%w, %b : tensor<32xf32>, tensor<32xf32>) {num_groups = 8 : i64} : tensor<32x32x24x24xf32> -> tensor<32x32x24x24xf32>
  %1 = cuagent.group_norm %0 {num_groups = 32 : i64} : tensor<32x32x24x24xf32> -> tensor<32x32x24x24xf32>
  return %1 : tensor<32x32x24x24xf32>
}

// 4096 rows of 128: the warp candidate takes a warp per row (the whole
// warps past the last row leave before the reduction); the sum over the
// last dim applies the norm, then tanh, as it loads.
// WARP-LABEL: // function @warp_stats
// WARP: // kernel 0: group-norm-stats of 4096 rows of 128 (4 groups of 8 channels x 16)
// WARP: const long long row = (long long)blockIdx.x * 8 + threadIdx.x / 32;
// WARP-NEXT: const int lane = threadIdx.x % 32;
// WARP-NEXT: if (row >= 4096LL) return;
// WARP: stats = cuagent_reduce_welford<32>(stats, scratch);
// WARP: if (lane == 0) reinterpret_cast<float2 *>(out0)[row] = make_float2(mean, rstd);
// WARP: // kernel 1:
// WARP: tanhf(
func.func @warp_stats(%x: tensor<1024x32x16xf32>) -> tensor<1024x32xf32> {
  %0 = cuagent.group_norm %x {num_groups = 4 : i64} : tensor<1024x32x16xf32> -> tensor<1024x32x16xf32>
  %1 = cuagent.tanh %0 : tensor<1024x32x16xf32>
  %2 = cuagent.sum %1 {dims = array<i64: 2>} : tensor<1024x32x16xf32> -> tensor<1024x32xf32>
  return %2 : tensor<1024x32xf32>
}
