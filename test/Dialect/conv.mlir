// Round trip of cuagent.conv in every form the importer builds: 1-D, 2-D and
// 3-D, with and without bias, strided, padded, dilated, grouped (depthwise
// included) and transposed (with output_padding), in each element type.
// RUN: cuagent-opt %s | cuagent-opt | FileCheck %s

// CHECK-LABEL: func.func @conv1d$bias
// CHECK: cuagent.conv %{{.*}}, %{{.*}}, %{{.*}} {dilation = array<i64: 1>, output_padding = array<i64: 0>, padding = array<i64: 1>, stride = array<i64: 1>} : tensor<2x4x16xf32>, tensor<8x4x3xf32>, tensor<8xf32> -> tensor<2x8x16xf32>
func.func @conv1d$bias(%x: tensor<2x4x16xf32>, %w: tensor<8x4x3xf32>, %b: tensor<8xf32>) -> tensor<2x8x16xf32> {
  %0 = cuagent.conv %x, %w, %b {stride = array<i64: 1>, padding = array<i64: 1>, dilation = array<i64: 1>, output_padding = array<i64: 0>} : tensor<2x4x16xf32>, tensor<8x4x3xf32>, tensor<8xf32> -> tensor<2x8x16xf32>
  return %0 : tensor<2x8x16xf32>
}

// (32 + 2 - 3) / 2 + 1 = 16.
// CHECK-LABEL: func.func @conv2d$strided
// CHECK: cuagent.conv %{{.*}}, %{{.*}} {dilation = array<i64: 1, 1>, output_padding = array<i64: 0, 0>, padding = array<i64: 1, 1>, stride = array<i64: 2, 2>} : tensor<1x3x32x32xf32>, tensor<16x3x3x3xf32> -> tensor<1x16x16x16xf32>
func.func @conv2d$strided(%x: tensor<1x3x32x32xf32>, %w: tensor<16x3x3x3xf32>) -> tensor<1x16x16x16xf32> {
  %0 = cuagent.conv %x, %w {stride = array<i64: 2, 2>, padding = array<i64: 1, 1>, dilation = array<i64: 1, 1>, output_padding = array<i64: 0, 0>} : tensor<1x3x32x32xf32>, tensor<16x3x3x3xf32> -> tensor<1x16x16x16xf32>
  return %0 : tensor<1x16x16x16xf32>
}

// Unequal per-dim geometry: H (9 + 0 - 3) / 1 + 1 = 7, W (10 + 4 - 5) / 3 + 1 = 4.
// CHECK-LABEL: func.func @conv2d$per_dim
// CHECK: -> tensor<2x6x7x4xf32>
func.func @conv2d$per_dim(%x: tensor<2x3x9x10xf32>, %w: tensor<6x3x3x3xf32>) -> tensor<2x6x7x4xf32> {
  %0 = cuagent.conv %x, %w {stride = array<i64: 1, 3>, padding = array<i64: 0, 2>, dilation = array<i64: 1, 2>, output_padding = array<i64: 0, 0>} : tensor<2x3x9x10xf32>, tensor<6x3x3x3xf32> -> tensor<2x6x7x4xf32>
  return %0 : tensor<2x6x7x4xf32>
}

// CHECK-LABEL: func.func @conv3d
// CHECK: -> tensor<2x8x6x6x6xf32>
func.func @conv3d(%x: tensor<2x4x8x8x8xf32>, %w: tensor<8x4x3x3x3xf32>, %b: tensor<8xf32>) -> tensor<2x8x6x6x6xf32> {
  %0 = cuagent.conv %x, %w, %b {stride = array<i64: 1, 1, 1>, padding = array<i64: 0, 0, 0>, dilation = array<i64: 1, 1, 1>, output_padding = array<i64: 0, 0, 0>} : tensor<2x4x8x8x8xf32>, tensor<8x4x3x3x3xf32>, tensor<8xf32> -> tensor<2x8x6x6x6xf32>
  return %0 : tensor<2x8x6x6x6xf32>
}

// Depthwise (groups = channels) and grouped with dilation: extent 5, 10 - 5 + 1 = 6.
// CHECK-LABEL: func.func @conv2d$groups
// CHECK: cuagent.conv %{{.*}}, %{{.*}} {{{.*}}groups = 8 : i64{{.*}}} : tensor<1x8x10x10xf32>, tensor<8x1x3x3xf32> -> tensor<1x8x10x10xf32>
// CHECK: cuagent.conv %{{.*}}, %{{.*}} {dilation = array<i64: 2, 2>, groups = 2 : i64{{.*}}} : tensor<1x8x10x10xf32>, tensor<16x4x3x3xf32> -> tensor<1x16x6x6xf32>
func.func @conv2d$groups(%x: tensor<1x8x10x10xf32>, %dw: tensor<8x1x3x3xf32>, %w: tensor<16x4x3x3xf32>) -> (tensor<1x8x10x10xf32>, tensor<1x16x6x6xf32>) {
  %0 = cuagent.conv %x, %dw {stride = array<i64: 1, 1>, padding = array<i64: 1, 1>, dilation = array<i64: 1, 1>, output_padding = array<i64: 0, 0>, groups = 8} : tensor<1x8x10x10xf32>, tensor<8x1x3x3xf32> -> tensor<1x8x10x10xf32>
  %1 = cuagent.conv %x, %w {stride = array<i64: 1, 1>, padding = array<i64: 0, 0>, dilation = array<i64: 2, 2>, output_padding = array<i64: 0, 0>, groups = 2} : tensor<1x8x10x10xf32>, tensor<16x4x3x3xf32> -> tensor<1x16x6x6xf32>
  return %0, %1 : tensor<1x8x10x10xf32>, tensor<1x16x6x6xf32>
}

// Transposed: weight [C_in, C_out / groups, k...]; (8 - 1) * 2 - 2 + 3 + 1 = 16.
// CHECK-LABEL: func.func @conv_transpose2d
// CHECK: cuagent.conv %{{.*}}, %{{.*}}, %{{.*}} {dilation = array<i64: 1, 1>, output_padding = array<i64: 1, 1>, padding = array<i64: 1, 1>, stride = array<i64: 2, 2>, transposed = true} : tensor<1x4x8x8xf32>, tensor<4x8x3x3xf32>, tensor<8xf32> -> tensor<1x8x16x16xf32>
func.func @conv_transpose2d(%x: tensor<1x4x8x8xf32>, %w: tensor<4x8x3x3xf32>, %b: tensor<8xf32>) -> tensor<1x8x16x16xf32> {
  %0 = cuagent.conv %x, %w, %b {stride = array<i64: 2, 2>, padding = array<i64: 1, 1>, dilation = array<i64: 1, 1>, output_padding = array<i64: 1, 1>, transposed = true} : tensor<1x4x8x8xf32>, tensor<4x8x3x3xf32>, tensor<8xf32> -> tensor<1x8x16x16xf32>
  return %0 : tensor<1x8x16x16xf32>
}

// Grouped transposed 3-D: 2 groups of 3 output channels; 4 - 1 + 3 = 6.
// CHECK-LABEL: func.func @conv_transpose3d$groups
// CHECK: groups = 2 : i64{{.*}}transposed = true{{.*}} -> tensor<1x6x6x6x6xf32>
func.func @conv_transpose3d$groups(%x: tensor<1x4x4x4x4xf32>, %w: tensor<4x3x3x3x3xf32>) -> tensor<1x6x6x6x6xf32> {
  %0 = cuagent.conv %x, %w {stride = array<i64: 1, 1, 1>, padding = array<i64: 0, 0, 0>, dilation = array<i64: 1, 1, 1>, output_padding = array<i64: 0, 0, 0>, groups = 2, transposed = true} : tensor<1x4x4x4x4xf32>, tensor<4x3x3x3x3xf32> -> tensor<1x6x6x6x6xf32>
  return %0 : tensor<1x6x6x6x6xf32>
}

// output_padding below max(stride, dilation): (5 - 1) * 3 + 2 * 2 + 1 + 2 = 19.
// CHECK-LABEL: func.func @conv_transpose1d$dilated
// CHECK: -> tensor<2x2x19xf16>
func.func @conv_transpose1d$dilated(%x: tensor<2x4x5xf16>, %w: tensor<4x2x3xf16>, %b: tensor<2xf16>) -> tensor<2x2x19xf16> {
  %0 = cuagent.conv %x, %w, %b {stride = array<i64: 3>, padding = array<i64: 0>, dilation = array<i64: 2>, output_padding = array<i64: 2>, transposed = true} : tensor<2x4x5xf16>, tensor<4x2x3xf16>, tensor<2xf16> -> tensor<2x2x19xf16>
  return %0 : tensor<2x2x19xf16>
}

// CHECK-LABEL: func.func @conv2d$bf16
// CHECK: -> tensor<1x4x6x6xbf16>
func.func @conv2d$bf16(%x: tensor<1x2x8x8xbf16>, %w: tensor<4x2x3x3xbf16>) -> tensor<1x4x6x6xbf16> {
  %0 = cuagent.conv %x, %w {stride = array<i64: 1, 1>, padding = array<i64: 0, 0>, dilation = array<i64: 1, 1>, output_padding = array<i64: 0, 0>} : tensor<1x2x8x8xbf16>, tensor<4x2x3x3xbf16> -> tensor<1x4x6x6xbf16>
  return %0 : tensor<1x4x6x6xbf16>
}
