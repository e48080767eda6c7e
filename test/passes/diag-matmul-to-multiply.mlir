// RUN: cuagent-opt --pass-pipeline='builtin.module(func.func(cuagent-diag-matmul-to-multiply))' --split-input-file %s | FileCheck %s
// RUN: cuagent-opt --pass-pipeline='builtin.module(func.func(canonicalize,cuagent-diag-matmul-to-multiply,cuagent-reduce-before-matmul,cuagent-reassociate-matmuls,cuagent-fold-scale-into-matmul))' --split-input-file %s | FileCheck %s --check-prefix=ALGEBRAIC

// diag(v) @ X scales row i of X by v[i]: v as a column [n, 1], broadcast
// over X's columns. The diag goes with its last reader.
// CHECK-LABEL: func.func @diag_times_matrix
// CHECK-NEXT: %[[C:.*]] = cuagent.reshape %arg0 {shape = array<i64: 16, 1>} : tensor<16xf32> -> tensor<16x1xf32>
// CHECK-NEXT: %[[R:.*]] = cuagent.mul %[[C]], %arg1 : tensor<16x1xf32>, tensor<16x8xf32> -> tensor<16x8xf32>
// CHECK-NEXT: return %[[R]]
func.func @diag_times_matrix(%v: tensor<16xf32>, %x: tensor<16x8xf32>) -> tensor<16x8xf32> {
  %d = cuagent.diag %v : tensor<16xf32> -> tensor<16x16xf32>
  %0 = cuagent.matmul %d, %x : tensor<16x16xf32>, tensor<16x8xf32> -> tensor<16x8xf32>
  return %0 : tensor<16x8xf32>
}

// -----

// X @ diag(v) scales column j by v[j]: v broadcasts as a row, no reshape.
// CHECK-LABEL: func.func @matrix_times_diag
// CHECK-NEXT: %[[R:.*]] = cuagent.mul %arg1, %arg0 : tensor<8x16xf32>, tensor<16xf32> -> tensor<8x16xf32>
// CHECK-NEXT: return %[[R]]
func.func @matrix_times_diag(%v: tensor<16xf32>, %x: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %d = cuagent.diag %v : tensor<16xf32> -> tensor<16x16xf32>
  %0 = cuagent.matmul %x, %d : tensor<8x16xf32>, tensor<16x16xf32> -> tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}

// -----

// X read transposed: diag(v) @ X^T = v[:, None] * X^T, the transpose a
// permute (an index map in the multiply's kernel).
// CHECK-LABEL: func.func @transposed_other
// CHECK-NEXT: %[[T:.*]] = cuagent.permute %arg1 {dims = array<i64: 1, 0>} : tensor<8x16xf32> -> tensor<16x8xf32>
// CHECK-NEXT: %[[C:.*]] = cuagent.reshape %arg0 {shape = array<i64: 16, 1>} : tensor<16xf32> -> tensor<16x1xf32>
// CHECK-NEXT: %[[R:.*]] = cuagent.mul %[[C]], %[[T]] : tensor<16x1xf32>, tensor<16x8xf32> -> tensor<16x8xf32>
// CHECK-NEXT: return %[[R]]
func.func @transposed_other(%v: tensor<16xf32>, %x: tensor<8x16xf32>) -> tensor<16x8xf32> {
  %d = cuagent.diag %v : tensor<16xf32> -> tensor<16x16xf32>
  %0 = cuagent.matmul %d, %x {transpose_rhs = true} : tensor<16x16xf32>, tensor<8x16xf32> -> tensor<16x8xf32>
  return %0 : tensor<16x8xf32>
}

// -----

// A linear by diag(v): x @ diag(v)^T + b. The diag's transpose is free (it
// is symmetric); the bias is added after the multiply, as cuBLASLt's
// epilogue adds it.
// CHECK-LABEL: func.func @linear_with_bias
// CHECK-NEXT: %[[M:.*]] = cuagent.mul %arg0, %arg1 : tensor<4x32x16xf32>, tensor<16xf32> -> tensor<4x32x16xf32>
// CHECK-NEXT: %[[R:.*]] = cuagent.add %[[M]], %arg2 : tensor<4x32x16xf32>, tensor<16xf32> -> tensor<4x32x16xf32>
// CHECK-NEXT: return %[[R]]
func.func @linear_with_bias(%x: tensor<4x32x16xf32>, %v: tensor<16xf32>, %b: tensor<16xf32>) -> tensor<4x32x16xf32> {
  %d = cuagent.diag %v : tensor<16xf32> -> tensor<16x16xf32>
  %0 = cuagent.matmul %x, %d, %b {transpose_rhs = true} : tensor<4x32x16xf32>, tensor<16x16xf32>, tensor<16xf32> -> tensor<4x32x16xf32>
  return %0 : tensor<4x32x16xf32>
}

// -----

// Batched X on the right of the diag: the column [n, 1] broadcasts over
// the batch dims too.
// CHECK-LABEL: func.func @batched_rhs
// CHECK-NEXT: %[[C:.*]] = cuagent.reshape %arg0 {shape = array<i64: 16, 1>} : tensor<16xf32> -> tensor<16x1xf32>
// CHECK-NEXT: %[[R:.*]] = cuagent.mul %[[C]], %arg1 : tensor<16x1xf32>, tensor<2x3x16x8xf32> -> tensor<2x3x16x8xf32>
// CHECK-NEXT: return %[[R]]
func.func @batched_rhs(%v: tensor<16xf32>, %x: tensor<2x3x16x8xf32>) -> tensor<2x3x16x8xf32> {
  %d = cuagent.diag %v : tensor<16xf32> -> tensor<16x16xf32>
  %0 = cuagent.matmul %d, %x : tensor<16x16xf32>, tensor<2x3x16x8xf32> -> tensor<2x3x16x8xf32>
  return %0 : tensor<2x3x16x8xf32>
}

// -----

// Batched X read transposed, the diag on the right: only the last two dims
// of X swap.
// CHECK-LABEL: func.func @batched_transposed_lhs
// CHECK-NEXT: %[[T:.*]] = cuagent.permute %arg1 {dims = array<i64: 0, 2, 1>} : tensor<4x16x8xf32> -> tensor<4x8x16xf32>
// CHECK-NEXT: %[[R:.*]] = cuagent.mul %[[T]], %arg0 : tensor<4x8x16xf32>, tensor<16xf32> -> tensor<4x8x16xf32>
// CHECK-NEXT: return %[[R]]
func.func @batched_transposed_lhs(%v: tensor<16xf32>, %x: tensor<4x16x8xf32>) -> tensor<4x8x16xf32> {
  %d = cuagent.diag %v : tensor<16xf32> -> tensor<16x16xf32>
  %0 = cuagent.matmul %x, %d {transpose_lhs = true} : tensor<4x16x8xf32>, tensor<16x16xf32> -> tensor<4x8x16xf32>
  return %0 : tensor<4x8x16xf32>
}

// -----

// alpha scales the product and not the bias: a mul_s between the multiply
// and the add.
// CHECK-LABEL: func.func @alpha_and_bias
// CHECK-NEXT: %[[M:.*]] = cuagent.mul %arg1, %arg0 : tensor<8x16xf32>, tensor<16xf32> -> tensor<8x16xf32>
// CHECK-NEXT: %[[S:.*]] = cuagent.mul_s %[[M]], 2.500000e-01 : tensor<8x16xf32>
// CHECK-NEXT: %[[R:.*]] = cuagent.add %[[S]], %arg2 : tensor<8x16xf32>, tensor<16xf32> -> tensor<8x16xf32>
// CHECK-NEXT: return %[[R]]
func.func @alpha_and_bias(%v: tensor<16xf32>, %x: tensor<8x16xf32>, %b: tensor<16xf32>) -> tensor<8x16xf32> {
  %d = cuagent.diag %v : tensor<16xf32> -> tensor<16x16xf32>
  %0 = cuagent.matmul %x, %d, %b {alpha = 0.25 : f64} : tensor<8x16xf32>, tensor<16x16xf32>, tensor<16xf32> -> tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}

// -----

// f16 and bf16: the product of two such values is exact in the GEMM's f32
// accumulator and in the multiply's float register alike.
// CHECK-LABEL: func.func @half_types
// CHECK-NEXT: %[[C:.*]] = cuagent.reshape %arg0 {shape = array<i64: 16, 1>} : tensor<16xf16> -> tensor<16x1xf16>
// CHECK-NEXT: %[[H:.*]] = cuagent.mul %[[C]], %arg1 : tensor<16x1xf16>, tensor<16x8xf16> -> tensor<16x8xf16>
// CHECK-NEXT: %[[B:.*]] = cuagent.mul %arg3, %arg2 : tensor<8x16xbf16>, tensor<16xbf16> -> tensor<8x16xbf16>
// CHECK-NEXT: return %[[H]], %[[B]]
func.func @half_types(%v: tensor<16xf16>, %x: tensor<16x8xf16>, %w: tensor<16xbf16>, %y: tensor<8x16xbf16>) -> (tensor<16x8xf16>, tensor<8x16xbf16>) {
  %d = cuagent.diag %v : tensor<16xf16> -> tensor<16x16xf16>
  %0 = cuagent.matmul %d, %x : tensor<16x16xf16>, tensor<16x8xf16> -> tensor<16x8xf16>
  %e = cuagent.diag %w : tensor<16xbf16> -> tensor<16x16xbf16>
  %1 = cuagent.matmul %y, %e : tensor<8x16xbf16>, tensor<16x16xbf16> -> tensor<8x16xbf16>
  return %0, %1 : tensor<16x8xf16>, tensor<8x16xbf16>
}

// -----

// A vector X: diag(v) @ x = v * x, elementwise.
// CHECK-LABEL: func.func @vector_other
// CHECK-NEXT: %[[R:.*]] = cuagent.mul %arg0, %arg1 : tensor<16xf32>, tensor<16xf32> -> tensor<16xf32>
// CHECK-NEXT: return %[[R]]
func.func @vector_other(%v: tensor<16xf32>, %x: tensor<16xf32>) -> tensor<16xf32> {
  %d = cuagent.diag %v : tensor<16xf32> -> tensor<16x16xf32>
  %0 = cuagent.matmul %d, %x : tensor<16x16xf32>, tensor<16xf32> -> tensor<16xf32>
  return %0 : tensor<16xf32>
}

// -----

// A diag with another reader stays for it (an elementwise op: fused into
// that reader's kernel, no more costly than before); the GEMM still goes.
// Two GEMMs by one diag both go, and the diag with them.
// CHECK-LABEL: func.func @other_readers
// CHECK-NEXT: %[[D:.*]] = cuagent.diag %arg0 : tensor<16xf32> -> tensor<16x16xf32>
// CHECK-NEXT: %[[C:.*]] = cuagent.reshape %arg0
// CHECK-NEXT: %[[M:.*]] = cuagent.mul %[[C]], %arg1
// CHECK-NEXT: %[[A:.*]] = cuagent.add %[[D]], %arg2
// CHECK-NEXT: return %[[M]], %[[A]]
func.func @other_readers(%v: tensor<16xf32>, %x: tensor<16x8xf32>, %y: tensor<16x16xf32>) -> (tensor<16x8xf32>, tensor<16x16xf32>) {
  %d = cuagent.diag %v : tensor<16xf32> -> tensor<16x16xf32>
  %0 = cuagent.matmul %d, %x : tensor<16x16xf32>, tensor<16x8xf32> -> tensor<16x8xf32>
  %1 = cuagent.add %d, %y : tensor<16x16xf32>, tensor<16x16xf32> -> tensor<16x16xf32>
  return %0, %1 : tensor<16x8xf32>, tensor<16x16xf32>
}

// CHECK-LABEL: func.func @two_matmuls
// CHECK-NOT: cuagent.diag
// CHECK-NOT: cuagent.matmul
// CHECK: return
func.func @two_matmuls(%v: tensor<16xf32>, %x: tensor<16x8xf32>, %y: tensor<4x16xf32>) -> (tensor<16x8xf32>, tensor<4x16xf32>) {
  %d = cuagent.diag %v : tensor<16xf32> -> tensor<16x16xf32>
  %0 = cuagent.matmul %d, %x : tensor<16x16xf32>, tensor<16x8xf32> -> tensor<16x8xf32>
  %1 = cuagent.matmul %y, %d : tensor<4x16xf32>, tensor<16x16xf32> -> tensor<4x16xf32>
  return %0, %1 : tensor<16x8xf32>, tensor<4x16xf32>
}

// -----

// Must not fire: an operand that is not a diag itself (scaled here, or any
// other matrix) stays a GEMM.
// CHECK-LABEL: func.func @not_a_diag
// CHECK: cuagent.diag
// CHECK: cuagent.mul_s
// CHECK: cuagent.matmul
// CHECK: cuagent.matmul
func.func @not_a_diag(%v: tensor<16xf32>, %x: tensor<16x8xf32>, %a: tensor<16x16xf32>) -> (tensor<16x8xf32>, tensor<16x8xf32>) {
  %d = cuagent.diag %v : tensor<16xf32> -> tensor<16x16xf32>
  %s = cuagent.mul_s %d, 2.0 : tensor<16x16xf32>
  %0 = cuagent.matmul %s, %x : tensor<16x16xf32>, tensor<16x8xf32> -> tensor<16x8xf32>
  %1 = cuagent.matmul %a, %x : tensor<16x16xf32>, tensor<16x8xf32> -> tensor<16x8xf32>
  return %0, %1 : tensor<16x8xf32>, tensor<16x8xf32>
}

// -----

// An explicit transpose of the diag is not seen by the pass alone; the
// worker's canonicalization before it folds the transpose into the GEMM's
// flag, which the rewrite ignores (diag is symmetric).
// CHECK-LABEL: func.func @permuted_diag
// CHECK: cuagent.permute
// CHECK: cuagent.matmul
// ALGEBRAIC-LABEL: func.func @permuted_diag
// ALGEBRAIC-NEXT: %[[C:.*]] = cuagent.reshape %arg0 {shape = array<i64: 16, 1>}
// ALGEBRAIC-NEXT: %[[R:.*]] = cuagent.mul %[[C]], %arg1
// ALGEBRAIC-NEXT: return %[[R]]
func.func @permuted_diag(%v: tensor<16xf32>, %x: tensor<16x8xf32>) -> tensor<16x8xf32> {
  %d = cuagent.diag %v : tensor<16xf32> -> tensor<16x16xf32>
  %t = cuagent.permute %d {dims = array<i64: 1, 0>} : tensor<16x16xf32> -> tensor<16x16xf32>
  %0 = cuagent.matmul %t, %x : tensor<16x16xf32>, tensor<16x8xf32> -> tensor<16x8xf32>
  return %0 : tensor<16x8xf32>
}

// -----

// First in the algebraic set: a sum over the rows of diag(v) @ X becomes a
// fused multiply and reduction, not a reduction of the materialized diag
// and a GEMV (reduce-before-matmul), nor a reassociated chain.
// ALGEBRAIC-LABEL: func.func @before_reduce
// ALGEBRAIC-NOT: cuagent.matmul
// ALGEBRAIC: cuagent.mul %{{.*}}, %arg1 : tensor<16x1xf32>, tensor<4x16x8xf32> -> tensor<4x16x8xf32>
// ALGEBRAIC-NEXT: cuagent.sum
// ALGEBRAIC-NOT: cuagent.matmul
func.func @before_reduce(%v: tensor<16xf32>, %x: tensor<4x16x8xf32>) -> tensor<4x8xf32> {
  %d = cuagent.diag %v : tensor<16xf32> -> tensor<16x16xf32>
  %0 = cuagent.matmul %d, %x : tensor<16x16xf32>, tensor<4x16x8xf32> -> tensor<4x16x8xf32>
  %1 = cuagent.sum %0 {dims = array<i64: 1>} : tensor<4x16x8xf32> -> tensor<4x8xf32>
  return %1 : tensor<4x8xf32>
}
