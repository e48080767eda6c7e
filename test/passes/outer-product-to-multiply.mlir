// RUN: cuagent-opt --pass-pipeline='builtin.module(func.func(cuagent-outer-product-to-multiply))' --split-input-file %s | FileCheck %s

// A column times a row: the broadcast multiply of the two as they are.
// CHECK-LABEL: func.func @column_times_row
// CHECK-NEXT: %[[R:.*]] = cuagent.mul %arg0, %arg1 : tensor<64x1xf32>, tensor<1x32xf32> -> tensor<64x32xf32>
// CHECK-NEXT: return %[[R]]
func.func @column_times_row(%a: tensor<64x1xf32>, %b: tensor<1x32xf32>) -> tensor<64x32xf32> {
  %0 = cuagent.matmul %a, %b : tensor<64x1xf32>, tensor<1x32xf32> -> tensor<64x32xf32>
  return %0 : tensor<64x32xf32>
}

// -----

// A batch of columns times one row shared by the batch (a keepdim
// reduction's result times a parameter row): the row broadcasts over it.
// CHECK-LABEL: func.func @batched_columns_shared_row
// CHECK-NEXT: %[[R:.*]] = cuagent.mul %arg0, %arg1 : tensor<8x64x1xf32>, tensor<1x32xf32> -> tensor<8x64x32xf32>
// CHECK-NEXT: return %[[R]]
func.func @batched_columns_shared_row(%a: tensor<8x64x1xf32>, %b: tensor<1x32xf32>) -> tensor<8x64x32xf32> {
  %0 = cuagent.matmul %a, %b : tensor<8x64x1xf32>, tensor<1x32xf32> -> tensor<8x64x32xf32>
  return %0 : tensor<8x64x32xf32>
}

// -----

// A linear with one input feature: the weight [N, 1] read transposed is a
// row [1, N] (a reshape: the elements keep their order); alpha scales the
// product, then the bias is added, as cuBLASLt's epilogue does.
// CHECK-LABEL: func.func @linear_one_feature
// CHECK-NEXT: %[[W:.*]] = cuagent.reshape %arg1 {shape = array<i64: 1, 48>} : tensor<48x1xf32> -> tensor<1x48xf32>
// CHECK-NEXT: %[[M:.*]] = cuagent.mul %arg0, %[[W]] : tensor<4x16x1xf32>, tensor<1x48xf32> -> tensor<4x16x48xf32>
// CHECK-NEXT: %[[S:.*]] = cuagent.mul_s %[[M]], 5.000000e-01 : tensor<4x16x48xf32>
// CHECK-NEXT: %[[R:.*]] = cuagent.add %[[S]], %arg2 : tensor<4x16x48xf32>, tensor<48xf32> -> tensor<4x16x48xf32>
// CHECK-NEXT: return %[[R]]
func.func @linear_one_feature(%x: tensor<4x16x1xf32>, %w: tensor<48x1xf32>, %b: tensor<48xf32>) -> tensor<4x16x48xf32> {
  %0 = cuagent.matmul %x, %w, %b {transpose_rhs = true, alpha = 0.5 : f64} : tensor<4x16x1xf32>, tensor<48x1xf32>, tensor<48xf32> -> tensor<4x16x48xf32>
  return %0 : tensor<4x16x48xf32>
}

// -----

// Both read transposed, batch dims on both sides: each a reshape.
// CHECK-LABEL: func.func @both_transposed
// CHECK-NEXT: %[[A:.*]] = cuagent.reshape %arg0 {shape = array<i64: 2, 16, 1>} : tensor<2x1x16xf32> -> tensor<2x16x1xf32>
// CHECK-NEXT: %[[B:.*]] = cuagent.reshape %arg1 {shape = array<i64: 2, 1, 24>} : tensor<2x24x1xf32> -> tensor<2x1x24xf32>
// CHECK-NEXT: %[[R:.*]] = cuagent.mul %[[A]], %[[B]] : tensor<2x16x1xf32>, tensor<2x1x24xf32> -> tensor<2x16x24xf32>
// CHECK-NEXT: return %[[R]]
func.func @both_transposed(%a: tensor<2x1x16xf32>, %b: tensor<2x24x1xf32>) -> tensor<2x16x24xf32> {
  %0 = cuagent.matmul %a, %b {transpose_lhs = true, transpose_rhs = true} : tensor<2x1x16xf32>, tensor<2x24x1xf32> -> tensor<2x16x24xf32>
  return %0 : tensor<2x16x24xf32>
}

// -----

// Not an outer product: K = 2 (two terms to sum), a vector operand (numpy's
// dropped dim), and M = 1 (a row times a matrix is a GEMV, not one term).
// CHECK-LABEL: func.func @must_not_fire
// CHECK-COUNT-3: cuagent.matmul
// CHECK-NOT: cuagent.mul
func.func @must_not_fire(%a: tensor<64x2xf32>, %b: tensor<2x32xf32>, %v: tensor<1xf32>, %r: tensor<1x32xf32>, %m: tensor<32x16xf32>) -> (tensor<64x32xf32>, tensor<32xf32>, tensor<1x16xf32>) {
  %0 = cuagent.matmul %a, %b : tensor<64x2xf32>, tensor<2x32xf32> -> tensor<64x32xf32>
  %1 = cuagent.matmul %v, %r : tensor<1xf32>, tensor<1x32xf32> -> tensor<32xf32>
  %2 = cuagent.matmul %r, %m : tensor<1x32xf32>, tensor<32x16xf32> -> tensor<1x16xf32>
  return %0, %1, %2 : tensor<64x32xf32>, tensor<32xf32>, tensor<1x16xf32>
}
