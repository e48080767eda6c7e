// The activation, math, binary and ternary rows of the twenty-sixth session:
// their generated ops parse, verify and print back (custom and generic
// forms); the binary and ternary ones infer the broadcast shape.
// RUN: cuagent-opt %s | cuagent-opt | FileCheck %s
// RUN: cuagent-opt %s --mlir-print-op-generic | cuagent-opt | FileCheck %s

// CHECK-LABEL: func.func @unary$all
func.func @unary$all(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  // CHECK: cuagent.relu6
  %0 = cuagent.relu6 %x : tensor<4x8xf32>
  // CHECK: cuagent.log_sigmoid
  %1 = cuagent.log_sigmoid %0 : tensor<4x8xf32>
  // CHECK: cuagent.hardshrink %{{.*}} {lambd = 2.500000e-01 : f64} : tensor<4x8xf32>
  %2 = cuagent.hardshrink %1 {lambd = 0.25 : f64} : tensor<4x8xf32>
  // CHECK: cuagent.softshrink %{{.*}} : tensor<4x8xf32>
  %3 = cuagent.softshrink %2 : tensor<4x8xf32>
  // CHECK: cuagent.celu %{{.*}} {alpha = {{.*}} : f64} : tensor<4x8xf32>
  %4 = cuagent.celu %3 {alpha = 0.7 : f64} : tensor<4x8xf32>
  // CHECK: cuagent.sign
  %5 = cuagent.sign %4 : tensor<4x8xf32>
  // CHECK: cuagent.log2
  %6 = cuagent.log2 %5 : tensor<4x8xf32>
  // CHECK: cuagent.log10
  %7 = cuagent.log10 %6 : tensor<4x8xf32>
  // CHECK: cuagent.exp2
  %8 = cuagent.exp2 %7 : tensor<4x8xf32>
  // CHECK: cuagent.tan
  %9 = cuagent.tan %8 : tensor<4x8xf32>
  // CHECK: cuagent.atan
  %10 = cuagent.atan %9 : tensor<4x8xf32>
  // CHECK: cuagent.sinh
  %11 = cuagent.sinh %10 : tensor<4x8xf32>
  // CHECK: cuagent.cosh
  %12 = cuagent.cosh %11 : tensor<4x8xf32>
  // CHECK: cuagent.frac
  %13 = cuagent.frac %12 : tensor<4x8xf32>
  // CHECK: cuagent.clamp_min %{{.*}} {scalar = -5.000000e-01 : f64} : tensor<4x8xf32>
  %14 = cuagent.clamp_min %13 {scalar = -0.5 : f64} : tensor<4x8xf32>
  // CHECK: cuagent.clamp_max %{{.*}} {scalar = 2.500000e-01 : f64} : tensor<4x8xf32>
  %15 = cuagent.clamp_max %14 {scalar = 0.25 : f64} : tensor<4x8xf32>
  // CHECK: cuagent.fmod_s %{{.*}} {scalar = 1.500000e+00 : f64} : tensor<4x8xf32>
  %16 = cuagent.fmod_s %15 {scalar = 1.5 : f64} : tensor<4x8xf32>
  // CHECK: cuagent.remainder_s %{{.*}} {scalar = -1.500000e+00 : f64} : tensor<4x8xf32>
  %17 = cuagent.remainder_s %16 {scalar = -1.5 : f64} : tensor<4x8xf32>
  return %17 : tensor<4x8xf32>
}

// CHECK-LABEL: func.func @binary$broadcast
func.func @binary$broadcast(%x: tensor<4x8xf32>, %b: tensor<8xf32>, %c: tensor<4x1xf32>) -> tensor<4x8xf32> {
  // CHECK: cuagent.fmod %{{.*}}, %{{.*}} : tensor<4x8xf32>, tensor<8xf32> -> tensor<4x8xf32>
  %0 = cuagent.fmod %x, %b : tensor<4x8xf32>, tensor<8xf32> -> tensor<4x8xf32>
  // CHECK: cuagent.remainder %{{.*}}, %{{.*}} : tensor<4x8xf32>, tensor<8xf32> -> tensor<4x8xf32>
  %1 = cuagent.remainder %0, %b : tensor<4x8xf32>, tensor<8xf32> -> tensor<4x8xf32>
  // CHECK: cuagent.xlogy %{{.*}}, %{{.*}} : tensor<4x8xf32>, tensor<4x1xf32> -> tensor<4x8xf32>
  %2 = cuagent.xlogy %1, %c : tensor<4x8xf32>, tensor<4x1xf32> -> tensor<4x8xf32>
  // CHECK: cuagent.lerp_s %{{.*}}, %{{.*}} {scalar = 3.000000e-01 : f64} : tensor<4x8xf32>, tensor<8xf32> -> tensor<4x8xf32>
  %3 = cuagent.lerp_s %2, %b {scalar = 0.3 : f64} : tensor<4x8xf32>, tensor<8xf32> -> tensor<4x8xf32>
  // CHECK: cuagent.prelu %{{.*}}, %{{.*}} : tensor<4x8xf32>, tensor<4x1xf32> -> tensor<4x8xf32>
  %4 = cuagent.prelu %3, %c : tensor<4x8xf32>, tensor<4x1xf32> -> tensor<4x8xf32>
  return %4 : tensor<4x8xf32>
}

// Three operands broadcast together: [4, 1], [8] and [4, 8] give [4, 8].
// CHECK-LABEL: func.func @ternary$broadcast
func.func @ternary$broadcast(%x: tensor<4x1xf32>, %b: tensor<8xf32>, %y: tensor<4x8xf32>) -> tensor<4x8xf32> {
  // CHECK: cuagent.addcmul %{{.*}}, %{{.*}}, %{{.*}} {value = 5.000000e-01 : f64} : tensor<4x1xf32>, tensor<8xf32>, tensor<4x8xf32> -> tensor<4x8xf32>
  %0 = cuagent.addcmul %x, %b, %y {value = 0.5 : f64} : tensor<4x1xf32>, tensor<8xf32>, tensor<4x8xf32> -> tensor<4x8xf32>
  // CHECK: cuagent.addcdiv %{{.*}}, %{{.*}}, %{{.*}} : tensor<4x8xf32>, tensor<8xf32>, tensor<4x1xf32> -> tensor<4x8xf32>
  %1 = cuagent.addcdiv %0, %b, %x : tensor<4x8xf32>, tensor<8xf32>, tensor<4x1xf32> -> tensor<4x8xf32>
  // CHECK: cuagent.lerp %{{.*}}, %{{.*}}, %{{.*}} : tensor<4x8xf32>, tensor<4x8xf32>, tensor<8xf32> -> tensor<4x8xf32>
  %2 = cuagent.lerp %1, %y, %b : tensor<4x8xf32>, tensor<4x8xf32>, tensor<8xf32> -> tensor<4x8xf32>
  return %2 : tensor<4x8xf32>
}

// CHECK-LABEL: func.func @rsub$pow
func.func @rsub$pow(%x: tensor<4x8xf32>, %b: tensor<8xf32>) -> tensor<4x8xf32> {
  // CHECK: cuagent.rsub_s %{{.*}} {alpha = 2.000000e+00 : f64, scalar = 1.000000e+00 : f64} : tensor<4x8xf32>
  %0 = cuagent.rsub_s %x {scalar = 1.0 : f64, alpha = 2.0 : f64} : tensor<4x8xf32>
  // CHECK: cuagent.rsub %{{.*}}, %{{.*}} {alpha = 5.000000e-01 : f64} : tensor<4x8xf32>, tensor<8xf32> -> tensor<4x8xf32>
  %1 = cuagent.rsub %0, %b {alpha = 0.5 : f64} : tensor<4x8xf32>, tensor<8xf32> -> tensor<4x8xf32>
  // CHECK: cuagent.pow_t %{{.*}}, %{{.*}} : tensor<4x8xf32>, tensor<8xf32> -> tensor<4x8xf32>
  %2 = cuagent.pow_t %1, %b : tensor<4x8xf32>, tensor<8xf32> -> tensor<4x8xf32>
  return %2 : tensor<4x8xf32>
}

// The thirty-first session's rows: binary ones broadcast, div's rounding
// mode and rrelu's bounds are attributes.
// CHECK-LABEL: func.func @ops31$rows
func.func @ops31$rows(%x: tensor<4x8xf32>, %b: tensor<8xf32>) -> tensor<4x8xf32> {
  // CHECK: cuagent.logaddexp %{{.*}}, %{{.*}} : tensor<4x8xf32>, tensor<8xf32> -> tensor<4x8xf32>
  %0 = cuagent.logaddexp %x, %b : tensor<4x8xf32>, tensor<8xf32> -> tensor<4x8xf32>
  // CHECK: cuagent.logaddexp2 %{{.*}}, %{{.*}} : tensor<4x8xf32>, tensor<8xf32> -> tensor<4x8xf32>
  %1 = cuagent.logaddexp2 %0, %b : tensor<4x8xf32>, tensor<8xf32> -> tensor<4x8xf32>
  // CHECK: cuagent.hypot %{{.*}}, %{{.*}} : tensor<4x8xf32>, tensor<8xf32> -> tensor<4x8xf32>
  %2 = cuagent.hypot %1, %b : tensor<4x8xf32>, tensor<8xf32> -> tensor<4x8xf32>
  // CHECK: cuagent.heaviside %{{.*}}, %{{.*}} : tensor<4x8xf32>, tensor<8xf32> -> tensor<4x8xf32>
  %3 = cuagent.heaviside %2, %b : tensor<4x8xf32>, tensor<8xf32> -> tensor<4x8xf32>
  // CHECK: cuagent.sinc
  %4 = cuagent.sinc %3 : tensor<4x8xf32>
  // CHECK: cuagent.rrelu %{{.*}} {lower = 1.000000e-01 : f64, upper = 2.000000e-01 : f64}
  %5 = cuagent.rrelu %4 {lower = 0.1 : f64, upper = 0.2 : f64} : tensor<4x8xf32>
  // CHECK: cuagent.floor_divide %{{.*}}, %{{.*}} : tensor<4x8xf32>, tensor<8xf32> -> tensor<4x8xf32>
  %6 = cuagent.floor_divide %5, %b : tensor<4x8xf32>, tensor<8xf32> -> tensor<4x8xf32>
  // CHECK: cuagent.floor_divide_s %{{.*}} {scalar = 1.000000e-01 : f64}
  %7 = cuagent.floor_divide_s %6 {scalar = 0.1 : f64} : tensor<4x8xf32>
  // CHECK: cuagent.div_mode %{{.*}}, %{{.*}} {rounding_mode = "floor"} : tensor<4x8xf32>, tensor<8xf32> -> tensor<4x8xf32>
  %8 = cuagent.div_mode %7, %b {rounding_mode = "floor"} : tensor<4x8xf32>, tensor<8xf32> -> tensor<4x8xf32>
  // trunc is the default: the custom form leaves it out.
  // CHECK: cuagent.div_mode_s %{{.*}}scalar = 0.69999999999999996 : f64
  %9 = cuagent.div_mode_s %8 {rounding_mode = "trunc", scalar = 0.7 : f64} : tensor<4x8xf32>
  return %9 : tensor<4x8xf32>
}
