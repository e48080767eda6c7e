// RUN: cuagent-opt --pass-pipeline='builtin.module(func.func(cuagent-reassociate-matmuls))' --split-input-file %s | FileCheck %s

// A linear to a wide hidden size, then a matmul back to a narrow one:
// (x W^T + b) y = x (W^T y) + b y. 1.57M multiply-adds become 0.3M; the
// bias becomes the row b y, the new GEMM's bias.
// CHECK-LABEL: func.func @linear_then_matmul
// CHECK-NEXT: %[[WY:.*]] = cuagent.matmul %arg1, %arg3 {transpose_lhs = true} : tensor<512x32xf32>, tensor<512x16xf32> -> tensor<32x16xf32>
// CHECK-NEXT: %[[BY:.*]] = cuagent.matmul %arg2, %arg3 : tensor<512xf32>, tensor<512x16xf32> -> tensor<16xf32>
// CHECK-NEXT: %[[R:.*]] = cuagent.matmul %arg0, %[[WY]], %[[BY]] : tensor<64x32xf32>, tensor<32x16xf32>, tensor<16xf32> -> tensor<64x16xf32>
// CHECK-NEXT: return %[[R]]
func.func @linear_then_matmul(%x: tensor<64x32xf32>, %w: tensor<512x32xf32>, %b: tensor<512xf32>, %y: tensor<512x16xf32>) -> tensor<64x16xf32> {
  %0 = cuagent.matmul %x, %w, %b {transpose_rhs = true} : tensor<64x32xf32>, tensor<512x32xf32>, tensor<512xf32> -> tensor<64x512xf32>
  %1 = cuagent.matmul %0, %y : tensor<64x512xf32>, tensor<512x16xf32> -> tensor<64x16xf32>
  return %1 : tensor<64x16xf32>
}

// -----

// Two linears, both with a bias, a scale between them: the scale moves onto
// the weight product and the bias row, and the outer bias is added to the
// row: x (s W1^T W2^T) + ((s b1) W2^T + b2).
// CHECK-LABEL: func.func @linear_scale_linear
// CHECK-NEXT: %[[W:.*]] = cuagent.matmul %arg1, %arg3 {transpose_lhs = true, transpose_rhs = true} : tensor<256x8xf32>, tensor<4x256xf32> -> tensor<8x4xf32>
// CHECK-NEXT: %[[BS:.*]] = cuagent.div_s %arg2, 2.000000e+00 : tensor<256xf32>
// CHECK-NEXT: %[[BW:.*]] = cuagent.matmul %[[BS]], %arg3 {transpose_rhs = true} : tensor<256xf32>, tensor<4x256xf32> -> tensor<4xf32>
// CHECK-NEXT: %[[B:.*]] = cuagent.add %[[BW]], %arg4
// CHECK-NEXT: %[[WS:.*]] = cuagent.div_s %[[W]], 2.000000e+00
// CHECK-NEXT: %[[R:.*]] = cuagent.matmul %arg0, %[[WS]], %[[B]] : tensor<128x8xf32>, tensor<8x4xf32>, tensor<4xf32> -> tensor<128x4xf32>
// CHECK-NEXT: return %[[R]]
func.func @linear_scale_linear(%x: tensor<128x8xf32>, %w1: tensor<256x8xf32>, %b1: tensor<256xf32>, %w2: tensor<4x256xf32>, %b2: tensor<4xf32>) -> tensor<128x4xf32> {
  %0 = cuagent.matmul %x, %w1, %b1 {transpose_rhs = true} : tensor<128x8xf32>, tensor<256x8xf32>, tensor<256xf32> -> tensor<128x256xf32>
  %1 = cuagent.div_s %0, 2.000000e+00 : tensor<128x256xf32>
  %2 = cuagent.matmul %1, %w2, %b2 {transpose_rhs = true} : tensor<128x256xf32>, tensor<4x256xf32>, tensor<4xf32> -> tensor<128x4xf32>
  return %2 : tensor<128x4xf32>
}

// -----

// A scalar shift between the two: (x W^T + 1) * 2 y = x (W^T y * 2) +
// 2 colsum(y); the shift times the steps after it is the coefficient of y's
// column sums (its dim 0).
// CHECK-LABEL: func.func @shift_without_bias
// CHECK-NEXT: %[[WY:.*]] = cuagent.matmul %arg1, %arg2 {transpose_lhs = true} : tensor<512x32xf32>, tensor<512x16xf32> -> tensor<32x16xf32>
// CHECK-NEXT: %[[S:.*]] = cuagent.sum %arg2 {dims = array<i64: 0>} : tensor<512x16xf32> -> tensor<16xf32>
// CHECK-NEXT: %[[R:.*]] = cuagent.mul_s %[[S]], 2.000000e+00
// CHECK-NEXT: %[[WS:.*]] = cuagent.mul_s %[[WY]], 2.000000e+00
// CHECK-NEXT: cuagent.matmul %arg0, %[[WS]], %[[R]] : tensor<64x32xf32>, tensor<32x16xf32>, tensor<16xf32> -> tensor<64x16xf32>
func.func @shift_without_bias(%x: tensor<64x32xf32>, %w: tensor<512x32xf32>, %y: tensor<512x16xf32>) -> tensor<64x16xf32> {
  %0 = cuagent.matmul %x, %w {transpose_rhs = true} : tensor<64x32xf32>, tensor<512x32xf32> -> tensor<64x512xf32>
  %1 = cuagent.add_s %0, 1.000000e+00 : tensor<64x512xf32>
  %2 = cuagent.mul_s %1, 2.000000e+00 : tensor<64x512xf32>
  %3 = cuagent.matmul %2, %y : tensor<64x512xf32>, tensor<512x16xf32> -> tensor<64x16xf32>
  return %3 : tensor<64x16xf32>
}

// -----

// The same through a linear (weight [P, N] read transposed): the column sums
// of W2^T run over the stored dim 1.
// CHECK-LABEL: func.func @shift_then_linear
// CHECK: cuagent.sum %arg2 {dims = array<i64: 1>} : tensor<16x512xf32> -> tensor<16xf32>
// CHECK-NEXT: cuagent.mul_s {{.*}}, -2.500000e-01
func.func @shift_then_linear(%x: tensor<64x32xf32>, %w: tensor<512x32xf32>, %w2: tensor<16x512xf32>) -> tensor<64x16xf32> {
  %0 = cuagent.matmul %x, %w {transpose_rhs = true} : tensor<64x32xf32>, tensor<512x32xf32> -> tensor<64x512xf32>
  %1 = cuagent.sub_s %0, 1.000000e+00 : tensor<64x512xf32>
  %2 = cuagent.div_s %1, 4.000000e+00 : tensor<64x512xf32>
  %3 = cuagent.matmul %2, %w2 {transpose_rhs = true} : tensor<64x512xf32>, tensor<16x512xf32> -> tensor<64x16xf32>
  return %3 : tensor<64x16xf32>
}

// -----

// A shift and a bias, the outer weight read transposed (a linear): every
// step runs on the bias row, only the multiply on the weight product.
// CHECK-LABEL: func.func @shift_with_bias
// CHECK-NEXT: %[[W:.*]] = cuagent.matmul %arg1, %arg3 {transpose_lhs = true, transpose_rhs = true}
// CHECK-NEXT: %[[B1:.*]] = cuagent.add_s %arg2, -5.000000e-01 : tensor<512xf32>
// CHECK-NEXT: %[[B2:.*]] = cuagent.mul_s %[[B1]], 3.000000e+00 : tensor<512xf32>
// CHECK-NEXT: %[[ROW:.*]] = cuagent.matmul %[[B2]], %arg3 {transpose_rhs = true} : tensor<512xf32>, tensor<16x512xf32> -> tensor<16xf32>
// CHECK-NEXT: %[[WS:.*]] = cuagent.mul_s %[[W]], 3.000000e+00
// CHECK-NEXT: cuagent.matmul %arg0, %[[WS]], %[[ROW]]
func.func @shift_with_bias(%x: tensor<64x32xf32>, %w: tensor<512x32xf32>, %b: tensor<512xf32>, %w2: tensor<16x512xf32>) -> tensor<64x16xf32> {
  %0 = cuagent.matmul %x, %w, %b {transpose_rhs = true} : tensor<64x32xf32>, tensor<512x32xf32>, tensor<512xf32> -> tensor<64x512xf32>
  %1 = cuagent.add_s %0, -5.000000e-01 : tensor<64x512xf32>
  %2 = cuagent.mul_s %1, 3.000000e+00 : tensor<64x512xf32>
  %3 = cuagent.matmul %2, %w2 {transpose_rhs = true} : tensor<64x512xf32>, tensor<16x512xf32> -> tensor<64x16xf32>
  return %3 : tensor<64x16xf32>
}

// -----

// q k^T * scale, then v, without a softmax: q (k^T v) * scale, batched. The
// scale moves onto the 16 x 16 product.
// CHECK-LABEL: func.func @scores_times_values
// CHECK-NEXT: %[[KV:.*]] = cuagent.matmul %arg1, %arg2 {transpose_lhs = true} : tensor<4x256x16xf32>, tensor<4x256x16xf32> -> tensor<4x16x16xf32>
// CHECK-NEXT: %[[S:.*]] = cuagent.mul_s %[[KV]], 2.500000e-01
// CHECK-NEXT: %[[R:.*]] = cuagent.matmul %arg0, %[[S]] : tensor<4x256x16xf32>, tensor<4x16x16xf32> -> tensor<4x256x16xf32>
// CHECK-NEXT: return %[[R]]
func.func @scores_times_values(%q: tensor<4x256x16xf32>, %k: tensor<4x256x16xf32>, %v: tensor<4x256x16xf32>) -> tensor<4x256x16xf32> {
  %0 = cuagent.matmul %q, %k {transpose_rhs = true} : tensor<4x256x16xf32>, tensor<4x256x16xf32> -> tensor<4x256x256xf32>
  %1 = cuagent.mul_s %0, 2.500000e-01 : tensor<4x256x256xf32>
  %2 = cuagent.matmul %1, %v : tensor<4x256x256xf32>, tensor<4x256x16xf32> -> tensor<4x256x16xf32>
  return %2 : tensor<4x256x16xf32>
}

// -----

// The product on the right: c (a b) = (c a) b, a shared (unbatched) c, the
// outer bias kept.
// CHECK-LABEL: func.func @product_on_the_right
// CHECK-NEXT: %[[CA:.*]] = cuagent.matmul %arg2, %arg0 : tensor<16x512xf32>, tensor<2x512x8xf32> -> tensor<2x16x8xf32>
// CHECK-NEXT: %[[R:.*]] = cuagent.matmul %[[CA]], %arg1, %arg3 : tensor<2x16x8xf32>, tensor<2x8x512xf32>, tensor<512xf32> -> tensor<2x16x512xf32>
// CHECK-NEXT: return %[[R]]
func.func @product_on_the_right(%a: tensor<2x512x8xf32>, %b: tensor<2x8x512xf32>, %c: tensor<16x512xf32>, %bias: tensor<512xf32>) -> tensor<2x16x512xf32> {
  %0 = cuagent.matmul %a, %b : tensor<2x512x8xf32>, tensor<2x8x512xf32> -> tensor<2x512x512xf32>
  %1 = cuagent.matmul %c, %0, %bias : tensor<16x512xf32>, tensor<2x512x512xf32>, tensor<512xf32> -> tensor<2x16x512xf32>
  return %1 : tensor<2x16x512xf32>
}

// -----

// A chain of three where each rewrite pays: x W1 W2 W3 with wide hidden
// sizes and narrow ends becomes x ((W1 W2) W3)-like products of the small
// sides; no matmul of the wide intermediate is left.
// CHECK-LABEL: func.func @chain_of_three
// CHECK-NOT: tensor<64x1024xf32>
// CHECK: return
func.func @chain_of_three(%x: tensor<64x8xf32>, %w1: tensor<8x1024xf32>, %w2: tensor<1024x1024xf32>, %w3: tensor<1024x8xf32>) -> tensor<64x8xf32> {
  %0 = cuagent.matmul %x, %w1 : tensor<64x8xf32>, tensor<8x1024xf32> -> tensor<64x1024xf32>
  %1 = cuagent.matmul %0, %w2 : tensor<64x1024xf32>, tensor<1024x1024xf32> -> tensor<64x1024xf32>
  %2 = cuagent.matmul %1, %w3 : tensor<64x1024xf32>, tensor<1024x8xf32> -> tensor<64x8xf32>
  return %2 : tensor<64x8xf32>
}

// -----

// Must not fire: the other order costs the same (square chain).
// CHECK-LABEL: func.func @square_chain
// CHECK-NEXT: cuagent.matmul %arg0, %arg1
// CHECK-NEXT: cuagent.matmul
func.func @square_chain(%a: tensor<64x64xf32>, %b: tensor<64x64xf32>, %c: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %0 = cuagent.matmul %a, %b : tensor<64x64xf32>, tensor<64x64xf32> -> tensor<64x64xf32>
  %1 = cuagent.matmul %0, %c : tensor<64x64xf32>, tensor<64x64xf32> -> tensor<64x64xf32>
  return %1 : tensor<64x64xf32>
}

// -----

// Must not fire: the inner product has another user (it stays computed),
// or a non-scalar op stands between the two.
// CHECK-LABEL: func.func @inner_used_twice
// CHECK-NEXT: %[[P:.*]] = cuagent.matmul %arg0, %arg1 {transpose_rhs = true}
// CHECK-NEXT: cuagent.matmul %[[P]], %arg2
// CHECK-LABEL: func.func @relu_between
// CHECK-NEXT: %[[P:.*]] = cuagent.matmul %arg0, %arg1 {transpose_rhs = true}
// CHECK-NEXT: %[[R:.*]] = cuagent.relu %[[P]]
// CHECK-NEXT: cuagent.matmul %[[R]], %arg2
func.func @inner_used_twice(%x: tensor<64x32xf32>, %w: tensor<512x32xf32>, %y: tensor<512x16xf32>) -> (tensor<64x16xf32>, tensor<64x512xf32>) {
  %0 = cuagent.matmul %x, %w {transpose_rhs = true} : tensor<64x32xf32>, tensor<512x32xf32> -> tensor<64x512xf32>
  %1 = cuagent.matmul %0, %y : tensor<64x512xf32>, tensor<512x16xf32> -> tensor<64x16xf32>
  return %1, %0 : tensor<64x16xf32>, tensor<64x512xf32>
}
func.func @relu_between(%x: tensor<64x32xf32>, %w: tensor<512x32xf32>, %y: tensor<512x16xf32>) -> tensor<64x16xf32> {
  %0 = cuagent.matmul %x, %w {transpose_rhs = true} : tensor<64x32xf32>, tensor<512x32xf32> -> tensor<64x512xf32>
  %1 = cuagent.relu %0 : tensor<64x512xf32>
  %2 = cuagent.matmul %1, %y : tensor<64x512xf32>, tensor<512x16xf32> -> tensor<64x16xf32>
  return %2 : tensor<64x16xf32>
}

// -----

// Must not fire: an inner bias or a shift on the right side (c (a b + b1)
// adds an outer product, not a bias row), f16 (the new intermediate could
// overflow), and a transposed use of the inner product.
// CHECK-LABEL: func.func @right_with_shift
// CHECK-NEXT: cuagent.matmul %arg0, %arg1 :
// CHECK-NEXT: cuagent.add_s
// CHECK-LABEL: func.func @right_with_inner_bias
// CHECK-NEXT: cuagent.matmul %arg0, %arg1, %arg3
// CHECK-LABEL: func.func @half_precision
// CHECK-NEXT: cuagent.matmul %arg0, %arg1 {transpose_rhs = true}
// CHECK-LABEL: func.func @inner_read_transposed
// CHECK-NEXT: cuagent.matmul %arg0, %arg1 {transpose_rhs = true}
func.func @right_with_shift(%a: tensor<512x8xf32>, %b: tensor<8x512xf32>, %c: tensor<16x512xf32>) -> tensor<16x512xf32> {
  %0 = cuagent.matmul %a, %b : tensor<512x8xf32>, tensor<8x512xf32> -> tensor<512x512xf32>
  %1 = cuagent.add_s %0, 1.000000e+00 : tensor<512x512xf32>
  %2 = cuagent.matmul %c, %1 : tensor<16x512xf32>, tensor<512x512xf32> -> tensor<16x512xf32>
  return %2 : tensor<16x512xf32>
}
func.func @right_with_inner_bias(%a: tensor<512x8xf32>, %b: tensor<8x512xf32>, %c: tensor<16x512xf32>, %b1: tensor<512xf32>) -> tensor<16x512xf32> {
  %0 = cuagent.matmul %a, %b, %b1 : tensor<512x8xf32>, tensor<8x512xf32>, tensor<512xf32> -> tensor<512x512xf32>
  %1 = cuagent.matmul %c, %0 : tensor<16x512xf32>, tensor<512x512xf32> -> tensor<16x512xf32>
  return %1 : tensor<16x512xf32>
}
func.func @half_precision(%x: tensor<64x32xf16>, %w: tensor<512x32xf16>, %y: tensor<512x16xf16>) -> tensor<64x16xf16> {
  %0 = cuagent.matmul %x, %w {transpose_rhs = true} : tensor<64x32xf16>, tensor<512x32xf16> -> tensor<64x512xf16>
  %1 = cuagent.matmul %0, %y : tensor<64x512xf16>, tensor<512x16xf16> -> tensor<64x16xf16>
  return %1 : tensor<64x16xf16>
}
func.func @inner_read_transposed(%x: tensor<64x32xf32>, %w: tensor<512x32xf32>, %y: tensor<64x16xf32>) -> tensor<512x16xf32> {
  %0 = cuagent.matmul %x, %w {transpose_rhs = true} : tensor<64x32xf32>, tensor<512x32xf32> -> tensor<64x512xf32>
  %1 = cuagent.matmul %0, %y {transpose_lhs = true} : tensor<64x512xf32>, tensor<64x16xf32> -> tensor<512x16xf32>
  return %1 : tensor<512x16xf32>
}

// -----

// Must not fire: a folded scale (alpha other than 1) on either product (the
// worker folds scales after this pass).
// CHECK-LABEL: func.func @inner_alpha
// CHECK-NEXT: cuagent.matmul %arg0, %arg1 {alpha = 5.000000e-01 : f64, transpose_rhs = true} : tensor<64x32xf32>, tensor<512x32xf32> -> tensor<64x512xf32>
// CHECK-NEXT: cuagent.matmul
// CHECK-LABEL: func.func @outer_alpha
// CHECK-NEXT: cuagent.matmul %arg0, %arg1 {transpose_rhs = true} : tensor<64x32xf32>, tensor<512x32xf32> -> tensor<64x512xf32>
// CHECK-NEXT: cuagent.matmul {{.*}}alpha = 2.000000e+00 : f64
func.func @inner_alpha(%x: tensor<64x32xf32>, %w: tensor<512x32xf32>, %y: tensor<512x16xf32>) -> tensor<64x16xf32> {
  %0 = cuagent.matmul %x, %w {alpha = 5.000000e-01 : f64, transpose_rhs = true} : tensor<64x32xf32>, tensor<512x32xf32> -> tensor<64x512xf32>
  %1 = cuagent.matmul %0, %y : tensor<64x512xf32>, tensor<512x16xf32> -> tensor<64x16xf32>
  return %1 : tensor<64x16xf32>
}
func.func @outer_alpha(%x: tensor<64x32xf32>, %w: tensor<512x32xf32>, %y: tensor<512x16xf32>) -> tensor<64x16xf32> {
  %0 = cuagent.matmul %x, %w {transpose_rhs = true} : tensor<64x32xf32>, tensor<512x32xf32> -> tensor<64x512xf32>
  %1 = cuagent.matmul %0, %y {alpha = 2.000000e+00 : f64} : tensor<64x512xf32>, tensor<512x16xf32> -> tensor<64x16xf32>
  return %1 : tensor<64x16xf32>
}
