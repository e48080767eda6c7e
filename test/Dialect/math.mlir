// The unary math, pow/threshold and minimum/maximum rows: their generated ops
// parse, verify and print back; the binary ones infer the broadcast shape.
// RUN: cuagent-opt %s | cuagent-opt | FileCheck %s
// RUN: cuagent-opt %s --mlir-print-op-generic | cuagent-opt | FileCheck %s

// CHECK-LABEL: func.func @math$all
func.func @math$all(%x: tensor<4x8xf32>, %b: tensor<8xf32>) -> tensor<4x8xf32> {
  // CHECK: cuagent.log
  %0 = cuagent.log %x : tensor<4x8xf32>
  // CHECK: cuagent.log1p
  %1 = cuagent.log1p %0 : tensor<4x8xf32>
  // CHECK: cuagent.expm1
  %2 = cuagent.expm1 %1 : tensor<4x8xf32>
  // CHECK: cuagent.sqrt
  %3 = cuagent.sqrt %2 : tensor<4x8xf32>
  // CHECK: cuagent.rsqrt
  %4 = cuagent.rsqrt %3 : tensor<4x8xf32>
  // CHECK: cuagent.reciprocal
  %5 = cuagent.reciprocal %4 : tensor<4x8xf32>
  // CHECK: cuagent.square
  %6 = cuagent.square %5 : tensor<4x8xf32>
  // CHECK: cuagent.sin
  %7 = cuagent.sin %6 : tensor<4x8xf32>
  // CHECK: cuagent.cos
  %8 = cuagent.cos %7 : tensor<4x8xf32>
  // CHECK: cuagent.erf
  %9 = cuagent.erf %8 : tensor<4x8xf32>
  // CHECK: cuagent.floor
  %10 = cuagent.floor %9 : tensor<4x8xf32>
  // CHECK: cuagent.ceil
  %11 = cuagent.ceil %10 : tensor<4x8xf32>
  // CHECK: cuagent.round
  %12 = cuagent.round %11 : tensor<4x8xf32>
  // CHECK: cuagent.trunc
  %13 = cuagent.trunc %12 : tensor<4x8xf32>
  // CHECK: cuagent.pow %{{.*}} {exponent = 3.000000e+00 : f64} : tensor<4x8xf32>
  %14 = cuagent.pow %13 {exponent = 3.0 : f64} : tensor<4x8xf32>
  // CHECK: cuagent.threshold %{{.*}} {value = -1.000000e+00 : f64} : tensor<4x8xf32>
  %15 = cuagent.threshold %14 {threshold = 0.0 : f64, value = -1.0 : f64} : tensor<4x8xf32>
  // CHECK: cuagent.maximum %{{.*}}, %{{.*}} : tensor<4x8xf32>, tensor<8xf32> -> tensor<4x8xf32>
  %16 = cuagent.maximum %15, %b : tensor<4x8xf32>, tensor<8xf32> -> tensor<4x8xf32>
  // CHECK: cuagent.minimum
  %17 = cuagent.minimum %b, %16 : tensor<8xf32>, tensor<4x8xf32> -> tensor<4x8xf32>
  return %17 : tensor<4x8xf32>
}
