// argmax, argmin, max.dim and min.dim over few long rows (decision 154): the
// split template's chunking with the index template's scan, each chunk's
// (value, index) pair in a workspace (values, padded to 8 bytes, then the
// int64 indices), a warp per row combining them.
// RUN: cuagent-translate --block 256 --vector 4 --plan %s | FileCheck %s

// argmax(round(x)) of 4 rows of 2000003: 521 chunks of 3840 a row (15
// block steps: a batch of 8 loads, then one at a time), indices along the
// whole row.
// CHECK-LABEL: // function @index_split$argmax_few_rows
// CHECK: // kernel 0: split-argmax over [outer, reduced, inner] = [4, 2000003, 1], 521 chunks of 3840 per row, then a warp per row
// CHECK: extern "C" __global__ void __launch_bounds__(256) cuagent_k0_partials(const float *__restrict__ in0, long long *__restrict__ out0, float *__restrict__ partials) {
// CHECK-NEXT: const long long row = (long long)blockIdx.x / 521LL;
// CHECK-NEXT: const long long begin = (long long)blockIdx.x % 521LL * 3840LL;
// CHECK-NEXT: const long long end = begin + 3840LL < 2000003LL ? begin + 3840LL : 2000003LL;
// CHECK: long long r = begin + lane;
// CHECK-NEXT: for (; r + 1792 < end; r += 2048) {
// CHECK: const long long i = row * 2000003LL + r + u * 256;
// CHECK: cuagent_argmax_step(best, bestIndex, batch[u], r + u * 256);
// CHECK: for (; r < end; r += 256) {
// CHECK: __shared__ long long warpIndex[8];
// CHECK: if (lane == 0) {
// CHECK-NEXT: partials[blockIdx.x] = best;
// CHECK-NEXT: reinterpret_cast<long long *>(partials + 2084LL)[blockIdx.x] = bestIndex;
// CHECK: extern "C" __global__ void __launch_bounds__(256) cuagent_k0(const float *__restrict__ in0, long long *__restrict__ out0, const float *__restrict__ partials) {
// CHECK-NEXT: const long long row = (long long)blockIdx.x * 8 + threadIdx.x / 32;
// CHECK-NEXT: const int lane = threadIdx.x % 32;
// CHECK-NEXT: if (row >= 4LL) return;
// CHECK-NEXT: const long long *partialIndex = reinterpret_cast<const long long *>(partials + 2084LL);
// CHECK: for (long long p = row * 521LL + lane; p < (row + 1) * 521LL; p += 32)
// CHECK-NEXT: cuagent_argmax_step(best, bestIndex, partials[p], partialIndex[p]);
// CHECK: if (lane == 0) {
// CHECK-NEXT: const long long i = row;
// CHECK-NEXT: out0[i] = bestIndex;
// The workspace: 2084 floats (2 x 521 + 1, padded) then 2084 indices.
// CHECK: "bytes": 25008,
// CHECK-NEXT: "kind": "workspace",
// CHECK-NEXT: "name": "wsidx0"
// CHECK: "function": "cuagent_k0_partials"
// CHECK: "grid": [
// CHECK-NEXT: 2084,
// CHECK: "function": "cuagent_k0"
// CHECK: "grid": [
// CHECK-NEXT: 1,
func.func @index_split$argmax_few_rows(%x: tensor<4x2000003xf32>) -> tensor<4xi64> {
  %0 = cuagent.round %x : tensor<4x2000003xf32>
  %1 = cuagent.argmax %0 {dims = array<i64: 1>} : tensor<4x2000003xf32> -> tensor<4xi64>
  return %1 : tensor<4xi64>
}

// The argmin of a whole tensor: one row of 999000, split.
// CHECK-LABEL: // function @index_split$argmin_flat
// CHECK: // kernel 0: split-argmin over [outer, reduced, inner] = [1, 999000, 1]
// CHECK: cuagent_argmin_step(best, bestIndex, partials[p], partialIndex[p]);
func.func @index_split$argmin_flat(%x: tensor<1000x999xf32>) -> tensor<i64> {
  %0 = cuagent.argmin %x {dims = array<i64>} : tensor<1000x999xf32> -> tensor<i64>
  return %0 : tensor<i64>
}

// Many rows fill the GPU a block a row: not split.
// CHECK-LABEL: // function @index_split$many_rows
// CHECK: // kernel 0: row-argmax over [outer, reduced, inner] = [512, 16384, 1]
// CHECK-NOT: _partials
// CHECK-LABEL: // function @index_split$strided
func.func @index_split$many_rows(%x: tensor<512x16384xf32>) -> tensor<512xi64> {
  %0 = cuagent.argmax %x {dims = array<i64: 1>} : tensor<512x16384xf32> -> tensor<512xi64>
  return %0 : tensor<512xi64>
}

// A reduction over a dim other than the last keeps the strided geometry.
// CHECK: // kernel 0: strided-argmax over [outer, reduced, inner] = [1, 65536, 4]
// CHECK-NOT: _partials
func.func @index_split$strided(%x: tensor<65536x4xf32>) -> tensor<4xi64> {
  %0 = cuagent.argmax %x {dims = array<i64: 0>} : tensor<65536x4xf32> -> tensor<4xi64>
  return %0 : tensor<4xi64>
}
