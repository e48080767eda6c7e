// RUN: cuagent-translate --block 256 --vector 4 --plan %s | FileCheck %s
// RUN: cuagent-translate --block 256 --vector 4 --warp-per-row %s | FileCheck %s --check-prefix=WARP

// CHECK-LABEL: // function @row$scaled_softmax
// CHECK: // kernel 0: row-softmax over 64 rows of 4096 (row cached in registers)
// CHECK: float cache[16];
// CHECK: float acc = (-__int_as_float(0x7f800000));
// CHECK: acc = cuagent_nanmax(acc,
// CHECK-NOT: if (c0 <
// CHECK: cuagent_reduce_max<256>(acc, scratch);
// CHECK: { const float e = expf(xc - rowMax); cache[k * 4 + v] = e; sum += e; }
// CHECK: cuagent_reduce_sum<256>(sum, scratch);
// CHECK: const float inverseSum = 1.f / sum;
// CHECK: CuagentVec<float, 4> S0;
// CHECK: = xc * inverseSum;
// CHECK: S0.v[v] =
// CHECK: *reinterpret_cast<CuagentVec<float, 4> *>(out0 + rowBase + c0) = S0;
// CHECK: "grid": [
// CHECK-NEXT: 64,
// WARP: const long long row = (long long)blockIdx.x * 8 + threadIdx.x / 32;
// WARP: if (row >= 64LL) return;
func.func @row$scaled_softmax(%x: tensor<64x4096xf32>) -> tensor<64x4096xf32> {
  %0 = cuagent.mul_s %x, 0.125 : tensor<64x4096xf32>
  %1 = cuagent.softmax %0 : tensor<64x4096xf32>
  return %1 : tensor<64x4096xf32>
}

// Long rows do not fit in registers: the prologue is recomputed per pass.
// (512 rows fill the GPU; 16 would take the split template, reduce-split.mlir.)
// CHECK-LABEL: // function @row$long_sum_then_sigmoid
// CHECK: row-sum over 512 rows of 65536 (row recomputed per pass)
// CHECK-NOT: float cache
// CHECK: const float v{{[0-9]+}} = acc;
// CHECK: 1.f / (1.f + expf(-
func.func @row$long_sum_then_sigmoid(%x: tensor<512x65536xf32>) -> tensor<512xf32> {
  %0 = cuagent.sum %x : tensor<512x65536xf32> -> tensor<512xf32>
  %1 = cuagent.sigmoid %0 : tensor<512xf32>
  return %1 : tensor<512xf32>
}

// Two kernels: the intermediate goes to a workspace buffer.
// CHECK-LABEL: // function @row$two_kernels_use_workspace
// CHECK: cuagent_k0
// CHECK: cuagent_k1
// CHECK: "kind": "workspace"
func.func @row$two_kernels_use_workspace(%x: tensor<32x128xf32>) -> tensor<32x128xf32> {
  %0 = cuagent.amax %x {keepdim = true} : tensor<32x128xf32> -> tensor<32x1xf32>
  %1 = cuagent.sub %x, %0 : tensor<32x128xf32>, tensor<32x1xf32> -> tensor<32x128xf32>
  return %1 : tensor<32x128xf32>
}

// The row op reads a function argument that the prologue also uses for a
// side output: the argument is loaded once and feeds both.
// CHECK-LABEL: // function @row$side_output_and_sum
// CHECK: const float [[X:x[0-9]+]] = L0.v[v];
// CHECK: out0[i] =
// CHECK: cache[k * 4 + v] = [[X]];
// CHECK: acc += [[X]];
func.func @row$side_output_and_sum(%x: tensor<64x512xf32>) -> (tensor<64x512xf32>, tensor<64xf32>) {
  %0 = cuagent.relu %x : tensor<64x512xf32>
  %1 = cuagent.sum %x : tensor<64x512xf32> -> tensor<64xf32>
  return %0, %1 : tensor<64x512xf32>, tensor<64xf32>
}

// Rows the chunks do not tile exactly keep the guard on every chunk.
// CHECK-LABEL: // function @row$ragged_softmax
// CHECK: if (c0 < 1000) {
// CHECK: = xc * inverseSum;
func.func @row$ragged_softmax(%x: tensor<64x1000xf32>) -> tensor<64x1000xf32> {
  %0 = cuagent.softmax %x : tensor<64x1000xf32>
  return %0 : tensor<64x1000xf32>
}

// Rows too long to cache get the max and the sum of exponentials in one
// online pass, then recompute the exponentials in the last pass.
// CHECK-LABEL: // function @row$long_softmax
// CHECK: (row recomputed per pass)
// CHECK: #define CUAGENT_ONLINE_SOFTMAX
// CHECK: __shared__ float scratch[64];
// The online pass's chunks four at a time: their vector loads, then their
// sixteen updates (decision 151); 64 chunks, none left one at a time.
// CHECK: float acc = (-__int_as_float(0x7f800000)), sum = 0.f;
// CHECK: for (int kb = 0; kb < 64; kb += 4) {
// CHECK-NEXT: float batch[16];
// CHECK: const int c0 = ((kb + u) * 256 + lane) * 4;
// CHECK: batch[u * 4 + v] = x{{[0-9]+}};
// CHECK: asm volatile("" :: "f"(batch[0]),
// CHECK-SAME: "f"(batch[15]));
// CHECK: for (int e = 0; e < 16; ++e)
// CHECK-NEXT: cuagent_online_add(acc, sum, batch[e]);
// CHECK-NOT: for (int k =
// CHECK: cuagent_reduce_online<256>(acc, sum, scratch);
// CHECK-NEXT: const float rowMax = acc;
// CHECK-NOT: sum += expf
// CHECK: const float inverseSum = 1.f / sum;
// CHECK: = expf(x{{[0-9]+}} - rowMax) * inverseSum;
func.func @row$long_softmax(%x: tensor<512x65536xf32>) -> tensor<512x65536xf32> {
  %0 = cuagent.softmax %x : tensor<512x65536xf32>
  return %0 : tensor<512x65536xf32>
}

// Rows of 40000: nine batches of four whole chunks, then chunks 36-39 one at
// a time, the last guarded (decision 151). 512 rows fill the GPU a block a
// row (fewer would split across blocks: reduce-split-online.mlir).
// CHECK-LABEL: // function @row$long_ragged_logsumexp
// CHECK: for (int kb = 0; kb < 36; kb += 4) {
// CHECK: cuagent_online_lse_add(acc, sum, batch[e]);
// CHECK: for (int k = 36; k < 40; ++k) {
// CHECK-NEXT: const int c0 = (k * 256 + lane) * 4;
// CHECK-NEXT: if (c0 < 40000) {
// CHECK: cuagent_online_lse_add(acc, sum, x{{[0-9]+}});
// CHECK: cuagent_reduce_online_lse<256>(acc, sum, scratch);
func.func @row$long_ragged_logsumexp(%x: tensor<512x40000xf32>) -> tensor<512xf32> {
  %0 = cuagent.logsumexp %x {dims = array<i64: 1>} : tensor<512x40000xf32> -> tensor<512xf32>
  %1 = cuagent.tanh %0 : tensor<512xf32>
  return %1 : tensor<512xf32>
}

// A mask broadcast over the batch covers the row: one vector load at its
// offset of the row's first element. A bias broadcast over the columns does
// not: it stays a scalar load.
// CHECK-LABEL: // function @row$masked_softmax
// CHECK: const CuagentVec<float, 4> L1 = *reinterpret_cast<const CuagentVec<float, 4> *>(in1 + (rowBase % 16384LL) + c0);
// CHECK-NOT: CuagentVec<float, 4> L2
// CHECK: = L1.v[v];
// CHECK: = in2[
func.func @row$masked_softmax(%x: tensor<4x128x128xf32>, %mask: tensor<128x128xf32>, %b: tensor<128x1xf32>) -> tensor<4x128x128xf32> {
  %0 = cuagent.add %x, %mask : tensor<4x128x128xf32>, tensor<128x128xf32> -> tensor<4x128x128xf32>
  %1 = cuagent.add %0, %b : tensor<4x128x128xf32>, tensor<128x1xf32> -> tensor<4x128x128xf32>
  %2 = cuagent.softmax %1 : tensor<4x128x128xf32>
  return %2 : tensor<4x128x128xf32>
}

// batch_norm after a softmax whose rows lie inside one channel: the channel
// is the row's (its parameters load once per row); when a row spans
// channels, it is the element's.
// CHECK-LABEL: // function @row$softmax_then_batch_norm
// CHECK: in1[(int)((unsigned)(rowBase) / 256u % 8u)]
// CHECK-LABEL: // function @row$softmax_over_channels_then_batch_norm
// CHECK: in1[(int)((unsigned)(i) / 16u % 8u)]
func.func @row$softmax_then_batch_norm(%x: tensor<2x8x16x16xf32>, %m: tensor<8xf32>, %v: tensor<8xf32>) -> tensor<2x8x16x16xf32> {
  %0 = cuagent.softmax %x : tensor<2x8x16x16xf32>
  %1 = cuagent.batch_norm %0, %m, %v : tensor<2x8x16x16xf32>, tensor<8xf32>, tensor<8xf32> -> tensor<2x8x16x16xf32>
  return %1 : tensor<2x8x16x16xf32>
}
func.func @row$softmax_over_channels_then_batch_norm(%x: tensor<2x8x16xf32>, %m: tensor<8xf32>, %v: tensor<8xf32>) -> tensor<2x8x16xf32> {
  %0 = cuagent.reshape %x {shape = array<i64: 2, 128>} : tensor<2x8x16xf32> -> tensor<2x128xf32>
  %1 = cuagent.softmax %0 : tensor<2x128xf32>
  %2 = cuagent.reshape %1 {shape = array<i64: 2, 8, 16>} : tensor<2x128xf32> -> tensor<2x8x16xf32>
  %3 = cuagent.batch_norm %2, %m, %v : tensor<2x8x16xf32>, tensor<8xf32>, tensor<8xf32> -> tensor<2x8x16xf32>
  return %3 : tensor<2x8x16xf32>
}
