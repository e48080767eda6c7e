// Round trip of the pooling ops in the forms the importer builds: 1-D, 2-D
// and 3-D windows (strided, padded, dilated, ceil_mode), average pooling
// with and without count_include_pad and divisor_override, adaptive pooling
// to larger and smaller sizes, in each element type.
// RUN: cuagent-opt %s | cuagent-opt | FileCheck %s

// (16 + 2 - 3) / 2 + 1 = 8.
// CHECK-LABEL: func.func @max_pool1d
// CHECK: cuagent.max_pool %{{.*}} {dilation = array<i64: 1>, kernel_size = array<i64: 3>, padding = array<i64: 1>, stride = array<i64: 2>} : tensor<2x4x16xf32> -> tensor<2x4x8xf32>
func.func @max_pool1d(%x: tensor<2x4x16xf32>) -> tensor<2x4x8xf32> {
  %0 = cuagent.max_pool %x {kernel_size = array<i64: 3>, stride = array<i64: 2>, padding = array<i64: 1>, dilation = array<i64: 1>} : tensor<2x4x16xf32> -> tensor<2x4x8xf32>
  return %0 : tensor<2x4x8xf32>
}

// ceil_mode: H ceil((7 - 2) / 2) + 1 = 4 (the last window starts at 6 < 7);
// W with padding 1: ceil((7 + 2 - 3) / 3) + 1 = 3, and (3 - 1) * 3 = 6 < 7 + 1.
// CHECK-LABEL: func.func @max_pool2d$ceil
// CHECK: cuagent.max_pool %{{.*}} {ceil_mode = true, dilation = array<i64: 1, 1>, kernel_size = array<i64: 2, 3>, padding = array<i64: 0, 1>, stride = array<i64: 2, 3>} : tensor<1x3x7x7xf16> -> tensor<1x3x4x3xf16>
func.func @max_pool2d$ceil(%x: tensor<1x3x7x7xf16>) -> tensor<1x3x4x3xf16> {
  %0 = cuagent.max_pool %x {kernel_size = array<i64: 2, 3>, stride = array<i64: 2, 3>, padding = array<i64: 0, 1>, dilation = array<i64: 1, 1>, ceil_mode = true} : tensor<1x3x7x7xf16> -> tensor<1x3x4x3xf16>
  return %0 : tensor<1x3x4x3xf16>
}

// Dilation 2: extent 5, (9 - 5) / 1 + 1 = 5.
// CHECK-LABEL: func.func @max_pool3d$dilated
// CHECK: -> tensor<1x2x5x5x5xbf16>
func.func @max_pool3d$dilated(%x: tensor<1x2x9x9x9xbf16>) -> tensor<1x2x5x5x5xbf16> {
  %0 = cuagent.max_pool %x {kernel_size = array<i64: 3, 3, 3>, stride = array<i64: 1, 1, 1>, padding = array<i64: 0, 0, 0>, dilation = array<i64: 2, 2, 2>} : tensor<1x2x9x9x9xbf16> -> tensor<1x2x5x5x5xbf16>
  return %0 : tensor<1x2x5x5x5xbf16>
}

// count_include_pad defaults to true and is printed only when false.
// CHECK-LABEL: func.func @avg_pool2d
// CHECK: cuagent.avg_pool %{{.*}} {count_include_pad = false, kernel_size = array<i64: 3, 3>, padding = array<i64: 1, 1>, stride = array<i64: 2, 2>} : tensor<2x4x8x8xf32> -> tensor<2x4x4x4xf32>
// CHECK: cuagent.avg_pool %{{.*}} {divisor_override = -3 : i64, kernel_size = array<i64: 2, 2>, padding = array<i64: 0, 0>, stride = array<i64: 2, 2>} : tensor<2x4x8x8xf32> -> tensor<2x4x4x4xf32>
func.func @avg_pool2d(%x: tensor<2x4x8x8xf32>) -> (tensor<2x4x4x4xf32>, tensor<2x4x4x4xf32>) {
  %0 = cuagent.avg_pool %x {kernel_size = array<i64: 3, 3>, stride = array<i64: 2, 2>, padding = array<i64: 1, 1>, count_include_pad = false} : tensor<2x4x8x8xf32> -> tensor<2x4x4x4xf32>
  %1 = cuagent.avg_pool %x {kernel_size = array<i64: 2, 2>, stride = array<i64: 2, 2>, padding = array<i64: 0, 0>, divisor_override = -3 : i64} : tensor<2x4x8x8xf32> -> tensor<2x4x4x4xf32>
  return %0, %1 : tensor<2x4x4x4xf32>, tensor<2x4x4x4xf32>
}

// Adaptive pooling takes its output size from the result type, larger than
// the input included.
// CHECK-LABEL: func.func @adaptive
// CHECK: cuagent.adaptive_avg_pool %{{.*}} : tensor<2x4x7x9xf32> -> tensor<2x4x3x10xf32>
// CHECK: cuagent.adaptive_max_pool %{{.*}} : tensor<2x4x7x9xf32> -> tensor<2x4x2x2xf32>
// CHECK: cuagent.adaptive_avg_pool %{{.*}} : tensor<1x2x5x5x5xf16> -> tensor<1x2x2x3x4xf16>
func.func @adaptive(%x: tensor<2x4x7x9xf32>, %y: tensor<1x2x5x5x5xf16>) -> (tensor<2x4x3x10xf32>, tensor<2x4x2x2xf32>, tensor<1x2x2x3x4xf16>) {
  %0 = cuagent.adaptive_avg_pool %x : tensor<2x4x7x9xf32> -> tensor<2x4x3x10xf32>
  %1 = cuagent.adaptive_max_pool %x : tensor<2x4x7x9xf32> -> tensor<2x4x2x2xf32>
  %2 = cuagent.adaptive_avg_pool %y : tensor<1x2x5x5x5xf16> -> tensor<1x2x2x3x4xf16>
  return %0, %1, %2 : tensor<2x4x3x10xf32>, tensor<2x4x2x2xf32>, tensor<1x2x2x3x4xf16>
}
