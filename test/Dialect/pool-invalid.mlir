// The verifiers of the pooling ops: every rule of PoolShape.h and of the
// ops, one case each.
// RUN: cuagent-opt %s --split-input-file --verify-diagnostics

func.func @max_pool$rank(%x: tensor<4x16xf32>) {
  // expected-error @+1 {{input must have rank 3 to 5 (N, C and 1 to 3 spatial dims)}}
  %0 = cuagent.max_pool %x {kernel_size = array<i64>, stride = array<i64>, padding = array<i64>, dilation = array<i64>} : tensor<4x16xf32> -> tensor<4x16xf32>
  return
}

// -----

func.func @max_pool$entries(%x: tensor<1x4x8x8xf32>) {
  // expected-error @+1 {{kernel_size, stride, padding and dilation need one entry per spatial dim (2)}}
  %0 = cuagent.max_pool %x {kernel_size = array<i64: 2>, stride = array<i64: 2, 2>, padding = array<i64: 0, 0>, dilation = array<i64: 1, 1>} : tensor<1x4x8x8xf32> -> tensor<1x4x4x4xf32>
  return
}

// -----

func.func @max_pool$stride_zero(%x: tensor<1x4x8x8xf32>) {
  // expected-error @+1 {{spatial dim 1: kernel_size, stride and dilation must be positive and padding non-negative}}
  %0 = cuagent.max_pool %x {kernel_size = array<i64: 2, 2>, stride = array<i64: 2, 0>, padding = array<i64: 0, 0>, dilation = array<i64: 1, 1>} : tensor<1x4x8x8xf32> -> tensor<1x4x4x4xf32>
  return
}

// -----

func.func @max_pool$dilation_zero(%x: tensor<1x4x8x8xf32>) {
  // expected-error @+1 {{spatial dim 0: kernel_size, stride and dilation must be positive}}
  %0 = cuagent.max_pool %x {kernel_size = array<i64: 2, 2>, stride = array<i64: 2, 2>, padding = array<i64: 0, 0>, dilation = array<i64: 0, 1>} : tensor<1x4x8x8xf32> -> tensor<1x4x4x4xf32>
  return
}

// -----

func.func @max_pool$negative_pad(%x: tensor<1x4x8x8xf32>) {
  // expected-error @+1 {{padding non-negative}}
  %0 = cuagent.max_pool %x {kernel_size = array<i64: 2, 2>, stride = array<i64: 2, 2>, padding = array<i64: -1, 0>, dilation = array<i64: 1, 1>} : tensor<1x4x8x8xf32> -> tensor<1x4x4x4xf32>
  return
}

// -----

func.func @max_pool$pad_over_half(%x: tensor<1x4x8x8xf32>) {
  // expected-error @+1 {{spatial dim 0: padding 2 exceeds half the kernel size 3 (PyTorch rejects it)}}
  %0 = cuagent.max_pool %x {kernel_size = array<i64: 3, 3>, stride = array<i64: 1, 1>, padding = array<i64: 2, 1>, dilation = array<i64: 1, 1>} : tensor<1x4x8x8xf32> -> tensor<1x4x10x8xf32>
  return
}

// -----

func.func @max_pool$too_small(%x: tensor<1x4x2x8xf32>) {
  // expected-error @+1 {{spatial dim 0: input size 2 leaves no output for window extent 3 (PyTorch: output size is too small)}}
  %0 = cuagent.max_pool %x {kernel_size = array<i64: 3, 3>, stride = array<i64: 1, 1>, padding = array<i64: 0, 0>, dilation = array<i64: 1, 1>} : tensor<1x4x2x8xf32> -> tensor<1x4x1x6xf32>
  return
}

// -----

// Dilation makes the extent 2 * (3 - 1) + 1 = 5 > 4.
func.func @max_pool$dilated_too_small(%x: tensor<1x4x4xf32>) {
  // expected-error @+1 {{spatial dim 0: input size 4 leaves no output for window extent 5}}
  %0 = cuagent.max_pool %x {kernel_size = array<i64: 3>, stride = array<i64: 1>, padding = array<i64: 0>, dilation = array<i64: 2>} : tensor<1x4x4xf32> -> tensor<1x4x1xf32>
  return
}

// -----

func.func @max_pool$overflow(%x: tensor<1x4x8xf32>) {
  // expected-error @+1 {{spatial dim 0: the output size overflows 64 bits}}
  %0 = cuagent.max_pool %x {kernel_size = array<i64: 3>, stride = array<i64: 1>, padding = array<i64: 0>, dilation = array<i64: 9223372036854775807>} : tensor<1x4x8xf32> -> tensor<1x4x1xf32>
  return
}

// -----

// Without ceil_mode (7 - 2) / 2 + 1 = 3.
func.func @max_pool$floor(%x: tensor<1x3x7x7xf32>) {
  // expected-error @+1 {{result shape [1, 3, 4, 4] does not match the pooled shape [1, 3, 3, 3]}}
  %0 = cuagent.max_pool %x {kernel_size = array<i64: 2, 2>, stride = array<i64: 2, 2>, padding = array<i64: 0, 0>, dilation = array<i64: 1, 1>} : tensor<1x3x7x7xf32> -> tensor<1x3x4x4xf32>
  return
}

// -----

// ceil_mode drops a last window that would start in the right padding:
// size 5, kernel 2, stride 4, padding 1: ceil((5 + 2 - 2) / 4) + 1 = 3, and
// (3 - 1) * 4 = 8 >= 5 + 1 drops it to 2 (as torch does).
func.func @max_pool$ceil_drop(%x: tensor<1x1x5xf32>) {
  // expected-error @+1 {{result shape [1, 1, 3] does not match the pooled shape [1, 1, 2]}}
  %0 = cuagent.max_pool %x {kernel_size = array<i64: 2>, stride = array<i64: 4>, padding = array<i64: 1>, dilation = array<i64: 1>, ceil_mode = true} : tensor<1x1x5xf32> -> tensor<1x1x3xf32>
  return
}

// -----

func.func @max_pool$element_type(%x: tensor<1x4x8x8xf32>) {
  // expected-error @+1 {{result must have the input's element type}}
  %0 = cuagent.max_pool %x {kernel_size = array<i64: 2, 2>, stride = array<i64: 2, 2>, padding = array<i64: 0, 0>, dilation = array<i64: 1, 1>} : tensor<1x4x8x8xf32> -> tensor<1x4x4x4xf16>
  return
}

// -----

func.func @max_pool$empty(%x: tensor<0x4x8x8xf32>) {
  // expected-error @+1 {{every input dim must be positive (empty tensors are not compiled)}}
  %0 = cuagent.max_pool %x {kernel_size = array<i64: 2, 2>, stride = array<i64: 2, 2>, padding = array<i64: 0, 0>, dilation = array<i64: 1, 1>} : tensor<0x4x8x8xf32> -> tensor<0x4x4x4xf32>
  return
}

// -----

func.func @avg_pool$divisor_zero(%x: tensor<1x4x8x8xf32>) {
  // expected-error @+1 {{divisor_override must not be 0 (PyTorch rejects it)}}
  %0 = cuagent.avg_pool %x {kernel_size = array<i64: 2, 2>, stride = array<i64: 2, 2>, padding = array<i64: 0, 0>, divisor_override = 0 : i64} : tensor<1x4x8x8xf32> -> tensor<1x4x4x4xf32>
  return
}

// -----

func.func @avg_pool$pad_over_half(%x: tensor<1x4x8xf32>) {
  // expected-error @+1 {{padding 2 exceeds half the kernel size 2}}
  %0 = cuagent.avg_pool %x {kernel_size = array<i64: 2>, stride = array<i64: 2>, padding = array<i64: 2>} : tensor<1x4x8xf32> -> tensor<1x4x5xf32>
  return
}

// -----

func.func @avg_pool$shape(%x: tensor<1x4x8x8xf32>) {
  // expected-error @+1 {{result shape [1, 4, 4, 3] does not match the pooled shape [1, 4, 4, 4]}}
  %0 = cuagent.avg_pool %x {kernel_size = array<i64: 2, 2>, stride = array<i64: 2, 2>, padding = array<i64: 0, 0>} : tensor<1x4x8x8xf32> -> tensor<1x4x4x3xf32>
  return
}

// -----

func.func @adaptive$channels(%x: tensor<2x4x8x8xf32>) {
  // expected-error @+1 {{input and result must both be [N, C, 1 to 3 spatial dims] with equal N and C}}
  %0 = cuagent.adaptive_avg_pool %x : tensor<2x4x8x8xf32> -> tensor<2x3x4x4xf32>
  return
}

// -----

func.func @adaptive$rank(%x: tensor<2x4x8x8xf32>) {
  // expected-error @+1 {{input and result must both be [N, C, 1 to 3 spatial dims]}}
  %0 = cuagent.adaptive_max_pool %x : tensor<2x4x8x8xf32> -> tensor<2x4x4xf32>
  return
}

// -----

func.func @adaptive$empty(%x: tensor<2x4x8x8xf32>) {
  // expected-error @+1 {{every input and output size must be positive (empty tensors are not compiled)}}
  %0 = cuagent.adaptive_avg_pool %x : tensor<2x4x8x8xf32> -> tensor<2x4x0x4xf32>
  return
}

// -----

func.func @adaptive$element_type(%x: tensor<2x4x8x8xf32>) {
  // expected-error @+1 {{result must have the input's element type}}
  %0 = cuagent.adaptive_max_pool %x : tensor<2x4x8x8xf32> -> tensor<2x4x4x4xbf16>
  return
}
