// A pooling window over a channels-last conv result (decision 135): no
// transpose of y back; the window kernel runs over 32 x 32 tiles of the
// output [N, positions, C] (decision 146's passes, blocks of 256), each
// thread walking the windows of its elements in a pass along C (loads along
// C), the pooled values through the shared tile, the epilogue in a pass
// along the positions (stores along the output's spatial dims). Not where a
// prologue value leaves the kernel.
// RUN: cuagent-translate --plan --tf32 --conv-channels-last --block 256 --vector 4 %s | FileCheck %s
// RUN: cuagent-translate --plan --tf32 --conv-channels-last --conv-in-place-layouts=false --block 256 --vector 4 %s | FileCheck %s --check-prefix=COPY

// COPY-LABEL: // function @clpool$conv_relu_max_pool
// COPY: layout transpose cl_y
// COPY-NOT: reading a channels-last conv result along C

// conv2d (bias fused) -> relu -> max_pool 2x2 -> sigmoid: y [2, 1024, 64]
// channels-last, the output [2, 64, 16, 16]: 2 x 8 x 2 tiles.
// CHECK-LABEL: // function @clpool$conv_relu_max_pool
// CHECK-NOT: cl_y
// CHECK: // kernel 1: window-max-pool 2x64x32x32 -> 2x64x16x16, reading a channels-last conv result along C, tiles of 32 positions x 32 channels of the output
// CHECK: for (long long t = blockIdx.x; t < 32LL; t += gridDim.x) {
// CHECK: const int o = (int)((tn * 64LL + c) * 256LL + s);
// CHECK: const int planeBase = rest * 1024;
// CHECK: const float xcl = in0[(tn * 1024LL + (i - planeBase)) * 64LL + c];
// CHECK-NEXT: const float [[R:v[0-9]+]] = (xcl < 0.f ? 0.f : xcl);
// CHECK: tile[sl][cl] = result;
// CHECK: __syncthreads();
// CHECK: const long long i = (tn * 64LL + c) * 256LL + s;
// CHECK-NEXT: const float {{v[0-9]+}} = tile[sl][cl];
// CHECK: out0[i] =
// The plan's steps: the layout kernels of x and w and the window kernel,
// all in decision 146's blocks of 256.
// CHECK: "block": [
// CHECK-NEXT: 256,
// CHECK: "function": "cuagent_k0_cl_w",
// CHECK: "block": [
// CHECK-NEXT: 256,
// CHECK-NEXT: 1,
// CHECK: "function": "cuagent_k1",
func.func @clpool$conv_relu_max_pool(%x: tensor<2x16x34x34xf32>, %w: tensor<64x16x3x3xf32>, %b: tensor<64xf32>) -> tensor<2x64x16x16xf32> {
  %0 = cuagent.conv %x, %w, %b {stride = array<i64: 1, 1>, padding = array<i64: 0, 0>, dilation = array<i64: 1, 1>, output_padding = array<i64: 0, 0>} : tensor<2x16x34x34xf32>, tensor<64x16x3x3xf32>, tensor<64xf32> -> tensor<2x64x32x32xf32>
  %1 = cuagent.relu %0 : tensor<2x64x32x32xf32>
  %2 = cuagent.max_pool %1 {kernel_size = array<i64: 2, 2>, stride = array<i64: 2, 2>, padding = array<i64: 0, 0>, dilation = array<i64: 1, 1>} : tensor<2x64x32x32xf32> -> tensor<2x64x16x16xf32>
  %3 = cuagent.sigmoid %2 : tensor<2x64x16x16xf32>
  return %3 : tensor<2x64x16x16xf32>
}

// A transposed conv 3d (its bias added as the window reads) into a padded
// avg_pool3d: the bias at the element's channel.
// CHECK-LABEL: // function @clpool$convt3d_avg_pool
// CHECK-NOT: cl_y
// CHECK: window-avg-pool 2x32x8x16x16 -> 2x32x5x9x9, reading a channels-last conv result
// CHECK: const float xcl = (in0[(tn * 2048LL + (i - planeBase)) * 32LL + c] + in{{[0-9]}}[((i / 2048LL) % 32LL)]);
func.func @clpool$convt3d_avg_pool(%x: tensor<2x16x4x8x8xf32>, %w: tensor<16x32x2x2x2xf32>, %b: tensor<32xf32>) -> tensor<2x32x5x9x9xf32> {
  %0 = cuagent.conv %x, %w, %b {stride = array<i64: 2, 2, 2>, padding = array<i64: 0, 0, 0>, dilation = array<i64: 1, 1, 1>, output_padding = array<i64: 0, 0, 0>, transposed = true} : tensor<2x16x4x8x8xf32>, tensor<16x32x2x2x2xf32>, tensor<32xf32> -> tensor<2x32x8x16x16xf32>
  %1 = cuagent.avg_pool %0 {kernel_size = array<i64: 2, 2, 2>, stride = array<i64: 2, 2, 2>, padding = array<i64: 1, 1, 1>, count_include_pad = false} : tensor<2x32x8x16x16xf32> -> tensor<2x32x5x9x9xf32>
  return %1 : tensor<2x32x5x9x9xf32>
}

// Not read channels-last: the relu before the pool is returned too.
// CHECK-LABEL: // function @clpool$prologue_returned
// CHECK: layout transpose cl_y
// CHECK-NOT: reading a channels-last conv result along C
func.func @clpool$prologue_returned(%x: tensor<2x16x34x34xf32>, %w: tensor<64x16x3x3xf32>, %b: tensor<64xf32>) -> (tensor<2x64x32x32xf32>, tensor<2x64x16x16xf32>) {
  %0 = cuagent.conv %x, %w, %b {stride = array<i64: 1, 1>, padding = array<i64: 0, 0>, dilation = array<i64: 1, 1>, output_padding = array<i64: 0, 0>} : tensor<2x16x34x34xf32>, tensor<64x16x3x3xf32>, tensor<64xf32> -> tensor<2x64x32x32xf32>
  %1 = cuagent.relu %0 : tensor<2x64x32x32xf32>
  %2 = cuagent.max_pool %1 {kernel_size = array<i64: 2, 2>, stride = array<i64: 2, 2>, padding = array<i64: 0, 0>, dilation = array<i64: 1, 1>} : tensor<2x64x32x32xf32> -> tensor<2x64x16x16xf32>
  return %1, %2 : tensor<2x64x32x32xf32>, tensor<2x64x16x16xf32>
}
