// 3xTF32 (decision 49): with --fp32-emulated every strict-fp32 GEMM and conv
// step reads split copies of its operands ([hi, hi, lo] on one side,
// [hi, lo, hi] on the other, along the reduction; the second hi, `hf`, is 0
// where the operand is not finite) and runs one TF32 product
// over three times the reduction; half-precision and TF32 steps are left as
// they are.
// RUN: cuagent-translate --plan --fp32-emulated %s | FileCheck %s
// RUN: cuagent-translate --plan --fp32-emulated --tf32 %s | FileCheck %s --check-prefix=TF32

// linear: A is the weight [N=128, K=256] read transposed (k inner: lda 3k),
// B the input [512, 256] (k inner: ldb 3k).
// CHECK-LABEL: // function @linear$relu
// CHECK: cuagent_k0_split_a(const float *__restrict__ x, float *__restrict__ y)
// CHECK: i < 32768LL
// CHECK: const long long o = i / 256LL, r = i - o * 256LL;
// CHECK: float *d = y + o * 768LL + r;
// CHECK-NEXT: d[0LL] = hi;
// CHECK-NEXT: d[256LL] = hf;
// CHECK-NEXT: d[512LL] = lo;
// CHECK: cuagent_k0_split_b(
// CHECK: d[0LL] = hi;
// CHECK-NEXT: d[256LL] = lo;
// CHECK-NEXT: d[512LL] = hf;
// CHECK: "bytes": 393216,
// CHECK-NEXT: "kind": "workspace",
// CHECK-NEXT: "name": "wssplit0a"
// CHECK: "bytes": 1572864,
// CHECK-NEXT: "kind": "workspace",
// CHECK-NEXT: "name": "wssplit0b"
// CHECK: "args": [
// CHECK-NEXT: "in1",
// CHECK-NEXT: "wssplit0a"
// CHECK: "function": "cuagent_k0_split_a"
// CHECK: "args": [
// CHECK-NEXT: "in0",
// CHECK-NEXT: "wssplit0b"
// CHECK: "function": "cuagent_k0_split_b"
// CHECK: "gemm": {
// CHECK-NEXT: "a": "wssplit0a",
// CHECK: "b": "wssplit0b",
// CHECK: "compute": "32F_FAST_TF32",
// CHECK: "epilogue": "bias",
// CHECK-NEXT: "k": 768,
// CHECK-NEXT: "lda": 768,
// CHECK-NEXT: "ldb": 768,
// CHECK-NEXT: "ldd": 128,
// CHECK-NEXT: "m": 128,
// CHECK-NEXT: "n": 512,
// TF32-LABEL: // function @linear$relu
// TF32-NOT: split
// TF32: "k": 256,
func.func @linear$relu(%x: tensor<8x64x256xf32>, %w: tensor<128x256xf32>, %b: tensor<128xf32>) -> tensor<8x64x128xf32> {
  %0 = cuagent.matmul %x, %w, %b {transpose_rhs = true} : tensor<8x64x256xf32>, tensor<128x256xf32>, tensor<128xf32> -> tensor<8x64x128xf32>
  %1 = cuagent.relu %0 : tensor<8x64x128xf32>
  return %1 : tensor<8x64x128xf32>
}

// A^T @ B with a shared A [K=16, M=8]: A (the rhs [3, 16, 4], k outer per
// batch) splits per batch with lda unchanged, stride 3x; B (the shared lhs
// read transposed: k outer) once, stride 0.
// CHECK-LABEL: // function @matmul$at_shared
// CHECK: cuagent_k0_split_a(
// CHECK: const long long o = i / 64LL, r = i - o * 64LL;
// CHECK: cuagent_k0_split_b(
// CHECK: const long long o = i / 128LL, r = i - o * 128LL;
// CHECK: "k": 48,
// CHECK-NEXT: "lda": 4,
// CHECK-NEXT: "ldb": 8,
// CHECK: "stride_a": 192,
// CHECK-NEXT: "stride_b": 0,
// CHECK-NEXT: "stride_d": 32,
func.func @matmul$at_shared(%a: tensor<16x8xf32>, %b: tensor<3x16x4xf32>) -> tensor<3x8x4xf32> {
  %0 = cuagent.matmul %a, %b {transpose_lhs = true} : tensor<16x8xf32>, tensor<3x16x4xf32> -> tensor<3x8x4xf32>
  return %0 : tensor<3x8x4xf32>
}

// bf16 keeps its own step.
// CHECK-LABEL: // function @matmul$bf16
// CHECK-NOT: split
// CHECK: "compute": "32F",
// CHECK: "k": 16,
func.func @matmul$bf16(%a: tensor<8x16xbf16>, %b: tensor<3x16x4xbf16>) -> tensor<3x8x4xbf16> {
  %0 = cuagent.matmul %a, %b : tensor<8x16xbf16>, tensor<3x16x4xbf16> -> tensor<3x8x4xbf16>
  return %0 : tensor<3x8x4xbf16>
}

// A grouped conv3d: x [1, 2x2, ...] splits per (batch, group) along its 2
// channels, w [8, 2, 27] along its 2; the step sees 12 input channels.
// CHECK-LABEL: // function @conv3d$groups
// CHECK: cuagent_k0_split_x(
// CHECK: i < 1536LL
// CHECK: const long long o = i / 768LL, r = i - o * 768LL;
// CHECK: cuagent_k0_split_w(
// CHECK: const long long o = i / 54LL, r = i - o * 54LL;
// CHECK: "compute": "32F_FAST_TF32",
// CHECK: "groups": 2,
// CHECK: "w": "wssplit0w",
// CHECK-NEXT: "w_shape": [
// CHECK-NEXT: 8,
// CHECK-NEXT: 6,
// CHECK: "x": "wssplit0x",
// CHECK-NEXT: "x_shape": [
// CHECK-NEXT: 1,
// CHECK-NEXT: 12,
func.func @conv3d$groups(%x: tensor<1x4x6x8x8xf32>, %w: tensor<8x2x3x3x3xf32>) -> tensor<1x8x4x6x6xf32> {
  %0 = cuagent.conv %x, %w {stride = array<i64: 1, 1, 1>, padding = array<i64: 0, 0, 0>, dilation = array<i64: 1, 1, 1>, output_padding = array<i64: 0, 0, 0>, groups = 2 : i64} : tensor<1x4x6x8x8xf32>, tensor<8x2x3x3x3xf32> -> tensor<1x8x4x6x6xf32>
  %1 = cuagent.clamp %0 min 0.0 max 6.0 : tensor<1x8x4x6x6xf32>
  return %1 : tensor<1x8x4x6x6xf32>
}

// A transposed conv sums over x's channels: w [4 = 2 groups x 2, 3, 3x3]
// splits per group along its first dim (slabs of 3 x 9).
// CHECK-LABEL: // function @conv_transpose2d
// CHECK: cuagent_k0_split_w(
// CHECK: const long long o = i / 54LL, r = i - o * 54LL;
// CHECK: "w_shape": [
// CHECK-NEXT: 12,
// CHECK-NEXT: 3,
func.func @conv_transpose2d(%x: tensor<2x4x5x5xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<6xf32>) -> tensor<2x6x10x10xf32> {
  %0 = cuagent.conv %x, %w, %b {stride = array<i64: 2, 2>, padding = array<i64: 1, 1>, dilation = array<i64: 1, 1>, output_padding = array<i64: 1, 1>, groups = 2 : i64, transposed = true} : tensor<2x4x5x5xf32>, tensor<4x3x3x3xf32>, tensor<6xf32> -> tensor<2x6x10x10xf32>
  return %0 : tensor<2x6x10x10xf32>
}
