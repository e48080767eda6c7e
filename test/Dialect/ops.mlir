// Every op parses, verifies and prints back to a form that parses again,
// in both the custom and the generic syntax.
// RUN: cuagent-opt %s | cuagent-opt | FileCheck %s
// RUN: cuagent-opt %s --mlir-print-op-generic | cuagent-opt | FileCheck %s

// CHECK-LABEL: func.func @add$broadcast
func.func @add$broadcast(%a: tensor<4x8xf32>, %b: tensor<8xf32>) -> tensor<4x8xf32> {
  // CHECK: cuagent.add %{{.*}}, %{{.*}} : tensor<4x8xf32>, tensor<8xf32> -> tensor<4x8xf32>
  %0 = cuagent.add %a, %b : tensor<4x8xf32>, tensor<8xf32> -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// CHECK-LABEL: func.func @sub$both_sides_broadcast
func.func @sub$both_sides_broadcast(%a: tensor<4x1xf16>, %b: tensor<1x8xf16>) -> tensor<4x8xf16> {
  // CHECK: cuagent.sub %{{.*}}, %{{.*}} : tensor<4x1xf16>, tensor<1x8xf16> -> tensor<4x8xf16>
  %0 = cuagent.sub %a, %b : tensor<4x1xf16>, tensor<1x8xf16> -> tensor<4x8xf16>
  return %0 : tensor<4x8xf16>
}

// CHECK-LABEL: func.func @mul$rank0_operand
func.func @mul$rank0_operand(%a: tensor<bf16>, %b: tensor<2x3xbf16>) -> tensor<2x3xbf16> {
  // CHECK: cuagent.mul %{{.*}}, %{{.*}} : tensor<bf16>, tensor<2x3xbf16> -> tensor<2x3xbf16>
  %0 = cuagent.mul %a, %b : tensor<bf16>, tensor<2x3xbf16> -> tensor<2x3xbf16>
  return %0 : tensor<2x3xbf16>
}

// CHECK-LABEL: func.func @div$same_shape
func.func @div$same_shape(%a: tensor<3xf32>, %b: tensor<3xf32>) -> tensor<3xf32> {
  // CHECK: cuagent.div %{{.*}}, %{{.*}} : tensor<3xf32>, tensor<3xf32> -> tensor<3xf32>
  %0 = cuagent.div %a, %b : tensor<3xf32>, tensor<3xf32> -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// CHECK-LABEL: func.func @scalar$all
func.func @scalar$all(%x: tensor<4xf32>) -> tensor<4xf32> {
  // CHECK: cuagent.add_s %{{.*}}, 1.500000e+00 : tensor<4xf32>
  %0 = cuagent.add_s %x, 1.5 : tensor<4xf32>
  // CHECK: cuagent.sub_s %{{.*}}, -2.500000e-01 : tensor<4xf32>
  %1 = cuagent.sub_s %0, -0.25 : tensor<4xf32>
  // CHECK: cuagent.mul_s %{{.*}}, 3.000000e+00 : tensor<4xf32>
  %2 = cuagent.mul_s %1, 3.0 : tensor<4xf32>
  // CHECK: cuagent.div_s %{{.*}}, 7.000000e+00 : tensor<4xf32>
  %3 = cuagent.div_s %2, 7.0 : tensor<4xf32>
  return %3 : tensor<4xf32>
}

// Non-finite scalars print in hex and must survive the round trip.
// CHECK-LABEL: func.func @scalar$non_finite
func.func @scalar$non_finite(%x: tensor<4xf16>) -> tensor<4xf16> {
  // CHECK: cuagent.add_s %{{.*}}, 0x7FF0000000000000 : tensor<4xf16>
  %0 = cuagent.add_s %x, 0x7FF0000000000000 : tensor<4xf16>
  // CHECK: cuagent.mul_s %{{.*}}, 0x7FF8000000000000 : tensor<4xf16>
  %1 = cuagent.mul_s %0, 0x7FF8000000000000 : tensor<4xf16>
  // CHECK: cuagent.sub_s %{{.*}}, -0.000000e+00 : tensor<4xf16>
  %2 = cuagent.sub_s %1, -0.0 : tensor<4xf16>
  return %2 : tensor<4xf16>
}

// CHECK-LABEL: func.func @unary$all
func.func @unary$all(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // CHECK: cuagent.relu %{{.*}} : tensor<2x3xf32>
  %0 = cuagent.relu %x : tensor<2x3xf32>
  // CHECK: cuagent.sigmoid %{{.*}} : tensor<2x3xf32>
  %1 = cuagent.sigmoid %0 : tensor<2x3xf32>
  // CHECK: cuagent.tanh %{{.*}} : tensor<2x3xf32>
  %2 = cuagent.tanh %1 : tensor<2x3xf32>
  return %2 : tensor<2x3xf32>
}

// The default "none" is not printed.
// CHECK-LABEL: func.func @gelu$approximate
func.func @gelu$approximate(%x: tensor<2x3xbf16>) -> tensor<2x3xbf16> {
  // CHECK: cuagent.gelu %{{.*}} : tensor<2x3xbf16>
  %0 = cuagent.gelu %x : tensor<2x3xbf16>
  // CHECK: cuagent.gelu %{{.*}} : tensor<2x3xbf16>
  %1 = cuagent.gelu %0 {approximate = "none"} : tensor<2x3xbf16>
  // CHECK: cuagent.gelu %{{.*}} {approximate = "tanh"} : tensor<2x3xbf16>
  %2 = cuagent.gelu %1 {approximate = "tanh"} : tensor<2x3xbf16>
  return %2 : tensor<2x3xbf16>
}

// CHECK-LABEL: func.func @clamp$bounds
func.func @clamp$bounds(%x: tensor<8xf32>) -> tensor<8xf32> {
  // CHECK: cuagent.clamp %{{.*}} min 0.000000e+00 max 6.000000e+00 : tensor<8xf32>
  %0 = cuagent.clamp %x min 0.0 max 6.0 : tensor<8xf32>
  // CHECK: cuagent.clamp %{{.*}} min -1.000000e+00 : tensor<8xf32>
  %1 = cuagent.clamp %0 min -1.0 : tensor<8xf32>
  // CHECK: cuagent.clamp %{{.*}} max 1.000000e+00 : tensor<8xf32>
  %2 = cuagent.clamp %1 max 1.0 : tensor<8xf32>
  // CHECK: cuagent.clamp %{{.*}} min 2.000000e+00 max 2.000000e+00 : tensor<8xf32>
  %3 = cuagent.clamp %2 min 2.0 max 2.0 : tensor<8xf32>
  return %3 : tensor<8xf32>
}

// keepdim = false is the default and is not printed.
// CHECK-LABEL: func.func @reduce$keepdim
func.func @reduce$keepdim(%x: tensor<4x8xf32>) -> (tensor<4xf32>, tensor<4x1xf32>, tensor<4xf32>, tensor<4x1xf32>, tensor<4x1xf32>) {
  // CHECK: cuagent.sum %{{.*}} : tensor<4x8xf32> -> tensor<4xf32>
  %0 = cuagent.sum %x : tensor<4x8xf32> -> tensor<4xf32>
  // CHECK: cuagent.sum %{{.*}} {keepdim = true} : tensor<4x8xf32> -> tensor<4x1xf32>
  %1 = cuagent.sum %x {keepdim = true} : tensor<4x8xf32> -> tensor<4x1xf32>
  // CHECK: cuagent.mean %{{.*}} : tensor<4x8xf32> -> tensor<4xf32>
  %2 = cuagent.mean %x {keepdim = false} : tensor<4x8xf32> -> tensor<4xf32>
  // CHECK: cuagent.mean %{{.*}} {keepdim = true} : tensor<4x8xf32> -> tensor<4x1xf32>
  %3 = cuagent.mean %x {keepdim = true} : tensor<4x8xf32> -> tensor<4x1xf32>
  // CHECK: cuagent.amax %{{.*}} {keepdim = true} : tensor<4x8xf32> -> tensor<4x1xf32>
  %4 = cuagent.amax %x {keepdim = true} : tensor<4x8xf32> -> tensor<4x1xf32>
  return %0, %1, %2, %3, %4 : tensor<4xf32>, tensor<4x1xf32>, tensor<4xf32>, tensor<4x1xf32>, tensor<4x1xf32>
}

// CHECK-LABEL: func.func @reduce$rank1_to_rank0
func.func @reduce$rank1_to_rank0(%x: tensor<16xf16>) -> (tensor<f16>, tensor<1xf16>) {
  // CHECK: cuagent.amax %{{.*}} : tensor<16xf16> -> tensor<f16>
  %0 = cuagent.amax %x : tensor<16xf16> -> tensor<f16>
  // CHECK: cuagent.sum %{{.*}} {keepdim = true} : tensor<16xf16> -> tensor<1xf16>
  %1 = cuagent.sum %x {keepdim = true} : tensor<16xf16> -> tensor<1xf16>
  return %0, %1 : tensor<f16>, tensor<1xf16>
}

// CHECK-LABEL: func.func @softmax$last_dim
func.func @softmax$last_dim(%x: tensor<2x4x8xbf16>) -> tensor<2x4x8xbf16> {
  // CHECK: cuagent.softmax %{{.*}} : tensor<2x4x8xbf16>
  %0 = cuagent.softmax %x : tensor<2x4x8xbf16>
  return %0 : tensor<2x4x8xbf16>
}
