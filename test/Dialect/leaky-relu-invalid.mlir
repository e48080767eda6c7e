// The verifier of the generated leaky_relu op.
// RUN: cuagent-opt %s --split-input-file --verify-diagnostics

func.func @leaky_relu$integer_slope(%x: tensor<4xf32>) {
  // expected-error @+1 {{'cuagent.leaky_relu' op attribute 'negative_slope' failed to satisfy constraint: 64-bit float attribute}}
  %0 = cuagent.leaky_relu %x {negative_slope = 1 : i32} : tensor<4xf32>
  return
}

// -----

func.func @leaky_relu$type_change(%x: tensor<4xf32>) {
  // expected-error @+1 {{'cuagent.leaky_relu' op requires the same type for all operands and results}}
  %0 = "cuagent.leaky_relu"(%x) : (tensor<4xf32>) -> tensor<4xf16>
  return
}
