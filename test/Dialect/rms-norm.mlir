// RUN: cuagent-opt %s | cuagent-opt | FileCheck %s

// CHECK-LABEL: func.func @rms_norm$weight
// CHECK: cuagent.rms_norm %{{.*}} weight(%{{.*}} : tensor<64xf32>) {eps = 9.9999999999999995E-7 : f64} : tensor<8x64xf32> -> tensor<8x64xf32>
func.func @rms_norm$weight(%x: tensor<8x64xf32>, %w: tensor<64xf32>) -> tensor<8x64xf32> {
  %0 = cuagent.rms_norm %x weight(%w : tensor<64xf32>) {eps = 1.0e-6 : f64} : tensor<8x64xf32> -> tensor<8x64xf32>
  return %0 : tensor<8x64xf32>
}

// Without eps: float32's epsilon, aten::rms_norm's eps=None.
// CHECK-LABEL: func.func @rms_norm$plain
// CHECK: cuagent.rms_norm %{{.*}} : tensor<2x3x64xbf16> -> tensor<2x3x64xbf16>
// CHECK-NOT: eps
func.func @rms_norm$plain(%x: tensor<2x3x64xbf16>) -> tensor<2x3x64xbf16> {
  %0 = cuagent.rms_norm %x : tensor<2x3x64xbf16> -> tensor<2x3x64xbf16>
  return %0 : tensor<2x3x64xbf16>
}
