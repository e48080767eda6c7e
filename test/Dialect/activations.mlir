// The unary math and activation rows of the registry: their generated ops
// parse, verify and print back, attributes at their defaults elided.
// RUN: cuagent-opt %s | cuagent-opt | FileCheck %s
// RUN: cuagent-opt %s --mlir-print-op-generic | cuagent-opt | FileCheck %s

// CHECK-LABEL: func.func @activations$all
func.func @activations$all(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  // CHECK: cuagent.neg
  %0 = cuagent.neg %x : tensor<4x8xf32>
  // CHECK: cuagent.abs
  %1 = cuagent.abs %0 : tensor<4x8xf32>
  // CHECK: cuagent.exp
  %2 = cuagent.exp %1 : tensor<4x8xf32>
  // CHECK: cuagent.silu
  %3 = cuagent.silu %2 : tensor<4x8xf32>
  // CHECK: cuagent.mish
  %4 = cuagent.mish %3 : tensor<4x8xf32>
  // CHECK: cuagent.softplus %{{.*}} {beta = 2.000000e+00 : f64} : tensor<4x8xf32>
  %5 = cuagent.softplus %4 {beta = 2.0 : f64, threshold = 20.0 : f64} : tensor<4x8xf32>
  // CHECK: cuagent.elu %{{.*}} {alpha = 5.000000e-01 : f64} : tensor<4x8xf32>
  %6 = cuagent.elu %5 {alpha = 0.5 : f64} : tensor<4x8xf32>
  // CHECK: cuagent.selu
  %7 = cuagent.selu %6 : tensor<4x8xf32>
  // CHECK: cuagent.hardtanh %{{.*}} {max_val = 2.000000e+00 : f64} : tensor<4x8xf32>
  %8 = cuagent.hardtanh %7 {max_val = 2.0 : f64} : tensor<4x8xf32>
  // CHECK: cuagent.hardsigmoid
  %9 = cuagent.hardsigmoid %8 : tensor<4x8xf32>
  // CHECK: cuagent.hardswish
  %10 = cuagent.hardswish %9 : tensor<4x8xf32>
  return %10 : tensor<4x8xf32>
}
