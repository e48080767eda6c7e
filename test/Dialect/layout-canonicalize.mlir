// The folds and canonicalizations of the layout ops, next to the cases they
// must leave alone.
// RUN: cuagent-opt %s -canonicalize -split-input-file | FileCheck %s

// CHECK-LABEL: func.func @reshape$of_reshape
// CHECK-SAME: (%[[X:.*]]: tensor<2x3x4xf32>)
// CHECK-NEXT: %[[R:.*]] = cuagent.reshape %[[X]] {shape = array<i64: 4, 6>} : tensor<2x3x4xf32> -> tensor<4x6xf32>
// CHECK-NEXT: return %[[R]]
func.func @reshape$of_reshape(%x: tensor<2x3x4xf32>) -> tensor<4x6xf32> {
  %0 = cuagent.reshape %x {shape = array<i64: 24>} : tensor<2x3x4xf32> -> tensor<24xf32>
  %1 = cuagent.reshape %0 {shape = array<i64: 4, 6>} : tensor<24xf32> -> tensor<4x6xf32>
  return %1 : tensor<4x6xf32>
}

// -----

// A reshape back to the input's shape is the input.
// CHECK-LABEL: func.func @reshape$round_trip
// CHECK-SAME: (%[[X:.*]]: tensor<2x3xf32>)
// CHECK-NEXT: return %[[X]]
func.func @reshape$round_trip(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = cuagent.reshape %x {shape = array<i64: 6>} : tensor<2x3xf32> -> tensor<6xf32>
  %1 = cuagent.reshape %0 {shape = array<i64: 2, 3>} : tensor<6xf32> -> tensor<2x3xf32>
  return %1 : tensor<2x3xf32>
}

// -----

// CHECK-LABEL: func.func @permute$of_permute
// CHECK-SAME: (%[[X:.*]]: tensor<2x3x4xf32>)
// CHECK-NEXT: %[[P:.*]] = cuagent.permute %[[X]] {dims = array<i64: 1, 0, 2>} : tensor<2x3x4xf32> -> tensor<3x2x4xf32>
// CHECK-NEXT: return %[[P]]
func.func @permute$of_permute(%x: tensor<2x3x4xf32>) -> tensor<3x2x4xf32> {
  // [4, 2, 3] then its dims (2, 1, 0): x's dims (1, 0, 2).
  %0 = cuagent.permute %x {dims = array<i64: 2, 0, 1>} : tensor<2x3x4xf32> -> tensor<4x2x3xf32>
  %1 = cuagent.permute %0 {dims = array<i64: 2, 1, 0>} : tensor<4x2x3xf32> -> tensor<3x2x4xf32>
  return %1 : tensor<3x2x4xf32>
}

// -----

// A transpose twice is the input.
// CHECK-LABEL: func.func @permute$inverse
// CHECK-SAME: (%[[X:.*]]: tensor<2x3xf32>)
// CHECK-NEXT: return %[[X]]
func.func @permute$inverse(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = cuagent.permute %x {dims = array<i64: 1, 0>} : tensor<2x3xf32> -> tensor<3x2xf32>
  %1 = cuagent.permute %0 {dims = array<i64: 1, 0>} : tensor<3x2xf32> -> tensor<2x3xf32>
  return %1 : tensor<2x3xf32>
}

// -----

// A permutation that moves only a size-1 dim keeps row-major order but is
// not the identity permutation: left alone (codegen reads it as a map).
// CHECK-LABEL: func.func @permute$unit_dim_kept
// CHECK: cuagent.permute
func.func @permute$unit_dim_kept(%x: tensor<1x3xf32>) -> tensor<3x1xf32> {
  %0 = cuagent.permute %x {dims = array<i64: 1, 0>} : tensor<1x3xf32> -> tensor<3x1xf32>
  return %0 : tensor<3x1xf32>
}

// -----

// CHECK-LABEL: func.func @expand$same_shape
// CHECK-SAME: (%[[X:.*]]: tensor<2x3xf32>)
// CHECK-NEXT: return %[[X]]
func.func @expand$same_shape(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = cuagent.expand %x {shape = array<i64: 2, 3>} : tensor<2x3xf32> -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// CHECK-LABEL: func.func @expand$broadcast_kept
// CHECK: cuagent.expand
func.func @expand$broadcast_kept(%x: tensor<1x3xf32>) -> tensor<2x3xf32> {
  %0 = cuagent.expand %x {shape = array<i64: 2, 3>} : tensor<1x3xf32> -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// CHECK-LABEL: func.func @contiguous$folds
// CHECK-SAME: (%[[X:.*]]: tensor<2x3xf32>)
// CHECK-NEXT: %[[R:.*]] = cuagent.relu %[[X]]
// CHECK-NEXT: return %[[R]]
func.func @contiguous$folds(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = cuagent.contiguous %x : tensor<2x3xf32>
  %1 = cuagent.relu %0 : tensor<2x3xf32>
  return %1 : tensor<2x3xf32>
}

// -----

// The whole dim: the input itself.
// CHECK-LABEL: func.func @slice$whole
// CHECK-SAME: (%[[X:.*]]: tensor<2x3xf32>)
// CHECK-NEXT: return %[[X]]
func.func @slice$whole(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = cuagent.slice %x {dim = 1 : i64, start = 0 : i64, step = 1 : i64} : tensor<2x3xf32> -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// A slice of a slice of the same dim is one slice: x's elements 1 + (1 + 2i) * 2.
// CHECK-LABEL: func.func @slice$of_slice
// CHECK-SAME: (%[[X:.*]]: tensor<2x12xf32>)
// CHECK-NEXT: %[[S:.*]] = cuagent.slice %[[X]] {dim = 1 : i64, start = 3 : i64, step = 4 : i64} : tensor<2x12xf32> -> tensor<2x2xf32>
// CHECK-NEXT: return %[[S]]
func.func @slice$of_slice(%x: tensor<2x12xf32>) -> tensor<2x2xf32> {
  %0 = cuagent.slice %x {dim = 1 : i64, start = 1 : i64, step = 2 : i64} : tensor<2x12xf32> -> tensor<2x6xf32>
  %1 = cuagent.slice %0 {dim = 1 : i64, start = 1 : i64, step = 2 : i64} : tensor<2x6xf32> -> tensor<2x2xf32>
  return %1 : tensor<2x2xf32>
}

// -----

// Slices of two dims stay two.
// CHECK-LABEL: func.func @slice$two_dims
// CHECK: cuagent.slice
// CHECK-NEXT: cuagent.slice
func.func @slice$two_dims(%x: tensor<4x6xf32>) -> tensor<2x3xf32> {
  %0 = cuagent.slice %x {dim = 0 : i64, start = 2 : i64, step = 1 : i64} : tensor<4x6xf32> -> tensor<2x6xf32>
  %1 = cuagent.slice %0 {dim = 1 : i64, start = 0 : i64, step = 2 : i64} : tensor<2x6xf32> -> tensor<2x3xf32>
  return %1 : tensor<2x3xf32>
}

// -----

// A cat of one input is that input.
// CHECK-LABEL: func.func @cat$one
// CHECK-SAME: (%[[X:.*]]: tensor<2x3xf32>)
// CHECK-NEXT: return %[[X]]
func.func @cat$one(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = cuagent.cat %x {dim = 1 : i64} : tensor<2x3xf32> -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// A cat inside a cat of the same dim: one cat of all the inputs, in order.
// CHECK-LABEL: func.func @cat$nested
// CHECK-SAME: (%[[X:.*]]: tensor<2x3xf32>, %[[Y:.*]]: tensor<2x1xf32>)
// CHECK-NEXT: %[[C:.*]] = cuagent.cat %[[Y]], %[[X]], %[[Y]], %[[X]] {dim = 1 : i64}
// CHECK-NEXT: return %[[C]]
func.func @cat$nested(%x: tensor<2x3xf32>, %y: tensor<2x1xf32>) -> tensor<2x8xf32> {
  %0 = cuagent.cat %x, %y {dim = 1 : i64} : tensor<2x3xf32>, tensor<2x1xf32> -> tensor<2x4xf32>
  %1 = cuagent.cat %y, %0, %x {dim = 1 : i64} : tensor<2x1xf32>, tensor<2x4xf32>, tensor<2x3xf32> -> tensor<2x8xf32>
  return %1 : tensor<2x8xf32>
}

// -----

// Of another dim it stays nested.
// CHECK-LABEL: func.func @cat$nested_other_dim
// CHECK: cuagent.cat
// CHECK-NEXT: cuagent.cat
func.func @cat$nested_other_dim(%x: tensor<2x3xf32>) -> tensor<4x6xf32> {
  %0 = cuagent.cat %x, %x {dim = 0 : i64} : tensor<2x3xf32>, tensor<2x3xf32> -> tensor<4x3xf32>
  %1 = cuagent.cat %0, %0 {dim = 1 : i64} : tensor<4x3xf32>, tensor<4x3xf32> -> tensor<4x6xf32>
  return %1 : tensor<4x6xf32>
}

// -----

// A flip of a flip of the same dims is the input; a flip of size-1 dims too.
// CHECK-LABEL: func.func @flip$twice
// CHECK-SAME: (%[[X:.*]]: tensor<2x3xf32>, %[[Y:.*]]: tensor<2x1xf32>)
// CHECK-NEXT: return %[[X]], %[[Y]]
func.func @flip$twice(%x: tensor<2x3xf32>, %y: tensor<2x1xf32>) -> (tensor<2x3xf32>, tensor<2x1xf32>) {
  %0 = cuagent.flip %x {dims = array<i64: 0, 1>} : tensor<2x3xf32>
  %1 = cuagent.flip %0 {dims = array<i64: 0, 1>} : tensor<2x3xf32>
  %2 = cuagent.flip %y {dims = array<i64: 1>} : tensor<2x1xf32>
  return %1, %2 : tensor<2x3xf32>, tensor<2x1xf32>
}

// -----

// Flips of different dims stay.
// CHECK-LABEL: func.func @flip$other_dims
// CHECK: cuagent.flip
// CHECK-NEXT: cuagent.flip
func.func @flip$other_dims(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = cuagent.flip %x {dims = array<i64: 0>} : tensor<2x3xf32>
  %1 = cuagent.flip %0 {dims = array<i64: 1>} : tensor<2x3xf32>
  return %1 : tensor<2x3xf32>
}

// -----

// One unary elementwise op on every input, used only by the cat: applied
// once after it (exact), so the inputs are read where they are.
// CHECK-LABEL: func.func @cat$of_relus
// CHECK-SAME: (%[[X:.*]]: tensor<2x3xf32>, %[[Y:.*]]: tensor<2x1xf32>)
// CHECK-NEXT: %[[C:.*]] = cuagent.cat %[[X]], %[[Y]], %[[X]] {dim = 1 : i64}
// CHECK-NEXT: %[[R:.*]] = cuagent.leaky_relu %[[C]] {negative_slope = 2.000000e-01 : f64} : tensor<2x7xf32>
// CHECK-NEXT: return %[[R]]
func.func @cat$of_relus(%x: tensor<2x3xf32>, %y: tensor<2x1xf32>) -> tensor<2x7xf32> {
  %0 = cuagent.leaky_relu %x {negative_slope = 0.2 : f64} : tensor<2x3xf32>
  %1 = cuagent.leaky_relu %y {negative_slope = 0.2 : f64} : tensor<2x1xf32>
  %2 = cuagent.cat %0, %1, %0 {dim = 1 : i64} : tensor<2x3xf32>, tensor<2x1xf32>, tensor<2x3xf32> -> tensor<2x7xf32>
  return %2 : tensor<2x7xf32>
}

// -----

// Not for different ops, other attributes, or a value also used elsewhere.
// CHECK-LABEL: func.func @cat$of_mixed
// CHECK-COUNT-3: cuagent.cat %
func.func @cat$of_mixed(%x: tensor<2x3xf32>, %y: tensor<2x3xf32>) -> (tensor<2x6xf32>, tensor<2x6xf32>, tensor<2x6xf32>, tensor<2x3xf32>) {
  %0 = cuagent.relu %x : tensor<2x3xf32>
  %1 = cuagent.sigmoid %y : tensor<2x3xf32>
  %2 = cuagent.cat %0, %1 {dim = 1 : i64} : tensor<2x3xf32>, tensor<2x3xf32> -> tensor<2x6xf32>
  %3 = cuagent.leaky_relu %x {negative_slope = 0.2 : f64} : tensor<2x3xf32>
  %4 = cuagent.leaky_relu %y {negative_slope = 0.1 : f64} : tensor<2x3xf32>
  %5 = cuagent.cat %3, %4 {dim = 1 : i64} : tensor<2x3xf32>, tensor<2x3xf32> -> tensor<2x6xf32>
  %6 = cuagent.tanh %x : tensor<2x3xf32>
  %7 = cuagent.tanh %y : tensor<2x3xf32>
  %8 = cuagent.cat %6, %7 {dim = 1 : i64} : tensor<2x3xf32>, tensor<2x3xf32> -> tensor<2x6xf32>
  return %2, %5, %8, %6 : tensor<2x6xf32>, tensor<2x6xf32>, tensor<2x6xf32>, tensor<2x3xf32>
}

// -----

// A pad of nothing is its input.
// CHECK-LABEL: func.func @pad$none
// CHECK-SAME: (%[[X:.*]]: tensor<2x3xf32>)
// CHECK-NEXT: return %[[X]]
func.func @pad$none(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = cuagent.pad %x {lows = array<i64: 0, 0>, highs = array<i64: 0, 0>, value = 1.0 : f64} : tensor<2x3xf32> -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// Upsampling to the same sizes at scale 1 is the input; at another scale
// (a shifted read) it is not.
// CHECK-LABEL: func.func @upsample_nearest$identity
// CHECK-SAME: (%[[X:.*]]: tensor<2x3x4xf32>)
// CHECK-NEXT: %[[U:.*]] = cuagent.upsample_nearest %[[X]] {exact = true, scales = array<f64: 5.000000e-01>}
// CHECK-NEXT: return %[[X]], %[[U]]
func.func @upsample_nearest$identity(%x: tensor<2x3x4xf32>) -> (tensor<2x3x4xf32>, tensor<2x3x4xf32>) {
  %0 = cuagent.upsample_nearest %x {scales = array<f64: 1.0>} : tensor<2x3x4xf32> -> tensor<2x3x4xf32>
  %1 = cuagent.upsample_nearest %x {scales = array<f64: 0.5>, exact = true} : tensor<2x3x4xf32> -> tensor<2x3x4xf32>
  return %0, %1 : tensor<2x3x4xf32>, tensor<2x3x4xf32>
}

// -----

// A roll by nothing and a repeat once are their inputs.
// CHECK-LABEL: func.func @roll$repeat_identity
// CHECK-SAME: (%[[X:.*]]: tensor<2x3xf32>)
// CHECK-NEXT: return %[[X]]
func.func @roll$repeat_identity(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = cuagent.roll %x {shifts = array<i64: 0, 0>} : tensor<2x3xf32>
  %1 = cuagent.repeat %0 {shape = array<i64: 2, 3>} : tensor<2x3xf32> -> tensor<2x3xf32>
  return %1 : tensor<2x3xf32>
}
