// RUN: cuagent-opt %s --split-input-file --verify-diagnostics

func.func @sum$dim_out_of_range(%x: tensor<2x3x4xf32>) {
  // expected-error @+2 {{'cuagent.sum' op dim 3 is out of range for rank 3}}
  // expected-error @+1 {{'cuagent.sum' op failed to infer returned types}}
  %0 = cuagent.sum %x {dims = array<i64: 3>} : tensor<2x3x4xf32> -> tensor<2x3xf32>
  return
}

// -----

func.func @amin$negative_dim_out_of_range(%x: tensor<2x3x4xf32>) {
  // expected-error @+2 {{'cuagent.amin' op dim -4 is out of range for rank 3}}
  // expected-error @+1 {{'cuagent.amin' op failed to infer returned types}}
  %0 = cuagent.amin %x {dims = array<i64: -4>} : tensor<2x3x4xf32> -> tensor<3x4xf32>
  return
}

// -----

func.func @mean$duplicate_dims(%x: tensor<2x3x4xf32>) {
  // expected-error @+2 {{'cuagent.mean' op dims list a dimension twice}}
  // expected-error @+1 {{'cuagent.mean' op failed to infer returned types}}
  %0 = cuagent.mean %x {dims = array<i64: 1, -2>} : tensor<2x3x4xf32> -> tensor<2x4xf32>
  return
}

// -----

func.func @logsumexp$keepdim_shape(%x: tensor<2x3x4xf32>) {
  // expected-error @+2 {{'cuagent.logsumexp' op inferred type(s) 'tensor<2x1x4xf32>' are incompatible with return type(s) of operation 'tensor<2x4xf32>'}}
  // expected-error @+1 {{'cuagent.logsumexp' op failed to infer returned types}}
  %0 = cuagent.logsumexp %x {dims = array<i64: 1>, keepdim = true} : tensor<2x3x4xf32> -> tensor<2x4xf32>
  return
}

// -----

func.func @amax$dropped_dims_shape(%x: tensor<2x3x4xf32>) {
  // expected-error @+2 {{'cuagent.amax' op inferred type(s) 'tensor<3xf32>' are incompatible with return type(s) of operation 'tensor<2x3xf32>'}}
  // expected-error @+1 {{'cuagent.amax' op failed to infer returned types}}
  %0 = cuagent.amax %x {dims = array<i64: 0, 2>} : tensor<2x3x4xf32> -> tensor<2x3xf32>
  return
}

// -----

func.func @sum$all_dims_keepdim_shape(%x: tensor<2x3xf32>) {
  // expected-error @+2 {{'cuagent.sum' op inferred type(s) 'tensor<1x1xf32>' are incompatible with return type(s) of operation 'tensor<f32>'}}
  // expected-error @+1 {{'cuagent.sum' op failed to infer returned types}}
  %0 = cuagent.sum %x {dims = array<i64>, keepdim = true} : tensor<2x3xf32> -> tensor<f32>
  return
}

// -----

func.func @softmax$dim_out_of_range(%x: tensor<2x3xf32>) {
  // expected-error @+1 {{'cuagent.softmax' op dim 2 is out of range for rank 2}}
  %0 = cuagent.softmax %x {dim = 2} : tensor<2x3xf32>
  return
}

// -----

func.func @log_softmax$negative_dim_out_of_range(%x: tensor<2x3xf32>) {
  // expected-error @+1 {{'cuagent.log_softmax' op dim -3 is out of range for rank 2}}
  %0 = cuagent.log_softmax %x {dim = -3} : tensor<2x3xf32>
  return
}

// -----

func.func @log_softmax$rank0(%x: tensor<f32>) {
  // expected-error @+1 {{'cuagent.log_softmax' op input must have rank >= 1}}
  %0 = cuagent.log_softmax %x : tensor<f32>
  return
}

// -----

func.func @log_softmax$result_type(%x: tensor<2x3xf32>) {
  // expected-error @+1 {{'cuagent.log_softmax' op requires the same type for all operands and results}}
  %0 = "cuagent.log_softmax"(%x) : (tensor<2x3xf32>) -> tensor<2x3xf16>
  return
}
