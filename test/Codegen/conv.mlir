// cudnn plan steps: the conv geometry as the op states it, the bias fused
// into cuDNN or added by the NVRTC kernels after it (as they load the
// result, or in place when nothing reads it), conv3d, transposed conv, TF32.
// RUN: cuagent-translate --plan %s | FileCheck %s
// RUN: cuagent-translate --plan --conv-bias-fused=false %s | FileCheck %s --check-prefix=EPI
// RUN: cuagent-translate --plan --tf32 --conv-engine 3 %s | FileCheck %s --check-prefix=TF32

func.func @conv2d$bias_relu(%x: tensor<2x3x16x16xf32>, %w: tensor<8x3x3x3xf32>, %b: tensor<8xf32>) -> tensor<2x8x16x16xf32> {
  %0 = cuagent.conv %x, %w, %b {stride = array<i64: 1, 1>, padding = array<i64: 1, 1>, dilation = array<i64: 1, 1>, output_padding = array<i64: 0, 0>} : tensor<2x3x16x16xf32>, tensor<8x3x3x3xf32>, tensor<8xf32> -> tensor<2x8x16x16xf32>
  %1 = cuagent.relu %0 : tensor<2x8x16x16xf32>
  return %1 : tensor<2x8x16x16xf32>
}

func.func @conv2d$bias_only(%x: tensor<1x4x9x9xf16>, %w: tensor<6x4x3x3xf16>, %b: tensor<6xf16>) -> tensor<1x6x4x4xf16> {
  %0 = cuagent.conv %x, %w, %b {stride = array<i64: 2, 2>, padding = array<i64: 0, 0>, dilation = array<i64: 1, 1>, output_padding = array<i64: 0, 0>} : tensor<1x4x9x9xf16>, tensor<6x4x3x3xf16>, tensor<6xf16> -> tensor<1x6x4x4xf16>
  return %0 : tensor<1x6x4x4xf16>
}

func.func @conv3d$clamp(%x: tensor<1x4x6x8x8xf32>, %w: tensor<8x2x3x3x3xf32>) -> tensor<1x8x4x6x6xf32> {
  %0 = cuagent.conv %x, %w {stride = array<i64: 1, 1, 1>, padding = array<i64: 0, 0, 0>, dilation = array<i64: 1, 1, 1>, output_padding = array<i64: 0, 0, 0>, groups = 2 : i64} : tensor<1x4x6x8x8xf32>, tensor<8x2x3x3x3xf32> -> tensor<1x8x4x6x6xf32>
  %1 = cuagent.clamp %0 min 0.0 max 6.0 : tensor<1x8x4x6x6xf32>
  return %1 : tensor<1x8x4x6x6xf32>
}

func.func @conv_transpose2d(%x: tensor<2x4x5x5xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<6xf32>) -> tensor<2x6x10x10xf32> {
  %0 = cuagent.conv %x, %w, %b {stride = array<i64: 2, 2>, padding = array<i64: 1, 1>, dilation = array<i64: 1, 1>, output_padding = array<i64: 1, 1>, groups = 2 : i64, transposed = true} : tensor<2x4x5x5xf32>, tensor<4x3x3x3xf32>, tensor<6xf32> -> tensor<2x6x10x10xf32>
  return %0 : tensor<2x6x10x10xf32>
}

func.func @conv$conv(%x: tensor<1x3x8x8xf32>, %w0: tensor<4x3x1x1xf32>, %b0: tensor<4xf32>, %w1: tensor<5x4x1x1xf32>) -> tensor<1x5x8x8xf32> {
  %0 = cuagent.conv %x, %w0, %b0 {stride = array<i64: 1, 1>, padding = array<i64: 0, 0>, dilation = array<i64: 1, 1>, output_padding = array<i64: 0, 0>} : tensor<1x3x8x8xf32>, tensor<4x3x1x1xf32>, tensor<4xf32> -> tensor<1x4x8x8xf32>
  %1 = cuagent.conv %0, %w1 {stride = array<i64: 1, 1>, padding = array<i64: 0, 0>, dilation = array<i64: 1, 1>, output_padding = array<i64: 0, 0>} : tensor<1x4x8x8xf32>, tensor<5x4x1x1xf32> -> tensor<1x5x8x8xf32>
  return %1 : tensor<1x5x8x8xf32>
}
