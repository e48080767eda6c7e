// The verifier of cuagent.conv: every error inferConvShape and ConvOp::verify
// report, one case each.
// RUN: cuagent-opt %s --split-input-file --verify-diagnostics

func.func @conv$rank(%x: tensor<4x16xf32>, %w: tensor<8x4xf32>) {
  // expected-error @+1 {{input and weight must both have rank 3 to 5 (N, C, 1 to 3 spatial dims), got [4, 16] and [8, 4]}}
  %0 = cuagent.conv %x, %w {stride = array<i64>, padding = array<i64>, dilation = array<i64>, output_padding = array<i64>} : tensor<4x16xf32>, tensor<8x4xf32> -> tensor<4x8xf32>
  return
}

// -----

func.func @conv$rank_6d(%x: tensor<1x1x2x2x2x2xf32>, %w: tensor<1x1x1x1x1x1xf32>) {
  // expected-error @+1 {{input and weight must both have rank 3 to 5}}
  %0 = cuagent.conv %x, %w {stride = array<i64: 1, 1, 1, 1>, padding = array<i64: 0, 0, 0, 0>, dilation = array<i64: 1, 1, 1, 1>, output_padding = array<i64: 0, 0, 0, 0>} : tensor<1x1x2x2x2x2xf32>, tensor<1x1x1x1x1x1xf32> -> tensor<1x1x2x2x2x2xf32>
  return
}

// -----

func.func @conv$weight_rank(%x: tensor<1x4x8x8xf32>, %w: tensor<8x4x3xf32>) {
  // expected-error @+1 {{input and weight must both have rank 3 to 5 (N, C, 1 to 3 spatial dims), got [1, 4, 8, 8] and [8, 4, 3]}}
  %0 = cuagent.conv %x, %w {stride = array<i64: 1, 1>, padding = array<i64: 0, 0>, dilation = array<i64: 1, 1>, output_padding = array<i64: 0, 0>} : tensor<1x4x8x8xf32>, tensor<8x4x3xf32> -> tensor<1x8x6x6xf32>
  return
}

// -----

func.func @conv$entries(%x: tensor<1x4x8x8xf32>, %w: tensor<8x4x3x3xf32>) {
  // expected-error @+1 {{stride, padding, dilation and output_padding need one entry per spatial dim (2)}}
  %0 = cuagent.conv %x, %w {stride = array<i64: 1>, padding = array<i64: 0, 0>, dilation = array<i64: 1, 1>, output_padding = array<i64: 0, 0>} : tensor<1x4x8x8xf32>, tensor<8x4x3x3xf32> -> tensor<1x8x6x6xf32>
  return
}

// -----

func.func @conv$groups_divide(%x: tensor<1x8x8x8xf32>, %w: tensor<9x8x3x3xf32>) {
  // expected-error @+1 {{groups (3) must be positive and divide the 8 input channels}}
  %0 = cuagent.conv %x, %w {stride = array<i64: 1, 1>, padding = array<i64: 0, 0>, dilation = array<i64: 1, 1>, output_padding = array<i64: 0, 0>, groups = 3} : tensor<1x8x8x8xf32>, tensor<9x8x3x3xf32> -> tensor<1x9x6x6xf32>
  return
}

// -----

func.func @conv$groups_zero(%x: tensor<1x8x8x8xf32>, %w: tensor<8x8x3x3xf32>) {
  // expected-error @+1 {{groups (0) must be positive}}
  %0 = cuagent.conv %x, %w {stride = array<i64: 1, 1>, padding = array<i64: 0, 0>, dilation = array<i64: 1, 1>, output_padding = array<i64: 0, 0>, groups = 0} : tensor<1x8x8x8xf32>, tensor<8x8x3x3xf32> -> tensor<1x8x6x6xf32>
  return
}

// -----

// The weight of a grouped conv takes C_in / groups channels.
func.func @conv$weight_channels(%x: tensor<1x8x8x8xf32>, %w: tensor<8x8x3x3xf32>) {
  // expected-error @+1 {{weight [8, 8, 3, 3] does not take the 8 input channels of [1, 8, 8, 8] in 2 groups}}
  %0 = cuagent.conv %x, %w {stride = array<i64: 1, 1>, padding = array<i64: 0, 0>, dilation = array<i64: 1, 1>, output_padding = array<i64: 0, 0>, groups = 2} : tensor<1x8x8x8xf32>, tensor<8x8x3x3xf32> -> tensor<1x8x6x6xf32>
  return
}

// -----

// Output channels must split into the groups too.
func.func @conv$out_channels_groups(%x: tensor<1x8x8x8xf32>, %w: tensor<9x4x3x3xf32>) {
  // expected-error @+1 {{weight [9, 4, 3, 3] does not take the 8 input channels of [1, 8, 8, 8] in 2 groups}}
  %0 = cuagent.conv %x, %w {stride = array<i64: 1, 1>, padding = array<i64: 0, 0>, dilation = array<i64: 1, 1>, output_padding = array<i64: 0, 0>, groups = 2} : tensor<1x8x8x8xf32>, tensor<9x4x3x3xf32> -> tensor<1x9x6x6xf32>
  return
}

// -----

// A transposed weight is [C_in, C_out / groups, k...]: a forward-layout weight does not fit.
func.func @conv$transposed_layout(%x: tensor<1x4x8x8xf32>, %w: tensor<8x4x3x3xf32>) {
  // expected-error @+1 {{weight [8, 4, 3, 3] does not take the 4 input channels of [1, 4, 8, 8] in 1 groups}}
  %0 = cuagent.conv %x, %w {stride = array<i64: 1, 1>, padding = array<i64: 0, 0>, dilation = array<i64: 1, 1>, output_padding = array<i64: 0, 0>, transposed = true} : tensor<1x4x8x8xf32>, tensor<8x4x3x3xf32> -> tensor<1x4x10x10xf32>
  return
}

// -----

func.func @conv$stride_zero(%x: tensor<1x4x8x8xf32>, %w: tensor<8x4x3x3xf32>) {
  // expected-error @+1 {{spatial dim 1: stride and dilation must be positive, padding non-negative, output_padding 0 (or below max(stride, dilation) when transposed)}}
  %0 = cuagent.conv %x, %w {stride = array<i64: 1, 0>, padding = array<i64: 0, 0>, dilation = array<i64: 1, 1>, output_padding = array<i64: 0, 0>} : tensor<1x4x8x8xf32>, tensor<8x4x3x3xf32> -> tensor<1x8x6x6xf32>
  return
}

// -----

func.func @conv$dilation_zero(%x: tensor<1x4x8x8xf32>, %w: tensor<8x4x3x3xf32>) {
  // expected-error @+1 {{spatial dim 0: stride and dilation must be positive}}
  %0 = cuagent.conv %x, %w {stride = array<i64: 1, 1>, padding = array<i64: 0, 0>, dilation = array<i64: 0, 1>, output_padding = array<i64: 0, 0>} : tensor<1x4x8x8xf32>, tensor<8x4x3x3xf32> -> tensor<1x8x6x6xf32>
  return
}

// -----

func.func @conv$negative_padding(%x: tensor<1x4x8x8xf32>, %w: tensor<8x4x3x3xf32>) {
  // expected-error @+1 {{spatial dim 0: stride and dilation must be positive, padding non-negative}}
  %0 = cuagent.conv %x, %w {stride = array<i64: 1, 1>, padding = array<i64: -1, 0>, dilation = array<i64: 1, 1>, output_padding = array<i64: 0, 0>} : tensor<1x4x8x8xf32>, tensor<8x4x3x3xf32> -> tensor<1x8x4x6xf32>
  return
}

// -----

// output_padding belongs to transposed convolutions only.
func.func @conv$output_padding_forward(%x: tensor<1x4x8x8xf32>, %w: tensor<8x4x3x3xf32>) {
  // expected-error @+1 {{spatial dim 0: stride and dilation must be positive, padding non-negative, output_padding 0}}
  %0 = cuagent.conv %x, %w {stride = array<i64: 2, 2>, padding = array<i64: 0, 0>, dilation = array<i64: 1, 1>, output_padding = array<i64: 1, 0>} : tensor<1x4x8x8xf32>, tensor<8x4x3x3xf32> -> tensor<1x8x3x3xf32>
  return
}

// -----

// PyTorch: output padding must be smaller than either stride or dilation.
func.func @conv$output_padding_too_large(%x: tensor<1x4x8x8xf32>, %w: tensor<4x8x3x3xf32>) {
  // expected-error @+1 {{spatial dim 1: stride and dilation must be positive, padding non-negative, output_padding 0 (or below max(stride, dilation) when transposed)}}
  %0 = cuagent.conv %x, %w {stride = array<i64: 2, 2>, padding = array<i64: 0, 0>, dilation = array<i64: 1, 1>, output_padding = array<i64: 1, 2>, transposed = true} : tensor<1x4x8x8xf32>, tensor<4x8x3x3xf32> -> tensor<1x8x18x19xf32>
  return
}

// -----

func.func @conv$no_output(%x: tensor<1x4x8x2xf32>, %w: tensor<8x4x3x3xf32>) {
  // expected-error @+1 {{spatial dim 1 of size 2 leaves no output for kernel extent 3}}
  %0 = cuagent.conv %x, %w {stride = array<i64: 1, 1>, padding = array<i64: 0, 0>, dilation = array<i64: 1, 1>, output_padding = array<i64: 0, 0>} : tensor<1x4x8x2xf32>, tensor<8x4x3x3xf32> -> tensor<1x8x6x1xf32>
  return
}

// -----

// Dilation stretches the kernel: 2 * (3 - 1) + 1 = 5 > 4.
func.func @conv$dilated_no_output(%x: tensor<1x4x4x8xf32>, %w: tensor<8x4x3x3xf32>) {
  // expected-error @+1 {{spatial dim 0 of size 4 leaves no output for kernel extent 5}}
  %0 = cuagent.conv %x, %w {stride = array<i64: 1, 1>, padding = array<i64: 0, 0>, dilation = array<i64: 2, 1>, output_padding = array<i64: 0, 0>} : tensor<1x4x4x8xf32>, tensor<8x4x3x3xf32> -> tensor<1x8x1x6xf32>
  return
}

// -----

// Transposed with padding larger than the output: (2 - 1) * 1 - 2 * 3 + 3 < 1.
func.func @conv$transposed_no_output(%x: tensor<1x4x2x2xf32>, %w: tensor<4x8x3x3xf32>) {
  // expected-error @+1 {{spatial dim 0 of size 2 leaves no output for kernel extent 3}}
  %0 = cuagent.conv %x, %w {stride = array<i64: 1, 1>, padding = array<i64: 3, 0>, dilation = array<i64: 1, 1>, output_padding = array<i64: 0, 0>, transposed = true} : tensor<1x4x2x2xf32>, tensor<4x8x3x3xf32> -> tensor<1x8x1x4xf32>
  return
}

// -----

func.func @conv$overflow(%x: tensor<1x4x8x8xf32>, %w: tensor<8x4x3x3xf32>) {
  // expected-error @+1 {{spatial dim 0: the output size overflows 64 bits}}
  %0 = cuagent.conv %x, %w {stride = array<i64: 1, 1>, padding = array<i64: 0, 0>, dilation = array<i64: 9223372036854775807, 1>, output_padding = array<i64: 0, 0>} : tensor<1x4x8x8xf32>, tensor<8x4x3x3xf32> -> tensor<1x8x6x6xf32>
  return
}

// -----

func.func @conv$wrong_result(%x: tensor<1x4x8x8xf32>, %w: tensor<8x4x3x3xf32>) {
  // expected-error @+1 {{result shape [1, 8, 8, 8] does not match the operands' [1, 8, 6, 6]}}
  %0 = cuagent.conv %x, %w {stride = array<i64: 1, 1>, padding = array<i64: 0, 0>, dilation = array<i64: 1, 1>, output_padding = array<i64: 0, 0>} : tensor<1x4x8x8xf32>, tensor<8x4x3x3xf32> -> tensor<1x8x8x8xf32>
  return
}

// -----

func.func @conv$mixed_types(%x: tensor<1x4x8x8xf32>, %w: tensor<8x4x3x3xf16>) {
  // expected-error @+1 {{input, weight and result must have one element type}}
  %0 = cuagent.conv %x, %w {stride = array<i64: 1, 1>, padding = array<i64: 0, 0>, dilation = array<i64: 1, 1>, output_padding = array<i64: 0, 0>} : tensor<1x4x8x8xf32>, tensor<8x4x3x3xf16> -> tensor<1x8x6x6xf32>
  return
}

// -----

func.func @conv$result_type(%x: tensor<1x4x8x8xf16>, %w: tensor<8x4x3x3xf16>) {
  // expected-error @+1 {{input, weight and result must have one element type}}
  %0 = cuagent.conv %x, %w {stride = array<i64: 1, 1>, padding = array<i64: 0, 0>, dilation = array<i64: 1, 1>, output_padding = array<i64: 0, 0>} : tensor<1x4x8x8xf16>, tensor<8x4x3x3xf16> -> tensor<1x8x6x6xf32>
  return
}

// -----

func.func @conv$bias_size(%x: tensor<1x4x8x8xf32>, %w: tensor<8x4x3x3xf32>, %b: tensor<4xf32>) {
  // expected-error @+1 {{bias must be a vector of the element type with one entry per output channel (8)}}
  %0 = cuagent.conv %x, %w, %b {stride = array<i64: 1, 1>, padding = array<i64: 0, 0>, dilation = array<i64: 1, 1>, output_padding = array<i64: 0, 0>} : tensor<1x4x8x8xf32>, tensor<8x4x3x3xf32>, tensor<4xf32> -> tensor<1x8x6x6xf32>
  return
}

// -----

func.func @conv$bias_rank(%x: tensor<1x4x8x8xf32>, %w: tensor<8x4x3x3xf32>, %b: tensor<1x8xf32>) {
  // expected-error @+1 {{bias must be a vector of the element type with one entry per output channel (8)}}
  %0 = cuagent.conv %x, %w, %b {stride = array<i64: 1, 1>, padding = array<i64: 0, 0>, dilation = array<i64: 1, 1>, output_padding = array<i64: 0, 0>} : tensor<1x4x8x8xf32>, tensor<8x4x3x3xf32>, tensor<1x8xf32> -> tensor<1x8x6x6xf32>
  return
}

// -----

// A transposed conv's bias has one entry per output channel (C_out = 8 here, not C_in).
func.func @conv$transposed_bias(%x: tensor<1x4x8x8xf32>, %w: tensor<4x8x3x3xf32>, %b: tensor<4xf32>) {
  // expected-error @+1 {{bias must be a vector of the element type with one entry per output channel (8)}}
  %0 = cuagent.conv %x, %w, %b {stride = array<i64: 1, 1>, padding = array<i64: 0, 0>, dilation = array<i64: 1, 1>, output_padding = array<i64: 0, 0>, transposed = true} : tensor<1x4x8x8xf32>, tensor<4x8x3x3xf32>, tensor<4xf32> -> tensor<1x8x10x10xf32>
  return
}

// -----

func.func @conv$bias_type(%x: tensor<1x4x8x8xf32>, %w: tensor<8x4x3x3xf32>, %b: tensor<8xf16>) {
  // expected-error @+1 {{bias must be a vector of the element type}}
  %0 = cuagent.conv %x, %w, %b {stride = array<i64: 1, 1>, padding = array<i64: 0, 0>, dilation = array<i64: 1, 1>, output_padding = array<i64: 0, 0>} : tensor<1x4x8x8xf32>, tensor<8x4x3x3xf32>, tensor<8xf16> -> tensor<1x8x6x6xf32>
  return
}

// -----

// Integer tensors are not a cuagent tensor type.
func.func @conv$int_tensor(%x: tensor<1x4x8x8xi32>, %w: tensor<8x4x3x3xi32>) {
  // expected-error @+1 {{operand #0 must be statically shaped tensor of 32-bit float or 16-bit float or bfloat16}}
  %0 = cuagent.conv %x, %w {stride = array<i64: 1, 1>, padding = array<i64: 0, 0>, dilation = array<i64: 1, 1>, output_padding = array<i64: 0, 0>} : tensor<1x4x8x8xi32>, tensor<8x4x3x3xi32> -> tensor<1x8x6x6xi32>
  return
}

// -----

func.func @conv$missing_attr(%x: tensor<1x4x8x8xf32>, %w: tensor<8x4x3x3xf32>) {
  // expected-error @+1 {{requires attribute 'output_padding'}}
  %0 = cuagent.conv %x, %w {stride = array<i64: 1, 1>, padding = array<i64: 0, 0>, dilation = array<i64: 1, 1>} : tensor<1x4x8x8xf32>, tensor<8x4x3x3xf32> -> tensor<1x8x6x6xf32>
  return
}
