// The softmax family over few long rows (decision 152): the split
// template's chunks with online (max, sum of exp(x - max)) partials, one
// float2 per chunk; logsumexp's stage 2 a warp per row merging its pairs,
// softmax's and log_softmax's an apply kernel over stage 1's grid that
// merges its row's pairs and normalizes its chunk. Whole chunks load a
// batch before their (branching) updates.
// RUN: cuagent-translate --block 256 --vector 4 --plan %s | FileCheck %s
// RUN: cuagent-translate --block 256 --vector 4 --split-blocks-per-sm 0 %s | FileCheck %s --check-prefix=NOSPLIT

// softmax(4x) * 2 over [6, 200000]: 49 chunks of 4096 a row (the last of
// 3392), a chunk's four block steps one batch of 16 elements; the apply
// kernel recomputes the prologue, stores no prologue value and stores its
// results as vectors.
// CHECK-LABEL: // function @split_online$softmax_few_rows
// CHECK: // kernel 0: split-softmax over [outer, reduced, inner] = [6, 200000, 1], 49 partials per output of chunks of 4096, vector width 4
// CHECK: static __device__ __forceinline__ void cuagent_online_add(
// CHECK: extern "C" __global__ void __launch_bounds__(256) cuagent_k0_partials(const float *__restrict__ in0, float *__restrict__ out0, float *__restrict__ partials) {
// CHECK-NEXT: __shared__ float scratch[64];
// CHECK: float acc = -__int_as_float(0x7f800000), sum = 0.f;
// CHECK-NEXT: if (end - begin == 4096LL) {
// CHECK-NEXT: for (int kb = 0; kb < 4; kb += 4) {
// CHECK-NEXT: float batch[16];
// CHECK: const long long c0 = begin + (long long)(kb + u) * 1024LL + (long long)threadIdx.x * 4;
// CHECK: batch[u * 4 + v] = v{{[0-9]+}};
// CHECK: asm volatile("" :: "f"(batch[0]),
// CHECK: for (int e = 0; e < 16; ++e)
// CHECK-NEXT: cuagent_online_add(acc, sum, batch[e]);
// CHECK: } else {
// CHECK: for (long long c0 = begin + (long long)threadIdx.x * 4; c0 < end; c0 += 1024LL) {
// CHECK: cuagent_online_add(acc, sum, v{{[0-9]+}});
// CHECK: cuagent_reduce_online<256>(acc, sum, scratch);
// CHECK-NEXT: if (threadIdx.x == 0)
// CHECK-NEXT: reinterpret_cast<float2 *>(partials)[blockIdx.x] = make_float2(acc, sum);
// CHECK: extern "C" __global__ void __launch_bounds__(256) cuagent_k0(const float *__restrict__ in0, float *__restrict__ out0, const float *__restrict__ partials) {
// CHECK: const float2 *parts = reinterpret_cast<const float2 *>(partials) + o * 49LL;
// CHECK-NEXT: float acc = -__int_as_float(0x7f800000), sum = 0.f;
// CHECK-NEXT: for (int p = threadIdx.x; p < 49; p += 256)
// CHECK-NEXT: cuagent_online_merge(acc, sum, parts[p].x, parts[p].y);
// CHECK-NEXT: cuagent_reduce_online<256>(acc, sum, scratch);
// CHECK-NEXT: const float rowMax = acc;
// CHECK-NEXT: const float inverseSum = 1.f / sum;
// CHECK: CuagentVec<float, 4> S0;
// CHECK: const float [[Y:v[0-9]+]] = expf(v{{[0-9]+}} - rowMax) * inverseSum;
// CHECK-NEXT: const float [[Z:v[0-9]+]] = [[Y]] * ((float)0x1p+1);
// CHECK-NEXT: S0.v[v] = [[Z]];
// CHECK: *reinterpret_cast<CuagentVec<float, 4> *>(out0 + rowBase + c0) = S0;
// The plan: a float2 per chunk (6 x 49 x 8 bytes); both kernels on 294 blocks.
// CHECK: "bytes": 2352,
// CHECK-NEXT: "kind": "workspace",
// CHECK-NEXT: "name": "wsred0"
// CHECK: "function": "cuagent_k0_partials"
// CHECK: "grid": [
// CHECK-NEXT: 294,
// CHECK: "function": "cuagent_k0"
// CHECK: "grid": [
// CHECK-NEXT: 294,
// Without a split (-s0): the row template's online pass, a block a row.
// NOSPLIT-LABEL: // function @split_online$softmax_few_rows
// NOSPLIT: // kernel 0: row-softmax over 6 rows of 200000 (row recomputed per pass)
// NOSPLIT-NOT: _partials
func.func @split_online$softmax_few_rows(%x: tensor<6x200000xf32>) -> tensor<6x200000xf32> {
  %0 = cuagent.mul_s %x, 4.0 : tensor<6x200000xf32>
  %1 = cuagent.softmax %0 : tensor<6x200000xf32>
  %2 = cuagent.mul_s %1, 2.0 : tensor<6x200000xf32>
  return %2 : tensor<6x200000xf32>
}

// log_softmax + 1 over rows of an odd length: scalar loads, chunks of four
// block steps of 256 loaded as one batch, the last chunk ragged; the apply
// kernel subtracts the log of the sum.
// CHECK-LABEL: // function @split_online$log_softmax_ragged
// CHECK: // kernel 0: split-log-softmax over [outer, reduced, inner] = [3, 150001, 1], 147 partials per output of chunks of 1024, vector width 1
// CHECK: float batch[4];
// CHECK: for (int e = 0; e < 4; ++e)
// CHECK-NEXT: cuagent_online_add(acc, sum, batch[e]);
// CHECK: for (int p = threadIdx.x; p < 147; p += 256)
// CHECK: const float logSum = logf(sum);
// CHECK: const float [[L:v[0-9]+]] = (x{{[0-9]+}} - rowMax) - logSum;
// CHECK-NEXT: const float [[R:v[0-9]+]] = [[L]] + ((float)0x1p+0);
// CHECK-NEXT: out0[i] = [[R]];
func.func @split_online$log_softmax_ragged(%x: tensor<3x150001xf32>) -> tensor<3x150001xf32> {
  %0 = cuagent.log_softmax %x : tensor<3x150001xf32>
  %1 = cuagent.add_s %0, 1.0 : tensor<3x150001xf32>
  return %1 : tensor<3x150001xf32>
}

// logsumexp(3x) * 0.5 over [2, 5000000]: chunks of five block steps, four
// as a batch and the fifth alone; stage 2 a warp per row, ATen's values
// for NaN and infinities (the lse helpers), then logf(sum) + max.
// CHECK-LABEL: // function @split_online$logsumexp_two_rows
// CHECK: // kernel 0: split-logsumexp over [outer, reduced, inner] = [2, 5000000, 1], 977 partials per output of chunks of 5120, vector width 4
// CHECK: static __device__ __forceinline__ void cuagent_online_lse_add(
// CHECK: for (int kb = 0; kb < 4; kb += 4) {
// CHECK: cuagent_online_lse_add(acc, sum, batch[e]);
// CHECK: for (int k = 4; k < 5; ++k) {
// CHECK: cuagent_online_lse_add(acc, sum, v{{[0-9]+}});
// CHECK: cuagent_reduce_online_lse<256>(acc, sum, scratch);
// CHECK: extern "C" __global__ void __launch_bounds__(256) cuagent_k0(
// CHECK-NEXT: const long long out = (long long)blockIdx.x * 8 + threadIdx.x / 32;
// CHECK-NEXT: const int lane = threadIdx.x % 32;
// CHECK-NEXT: if (out >= 2LL) return;
// CHECK-NEXT: const float2 *parts = reinterpret_cast<const float2 *>(partials) + out * 977LL;
// CHECK-NEXT: float acc = -__int_as_float(0x7f800000), sum = 0.f;
// CHECK-NEXT: for (long long p = lane; p < 977LL; p += 32)
// CHECK-NEXT: cuagent_online_lse_merge(acc, sum, parts[p].x, parts[p].y);
// CHECK-NEXT: cuagent_reduce_online_lse<32>(acc, sum, nullptr);
// CHECK-NEXT: if (lane == 0) {
// CHECK-NEXT: const long long i = out;
// CHECK-NEXT: const float [[S:v[0-9]+]] = logf(sum) + acc;
// CHECK-NEXT: const float [[H:v[0-9]+]] = [[S]] * ((float)0x1p-1);
// CHECK-NEXT: out0[i] = [[H]];
// CHECK: "bytes": 15632,
// CHECK: "grid": [
// CHECK-NEXT: 1954,
// CHECK: "grid": [
// CHECK-NEXT: 1,
func.func @split_online$logsumexp_two_rows(%x: tensor<2x5000000xf32>) -> tensor<2xf32> {
  %0 = cuagent.mul_s %x, 3.0 : tensor<2x5000000xf32>
  %1 = cuagent.logsumexp %0 {dims = array<i64: 1>} : tensor<2x5000000xf32> -> tensor<2xf32>
  %2 = cuagent.mul_s %1, 0.5 : tensor<2xf32>
  return %2 : tensor<2xf32>
}

// A full logsumexp of 65536 elements: one row, 16 chunks.
// CHECK-LABEL: // function @split_online$full_logsumexp
// CHECK: // kernel 0: split-logsumexp over [outer, reduced, inner] = [1, 65536, 1], 16 partials per output of chunks of 4096, vector width 4
func.func @split_online$full_logsumexp(%x: tensor<65536xf32>) -> tensor<f32> {
  %0 = cuagent.logsumexp %x {dims = array<i64: 0>} : tensor<65536xf32> -> tensor<f32>
  return %0 : tensor<f32>
}

// Enough rows to fill the GPU a block a row: the row template, no split.
// CHECK-LABEL: // function @split_online$many_rows_stay_row
// CHECK: // kernel 0: row-softmax over 512 rows of 16384
// CHECK-NOT: _partials
// CHECK-LABEL: // function @split_online$rows_too_short
func.func @split_online$many_rows_stay_row(%x: tensor<512x16384xf32>) -> tensor<512x16384xf32> {
  %0 = cuagent.softmax %x : tensor<512x16384xf32>
  return %0 : tensor<512x16384xf32>
}

// Rows shorter than 8192: the row template, however few.
// CHECK: // kernel 0: row-log-softmax over 4 rows of 4096
// CHECK-NOT: _partials
func.func @split_online$rows_too_short(%x: tensor<4x4096xf32>) -> tensor<4x4096xf32> {
  %0 = cuagent.log_softmax %x : tensor<4x4096xf32>
  return %0 : tensor<4x4096xf32>
}
