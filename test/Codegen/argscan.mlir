// The index template (argmax, argmin, max.dim, min.dim: int64 indices) and
// the scan template (cumsum, cumprod in PyTorch's association order).
// RUN: cuagent-translate --block 256 --vector 4 --plan %s | FileCheck %s
// RUN: cuagent-translate --block 256 --vector 4 --warp-per-row %s | FileCheck %s --check-prefix=WARP

// A block per row, the round prologue fused; ties and NaN by one step
// function, warp shuffles then shared memory; the index stored as int64.
// Each thread's 16 elements in two batches of 8 loads, then their steps
// (decision 149), no tail.
// CHECK-LABEL: // function @index$argmax_rows
// CHECK: static __device__ __forceinline__ void cuagent_argmax_step(float &v, long long &i, float x,
// CHECK: const bool take = x != x ? (v == v || j < i) : (v == v && (x > v || (x == v && j < i)));
// CHECK: // kernel 0: row-argmax over [outer, reduced, inner] = [64, 4096, 1], 256 x 1 threads per block
// CHECK: cuagent_k0(const float *__restrict__ in0, long long *__restrict__ out0)
// CHECK: float best = (-__int_as_float(0x7f800000));
// CHECK-NEXT: long long bestIndex = 0x7fffffffffffffffLL;
// CHECK: long long r = lane;
// CHECK-NEXT: for (; r + 1792 < 4096LL; r += 2048) {
// CHECK-NEXT: float batch[8];
// CHECK: for (int u = 0; u < 8; ++u) {
// CHECK-NEXT: const long long i = row * 4096LL + r + u * 256;
// CHECK: const float [[R:v[0-9]+]] = rintf(x{{[0-9]+}});
// CHECK-NEXT: batch[u] = [[R]];
// CHECK: asm volatile("" :: "f"(batch[0]),
// CHECK-SAME: "f"(batch[7]));
// CHECK: for (int u = 0; u < 8; ++u)
// CHECK-NEXT: cuagent_argmax_step(best, bestIndex, batch[u], r + u * 256);
// CHECK: for (; r < 4096LL; r += 256) {
// CHECK: const long long otherIndex = __shfl_down_sync(0xffffffffu, bestIndex, o);
// CHECK: __shared__ long long warpIndex[8];
// CHECK: if (active && lane == 0) {
// CHECK-NEXT: const long long i = row;
// CHECK-NEXT: out0[i] = bestIndex;
// CHECK: "dtype": "i64",
// WARP-LABEL: // function @index$argmax_rows
// WARP: row-argmax over [outer, reduced, inner] = [64, 4096, 1], 32 x 8 threads per block
// WARP-NOT: __shared__
// WARP: if (active && lane == 0) {
func.func @index$argmax_rows(%x: tensor<64x4096xf32>) -> tensor<64xi64> {
  %0 = cuagent.round %x : tensor<64x4096xf32>
  %1 = cuagent.argmax %0 {dims = array<i64: 1>} : tensor<64x4096xf32> -> tensor<64xi64>
  return %1 : tensor<64xi64>
}

// Rows of 6: 8 lanes a row, 32 rows a block in either mode (decision 132);
// the shuffles stay inside the row's lanes and no shared memory is used.
// CHECK-LABEL: // function @index$argmin_short_rows
// CHECK: row-argmin over [outer, reduced, inner] = [1000, 6, 1], 8 x 32 threads per block
// CHECK: const long long row = (long long)blockIdx.x * 32 + threadIdx.x / 8;
// CHECK-NOT: batch
// CHECK: for (; r < 6LL; r += 8) {
// CHECK: for (int o = 4; o > 0; o >>= 1) {
// CHECK-NOT: __shared__
// CHECK: if (active && lane == 0) {
// WARP-LABEL: // function @index$argmin_short_rows
// WARP: threadIdx.x / 8;
// WARP: for (int o = 4; o > 0; o >>= 1) {
func.func @index$argmin_short_rows(%x: tensor<1000x6xf32>) -> tensor<1000xi64> {
  %0 = cuagent.argmin %x {dims = array<i64: 1>} : tensor<1000x6xf32> -> tensor<1000xi64>
  return %0 : tensor<1000xi64>
}

// max.dim over a middle dim: the strided geometry, the ty partial pairs
// combined in shared memory, the values' epilogue fused, both results stored.
// CHECK-LABEL: // function @index$max_dim_strided
// CHECK: // kernel 0: strided-argmax over [outer, reduced, inner] = [8, 512, 32], 32 x 8 threads per block
// CHECK: cuagent_k0(const float *__restrict__ in0, long long *__restrict__ out0, float *__restrict__ out1)
// CHECK: for (; r + 56 < 512LL; r += 64) {
// CHECK: const long long i = base + (r + u * 8) * 32LL;
// CHECK: const float [[L:v[0-9]+]] = logf(x{{[0-9]+}});
// CHECK-NEXT: batch[u] = [[L]];
// CHECK: cuagent_argmax_step(best, bestIndex, batch[u], r + u * 8);
// CHECK: for (; r < 512LL; r += 8) {
// CHECK-NEXT: const long long i = base + (r) * 32LL;
// CHECK: __shared__ long long columnIndex[256];
// CHECK: cuagent_argmax_step(best, bestIndex, columnValue[t * 32 + tx], columnIndex[t * 32 + tx]);
// CHECK: if (active && ty == 0) {
// CHECK-NEXT: const long long i = o * 32LL + j;
// CHECK-NEXT: const float [[V:v[0-9]+]] = best * ((float)0x1p+1);
// CHECK-NEXT: out0[i] = bestIndex;
// CHECK-NEXT: out1[i] = [[V]];
func.func @index$max_dim_strided(%x: tensor<8x512x32xf32>) -> (tensor<8x32xf32>, tensor<8x32xi64>) {
  %0 = cuagent.log %x : tensor<8x512x32xf32>
  %1:2 = cuagent.max_dim %0 {dims = array<i64: 1>} : tensor<8x512x32xf32> -> tensor<8x32xf32>, tensor<8x32xi64>
  %2 = cuagent.mul_s %1#0, 2.0 : tensor<8x32xf32>
  return %2, %1#1 : tensor<8x32xf32>, tensor<8x32xi64>
}

// cumsum along the last dim: PyTorch's 64 threads per row for 256 rows of
// 4096 (chunks of 128), the running total joining each chunk's first
// element, the Sklansky steps, the epilogue per written element.
// CHECK-LABEL: // function @scan$cumsum_rows
// CHECK: // kernel 0: rows-cumsum over [outer, scanned, inner] = [256, 4096, 1], 64 threads x 4 rows per block
// CHECK: __shared__ float rowBuffers[512];
// CHECK: for (long long chunk = 0; chunk < 4096LL; chunk += 128) {
// CHECK: const float [[H:v[0-9]+]] = x{{[0-9]+}} * ((float)0x1p-1);
// CHECK-NEXT: buf[tx] = [[H]];
// CHECK: buf[64 + tx] = 0.f;
// CHECK: if (tx == 0) buf[0] = __fadd_rn(buf[0], total);
// CHECK: for (int m = 0; m <= 6; ++m) {
// CHECK: buf[a + tx % s] = __fadd_rn(buf[a + tx % s], buf[a - 1]);
// CHECK: const float [[S:v[0-9]+]] = buf[tx];
// CHECK-NEXT: const float [[Y:v[0-9]+]] = [[S]] + ((float)0x1p+0);
// CHECK-NEXT: out0[i] = [[Y]];
// CHECK: total = buf[127];
func.func @scan$cumsum_rows(%x: tensor<256x4096xf32>) -> tensor<256x4096xf32> {
  %0 = cuagent.mul_s %x, 0.5 : tensor<256x4096xf32>
  %1 = cuagent.cumsum %0 {dim = 1} : tensor<256x4096xf32>
  %2 = cuagent.add_s %1, 1.0 : tensor<256x4096xf32>
  return %2 : tensor<256x4096xf32>
}

// cumprod along a middle dim: a thread per column, sequential (PyTorch's
// outer-dim kernel), loads coalesced across inner.
// CHECK-LABEL: // function @scan$cumprod_columns
// CHECK: // kernel 0: columns-cumprod over [outer, scanned, inner] = [16, 2048, 64], one thread per column
// CHECK: if (column >= 1024LL) return;
// CHECK: float acc = 1.f;
// CHECK: for (long long r = 0; r < 2048LL; ++r) {
// CHECK-NEXT: const long long i = base + r * 64LL;
// CHECK: acc = __fmul_rn(acc, x{{[0-9]+}});
func.func @scan$cumprod_columns(%x: tensor<16x2048x64xf32>) -> tensor<16x2048x64xf32> {
  %0 = cuagent.cumprod %x {dim = 1} : tensor<16x2048x64xf32>
  return %0 : tensor<16x2048x64xf32>
}
