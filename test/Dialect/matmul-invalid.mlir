// The verifier of cuagent.matmul: the shapes cuBLASLt's strided batches
// express, one element type, a per-column bias.
// RUN: cuagent-opt %s --split-input-file --verify-diagnostics

func.func @matmul$contraction_mismatch(%a: tensor<8x16xf32>, %b: tensor<15x4xf32>) {
  // expected-error @+1 {{contraction sizes differ: [8, 16] @ [15, 4] (16 vs 15)}}
  %0 = cuagent.matmul %a, %b : tensor<8x16xf32>, tensor<15x4xf32> -> tensor<8x4xf32>
  return
}

// -----

func.func @matmul$batch_broadcast(%a: tensor<2x8x16xf32>, %b: tensor<1x16x4xf32>) {
  // expected-error @+1 {{batch dimensions must be equal or absent on one side}}
  %0 = cuagent.matmul %a, %b : tensor<2x8x16xf32>, tensor<1x16x4xf32> -> tensor<2x8x4xf32>
  return
}

// -----

func.func @matmul$wrong_result(%a: tensor<8x16xf32>, %b: tensor<16x4xf32>) {
  // expected-error @+1 {{result shape does not match the operands'}}
  %0 = cuagent.matmul %a, %b : tensor<8x16xf32>, tensor<16x4xf32> -> tensor<8x5xf32>
  return
}

// -----

func.func @matmul$mixed_types(%a: tensor<8x16xf32>, %b: tensor<16x4xf16>) {
  // expected-error @+1 {{operands and result must have one element type}}
  %0 = cuagent.matmul %a, %b : tensor<8x16xf32>, tensor<16x4xf16> -> tensor<8x4xf32>
  return
}

// -----

func.func @matmul$bias_per_row(%x: tensor<8x16xf32>, %w: tensor<32x16xf32>, %b: tensor<8xf32>) {
  // expected-error @+1 {{bias must be a vector with one entry per output column (32)}}
  %0 = cuagent.matmul %x, %w, %b {transpose_rhs = true} : tensor<8x16xf32>, tensor<32x16xf32>, tensor<8xf32> -> tensor<8x32xf32>
  return
}

// -----

func.func @matmul$transposed_vector_rhs(%x: tensor<2x8x16xf32>, %v: tensor<16xf32>) {
  // expected-error @+1 {{transpose_rhs needs a matrix (rank >= 2)}}
  %0 = cuagent.matmul %x, %v {transpose_rhs = true} : tensor<2x8x16xf32>, tensor<16xf32> -> tensor<2x8xf32>
  return
}

// -----

func.func @matmul$transposed_vector_lhs(%v: tensor<16xf32>, %w: tensor<16x4xf32>) {
  // expected-error @+1 {{transpose_lhs needs a matrix (rank >= 2)}}
  %0 = cuagent.matmul %v, %w {transpose_lhs = true} : tensor<16xf32>, tensor<16x4xf32> -> tensor<4xf32>
  return
}

// -----

func.func @matmul$transposed_lhs_contraction(%a: tensor<16x8xf32>, %b: tensor<8x4xf32>) {
  // expected-error @+1 {{contraction sizes differ: [16, 8]^T @ [8, 4] (16 vs 8)}}
  %0 = cuagent.matmul %a, %b {transpose_lhs = true} : tensor<16x8xf32>, tensor<8x4xf32> -> tensor<8x4xf32>
  return
}

// -----

func.func @matmul$rank5(%a: tensor<1x1x1x8x16xf32>, %b: tensor<16x4xf32>) {
  // expected-error @+1 {{operands must have rank 1 to 4}}
  %0 = cuagent.matmul %a, %b : tensor<1x1x1x8x16xf32>, tensor<16x4xf32> -> tensor<1x1x1x8x4xf32>
  return
}

// -----

func.func @matmul$zero_alpha(%a: tensor<8x16xf32>, %b: tensor<16x4xf32>) {
  // expected-error @+1 {{alpha must be finite and nonzero in f32 (cuBLASLt's scale type), got 0}}
  %0 = cuagent.matmul %a, %b {alpha = 0.0 : f64} : tensor<8x16xf32>, tensor<16x4xf32> -> tensor<8x4xf32>
  return
}

// -----

func.func @matmul$infinite_alpha(%a: tensor<8x16xf32>, %b: tensor<16x4xf32>) {
  // expected-error @+1 {{alpha must be finite and nonzero in f32}}
  %0 = cuagent.matmul %a, %b {alpha = 0x7FF0000000000000 : f64} : tensor<8x16xf32>, tensor<16x4xf32> -> tensor<8x4xf32>
  return
}

// -----

func.func @matmul$nan_alpha(%a: tensor<8x16xf32>, %b: tensor<16x4xf32>) {
  // expected-error @+1 {{alpha must be finite and nonzero in f32}}
  %0 = cuagent.matmul %a, %b {alpha = 0x7FF8000000000000 : f64} : tensor<8x16xf32>, tensor<16x4xf32> -> tensor<8x4xf32>
  return
}

// -----

func.func @matmul$alpha_past_f32(%a: tensor<8x16xf32>, %b: tensor<16x4xf32>) {
  // expected-error @+1 {{alpha must be finite and nonzero in f32}}
  %0 = cuagent.matmul %a, %b {alpha = 1.0e+39 : f64} : tensor<8x16xf32>, tensor<16x4xf32> -> tensor<8x4xf32>
  return
}

// -----

func.func @matmul$alpha_under_f32(%a: tensor<8x16xf32>, %b: tensor<16x4xf32>) {
  // expected-error @+1 {{alpha must be finite and nonzero in f32}}
  %0 = cuagent.matmul %a, %b {alpha = 1.0e-50 : f64} : tensor<8x16xf32>, tensor<16x4xf32> -> tensor<8x4xf32>
  return
}
