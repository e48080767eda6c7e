// RUN: cuagent-opt %s --split-input-file --verify-diagnostics

func.func @group_norm$groups_do_not_divide(%x: tensor<2x6x4xf32>) {
  // expected-error @+1 {{num_groups 4 must be positive and divide the 6 channels}}
  %0 = cuagent.group_norm %x {num_groups = 4 : i64} : tensor<2x6x4xf32> -> tensor<2x6x4xf32>
  return
}

// -----

func.func @group_norm$zero_groups(%x: tensor<2x6x4xf32>) {
  // expected-error @+1 {{num_groups 0 must be positive}}
  %0 = cuagent.group_norm %x {num_groups = 0 : i64} : tensor<2x6x4xf32> -> tensor<2x6x4xf32>
  return
}

// -----

func.func @group_norm$rank1(%x: tensor<6xf32>) {
  // expected-error @+1 {{input must be [N, C, spatial...] (rank >= 2)}}
  %0 = cuagent.group_norm %x {num_groups = 1 : i64} : tensor<6xf32> -> tensor<6xf32>
  return
}

// -----

// The affine parameters are per channel (dim 1), not per last-dim column.
func.func @group_norm$per_column_weight(%x: tensor<2x6x4xf32>, %w: tensor<4xf32>) {
  // expected-error @+1 {{weight and bias must be 'tensor<6xf32>' (one entry per channel)}}
  %0 = cuagent.group_norm %x affine(%w, %w : tensor<4xf32>, tensor<4xf32>) {num_groups = 2 : i64} : tensor<2x6x4xf32> -> tensor<2x6x4xf32>
  return
}

// -----

func.func @group_norm$weight_only(%x: tensor<2x6x4xf32>, %w: tensor<6xf32>) {
  // expected-error @+1 {{affine holds weight and bias together, got 1 operand(s)}}
  %0 = cuagent.group_norm %x affine(%w : tensor<6xf32>) {num_groups = 2 : i64} : tensor<2x6x4xf32> -> tensor<2x6x4xf32>
  return
}

// -----

func.func @group_norm$negative_eps(%x: tensor<2x6x4xf32>) {
  // expected-error @+1 {{eps must be a non-negative number}}
  %0 = cuagent.group_norm %x {num_groups = 2 : i64, eps = -1.0 : f64} : tensor<2x6x4xf32> -> tensor<2x6x4xf32>
  return
}

// -----

func.func @group_norm$result_type(%x: tensor<2x6x4xf32>) {
  // expected-error @+1 {{result must have the input's type}}
  %0 = cuagent.group_norm %x {num_groups = 2 : i64} : tensor<2x6x4xf32> -> tensor<2x6x4xf16>
  return
}

// -----

func.func @group_norm$missing_groups(%x: tensor<2x6x4xf32>) {
  // expected-error @+1 {{requires attribute 'num_groups'}}
  %0 = cuagent.group_norm %x : tensor<2x6x4xf32> -> tensor<2x6x4xf32>
  return
}

// -----

func.func @batch_norm$training(%x: tensor<2x3xf32>, %m: tensor<3xf32>) {
  // expected-error @+1 {{training=true normalizes by batch statistics}}
  %0 = cuagent.batch_norm %x, %m, %m {training = true} : tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32> -> tensor<2x3xf32>
  return
}

// -----

func.func @batch_norm$stats_per_column(%x: tensor<2x3x5xf32>, %m: tensor<5xf32>) {
  // expected-error @+1 {{running_mean and running_var must be 'tensor<3xf32>' (one entry per channel)}}
  %0 = cuagent.batch_norm %x, %m, %m : tensor<2x3x5xf32>, tensor<5xf32>, tensor<5xf32> -> tensor<2x3x5xf32>
  return
}

// -----

func.func @batch_norm$stats_dtype(%x: tensor<2x3xf16>, %m: tensor<3xf32>) {
  // expected-error @+1 {{running_mean and running_var must be 'tensor<3xf16>'}}
  %0 = cuagent.batch_norm %x, %m, %m : tensor<2x3xf16>, tensor<3xf32>, tensor<3xf32> -> tensor<2x3xf16>
  return
}

// -----

func.func @batch_norm$bias_only(%x: tensor<2x3xf32>, %m: tensor<3xf32>) {
  // expected-error @+1 {{affine holds weight and bias together, got 1 operand(s)}}
  %0 = cuagent.batch_norm %x, %m, %m affine(%m : tensor<3xf32>) : tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32> -> tensor<2x3xf32>
  return
}

// -----

func.func @batch_norm$rank1(%x: tensor<3xf32>, %m: tensor<3xf32>) {
  // expected-error @+1 {{input must be [N, C, spatial...] (rank >= 2)}}
  %0 = cuagent.batch_norm %x, %m, %m : tensor<3xf32>, tensor<3xf32>, tensor<3xf32> -> tensor<3xf32>
  return
}

// -----

func.func @batch_norm$negative_eps(%x: tensor<2x3xf32>, %m: tensor<3xf32>) {
  // expected-error @+1 {{eps must be a non-negative number}}
  %0 = cuagent.batch_norm %x, %m, %m {eps = -0.5 : f64} : tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32> -> tensor<2x3xf32>
  return
}
