// RUN: cuagent-translate --block 256 --vector 4 %s | FileCheck %s

// The registry's expression, with the slope as the exact float literal of
// the f64 attribute (0.2 rounds as torch rounds it to float) and NaN kept
// (NaN > 0 is false, and NaN * slope is NaN).
// CHECK-LABEL: // function @leaky_relu$after_add
// CHECK: const float [[SUM:v[0-9]+]] = x{{[0-9]+}} + x{{[0-9]+}};
// CHECK: const float v{{[0-9]+}} = ([[SUM]] > 0.f ? [[SUM]] : [[SUM]] * ((float)0x1.999999999999ap-3));
func.func @leaky_relu$after_add(%x: tensor<8x1024xf32>, %y: tensor<8x1024xf32>) -> tensor<8x1024xf32> {
  %0 = cuagent.add %x, %y : tensor<8x1024xf32>, tensor<8x1024xf32> -> tensor<8x1024xf32>
  %1 = cuagent.leaky_relu %0 {negative_slope = 0.2 : f64} : tensor<8x1024xf32>
  return %1 : tensor<8x1024xf32>
}

// The default slope, 0.01, when the attribute is left out.
// CHECK-LABEL: // function @leaky_relu$default_slope
// CHECK: ((float)0x1.47ae147ae147bp-7)
func.func @leaky_relu$default_slope(%x: tensor<1024xf32>) -> tensor<1024xf32> {
  %0 = cuagent.leaky_relu %x : tensor<1024xf32>
  return %0 : tensor<1024xf32>
}
