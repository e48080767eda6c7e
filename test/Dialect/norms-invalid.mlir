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

// -----

func.func @group_norm_stats$groups_do_not_divide(%x: tensor<2x6x4xf32>) {
  // expected-error @+1 {{num_groups 4 must be positive and divide the 6 channels}}
  %0 = cuagent.group_norm_stats %x {num_groups = 4 : i64} : tensor<2x6x4xf32> -> tensor<2x4x2xf32>
  return
}

// -----

// The statistics are float32 pairs, one per sample and group.
func.func @group_norm_stats$f16_result(%x: tensor<2x6x4xf16>) {
  // expected-error @+1 {{statistics must be 'tensor<2x3x2xf32>' ((mean, rstd) per sample and group), got 'tensor<2x3x2xf16>'}}
  %0 = cuagent.group_norm_stats %x {num_groups = 3 : i64} : tensor<2x6x4xf16> -> tensor<2x3x2xf16>
  return
}

// -----

func.func @group_norm_stats$negative_eps(%x: tensor<2x6x4xf32>) {
  // expected-error @+1 {{eps must be a non-negative number}}
  %0 = cuagent.group_norm_stats %x {num_groups = 3 : i64, eps = -1.0 : f64} : tensor<2x6x4xf32> -> tensor<2x3x2xf32>
  return
}

// -----

func.func @group_norm_stats$rank1(%x: tensor<6xf32>) {
  // expected-error @+1 {{input must be [N, C, spatial...] (rank >= 2)}}
  %0 = cuagent.group_norm_stats %x {num_groups = 1 : i64} : tensor<6xf32> -> tensor<6x1x2xf32>
  return
}

// -----

// Statistics of another batch size.
func.func @group_norm_apply$other_batch(%x: tensor<2x6x4xf32>, %s: tensor<3x3x2xf32>) {
  // expected-error @+1 {{statistics must be 'tensor<2x3x2xf32>'}}
  %0 = cuagent.group_norm_apply %x, %s : tensor<2x6x4xf32>, tensor<3x3x2xf32> -> tensor<2x6x4xf32>
  return
}

// -----

func.func @group_norm_apply$stats_rank(%x: tensor<2x6x4xf32>, %s: tensor<2x6xf32>) {
  // expected-error @+1 {{statistics must be [N, G, 2] float32}}
  %0 = cuagent.group_norm_apply %x, %s : tensor<2x6x4xf32>, tensor<2x6xf32> -> tensor<2x6x4xf32>
  return
}

// -----

func.func @group_norm_apply$groups_do_not_divide(%x: tensor<2x6x4xf32>, %s: tensor<2x4x2xf32>) {
  // expected-error @+1 {{num_groups 4 must be positive and divide the 6 channels}}
  %0 = cuagent.group_norm_apply %x, %s : tensor<2x6x4xf32>, tensor<2x4x2xf32> -> tensor<2x6x4xf32>
  return
}

// -----

func.func @group_norm_apply$one_affine(%x: tensor<2x6x4xf32>, %s: tensor<2x3x2xf32>, %w: tensor<6xf32>) {
  // expected-error @+1 {{affine holds weight and bias together, got 1 operand(s)}}
  %0 = cuagent.group_norm_apply %x, %s affine(%w : tensor<6xf32>) : tensor<2x6x4xf32>, tensor<2x3x2xf32> -> tensor<2x6x4xf32>
  return
}

// -----

func.func @group_norm_apply$result_type(%x: tensor<2x6x4xf32>, %s: tensor<2x3x2xf32>) {
  // expected-error @+1 {{result must have the input's type}}
  %0 = cuagent.group_norm_apply %x, %s : tensor<2x6x4xf32>, tensor<2x3x2xf32> -> tensor<2x6x4xf16>
  return
}
