// RUN: cuagent-opt --pass-pipeline='builtin.module(func.func(cuagent-fold-scale-into-matmul))' --split-input-file %s | FileCheck %s

// A scale of the lhs before a linear: (x * 0.5) W^T + b = 0.5 (x W^T) + b,
// the bias unscaled (cuBLASLt's alpha scales the product only).
// CHECK-LABEL: func.func @scale_lhs
// CHECK-NEXT: %[[R:.*]] = cuagent.matmul %arg0, %arg1, %arg2 {alpha = 5.000000e-01 : f64, transpose_rhs = true} : tensor<64x32xf32>, tensor<16x32xf32>, tensor<16xf32> -> tensor<64x16xf32>
// CHECK-NEXT: return %[[R]]
func.func @scale_lhs(%x: tensor<64x32xf32>, %w: tensor<16x32xf32>, %b: tensor<16xf32>) -> tensor<64x16xf32> {
  %0 = cuagent.mul_s %x, 5.000000e-01 : tensor<64x32xf32>
  %1 = cuagent.matmul %0, %w, %b {transpose_rhs = true} : tensor<64x32xf32>, tensor<16x32xf32>, tensor<16xf32> -> tensor<64x16xf32>
  return %1 : tensor<64x16xf32>
}

// -----

// A divided rhs: a / (b / 4) folds 1/4, batched.
// CHECK-LABEL: func.func @divide_rhs
// CHECK-NEXT: %[[R:.*]] = cuagent.matmul %arg0, %arg1 {alpha = 2.500000e-01 : f64} : tensor<2x8x16xf32>, tensor<2x16x4xf32> -> tensor<2x8x4xf32>
// CHECK-NEXT: return %[[R]]
func.func @divide_rhs(%a: tensor<2x8x16xf32>, %b: tensor<2x16x4xf32>) -> tensor<2x8x4xf32> {
  %0 = cuagent.div_s %b, 4.000000e+00 : tensor<2x16x4xf32>
  %1 = cuagent.matmul %a, %0 : tensor<2x8x16xf32>, tensor<2x16x4xf32> -> tensor<2x8x4xf32>
  return %1 : tensor<2x8x4xf32>
}

// -----

// The product's only use, no bias: q k^T / 8 (a transposed rhs).
// CHECK-LABEL: func.func @divide_result
// CHECK-NEXT: %[[R:.*]] = cuagent.matmul %arg0, %arg1 {alpha = 1.250000e-01 : f64, transpose_rhs = true} : tensor<4x32x16xf32>, tensor<4x32x16xf32> -> tensor<4x32x32xf32>
// CHECK-NEXT: %[[S:.*]] = cuagent.softmax %[[R]]
// CHECK-NEXT: return %[[S]]
func.func @divide_result(%q: tensor<4x32x16xf32>, %k: tensor<4x32x16xf32>) -> tensor<4x32x32xf32> {
  %0 = cuagent.matmul %q, %k {transpose_rhs = true} : tensor<4x32x16xf32>, tensor<4x32x16xf32> -> tensor<4x32x32xf32>
  %1 = cuagent.div_s %0, 8.000000e+00 : tensor<4x32x32xf32>
  %2 = cuagent.softmax %1 {dim = -1 : i64} : tensor<4x32x32xf32>
  return %2 : tensor<4x32x32xf32>
}

// -----

// Chains fold fully, on both operands and after: 3 * (1/2) * (-2) * 5 / 10
// = -1.5.
// CHECK-LABEL: func.func @chained
// CHECK-NEXT: %[[R:.*]] = cuagent.matmul %arg0, %arg1 {alpha = -1.500000e+00 : f64} : tensor<8x16xf32>, tensor<16x4xf32> -> tensor<8x4xf32>
// CHECK-NEXT: return %[[R]]
func.func @chained(%a: tensor<8x16xf32>, %b: tensor<16x4xf32>) -> tensor<8x4xf32> {
  %0 = cuagent.mul_s %a, 3.000000e+00 : tensor<8x16xf32>
  %1 = cuagent.div_s %0, 2.000000e+00 : tensor<8x16xf32>
  %2 = cuagent.mul_s %b, -2.000000e+00 : tensor<16x4xf32>
  %3 = cuagent.matmul %1, %2 : tensor<8x16xf32>, tensor<16x4xf32> -> tensor<8x4xf32>
  %4 = cuagent.mul_s %3, 5.000000e+00 : tensor<8x4xf32>
  %5 = cuagent.div_s %4, 1.000000e+01 : tensor<8x4xf32>
  return %5 : tensor<8x4xf32>
}

// -----

// An alpha already there is multiplied (to 1 here, the default, which is
// not printed); a vector operand scales like any.
// CHECK-LABEL: func.func @existing_alpha_vector
// CHECK-NEXT: %[[R:.*]] = cuagent.matmul %arg0, %arg1 : tensor<16xf32>, tensor<16x4xf32> -> tensor<4xf32>
// CHECK-NEXT: return %[[R]]
func.func @existing_alpha_vector(%v: tensor<16xf32>, %b: tensor<16x4xf32>) -> tensor<4xf32> {
  %0 = cuagent.mul_s %v, 4.000000e+00 : tensor<16xf32>
  %1 = cuagent.matmul %0, %b {alpha = 2.500000e-01 : f64} : tensor<16xf32>, tensor<16x4xf32> -> tensor<4xf32>
  return %1 : tensor<4xf32>
}

// -----

// Between two GEMMs the scale folds into the one it feeds; the first keeps
// its bias.
// CHECK-LABEL: func.func @between_two_matmuls
// CHECK-NEXT: %[[H:.*]] = cuagent.matmul %arg0, %arg1, %arg2 {transpose_rhs = true} : tensor<64x32xf32>, tensor<128x32xf32>, tensor<128xf32> -> tensor<64x128xf32>
// CHECK-NEXT: %[[R:.*]] = cuagent.matmul %[[H]], %arg3 {alpha = 5.000000e-01 : f64, transpose_rhs = true} : tensor<64x128xf32>, tensor<16x128xf32> -> tensor<64x16xf32>
// CHECK-NEXT: return %[[R]]
func.func @between_two_matmuls(%x: tensor<64x32xf32>, %w1: tensor<128x32xf32>, %b1: tensor<128xf32>, %w2: tensor<16x128xf32>) -> tensor<64x16xf32> {
  %0 = cuagent.matmul %x, %w1, %b1 {transpose_rhs = true} : tensor<64x32xf32>, tensor<128x32xf32>, tensor<128xf32> -> tensor<64x128xf32>
  %1 = cuagent.div_s %0, 2.000000e+00 : tensor<64x128xf32>
  %2 = cuagent.matmul %1, %w2 {transpose_rhs = true} : tensor<64x128xf32>, tensor<16x128xf32> -> tensor<64x16xf32>
  return %2 : tensor<64x16xf32>
}

// -----

// Must not fire: the scaled operand has another user, the product has
// another user, a bias is added before the scale (s (A B + b) != s A B + b),
// the scale feeds the bias.
// CHECK-LABEL: func.func @scaled_operand_used_twice
// CHECK-NEXT: %[[S:.*]] = cuagent.mul_s %arg0, 5.000000e-01
// CHECK-NEXT: %[[R:.*]] = cuagent.matmul %[[S]], %arg1 : tensor<8x16xf32>
// CHECK-NEXT: return %[[R]], %[[S]]
// CHECK-LABEL: func.func @product_used_twice
// CHECK-NEXT: %[[R:.*]] = cuagent.matmul %arg0, %arg1 : tensor<8x16xf32>
// CHECK-NEXT: %[[S:.*]] = cuagent.mul_s %[[R]], 5.000000e-01
// CHECK-NEXT: return %[[S]], %[[R]]
// CHECK-LABEL: func.func @scale_after_bias
// CHECK-NEXT: %[[R:.*]] = cuagent.matmul %arg0, %arg1, %arg2 {transpose_rhs = true} :
// CHECK-NEXT: %[[S:.*]] = cuagent.div_s %[[R]], 8.000000e+00
// CHECK-NEXT: return %[[S]]
// CHECK-LABEL: func.func @scaled_bias
// CHECK-NEXT: %[[S:.*]] = cuagent.mul_s %arg2, 2.000000e+00
// CHECK-NEXT: %[[R:.*]] = cuagent.matmul %arg0, %arg1, %[[S]] {transpose_rhs = true} :
// CHECK-NEXT: return %[[R]]
func.func @scaled_operand_used_twice(%a: tensor<8x16xf32>, %b: tensor<16x4xf32>) -> (tensor<8x4xf32>, tensor<8x16xf32>) {
  %0 = cuagent.mul_s %a, 5.000000e-01 : tensor<8x16xf32>
  %1 = cuagent.matmul %0, %b : tensor<8x16xf32>, tensor<16x4xf32> -> tensor<8x4xf32>
  return %1, %0 : tensor<8x4xf32>, tensor<8x16xf32>
}
func.func @product_used_twice(%a: tensor<8x16xf32>, %b: tensor<16x4xf32>) -> (tensor<8x4xf32>, tensor<8x4xf32>) {
  %0 = cuagent.matmul %a, %b : tensor<8x16xf32>, tensor<16x4xf32> -> tensor<8x4xf32>
  %1 = cuagent.mul_s %0, 5.000000e-01 : tensor<8x4xf32>
  return %1, %0 : tensor<8x4xf32>, tensor<8x4xf32>
}
func.func @scale_after_bias(%x: tensor<64x32xf32>, %w: tensor<16x32xf32>, %b: tensor<16xf32>) -> tensor<64x16xf32> {
  %0 = cuagent.matmul %x, %w, %b {transpose_rhs = true} : tensor<64x32xf32>, tensor<16x32xf32>, tensor<16xf32> -> tensor<64x16xf32>
  %1 = cuagent.div_s %0, 8.000000e+00 : tensor<64x16xf32>
  return %1 : tensor<64x16xf32>
}
func.func @scaled_bias(%x: tensor<64x32xf32>, %w: tensor<16x32xf32>, %b: tensor<16xf32>) -> tensor<64x16xf32> {
  %0 = cuagent.mul_s %b, 2.000000e+00 : tensor<16xf32>
  %1 = cuagent.matmul %x, %w, %0 {transpose_rhs = true} : tensor<64x32xf32>, tensor<16x32xf32>, tensor<16xf32> -> tensor<64x16xf32>
  return %1 : tensor<64x16xf32>
}

// -----

// Must not fire: a scale of 0, infinity or NaN (x * 0 is NaN where x is
// infinite; the product scaled by 0 need not be), an alpha that would leave
// f32's range, f16 (the scaled operand is rounded to f16 before the GEMM),
// and a shift (add_s) rather than a scale.
// CHECK-LABEL: func.func @bad_scalars
// CHECK-NEXT: cuagent.mul_s %arg0, 0.000000e+00
// CHECK-NEXT: cuagent.mul_s %arg1, 0x7FF0000000000000
// CHECK-NEXT: cuagent.matmul
// CHECK-NOT: alpha
// CHECK-NEXT: cuagent.div_s %{{.*}}, 0x7FF8000000000000
// CHECK-NEXT: return
// CHECK-LABEL: func.func @out_of_range
// CHECK-NEXT: cuagent.mul_s %arg0, 1.000000e+30
// CHECK-NEXT: cuagent.matmul %{{.*}}, %arg1 {alpha = 1.000000e+20 : f64}
// CHECK-LABEL: func.func @half
// CHECK-NEXT: cuagent.mul_s %arg0, 5.000000e-01 : tensor<8x16xf16>
// CHECK-NEXT: cuagent.matmul
// CHECK-NOT: alpha
// CHECK-LABEL: func.func @shift
// CHECK-NEXT: cuagent.add_s %arg0, 1.000000e+00
// CHECK-NEXT: cuagent.matmul
// CHECK-NOT: alpha
// CHECK: return
func.func @bad_scalars(%a: tensor<8x16xf32>, %b: tensor<16x4xf32>) -> tensor<8x4xf32> {
  %0 = cuagent.mul_s %a, 0.000000e+00 : tensor<8x16xf32>
  %1 = cuagent.mul_s %b, 0x7FF0000000000000 : tensor<16x4xf32>
  %2 = cuagent.matmul %0, %1 : tensor<8x16xf32>, tensor<16x4xf32> -> tensor<8x4xf32>
  %3 = cuagent.div_s %2, 0x7FF8000000000000 : tensor<8x4xf32>
  return %3 : tensor<8x4xf32>
}
func.func @out_of_range(%a: tensor<8x16xf32>, %b: tensor<16x4xf32>) -> tensor<8x4xf32> {
  %0 = cuagent.mul_s %a, 1.000000e+30 : tensor<8x16xf32>
  %1 = cuagent.matmul %0, %b {alpha = 1.000000e+20 : f64} : tensor<8x16xf32>, tensor<16x4xf32> -> tensor<8x4xf32>
  return %1 : tensor<8x4xf32>
}
func.func @half(%a: tensor<8x16xf16>, %b: tensor<16x4xf16>) -> tensor<8x4xf16> {
  %0 = cuagent.mul_s %a, 5.000000e-01 : tensor<8x16xf16>
  %1 = cuagent.matmul %0, %b : tensor<8x16xf16>, tensor<16x4xf16> -> tensor<8x4xf16>
  return %1 : tensor<8x4xf16>
}
func.func @shift(%a: tensor<8x16xf32>, %b: tensor<16x4xf32>) -> tensor<8x4xf32> {
  %0 = cuagent.add_s %a, 1.000000e+00 : tensor<8x16xf32>
  %1 = cuagent.matmul %0, %b : tensor<8x16xf32>, tensor<16x4xf32> -> tensor<8x4xf32>
  return %1 : tensor<8x4xf32>
}
