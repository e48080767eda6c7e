// RUN: cuagent-translate --block 256 --vector 4 %s | FileCheck %s
// RUN: cuagent-translate --block 256 --vector 4 --warp-per-row %s | FileCheck %s --check-prefix=WARP
// RUN: cuagent-translate --block 256 --vector 4 --conv-bias-fused=false %s | FileCheck %s --check-prefix=BIAS

// The mul prologue feeds the register cache and the sum; the mean and the
// squared deviations are two exact passes over the registers; the result is
// scaled and shifted per channel (4 channels of 64 per row), then the relu
// epilogue is stored.
// CHECK-LABEL: // function @group_norm$conv_relu
// CHECK: // kernel 0: group-norm over 16 rows of 256 (8 groups of 4 channels x 64), row cached in registers
// CHECK: #define CUAGENT_WELFORD
// CHECK: const float [[X:v[0-9]+]] = x{{[0-9]+}} * ((float)0x1.8p+1);
// CHECK-NEXT: cache[k * 4 + v] = [[X]];
// CHECK-NEXT: sum += [[X]];
// CHECK: sum = cuagent_reduce_sum<256>(sum, scratch);
// CHECK-NEXT: const float mean = sum / 256.f;
// CHECK: const float d = cache[k * 4 + v] - mean;
// CHECK-NEXT: sq += d * d;
// CHECK: sq = cuagent_reduce_sum<256>(sq, scratch);
// CHECK-NEXT: const float rstd = rsqrtf(fmaxf(sq / 256.f, 0.f) + ((float)0x1.4f8b588e368f1p-17));
// CHECK: const int channel0 = (int)(row % 8LL) * 4;
// CHECK: const int channel = channel0 + (c0 + v) / 64;
// CHECK-NEXT: const float [[Y:v[0-9]+]] = ((xc - mean) * rstd) * in1[channel] + in2[channel];
// CHECK-NEXT: const float [[Z:v[0-9]+]] = ([[Y]] < 0.f ? 0.f : [[Y]]);
// CHECK-NEXT: S0.v[v] = [[Z]];
// CHECK: *reinterpret_cast<CuagentVec<float, 4> *>(out0 + rowBase + c0) = S0;
// 16 rows would be 4 blocks of warps: the warp candidate takes the block
// layout (decision 132; @group_norm$many_rows keeps its warps).
// WARP-LABEL: // function @group_norm$conv_relu
// WARP: // kernel 0: group-norm over 16 rows of 256
// WARP: sq = cuagent_reduce_sum<256>(sq, scratch);
func.func @group_norm$conv_relu(%x: tensor<2x32x8x8xf32>, %w: tensor<32xf32>, %b: tensor<32xf32>) -> tensor<2x32x8x8xf32> {
  %0 = cuagent.mul_s %x, 3.0 : tensor<2x32x8x8xf32>
  %1 = cuagent.group_norm %0 affine(%w, %b : tensor<32xf32>, tensor<32xf32>) {num_groups = 8 : i64} : tensor<2x32x8x8xf32> -> tensor<2x32x8x8xf32>
  %2 = cuagent.relu %1 : tensor<2x32x8x8xf32>
  return %2 : tensor<2x32x8x8xf32>
}

// group_norm -> x * sigmoid(x) in bf16, without affine parameters; the
// helpers are defined once per translation unit (guarded).
// CHECK-LABEL: // function @group_norm$swish
// CHECK: group-norm over 16 rows of 256 (4 groups of 16 channels x 16)
// CHECK: const float [[Y:v[0-9]+]] = (xc - mean) * rstd;
// CHECK-NEXT: const float [[S:v[0-9]+]] = 1.f / (1.f + expf(-[[Y]]));
// CHECK-NEXT: const float [[Z:v[0-9]+]] = [[Y]] * [[S]];
// CHECK-NEXT: S0.v[v] = cuagent_f32_to_bf16([[Z]]);
// CHECK: *reinterpret_cast<CuagentVec<cuagent_bf16, 4> *>(out0 + rowBase + c0) = S0;
func.func @group_norm$swish(%x: tensor<4x64x16xbf16>) -> tensor<4x64x16xbf16> {
  %0 = cuagent.group_norm %x {num_groups = 4 : i64, eps = 1.0e-6 : f64} : tensor<4x64x16xbf16> -> tensor<4x64x16xbf16>
  %1 = cuagent.sigmoid %0 : tensor<4x64x16xbf16>
  %2 = cuagent.mul %0, %1 : tensor<4x64x16xbf16>, tensor<4x64x16xbf16> -> tensor<4x64x16xbf16>
  return %2 : tensor<4x64x16xbf16>
}

// 8192 rows fill the GPU with warps: a warp per row, the row cached.
// WARP-LABEL: // function @group_norm$many_rows
// WARP: if (row >= 8192LL) return;
// WARP: sq = cuagent_reduce_sum<32>(sq, scratch);
func.func @group_norm$many_rows(%x: tensor<32x256x32x32xf32>, %w: tensor<256xf32>, %b: tensor<256xf32>) -> tensor<32x256x32x32xf32> {
  %0 = cuagent.group_norm %x affine(%w, %b : tensor<256xf32>, tensor<256xf32>) {num_groups = 256 : i64} : tensor<32x256x32x32xf32> -> tensor<32x256x32x32xf32>
  return %0 : tensor<32x256x32x32xf32>
}

// 128 rows of 131072 (fewer than two blocks per SM): the statistics kernel
// writes each segment's (mean, M2) by Welford, the apply kernel merges a
// row's five.
// CHECK-LABEL: // function @group_norm$long_rows
// CHECK: // kernel 0: group-norm-split over 128 rows of 131072 (8 groups of 32 channels x 4096), 5 blocks per row of segments of 26216
// CHECK: cuagent_k0_stats({{.*}}, float2 *__restrict__ partials) {
// CHECK: const int segmentStart = (int)(blockIdx.x % 5) * 26216;
// Four vectors' loads before their sixteen updates (decision 150), then
// the segment's rest a vector at a time.
// CHECK: int cb = segmentStart + (int)threadIdx.x * 4;
// CHECK-NEXT: for (; cb + 3072 < segmentEnd; cb += 4096) {
// CHECK-NEXT: float batch[16];
// CHECK: const int c0 = cb + u * 1024;
// CHECK: batch[u * 4 + v] = x{{[0-9]+}};
// CHECK: asm volatile("" :: "f"(batch[0]),
// CHECK-SAME: "f"(batch[15]));
// CHECK: for (int e = 0; e < 16; ++e)
// CHECK-NEXT: cuagent_welford_add(stats, batch[e]);
// CHECK: for (int c0 = cb; c0 < segmentEnd; c0 += 1024) {
// CHECK: cuagent_welford_add(stats, x{{[0-9]+}});
// CHECK: if (threadIdx.x == 0) partials[blockIdx.x] = make_float2(stats.mean, stats.m2);
// CHECK: cuagent_k0({{.*}}, const float2 *__restrict__ partials) {
// CHECK: for (int p = 0; p < 5; ++p) {
// CHECK-NEXT: const float2 part = partials[row * 5 + p];
// CHECK-NEXT: const int partEnd = min(131072, (p + 1) * 26216);
// CHECK-NEXT: const CuagentWelford other = {(float)(partEnd - p * 26216), part.x, part.y};
// CHECK: const int channel0 = (int)(row % 8LL) * 32;
// CHECK: ((x{{[0-9]+}} - mean) * rstd) * cuagent_f16_to_f32(in1[channel]) + cuagent_f16_to_f32(in2[channel]);
// 128 long rows as warps would be 16 blocks: the warp candidate splits the
// rows as the block one does (decision 132).
// WARP-LABEL: // function @group_norm$long_rows
// WARP: // kernel 0: group-norm-split over 128 rows of 131072
// WARP: if (threadIdx.x == 0) partials[blockIdx.x] = make_float2(stats.mean, stats.m2);
func.func @group_norm$long_rows(%x: tensor<16x256x64x64xf16>, %w: tensor<256xf16>, %b: tensor<256xf16>) -> tensor<16x256x64x64xf16> {
  %0 = cuagent.group_norm %x affine(%w, %b : tensor<256xf16>, tensor<256xf16>) {num_groups = 8 : i64} : tensor<16x256x64x64xf16> -> tensor<16x256x64x64xf16>
  return %0 : tensor<16x256x64x64xf16>
}

// Enough rows to fill the GPU: a block per row, no split.
// CHECK-LABEL: // function @group_norm$many_long_rows
// CHECK: // kernel 0: group-norm over 1024 rows of 4096 (16 groups of 4 channels x 1024), row cached in registers
// CHECK-NOT: partials
func.func @group_norm$many_long_rows(%x: tensor<64x64x32x32xf32>) -> tensor<64x64x32x32xf32> {
  %0 = cuagent.group_norm %x {num_groups = 16 : i64} : tensor<64x64x32x32xf32> -> tensor<64x64x32x32xf32>
  return %0 : tensor<64x64x32x32xf32>
}

// A row past a 256-thread block's cache (8 x 2304 = 18432: 72 a thread)
// that 1024 threads hold (5 chunks of 4 a thread) takes a block of 1024 and
// stays in registers (decision 126); a row of 65536 (64 a thread even at
// 1024) keeps the candidate's block and is read twice.
// CHECK-LABEL: // function @group_norm$wide_rows
// CHECK: // kernel 0: group-norm over 2400 rows of 18432 (8 groups of 8 channels x 2304), row cached in registers
// CHECK-NEXT: #ifndef CUAGENT_WELFORD
// CHECK: extern "C" __global__ void __launch_bounds__(1024)
// CHECK: const int lane = threadIdx.x % 1024;
// CHECK: float cache[20];
func.func @group_norm$wide_rows(%x: tensor<300x64x48x48xf32>) -> tensor<300x64x48x48xf32> {
  %0 = cuagent.group_norm %x {num_groups = 8 : i64} : tensor<300x64x48x48xf32> -> tensor<300x64x48x48xf32>
  return %0 : tensor<300x64x48x48xf32>
}

// CHECK-LABEL: // function @group_norm$too_wide_rows
// CHECK: // kernel 0: group-norm over 2400 rows of 65536 (8 groups of 8 channels x 8192), row recomputed per pass
// CHECK: extern "C" __global__ void __launch_bounds__(256)
func.func @group_norm$too_wide_rows(%x: tensor<300x64x64x128xf32>) -> tensor<300x64x64x128xf32> {
  %0 = cuagent.group_norm %x {num_groups = 8 : i64} : tensor<300x64x64x128xf32> -> tensor<300x64x64x128xf32>
  return %0 : tensor<300x64x64x128xf32>
}

// batch_norm -> relu: one elementwise kernel, the parameters loaded at the
// element's channel ((i / 16) % 16 of [8, 16, 4, 4], in 32 bits), not
// broadcast along the last dim.
// CHECK-LABEL: // function @batch_norm$relu
// CHECK: // kernel 0: elementwise over 2048 elements
// CHECK: const float [[Y:v[0-9]+]] = (((x{{[0-9]+}} - in1[(int)((unsigned)(i) / 16u % 16u)]) * rsqrtf(in2[(int)((unsigned)(i) / 16u % 16u)] + ((float)0x1.4f8b588e368f1p-17))) * in3[(int)((unsigned)(i) / 16u % 16u)] + in4[(int)((unsigned)(i) / 16u % 16u)]);
// CHECK-NEXT: const float {{v[0-9]+}} = ([[Y]] < 0.f ? 0.f : [[Y]]);
// CHECK-NOT: // kernel 1
func.func @batch_norm$relu(%x: tensor<8x16x4x4xf32>, %m: tensor<16xf32>, %v: tensor<16xf32>, %w: tensor<16xf32>, %b: tensor<16xf32>) -> tensor<8x16x4x4xf32> {
  %0 = cuagent.batch_norm %x, %m, %v affine(%w, %b : tensor<16xf32>, tensor<16xf32>) : tensor<8x16x4x4xf32>, tensor<16xf32>, tensor<16xf32> -> tensor<8x16x4x4xf32>
  %1 = cuagent.relu %0 : tensor<8x16x4x4xf32>
  return %1 : tensor<8x16x4x4xf32>
}

// batch_norm -> relu as the prologue of a group_norm: one kernel.
// CHECK-LABEL: // function @batch_norm$into_group_norm
// CHECK: // kernel 0: group-norm over 64 rows of 64 (32 groups of 1 channels x 64)
// CHECK: const float [[B:v[0-9]+]] = ((x{{[0-9]+}} - cuagent_f16_to_f32(in1[(int)((unsigned)(i) / 64u % 32u)])) * rsqrtf(cuagent_f16_to_f32(in2[(int)((unsigned)(i) / 64u % 32u)]) + ((float)0x1.0624dd2f1a9fcp-10)));
// CHECK-NEXT: const float [[R:v[0-9]+]] = ([[B]] < 0.f ? 0.f : [[B]]);
// CHECK: sum += [[R]];
// CHECK-NOT: // kernel 1
func.func @batch_norm$into_group_norm(%x: tensor<2x32x8x8xf16>, %m: tensor<32xf16>, %v: tensor<32xf16>) -> tensor<2x32x8x8xf16> {
  %0 = cuagent.batch_norm %x, %m, %v {eps = 1.0e-3 : f64} : tensor<2x32x8x8xf16>, tensor<32xf16>, tensor<32xf16> -> tensor<2x32x8x8xf16>
  %1 = cuagent.relu %0 : tensor<2x32x8x8xf16>
  %2 = cuagent.group_norm %1 {num_groups = 32 : i64} : tensor<2x32x8x8xf16> -> tensor<2x32x8x8xf16>
  return %2 : tensor<2x32x8x8xf16>
}

// conv -> group_norm -> relu: the group_norm kernel reads the conv's result
// and, with the bias left out of the cuDNN graph, adds it as it loads.
// CHECK-LABEL: // function @conv_group_norm_relu
// WARP-LABEL: // function @conv_group_norm_relu
// BIAS-LABEL: // function @conv_group_norm_relu
// BIAS: // kernel 1: group-norm over 4 rows of 1024 (2 groups of 4 channels x 256), row cached in registers
// BIAS: const float [[X:x[0-9]+]] = (L0.v[v] + in3[((i / 256LL) % 8LL)]);
// BIAS: sum += [[X]];
func.func @conv_group_norm_relu(%x: tensor<2x3x16x16xf32>, %w: tensor<8x3x3x3xf32>, %b: tensor<8xf32>, %gw: tensor<8xf32>, %gb: tensor<8xf32>) -> tensor<2x8x16x16xf32> {
  %0 = cuagent.conv %x, %w, %b {stride = array<i64: 1, 1>, padding = array<i64: 1, 1>, dilation = array<i64: 1, 1>, output_padding = array<i64: 0, 0>} : tensor<2x3x16x16xf32>, tensor<8x3x3x3xf32>, tensor<8xf32> -> tensor<2x8x16x16xf32>
  %1 = cuagent.group_norm %0 affine(%gw, %gb : tensor<8xf32>, tensor<8xf32>) {num_groups = 2 : i64} : tensor<2x8x16x16xf32> -> tensor<2x8x16x16xf32>
  %2 = cuagent.relu %1 : tensor<2x8x16x16xf32>
  return %2 : tensor<2x8x16x16xf32>
}

// Past 2^31 elements the channel is computed in 64 bits.
// CHECK-LABEL: // function @batch_norm$huge
// CHECK: in1[((i / 1049600LL) % 1024LL)]
func.func @batch_norm$huge(%x: tensor<2x1024x1024x1025xf16>, %m: tensor<1024xf16>, %v: tensor<1024xf16>) -> tensor<2x1024x1024x1025xf16> {
  %0 = cuagent.batch_norm %x, %m, %v : tensor<2x1024x1024x1025xf16>, tensor<1024xf16>, tensor<1024xf16> -> tensor<2x1024x1024x1025xf16>
  return %0 : tensor<2x1024x1024x1025xf16>
}
