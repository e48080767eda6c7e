// Index reductions (argmax, argmin, max.dim, min.dim): round trip, int64
// indices, the reduced shapes.
// RUN: cuagent-opt %s | cuagent-opt | FileCheck %s

// CHECK-LABEL: func.func @index$dims
func.func @index$dims(%x: tensor<2x3x4xf32>, %h: tensor<2x3x4xf16>) -> (tensor<2x4xi64>, tensor<1x1x1xi64>, tensor<i64>, tensor<2x3x1xf32>, tensor<2x3x1xi64>, tensor<3x4xf16>, tensor<3x4xi64>) {
  // CHECK: cuagent.argmax %{{.*}} {dims = array<i64: 1>} : tensor<2x3x4xf32> -> tensor<2x4xi64>
  %0 = cuagent.argmax %x {dims = array<i64: 1>} : tensor<2x3x4xf32> -> tensor<2x4xi64>
  // dim=None with keepdim: every dim kept with size 1.
  // CHECK: cuagent.argmin %{{.*}} {dims = array<i64>, keepdim = true} : tensor<2x3x4xf32> -> tensor<1x1x1xi64>
  %1 = cuagent.argmin %x {dims = array<i64>, keepdim = true} : tensor<2x3x4xf32> -> tensor<1x1x1xi64>
  // CHECK: cuagent.argmax %{{.*}} {dims = array<i64>} : tensor<2x3x4xf32> -> tensor<i64>
  %2 = cuagent.argmax %x {dims = array<i64>} : tensor<2x3x4xf32> -> tensor<i64>
  // CHECK: %{{.*}}, %{{.*}} = cuagent.max_dim %{{.*}} {dims = array<i64: 2>, keepdim = true} : tensor<2x3x4xf32> -> tensor<2x3x1xf32>, tensor<2x3x1xi64>
  %3:2 = cuagent.max_dim %x {dims = array<i64: 2>, keepdim = true} : tensor<2x3x4xf32> -> tensor<2x3x1xf32>, tensor<2x3x1xi64>
  // CHECK: %{{.*}}, %{{.*}} = cuagent.min_dim %{{.*}} {dims = array<i64: 0>} : tensor<2x3x4xf16> -> tensor<3x4xf16>, tensor<3x4xi64>
  %4:2 = cuagent.min_dim %h {dims = array<i64: 0>} : tensor<2x3x4xf16> -> tensor<3x4xf16>, tensor<3x4xi64>
  return %0, %1, %2, %3#0, %3#1, %4#0, %4#1 : tensor<2x4xi64>, tensor<1x1x1xi64>, tensor<i64>, tensor<2x3x1xf32>, tensor<2x3x1xi64>, tensor<3x4xf16>, tensor<3x4xi64>
}

// CHECK-LABEL: func.func @scan$dims
func.func @scan$dims(%x: tensor<2x3x4xf32>) -> (tensor<2x3x4xf32>, tensor<2x3x4xf32>) {
  // CHECK: cuagent.cumsum %{{.*}} {dim = 1 : i64} : tensor<2x3x4xf32>
  %0 = cuagent.cumsum %x {dim = 1} : tensor<2x3x4xf32>
  // CHECK: cuagent.cumprod %{{.*}} {dim = -1 : i64} : tensor<2x3x4xf32>
  %1 = cuagent.cumprod %x {dim = -1} : tensor<2x3x4xf32>
  return %0, %1 : tensor<2x3x4xf32>, tensor<2x3x4xf32>
}
