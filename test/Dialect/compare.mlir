// Comparisons, predicates, boolean logic, where and masked_fill: bool (i1)
// results and operands parse, verify and print back (custom and generic).
// RUN: cuagent-opt %s | cuagent-opt | FileCheck %s
// RUN: cuagent-opt %s --mlir-print-op-generic | cuagent-opt | FileCheck %s

// The smooth-L1 chain: a comparison feeds where, all intermediates inside.
// CHECK-LABEL: func.func @smooth_l1
func.func @smooth_l1(%d: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %a = cuagent.abs %d : tensor<4x8xf32>
  // CHECK: cuagent.lt_s %{{.*}}, 1.000000e+00 : tensor<4x8xf32> -> tensor<4x8xi1>
  %c = cuagent.lt_s %a, 1.0 : tensor<4x8xf32> -> tensor<4x8xi1>
  %sq = cuagent.mul %d, %d : tensor<4x8xf32>, tensor<4x8xf32> -> tensor<4x8xf32>
  %h = cuagent.mul_s %sq, 0.5 : tensor<4x8xf32>
  %l = cuagent.sub_s %a, 0.5 : tensor<4x8xf32>
  // CHECK: cuagent.where %{{.*}}, %{{.*}}, %{{.*}} : tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32> -> tensor<4x8xf32>
  %r = cuagent.where %c, %h, %l : tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32> -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

// Tensor comparisons broadcast like the other binary ops.
// CHECK-LABEL: func.func @compare_broadcast
func.func @compare_broadcast(%x: tensor<4x8xf16>, %y: tensor<8xf16>) -> tensor<4x8xi1> {
  // CHECK: cuagent.lt %{{.*}}, %{{.*}} : tensor<4x8xf16>, tensor<8xf16> -> tensor<4x8xi1>
  // CHECK: cuagent.le
  // CHECK: cuagent.gt
  // CHECK: cuagent.ge
  // CHECK: cuagent.eq
  // CHECK: cuagent.ne %{{.*}}, %{{.*}} : tensor<8xf16>, tensor<4x8xf16> -> tensor<4x8xi1>
  %0 = cuagent.lt %x, %y : tensor<4x8xf16>, tensor<8xf16> -> tensor<4x8xi1>
  %1 = cuagent.le %x, %y : tensor<4x8xf16>, tensor<8xf16> -> tensor<4x8xi1>
  %2 = cuagent.gt %x, %y : tensor<4x8xf16>, tensor<8xf16> -> tensor<4x8xi1>
  %3 = cuagent.ge %x, %y : tensor<4x8xf16>, tensor<8xf16> -> tensor<4x8xi1>
  %4 = cuagent.eq %x, %y : tensor<4x8xf16>, tensor<8xf16> -> tensor<4x8xi1>
  %5 = cuagent.ne %y, %x : tensor<8xf16>, tensor<4x8xf16> -> tensor<4x8xi1>
  // CHECK: cuagent.logical_and %{{.*}}, %{{.*}} : tensor<4x8xi1>, tensor<4x8xi1> -> tensor<4x8xi1>
  // CHECK: cuagent.logical_or
  // CHECK: cuagent.logical_xor
  // CHECK: cuagent.and
  // CHECK: cuagent.or
  // CHECK: cuagent.xor
  // CHECK: cuagent.logical_not %{{.*}} : tensor<4x8xi1>
  // CHECK: cuagent.bitwise_not %{{.*}} : tensor<4x8xi1>
  %6 = cuagent.logical_and %0, %1 : tensor<4x8xi1>, tensor<4x8xi1> -> tensor<4x8xi1>
  %7 = cuagent.logical_or %6, %2 : tensor<4x8xi1>, tensor<4x8xi1> -> tensor<4x8xi1>
  %8 = cuagent.logical_xor %7, %3 : tensor<4x8xi1>, tensor<4x8xi1> -> tensor<4x8xi1>
  %9 = cuagent.and %8, %4 : tensor<4x8xi1>, tensor<4x8xi1> -> tensor<4x8xi1>
  %10 = cuagent.or %9, %5 : tensor<4x8xi1>, tensor<4x8xi1> -> tensor<4x8xi1>
  %11 = cuagent.xor %10, %0 : tensor<4x8xi1>, tensor<4x8xi1> -> tensor<4x8xi1>
  %12 = cuagent.logical_not %11 : tensor<4x8xi1>
  %13 = cuagent.bitwise_not %12 : tensor<4x8xi1>
  return %13 : tensor<4x8xi1>
}

// Scalar comparisons and predicates keep the input's shape.
// CHECK-LABEL: func.func @scalar_and_predicates
func.func @scalar_and_predicates(%x: tensor<3xbf16>) -> tensor<3xi1> {
  // CHECK: cuagent.le_s %{{.*}}, -2.500000e-01 : tensor<3xbf16> -> tensor<3xi1>
  // CHECK: cuagent.gt_s
  // CHECK: cuagent.ge_s
  // CHECK: cuagent.eq_s
  // CHECK: cuagent.ne_s
  // CHECK: cuagent.isnan %{{.*}} : tensor<3xbf16> -> tensor<3xi1>
  // CHECK: cuagent.isinf
  // CHECK: cuagent.isfinite
  %0 = cuagent.le_s %x, -0.25 : tensor<3xbf16> -> tensor<3xi1>
  %1 = cuagent.gt_s %x, 0.0 : tensor<3xbf16> -> tensor<3xi1>
  %2 = cuagent.ge_s %x, 3.0 : tensor<3xbf16> -> tensor<3xi1>
  %3 = cuagent.eq_s %x, 1.0 : tensor<3xbf16> -> tensor<3xi1>
  %4 = cuagent.ne_s %x, 1.0 : tensor<3xbf16> -> tensor<3xi1>
  %5 = cuagent.isnan %x : tensor<3xbf16> -> tensor<3xi1>
  %6 = cuagent.isinf %x : tensor<3xbf16> -> tensor<3xi1>
  %7 = cuagent.isfinite %x : tensor<3xbf16> -> tensor<3xi1>
  %a = cuagent.or %0, %1 : tensor<3xi1>, tensor<3xi1> -> tensor<3xi1>
  %b = cuagent.or %a, %2 : tensor<3xi1>, tensor<3xi1> -> tensor<3xi1>
  %c = cuagent.or %b, %3 : tensor<3xi1>, tensor<3xi1> -> tensor<3xi1>
  %d = cuagent.or %c, %4 : tensor<3xi1>, tensor<3xi1> -> tensor<3xi1>
  %e = cuagent.or %d, %5 : tensor<3xi1>, tensor<3xi1> -> tensor<3xi1>
  %f = cuagent.or %e, %6 : tensor<3xi1>, tensor<3xi1> -> tensor<3xi1>
  %g = cuagent.or %f, %7 : tensor<3xi1>, tensor<3xi1> -> tensor<3xi1>
  return %g : tensor<3xi1>
}

// where broadcasts all three operands; masked_fill broadcasts input and mask;
// where_scalar_other broadcasts condition and input. The float dtype stays.
// CHECK-LABEL: func.func @select
func.func @select(%c: tensor<4x1xi1>, %x: tensor<8xf16>, %y: tensor<1x8xf16>,
                  %m: tensor<2x1x8xi1>) -> (tensor<4x8xf16>, tensor<2x4x8xf16>, tensor<4x8xf16>) {
  // CHECK: cuagent.where %{{.*}}, %{{.*}}, %{{.*}} : tensor<4x1xi1>, tensor<8xf16>, tensor<1x8xf16> -> tensor<4x8xf16>
  %0 = cuagent.where %c, %x, %y : tensor<4x1xi1>, tensor<8xf16>, tensor<1x8xf16> -> tensor<4x8xf16>
  // CHECK: cuagent.masked_fill %{{.*}}, %{{.*}}, 0xFFF0000000000000 : tensor<4x8xf16>, tensor<2x1x8xi1> -> tensor<2x4x8xf16>
  %1 = cuagent.masked_fill %0, %m, 0xFFF0000000000000 : tensor<4x8xf16>, tensor<2x1x8xi1> -> tensor<2x4x8xf16>
  // CHECK: cuagent.where_scalar_other %{{.*}}, %{{.*}}, 0.000000e+00 : tensor<4x1xi1>, tensor<8xf16> -> tensor<4x8xf16>
  %2 = cuagent.where_scalar_other %c, %x, 0.0 : tensor<4x1xi1>, tensor<8xf16> -> tensor<4x8xf16>
  return %0, %1, %2 : tensor<4x8xf16>, tensor<2x4x8xf16>, tensor<4x8xf16>
}

// causal_mask: sdpa's is_causal mask, no operands, an [L, S] bool matrix.
// CHECK-LABEL: func.func @causal_mask$fill
func.func @causal_mask$fill(%s: tensor<2x4x64x80xf32>) -> tensor<2x4x64x80xf32> {
  // CHECK: %[[M:.*]] = cuagent.causal_mask : tensor<64x80xi1>
  // CHECK: cuagent.masked_fill %{{.*}}, %[[M]], 0xFFF0000000000000 : tensor<2x4x64x80xf32>, tensor<64x80xi1> -> tensor<2x4x64x80xf32>
  %m = cuagent.causal_mask : tensor<64x80xi1>
  %0 = cuagent.masked_fill %s, %m, 0xFFF0000000000000 : tensor<2x4x64x80xf32>, tensor<64x80xi1> -> tensor<2x4x64x80xf32>
  return %0 : tensor<2x4x64x80xf32>
}

// A bool as 0 and 1 in a float dtype (mask.float(), a promoted operand).
// CHECK-LABEL: func.func @to_float
func.func @to_float(%m: tensor<4x8xi1>) -> (tensor<4x8xf32>, tensor<4x8xf16>) {
  // CHECK: cuagent.to_float %{{.*}} {dtype = 6 : i64} : tensor<4x8xi1> -> tensor<4x8xf32>
  %0 = cuagent.to_float %m {dtype = 6 : i64} : tensor<4x8xi1> -> tensor<4x8xf32>
  // CHECK: cuagent.to_float %{{.*}} {dtype = 5 : i64} : tensor<4x8xi1> -> tensor<4x8xf16>
  %1 = cuagent.to_float %m {dtype = 5 : i64} : tensor<4x8xi1> -> tensor<4x8xf16>
  return %0, %1 : tensor<4x8xf32>, tensor<4x8xf16>
}
