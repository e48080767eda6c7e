// RUN: cuagent-opt %s --split-input-file --verify-diagnostics

func.func @rms_norm$wrong_weight(%x: tensor<8x64xf32>, %w: tensor<8xf32>) {
  // expected-error @+1 {{weight must be 'tensor<64xf32>', got 'tensor<8xf32>'}}
  %0 = cuagent.rms_norm %x weight(%w : tensor<8xf32>) : tensor<8x64xf32> -> tensor<8x64xf32>
  return
}

// -----

func.func @rms_norm$weight_dtype(%x: tensor<8x64xf16>, %w: tensor<64xf32>) {
  // expected-error @+1 {{weight must be 'tensor<64xf16>', got 'tensor<64xf32>'}}
  %0 = cuagent.rms_norm %x weight(%w : tensor<64xf32>) : tensor<8x64xf16> -> tensor<8x64xf16>
  return
}

// -----

func.func @rms_norm$negative_eps(%x: tensor<8x64xf32>) {
  // expected-error @+1 {{eps must be a non-negative number}}
  %0 = cuagent.rms_norm %x {eps = -1.0 : f64} : tensor<8x64xf32> -> tensor<8x64xf32>
  return
}

// -----

func.func @rms_norm$result_type(%x: tensor<8x64xf32>) {
  // expected-error @+1 {{result must have the input's type}}
  %0 = cuagent.rms_norm %x : tensor<8x64xf32> -> tensor<8x64xf16>
  return
}

// -----

func.func @rms_norm$scalar(%x: tensor<f32>) {
  // expected-error @+1 {{input must have rank >= 1 to normalize its last dimension}}
  %0 = cuagent.rms_norm %x : tensor<f32> -> tensor<f32>
  return
}
