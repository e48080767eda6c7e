// The verifiers of the generated ops of the twenty-sixth session's rows.
// RUN: cuagent-opt %s --split-input-file --verify-diagnostics

func.func @addcmul$not_broadcastable(%x: tensor<4x8xf32>, %y: tensor<4x3xf32>) {
  // expected-error @+2 {{'cuagent.addcmul' op operand shapes [4, 8] and [4, 3] are not broadcast-compatible}}
  // expected-error @+1 {{'cuagent.addcmul' op failed to infer returned types}}
  %0 = cuagent.addcmul %x, %x, %y : tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x3xf32> -> tensor<4x8xf32>
  return
}

// -----

func.func @lerp$mixed_dtypes(%x: tensor<4xf32>, %w: tensor<4xf16>) {
  // expected-error @+2 {{'cuagent.lerp' op operand element types 'f32' and 'f16' must match}}
  // expected-error @+1 {{'cuagent.lerp' op failed to infer returned types}}
  %0 = cuagent.lerp %x, %x, %w : tensor<4xf32>, tensor<4xf32>, tensor<4xf16> -> tensor<4xf32>
  return
}

// -----

func.func @clamp_min$missing_scalar(%x: tensor<4xf32>) {
  // expected-error @+1 {{'cuagent.clamp_min' op requires attribute 'scalar'}}
  %0 = cuagent.clamp_min %x : tensor<4xf32>
  return
}

// -----

func.func @hardshrink$integer_lambd(%x: tensor<4xf32>) {
  // expected-error @+1 {{'cuagent.hardshrink' op attribute 'lambd' failed to satisfy constraint: 64-bit float attribute}}
  %0 = cuagent.hardshrink %x {lambd = 1 : i32} : tensor<4xf32>
  return
}

// -----

func.func @addcdiv$wrong_result(%x: tensor<4x8xf32>, %b: tensor<8xf32>) {
  // expected-error @+2 {{'cuagent.addcdiv' op inferred type(s) 'tensor<4x8xf32>' are incompatible with return type(s) of operation 'tensor<4x1xf32>'}}
  // expected-error @+1 {{'cuagent.addcdiv' op failed to infer returned types}}
  %0 = "cuagent.addcdiv"(%x, %b, %b) : (tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<4x1xf32>
  return
}
