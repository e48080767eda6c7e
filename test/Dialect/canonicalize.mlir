// Every fold and canonicalization pattern of the dialect, each next to the
// cases it must leave alone because rewriting them would change a result
// bit (signed zeros, rounding, overflow, NaN).
// RUN: cuagent-opt %s -canonicalize -split-input-file | FileCheck %s

//===----------------------------------------------------------------------===//
// Tensor-scalar ops
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @add_s$neg_zero_folds
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>)
// CHECK-NEXT: return %[[X]]
func.func @add_s$neg_zero_folds(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = cuagent.add_s %x, -0.0 : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -0.0 + 0.0 is +0.0, so adding +0.0 is not the identity.
// CHECK-LABEL: func.func @add_s$pos_zero_kept
// CHECK-NEXT: %[[R:.*]] = cuagent.add_s %{{.*}}, 0.000000e+00 : tensor<4xf32>
// CHECK-NEXT: return %[[R]]
func.func @add_s$pos_zero_kept(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = cuagent.add_s %x, 0.0 : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// CHECK-LABEL: func.func @add_s$nonzero_kept
// CHECK-NEXT: cuagent.add_s %{{.*}}, 1.000000e+00 : tensor<4xf32>
func.func @add_s$nonzero_kept(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = cuagent.add_s %x, 1.0 : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @sub_s$pos_zero_folds
// CHECK-SAME: (%[[X:.*]]: tensor<4xf16>)
// CHECK-NEXT: return %[[X]]
func.func @sub_s$pos_zero_folds(%x: tensor<4xf16>) -> tensor<4xf16> {
  %0 = cuagent.sub_s %x, 0.0 : tensor<4xf16>
  return %0 : tensor<4xf16>
}

// x - (-0.0) turns -0.0 into +0.0; it becomes the equally non-trivial
// x + (+0.0).
// CHECK-LABEL: func.func @sub_s$neg_zero_becomes_add_s
// CHECK-SAME: (%[[X:.*]]: tensor<4xf16>)
// CHECK-NEXT: %[[R:.*]] = cuagent.add_s %[[X]], 0.000000e+00 : tensor<4xf16>
// CHECK-NEXT: return %[[R]]
func.func @sub_s$neg_zero_becomes_add_s(%x: tensor<4xf16>) -> tensor<4xf16> {
  %0 = cuagent.sub_s %x, -0.0 : tensor<4xf16>
  return %0 : tensor<4xf16>
}

// CHECK-LABEL: func.func @sub_s$becomes_add_s
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>)
// CHECK-NEXT: %[[A:.*]] = cuagent.add_s %[[X]], -1.500000e+00 : tensor<4xf32>
// CHECK-NEXT: %[[B:.*]] = cuagent.add_s %[[A]], 0xFFF0000000000000 : tensor<4xf32>
// CHECK-NEXT: %[[C:.*]] = cuagent.add_s %[[B]], 0x7FF0000000000000 : tensor<4xf32>
// CHECK-NEXT: return %[[C]]
func.func @sub_s$becomes_add_s(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = cuagent.sub_s %x, 1.5 : tensor<4xf32>
  %1 = cuagent.sub_s %0, 0x7FF0000000000000 : tensor<4xf32>
  %2 = cuagent.sub_s %1, 0xFFF0000000000000 : tensor<4xf32>
  return %2 : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @mul_s$one_folds
// CHECK-SAME: (%[[X:.*]]: tensor<4xbf16>)
// CHECK-NEXT: return %[[X]]
func.func @mul_s$one_folds(%x: tensor<4xbf16>) -> tensor<4xbf16> {
  %0 = cuagent.mul_s %x, 1.0 : tensor<4xbf16>
  return %0 : tensor<4xbf16>
}

// CHECK-LABEL: func.func @mul_s$other_scalars_kept
// CHECK-NEXT: %[[A:.*]] = cuagent.mul_s %{{.*}}, -1.000000e+00
// CHECK-NEXT: %[[B:.*]] = cuagent.mul_s %[[A]], 0.000000e+00
// CHECK-NEXT: %[[C:.*]] = cuagent.mul_s %[[B]], 0x7FF8000000000000
// CHECK-NEXT: return %[[C]]
func.func @mul_s$other_scalars_kept(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = cuagent.mul_s %x, -1.0 : tensor<4xf32>
  %1 = cuagent.mul_s %0, 0.0 : tensor<4xf32>
  %2 = cuagent.mul_s %1, 0x7FF8000000000000 : tensor<4xf32>
  return %2 : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @div_s$one_folds
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>)
// CHECK-NEXT: return %[[X]]
func.func @div_s$one_folds(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = cuagent.div_s %x, 1.0 : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// CHECK-LABEL: func.func @div_s$power_of_two_becomes_mul_s
// CHECK-SAME: (%[[X:.*]]: tensor<4xf16>)
// CHECK-NEXT: %[[A:.*]] = cuagent.mul_s %[[X]], 2.500000e-01
// CHECK-NEXT: %[[B:.*]] = cuagent.mul_s %[[A]], -2.000000e+00
// CHECK-NEXT: %[[C:.*]] = cuagent.mul_s %[[B]], 6.103515625E-5
// CHECK-NEXT: %[[D:.*]] = cuagent.mul_s %[[C]], 1.638400e+04
// CHECK-NEXT: return %[[D]]
func.func @div_s$power_of_two_becomes_mul_s(%x: tensor<4xf16>) -> tensor<4xf16> {
  %0 = cuagent.div_s %x, 4.0 : tensor<4xf16>
  %1 = cuagent.div_s %0, -0.5 : tensor<4xf16>
  // 2^14 and 2^-14: both still normal f16 numbers.
  %2 = cuagent.div_s %1, 16384.0 : tensor<4xf16>
  %3 = cuagent.div_s %2, 6.103515625e-05 : tensor<4xf16>
  return %3 : tensor<4xf16>
}

// Divisors whose reciprocal is inexact or leaves the f16 normal range, and
// zero, infinity and NaN, all stay divisions.
// CHECK-LABEL: func.func @div_s$other_divisors_kept
// CHECK-NEXT: cuagent.div_s %{{.*}}, 3.000000e+00
// CHECK-NEXT: cuagent.div_s %{{.*}}, 3.276800e+04
// CHECK-NEXT: cuagent.div_s %{{.*}}, 3.0517578125E-5
// CHECK-NEXT: cuagent.div_s %{{.*}}, 0.000000e+00
// CHECK-NEXT: cuagent.div_s %{{.*}}, -0.000000e+00
// CHECK-NEXT: cuagent.div_s %{{.*}}, 0x7FF0000000000000
// CHECK-NEXT: cuagent.div_s %{{.*}}, 0x7FF8000000000000
// CHECK-NEXT: return
func.func @div_s$other_divisors_kept(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = cuagent.div_s %x, 3.0 : tensor<4xf32>
  %1 = cuagent.div_s %0, 32768.0 : tensor<4xf32>
  %2 = cuagent.div_s %1, 3.0517578125e-05 : tensor<4xf32>
  %3 = cuagent.div_s %2, 0.0 : tensor<4xf32>
  %4 = cuagent.div_s %3, -0.0 : tensor<4xf32>
  %5 = cuagent.div_s %4, 0x7FF0000000000000 : tensor<4xf32>
  %6 = cuagent.div_s %5, 0x7FF8000000000000 : tensor<4xf32>
  return %6 : tensor<4xf32>
}

//===----------------------------------------------------------------------===//
// Binary ops
//===----------------------------------------------------------------------===//

// -----

// CHECK-LABEL: func.func @add$self_becomes_mul_s
// CHECK-SAME: (%[[X:.*]]: tensor<4x8xf32>)
// CHECK-NEXT: %[[R:.*]] = cuagent.mul_s %[[X]], 2.000000e+00 : tensor<4x8xf32>
// CHECK-NEXT: return %[[R]]
func.func @add$self_becomes_mul_s(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = cuagent.add %x, %x : tensor<4x8xf32>, tensor<4x8xf32> -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// CHECK-LABEL: func.func @add$distinct_operands_kept
// CHECK-NEXT: cuagent.add %{{.*}}, %{{.*}} : tensor<4x8xf32>, tensor<4x8xf32> -> tensor<4x8xf32>
func.func @add$distinct_operands_kept(%x: tensor<4x8xf32>, %y: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = cuagent.add %x, %y : tensor<4x8xf32>, tensor<4x8xf32> -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// x - x is NaN for infinite x, and x * x, x / x have no exact rewrite.
// CHECK-LABEL: func.func @binary$self_operands_kept
// CHECK-NEXT: cuagent.sub %[[X:.*]], %[[X]]
// CHECK-NEXT: cuagent.mul %[[X]], %[[X]]
// CHECK-NEXT: cuagent.div %[[X]], %[[X]]
func.func @binary$self_operands_kept(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %0 = cuagent.sub %x, %x : tensor<4xf32>, tensor<4xf32> -> tensor<4xf32>
  %1 = cuagent.mul %x, %x : tensor<4xf32>, tensor<4xf32> -> tensor<4xf32>
  %2 = cuagent.div %x, %x : tensor<4xf32>, tensor<4xf32> -> tensor<4xf32>
  return %0, %1, %2 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}

//===----------------------------------------------------------------------===//
// Activations
//===----------------------------------------------------------------------===//

// -----

// CHECK-LABEL: func.func @relu$idempotent
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>)
// CHECK-NEXT: %[[R:.*]] = cuagent.relu %[[X]] : tensor<4xf32>
// CHECK-NEXT: return %[[R]]
func.func @relu$idempotent(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = cuagent.relu %x : tensor<4xf32>
  %1 = cuagent.relu %0 : tensor<4xf32>
  %2 = cuagent.relu %1 : tensor<4xf32>
  return %2 : tensor<4xf32>
}

// CHECK-LABEL: func.func @relu$of_other_op_kept
// CHECK-NEXT: cuagent.tanh
// CHECK-NEXT: cuagent.relu
func.func @relu$of_other_op_kept(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = cuagent.tanh %x : tensor<4xf32>
  %1 = cuagent.relu %0 : tensor<4xf32>
  return %1 : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @clamp$nested_merge
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>)
// CHECK-NEXT: %[[R:.*]] = cuagent.clamp %[[X]] min 1.000000e+00 max 6.000000e+00
// CHECK-NEXT: return %[[R]]
func.func @clamp$nested_merge(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = cuagent.clamp %x min 0.0 max 6.0 : tensor<4xf32>
  %1 = cuagent.clamp %0 min 1.0 max 10.0 : tensor<4xf32>
  return %1 : tensor<4xf32>
}

// CHECK-LABEL: func.func @clamp$one_sided_merge
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>)
// CHECK-NEXT: %[[A:.*]] = cuagent.clamp %[[X]] min 0.000000e+00 max 6.000000e+00
// CHECK-NEXT: %[[B:.*]] = cuagent.clamp %[[X]] min 2.000000e+00 :
// CHECK-NEXT: %[[C:.*]] = cuagent.clamp %[[X]] max -1.000000e+00 :
// CHECK-NEXT: return %[[A]], %[[B]], %[[C]]
func.func @clamp$one_sided_merge(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %0 = cuagent.clamp %x min 0.0 : tensor<4xf32>
  %1 = cuagent.clamp %0 max 6.0 : tensor<4xf32>
  %2 = cuagent.clamp %x min -1.0 : tensor<4xf32>
  %3 = cuagent.clamp %2 min 2.0 : tensor<4xf32>
  %4 = cuagent.clamp %x max 3.0 : tensor<4xf32>
  %5 = cuagent.clamp %4 max -1.0 : tensor<4xf32>
  return %1, %3, %5 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}

// Ranges that meet in one point merge into that point.
// CHECK-LABEL: func.func @clamp$touching_ranges_merge
// CHECK-NEXT: cuagent.clamp %{{.*}} min 5.000000e+00 max 5.000000e+00
// CHECK-NEXT: return
func.func @clamp$touching_ranges_merge(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = cuagent.clamp %x min 0.0 max 5.0 : tensor<4xf32>
  %1 = cuagent.clamp %0 min 5.0 max 7.0 : tensor<4xf32>
  return %1 : tensor<4xf32>
}

// The inner clamp stays for its other user; the outer one still merges.
// CHECK-LABEL: func.func @clamp$inner_with_other_use
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>)
// CHECK-DAG: %[[IN:.*]] = cuagent.clamp %[[X]] min 0.000000e+00 max 6.000000e+00
// CHECK-DAG: %[[OUT:.*]] = cuagent.clamp %[[X]] min 0.000000e+00 max 3.000000e+00
// CHECK: return %[[IN]], %[[OUT]]
func.func @clamp$inner_with_other_use(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %0 = cuagent.clamp %x min 0.0 max 6.0 : tensor<4xf32>
  %1 = cuagent.clamp %0 max 3.0 : tensor<4xf32>
  return %0, %1 : tensor<4xf32>, tensor<4xf32>
}

// Disjoint ranges make a constant tensor, which has no op to fold into.
// CHECK-LABEL: func.func @clamp$disjoint_kept
// CHECK-NEXT: %[[A:.*]] = cuagent.clamp %{{.*}} min 0.000000e+00 max 1.000000e+00
// CHECK-NEXT: cuagent.clamp %[[A]] min 2.000000e+00 max 3.000000e+00
func.func @clamp$disjoint_kept(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = cuagent.clamp %x min 0.0 max 1.0 : tensor<4xf32>
  %1 = cuagent.clamp %0 min 2.0 max 3.0 : tensor<4xf32>
  return %1 : tensor<4xf32>
}

// Bounds of +0.0 and -0.0 compare equal, but which zero comes out of the
// nested clamps is up to codegen's comparisons.
// CHECK-LABEL: func.func @clamp$mixed_zero_signs_kept
// CHECK-NEXT: %[[A:.*]] = cuagent.clamp %{{.*}} max -0.000000e+00
// CHECK-NEXT: cuagent.clamp %[[A]] min 0.000000e+00
func.func @clamp$mixed_zero_signs_kept(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = cuagent.clamp %x max -0.0 : tensor<4xf32>
  %1 = cuagent.clamp %0 min 0.0 : tensor<4xf32>
  return %1 : tensor<4xf32>
}

//===----------------------------------------------------------------------===//
// Reductions and softmax
//===----------------------------------------------------------------------===//

// -----

// CHECK-LABEL: func.func @reduce$keepdim_unit_row_folds
// CHECK-SAME: (%[[X:.*]]: tensor<4x1xf32>)
// CHECK-NEXT: return %[[X]], %[[X]], %[[X]]
func.func @reduce$keepdim_unit_row_folds(%x: tensor<4x1xf32>) -> (tensor<4x1xf32>, tensor<4x1xf32>, tensor<4x1xf32>) {
  %0 = cuagent.sum %x {keepdim = true} : tensor<4x1xf32> -> tensor<4x1xf32>
  %1 = cuagent.mean %x {keepdim = true} : tensor<4x1xf32> -> tensor<4x1xf32>
  %2 = cuagent.amax %x {keepdim = true} : tensor<4x1xf32> -> tensor<4x1xf32>
  return %0, %1, %2 : tensor<4x1xf32>, tensor<4x1xf32>, tensor<4x1xf32>
}

// CHECK-LABEL: func.func @reduce$rank1_unit_row_folds
// CHECK-SAME: (%[[X:.*]]: tensor<1xbf16>)
// CHECK-NEXT: return %[[X]]
func.func @reduce$rank1_unit_row_folds(%x: tensor<1xbf16>) -> tensor<1xbf16> {
  %0 = cuagent.sum %x {keepdim = true} : tensor<1xbf16> -> tensor<1xbf16>
  return %0 : tensor<1xbf16>
}

// Without keepdim the shape changes, which no fold can express.
// CHECK-LABEL: func.func @reduce$no_keepdim_kept
// CHECK-NEXT: cuagent.sum %{{.*}} : tensor<4x1xf32> -> tensor<4xf32>
// CHECK-NEXT: cuagent.mean %{{.*}} : tensor<4x1xf32> -> tensor<4xf32>
// CHECK-NEXT: cuagent.amax %{{.*}} : tensor<4x1xf32> -> tensor<4xf32>
func.func @reduce$no_keepdim_kept(%x: tensor<4x1xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %0 = cuagent.sum %x : tensor<4x1xf32> -> tensor<4xf32>
  %1 = cuagent.mean %x : tensor<4x1xf32> -> tensor<4xf32>
  %2 = cuagent.amax %x : tensor<4x1xf32> -> tensor<4xf32>
  return %0, %1, %2 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}

// CHECK-LABEL: func.func @reduce$wide_row_kept
// CHECK-NEXT: cuagent.sum %{{.*}} {keepdim = true} : tensor<1x4xf32> -> tensor<1x1xf32>
func.func @reduce$wide_row_kept(%x: tensor<1x4xf32>) -> tensor<1x1xf32> {
  %0 = cuagent.sum %x {keepdim = true} : tensor<1x4xf32> -> tensor<1x1xf32>
  return %0 : tensor<1x1xf32>
}

// -----

// A zero shift only changes -0.0 to +0.0, which exp() does not see.
// CHECK-LABEL: func.func @softmax$zero_shift_dropped
// CHECK-SAME: (%[[X:.*]]: tensor<2x8xf32>)
// CHECK-NEXT: %[[A:.*]] = cuagent.softmax %[[X]] : tensor<2x8xf32>
// CHECK-NEXT: %[[B:.*]] = cuagent.softmax %[[X]] : tensor<2x8xf32>
// CHECK-NEXT: return %[[A]], %[[B]]
func.func @softmax$zero_shift_dropped(%x: tensor<2x8xf32>) -> (tensor<2x8xf32>, tensor<2x8xf32>) {
  %0 = cuagent.add_s %x, 0.0 : tensor<2x8xf32>
  %1 = cuagent.softmax %0 : tensor<2x8xf32>
  %2 = cuagent.sub_s %x, -0.0 : tensor<2x8xf32>
  %3 = cuagent.softmax %2 : tensor<2x8xf32>
  return %1, %3 : tensor<2x8xf32>, tensor<2x8xf32>
}

// Softmax is shift-invariant only over the reals: x + c rounds per element
// and can overflow, and an infinite c gives NaN.
// CHECK-LABEL: func.func @softmax$nonzero_shift_kept
// CHECK-NEXT: %[[A:.*]] = cuagent.add_s %{{.*}}, 1.000000e+00
// CHECK-NEXT: cuagent.softmax %[[A]]
// CHECK-NEXT: %[[B:.*]] = cuagent.add_s %{{.*}}, 0x7FF0000000000000
// CHECK-NEXT: cuagent.softmax %[[B]]
func.func @softmax$nonzero_shift_kept(%x: tensor<2x8xf32>) -> (tensor<2x8xf32>, tensor<2x8xf32>) {
  %0 = cuagent.add_s %x, 1.0 : tensor<2x8xf32>
  %1 = cuagent.softmax %0 : tensor<2x8xf32>
  %2 = cuagent.add_s %x, 0x7FF0000000000000 : tensor<2x8xf32>
  %3 = cuagent.softmax %2 : tensor<2x8xf32>
  return %1, %3 : tensor<2x8xf32>, tensor<2x8xf32>
}

// A one-element row is left to codegen (it is 1.0 except for NaN and inf).
// CHECK-LABEL: func.func @softmax$unit_row_kept
// CHECK-NEXT: cuagent.softmax %{{.*}} : tensor<4x1xf32>
func.func @softmax$unit_row_kept(%x: tensor<4x1xf32>) -> tensor<4x1xf32> {
  %0 = cuagent.softmax %x : tensor<4x1xf32>
  return %0 : tensor<4x1xf32>
}

// -----

// max_dim / min_dim whose indices are unused reduce the values only.
// CHECK-LABEL: func.func @max_dim$values_only
// CHECK-NEXT: %[[A:.*]] = cuagent.amax %{{.*}} {dims = array<i64: 1>, keepdim = true} : tensor<2x3x4xf32> -> tensor<2x1x4xf32>
// CHECK-NEXT: %[[B:.*]] = cuagent.amin %{{.*}} {dims = array<i64: 2>} : tensor<2x3x4xf32> -> tensor<2x3xf32>
// CHECK-NEXT: return %[[A]], %[[B]]
func.func @max_dim$values_only(%x: tensor<2x3x4xf32>) -> (tensor<2x1x4xf32>, tensor<2x3xf32>) {
  %0:2 = cuagent.max_dim %x {dims = array<i64: 1>, keepdim = true} : tensor<2x3x4xf32> -> tensor<2x1x4xf32>, tensor<2x1x4xi64>
  %1:2 = cuagent.min_dim %x {dims = array<i64: 2>} : tensor<2x3x4xf32> -> tensor<2x3xf32>, tensor<2x3xi64>
  return %0#0, %1#0 : tensor<2x1x4xf32>, tensor<2x3xf32>
}

// -----

// Where the indices are read, the op stays.
// CHECK-LABEL: func.func @max_dim$indices_used
// CHECK-NEXT: cuagent.max_dim
func.func @max_dim$indices_used(%x: tensor<2x3x4xf32>) -> (tensor<2x3xf32>, tensor<2x3xi64>) {
  %0:2 = cuagent.max_dim %x {dims = array<i64: 2>} : tensor<2x3x4xf32> -> tensor<2x3xf32>, tensor<2x3xi64>
  return %0#0, %0#1 : tensor<2x3xf32>, tensor<2x3xi64>
}

// An expand read by a broadcasting elementwise op is its input; a
// one-operand op of an expand is the expand of that op (once per element of
// the input). An expand a non-broadcasting reader needs (the result would
// shrink) stays.
// CHECK-LABEL: func.func @expand$into_broadcast
// CHECK: %[[S:.*]] = cuagent.sqrt %arg1 : tensor<8x1xf32>
// CHECK-NEXT: %[[D:.*]] = cuagent.div %arg0, %[[S]] : tensor<8x16xf32>, tensor<8x1xf32> -> tensor<8x16xf32>
// CHECK-NEXT: return %[[D]]
func.func @expand$into_broadcast(%x: tensor<8x16xf32>, %n: tensor<8x1xf32>) -> tensor<8x16xf32> {
  %0 = cuagent.expand %n {shape = array<i64: 8, 16>} : tensor<8x1xf32> -> tensor<8x16xf32>
  %1 = cuagent.sqrt %0 : tensor<8x16xf32>
  %2 = cuagent.div %x, %1 : tensor<8x16xf32>, tensor<8x16xf32> -> tensor<8x16xf32>
  return %2 : tensor<8x16xf32>
}

// CHECK-LABEL: func.func @expand$kept_where_it_shapes_the_result
// CHECK: %[[E:.*]] = cuagent.expand
// CHECK-NEXT: cuagent.add %arg0, %[[E]]
func.func @expand$kept_where_it_shapes_the_result(%x: tensor<16xf32>, %n: tensor<1x1xf32>) -> tensor<8x16xf32> {
  %0 = cuagent.expand %n {shape = array<i64: 8, 16>} : tensor<1x1xf32> -> tensor<8x16xf32>
  %1 = cuagent.add %x, %0 : tensor<16xf32>, tensor<8x16xf32> -> tensor<8x16xf32>
  return %1 : tensor<8x16xf32>
}

// pow(x, 2) is x * x and pow(x, 3) is (x * x) * x, as ATen computes them;
// other exponents keep powf.
// CHECK-LABEL: func.func @pow$square_and_cube_become_mul
// CHECK-NEXT: %[[S:.*]] = cuagent.mul %arg0, %arg0 : tensor<4xf32>, tensor<4xf32> -> tensor<4xf32>
// CHECK-NEXT: %[[S3:.*]] = cuagent.mul %arg0, %arg0 : tensor<4xf32>, tensor<4xf32> -> tensor<4xf32>
// CHECK-NEXT: %[[C:.*]] = cuagent.mul %[[S3]], %arg0 : tensor<4xf32>, tensor<4xf32> -> tensor<4xf32>
// CHECK-NEXT: %[[Q:.*]] = cuagent.pow %arg0 {exponent = 4.000000e+00 : f64} : tensor<4xf32>
// CHECK-NEXT: return %[[S]], %[[C]], %[[Q]]
func.func @pow$square_and_cube_become_mul(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %0 = cuagent.pow %x {exponent = 2.0 : f64} : tensor<4xf32>
  %1 = cuagent.pow %x {exponent = 3.0 : f64} : tensor<4xf32>
  %2 = cuagent.pow %x {exponent = 4.0 : f64} : tensor<4xf32>
  return %0, %1, %2 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}
