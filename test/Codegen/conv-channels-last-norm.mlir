// A group norm (instance norm: one group per channel) reading a
// channels-last conv result (decision 134): no transpose of y back; a
// statistics kernel reads y along C (32 channels x a segment of positions a
// block) into per-channel (mean, M2) partials, a finalize kernel (a warp per
// group) merges each group's channels and segments into (mean, rstd), and
// the apply kernel loads 32 x 32 tiles along C and normalizes each element
// at its place in PyTorch's layout, the prologue and the epilogue fused. Where another
// operand over the whole space is read before the norm, or the result is
// read elsewhere, y goes back as before.
// RUN: cuagent-translate --plan --tf32 --conv-channels-last --block 256 --vector 4 %s | FileCheck %s
// RUN: cuagent-translate --plan --tf32 --conv-channels-last --conv-in-place-layouts=false --block 256 --vector 4 %s | FileCheck %s --check-prefix=COPY

// The copy variant (`-clc`): y transposed back, the group norm as before.
// COPY-LABEL: // function @clnorm$conv_group_norm
// COPY: layout transpose cl_y
// COPY-NOT: channels-last input
// COPY-LABEL: // function @clnorm$convt_relu_instance_norm_tanh

// conv2d (bias fused in cuDNN) into a group norm of 4 groups of 16
// channels: y [2, 1024, 64] channels-last; 66 blocks of statistics (2
// samples x 2 channel tiles x 16 segments of 64 positions).
// CHECK-LABEL: // function @clnorm$conv_group_norm
// CHECK-NOT: cl_y
// CHECK: // kernel 1: group-norm statistics over a channels-last input [2, 1024, 64], 16 segments of 64 positions
// CHECK: cuagent_k1_stats(const float *__restrict__ in0, {{.*}}, float2 *__restrict__ partials)
// CHECK: const long long c = ((long long)blockIdx.x % 2LL) * 32 + threadIdx.x;
// Decision 148: eight positions' loads (fenced together) before their
// updates, in the same order; the rest of the segment one at a time.
// CHECK: long long sb = segment * 64LL + threadIdx.y;
// CHECK-NEXT: for (; sb + 56 < segmentEnd; sb += 64) {
// CHECK-NEXT: float batch[8];
// CHECK: const long long s = sb + u * 8;
// CHECK-NEXT: const long long i = (n * 64LL + c) * 1024LL + s;
// CHECK-NEXT: const float xcl = in0[(n * 1024LL + s) * 64LL + c];
// CHECK-NEXT: batch[u] = xcl;
// CHECK: asm volatile("" :: "f"(batch[0]), "f"(batch[1]), {{.*}}, "f"(batch[7]));
// CHECK: cuagent_welford_add(w, batch[u]);
// CHECK: for (long long s = sb; s < segmentEnd; s += 8) {
// CHECK-NEXT: const long long i = (n * 64LL + c) * 1024LL + s;
// CHECK-NEXT: const float xcl = in0[(n * 1024LL + s) * 64LL + c];
// CHECK-NEXT: cuagent_welford_add(w, xcl);
// CHECK: partials[(n * 16LL + segment) * 64LL + c] = make_float2(w.mean, w.m2);
// CHECK: // kernel 1: group-norm (mean, rstd) of 8 groups from 16 segments x 16 channels each
// CHECK: const long long r = (long long)blockIdx.x * 8 + threadIdx.x / 32;
// CHECK: const long long n = r / 4LL, c0 = (r % 4LL) * 16;
// CHECK: for (long long p = lane; p < 256LL; p += 32) {
// CHECK: w = cuagent_welford_warp(w);
// CHECK-NEXT: if (lane == 0)
// CHECK: stats[r] = make_float2(w.mean, rsqrtf(fmaxf(w.m2 / 16384.f, 0.f) + {{.*}}));
// CHECK: // kernel 1: elementwise over 131072 elements, normalizing a channels-last conv result [2, 1024, 64], tiles of 64 positions x 64 channels
// CHECK: tile[sl][cl] = in0[(o * 1024LL + s) * 64LL + c];
// CHECK: const float xcl = tile[sl][cl];
// CHECK-NEXT: const float2 groupStats = normStats[o * 4LL + c / 16LL];
// CHECK-NEXT: const float [[G:v[0-9]+]] = ((xcl - groupStats.x) * groupStats.y) * in{{[0-9]}}[c] + in{{[0-9]}}[c];
// CHECK: "function": "cuagent_k1_stats",
// CHECK-NEXT: "grid": [
// CHECK-NEXT: 64,
// CHECK: "function": "cuagent_k1_finalize",
// CHECK: "function": "cuagent_k1",
func.func @clnorm$conv_group_norm(%x: tensor<2x16x34x34xf32>, %w: tensor<64x16x3x3xf32>, %b: tensor<64xf32>, %g: tensor<64xf32>, %beta: tensor<64xf32>) -> tensor<2x64x32x32xf32> {
  %0 = cuagent.conv %x, %w, %b {stride = array<i64: 1, 1>, padding = array<i64: 0, 0>, dilation = array<i64: 1, 1>, output_padding = array<i64: 0, 0>} : tensor<2x16x34x34xf32>, tensor<64x16x3x3xf32>, tensor<64xf32> -> tensor<2x64x32x32xf32>
  %1 = cuagent.group_norm %0 affine(%g, %beta : tensor<64xf32>, tensor<64xf32>) {num_groups = 4 : i64} : tensor<2x64x32x32xf32> -> tensor<2x64x32x32xf32>
  return %1 : tensor<2x64x32x32xf32>
}

// A transposed conv (its bias added by the reader, in both kernels) into
// relu and an instance norm, then tanh: the relu recomputed per kernel, the
// tanh stored at the element's place.
// CHECK-LABEL: // function @clnorm$convt_relu_instance_norm_tanh
// CHECK-NOT: cl_y
// CHECK: group-norm statistics over a channels-last input [2, 4096, 32]
// CHECK: const float xcl = (in0[(n * 4096LL + s) * 32LL + c] + in{{[0-9]}}[((i / 4096LL) % 32LL)]);
// CHECK: group-norm (mean, rstd) of 64 groups from {{[0-9]+}} segments x 1 channels each
// CHECK: normalizing a channels-last conv result
// CHECK: const float xcl = (tile[sl][cl] + in{{[0-9]}}[((i / 4096LL) % 32LL)]);
// CHECK: const float2 groupStats = normStats[o * 32LL + c / 1LL];
// CHECK: tanhf(
// CHECK: out0[i] =
func.func @clnorm$convt_relu_instance_norm_tanh(%x: tensor<2x64x32x32xf32>, %w: tensor<64x32x4x4xf32>, %b: tensor<32xf32>) -> tensor<2x32x64x64xf32> {
  %0 = cuagent.conv %x, %w, %b {stride = array<i64: 2, 2>, padding = array<i64: 1, 1>, dilation = array<i64: 1, 1>, output_padding = array<i64: 0, 0>, transposed = true} : tensor<2x64x32x32xf32>, tensor<64x32x4x4xf32>, tensor<32xf32> -> tensor<2x32x64x64xf32>
  %1 = cuagent.relu %0 : tensor<2x32x64x64xf32>
  %2 = cuagent.group_norm %1 {num_groups = 32 : i64} : tensor<2x32x64x64xf32> -> tensor<2x32x64x64xf32>
  %3 = cuagent.tanh %2 : tensor<2x32x64x64xf32>
  return %3 : tensor<2x32x64x64xf32>
}

// Not read channels-last: a residual over the whole space added before
// the norm (the statistics kernel would read it a channel apart per thread).
// CHECK-LABEL: // function @clnorm$residual_before_norm
// CHECK: layout transpose cl_y
// CHECK-NOT: channels-last input
func.func @clnorm$residual_before_norm(%x: tensor<2x16x34x34xf32>, %w: tensor<64x16x3x3xf32>, %b: tensor<64xf32>, %r: tensor<2x64x32x32xf32>) -> tensor<2x64x32x32xf32> {
  %0 = cuagent.conv %x, %w, %b {stride = array<i64: 1, 1>, padding = array<i64: 0, 0>, dilation = array<i64: 1, 1>, output_padding = array<i64: 0, 0>} : tensor<2x16x34x34xf32>, tensor<64x16x3x3xf32>, tensor<64xf32> -> tensor<2x64x32x32xf32>
  %1 = cuagent.add %0, %r : tensor<2x64x32x32xf32>, tensor<2x64x32x32xf32> -> tensor<2x64x32x32xf32>
  %2 = cuagent.group_norm %1 {num_groups = 4 : i64} : tensor<2x64x32x32xf32> -> tensor<2x64x32x32xf32>
  return %2 : tensor<2x64x32x32xf32>
}

// Not read channels-last: the conv result is returned as well.
// CHECK-LABEL: // function @clnorm$also_returned
// CHECK: layout transpose cl_y
// CHECK-NOT: channels-last input
func.func @clnorm$also_returned(%x: tensor<2x16x34x34xf32>, %w: tensor<64x16x3x3xf32>, %b: tensor<64xf32>) -> (tensor<2x64x32x32xf32>, tensor<2x64x32x32xf32>) {
  %0 = cuagent.conv %x, %w, %b {stride = array<i64: 1, 1>, padding = array<i64: 0, 0>, dilation = array<i64: 1, 1>, output_padding = array<i64: 0, 0>} : tensor<2x16x34x34xf32>, tensor<64x16x3x3xf32>, tensor<64xf32> -> tensor<2x64x32x32xf32>
  %1 = cuagent.group_norm %0 {num_groups = 4 : i64} : tensor<2x64x32x32xf32> -> tensor<2x64x32x32xf32>
  return %0, %1 : tensor<2x64x32x32xf32>, tensor<2x64x32x32xf32>
}
