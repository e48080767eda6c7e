// The verifiers of the generated activation ops.
// RUN: cuagent-opt %s --split-input-file --verify-diagnostics

func.func @elu$integer_alpha(%x: tensor<4xf32>) {
  // expected-error @+1 {{'cuagent.elu' op attribute 'alpha' failed to satisfy constraint: 64-bit float attribute}}
  %0 = cuagent.elu %x {alpha = 1 : i32} : tensor<4xf32>
  return
}

// -----

func.func @exp$type_change(%x: tensor<4xf32>) {
  // expected-error @+1 {{'cuagent.exp' op requires the same type for all operands and results}}
  %0 = "cuagent.exp"(%x) : (tensor<4xf32>) -> tensor<4xf16>
  return
}
