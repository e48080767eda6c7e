// The split template (SplitReduceTemplate.cpp): few outputs and a long
// reduced axis become two kernels over a workspace of partials, stage 1
// (a chunk of R per block) and stage 2 (a warp per output combining its
// partials in order, then the epilogue). Index math is 64-bit.
// RUN: cuagent-translate --block 256 --vector 4 --plan %s | FileCheck %s
// RUN: cuagent-translate --block 256 --vector 4 --split-blocks-per-sm 4 %s | FileCheck %s --check-prefix=HALF

// x.sum() of 1048588 elements after relu: [1, R, 1], vector loads, 257
// chunks of 4096 (the last of 12), one partial per chunk.
// CHECK-LABEL: // function @split$full_sum_relu
// CHECK: // kernel 0: split-sum over [outer, reduced, inner] = [1, 1048588, 1], 257 partials per output of chunks of 4096, vector width 4
// CHECK: extern "C" __global__ void __launch_bounds__(256) cuagent_k0_partials(const float *__restrict__ in0, float *__restrict__ out0, float *__restrict__ partials) {
// CHECK: const long long o = (long long)blockIdx.x / 257LL;
// CHECK-NEXT: const long long s = (long long)blockIdx.x % 257LL;
// CHECK-NEXT: const long long rowBase = o * 1048588LL;
// CHECK-NEXT: const long long begin = s * 4096LL;
// CHECK-NEXT: const long long end = begin + 4096LL < 1048588LL ? begin + 4096LL : 1048588LL;
// CHECK-NEXT: float acc = 0.f;
// CHECK: for (long long c0 = begin + (long long)threadIdx.x * 4; c0 < end; c0 += 1024LL) {
// CHECK-NEXT: const CuagentVec<float, 4> [[L:L[0-9]+]] = *reinterpret_cast<const CuagentVec<float, 4> *>(in0 + rowBase + c0);
// CHECK: const long long i = rowBase + c0 + v;
// CHECK: const float [[X:x[0-9]+]] = [[L]].v[v];
// CHECK-NEXT: const float [[R:v[0-9]+]] = ([[X]] < 0.f ? 0.f : [[X]]);
// CHECK-NEXT: acc = acc + [[R]];
// CHECK: acc = cuagent_reduce_sum<256>(acc, scratch);
// CHECK-NEXT: if (threadIdx.x == 0) partials[blockIdx.x] = acc;
// CHECK: extern "C" __global__ void __launch_bounds__(256) cuagent_k0(const float *__restrict__ in0, float *__restrict__ out0, const float *__restrict__ partials) {
// CHECK-NEXT: const long long out = (long long)blockIdx.x * 8 + threadIdx.x / 32;
// CHECK-NEXT: const int lane = threadIdx.x % 32;
// CHECK-NEXT: if (out >= 1LL) return;
// CHECK-NEXT: float acc = 0.f;
// CHECK-NEXT: for (long long p = lane; p < 257LL; p += 32)
// CHECK-NEXT: acc = acc + partials[out * 257LL + p];
// CHECK-NEXT: acc = cuagent_reduce_sum<32>(acc, nullptr);
// CHECK-NEXT: if (lane == 0) {
// CHECK-NEXT: const long long i = out;
// CHECK-NEXT: const float [[S:v[0-9]+]] = acc;
// CHECK-NEXT: out0[i] = [[S]];
// The plan: the partials workspace (257 floats), stage 1 then stage 2.
// CHECK: "bytes": 1028,
// CHECK-NEXT: "kind": "workspace",
// CHECK-NEXT: "name": "wsred0"
// CHECK: "wsred0"
// CHECK: "function": "cuagent_k0_partials"
// CHECK: "grid": [
// CHECK-NEXT: 257,
// CHECK: "function": "cuagent_k0"
// CHECK: "grid": [
// CHECK-NEXT: 1,
// HALF-LABEL: // function @split$full_sum_relu
// HALF: 257 partials per output of chunks of 4096
func.func @split$full_sum_relu(%x: tensor<4x262147xf32>) -> tensor<f32> {
  %0 = cuagent.relu %x : tensor<4x262147xf32>
  %1 = cuagent.sum %0 {dims = array<i64>} : tensor<4x262147xf32> -> tensor<f32>
  return %1 : tensor<f32>
}

// A 64 Mi-element mean: stage 1 sized in threads, 2112 blocks of 256
// (132 SMs x 8 of 512 threads), or 1056 at 4 per SM, in chunks of whole
// block steps (1024 elements), so that a full chunk walks a fixed count of
// steps; the divide by R and the epilogue in stage 2.
// CHECK-LABEL: // function @split$full_mean_then_mul
// CHECK: split-mean over [outer, reduced, inner] = [1, 67108864, 1], 2048 partials per output of chunks of 32768, vector width 4
// CHECK: if (end - begin == 32768LL) {
// CHECK-NEXT: #pragma unroll 4
// CHECK-NEXT: for (int k = 0; k < 32; ++k) {
// CHECK-NEXT: const long long c0 = begin + (long long)k * 1024LL + (long long)threadIdx.x * 4;
// CHECK: } else {
// CHECK: for (long long c0 = begin + (long long)threadIdx.x * 4; c0 < end; c0 += 1024LL) {
// CHECK: const float [[M:v[0-9]+]] = acc / ((float)0x1p+26);
// CHECK-NEXT: const float [[Y:v[0-9]+]] = [[M]] * ((float)0x1p-1);
// CHECK-NEXT: out0[i] = [[Y]];
// HALF-LABEL: // function @split$full_mean_then_mul
// HALF: 1041 partials per output of chunks of 64512
func.func @split$full_mean_then_mul(%x: tensor<8192x8192xf32>) -> tensor<1x1xf32> {
  %0 = cuagent.mean %x {dims = array<i64>, keepdim = true} : tensor<8192x8192xf32> -> tensor<1x1xf32>
  %1 = cuagent.mul_s %0, 0.5 : tensor<1x1xf32>
  return %1 : tensor<1x1xf32>
}

// An odd length: scalar loads; amax from -inf, NaN-propagating combines.
// CHECK-LABEL: // function @split$full_amax_odd
// CHECK: split-amax over [outer, reduced, inner] = [1, 999999, 1], 977 partials per output of chunks of 1024, vector width 1
// CHECK: float acc = (-__int_as_float(0x7f800000));
// CHECK: for (long long c0 = begin + (long long)threadIdx.x * 1; c0 < end; c0 += 256LL) {
// CHECK-NOT: CuagentVec<float
// CHECK: acc = cuagent_nanmax(acc, [[X:x[0-9]+]]);
// CHECK: acc = cuagent_reduce_max<256>(acc, scratch);
// CHECK: acc = cuagent_nanmax(acc, partials[out * 977LL + p]);
// CHECK-NEXT: acc = cuagent_reduce_max<32>(acc, nullptr);
func.func @split$full_amax_odd(%x: tensor<999999xf32>) -> tensor<f32> {
  %0 = cuagent.amax %x {dims = array<i64>} : tensor<999999xf32> -> tensor<f32>
  return %0 : tensor<f32>
}

// sum over dim 0 of [65536, 8]: the strided stage 1, 8 x 32 threads (a
// warp reads 4 whole rows of 8), 512 chunks of 128 rows.
// CHECK-LABEL: // function @split$sum_dim0_narrow
// CHECK: split-sum over [outer, reduced, inner] = [1, 65536, 8], 512 partials per output of chunks of 128, 8 x 32 threads per block
// CHECK: __shared__ float red[256];
// CHECK-NEXT: const int tx = threadIdx.x % 8, ty = threadIdx.x / 8;
// CHECK-NEXT: const long long s = (long long)blockIdx.x % 512LL;
// CHECK-NEXT: const long long tile = (long long)blockIdx.x / 512LL;
// CHECK-NEXT: const long long o = tile / 1LL;
// CHECK-NEXT: const long long j = (tile % 1LL) * 8 + tx;
// CHECK-NEXT: const bool active = j < 8LL;
// CHECK: for (long long r = begin + ty; r < end; r += 32) {
// CHECK-NEXT: const long long i = o * 524288LL + r * 8LL + j;
// CHECK: red[threadIdx.x] = acc;
// CHECK-NEXT: __syncthreads();
// CHECK-NEXT: if (ty == 0) {
// CHECK-NEXT: for (int t = 1; t < 32; ++t)
// CHECK-NEXT: acc = acc + red[t * 8 + tx];
// CHECK: partials[(o * 8LL + j) * 512LL + s] = acc;
// CHECK: if (out >= 8LL) return;
func.func @split$sum_dim0_narrow(%x: tensor<65536x8xf32>) -> tensor<8xf32> {
  %0 = cuagent.sum %x {dims = array<i64: 0>} : tensor<65536x8xf32> -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// Enough rows to fill the GPU: the row template, no split.
// CHECK-LABEL: // function @split$many_rows_stay_row
// CHECK: // kernel 0: row-sum over 4096 rows of 16384
// CHECK-NOT: split-
func.func @split$many_rows_stay_row(%x: tensor<4096x16384xf32>) -> tensor<4096xf32> {
  %0 = cuagent.sum %x {dims = array<i64: 1>} : tensor<4096x16384xf32> -> tensor<4096xf32>
  return %0 : tensor<4096xf32>
}

// A short full reduction (R < 8192): one block, no second kernel.
// CHECK-LABEL: // function @split$short_full_sum
// CHECK: // kernel 0: row-sum over 1 rows of 4096
func.func @split$short_full_sum(%x: tensor<64x64xf32>) -> tensor<f32> {
  %0 = cuagent.sum %x {dims = array<i64>} : tensor<64x64xf32> -> tensor<f32>
  return %0 : tensor<f32>
}

// logsumexp over a dim other than the last keeps its one-kernel (strided)
// template: the online kinds split along rows only (decision 152).
// CHECK-LABEL: // function @split$strided_logsumexp_not_split
// CHECK: // kernel 0: strided-logsumexp over [outer, reduced, inner] = [1, 65536, 4]
// CHECK-NOT: _partials
func.func @split$strided_logsumexp_not_split(%x: tensor<65536x4xf32>) -> tensor<4xf32> {
  %0 = cuagent.logsumexp %x {dims = array<i64: 0>} : tensor<65536x4xf32> -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
