// RUN: cuagent-opt --pass-pipeline='builtin.module(func.func(cuagent-split-group-norms))' --split-input-file %s | FileCheck %s

// Read by a layer norm: the statistics, then the apply its kernel computes
// as it loads; the norm's eps and groups go to the statistics, the affine
// pair to the apply.
// CHECK-LABEL: func.func @split$layer_norm
// CHECK-NEXT: %[[S:.*]] = cuagent.group_norm_stats %arg0 {eps = 1.000000e-03 : f64, num_groups = 4 : i64} : tensor<2x8x16x33xf32> -> tensor<2x4x2xf32>
// CHECK-NEXT: %[[A:.*]] = cuagent.group_norm_apply %arg0, %[[S]] affine(%arg1, %arg2 : tensor<8xf32>, tensor<8xf32>) : tensor<2x8x16x33xf32>, tensor<2x4x2xf32> -> tensor<2x8x16x33xf32>
// CHECK-NEXT: %[[L:.*]] = cuagent.layer_norm %[[A]]
// CHECK-NEXT: return %[[L]]
// CHECK-NOT: cuagent.group_norm %
func.func @split$layer_norm(%x: tensor<2x8x16x33xf32>, %w: tensor<8xf32>, %b: tensor<8xf32>) -> tensor<2x8x16x33xf32> {
  %0 = cuagent.group_norm %x affine(%w, %b : tensor<8xf32>, tensor<8xf32>) {num_groups = 4 : i64, eps = 1.0e-3 : f64} : tensor<2x8x16x33xf32> -> tensor<2x8x16x33xf32>
  %1 = cuagent.layer_norm %0 : tensor<2x8x16x33xf32> -> tensor<2x8x16x33xf32>
  return %1 : tensor<2x8x16x33xf32>
}

// -----

// The relu after a GEMM is cloned before the apply: the statistics kernel
// keeps the original as its prologue, the reader's kernel the clone, and
// neither stores it. Through a mish (one reader each) to a pooling window.
// CHECK-LABEL: func.func @split$chain_from_gemm
// CHECK: %[[M:.*]] = cuagent.matmul
// CHECK-NEXT: %[[R:.*]] = cuagent.relu %[[M]]
// CHECK-NEXT: %[[S:.*]] = cuagent.group_norm_stats %[[R]] {num_groups = 2 : i64}
// CHECK-NEXT: %[[R2:.*]] = cuagent.relu %[[M]]
// CHECK-NEXT: %[[A:.*]] = cuagent.group_norm_apply %[[R2]], %[[S]] : tensor<4x64x128xf32>, tensor<4x2x2xf32> -> tensor<4x64x128xf32>
// CHECK-NEXT: %[[H:.*]] = cuagent.mish %[[A]]
// CHECK-NEXT: cuagent.avg_pool %[[H]]
func.func @split$chain_from_gemm(%x: tensor<4x64x32xf32>, %y: tensor<32x128xf32>) -> tensor<4x64x64xf32> {
  %0 = cuagent.matmul %x, %y : tensor<4x64x32xf32>, tensor<32x128xf32> -> tensor<4x64x128xf32>
  %1 = cuagent.relu %0 : tensor<4x64x128xf32>
  %2 = cuagent.group_norm %1 {num_groups = 2 : i64} : tensor<4x64x128xf32> -> tensor<4x64x128xf32>
  %3 = cuagent.mish %2 : tensor<4x64x128xf32>
  %4 = cuagent.avg_pool %3 {kernel_size = array<i64: 2>, stride = array<i64: 2>, padding = array<i64: 0>} : tensor<4x64x128xf32> -> tensor<4x64x64xf32>
  return %4 : tensor<4x64x64xf32>
}

// -----

// A group norm read by another (instance norm): split; the second, read by
// the function's return, stays whole. The chain before the first starts at
// a softmax (another kernel's epilogue would have to store it): not cloned.
// CHECK-LABEL: func.func @split$norm_into_norm
// CHECK: %[[T:.*]] = cuagent.mul_s
// CHECK-NEXT: %[[S:.*]] = cuagent.group_norm_stats %[[T]] {num_groups = 2 : i64}
// CHECK-NEXT: %[[A:.*]] = cuagent.group_norm_apply %[[T]], %[[S]]
// CHECK-NEXT: %[[I:.*]] = cuagent.group_norm %[[A]] {num_groups = 8 : i64}
// CHECK-NEXT: return %[[I]]
func.func @split$norm_into_norm(%x: tensor<2x8x64xf32>) -> tensor<2x8x64xf32> {
  %0 = cuagent.softmax %x {dim = 1} : tensor<2x8x64xf32>
  %1 = cuagent.mul_s %0, 2.0 : tensor<2x8x64xf32>
  %2 = cuagent.group_norm %1 {num_groups = 2 : i64} : tensor<2x8x64xf32> -> tensor<2x8x64xf32>
  %3 = cuagent.group_norm %2 {num_groups = 8 : i64} : tensor<2x8x64xf32> -> tensor<2x8x64xf32>
  return %3 : tensor<2x8x64xf32>
}

// -----

// Two norms in a row before a layer norm: both split, the first's apply
// (after a conv, so the chain starts at a library call) cloned for the
// layer norm's kernel, which then reads the conv's result alone.
// CHECK-LABEL: func.func @split$two_norms
// CHECK: %[[C:.*]] = cuagent.conv
// CHECK-NEXT: %[[S1:.*]] = cuagent.group_norm_stats %[[C]] {num_groups = 2 : i64}
// CHECK-NEXT: %[[A1:.*]] = cuagent.group_norm_apply %[[C]], %[[S1]]
// CHECK-NEXT: %[[S2:.*]] = cuagent.group_norm_stats %[[A1]] {num_groups = 8 : i64}
// CHECK-NEXT: %[[A1C:.*]] = cuagent.group_norm_apply %[[C]], %[[S1]]
// CHECK-NEXT: %[[A2:.*]] = cuagent.group_norm_apply %[[A1C]], %[[S2]]
// CHECK-NEXT: cuagent.layer_norm %[[A2]]
func.func @split$two_norms(%x: tensor<2x4x10x10xf32>, %w: tensor<8x4x3x3xf32>) -> tensor<2x8x8x8xf32> {
  %0 = cuagent.conv %x, %w {stride = array<i64: 1, 1>, padding = array<i64: 0, 0>, dilation = array<i64: 1, 1>, output_padding = array<i64: 0, 0>} : tensor<2x4x10x10xf32>, tensor<8x4x3x3xf32> -> tensor<2x8x8x8xf32>
  %1 = cuagent.group_norm %0 {num_groups = 2 : i64} : tensor<2x8x8x8xf32> -> tensor<2x8x8x8xf32>
  %2 = cuagent.group_norm %1 {num_groups = 8 : i64} : tensor<2x8x8x8xf32> -> tensor<2x8x8x8xf32>
  %3 = cuagent.layer_norm %2 : tensor<2x8x8x8xf32> -> tensor<2x8x8x8xf32>
  return %3 : tensor<2x8x8x8xf32>
}

// -----

// Where it must not fire: the result also returned (another reader), read
// by an elementwise op with a second reader, read by a GEMM (a library
// call loads no prologue), f16 (the apply would round elsewhere), and read
// twice by one op.
// CHECK-LABEL: func.func @kept
// CHECK-COUNT-5: cuagent.group_norm %
// CHECK-NOT: group_norm_stats
func.func @kept(%x: tensor<2x8x16xf32>, %h: tensor<2x8x16xf16>, %y: tensor<16x4xf32>) -> (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8xf32>, tensor<2x8x4xf32>, tensor<2x8xf16>, tensor<2x8x16xf32>, tensor<2x8xf32>) {
  %0 = cuagent.group_norm %x {num_groups = 2 : i64} : tensor<2x8x16xf32> -> tensor<2x8x16xf32>
  %1 = cuagent.softmax %0 {dim = 2} : tensor<2x8x16xf32>
  %2 = cuagent.group_norm %x {num_groups = 4 : i64} : tensor<2x8x16xf32> -> tensor<2x8x16xf32>
  %3 = cuagent.relu %2 : tensor<2x8x16xf32>
  %4 = cuagent.sum %3 {dims = array<i64: 2>} : tensor<2x8x16xf32> -> tensor<2x8xf32>
  %5 = cuagent.group_norm %x {num_groups = 8 : i64} : tensor<2x8x16xf32> -> tensor<2x8x16xf32>
  %6 = cuagent.matmul %5, %y : tensor<2x8x16xf32>, tensor<16x4xf32> -> tensor<2x8x4xf32>
  %7 = cuagent.group_norm %h {num_groups = 2 : i64} : tensor<2x8x16xf16> -> tensor<2x8x16xf16>
  %8 = cuagent.sum %7 {dims = array<i64: 2>} : tensor<2x8x16xf16> -> tensor<2x8xf16>
  %9 = cuagent.group_norm %x {num_groups = 1 : i64} : tensor<2x8x16xf32> -> tensor<2x8x16xf32>
  %10 = cuagent.mul %9, %9 : tensor<2x8x16xf32>, tensor<2x8x16xf32> -> tensor<2x8x16xf32>
  %11 = cuagent.amax %10 {dims = array<i64: 2>} : tensor<2x8x16xf32> -> tensor<2x8xf32>
  return %0, %1, %4, %6, %8, %3, %11 : tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8xf32>, tensor<2x8x4xf32>, tensor<2x8xf16>, tensor<2x8x16xf32>, tensor<2x8xf32>
}
