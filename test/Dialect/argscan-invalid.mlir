// RUN: cuagent-opt %s --split-input-file --verify-diagnostics

func.func @argmax$two_dims(%x: tensor<2x3x4xf32>) {
  // expected-error @+2 {{'cuagent.argmax' op reduces one dim (dims = [d]) or the flattened tensor (dims = []), got 2 dims}}
  // expected-error @+1 {{'cuagent.argmax' op failed to infer returned types}}
  %0 = cuagent.argmax %x {dims = array<i64: 1, 2>} : tensor<2x3x4xf32> -> tensor<2xi64>
  return
}

// -----

func.func @argmin$float_indices(%x: tensor<2x3x4xf32>) {
  // expected-error @+1 {{'cuagent.argmin' op result #0 must be statically shaped tensor of 64-bit signless integer values, but got 'tensor<2x4xf32>'}}
  %0 = cuagent.argmin %x {dims = array<i64: 1>} : tensor<2x3x4xf32> -> tensor<2x4xf32>
  return
}

// -----

func.func @argmax$dim_out_of_range(%x: tensor<2x3x4xf32>) {
  // expected-error @+2 {{'cuagent.argmax' op dim 3 is out of range for rank 3}}
  // expected-error @+1 {{'cuagent.argmax' op failed to infer returned types}}
  %0 = cuagent.argmax %x {dims = array<i64: 3>} : tensor<2x3x4xf32> -> tensor<2x3xi64>
  return
}

// -----

func.func @max_dim$keepdim_shape(%x: tensor<2x3x4xf32>) {
  // expected-error @+2 {{'cuagent.max_dim' op inferred type(s) 'tensor<2x1x4xf32>', 'tensor<2x1x4xi64>' are incompatible with return type(s) of operation 'tensor<2x4xf32>', 'tensor<2x4xi64>'}}
  // expected-error @+1 {{'cuagent.max_dim' op failed to infer returned types}}
  %0:2 = cuagent.max_dim %x {dims = array<i64: 1>, keepdim = true} : tensor<2x3x4xf32> -> tensor<2x4xf32>, tensor<2x4xi64>
  return
}

// -----

func.func @min_dim$values_dtype(%x: tensor<2x3x4xf32>) {
  // expected-error @+2 {{'cuagent.min_dim' op inferred type(s) 'tensor<2x3xf32>', 'tensor<2x3xi64>' are incompatible with return type(s) of operation 'tensor<2x3xf16>', 'tensor<2x3xi64>'}}
  // expected-error @+1 {{'cuagent.min_dim' op failed to infer returned types}}
  %0:2 = cuagent.min_dim %x {dims = array<i64: 2>} : tensor<2x3x4xf32> -> tensor<2x3xf16>, tensor<2x3xi64>
  return
}

// -----

func.func @argmax$int_input(%x: tensor<2x3xi64>) {
  // expected-error @+1 {{'cuagent.argmax' op operand #0 must be statically shaped tensor of}}
  %0 = cuagent.argmax %x {dims = array<i64: 1>} : tensor<2x3xi64> -> tensor<2xi64>
  return
}

// -----

func.func @cumsum$dim_out_of_range(%x: tensor<2x3xf32>) {
  // expected-error @+1 {{'cuagent.cumsum' op dim 2 is out of range for rank 2}}
  %0 = cuagent.cumsum %x {dim = 2} : tensor<2x3xf32>
  return
}

// -----

func.func @cumprod$f16(%x: tensor<2x3xf16>) {
  // expected-error @+1 {{'cuagent.cumprod' op scans f32 tensors only (PyTorch rounds f16 and bf16 partial results at every step), got 'f16'}}
  %0 = cuagent.cumprod %x {dim = 0} : tensor<2x3xf16>
  return
}

// -----

func.func @cumsum$rank0(%x: tensor<f32>) {
  // expected-error @+1 {{'cuagent.cumsum' op input must have rank >= 1 to scan along a dim}}
  %0 = cuagent.cumsum %x {dim = 0} : tensor<f32>
  return
}
