// cudnn plan steps: the conv geometry as the op states it, the bias fused
// into cuDNN or added by the NVRTC code after it (as the next kernels load
// the result, or in place when no kernel reads it), conv3d, transposed conv,
// TF32 and the engine index.
// RUN: cuagent-translate --plan %s | FileCheck %s
// RUN: cuagent-translate --plan --conv-bias-fused=false %s | FileCheck %s --check-prefix=EPI
// RUN: cuagent-translate --plan --tf32 --conv-engine 3 %s | FileCheck %s --check-prefix=TF32

// Fused: cuDNN adds the bias; the relu kernel runs in place over the output
// the conv wrote (decision 144).
// CHECK-LABEL: // function @conv2d$bias_relu
// CHECK: cuagent_k1(const float *__restrict__ in0, float *__restrict__ out0)
// CHECK: const float x0 = L0.v[v];
// CHECK: "bytes": 67108864,
// CHECK-NEXT: "kind": "workspace",
// CHECK-NEXT: "name": "wsconv0"
// CHECK: "conv": {
// CHECK-NEXT: "bias": "in2",
// CHECK-NEXT: "compute": "32F",
// CHECK-NEXT: "dilation": [
// CHECK-NEXT: 1,
// CHECK-NEXT: 1
// CHECK-NEXT: ],
// CHECK-NEXT: "dtype": "f32",
// CHECK-NEXT: "engine": 0,
// CHECK-NEXT: "groups": 1,
// CHECK-NEXT: "padding": [
// CHECK-NEXT: 1,
// CHECK-NEXT: 1
// CHECK-NEXT: ],
// CHECK-NEXT: "stride": [
// CHECK-NEXT: 1,
// CHECK-NEXT: 1
// CHECK-NEXT: ],
// CHECK-NEXT: "transposed": false,
// CHECK-NEXT: "version": 0,
// CHECK-NEXT: "w": "in1",
// CHECK-NEXT: "w_shape": [
// CHECK-NEXT: 8,
// CHECK-NEXT: 3,
// CHECK-NEXT: 3,
// CHECK-NEXT: 3
// CHECK-NEXT: ],
// CHECK-NEXT: "workspace": "wsconv0",
// CHECK-NEXT: "workspace_bytes": 67108864,
// CHECK-NEXT: "x": "in0",
// CHECK-NEXT: "x_shape": [
// CHECK-NEXT: 2,
// CHECK-NEXT: 3,
// CHECK-NEXT: 16,
// CHECK-NEXT: 16
// CHECK-NEXT: ],
// CHECK-NEXT: "y": "out0",
// CHECK-NEXT: "y_shape": [
// CHECK-NEXT: 2,
// CHECK-NEXT: 8,
// CHECK-NEXT: 16,
// CHECK-NEXT: 16
// CHECK-NEXT: ]
// CHECK-NEXT: },
// CHECK-NEXT: "kind": "cudnn"
// CHECK: "args": [
// CHECK-NEXT: "out0",
// CHECK-NEXT: "out0"
// CHECK: "function": "cuagent_k1",
// Bias in the epilogue: the conv writes without it and the relu kernel adds
// bias[(i / (16 * 16)) % 8] to each element it loads, vector and scalar path.
// EPI-LABEL: // function @conv2d$bias_relu
// EPI: cuagent_k1(const float *__restrict__ in0, const float *__restrict__ in1, float *__restrict__ out0)
// EPI: const float x0 = (L0.v[v] + in1[((i / 256LL) % 8LL)]);
// EPI: const float x0 = (in0[i] + in1[((i / 256LL) % 8LL)]);
// EPI: "conv": {
// EPI-NEXT: "compute": "32F",
// EPI: "y": "out0",
// EPI: "kind": "cudnn"
// EPI: "args": [
// EPI-NEXT: "out0",
// EPI-NEXT: "in2",
// EPI-NEXT: "out0"
// EPI: "function": "cuagent_k1",
// TF32-LABEL: // function @conv2d$bias_relu
// TF32: "compute": "32F_FAST_TF32",
// TF32: "engine": 3,
func.func @conv2d$bias_relu(%x: tensor<2x3x16x16xf32>, %w: tensor<8x3x3x3xf32>, %b: tensor<8xf32>) -> tensor<2x8x16x16xf32> {
  %0 = cuagent.conv %x, %w, %b {stride = array<i64: 1, 1>, padding = array<i64: 1, 1>, dilation = array<i64: 1, 1>, output_padding = array<i64: 0, 0>} : tensor<2x3x16x16xf32>, tensor<8x3x3x3xf32>, tensor<8xf32> -> tensor<2x8x16x16xf32>
  %1 = cuagent.relu %0 : tensor<2x8x16x16xf32>
  return %1 : tensor<2x8x16x16xf32>
}

// No op after the conv: the step writes the output; unfused, a kernel adds
// the bias in place after it (in float, rounded to f16 once, as PyTorch's
// output.add_(bias) does). f16 never takes TF32.
// CHECK-LABEL: // function @conv2d$bias_only
// CHECK-NOT: __global__
// CHECK: "conv": {
// CHECK-NEXT: "bias": "in2",
// CHECK: "dtype": "f16",
// CHECK: "stride": [
// CHECK-NEXT: 2,
// CHECK-NEXT: 2
// CHECK: "y": "out0",
// CHECK-NEXT: "y_shape": [
// CHECK-NEXT: 1,
// CHECK-NEXT: 6,
// CHECK-NEXT: 4,
// CHECK-NEXT: 4
// CHECK: "kind": "cudnn"
// CHECK-NOT: "kind": "launch"
// EPI-LABEL: // function @conv2d$bias_only
// EPI: // kernel 0: conv bias, in place over 96 elements
// EPI-NEXT: cuagent_k0_bias(cuagent_f16 *__restrict__ y, const cuagent_f16 *__restrict__ bias)
// EPI: y[i] = cuagent_f32_to_f16(cuagent_f16_to_f32(y[i]) + cuagent_f16_to_f32(bias[(i / 16LL) % 6LL]));
// EPI: "conv": {
// EPI-NEXT: "compute": "32F",
// EPI: "y": "out0",
// EPI: "kind": "cudnn"
// EPI: "args": [
// EPI-NEXT: "out0",
// EPI-NEXT: "in2"
// EPI: "function": "cuagent_k0_bias",
// TF32-LABEL: // function @conv2d$bias_only
// TF32: "compute": "32F",
// TF32: "engine": 3,
func.func @conv2d$bias_only(%x: tensor<1x4x9x9xf16>, %w: tensor<6x4x3x3xf16>, %b: tensor<6xf16>) -> tensor<1x6x4x4xf16> {
  %0 = cuagent.conv %x, %w, %b {stride = array<i64: 2, 2>, padding = array<i64: 0, 0>, dilation = array<i64: 1, 1>, output_padding = array<i64: 0, 0>} : tensor<1x4x9x9xf16>, tensor<6x4x3x3xf16>, tensor<6xf16> -> tensor<1x6x4x4xf16>
  return %0 : tensor<1x6x4x4xf16>
}

// conv3d, grouped, no bias (nothing to defer: the clamp kernel is the same
// either way).
// CHECK-LABEL: // function @conv3d$clamp
// CHECK: "conv": {
// CHECK-NEXT: "compute": "32F",
// CHECK: "groups": 2,
// CHECK: "x_shape": [
// CHECK-NEXT: 1,
// CHECK-NEXT: 4,
// CHECK-NEXT: 6,
// CHECK-NEXT: 8,
// CHECK-NEXT: 8
// CHECK-NEXT: ],
// CHECK-NEXT: "y": "out0",
// CHECK-NEXT: "y_shape": [
// CHECK-NEXT: 1,
// CHECK-NEXT: 8,
// CHECK-NEXT: 4,
// CHECK-NEXT: 6,
// CHECK-NEXT: 6
// CHECK: "function": "cuagent_k1",
// EPI-LABEL: // function @conv3d$clamp
// EPI: cuagent_k1(const float *__restrict__ in0, float *__restrict__ out0)
// EPI: const float x0 = L0.v[v];
func.func @conv3d$clamp(%x: tensor<1x4x6x8x8xf32>, %w: tensor<8x2x3x3x3xf32>) -> tensor<1x8x4x6x6xf32> {
  %0 = cuagent.conv %x, %w {stride = array<i64: 1, 1, 1>, padding = array<i64: 0, 0, 0>, dilation = array<i64: 1, 1, 1>, output_padding = array<i64: 0, 0, 0>, groups = 2 : i64} : tensor<1x4x6x8x8xf32>, tensor<8x2x3x3x3xf32> -> tensor<1x8x4x6x6xf32>
  %1 = cuagent.clamp %0 min 0.0 max 6.0 : tensor<1x8x4x6x6xf32>
  return %1 : tensor<1x8x4x6x6xf32>
}

// conv_transpose2d: w is [C_in, C_out / groups, k, k]; the output padding
// (1) shows only in y_shape: (5 - 1) * 2 - 2 + 3 + 1 = 10. Its bias is
// added in place even when fusing is asked for: cuDNN has no engine for a
// data gradient followed by an add.
// CHECK-LABEL: // function @conv_transpose2d
// CHECK: cuagent_k0_bias(float *__restrict__ y, const float *__restrict__ bias)
// CHECK: "conv": {
// CHECK-NOT: "bias": "in2"
// CHECK: "groups": 2,
// CHECK: "transposed": true,
// CHECK: "w_shape": [
// CHECK-NEXT: 4,
// CHECK-NEXT: 3,
// CHECK: "y": "out0",
// CHECK-NEXT: "y_shape": [
// CHECK-NEXT: 2,
// CHECK-NEXT: 6,
// CHECK-NEXT: 10,
// CHECK-NEXT: 10
// In place with 4-element vectors (each channel's plane is 100 elements),
// one channel lookup a vector.
// EPI-LABEL: // function @conv_transpose2d
// EPI: cuagent_k0_bias(float *__restrict__ y, const float *__restrict__ bias)
// EPI: for (long long u = (long long)blockIdx.x * 256 + threadIdx.x; u < 300LL; u += stride) {
// EPI-NEXT: const long long i = u * 4;
// EPI-NEXT: const float b = bias[(i / 100LL) % 6LL];
// EPI-NEXT: float4 q = reinterpret_cast<float4 *>(y)[u];
// EPI-NEXT: q.x += b; q.y += b; q.z += b; q.w += b;
// EPI-NEXT: reinterpret_cast<float4 *>(y)[u] = q;
// EPI: "transposed": true,
func.func @conv_transpose2d(%x: tensor<2x4x5x5xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<6xf32>) -> tensor<2x6x10x10xf32> {
  %0 = cuagent.conv %x, %w, %b {stride = array<i64: 2, 2>, padding = array<i64: 1, 1>, dilation = array<i64: 1, 1>, output_padding = array<i64: 1, 1>, groups = 2 : i64, transposed = true} : tensor<2x4x5x5xf32>, tensor<4x3x3x3xf32>, tensor<6xf32> -> tensor<2x6x10x10xf32>
  return %0 : tensor<2x6x10x10xf32>
}

// A conv read by another conv: one workspace per step; unfused, the first
// conv's bias is added in place between the two steps (a library call
// cannot add it as it loads).
// CHECK-LABEL: // function @conv$conv
// CHECK: "name": "wsconv0"
// CHECK: "name": "wsconv1"
// CHECK: "bias": "in2",
// CHECK: "y": "ws0",
// CHECK: "kind": "cudnn"
// CHECK: "workspace": "wsconv1",
// CHECK-NEXT: "workspace_bytes": 67108864,
// CHECK-NEXT: "x": "ws0",
// CHECK: "y": "out0",
// EPI-LABEL: // function @conv$conv
// EPI: const float b = bias[(i / 64LL) % 4LL];
// EPI: "y": "ws0",
// EPI: "kind": "cudnn"
// EPI: "args": [
// EPI-NEXT: "ws0",
// EPI-NEXT: "in2"
// EPI: "function": "cuagent_k0_bias",
// EPI: "x": "ws0",
// EPI: "kind": "cudnn"
func.func @conv$conv(%x: tensor<1x3x8x8xf32>, %w0: tensor<4x3x3x3xf32>, %b0: tensor<4xf32>, %w1: tensor<5x4x3x3xf32>) -> tensor<1x5x8x8xf32> {
  %0 = cuagent.conv %x, %w0, %b0 {stride = array<i64: 1, 1>, padding = array<i64: 1, 1>, dilation = array<i64: 1, 1>, output_padding = array<i64: 0, 0>} : tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>, tensor<4xf32> -> tensor<1x4x8x8xf32>
  %1 = cuagent.conv %0, %w1 {stride = array<i64: 1, 1>, padding = array<i64: 1, 1>, dilation = array<i64: 1, 1>, output_padding = array<i64: 0, 0>} : tensor<1x4x8x8xf32>, tensor<5x4x3x3xf32> -> tensor<1x5x8x8xf32>
  return %1 : tensor<1x5x8x8xf32>
}

// A row kernel reading the conv: its first pass adds the deferred bias as
// it loads each element (channel = (i / 8) % 4 of the [2, 4, 8, 8] result).
// EPI-LABEL: // function @conv$softmax
// EPI: cuagent_k1(const float *__restrict__ in0, const float *__restrict__ in1, float *__restrict__ out0)
// EPI: const float x0 = (L0.v[v] + in1[((i / 64LL) % 4LL)]);
// EPI: "args": [
// EPI-NEXT: "ws0",
// EPI-NEXT: "in2",
// EPI-NEXT: "out0"
func.func @conv$softmax(%x: tensor<2x3x8x8xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<2x4x8x8xf32> {
  %0 = cuagent.conv %x, %w, %b {stride = array<i64: 1, 1>, padding = array<i64: 1, 1>, dilation = array<i64: 1, 1>, output_padding = array<i64: 0, 0>} : tensor<2x3x8x8xf32>, tensor<4x3x3x3xf32>, tensor<4xf32> -> tensor<2x4x8x8xf32>
  %1 = cuagent.softmax %0 : tensor<2x4x8x8xf32>
  return %1 : tensor<2x4x8x8xf32>
}
