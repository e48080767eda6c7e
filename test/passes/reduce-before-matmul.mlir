// RUN: cuagent-opt --pass-pipeline='builtin.module(func.func(cuagent-reduce-before-matmul))' --split-input-file %s | FileCheck %s

// A sum over M (dim 1 of [32, 256, 8192]) becomes the row sum of the lhs and
// a GEMM with M = 1 in strict fp32 (memory-bound: TF32 would only add
// rounding); without keepdim, a reshape drops the dim.
// CHECK-LABEL: func.func @sum_over_m
// CHECK-NEXT: %[[S:.*]] = cuagent.sum %arg0 {dims = array<i64: 1>, keepdim = true} : tensor<32x256x2048xf32> -> tensor<32x1x2048xf32>
// CHECK-NEXT: %[[M:.*]] = cuagent.matmul %[[S]], %arg1 {strict_fp32 = true} : tensor<32x1x2048xf32>, tensor<2048x8192xf32> -> tensor<32x1x8192xf32>
// CHECK-NEXT: %[[R:.*]] = cuagent.reshape %[[M]] {shape = array<i64: 32, 8192>} : tensor<32x1x8192xf32> -> tensor<32x8192xf32>
// CHECK-NEXT: return %[[R]]
func.func @sum_over_m(%a: tensor<32x256x2048xf32>, %b: tensor<2048x8192xf32>) -> tensor<32x8192xf32> {
  %0 = cuagent.matmul %a, %b : tensor<32x256x2048xf32>, tensor<2048x8192xf32> -> tensor<32x256x8192xf32>
  %1 = cuagent.sum %0 {dims = array<i64: 1>} : tensor<32x256x8192xf32> -> tensor<32x8192xf32>
  return %1 : tensor<32x8192xf32>
}

// -----

// q k^T * scale, mean over M with keepdim: the mean moves onto q, the scale
// after the GEMM, and no reshape is needed.
// CHECK-LABEL: func.func @mean_over_m_scaled
// CHECK-NEXT: %[[Q:.*]] = cuagent.mean %arg0 {dims = array<i64: 1>, keepdim = true} : tensor<8x64x32xf32> -> tensor<8x1x32xf32>
// CHECK-NEXT: %[[M:.*]] = cuagent.matmul %[[Q]], %arg1 {strict_fp32 = true, transpose_rhs = true} : tensor<8x1x32xf32>, tensor<8x64x32xf32> -> tensor<8x1x64xf32>
// CHECK-NEXT: %[[S:.*]] = cuagent.mul_s %[[M]], 4.420000e-02
// CHECK-NEXT: %[[D:.*]] = cuagent.div_s %[[S]], 2.000000e+00
// CHECK-NEXT: return %[[D]]
func.func @mean_over_m_scaled(%q: tensor<8x64x32xf32>, %k: tensor<8x64x32xf32>) -> tensor<8x1x64xf32> {
  %0 = cuagent.matmul %q, %k {transpose_rhs = true} : tensor<8x64x32xf32>, tensor<8x64x32xf32> -> tensor<8x64x64xf32>
  %1 = cuagent.mul_s %0, 4.420000e-02 : tensor<8x64x64xf32>
  %2 = cuagent.div_s %1, 2.000000e+00 : tensor<8x64x64xf32>
  %3 = cuagent.mean %2 {dims = array<i64: 1>, keepdim = true} : tensor<8x64x64xf32> -> tensor<8x1x64xf32>
  return %3 : tensor<8x1x64xf32>
}

// -----

// A sum over N of a linear (weight [N, K] read transposed): the weight's
// column sum is over its dim 0.
// CHECK-LABEL: func.func @sum_over_n_linear
// CHECK-NEXT: %[[W:.*]] = cuagent.sum %arg1 {dims = array<i64: 0>, keepdim = true} : tensor<1024x2048xf32> -> tensor<1x2048xf32>
// CHECK-NEXT: %[[M:.*]] = cuagent.matmul %arg0, %[[W]] {strict_fp32 = true, transpose_rhs = true} : tensor<64x2048xf32>, tensor<1x2048xf32> -> tensor<64x1xf32>
// CHECK-NEXT: return %[[M]]
func.func @sum_over_n_linear(%x: tensor<64x2048xf32>, %w: tensor<1024x2048xf32>) -> tensor<64x1xf32> {
  %0 = cuagent.matmul %x, %w {transpose_rhs = true} : tensor<64x2048xf32>, tensor<1024x2048xf32> -> tensor<64x1024xf32>
  %1 = cuagent.sum %0 {dims = array<i64: 1>, keepdim = true} : tensor<64x1024xf32> -> tensor<64x1xf32>
  return %1 : tensor<64x1xf32>
}

// -----

// A transposed lhs (stored [K, M]): its M is its last dim. The bias stays
// through a mean over M.
// CHECK-LABEL: func.func @mean_over_m_transposed_lhs_bias
// CHECK-NEXT: %[[A:.*]] = cuagent.mean %arg0 {dims = array<i64: 1>, keepdim = true} : tensor<16x128xf32> -> tensor<16x1xf32>
// CHECK-NEXT: %[[M:.*]] = cuagent.matmul %[[A]], %arg1, %arg2 {strict_fp32 = true, transpose_lhs = true} : tensor<16x1xf32>, tensor<16x32xf32>, tensor<32xf32> -> tensor<1x32xf32>
// CHECK-NEXT: %[[R:.*]] = cuagent.reshape %[[M]] {shape = array<i64: 32>}
// CHECK-NEXT: return %[[R]]
func.func @mean_over_m_transposed_lhs_bias(%a: tensor<16x128xf32>, %b: tensor<16x32xf32>, %bias: tensor<32xf32>) -> tensor<32xf32> {
  %0 = cuagent.matmul %a, %b, %bias {transpose_lhs = true} : tensor<16x128xf32>, tensor<16x32xf32>, tensor<32xf32> -> tensor<128x32xf32>
  %1 = cuagent.mean %0 {dims = array<i64: 0>} : tensor<128x32xf32> -> tensor<32xf32>
  return %1 : tensor<32xf32>
}

// -----

// A sum over M with a bias: the GEMM without it, then + 8 * bias.
// CHECK-LABEL: func.func @sum_over_m_bias
// CHECK-NEXT: %[[S:.*]] = cuagent.sum %arg0 {dims = array<i64: 1>, keepdim = true} : tensor<4x8x16xf32> -> tensor<4x1x16xf32>
// CHECK-NEXT: %[[B:.*]] = cuagent.mul_s %arg2, 8.000000e+00 : tensor<32xf32>
// CHECK-NEXT: %[[M:.*]] = cuagent.matmul %[[S]], %arg1 {strict_fp32 = true} : tensor<4x1x16xf32>, tensor<16x32xf32> -> tensor<4x1x32xf32>
// CHECK-NEXT: %[[A:.*]] = cuagent.add %[[M]], %[[B]] : tensor<4x1x32xf32>, tensor<32xf32> -> tensor<4x1x32xf32>
// CHECK-NEXT: %[[R:.*]] = cuagent.reshape %[[A]] {shape = array<i64: 4, 32>}
// CHECK-NEXT: return %[[R]]
func.func @sum_over_m_bias(%a: tensor<4x8x16xf32>, %b: tensor<16x32xf32>, %bias: tensor<32xf32>) -> tensor<4x32xf32> {
  %0 = cuagent.matmul %a, %b, %bias : tensor<4x8x16xf32>, tensor<16x32xf32>, tensor<32xf32> -> tensor<4x8x32xf32>
  %1 = cuagent.sum %0 {dims = array<i64: 1>} : tensor<4x8x32xf32> -> tensor<4x32xf32>
  return %1 : tensor<4x32xf32>
}

// -----

// A mean over N with a bias, scaled: the weight's column mean, + the
// bias's mean, then the scale.
// CHECK-LABEL: func.func @mean_over_n_bias_scaled
// CHECK-NEXT: %[[W:.*]] = cuagent.mean %arg1 {dims = array<i64: 1>, keepdim = true} : tensor<16x32xf32> -> tensor<16x1xf32>
// CHECK-NEXT: %[[B:.*]] = cuagent.mean %arg2 {dims = array<i64: 0>, keepdim = true} : tensor<32xf32> -> tensor<1xf32>
// CHECK-NEXT: %[[M:.*]] = cuagent.matmul %arg0, %[[W]] {strict_fp32 = true} : tensor<4x8x16xf32>, tensor<16x1xf32> -> tensor<4x8x1xf32>
// CHECK-NEXT: %[[A:.*]] = cuagent.add %[[M]], %[[B]] : tensor<4x8x1xf32>, tensor<1xf32> -> tensor<4x8x1xf32>
// CHECK-NEXT: %[[S:.*]] = cuagent.mul_s %[[A]], 5.000000e-01
// CHECK-NEXT: %[[R:.*]] = cuagent.reshape %[[S]] {shape = array<i64: 4, 8>}
// CHECK-NEXT: return %[[R]]
func.func @mean_over_n_bias_scaled(%a: tensor<4x8x16xf32>, %b: tensor<16x32xf32>, %bias: tensor<32xf32>) -> tensor<4x8xf32> {
  %0 = cuagent.matmul %a, %b, %bias : tensor<4x8x16xf32>, tensor<16x32xf32>, tensor<32xf32> -> tensor<4x8x32xf32>
  %1 = cuagent.mul_s %0, 5.000000e-01 : tensor<4x8x32xf32>
  %2 = cuagent.mean %1 {dims = array<i64: 2>} : tensor<4x8x32xf32> -> tensor<4x8xf32>
  return %2 : tensor<4x8xf32>
}

// -----

// Where it must not fire: a reduction over both dims, over a batch dim, a
// matmul with another user, a scalar step with another user, a vector
// operand, and a reduction over a dim of size 1 (nothing to save).
// CHECK-LABEL: func.func @kept
// CHECK-NOT: keepdim = true
// CHECK-COUNT-6: cuagent.matmul %arg
// CHECK: return
func.func @kept(%a: tensor<4x8x16xf32>, %b: tensor<16x32xf32>, %v: tensor<16xf32>, %one: tensor<4x1x16xf32>)
    -> (tensor<4xf32>, tensor<8x32xf32>, tensor<4x32xf32>, tensor<4x8x32xf32>, tensor<4x32xf32>, tensor<4x8x32xf32>, tensor<4xf32>, tensor<4x32xf32>) {
  %4 = cuagent.matmul %a, %b : tensor<4x8x16xf32>, tensor<16x32xf32> -> tensor<4x8x32xf32>
  %5 = cuagent.sum %4 {dims = array<i64: 1, 2>} : tensor<4x8x32xf32> -> tensor<4xf32>
  %6 = cuagent.matmul %a, %b : tensor<4x8x16xf32>, tensor<16x32xf32> -> tensor<4x8x32xf32>
  %7 = cuagent.sum %6 {dims = array<i64: 0>} : tensor<4x8x32xf32> -> tensor<8x32xf32>
  %8 = cuagent.matmul %a, %b : tensor<4x8x16xf32>, tensor<16x32xf32> -> tensor<4x8x32xf32>
  %9 = cuagent.sum %8 {dims = array<i64: 1>} : tensor<4x8x32xf32> -> tensor<4x32xf32>
  %10 = cuagent.matmul %a, %b : tensor<4x8x16xf32>, tensor<16x32xf32> -> tensor<4x8x32xf32>
  %11 = cuagent.mul_s %10, 2.0 : tensor<4x8x32xf32>
  %12 = cuagent.sum %11 {dims = array<i64: 1>} : tensor<4x8x32xf32> -> tensor<4x32xf32>
  %13 = cuagent.matmul %a, %v : tensor<4x8x16xf32>, tensor<16xf32> -> tensor<4x8xf32>
  %14 = cuagent.sum %13 {dims = array<i64: 1>} : tensor<4x8xf32> -> tensor<4xf32>
  %15 = cuagent.matmul %one, %b : tensor<4x1x16xf32>, tensor<16x32xf32> -> tensor<4x1x32xf32>
  %16 = cuagent.sum %15 {dims = array<i64: 1>} : tensor<4x1x32xf32> -> tensor<4x32xf32>
  return %5, %7, %9, %8, %12, %11, %14, %16 : tensor<4xf32>, tensor<8x32xf32>, tensor<4x32xf32>, tensor<4x8x32xf32>, tensor<4x32xf32>, tensor<4x8x32xf32>, tensor<4xf32>, tensor<4x32xf32>
}

// -----

// f16 stays: the GEMV's sums, stored in f16 before the scale, could
// overflow where stock's scaled values did not.
// CHECK-LABEL: func.func @kept_f16
// CHECK-NEXT: cuagent.matmul %arg0, %arg1 : tensor<4x8x16xf16>
// CHECK-NEXT: cuagent.mul_s
// CHECK-NEXT: cuagent.sum
func.func @kept_f16(%a: tensor<4x8x16xf16>, %b: tensor<16x32xf16>) -> tensor<4x32xf16> {
  %0 = cuagent.matmul %a, %b : tensor<4x8x16xf16>, tensor<16x32xf16> -> tensor<4x8x32xf16>
  %1 = cuagent.mul_s %0, 1.000000e-03 : tensor<4x8x32xf16>
  %2 = cuagent.sum %1 {dims = array<i64: 1>} : tensor<4x8x32xf16> -> tensor<4x32xf16>
  return %2 : tensor<4x32xf16>
}

// -----

// A folded scale (alpha) scales the product alone, so it stays the GEMV's:
// sum_m (a A B + b) = a (sum_m A) B + M b.
// CHECK-LABEL: func.func @alpha_carries_over
// CHECK-NEXT: %[[S:.*]] = cuagent.sum %arg0 {dims = array<i64: 0>, keepdim = true} : tensor<64x32xf32> -> tensor<1x32xf32>
// CHECK-NEXT: %[[B:.*]] = cuagent.mul_s %arg2, 6.400000e+01 : tensor<16xf32>
// CHECK-NEXT: %[[M:.*]] = cuagent.matmul %[[S]], %arg1 {alpha = 2.500000e-01 : f64, strict_fp32 = true, transpose_rhs = true} : tensor<1x32xf32>, tensor<16x32xf32> -> tensor<1x16xf32>
// CHECK-NEXT: cuagent.add %[[M]], %[[B]]
func.func @alpha_carries_over(%x: tensor<64x32xf32>, %w: tensor<16x32xf32>, %b: tensor<16xf32>) -> tensor<1x16xf32> {
  %0 = cuagent.matmul %x, %w, %b {alpha = 2.500000e-01 : f64, transpose_rhs = true} : tensor<64x32xf32>, tensor<16x32xf32>, tensor<16xf32> -> tensor<64x16xf32>
  %1 = cuagent.sum %0 {dims = array<i64: 0>, keepdim = true} : tensor<64x16xf32> -> tensor<1x16xf32>
  return %1 : tensor<1x16xf32>
}
