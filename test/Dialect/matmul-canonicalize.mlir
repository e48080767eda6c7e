// A transpose feeding a GEMM folds into the GEMM (cuBLASLt reads the operand
// transposed), next to the permutes it must leave alone.
// RUN: cuagent-opt %s -canonicalize -split-input-file | FileCheck %s

// Q @ K^T, batched: the permute goes, rhs is read transposed.
// CHECK-LABEL: func.func @fold$qk_scores
// CHECK-NOT: cuagent.permute
// CHECK: cuagent.matmul %arg0, %arg1 {transpose_rhs = true} : tensor<2x4x8x16xf32>, tensor<2x4x8x16xf32> -> tensor<2x4x8x8xf32>
func.func @fold$qk_scores(%q: tensor<2x4x8x16xf32>, %k: tensor<2x4x8x16xf32>) -> tensor<2x4x8x8xf32> {
  %kt = cuagent.permute %k {dims = array<i64: 0, 1, 3, 2>} : tensor<2x4x8x16xf32> -> tensor<2x4x16x8xf32>
  %0 = cuagent.matmul %q, %kt : tensor<2x4x8x16xf32>, tensor<2x4x16x8xf32> -> tensor<2x4x8x8xf32>
  return %0 : tensor<2x4x8x8xf32>
}

// -----

// Both sides, and a transposed linear weight transposed back: the flags
// toggle.
// CHECK-LABEL: func.func @fold$both_and_toggle
// CHECK: cuagent.matmul %arg0, %arg1 {transpose_lhs = true, transpose_rhs = true}
// CHECK: cuagent.matmul %arg2, %arg3 : tensor<8x16xf32>, tensor<16x32xf32> -> tensor<8x32xf32>
func.func @fold$both_and_toggle(%a: tensor<3x16x8xf32>, %b: tensor<4x16xf32>, %x: tensor<8x16xf32>, %w: tensor<16x32xf32>) -> (tensor<3x8x4xf32>, tensor<8x32xf32>) {
  %at = cuagent.permute %a {dims = array<i64: 0, 2, 1>} : tensor<3x16x8xf32> -> tensor<3x8x16xf32>
  %bt = cuagent.permute %b {dims = array<i64: 1, 0>} : tensor<4x16xf32> -> tensor<16x4xf32>
  %0 = cuagent.matmul %at, %bt : tensor<3x8x16xf32>, tensor<16x4xf32> -> tensor<3x8x4xf32>
  %wt = cuagent.permute %w {dims = array<i64: 1, 0>} : tensor<16x32xf32> -> tensor<32x16xf32>
  %1 = cuagent.matmul %x, %wt {transpose_rhs = true} : tensor<8x16xf32>, tensor<32x16xf32> -> tensor<8x32xf32>
  return %0, %1 : tensor<3x8x4xf32>, tensor<8x32xf32>
}

// -----

// A permute that moves a batch dim is no GEMM transpose: it stays. A folded
// permute with another user stays for that user.
// CHECK-LABEL: func.func @keep$batch_permute
// CHECK: %[[P:.*]] = cuagent.permute %arg1 {dims = array<i64: 1, 0, 2>}
// CHECK: %[[M:.*]] = cuagent.matmul %arg0, %[[P]] : tensor<4x8x16xf32>, tensor<4x16x2xf32>
// CHECK: %[[T:.*]] = cuagent.permute %arg2 {dims = array<i64: 1, 0>}
// CHECK: cuagent.matmul %[[M]], %arg2 {transpose_rhs = true}
// CHECK: cuagent.relu %[[T]]
func.func @keep$batch_permute(%a: tensor<4x8x16xf32>, %b: tensor<16x4x2xf32>, %c: tensor<16x2xf32>) -> (tensor<4x8x16xf32>, tensor<2x16xf32>) {
  %p = cuagent.permute %b {dims = array<i64: 1, 0, 2>} : tensor<16x4x2xf32> -> tensor<4x16x2xf32>
  %0 = cuagent.matmul %a, %p : tensor<4x8x16xf32>, tensor<4x16x2xf32> -> tensor<4x8x2xf32>
  %t = cuagent.permute %c {dims = array<i64: 1, 0>} : tensor<16x2xf32> -> tensor<2x16xf32>
  %1 = cuagent.matmul %0, %t : tensor<4x8x2xf32>, tensor<2x16xf32> -> tensor<4x8x16xf32>
  %2 = cuagent.relu %t : tensor<2x16xf32>
  return %1, %2 : tensor<4x8x16xf32>, tensor<2x16xf32>
}

// -----

// The fold keeps alpha; canonicalization never folds a scale into it (that
// is cuagent-fold-scale-into-matmul, an algebraic rewrite: decision 46).
// CHECK-LABEL: func.func @fold$keeps_alpha
// CHECK: %[[S:.*]] = cuagent.mul_s %arg0, 5.000000e-01
// CHECK: cuagent.matmul %[[S]], %arg1 {alpha = 2.500000e-01 : f64, transpose_rhs = true} : tensor<8x16xf32>, tensor<4x16xf32> -> tensor<8x4xf32>
func.func @fold$keeps_alpha(%x: tensor<8x16xf32>, %w: tensor<4x16xf32>) -> tensor<8x4xf32> {
  %s = cuagent.mul_s %x, 5.000000e-01 : tensor<8x16xf32>
  %wt = cuagent.permute %w {dims = array<i64: 1, 0>} : tensor<4x16xf32> -> tensor<16x4xf32>
  %0 = cuagent.matmul %s, %wt {alpha = 2.500000e-01 : f64} : tensor<8x16xf32>, tensor<16x4xf32> -> tensor<8x4xf32>
  return %0 : tensor<8x4xf32>
}
