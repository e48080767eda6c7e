// The strided template (reduced dims followed by others) and the row
// template on reduced dims that are trailing but more than one.
// RUN: cuagent-translate --block 256 --vector 4 --plan %s | FileCheck %s
// RUN: cuagent-translate --block 256 --vector 4 --warp-per-row %s | FileCheck %s --check-prefix=NARROW

// sum over dim 1 of [B, C, H, W] after a conv: [outer, R, inner] = [8, 64, 256],
// the relu prologue fused per element, threads along inner (coalesced).
// CHECK-LABEL: // function @strided$sum_dim1_4d
// CHECK: // kernel 0: strided-sum over [outer, reduced, inner] = [8, 64, 256], 32 x 8 threads per block
// CHECK: __shared__ float red[256];
// CHECK: const int tx = threadIdx.x % 32, ty = threadIdx.x / 32;
// CHECK: const long long o = (long long)blockIdx.x / 8LL;
// CHECK: const long long j = ((long long)blockIdx.x % 8LL) * 32 + tx;
// CHECK: const bool active = j < 256LL;
// CHECK: const long long base = o * 16384LL + j;
// CHECK: float acc = 0.f;
// CHECK: for (long long r = ty; r < 64LL; r += 8) {
// CHECK-NEXT: const long long i = base + r * 256LL;
// CHECK: const float [[X:x[0-9]+]] = in0[i];
// CHECK-NEXT: const float [[R:v[0-9]+]] = ([[X]] < 0.f ? 0.f : [[X]]);
// CHECK-NEXT: acc = acc + [[R]];
// CHECK: red[threadIdx.x] = acc;
// CHECK-NEXT: __syncthreads();
// CHECK-NEXT: if (ty == 0) {
// CHECK-NEXT: for (int t = 1; t < 8; ++t)
// CHECK-NEXT: acc = acc + red[t * 32 + tx];
// CHECK: if (active && ty == 0) {
// CHECK-NEXT: const long long i = o * 256LL + j;
// CHECK-NEXT: const float [[S:v[0-9]+]] = acc;
// CHECK-NEXT: out0[i] = [[S]];
// CHECK: "grid": [
// CHECK-NEXT: 64,
// NARROW-LABEL: // function @strided$sum_dim1_4d
// NARROW: 32 x 8 threads per block
func.func @strided$sum_dim1_4d(%x: tensor<8x64x16x16xf32>) -> tensor<8x16x16xf32> {
  %0 = cuagent.relu %x : tensor<8x64x16x16xf32>
  %1 = cuagent.sum %0 {dims = array<i64: 1>} : tensor<8x64x16x16xf32> -> tensor<8x16x16xf32>
  return %1 : tensor<8x16x16xf32>
}

// Many output columns: the tile widens to the block, R is not split.
// CHECK-LABEL: // function @strided$wide_inner_mean_relu
// CHECK: strided-mean over [outer, reduced, inner] = [64, 32, 4096], 256 x 1 threads per block
// CHECK-NOT: __shared__
// CHECK: for (long long r = ty; r < 32LL; r += 1) {
// CHECK: const float [[M:v[0-9]+]] = acc / ((float)0x1p+5);
// CHECK-NEXT: const float [[Y:v[0-9]+]] = ([[M]] < 0.f ? 0.f : [[M]]);
// CHECK-NEXT: out0[i] = [[Y]];
// NARROW-LABEL: // function @strided$wide_inner_mean_relu
// NARROW: 32 x 8 threads per block
func.func @strided$wide_inner_mean_relu(%x: tensor<64x32x4096xf32>) -> tensor<64x1x4096xf32> {
  %0 = cuagent.mean %x {dims = array<i64: 1>, keepdim = true} : tensor<64x32x4096xf32> -> tensor<64x1x4096xf32>
  %1 = cuagent.relu %0 : tensor<64x1x4096xf32>
  return %1 : tensor<64x1x4096xf32>
}

// Global average pooling: dims (2, 3) are trailing, so the row template
// reduces rows of H * W.
// CHECK-LABEL: // function @row$mean_dims_2_3
// CHECK: // kernel 0: row-mean over 512 rows of 196
// CHECK: acc / ((float)0x1.88p+7)
func.func @row$mean_dims_2_3(%x: tensor<8x64x14x14xf32>) -> tensor<8x64xf32> {
  %0 = cuagent.mean %x {dims = array<i64: 2, 3>} : tensor<8x64x14x14xf32> -> tensor<8x64xf32>
  return %0 : tensor<8x64xf32>
}

// Softmax over channels: the max and the sum of exponentials in one online
// pass, merged over the block's ty threads in order and broadcast back, then
// the write pass scaled by one reciprocal. A thread's 125 elements do not
// fit in registers: the write pass reads the input again.
// CHECK-LABEL: // function @strided$softmax_dim1
// CHECK: strided-softmax over [outer, reduced, inner] = [4, 1000, 49], 32 x 8 threads per block{{$}}
// CHECK: #define CUAGENT_ONLINE_SOFTMAX
// CHECK-NOT: float cache[
// CHECK: float acc = (-__int_as_float(0x7f800000)), sum = 0.f;
// CHECK: cuagent_online_add(acc, sum, [[X:x[0-9]+]]);
// CHECK: cuagent_online_merge(acc, sum, red[t * 32 + tx], redSum[t * 32 + tx]);
// CHECK: acc = red[tx];
// CHECK-NEXT: sum = redSum[tx];
// CHECK-NEXT: const float shift = acc;
// CHECK-NEXT: const float scale = 1.f / sum;
// CHECK: for (long long r = ty; r < 1000LL; r += 8) {
// CHECK: const float [[Y:v[0-9]+]] = expf([[X]] - shift) * scale;
// CHECK-NEXT: out0[i] = [[Y]];
func.func @strided$softmax_dim1(%x: tensor<4x1000x7x7xf32>) -> tensor<4x1000x7x7xf32> {
  %0 = cuagent.softmax %x {dim = 1} : tensor<4x1000x7x7xf32>
  return %0 : tensor<4x1000x7x7xf32>
}

// log_softmax over dim 0 (negative dim as written). A thread's share of its
// 16-element column (2 of them) stays in registers: the max as it loads, the
// sum of exponentials and the write over the registers (no online helpers).
// CHECK-LABEL: // function @strided$log_softmax_dim0
// CHECK: strided-log-softmax over [outer, reduced, inner] = [1, 16, 512], 32 x 8 threads per block, column cached in registers
// CHECK-NOT: cuagent_online_add
// CHECK: float cache[2];
// CHECK: for (int k = 0; k < 2; ++k) {
// CHECK-NEXT: const long long r = ty + (long long)k * 8;
// CHECK-NEXT: const long long i = base + r * 512LL;
// CHECK: const float [[X:x[0-9]+]] = in0[i];
// CHECK-NEXT: cache[k] = [[X]];
// CHECK-NEXT: acc = cuagent_nanmax(acc, [[X]]);
// CHECK: acc = cuagent_nanmax(acc, red[t * 32 + tx]);
// CHECK: float sum = 0.f;
// CHECK: for (int k = 0; k < 2; ++k) {
// CHECK-NOT: in0[
// CHECK: const float xc = cache[k];
// CHECK-NEXT: sum += expf(xc - acc);
// CHECK: sum = sum + red[t * 32 + tx];
// CHECK: const float scale = logf(sum);
// CHECK: for (int k = 0; k < 2; ++k) {
// CHECK-NOT: in0[
// CHECK: const float xc = cache[k];
// CHECK-NEXT: = (xc - shift) - scale;
func.func @strided$log_softmax_dim0(%x: tensor<16x512xf32>) -> tensor<16x512xf32> {
  %0 = cuagent.log_softmax %x {dim = -2} : tensor<16x512xf32>
  return %0 : tensor<16x512xf32>
}

// logsumexp over dim 1 with a following op: the max and the shifted sum in
// one read of the column (the helpers keep aten's values for NaN and
// infinities), merged over the ty threads; the epilogue sees one value per
// column.
// CHECK-LABEL: // function @strided$logsumexp_dim1_then_mul
// CHECK: strided-logsumexp over [outer, reduced, inner] = [32, 128, 64]
// CHECK: static __device__ __forceinline__ void cuagent_online_lse_add(
// CHECK: float acc = (-__int_as_float(0x7f800000)), sum = 0.f;
// CHECK: cuagent_online_lse_add(acc, sum, [[X:x[0-9]+]]);
// CHECK-NOT: expf(
// CHECK: cuagent_online_lse_merge(acc, sum, red[t * 32 + tx], redSum[t * 32 + tx]);
// CHECK: if (active && ty == 0) {
// CHECK-NEXT: const long long i = o * 64LL + j;
// CHECK-NEXT: const float [[L:v[0-9]+]] = logf(sum) + acc;
// CHECK-NEXT: const float [[Y:v[0-9]+]] = [[L]] * ((float)0x1p-1);
// CHECK-NEXT: out0[i] = [[Y]];
func.func @strided$logsumexp_dim1_then_mul(%x: tensor<32x128x64xf32>) -> tensor<32x64xf32> {
  %0 = cuagent.logsumexp %x {dims = array<i64: 1>} : tensor<32x128x64xf32> -> tensor<32x64xf32>
  %1 = cuagent.mul_s %0, 0.5 : tensor<32x64xf32>
  return %1 : tensor<32x64xf32>
}

// amin over dim 0 of half values: NaN-propagating min from +inf, in float.
// CHECK-LABEL: // function @strided$amin_dim0_f16
// CHECK: strided-amin over [outer, reduced, inner] = [1, 4096, 256]
// CHECK: float acc = (__int_as_float(0x7f800000));
// CHECK: const float [[X:x[0-9]+]] = cuagent_f16_to_f32(in0[i]);
// CHECK-NEXT: acc = cuagent_nanmin(acc, [[X]]);
// CHECK: acc = cuagent_nanmin(acc, red[t * 32 + tx]);
// CHECK: out0[i] = cuagent_f32_to_f16(
func.func @strided$amin_dim0_f16(%x: tensor<4096x256xf16>) -> tensor<256xf16> {
  %0 = cuagent.amin %x {dims = array<i64: 0>} : tensor<4096x256xf16> -> tensor<256xf16>
  return %0 : tensor<256xf16>
}

// prod over dim 1: started at 1, multiplied, the column's partials too.
// CHECK-LABEL: // function @strided$prod_dim1
// CHECK: strided-prod over [outer, reduced, inner] = [8, 64, 128]
// CHECK: float acc = 1.f;
// CHECK: acc = acc * [[X:x[0-9]+]];
// CHECK: acc = acc * red[t * 32 + tx];
func.func @strided$prod_dim1(%x: tensor<8x64x128xf32>) -> tensor<8x128xf32> {
  %0 = cuagent.prod %x {dims = array<i64: 1>} : tensor<8x64x128xf32> -> tensor<8x128xf32>
  return %0 : tensor<8x128xf32>
}

// Size-1 dims join either side: dims (1, 3) of [4, 32, 1, 1] reduce a
// trailing block (the row template); dims (0, 2) of [1, 8, 16, 5] the middle.
// CHECK-LABEL: // function @merge$size_one_dims
// CHECK: row-amax over 4 rows of 32
// CHECK: strided-sum over [outer, reduced, inner] = [8, 16, 5]
func.func @merge$size_one_dims(%x: tensor<4x32x1x1xf32>, %y: tensor<1x8x16x5xf32>) -> (tensor<4x1xf32>, tensor<8x5xf32>) {
  %0 = cuagent.amax %x {dims = array<i64: 1, 3>} : tensor<4x32x1x1xf32> -> tensor<4x1xf32>
  %1 = cuagent.sum %y {dims = array<i64: 0, 2>} : tensor<1x8x16x5xf32> -> tensor<8x5xf32>
  return %0, %1 : tensor<4x1xf32>, tensor<8x5xf32>
}

// 96 channels over a 256-wide tile would leave 96 values a thread: the tile
// narrows to 64 columns of 4 threads each, whose 24 stay in registers.
// CHECK-LABEL: // function @strided$softmax_narrowed_to_cache
// CHECK: strided-softmax over [outer, reduced, inner] = [8, 96, 4096], 64 x 4 threads per block, column cached in registers
// CHECK: float cache[24];
func.func @strided$softmax_narrowed_to_cache(%x: tensor<8x96x4096xf32>) -> tensor<8x96x4096xf32> {
  %0 = cuagent.softmax %x {dim = 1} : tensor<8x96x4096xf32>
  return %0 : tensor<8x96x4096xf32>
}

// A column too long for the registers (2050 rows, 4 threads each): the
// online pass loads 8 elements of a thread's share before their updates
// (the update branches; one at a time kept one load in flight), in the same
// order, and the 2 rows past the last batch one at a time.
// CHECK-LABEL: // function @strided$softmax_online_batched
// CHECK: strided-softmax over [outer, reduced, inner] = [32, 2050, 1024], 64 x 4 threads per block{{$}}
// CHECK: long long r = ty;
// CHECK-NEXT: for (; r + 28 < 2050LL; r += 32) {
// CHECK-NEXT: float batch[8];
// CHECK-NEXT: #pragma unroll
// CHECK-NEXT: for (int u = 0; u < 8; ++u) {
// CHECK-NEXT: const long long i = base + (r + u * 4) * 1024LL;
// CHECK-NEXT: const float [[X:x[0-9]+]] = in0[i];
// CHECK-NEXT: batch[u] = [[X]];
// CHECK: asm volatile("" :: "f"(batch[0]), {{.*}}, "f"(batch[7]));
// CHECK: for (int u = 0; u < 8; ++u)
// CHECK-NEXT: cuagent_online_add(acc, sum, batch[u]);
// CHECK: for (; r < 2050LL; r += 4) {
// CHECK: cuagent_online_add(acc, sum, x{{[0-9]+}});
func.func @strided$softmax_online_batched(%x: tensor<32x2050x1024xf32>) -> tensor<32x2050x1024xf32> {
  %0 = cuagent.softmax %x {dim = 1} : tensor<32x2050x1024xf32>
  return %0 : tensor<32x2050x1024xf32>
}
