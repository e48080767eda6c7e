// RUN: cuagent-opt %s --cuagent-sink-layout-ops | FileCheck %s

// A pixel shuffle of conv -> bias -> relu: the reshape-permute-reshape
// chain moves below relu and the bias add (the bias expanded to the add's
// shape first), so it reads the conv's output and the ops fuse after it.
// CHECK-LABEL: func.func @shuffle_of_computed
func.func @shuffle_of_computed(%x: tensor<2x8x4x4xf32>, %b: tensor<8x1x1xf32>) -> tensor<2x2x8x8xf32> {
  // CHECK: %[[R1:.*]] = cuagent.reshape %arg0
  // CHECK: %[[P1:.*]] = cuagent.permute %[[R1]]
  // CHECK: %[[S1:.*]] = cuagent.reshape %[[P1]]
  // CHECK: %[[E:.*]] = cuagent.expand %arg1 {shape = array<i64: 2, 8, 4, 4>}
  // CHECK: %[[R2:.*]] = cuagent.reshape %[[E]]
  // CHECK: %[[P2:.*]] = cuagent.permute %[[R2]]
  // CHECK: %[[S2:.*]] = cuagent.reshape %[[P2]]
  // CHECK: %[[A:.*]] = cuagent.add %[[S1]], %[[S2]] : tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32> -> tensor<2x2x8x8xf32>
  // CHECK: %[[Y:.*]] = cuagent.relu %[[A]] : tensor<2x2x8x8xf32>
  // CHECK: return %[[Y]]
  %0 = cuagent.add %x, %b : tensor<2x8x4x4xf32>, tensor<8x1x1xf32> -> tensor<2x8x4x4xf32>
  %1 = cuagent.relu %0 : tensor<2x8x4x4xf32>
  %2 = cuagent.reshape %1 {shape = array<i64: 2, 2, 2, 2, 4, 4>} : tensor<2x8x4x4xf32> -> tensor<2x2x2x2x4x4xf32>
  %3 = cuagent.permute %2 {dims = array<i64: 0, 1, 4, 2, 5, 3>} : tensor<2x2x2x2x4x4xf32> -> tensor<2x2x4x2x4x2xf32>
  %4 = cuagent.reshape %3 {shape = array<i64: 2, 2, 8, 8>} : tensor<2x2x4x2x4x2xf32> -> tensor<2x2x8x8xf32>
  return %4 : tensor<2x2x8x8xf32>
}

// A computed value read by another op too stays where it is: moving the
// permute below it would compute it twice.
// CHECK-LABEL: func.func @shared_value
func.func @shared_value(%x: tensor<4x8xf32>) -> (tensor<8x4xf32>, tensor<4x8xf32>) {
  // CHECK: %[[T:.*]] = cuagent.tanh %arg0
  // CHECK: cuagent.permute %[[T]]
  %0 = cuagent.tanh %x : tensor<4x8xf32>
  %1 = cuagent.permute %0 {dims = array<i64: 1, 0>} : tensor<4x8xf32> -> tensor<8x4xf32>
  return %1, %0 : tensor<8x4xf32>, tensor<4x8xf32>
}

// Ops that make values are no index maps: exp of a padded zero is one, so
// a constant pad stays above exp.
// CHECK-LABEL: func.func @constant_pad
func.func @constant_pad(%x: tensor<4x8xf32>) -> tensor<4x10xf32> {
  // CHECK: %[[E:.*]] = cuagent.exp %arg0
  // CHECK: cuagent.pad %[[E]]
  %0 = cuagent.exp %x : tensor<4x8xf32>
  %1 = cuagent.pad %0 {lows = array<i64: 0, 1>, highs = array<i64: 0, 1>, value = 0.0 : f64} : tensor<4x8xf32> -> tensor<4x10xf32>
  return %1 : tensor<4x10xf32>
}

// A comparison's bool result: layout ops take float tensors, nothing moves.
// CHECK-LABEL: func.func @bool_result
func.func @bool_result(%x: tensor<4x8xf32>) -> tensor<8x4xf32> {
  // CHECK: %[[W:.*]] = cuagent.where
  // CHECK: cuagent.permute %[[W]]
  %c = cuagent.gt_s %x, 0.0 : tensor<4x8xf32> -> tensor<4x8xi1>
  %w = cuagent.where %c, %x, %x : tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32> -> tensor<4x8xf32>
  %p = cuagent.permute %w {dims = array<i64: 1, 0>} : tensor<4x8xf32> -> tensor<8x4xf32>
  return %p : tensor<8x4xf32>
}

// tril keeps or zeroes by row and column: a transpose of it is not the
// tril of the transpose, so nothing moves.
// CHECK-LABEL: func.func @position_dependent
func.func @position_dependent(%x: tensor<4x8xf32>) -> tensor<8x4xf32> {
  // CHECK: %[[T:.*]] = cuagent.tril %arg0
  // CHECK: cuagent.permute %[[T]]
  %0 = cuagent.tril %x {diagonal = 0 : i64} : tensor<4x8xf32>
  %1 = cuagent.permute %0 {dims = array<i64: 1, 0>} : tensor<4x8xf32> -> tensor<8x4xf32>
  return %1 : tensor<8x4xf32>
}

// batch_norm reads its statistics per channel of dim 1 (here of the size of
// the last dim too): no numpy broadcast to expand, nothing moves.
// CHECK-LABEL: func.func @batch_norm_channels
func.func @batch_norm_channels(%x: tensor<2x4x4xf32>, %m: tensor<4xf32>, %v: tensor<4xf32>) -> tensor<2x4x4xf32> {
  // CHECK: %[[B:.*]] = cuagent.batch_norm %arg0
  // CHECK: cuagent.permute %[[B]]
  %0 = cuagent.batch_norm %x, %m, %v : tensor<2x4x4xf32>, tensor<4xf32>, tensor<4xf32> -> tensor<2x4x4xf32>
  %1 = cuagent.permute %0 {dims = array<i64: 0, 2, 1>} : tensor<2x4x4xf32> -> tensor<2x4x4xf32>
  return %1 : tensor<2x4x4xf32>
}

// group_norm_apply too, per channel and group of dim 1 (decision 136).
// CHECK-LABEL: func.func @group_norm_apply_channels
func.func @group_norm_apply_channels(%x: tensor<2x4x4xf32>, %s: tensor<2x2x2xf32>) -> tensor<2x4x4xf32> {
  // CHECK: %[[A:.*]] = cuagent.group_norm_apply %arg0
  // CHECK: cuagent.permute %[[A]]
  %0 = cuagent.group_norm_apply %x, %s : tensor<2x4x4xf32>, tensor<2x2x2xf32> -> tensor<2x4x4xf32>
  %1 = cuagent.permute %0 {dims = array<i64: 0, 2, 1>} : tensor<2x4x4xf32> -> tensor<2x4x4xf32>
  return %1 : tensor<2x4x4xf32>
}
