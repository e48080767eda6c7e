// Channels-last conv plans (decision 59) and the kernel before the conv
// (decision 119): an elementwise kernel whose one result is x of a
// channels-last conv runs the body in 32 x 32 tiles along the spatial dims
// and stores the result transposed along C, so the conv reads it as it is
// and no transpose of x runs.
// RUN: cuagent-translate --plan --tf32 --conv-channels-last %s | FileCheck %s
// RUN: cuagent-translate --plan --tf32 %s | FileCheck %s --check-prefix=NCHW
// RUN: cuagent-translate --plan --tf32 --conv-channels-last --layout-tile 64 %s | FileCheck %s --check-prefix=T64

// A reflect pad into the conv: the pad's index map read in PyTorch's
// layout, written channels-last; only the filter is transposed.
// CHECK-LABEL: // function @cl$reflect_pad_conv
// Decision 146's tiles by shape: 64 channels fill a 64 x 64 tile, and
// 4096 positions make every tile whole: one unrolled loop a pass, no bounds
// checks.
// CHECK: // kernel 0: elementwise over 1048576 elements, writing a channels-last conv input [4, 4096, 64], tiles of 64 positions x 64 channels
// CHECK: __shared__ float tile[64][65];
// CHECK-NOT: whole
// CHECK: #pragma unroll
// CHECK-NEXT: for (int j = 0; j < 16; ++j) {
// CHECK-NEXT: const int sl = threadIdx.x % 64, cl = threadIdx.x / 64 + j * 4;
// CHECK-NEXT: const long long s = s0 + sl, c = c0 + cl;
// CHECK-NEXT: {
// CHECK-NEXT: const long long i = (o * 64LL + c) * 4096LL + s;
// CHECK-NEXT: const float [[X:x[0-9]+]] = in0[
// CHECK-NEXT: tile[sl][cl] = [[X]];
// CHECK: const int cl = threadIdx.x % 64, sl = threadIdx.x / 64 + j * 4;
// CHECK: out0[(o * 4096LL + s) * 64LL + c] = tile[sl][cl];
// CHECK-NOT: cl_x
// CHECK: // kernel 1: layout transpose cl_w
// CHECK: "layout": "nhwc",
// CHECK: "x": "ws0",
// Decision 142's 64 x 64 tiles: the same kernels, blocks of 64 x 4.
// T64-LABEL: // function @cl$reflect_pad_conv
// T64: writing a channels-last conv input [4, 4096, 64], tiles of 64 positions x 64 channels
// T64: __shared__ float tile[64][65];
// T64: for (int j = 0; j < 16; ++j) {
// T64: out0[(o * 4096LL + s) * 64LL + c] = tile[sl][cl];
// T64: // kernel 1: layout transpose cl_w, [{{.*}}], tiles of 64 positions x 64 channels
// T64: const bool whole =
// T64: "block": [
// T64-NEXT: 256,
// T64-NEXT: 1,
// NCHW-LABEL: // function @cl$reflect_pad_conv
// NCHW: // kernel 0: elementwise over 1048576 elements{{$}}
// NCHW-NOT: channels-last
func.func @cl$reflect_pad_conv(%x: tensor<4x64x62x62xf32>, %w: tensor<64x64x3x3xf32>, %b: tensor<64xf32>) -> tensor<4x64x62x62xf32> {
  %0 = cuagent.pad %x {lows = array<i64: 0, 0, 1, 1>, highs = array<i64: 0, 0, 1, 1>, value = 0.0 : f64, mode = "reflect"} : tensor<4x64x62x62xf32> -> tensor<4x64x64x64xf32>
  %1 = cuagent.conv %0, %w, %b {stride = array<i64: 1, 1>, padding = array<i64: 0, 0>, dilation = array<i64: 1, 1>, output_padding = array<i64: 0, 0>} : tensor<4x64x64x64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32> -> tensor<4x64x62x62xf32>
  %2 = cuagent.relu %1 : tensor<4x64x62x62xf32>
  return %2 : tensor<4x64x62x62xf32>
}

// An activation chain into the conv: computed in the tile, stored
// channels-last.
// CHECK-LABEL: // function @cl$scaled_relu_conv
// CHECK: // kernel 0: elementwise over 524288 elements, writing a channels-last conv input [2, 4096, 64], tiles of 64 positions x 64 channels
// CHECK: tile[sl][cl] = v{{[0-9]+}};
// CHECK-NOT: cl_x
// CHECK: "layout": "nhwc",
func.func @cl$scaled_relu_conv(%x: tensor<2x64x64x64xf32>, %w: tensor<32x64x3x3xf32>, %b: tensor<32xf32>) -> tensor<2x32x64x64xf32> {
  %0 = cuagent.mul_s %x, 2.0 : tensor<2x64x64x64xf32>
  %1 = cuagent.relu %0 : tensor<2x64x64x64xf32>
  %2 = cuagent.conv %1, %w, %b {stride = array<i64: 1, 1>, padding = array<i64: 1, 1>, dilation = array<i64: 1, 1>, output_padding = array<i64: 0, 0>} : tensor<2x64x64x64xf32>, tensor<32x64x3x3xf32>, tensor<32xf32> -> tensor<2x32x64x64xf32>
  return %2 : tensor<2x32x64x64xf32>
}

// The pad's result is returned too: it must stay in PyTorch's layout, so
// the kernel writes it as usual and x is transposed for the conv.
// CHECK-LABEL: // function @cl$pad_also_returned
// CHECK: // kernel 0: elementwise over 1048576 elements{{$}}
// CHECK: cl_x
func.func @cl$pad_also_returned(%x: tensor<4x64x62x62xf32>, %w: tensor<64x64x3x3xf32>, %b: tensor<64xf32>) -> (tensor<4x64x64x64xf32>, tensor<4x64x62x62xf32>) {
  %0 = cuagent.pad %x {lows = array<i64: 0, 0, 1, 1>, highs = array<i64: 0, 0, 1, 1>, value = 0.0 : f64, mode = "reflect"} : tensor<4x64x62x62xf32> -> tensor<4x64x64x64xf32>
  %1 = cuagent.conv %0, %w, %b {stride = array<i64: 1, 1>, padding = array<i64: 0, 0>, dilation = array<i64: 1, 1>, output_padding = array<i64: 0, 0>} : tensor<4x64x64x64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32> -> tensor<4x64x62x62xf32>
  return %0, %1 : tensor<4x64x64x64xf32>, tensor<4x64x62x62xf32>
}

// Decision 141: a transposed conv's bias (never fused into cuDNN) on a
// result that leaves the function is added by the transpose back as it
// stores, not by an in-place pass of its own; on PyTorch's layout the bias
// kernel stays.
// CHECK-LABEL: // function @cl$conv_transpose_bias_returned
// 32 channels by 256 positions; 3969 positions cut the last tile, which
// checks its elements.
// CHECK: layout transpose cl_y, [2, 3969, 32] -> [2, 32, 3969], tiles of 256 positions x 32 channels, adding the conv bias per target row
// CHECK-NEXT: cuagent_k0_cl_y(const float *__restrict__ in, float *__restrict__ out, const float *__restrict__ bias)
// CHECK: const bool whole = s0 + 256 <= 3969LL && c0 + 32 <= 32LL;
// CHECK: if (whole) {
// CHECK: const int cl = threadIdx.x % 32, sl = threadIdx.x / 32 + j * 8;
// CHECK: tile[sl][cl] = src[(s * 32LL + c)];
// CHECK: } else {
// CHECK: if (s < 3969LL && c < 32LL) {
// CHECK: const int sl = threadIdx.x % 256, cl = threadIdx.x / 256 + j * 1;
// CHECK: dst[(c * 3969LL + s)] = tile[sl][cl] + bias[c];
// CHECK-NOT: conv bias, in place
// CHECK: "kind": "cudnn"
// CHECK: "args": [
// CHECK-NEXT: "wscl0y",
// CHECK-NEXT: "out0",
// CHECK-NEXT: "in2"
// CHECK-NEXT: ],
// NCHW-LABEL: // function @cl$conv_transpose_bias_returned
// NCHW: // kernel 0: conv bias, in place over 254016 elements
// NCHW: y[i] = y[i] + bias[(i / 3969LL) % 32LL];
func.func @cl$conv_transpose_bias_returned(%x: tensor<2x16x32x32xf32>, %w: tensor<16x32x3x3xf32>, %b: tensor<32xf32>) -> tensor<2x32x63x63xf32> {
  %0 = cuagent.conv %x, %w, %b {stride = array<i64: 2, 2>, padding = array<i64: 1, 1>, dilation = array<i64: 1, 1>, output_padding = array<i64: 0, 0>, transposed = true} : tensor<2x16x32x32xf32>, tensor<16x32x3x3xf32>, tensor<32xf32> -> tensor<2x32x63x63xf32>
  return %0 : tensor<2x32x63x63xf32>
}

// The same result read by a kernel after it: that kernel adds the bias as
// it loads (deferred), and the transpose back adds nothing.
// CHECK-LABEL: // function @cl$conv_transpose_bias_read
// CHECK-NOT: adding the conv bias
// CHECK-NOT: conv bias, in place
// CHECK: // plan
func.func @cl$conv_transpose_bias_read(%x: tensor<2x16x32x32xf32>, %w: tensor<16x32x3x3xf32>, %b: tensor<32xf32>) -> tensor<2x32x63x63xf32> {
  %0 = cuagent.conv %x, %w, %b {stride = array<i64: 2, 2>, padding = array<i64: 1, 1>, dilation = array<i64: 1, 1>, output_padding = array<i64: 0, 0>, transposed = true} : tensor<2x16x32x32xf32>, tensor<16x32x3x3xf32>, tensor<32xf32> -> tensor<2x32x63x63xf32>
  %1 = cuagent.relu %0 : tensor<2x32x63x63xf32>
  return %1 : tensor<2x32x63x63xf32>
}
