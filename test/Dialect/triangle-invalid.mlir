// The verifier of cuagent.tril and cuagent.triu: a matrix or a batch of
// them, the input's type out.
// RUN: cuagent-opt %s --split-input-file --verify-diagnostics

func.func @tril$vector(%v: tensor<8xf32>) {
  // expected-error @+1 {{'cuagent.tril' op input must have rank >= 2 (a matrix or a batch of them), got [8]}}
  %0 = cuagent.tril %v : tensor<8xf32>
  return
}

// -----

func.func @triu$other_result(%x: tensor<4x8xf32>) {
  // expected-error @+1 {{'cuagent.triu' op requires the same type for all operands and results}}
  %0 = "cuagent.triu"(%x) : (tensor<4x8xf32>) -> tensor<8x4xf32>
  return
}
