// Verifier errors of take_along, index_eq and embedding.
// RUN: cuagent-opt %s -split-input-file -verify-diagnostics

func.func @take_along$dim_out_of_rank(%x: tensor<4x10xf32>, %t: tensor<4xi64>) {
  // expected-error @+1 {{'cuagent.take_along' op dim 2 is outside the input's rank 2}}
  %0 = cuagent.take_along %x, %t {dim = 2 : i64} : tensor<4x10xf32>, tensor<4xi64> -> tensor<4xf32>
  return
}

// -----

func.func @take_along$index_keeps_the_dim(%x: tensor<4x10xf32>, %t: tensor<4x1xi64>) {
  // expected-error @+1 {{'cuagent.take_along' op index [4, 1] must be the input's shape [4, 10] without dim 1}}
  %0 = cuagent.take_along %x, %t {dim = 1 : i64} : tensor<4x10xf32>, tensor<4x1xi64> -> tensor<4x1xf32>
  return
}

// -----

func.func @take_along$index_of_other_positions(%x: tensor<4x10xf32>, %t: tensor<10xi64>) {
  // expected-error @+1 {{'cuagent.take_along' op index [10] must be the input's shape [4, 10] without dim 1}}
  %0 = cuagent.take_along %x, %t {dim = 1 : i64} : tensor<4x10xf32>, tensor<10xi64> -> tensor<10xf32>
  return
}

// -----

func.func @take_along$empty_classes(%x: tensor<4x0xf32>, %t: tensor<4xi64>) {
  // expected-error @+1 {{'cuagent.take_along' op cannot pick from an empty dim 1}}
  %0 = cuagent.take_along %x, %t {dim = 1 : i64} : tensor<4x0xf32>, tensor<4xi64> -> tensor<4xf32>
  return
}

// -----

func.func @take_along$result_shape(%x: tensor<4x10xf32>, %t: tensor<4xi64>) {
  // expected-error @+1 {{'cuagent.take_along' op result [1, 4] must have the index's shape [4]}}
  %0 = cuagent.take_along %x, %t {dim = 1 : i64} : tensor<4x10xf32>, tensor<4xi64> -> tensor<1x4xf32>
  return
}

// -----

func.func @take_along$result_dtype(%x: tensor<4x10xf32>, %t: tensor<4xi64>) {
  // expected-error @+1 {{'cuagent.take_along' op result must have the input's element type}}
  %0 = cuagent.take_along %x, %t {dim = 1 : i64} : tensor<4x10xf32>, tensor<4xi64> -> tensor<4xf16>
  return
}

// -----

func.func @take_along$float_index(%x: tensor<4x10xf32>, %t: tensor<4xf32>) {
  // expected-error @+1 {{'cuagent.take_along' op operand #1 must be statically shaped tensor of 64-bit signless integer values}}
  %0 = cuagent.take_along %x, %t {dim = 1 : i64} : tensor<4x10xf32>, tensor<4xf32> -> tensor<4xf32>
  return
}

// -----

func.func @index_eq$shape(%t: tensor<4xi64>) {
  // expected-error @+1 {{'cuagent.index_eq' op result [4, 1] must have the input's shape [4]}}
  %0 = cuagent.index_eq %t, -100 : tensor<4xi64> -> tensor<4x1xi1>
  return
}

// -----

func.func @embedding$table_rank(%w: tensor<100xf32>, %ids: tensor<4xi64>) {
  // expected-error @+1 {{'cuagent.gather_rows' op weight [100] must be a [rows, width] table with rows}}
  %0 = cuagent.gather_rows %w, %ids : tensor<100xf32>, tensor<4xi64> -> tensor<4xf32>
  return
}

// -----

func.func @embedding$result_shape(%w: tensor<100x8xf32>, %ids: tensor<4xi64>) {
  // expected-error @+1 {{'cuagent.gather_rows' op result [4, 100] must be the index's shape then the width: [4, 8]}}
  %0 = cuagent.gather_rows %w, %ids : tensor<100x8xf32>, tensor<4xi64> -> tensor<4x100xf32>
  return
}
