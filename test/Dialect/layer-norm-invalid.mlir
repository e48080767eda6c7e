// RUN: cuagent-opt %s --split-input-file --verify-diagnostics

func.func @layer_norm$weight_only(%x: tensor<8x64xf32>, %w: tensor<64xf32>) {
  // expected-error @+1 {{affine holds weight and bias together, got 1 operand(s)}}
  %0 = cuagent.layer_norm %x affine(%w : tensor<64xf32>) : tensor<8x64xf32> -> tensor<8x64xf32>
  return
}

// -----

func.func @layer_norm$wrong_weight(%x: tensor<8x64xf32>, %w: tensor<8xf32>) {
  // expected-error @+1 {{weight and bias must be 'tensor<64xf32>', got 'tensor<8xf32>'}}
  %0 = cuagent.layer_norm %x affine(%w, %w : tensor<8xf32>, tensor<8xf32>) : tensor<8x64xf32> -> tensor<8x64xf32>
  return
}

// -----

func.func @layer_norm$negative_eps(%x: tensor<8x64xf32>) {
  // expected-error @+1 {{eps must be a non-negative number}}
  %0 = cuagent.layer_norm %x {eps = -1.0 : f64} : tensor<8x64xf32> -> tensor<8x64xf32>
  return
}

// -----

func.func @layer_norm$result_type(%x: tensor<8x64xf32>) {
  // expected-error @+1 {{result must have the input's type}}
  %0 = cuagent.layer_norm %x : tensor<8x64xf32> -> tensor<8x64xf16>
  return
}
