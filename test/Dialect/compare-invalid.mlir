// The verifier rules of the comparison, logical and selection ops: bool (i1)
// results of the broadcast shape, i1 conditions and masks, one float dtype.
// RUN: cuagent-opt %s --split-input-file --verify-diagnostics

func.func @lt$float_result(%x: tensor<4xf32>, %y: tensor<4xf32>) {
  // expected-error @+1 {{'cuagent.lt' op result #0 must be statically shaped tensor of 1-bit signless integer values}}
  %0 = "cuagent.lt"(%x, %y) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @lt$wrong_shape(%x: tensor<4x8xf32>, %y: tensor<8xf32>) {
  // expected-error @+2 {{'cuagent.lt' op inferred type(s) 'tensor<4x8xi1>' are incompatible with return type(s) of operation 'tensor<8xi1>'}}
  // expected-error @+1 {{'cuagent.lt' op failed to infer returned types}}
  %0 = "cuagent.lt"(%x, %y) : (tensor<4x8xf32>, tensor<8xf32>) -> tensor<8xi1>
  return
}

// -----

func.func @ge$no_broadcast(%x: tensor<4xf32>, %y: tensor<3xf32>) {
  // expected-error @+2 {{'cuagent.ge' op operand shapes [4] and [3] are not broadcast-compatible}}
  // expected-error @+1 {{'cuagent.ge' op failed to infer returned types}}
  %0 = cuagent.ge %x, %y : tensor<4xf32>, tensor<3xf32> -> tensor<4xi1>
  return
}

// -----

func.func @eq$mixed_dtypes(%x: tensor<4xf32>, %y: tensor<4xf16>) {
  // expected-error @+2 {{'cuagent.eq' op operand element types 'f32' and 'f16' must match}}
  // expected-error @+1 {{'cuagent.eq' op failed to infer returned types}}
  %0 = cuagent.eq %x, %y : tensor<4xf32>, tensor<4xf16> -> tensor<4xi1>
  return
}

// -----

func.func @ne$bool_operands(%x: tensor<4xi1>, %y: tensor<4xi1>) {
  // expected-error @+1 {{'cuagent.ne' op operand #0 must be statically shaped tensor of 32-bit float or 16-bit float or bfloat16 type values}}
  %0 = cuagent.ne %x, %y : tensor<4xi1>, tensor<4xi1> -> tensor<4xi1>
  return
}

// -----

func.func @lt_s$integer_scalar(%x: tensor<4xf32>) {
  // expected-error @+1 {{'cuagent.lt_s' op attribute 'scalar' failed to satisfy constraint: 64-bit float attribute}}
  %0 = "cuagent.lt_s"(%x) {scalar = 1 : i64} : (tensor<4xf32>) -> tensor<4xi1>
  return
}

// -----

func.func @gt_s$shape_change(%x: tensor<4xf32>) {
  // expected-error @+2 {{'cuagent.gt_s' op inferred type(s) 'tensor<4xi1>' are incompatible with return type(s) of operation 'tensor<1xi1>'}}
  // expected-error @+1 {{'cuagent.gt_s' op failed to infer returned types}}
  %0 = "cuagent.gt_s"(%x) {scalar = 1.0 : f64} : (tensor<4xf32>) -> tensor<1xi1>
  return
}

// -----

func.func @isnan$float_result(%x: tensor<4xf16>) {
  // expected-error @+1 {{'cuagent.isnan' op result #0 must be statically shaped tensor of 1-bit signless integer values}}
  %0 = "cuagent.isnan"(%x) : (tensor<4xf16>) -> tensor<4xf16>
  return
}

// -----

func.func @where$float_condition(%c: tensor<4xf32>, %x: tensor<4xf32>, %y: tensor<4xf32>) {
  // expected-error @+1 {{'cuagent.where' op operand #0 must be statically shaped tensor of 1-bit signless integer values}}
  %0 = cuagent.where %c, %x, %y : tensor<4xf32>, tensor<4xf32>, tensor<4xf32> -> tensor<4xf32>
  return
}

// -----

func.func @where$mixed_branches(%c: tensor<4xi1>, %x: tensor<4xf32>, %y: tensor<4xbf16>) {
  // expected-error @+2 {{'cuagent.where' op operand element types 'f32' and 'bf16' must match}}
  // expected-error @+1 {{'cuagent.where' op failed to infer returned types}}
  %0 = cuagent.where %c, %x, %y : tensor<4xi1>, tensor<4xf32>, tensor<4xbf16> -> tensor<4xf32>
  return
}

// -----

func.func @where$condition_no_broadcast(%c: tensor<3xi1>, %x: tensor<4xf32>, %y: tensor<4xf32>) {
  // expected-error @+2 {{'cuagent.where' op operand shapes [3] and [4] are not broadcast-compatible}}
  // expected-error @+1 {{'cuagent.where' op failed to infer returned types}}
  %0 = cuagent.where %c, %x, %y : tensor<3xi1>, tensor<4xf32>, tensor<4xf32> -> tensor<4xf32>
  return
}

// -----

// Every pair broadcasting with the condition is not enough: x and y must too.
func.func @where$branches_no_broadcast(%c: tensor<1xi1>, %x: tensor<2xf32>, %y: tensor<3xf32>) {
  // expected-error @+2 {{'cuagent.where' op operand shapes [2] and [3] are not broadcast-compatible}}
  // expected-error @+1 {{'cuagent.where' op failed to infer returned types}}
  %0 = cuagent.where %c, %x, %y : tensor<1xi1>, tensor<2xf32>, tensor<3xf32> -> tensor<3xf32>
  return
}

// -----

func.func @where$bool_result(%c: tensor<4xi1>, %x: tensor<4xf32>, %y: tensor<4xf32>) {
  // expected-error @+1 {{'cuagent.where' op result #0 must be statically shaped tensor of 32-bit float or 16-bit float or bfloat16 type values}}
  %0 = "cuagent.where"(%c, %x, %y) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  return
}

// -----

func.func @where_scalar_other$shape(%c: tensor<2x4xi1>, %x: tensor<4xf16>) {
  // expected-error @+2 {{'cuagent.where_scalar_other' op inferred type(s) 'tensor<2x4xf16>' are incompatible with return type(s) of operation 'tensor<4xf16>'}}
  // expected-error @+1 {{'cuagent.where_scalar_other' op failed to infer returned types}}
  %0 = "cuagent.where_scalar_other"(%c, %x) {scalar = 0.0 : f64} : (tensor<2x4xi1>, tensor<4xf16>) -> tensor<4xf16>
  return
}

// -----

func.func @masked_fill$float_mask(%x: tensor<4xf32>, %m: tensor<4xf32>) {
  // expected-error @+1 {{'cuagent.masked_fill' op operand #1 must be statically shaped tensor of 1-bit signless integer values}}
  %0 = cuagent.masked_fill %x, %m, 0.0 : tensor<4xf32>, tensor<4xf32> -> tensor<4xf32>
  return
}

// -----

func.func @masked_fill$bool_input(%x: tensor<4xi1>, %m: tensor<4xi1>) {
  // expected-error @+1 {{'cuagent.masked_fill' op operand #0 must be statically shaped tensor of 32-bit float or 16-bit float or bfloat16 type values}}
  %0 = cuagent.masked_fill %x, %m, 0.0 : tensor<4xi1>, tensor<4xi1> -> tensor<4xi1>
  return
}

// -----

func.func @logical_and$float_operand(%x: tensor<4xi1>, %y: tensor<4xf32>) {
  // expected-error @+1 {{'cuagent.logical_and' op operand #1 must be statically shaped tensor of 1-bit signless integer values}}
  %0 = cuagent.logical_and %x, %y : tensor<4xi1>, tensor<4xf32> -> tensor<4xi1>
  return
}

// -----

func.func @logical_not$float(%x: tensor<4xf32>) {
  // expected-error @+1 {{'cuagent.logical_not' op operand #0 must be statically shaped tensor of 1-bit signless integer values}}
  %0 = cuagent.logical_not %x : tensor<4xf32>
  return
}

// -----

func.func @i1_in_float_op(%x: tensor<4xi1>) {
  // expected-error @+1 {{'cuagent.relu' op operand #0 must be statically shaped tensor of 32-bit float or 16-bit float or bfloat16 type values}}
  %0 = cuagent.relu %x : tensor<4xi1>
  return
}

// -----

func.func @causal_mask$rank3() {
  // expected-error @+1 {{'cuagent.causal_mask' op result must be the [L, S] matrix, got rank 3}}
  %0 = cuagent.causal_mask : tensor<2x64x80xi1>
  return
}

// -----

func.func @causal_mask$float() {
  // expected-error @+1 {{'cuagent.causal_mask' op result #0 must be statically shaped tensor of 1-bit signless integer values}}
  %0 = "cuagent.causal_mask"() : () -> tensor<64x80xf32>
  return
}

// -----

func.func @causal_mask$empty() {
  // expected-error @+1 {{'cuagent.causal_mask' op result must have L >= 1 and S >= 1, got [0, 80]}}
  %0 = cuagent.causal_mask : tensor<0x80xi1>
  return
}

// -----

func.func @to_float$dtype_mismatch(%m: tensor<4xi1>) {
  // expected-error @+1 {{'cuagent.to_float' op dtype 5 does not name the result's element type 'f32' (6: f32, 5: f16, 15: bf16)}}
  %0 = cuagent.to_float %m {dtype = 5 : i64} : tensor<4xi1> -> tensor<4xf32>
  return
}

// -----

func.func @to_float$shape(%m: tensor<4xi1>) {
  // expected-error @+1 {{'cuagent.to_float' op result shape [2, 2] must be the input's [4]}}
  %0 = cuagent.to_float %m {dtype = 6 : i64} : tensor<4xi1> -> tensor<2x2xf32>
  return
}

// -----

func.func @to_float$float_input(%x: tensor<4xf32>) {
  // expected-error @+1 {{'cuagent.to_float' op operand #0 must be statically shaped tensor of 1-bit signless integer values}}
  %0 = cuagent.to_float %x {dtype = 6 : i64} : tensor<4xf32> -> tensor<4xf32>
  return
}
