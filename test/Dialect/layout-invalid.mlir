// The verifiers of the layout ops: one case per rule.
// RUN: cuagent-opt %s --split-input-file --verify-diagnostics

func.func @reshape$count(%x: tensor<2x3xf32>) {
  // expected-error @+1 {{reshapes 6 elements [2, 3] to 8 [2, 4]}}
  %0 = cuagent.reshape %x {shape = array<i64: 2, 4>} : tensor<2x3xf32> -> tensor<2x4xf32>
  return
}

// -----

func.func @reshape$attr_differs(%x: tensor<2x3xf32>) {
  // expected-error @+1 {{result shape [3, 2] differs from its shape attribute [6]}}
  %0 = cuagent.reshape %x {shape = array<i64: 6>} : tensor<2x3xf32> -> tensor<3x2xf32>
  return
}

// -----

func.func @reshape$unknown(%x: tensor<2x3xf32>) {
  // expected-error @+1 {{shape sizes must be known (>= 0); -1 is inferred at capture}}
  %0 = cuagent.reshape %x {shape = array<i64: -1>} : tensor<2x3xf32> -> tensor<6xf32>
  return
}

// -----

func.func @reshape$dtype(%x: tensor<2x3xf32>) {
  // expected-error @+1 {{result element type must be the input's}}
  %0 = cuagent.reshape %x {shape = array<i64: 6>} : tensor<2x3xf32> -> tensor<6xf16>
  return
}

// -----

func.func @permute$repeated(%x: tensor<2x3xf32>) {
  // expected-error @+1 {{dims [0, 0] is not a permutation of 0..1}}
  %0 = cuagent.permute %x {dims = array<i64: 0, 0>} : tensor<2x3xf32> -> tensor<2x2xf32>
  return
}

// -----

func.func @permute$out_of_range(%x: tensor<2x3xf32>) {
  // expected-error @+1 {{dims [1, 2] is not a permutation of 0..1}}
  %0 = cuagent.permute %x {dims = array<i64: 1, 2>} : tensor<2x3xf32> -> tensor<3x2xf32>
  return
}

// -----

func.func @permute$rank(%x: tensor<2x3xf32>) {
  // expected-error @+1 {{dims [1] must list each of the input's 2 dims once}}
  %0 = cuagent.permute %x {dims = array<i64: 1>} : tensor<2x3xf32> -> tensor<3xf32>
  return
}

// -----

func.func @permute$shape(%x: tensor<2x3xf32>) {
  // expected-error @+1 {{result shape [2, 3] differs from its shape attribute [3, 2]}}
  %0 = cuagent.permute %x {dims = array<i64: 1, 0>} : tensor<2x3xf32> -> tensor<2x3xf32>
  return
}

// -----

func.func @expand$non_unit(%x: tensor<3x2xf32>) {
  // expected-error @+1 {{cannot expand [3, 2] to [3, 4]: dim 1 has size 2 (only size-1 dims broadcast)}}
  %0 = cuagent.expand %x {shape = array<i64: 3, 4>} : tensor<3x2xf32> -> tensor<3x4xf32>
  return
}

// -----

func.func @expand$fewer_dims(%x: tensor<1x3xf32>) {
  // expected-error @+1 {{cannot expand [1, 3] to fewer dims [3]}}
  %0 = cuagent.expand %x {shape = array<i64: 3>} : tensor<1x3xf32> -> tensor<3xf32>
  return
}

// -----

func.func @contiguous$type(%x: tensor<3xf32>) {
  // expected-error @+1 {{requires the same type for all operands and results}}
  %0 = "cuagent.contiguous"(%x) : (tensor<3xf32>) -> tensor<3xf16>
  return
}

// -----

func.func @slice$dim(%x: tensor<2x3xf32>) {
  // expected-error @+1 {{dim 2 is not one of the input's 2 dims}}
  %0 = cuagent.slice %x {dim = 2 : i64, start = 0 : i64, step = 1 : i64} : tensor<2x3xf32> -> tensor<2x3xf32>
  return
}

// -----

func.func @slice$step(%x: tensor<2x3xf32>) {
  // expected-error @+1 {{needs start >= 0 and step >= 1, got start 0, step 0}}
  %0 = cuagent.slice %x {dim = 1 : i64, start = 0 : i64, step = 0 : i64} : tensor<2x3xf32> -> tensor<2x1xf32>
  return
}

// -----

func.func @slice$past_the_end(%x: tensor<2x7xf32>) {
  // expected-error @+1 {{takes 3 elements of dim 1 from 3 by 2: not within the input's 7}}
  %0 = cuagent.slice %x {dim = 1 : i64, start = 3 : i64, step = 2 : i64} : tensor<2x7xf32> -> tensor<2x3xf32>
  return
}

// -----

func.func @slice$other_dims(%x: tensor<2x7xf32>) {
  // expected-error @+1 {{result shape [3, 3] differs from its shape attribute [2, 3]}}
  %0 = cuagent.slice %x {dim = 1 : i64, start = 0 : i64, step = 2 : i64} : tensor<2x7xf32> -> tensor<3x3xf32>
  return
}

// -----

func.func @cat$dim_out_of_range(%x: tensor<2x3xf32>) {
  // expected-error @+1 {{'cuagent.cat' op dim 2 is not one of the inputs' 2 dims}}
  %0 = cuagent.cat %x, %x {dim = 2 : i64} : tensor<2x3xf32>, tensor<2x3xf32> -> tensor<2x6xf32>
  return
}

// -----

func.func @cat$other_dim_differs(%x: tensor<2x3xf32>, %y: tensor<3x3xf32>) {
  // expected-error @+1 {{'cuagent.cat' op input 1 [3, 3] differs from input 0 [2, 3] in a dim other than 1}}
  %0 = cuagent.cat %x, %y {dim = 1 : i64} : tensor<2x3xf32>, tensor<3x3xf32> -> tensor<2x6xf32>
  return
}

// -----

func.func @cat$wrong_result(%x: tensor<2x3xf32>, %y: tensor<2x4xf32>) {
  // expected-error @+1 {{'cuagent.cat' op result 'tensor<2x8xf32>' is not the concatenation [2, 7] of the inputs}}
  %0 = cuagent.cat %x, %y {dim = 1 : i64} : tensor<2x3xf32>, tensor<2x4xf32> -> tensor<2x8xf32>
  return
}

// -----

func.func @cat$mixed_dtypes(%x: tensor<2x3xf32>, %y: tensor<2x3xf16>) {
  // expected-error @+1 {{'cuagent.cat' op input 1 has element type 'f16', input 0 'f32'}}
  %0 = cuagent.cat %x, %y {dim = 0 : i64} : tensor<2x3xf32>, tensor<2x3xf16> -> tensor<4x3xf32>
  return
}

// -----

func.func @cat$no_inputs() {
  // expected-error @+1 {{'cuagent.cat' op needs at least one input}}
  %0 = "cuagent.cat"() {dim = 0 : i64} : () -> tensor<2x3xf32>
  return
}

// -----

func.func @flip$no_dims(%x: tensor<2x3xf32>) {
  // expected-error @+1 {{'cuagent.flip' op needs at least one dim}}
  %0 = cuagent.flip %x {dims = array<i64>} : tensor<2x3xf32>
  return
}

// -----

func.func @flip$repeated_dim(%x: tensor<2x3xf32>) {
  // expected-error @+1 {{'cuagent.flip' op dims [1, 1] must be distinct dims of the input's 2, ascending}}
  %0 = cuagent.flip %x {dims = array<i64: 1, 1>} : tensor<2x3xf32>
  return
}

// -----

func.func @flip$dim_out_of_range(%x: tensor<2x3xf32>) {
  // expected-error @+1 {{'cuagent.flip' op dims [2] must be distinct dims of the input's 2, ascending}}
  %0 = cuagent.flip %x {dims = array<i64: 2>} : tensor<2x3xf32>
  return
}

// -----

func.func @pad$wrong_count(%x: tensor<2x3xf32>) {
  // expected-error @+1 {{'cuagent.pad' op needs a low and a high pad for each of the input's 2 dims}}
  %0 = cuagent.pad %x {lows = array<i64: 1>, highs = array<i64: 0, 0>, value = 0.0 : f64} : tensor<2x3xf32> -> tensor<3x3xf32>
  return
}

// -----

func.func @pad$empty(%x: tensor<2x3xf32>) {
  // expected-error @+1 {{'cuagent.pad' op leaves a dim of [2, 0] empty}}
  %0 = cuagent.pad %x {lows = array<i64: 0, -2>, highs = array<i64: 0, -1>, value = 0.0 : f64} : tensor<2x3xf32> -> tensor<2x0xf32>
  return
}

// -----

func.func @pad$wrong_result(%x: tensor<2x3xf32>) {
  // expected-error @+1 {{'cuagent.pad' op result shape [2, 4] differs from its shape attribute [2, 5]}}
  %0 = cuagent.pad %x {lows = array<i64: 0, 1>, highs = array<i64: 0, 1>, value = 0.0 : f64} : tensor<2x3xf32> -> tensor<2x4xf32>
  return
}

// -----

func.func @pad$reflect_as_wide_as_the_dim(%x: tensor<2x3xf32>) {
  // expected-error @+1 {{'cuagent.pad' op a reflect pad of dim 1 (size 3) must be below the size on both sides, got 3 and 0}}
  %0 = cuagent.pad %x {lows = array<i64: 0, 3>, highs = array<i64: 0, 0>, value = 0.0 : f64, mode = "reflect"} : tensor<2x3xf32> -> tensor<2x6xf32>
  return
}

// -----

func.func @pad$circular_wider_than_the_dim(%x: tensor<2x3xf32>) {
  // expected-error @+1 {{'cuagent.pad' op a circular pad of dim 0 (size 2) must be at most the size on both sides, got 0 and 3}}
  %0 = cuagent.pad %x {lows = array<i64: 0, 0>, highs = array<i64: 3, 0>, value = 0.0 : f64, mode = "circular"} : tensor<2x3xf32> -> tensor<5x3xf32>
  return
}

// -----

func.func @pad$replicate_crop(%x: tensor<2x3xf32>) {
  // expected-error @+1 {{'cuagent.pad' op a replicate pad of dim 1 (size 3) must be non-negative on both sides, got -1 and 0}}
  %0 = cuagent.pad %x {lows = array<i64: 0, -1>, highs = array<i64: 0, 0>, value = 0.0 : f64, mode = "replicate"} : tensor<2x3xf32> -> tensor<2x2xf32>
  return
}

// -----

func.func @pad$unknown_mode(%x: tensor<2x3xf32>) {
  // expected-error @+1 {{'cuagent.pad' op mode must be constant, reflect, replicate or circular, got 'symmetric'}}
  %0 = cuagent.pad %x {lows = array<i64: 0, 1>, highs = array<i64: 0, 0>, value = 0.0 : f64, mode = "symmetric"} : tensor<2x3xf32> -> tensor<2x4xf32>
  return
}

// -----

func.func @upsample_nearest$scale_count(%x: tensor<2x3x4x8xf32>) {
  // expected-error @+1 {{'cuagent.upsample_nearest' op needs one scale per spatial dim (2), got 1}}
  %0 = cuagent.upsample_nearest %x {scales = array<f64: 0.5>} : tensor<2x3x4x8xf32> -> tensor<2x3x8x16xf32>
  return
}

// -----

func.func @upsample_nearest$channels_changed(%x: tensor<2x3x4x8xf32>) {
  // expected-error @+1 {{'cuagent.upsample_nearest' op result [2, 6, 8, 16] must keep N and C of the input [2, 3, 4, 8] and no dim empty}}
  %0 = cuagent.upsample_nearest %x {scales = array<f64: 0.5, 0.5>} : tensor<2x3x4x8xf32> -> tensor<2x6x8x16xf32>
  return
}

// -----

func.func @upsample_nearest$zero_scale(%x: tensor<2x3x4xf32>) {
  // expected-error @+1 {{'cuagent.upsample_nearest' op scales must be positive and finite}}
  %0 = cuagent.upsample_nearest %x {scales = array<f64: 0.0>} : tensor<2x3x4xf32> -> tensor<2x3x8xf32>
  return
}

// -----

func.func @upsample_nearest$vector(%x: tensor<4x8xf32>) {
  // expected-error @+1 {{'cuagent.upsample_nearest' op needs input and result of one rank >= 3 ([N, C, spatial...]), got [4, 8] and [4, 16]}}
  %0 = cuagent.upsample_nearest %x {scales = array<f64: 0.5>} : tensor<4x8xf32> -> tensor<4x16xf32>
  return
}

// -----

func.func @roll$shift_count(%x: tensor<2x3xf32>) {
  // expected-error @+1 {{'cuagent.roll' op needs one shift per dim of the input (2), got 1}}
  %0 = cuagent.roll %x {shifts = array<i64: 1>} : tensor<2x3xf32>
  return
}

// -----

func.func @roll$unreduced_shift(%x: tensor<2x3xf32>) {
  // expected-error @+1 {{'cuagent.roll' op shift 3 of dim 1 must be in [0, 3)}}
  %0 = cuagent.roll %x {shifts = array<i64: 0, 3>} : tensor<2x3xf32>
  return
}

// -----

func.func @repeat$not_a_multiple(%x: tensor<2x3xf32>) {
  // expected-error @+1 {{'cuagent.repeat' op result [2, 4] must be positive multiples of [2, 3], aligned from the last dim}}
  %0 = cuagent.repeat %x {shape = array<i64: 2, 4>} : tensor<2x3xf32> -> tensor<2x4xf32>
  return
}

// -----

func.func @repeat$lower_rank(%x: tensor<2x3xf32>) {
  // expected-error @+1 {{'cuagent.repeat' op result rank 1 is below the input's 2}}
  %0 = cuagent.repeat %x {shape = array<i64: 6>} : tensor<2x3xf32> -> tensor<6xf32>
  return
}

// -----

func.func @upsample_bilinear$three_dims(%x: tensor<2x3x4xf32>) {
  // expected-error @+1 {{'cuagent.upsample_bilinear' op needs [N, C, H, W] input and result, got [2, 3, 4] and [2, 3, 8]}}
  %0 = cuagent.upsample_bilinear %x {scales = array<f64: 0.5, 0.5>} : tensor<2x3x4xf32> -> tensor<2x3x8xf32>
  return
}

// -----

func.func @upsample_bilinear$one_scale(%x: tensor<2x3x4x5xf32>) {
  // expected-error @+1 {{'cuagent.upsample_bilinear' op needs one scale per spatial dim (2), got 1}}
  %0 = cuagent.upsample_bilinear %x {scales = array<f64: 0.5>} : tensor<2x3x4x5xf32> -> tensor<2x3x8x10xf32>
  return
}
