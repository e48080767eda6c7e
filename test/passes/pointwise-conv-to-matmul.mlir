// RUN: cuagent-opt --pass-pipeline='builtin.module(func.func(cuagent-pointwise-conv-to-matmul))' --split-input-file %s | FileCheck %s

// conv1d with a 1-wide window: W [K, C] times x [N, C, L] as it lies (no
// reshape of x or y), the bias one per output channel as a [K, 1] add.
// CHECK-LABEL: func.func @conv1d_k1
// CHECK-NEXT: %[[W:.*]] = cuagent.reshape %arg1 {shape = array<i64: 16, 32>} : tensor<16x32x1xf32> -> tensor<16x32xf32>
// CHECK-NEXT: %[[M:.*]] = cuagent.matmul %[[W]], %arg0 : tensor<16x32xf32>, tensor<4x32x100xf32> -> tensor<4x16x100xf32>
// CHECK-NEXT: %[[B:.*]] = cuagent.reshape %arg2 {shape = array<i64: 16, 1>} : tensor<16xf32> -> tensor<16x1xf32>
// CHECK-NEXT: %[[Y:.*]] = cuagent.add %[[M]], %[[B]] : tensor<4x16x100xf32>, tensor<16x1xf32> -> tensor<4x16x100xf32>
// CHECK-NEXT: %[[R:.*]] = cuagent.relu %[[Y]]
// CHECK-NEXT: return %[[R]]
// CHECK-NOT: cuagent.conv
func.func @conv1d_k1(%x: tensor<4x32x100xf32>, %w: tensor<16x32x1xf32>, %b: tensor<16xf32>) -> tensor<4x16x100xf32> {
  %0 = cuagent.conv %x, %w, %b {stride = array<i64: 1>, padding = array<i64: 0>, dilation = array<i64: 1>, output_padding = array<i64: 0>} : tensor<4x32x100xf32>, tensor<16x32x1xf32>, tensor<16xf32> -> tensor<4x16x100xf32>
  %1 = cuagent.relu %0 : tensor<4x16x100xf32>
  return %1 : tensor<4x16x100xf32>
}

// -----

// conv3d 1x1x1 without bias, dilation set (irrelevant to a 1-element
// window): x and y viewed as [N, C, D*H*W].
// CHECK-LABEL: func.func @conv3d_1x1x1
// CHECK-NEXT: %[[X:.*]] = cuagent.reshape %arg0 {shape = array<i64: 2, 8, 60>} : tensor<2x8x3x4x5xf32> -> tensor<2x8x60xf32>
// CHECK-NEXT: %[[W:.*]] = cuagent.reshape %arg1 {shape = array<i64: 6, 8>} : tensor<6x8x1x1x1xf32> -> tensor<6x8xf32>
// CHECK-NEXT: %[[M:.*]] = cuagent.matmul %[[W]], %[[X]] : tensor<6x8xf32>, tensor<2x8x60xf32> -> tensor<2x6x60xf32>
// CHECK-NEXT: %[[Y:.*]] = cuagent.reshape %[[M]] {shape = array<i64: 2, 6, 3, 4, 5>} : tensor<2x6x60xf32> -> tensor<2x6x3x4x5xf32>
// CHECK-NEXT: return %[[Y]]
func.func @conv3d_1x1x1(%x: tensor<2x8x3x4x5xf32>, %w: tensor<6x8x1x1x1xf32>) -> tensor<2x6x3x4x5xf32> {
  %0 = cuagent.conv %x, %w {stride = array<i64: 1, 1, 1>, padding = array<i64: 0, 0, 0>, dilation = array<i64: 2, 2, 2>, output_padding = array<i64: 0, 0, 0>} : tensor<2x8x3x4x5xf32>, tensor<6x8x1x1x1xf32> -> tensor<2x6x3x4x5xf32>
  return %0 : tensor<2x6x3x4x5xf32>
}

// -----

// A transposed 1x1 conv: its weight is [C_in, C_out], read transposed; the
// bias as [K, 1, 1] against [N, K, H, W].
// CHECK-LABEL: func.func @conv_transpose2d_1x1
// CHECK-NEXT: %[[X:.*]] = cuagent.reshape %arg0 {shape = array<i64: 2, 8, 20>} : tensor<2x8x4x5xf32> -> tensor<2x8x20xf32>
// CHECK-NEXT: %[[W:.*]] = cuagent.reshape %arg1 {shape = array<i64: 8, 3>} : tensor<8x3x1x1xf32> -> tensor<8x3xf32>
// CHECK-NEXT: %[[M:.*]] = cuagent.matmul %[[W]], %[[X]] {transpose_lhs = true} : tensor<8x3xf32>, tensor<2x8x20xf32> -> tensor<2x3x20xf32>
// CHECK-NEXT: %[[Y:.*]] = cuagent.reshape %[[M]] {shape = array<i64: 2, 3, 4, 5>} : tensor<2x3x20xf32> -> tensor<2x3x4x5xf32>
// CHECK-NEXT: %[[B:.*]] = cuagent.reshape %arg2 {shape = array<i64: 3, 1, 1>} : tensor<3xf32> -> tensor<3x1x1xf32>
// CHECK-NEXT: %[[R:.*]] = cuagent.add %[[Y]], %[[B]] : tensor<2x3x4x5xf32>, tensor<3x1x1xf32> -> tensor<2x3x4x5xf32>
// CHECK-NEXT: return %[[R]]
func.func @conv_transpose2d_1x1(%x: tensor<2x8x4x5xf32>, %w: tensor<8x3x1x1xf32>, %b: tensor<3xf32>) -> tensor<2x3x4x5xf32> {
  %0 = cuagent.conv %x, %w, %b {stride = array<i64: 1, 1>, padding = array<i64: 0, 0>, dilation = array<i64: 1, 1>, output_padding = array<i64: 0, 0>, transposed = true} : tensor<2x8x4x5xf32>, tensor<8x3x1x1xf32>, tensor<3xf32> -> tensor<2x3x4x5xf32>
  return %0 : tensor<2x3x4x5xf32>
}

// -----

// Where it must not fire: a strided, a padded and a grouped 1x1 conv, and
// a 3-wide window.
// CHECK-LABEL: func.func @not_pointwise
// CHECK-NOT: cuagent.matmul
// CHECK-COUNT-4: cuagent.conv
func.func @not_pointwise(%x: tensor<2x8x6x6xf32>, %w: tensor<4x8x1x1xf32>, %g: tensor<4x4x1x1xf32>, %w3: tensor<4x8x3x3xf32>) -> (tensor<2x4x3x3xf32>, tensor<2x4x8x8xf32>, tensor<2x4x6x6xf32>, tensor<2x4x4x4xf32>) {
  %0 = cuagent.conv %x, %w {stride = array<i64: 2, 2>, padding = array<i64: 0, 0>, dilation = array<i64: 1, 1>, output_padding = array<i64: 0, 0>} : tensor<2x8x6x6xf32>, tensor<4x8x1x1xf32> -> tensor<2x4x3x3xf32>
  %1 = cuagent.conv %x, %w {stride = array<i64: 1, 1>, padding = array<i64: 1, 1>, dilation = array<i64: 1, 1>, output_padding = array<i64: 0, 0>} : tensor<2x8x6x6xf32>, tensor<4x8x1x1xf32> -> tensor<2x4x8x8xf32>
  %2 = cuagent.conv %x, %g {stride = array<i64: 1, 1>, padding = array<i64: 0, 0>, dilation = array<i64: 1, 1>, output_padding = array<i64: 0, 0>, groups = 2 : i64} : tensor<2x8x6x6xf32>, tensor<4x4x1x1xf32> -> tensor<2x4x6x6xf32>
  %3 = cuagent.conv %x, %w3 {stride = array<i64: 1, 1>, padding = array<i64: 0, 0>, dilation = array<i64: 1, 1>, output_padding = array<i64: 0, 0>} : tensor<2x8x6x6xf32>, tensor<4x8x3x3xf32> -> tensor<2x4x4x4xf32>
  return %0, %1, %2, %3 : tensor<2x4x3x3xf32>, tensor<2x4x8x8xf32>, tensor<2x4x6x6xf32>, tensor<2x4x4x4xf32>
}
