// Round trip of cuagent.matmul in every operand form the importer builds.
// RUN: cuagent-opt %s | cuagent-opt | FileCheck %s

// CHECK-LABEL: func.func @matmul$2d
// CHECK: cuagent.matmul %{{.*}}, %{{.*}} : tensor<8x16xf32>, tensor<16x4xf32> -> tensor<8x4xf32>
func.func @matmul$2d(%a: tensor<8x16xf32>, %b: tensor<16x4xf32>) -> tensor<8x4xf32> {
  %0 = cuagent.matmul %a, %b : tensor<8x16xf32>, tensor<16x4xf32> -> tensor<8x4xf32>
  return %0 : tensor<8x4xf32>
}

// CHECK-LABEL: func.func @linear$bias
// CHECK: cuagent.matmul %{{.*}}, %{{.*}}, %{{.*}} {transpose_rhs = true} : tensor<2x8x16xf32>, tensor<32x16xf32>, tensor<32xf32> -> tensor<2x8x32xf32>
func.func @linear$bias(%x: tensor<2x8x16xf32>, %w: tensor<32x16xf32>, %b: tensor<32xf32>) -> tensor<2x8x32xf32> {
  %0 = cuagent.matmul %x, %w, %b {transpose_rhs = true} : tensor<2x8x16xf32>, tensor<32x16xf32>, tensor<32xf32> -> tensor<2x8x32xf32>
  return %0 : tensor<2x8x32xf32>
}

// CHECK-LABEL: func.func @matmul$batched_rhs_shared_lhs
// CHECK: -> tensor<3x8x4xbf16>
func.func @matmul$batched_rhs_shared_lhs(%a: tensor<8x16xbf16>, %b: tensor<3x16x4xbf16>) -> tensor<3x8x4xbf16> {
  %0 = cuagent.matmul %a, %b : tensor<8x16xbf16>, tensor<3x16x4xbf16> -> tensor<3x8x4xbf16>
  return %0 : tensor<3x8x4xbf16>
}

// A vector on either side drops its dimension, as numpy does.
// CHECK-LABEL: func.func @matmul$vectors
// CHECK: -> tensor<2x8xf16>
// CHECK: -> tensor<4xf16>
func.func @matmul$vectors(%a: tensor<2x8x16xf16>, %v: tensor<16xf16>, %b: tensor<16x4xf16>) -> (tensor<2x8xf16>, tensor<4xf16>) {
  %0 = cuagent.matmul %a, %v : tensor<2x8x16xf16>, tensor<16xf16> -> tensor<2x8xf16>
  %1 = cuagent.matmul %v, %b : tensor<16xf16>, tensor<16x4xf16> -> tensor<4xf16>
  return %0, %1 : tensor<2x8xf16>, tensor<4xf16>
}

// Transposed operands (a transpose folded into the GEMM): op(x) swaps the
// last two dims, batched or not.
// CHECK-LABEL: func.func @matmul$transposed
// CHECK: {transpose_rhs = true} : tensor<2x4x8x16xf32>, tensor<2x4x8x16xf32> -> tensor<2x4x8x8xf32>
// CHECK: {transpose_lhs = true} : tensor<16x8xf32>, tensor<3x16x4xf32> -> tensor<3x8x4xf32>
// CHECK: {transpose_lhs = true, transpose_rhs = true} : tensor<3x16x8xf32>, tensor<4x16xf32> -> tensor<3x8x4xf32>
func.func @matmul$transposed(%q: tensor<2x4x8x16xf32>, %a: tensor<16x8xf32>, %b: tensor<3x16x4xf32>, %c: tensor<3x16x8xf32>, %d: tensor<4x16xf32>) -> (tensor<2x4x8x8xf32>, tensor<3x8x4xf32>, tensor<3x8x4xf32>) {
  %0 = cuagent.matmul %q, %q {transpose_rhs = true} : tensor<2x4x8x16xf32>, tensor<2x4x8x16xf32> -> tensor<2x4x8x8xf32>
  %1 = cuagent.matmul %a, %b {transpose_lhs = true} : tensor<16x8xf32>, tensor<3x16x4xf32> -> tensor<3x8x4xf32>
  %2 = cuagent.matmul %c, %d {transpose_lhs = true, transpose_rhs = true} : tensor<3x16x8xf32>, tensor<4x16xf32> -> tensor<3x8x4xf32>
  return %0, %1, %2 : tensor<2x4x8x8xf32>, tensor<3x8x4xf32>, tensor<3x8x4xf32>
}

// alpha scales the product (not the bias); the default 1 is not printed.
// CHECK-LABEL: func.func @matmul$alpha
// CHECK: cuagent.matmul %{{.*}}, %{{.*}}, %{{.*}} {alpha = -1.250000e-01 : f64, transpose_rhs = true} : tensor<8x16xf32>, tensor<32x16xf32>, tensor<32xf32> -> tensor<8x32xf32>
// CHECK: cuagent.matmul %{{.*}}, %{{.*}} : tensor<8x16xf32>, tensor<16x4xf32> -> tensor<8x4xf32>
func.func @matmul$alpha(%x: tensor<8x16xf32>, %w: tensor<32x16xf32>, %b: tensor<32xf32>, %y: tensor<16x4xf32>) -> (tensor<8x32xf32>, tensor<8x4xf32>) {
  %0 = cuagent.matmul %x, %w, %b {alpha = -0.125 : f64, transpose_rhs = true} : tensor<8x16xf32>, tensor<32x16xf32>, tensor<32xf32> -> tensor<8x32xf32>
  %1 = cuagent.matmul %x, %y {alpha = 1.0 : f64} : tensor<8x16xf32>, tensor<16x4xf32> -> tensor<8x4xf32>
  return %0, %1 : tensor<8x32xf32>, tensor<8x4xf32>
}
