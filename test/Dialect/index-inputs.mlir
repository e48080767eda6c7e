// take_along, index_eq and embedding (int64 index inputs) round-trip.
// RUN: cuagent-opt %s | cuagent-opt | FileCheck %s

// CHECK-LABEL: func.func @pick_class
// CHECK: cuagent.take_along %arg0, %arg1 {dim = 1 : i64} : tensor<4x10x3xf32>, tensor<4x3xi64> -> tensor<4x3xf32>
// CHECK: cuagent.index_eq %arg1, -100 : tensor<4x3xi64> -> tensor<4x3xi1>
func.func @pick_class(%x: tensor<4x10x3xf32>, %t: tensor<4x3xi64>) -> (tensor<4x3xf32>, tensor<4x3xi1>) {
  %0 = cuagent.take_along %x, %t {dim = 1 : i64} : tensor<4x10x3xf32>, tensor<4x3xi64> -> tensor<4x3xf32>
  %1 = cuagent.index_eq %t, -100 : tensor<4x3xi64> -> tensor<4x3xi1>
  return %0, %1 : tensor<4x3xf32>, tensor<4x3xi1>
}

// One unbatched sample: the classes are dim 0, the target 0-d.
// CHECK-LABEL: func.func @one_sample
// CHECK: cuagent.take_along %arg0, %arg1 {dim = 0 : i64} : tensor<10xf32>, tensor<i64> -> tensor<f32>
func.func @one_sample(%x: tensor<10xf32>, %t: tensor<i64>) -> tensor<f32> {
  %0 = cuagent.take_along %x, %t {dim = 0 : i64} : tensor<10xf32>, tensor<i64> -> tensor<f32>
  return %0 : tensor<f32>
}

// aten::embedding: the index's shape then the table's width.
// CHECK-LABEL: func.func @embedding
// CHECK: cuagent.gather_rows %arg0, %arg1 : tensor<100x32xf32>, tensor<2x16xi64> -> tensor<2x16x32xf32>
func.func @embedding(%w: tensor<100x32xf32>, %ids: tensor<2x16xi64>) -> tensor<2x16x32xf32> {
  %0 = cuagent.gather_rows %w, %ids : tensor<100x32xf32>, tensor<2x16xi64> -> tensor<2x16x32xf32>
  return %0 : tensor<2x16x32xf32>
}
