// A transposed conv with unit strides as the forward conv it equals
// (decision 137): one NVRTC kernel writes the filter [G*C, K, R] as
// [G*K, C, R] with each window reversed, and the cudnn step is a forward
// conv (its bias fused where asked) with padding dilation * (R - 1) -
// padding. Strides above 1, output padding and padding past the window's
// reach keep cuDNN's dgrad.
// RUN: cuagent-translate --plan --conv-transposed-forward %s | FileCheck %s
// RUN: cuagent-translate --plan --tf32 --conv-channels-last --conv-transposed-forward %s | FileCheck %s --check-prefix=CL
// RUN: cuagent-translate --plan --fp32-emulated --conv-transposed-forward %s | FileCheck %s --check-prefix=X3
// RUN: cuagent-translate --plan %s | FileCheck %s --check-prefix=DGRAD

// Two groups, a 3 x 2 window, dilation (2, 1), padding (1, 0): the forward
// padding is (2 * 2 - 1, 1 * 1 - 0) = (3, 1); y [1, 6, 8, 6] either way.
// CHECK-LABEL: // function @convt$groups_dilation
// CHECK: // kernel 0: transposed conv filter [4, 3, 6] as the forward conv's [6, 2, 6], windows reversed
// CHECK: cuagent_k0_forward_w(const float *__restrict__ in, float *__restrict__ out)
// CHECK: for (long long i = blockIdx.x * 256LL + threadIdx.x; i < 72LL; i += gridDim.x * 256LL) {
// CHECK-NEXT: const long long r = i % 6LL, rest = i / 6LL;
// CHECK-NEXT: const long long c = rest % 2LL, o = rest / 2LL;
// CHECK-NEXT: const long long g = o / 3LL, k = o % 3LL;
// CHECK-NEXT: out[i] = in[((g * 2LL + c) * 3LL + k) * 6LL + 5LL - r];
// CHECK: "name": "wsfw0"
// CHECK: "function": "cuagent_k0_forward_w"
// CHECK: "bias": "in2",
// CHECK: "groups": 2,
// CHECK: "padding": [
// CHECK-NEXT: 3,
// CHECK-NEXT: 1
// CHECK: "transposed": false,
// CHECK: "w": "wsfw0",
// CHECK-NEXT: "w_shape": [
// CHECK-NEXT: 6,
// CHECK-NEXT: 2,
// CHECK-NEXT: 3,
// CHECK-NEXT: 2
// CL-LABEL: // function @convt$groups_dilation
// CL: cuagent_k0_forward_w
// CL: "args": [
// CL-NEXT: "in1",
// CL-NEXT: "wsfw0"
// CL: "wsfw0",
// CL-NEXT: "wscl0w"
// CL: "layout": "nhwc",
// CL: "transposed": false,
// CL: "w": "wscl0w",
// X3-LABEL: // function @convt$groups_dilation
// X3: "args": [
// X3-NEXT: "in1",
// X3-NEXT: "wsfw0"
// X3: "wsfw0",
// X3-NEXT: "wssplit0w"
// X3: "compute": "32F_FAST_TF32",
// X3: "transposed": false,
// DGRAD-LABEL: // function @convt$groups_dilation
// DGRAD-NOT: forward_w
// DGRAD: "transposed": true,
// DGRAD: "w": "in1",
func.func @convt$groups_dilation(%x: tensor<1x4x6x5xf32>, %w: tensor<4x3x3x2xf32>, %b: tensor<6xf32>) -> tensor<1x6x8x6xf32> {
  %0 = cuagent.conv %x, %w, %b {stride = array<i64: 1, 1>, padding = array<i64: 1, 0>, dilation = array<i64: 2, 1>, output_padding = array<i64: 0, 0>, groups = 2 : i64, transposed = true} : tensor<1x4x6x5xf32>, tensor<4x3x3x2xf32>, tensor<6xf32> -> tensor<1x6x8x6xf32>
  return %0 : tensor<1x6x8x6xf32>
}

// Stride 2: cuDNN's dgrad.
// CHECK-LABEL: // function @convt$strided
// CHECK-NOT: forward_w
// CHECK: "transposed": true,
func.func @convt$strided(%x: tensor<2x4x5x5xf32>, %w: tensor<4x3x3x3xf32>) -> tensor<2x3x9x9xf32> {
  %0 = cuagent.conv %x, %w {stride = array<i64: 2, 2>, padding = array<i64: 1, 1>, dilation = array<i64: 1, 1>, output_padding = array<i64: 0, 0>, groups = 1 : i64, transposed = true} : tensor<2x4x5x5xf32>, tensor<4x3x3x3xf32> -> tensor<2x3x9x9xf32>
  return %0 : tensor<2x3x9x9xf32>
}

// Output padding (stride 1 admits it with dilation 2): y is one longer than
// the forward conv's, so dgrad.
// CHECK-LABEL: // function @convt$output_padding
// CHECK-NOT: forward_w
// CHECK: "transposed": true,
func.func @convt$output_padding(%x: tensor<1x2x5xf32>, %w: tensor<2x2x3xf32>) -> tensor<1x2x10xf32> {
  %0 = cuagent.conv %x, %w {stride = array<i64: 1>, padding = array<i64: 0>, dilation = array<i64: 2>, output_padding = array<i64: 1>, groups = 1 : i64, transposed = true} : tensor<1x2x5xf32>, tensor<2x2x3xf32> -> tensor<1x2x10xf32>
  return %0 : tensor<1x2x10xf32>
}

// Padding past the window's reach (3 > 1 * (3 - 1)): the forward conv would
// need negative padding, so dgrad.
// CHECK-LABEL: // function @convt$cropping
// CHECK-NOT: forward_w
// CHECK: "transposed": true,
func.func @convt$cropping(%x: tensor<1x2x9xf32>, %w: tensor<2x2x3xf32>) -> tensor<1x2x5xf32> {
  %0 = cuagent.conv %x, %w {stride = array<i64: 1>, padding = array<i64: 3>, dilation = array<i64: 1>, output_padding = array<i64: 0>, groups = 1 : i64, transposed = true} : tensor<1x2x9xf32>, tensor<2x2x3xf32> -> tensor<1x2x5xf32>
  return %0 : tensor<1x2x5xf32>
}
