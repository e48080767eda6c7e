// RUN: cuagent-opt --pass-pipeline='builtin.module(func.func(cuagent-fuse-attention))' --split-input-file %s | FileCheck %s

// sdpa with is_causal as the importer writes it: q @ k^T, the scale, -inf
// above the diagonal, softmax, @ v. One attention op; nothing else stays.
// CHECK-LABEL: func.func @sdpa_causal
// CHECK-NEXT: %[[A:.*]] = cuagent.attention %arg0, %arg1, %arg2 {causal = true, scale = 1.250000e-01 : f64} : tensor<2x4x64x32xf32>, tensor<2x4x80x32xf32>, tensor<2x4x80x48xf32> -> tensor<2x4x64x48xf32>
// CHECK-NEXT: %[[R:.*]] = cuagent.relu %[[A]]
// CHECK-NEXT: return %[[R]]
func.func @sdpa_causal(%q: tensor<2x4x64x32xf32>, %k: tensor<2x4x80x32xf32>, %v: tensor<2x4x80x48xf32>) -> tensor<2x4x64x48xf32> {
  %0 = cuagent.matmul %q, %k {transpose_rhs = true} : tensor<2x4x64x32xf32>, tensor<2x4x80x32xf32> -> tensor<2x4x64x80xf32>
  %1 = cuagent.mul_s %0, 0.125 : tensor<2x4x64x80xf32>
  %2 = cuagent.causal_mask : tensor<64x80xi1>
  %3 = cuagent.masked_fill %1, %2, 0xFFF0000000000000 : tensor<2x4x64x80xf32>, tensor<64x80xi1> -> tensor<2x4x64x80xf32>
  %4 = cuagent.softmax %3 : tensor<2x4x64x80xf32>
  %5 = cuagent.matmul %4, %v : tensor<2x4x64x80xf32>, tensor<2x4x80x48xf32> -> tensor<2x4x64x48xf32>
  %6 = cuagent.relu %5 : tensor<2x4x64x48xf32>
  return %6 : tensor<2x4x64x48xf32>
}

// -----

// Written by hand: the scale is the GEMM's alpha times the scalars; the
// float mask (added on either side) broadcasts; the second GEMM's alpha
// stays a multiply after the attention.
// CHECK-LABEL: func.func @explicit_masked
// CHECK-NEXT: %[[A:.*]] = cuagent.attention %arg0, %arg1, %arg2, %arg3 {scale = 5.000000e-01 : f64} : tensor<8x64x32xf32>, tensor<8x80x32xf32>, tensor<8x80x16xf32>, tensor<64x80xf32> -> tensor<8x64x16xf32>
// CHECK-NEXT: %[[S:.*]] = cuagent.mul_s %[[A]], 3.000000e+00
// CHECK-NEXT: return %[[S]]
func.func @explicit_masked(%q: tensor<8x64x32xf32>, %k: tensor<8x80x32xf32>, %v: tensor<8x80x16xf32>, %m: tensor<64x80xf32>) -> tensor<8x64x16xf32> {
  %0 = cuagent.matmul %q, %k {alpha = 2.0 : f64, transpose_rhs = true} : tensor<8x64x32xf32>, tensor<8x80x32xf32> -> tensor<8x64x80xf32>
  %1 = cuagent.div_s %0, 4.0 : tensor<8x64x80xf32>
  %2 = cuagent.add %m, %1 : tensor<64x80xf32>, tensor<8x64x80xf32> -> tensor<8x64x80xf32>
  %3 = cuagent.softmax %2 {dim = 2 : i64} : tensor<8x64x80xf32>
  %4 = cuagent.matmul %3, %v {alpha = 3.0 : f64} : tensor<8x64x80xf32>, tensor<8x80x16xf32> -> tensor<8x64x16xf32>
  return %4 : tensor<8x64x16xf32>
}

// -----

// Left alone: the scores have another reader (they would be stored anyway).
// CHECK-LABEL: func.func @scores_read_twice
// CHECK-NOT: cuagent.attention
func.func @scores_read_twice(%q: tensor<64x32xf32>, %k: tensor<80x32xf32>, %v: tensor<80x16xf32>) -> (tensor<64x16xf32>, tensor<64x80xf32>) {
  %0 = cuagent.matmul %q, %k {transpose_rhs = true} : tensor<64x32xf32>, tensor<80x32xf32> -> tensor<64x80xf32>
  %1 = cuagent.mul_s %0, 0.125 : tensor<64x80xf32>
  %2 = cuagent.softmax %1 : tensor<64x80xf32>
  %3 = cuagent.matmul %2, %v : tensor<64x80xf32>, tensor<80x16xf32> -> tensor<64x16xf32>
  return %3, %1 : tensor<64x16xf32>, tensor<64x80xf32>
}

// -----

// Left alone: softmax over the queries, not the keys.
// CHECK-LABEL: func.func @softmax_over_queries
// CHECK-NOT: cuagent.attention
func.func @softmax_over_queries(%q: tensor<64x32xf32>, %k: tensor<80x32xf32>, %v: tensor<80x16xf32>) -> tensor<64x16xf32> {
  %0 = cuagent.matmul %q, %k {transpose_rhs = true} : tensor<64x32xf32>, tensor<80x32xf32> -> tensor<64x80xf32>
  %1 = cuagent.softmax %0 {dim = 0 : i64} : tensor<64x80xf32>
  %2 = cuagent.matmul %1, %v : tensor<64x80xf32>, tensor<80x16xf32> -> tensor<64x16xf32>
  return %2 : tensor<64x16xf32>
}

// -----

// Left alone: heads of 160 are more than the template keeps in registers.
// CHECK-LABEL: func.func @long_heads
// CHECK-NOT: cuagent.attention
func.func @long_heads(%q: tensor<64x160xf32>, %k: tensor<80x160xf32>, %v: tensor<80x16xf32>) -> tensor<64x16xf32> {
  %0 = cuagent.matmul %q, %k {transpose_rhs = true} : tensor<64x160xf32>, tensor<80x160xf32> -> tensor<64x80xf32>
  %1 = cuagent.softmax %0 : tensor<64x80xf32>
  %2 = cuagent.matmul %1, %v : tensor<64x80xf32>, tensor<80x16xf32> -> tensor<64x16xf32>
  return %2 : tensor<64x16xf32>
}

// -----

// Left alone: k laid out [E, S] (not read transposed), and a bias.
// CHECK-LABEL: func.func @key_not_transposed
// CHECK-NOT: cuagent.attention
func.func @key_not_transposed(%q: tensor<64x32xf32>, %k: tensor<32x80xf32>, %v: tensor<80x16xf32>, %b: tensor<80xf32>) -> (tensor<64x16xf32>, tensor<64x16xf32>) {
  %0 = cuagent.matmul %q, %k : tensor<64x32xf32>, tensor<32x80xf32> -> tensor<64x80xf32>
  %1 = cuagent.softmax %0 : tensor<64x80xf32>
  %2 = cuagent.matmul %1, %v : tensor<64x80xf32>, tensor<80x16xf32> -> tensor<64x16xf32>
  %3 = cuagent.matmul %q, %k, %b : tensor<64x32xf32>, tensor<32x80xf32>, tensor<80xf32> -> tensor<64x80xf32>
  %4 = cuagent.softmax %3 : tensor<64x80xf32>
  %5 = cuagent.matmul %4, %v : tensor<64x80xf32>, tensor<80x16xf32> -> tensor<64x16xf32>
  return %2, %5 : tensor<64x16xf32>, tensor<64x16xf32>
}

// -----

// Left alone: the mask added before the scale (the mask would be scaled
// too), and a key shared by every batch entry (a broadcast batch).
// CHECK-LABEL: func.func @mask_before_scale
// CHECK-NOT: cuagent.attention
func.func @mask_before_scale(%q: tensor<2x64x32xf32>, %k: tensor<2x80x32xf32>, %v: tensor<2x80x16xf32>, %m: tensor<64x80xf32>, %ks: tensor<80x32xf32>) -> (tensor<2x64x16xf32>, tensor<2x64x16xf32>) {
  %0 = cuagent.matmul %q, %k {transpose_rhs = true} : tensor<2x64x32xf32>, tensor<2x80x32xf32> -> tensor<2x64x80xf32>
  %1 = cuagent.add %0, %m : tensor<2x64x80xf32>, tensor<64x80xf32> -> tensor<2x64x80xf32>
  %2 = cuagent.mul_s %1, 0.125 : tensor<2x64x80xf32>
  %3 = cuagent.softmax %2 : tensor<2x64x80xf32>
  %4 = cuagent.matmul %3, %v : tensor<2x64x80xf32>, tensor<2x80x16xf32> -> tensor<2x64x16xf32>
  %5 = cuagent.matmul %q, %ks {transpose_rhs = true} : tensor<2x64x32xf32>, tensor<80x32xf32> -> tensor<2x64x80xf32>
  %6 = cuagent.softmax %5 : tensor<2x64x80xf32>
  %7 = cuagent.matmul %6, %v : tensor<2x64x80xf32>, tensor<2x80x16xf32> -> tensor<2x64x16xf32>
  return %4, %7 : tensor<2x64x16xf32>, tensor<2x64x16xf32>
}
