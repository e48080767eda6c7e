// aten::leaky_relu, added as one registry row: its generated op parses,
// verifies and prints back, with the default slope elided.
// RUN: cuagent-opt %s | cuagent-opt | FileCheck %s
// RUN: cuagent-opt %s --mlir-print-op-generic | cuagent-opt | FileCheck %s

// CHECK-LABEL: func.func @leaky_relu$slope
func.func @leaky_relu$slope(%x: tensor<4x8xf16>) -> tensor<4x8xf16> {
  // CHECK: cuagent.leaky_relu %{{.*}} {negative_slope = 2.000000e-01 : f64} : tensor<4x8xf16>
  %0 = cuagent.leaky_relu %x {negative_slope = 0.2 : f64} : tensor<4x8xf16>
  return %0 : tensor<4x8xf16>
}

// CHECK-LABEL: func.func @leaky_relu$default
func.func @leaky_relu$default(%x: tensor<3xf32>) -> tensor<3xf32> {
  // CHECK: cuagent.leaky_relu %{{.*}} : tensor<3xf32>
  %0 = cuagent.leaky_relu %x : tensor<3xf32>
  return %0 : tensor<3xf32>
}
