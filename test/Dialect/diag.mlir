// aten::diag of a vector: cuagent.diag parses, verifies and prints back,
// with the default diagonal (0, the only one compiled) elided.
// RUN: cuagent-opt %s | cuagent-opt | FileCheck %s
// RUN: cuagent-opt %s --mlir-print-op-generic | cuagent-opt | FileCheck %s

// CHECK-LABEL: func.func @diag$f32
func.func @diag$f32(%v: tensor<16xf32>) -> tensor<16x16xf32> {
  // CHECK: cuagent.diag %{{.*}} : tensor<16xf32> -> tensor<16x16xf32>
  %0 = cuagent.diag %v : tensor<16xf32> -> tensor<16x16xf32>
  return %0 : tensor<16x16xf32>
}

// An explicit diagonal of 0 is the default.
// CHECK-LABEL: func.func @diag$explicit_zero
func.func @diag$explicit_zero(%v: tensor<1xbf16>) -> tensor<1x1xbf16> {
  // CHECK: cuagent.diag %{{.*}} : tensor<1xbf16> -> tensor<1x1xbf16>
  %0 = cuagent.diag %v {diagonal = 0 : i64} : tensor<1xbf16> -> tensor<1x1xbf16>
  return %0 : tensor<1x1xbf16>
}

// CHECK-LABEL: func.func @diag$f16_matmul
func.func @diag$f16_matmul(%v: tensor<8xf16>, %x: tensor<8x4xf16>) -> tensor<8x4xf16> {
  // CHECK: %[[D:.*]] = cuagent.diag %{{.*}} : tensor<8xf16> -> tensor<8x8xf16>
  // CHECK: cuagent.matmul %[[D]], %{{.*}} : tensor<8x8xf16>, tensor<8x4xf16> -> tensor<8x4xf16>
  %0 = cuagent.diag %v : tensor<8xf16> -> tensor<8x8xf16>
  %1 = cuagent.matmul %0, %x : tensor<8x8xf16>, tensor<8x4xf16> -> tensor<8x4xf16>
  return %1 : tensor<8x4xf16>
}
