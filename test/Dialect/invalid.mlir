// Every verifier error, with the diagnostic the user sees.
// RUN: cuagent-opt %s -split-input-file -verify-diagnostics

func.func @add$incompatible_shapes(%a: tensor<4x8xf32>, %b: tensor<3xf32>) {
  // expected-error @+2 {{'cuagent.add' op operand shapes [4, 8] and [3] are not broadcast-compatible}}
  // expected-error @+1 {{'cuagent.add' op failed to infer returned types}}
  %0 = cuagent.add %a, %b : tensor<4x8xf32>, tensor<3xf32> -> tensor<4x8xf32>
  return
}

// -----

func.func @mul$incompatible_leading_shapes(%a: tensor<2x1x8xf32>, %b: tensor<3x4x8xf32>) {
  // expected-error @+2 {{'cuagent.mul' op operand shapes [2, 1, 8] and [3, 4, 8] are not broadcast-compatible}}
  // expected-error @+1 {{'cuagent.mul' op failed to infer returned types}}
  %0 = cuagent.mul %a, %b : tensor<2x1x8xf32>, tensor<3x4x8xf32> -> tensor<3x4x8xf32>
  return
}

// -----

func.func @sub$element_type_mismatch(%a: tensor<4xf32>, %b: tensor<4xf16>) {
  // expected-error @+2 {{'cuagent.sub' op operand element types 'f32' and 'f16' must match}}
  // expected-error @+1 {{'cuagent.sub' op failed to infer returned types}}
  %0 = cuagent.sub %a, %b : tensor<4xf32>, tensor<4xf16> -> tensor<4xf32>
  return
}

// -----

func.func @div$wrong_result_shape(%a: tensor<4x1xf32>, %b: tensor<1x8xf32>) {
  // expected-error @+2 {{'cuagent.div' op inferred type(s) 'tensor<4x8xf32>' are incompatible with return type(s) of operation 'tensor<4x1xf32>'}}
  // expected-error @+1 {{'cuagent.div' op failed to infer returned types}}
  %0 = cuagent.div %a, %b : tensor<4x1xf32>, tensor<1x8xf32> -> tensor<4x1xf32>
  return
}

// -----

func.func @add$dynamic_dim(%a: tensor<?x8xf32>, %b: tensor<8xf32>) {
  // expected-error @+1 {{'cuagent.add' op operand #0 must be statically shaped tensor of 32-bit float or 16-bit float or bfloat16 type values, but got 'tensor<?x8xf32>'}}
  %0 = cuagent.add %a, %b : tensor<?x8xf32>, tensor<8xf32> -> tensor<4x8xf32>
  return
}

// -----

func.func @add$unranked(%a: tensor<*xf32>, %b: tensor<8xf32>) {
  // expected-error @+1 {{'cuagent.add' op operand #0 must be statically shaped tensor of 32-bit float or 16-bit float or bfloat16 type values, but got 'tensor<*xf32>'}}
  %0 = "cuagent.add"(%a, %b) : (tensor<*xf32>, tensor<8xf32>) -> tensor<8xf32>
  return
}

// -----

func.func @mul_s$f64_element(%x: tensor<4xf64>) {
  // expected-error @+1 {{'cuagent.mul_s' op operand #0 must be statically shaped tensor of 32-bit float or 16-bit float or bfloat16 type values, but got 'tensor<4xf64>'}}
  %0 = cuagent.mul_s %x, 2.0 : tensor<4xf64>
  return
}

// -----

func.func @relu$integer_element(%x: tensor<4xi32>) {
  // expected-error @+1 {{'cuagent.relu' op operand #0 must be statically shaped tensor of 32-bit float or 16-bit float or bfloat16 type values, but got 'tensor<4xi32>'}}
  %0 = cuagent.relu %x : tensor<4xi32>
  return
}

// -----

func.func @relu$not_a_tensor(%x: f32) {
  // expected-error @+1 {{'cuagent.relu' op operand #0 must be statically shaped tensor of 32-bit float or 16-bit float or bfloat16 type values, but got 'f32'}}
  %0 = "cuagent.relu"(%x) : (f32) -> f32
  return
}

// -----

func.func @tanh$result_type_mismatch(%x: tensor<4xf32>) {
  // expected-error @+1 {{'cuagent.tanh' op requires the same type for all operands and results}}
  %0 = "cuagent.tanh"(%x) : (tensor<4xf32>) -> tensor<4xf16>
  return
}

// -----

func.func @add_s$missing_scalar(%x: tensor<4xf32>) {
  // expected-error @+1 {{'cuagent.add_s' op requires attribute 'scalar'}}
  %0 = "cuagent.add_s"(%x) : (tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @div_s$f32_scalar(%x: tensor<4xf32>) {
  // expected-error @+1 {{'cuagent.div_s' op attribute 'scalar' failed to satisfy constraint: 64-bit float attribute}}
  %0 = "cuagent.div_s"(%x) <{scalar = 2.0 : f32}> : (tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @gelu$bad_approximate(%x: tensor<4xf32>) {
  // expected-error @+1 {{'cuagent.gelu' op approximate must be "none" or "tanh", got "erf"}}
  %0 = cuagent.gelu %x {approximate = "erf"} : tensor<4xf32>
  return
}

// -----

func.func @clamp$no_bounds(%x: tensor<4xf32>) {
  // expected-error @+1 {{'cuagent.clamp' op requires at least one of min and max}}
  %0 = cuagent.clamp %x : tensor<4xf32>
  return
}

// -----

func.func @clamp$min_above_max(%x: tensor<4xf32>) {
  // expected-error @+1 {{'cuagent.clamp' op min (6.000000e+00) must not exceed max (0.000000e+00)}}
  %0 = cuagent.clamp %x min 6.0 max 0.0 : tensor<4xf32>
  return
}

// -----

func.func @clamp$nan_min(%x: tensor<4xf32>) {
  // expected-error @+1 {{'cuagent.clamp' op min must not be NaN}}
  %0 = cuagent.clamp %x min 0x7FF8000000000000 : tensor<4xf32>
  return
}

// -----

func.func @clamp$nan_max(%x: tensor<4xf32>) {
  // expected-error @+1 {{'cuagent.clamp' op max must not be NaN}}
  %0 = cuagent.clamp %x min 0.0 max 0x7FF8000000000000 : tensor<4xf32>
  return
}

// -----

func.func @sum$rank0_input(%x: tensor<f32>) {
  // expected-error @+2 {{'cuagent.sum' op input must have rank >= 1 to reduce its last dimension}}
  // expected-error @+1 {{'cuagent.sum' op failed to infer returned types}}
  %0 = cuagent.sum %x : tensor<f32> -> tensor<f32>
  return
}

// -----

func.func @mean$keepdim_result_dropped_dim(%x: tensor<4x8xf32>) {
  // expected-error @+2 {{'cuagent.mean' op inferred type(s) 'tensor<4x1xf32>' are incompatible with return type(s) of operation 'tensor<4xf32>'}}
  // expected-error @+1 {{'cuagent.mean' op failed to infer returned types}}
  %0 = cuagent.mean %x {keepdim = true} : tensor<4x8xf32> -> tensor<4xf32>
  return
}

// -----

func.func @amax$result_kept_dim(%x: tensor<4x8xf32>) {
  // expected-error @+2 {{'cuagent.amax' op inferred type(s) 'tensor<4xf32>' are incompatible with return type(s) of operation 'tensor<4x1xf32>'}}
  // expected-error @+1 {{'cuagent.amax' op failed to infer returned types}}
  %0 = cuagent.amax %x : tensor<4x8xf32> -> tensor<4x1xf32>
  return
}

// -----

func.func @sum$result_element_type(%x: tensor<4x8xf16>) {
  // expected-error @+2 {{'cuagent.sum' op inferred type(s) 'tensor<4xf16>' are incompatible with return type(s) of operation 'tensor<4xf32>'}}
  // expected-error @+1 {{'cuagent.sum' op failed to infer returned types}}
  %0 = cuagent.sum %x : tensor<4x8xf16> -> tensor<4xf32>
  return
}

// -----

func.func @sum$dynamic_dim(%x: tensor<4x?xf32>) {
  // expected-error @+1 {{'cuagent.sum' op operand #0 must be statically shaped tensor of 32-bit float or 16-bit float or bfloat16 type values, but got 'tensor<4x?xf32>'}}
  %0 = cuagent.sum %x : tensor<4x?xf32> -> tensor<4xf32>
  return
}

// -----

func.func @softmax$rank0_input(%x: tensor<f32>) {
  // expected-error @+1 {{'cuagent.softmax' op input must have rank >= 1 to normalize its last dimension}}
  %0 = cuagent.softmax %x : tensor<f32>
  return
}
