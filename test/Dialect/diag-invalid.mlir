// The verifier of cuagent.diag: a non-empty vector in, the square matrix of
// its size out, one element type, the main diagonal only.
// RUN: cuagent-opt %s --split-input-file --verify-diagnostics

func.func @diag$matrix_input(%x: tensor<4x4xf32>) {
  // expected-error @+1 {{'cuagent.diag' op input must be a non-empty vector, got [4, 4]}}
  %0 = "cuagent.diag"(%x) : (tensor<4x4xf32>) -> tensor<4x4xf32>
  return
}

// -----

func.func @diag$empty(%v: tensor<0xf32>) {
  // expected-error @+1 {{'cuagent.diag' op input must be a non-empty vector, got [0]}}
  %0 = cuagent.diag %v : tensor<0xf32> -> tensor<0x0xf32>
  return
}

// -----

func.func @diag$not_square(%v: tensor<4xf32>) {
  // expected-error @+1 {{'cuagent.diag' op result must be the [4, 4] matrix of the input, got [4, 5]}}
  %0 = cuagent.diag %v : tensor<4xf32> -> tensor<4x5xf32>
  return
}

// -----

func.func @diag$wrong_size(%v: tensor<4xf32>) {
  // expected-error @+1 {{'cuagent.diag' op result must be the [4, 4] matrix of the input, got [3, 3]}}
  %0 = cuagent.diag %v : tensor<4xf32> -> tensor<3x3xf32>
  return
}

// -----

func.func @diag$vector_result(%v: tensor<4xf32>) {
  // expected-error @+1 {{'cuagent.diag' op result must be the [4, 4] matrix of the input, got [4]}}
  %0 = cuagent.diag %v : tensor<4xf32> -> tensor<4xf32>
  return
}

// -----

func.func @diag$element_type(%v: tensor<4xf32>) {
  // expected-error @+1 {{'cuagent.diag' op result element type must be the input's}}
  %0 = cuagent.diag %v : tensor<4xf32> -> tensor<4x4xf16>
  return
}

// -----

// An offset diagonal (torch.diag(v, 1)) is a larger matrix: not compiled,
// so the dialect does not state it (capture keeps it stock).
func.func @diag$offset(%v: tensor<4xf32>) {
  // expected-error @+1 {{'cuagent.diag' op diagonal 1 is not compiled, only the main diagonal (0)}}
  %0 = cuagent.diag %v {diagonal = 1 : i64} : tensor<4xf32> -> tensor<5x5xf32>
  return
}

// -----

func.func @diag$negative_offset(%v: tensor<4xf32>) {
  // expected-error @+1 {{'cuagent.diag' op diagonal -2 is not compiled, only the main diagonal (0)}}
  %0 = cuagent.diag %v {diagonal = -2 : i64} : tensor<4xf32> -> tensor<4x4xf32>
  return
}

// -----

func.func @diag$integer(%v: tensor<4xi32>) {
  // expected-error @+1 {{'cuagent.diag' op operand #0 must be statically shaped tensor of 32-bit float or 16-bit float or bfloat16 type values}}
  %0 = "cuagent.diag"(%v) : (tensor<4xi32>) -> tensor<4x4xi32>
  return
}
