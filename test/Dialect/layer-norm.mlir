// RUN: cuagent-opt %s | cuagent-opt | FileCheck %s

// CHECK-LABEL: func.func @layer_norm$affine
// CHECK: cuagent.layer_norm %{{.*}} affine(%{{.*}}, %{{.*}} : tensor<64xf32>, tensor<64xf32>) {eps = 9.9999999999999995E-7 : f64} : tensor<8x64xf32> -> tensor<8x64xf32>
func.func @layer_norm$affine(%x: tensor<8x64xf32>, %w: tensor<64xf32>, %b: tensor<64xf32>) -> tensor<8x64xf32> {
  %0 = cuagent.layer_norm %x affine(%w, %b : tensor<64xf32>, tensor<64xf32>) {eps = 1.0e-6 : f64} : tensor<8x64xf32> -> tensor<8x64xf32>
  return %0 : tensor<8x64xf32>
}

// CHECK-LABEL: func.func @layer_norm$plain
// CHECK: cuagent.layer_norm %{{.*}} : tensor<2x3x64xbf16> -> tensor<2x3x64xbf16>
func.func @layer_norm$plain(%x: tensor<2x3x64xbf16>) -> tensor<2x3x64xbf16> {
  %0 = cuagent.layer_norm %x : tensor<2x3x64xbf16> -> tensor<2x3x64xbf16>
  return %0 : tensor<2x3x64xbf16>
}
