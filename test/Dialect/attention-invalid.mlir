// The verifier of cuagent.attention: f32, one rank of at least 2, equal
// batch dims, key [.., S, E] and value [.., S, Ev] matching the query, the
// result [.., L, Ev], a mask that broadcasts to the scores, a finite scale.
// RUN: cuagent-opt %s --split-input-file --verify-diagnostics

func.func @attention$f16(%q: tensor<4x8xf16>, %k: tensor<4x8xf16>, %v: tensor<4x8xf16>) {
  // expected-error @+1 {{'cuagent.attention' op operands must be f32 (the template accumulates in f32)}}
  %0 = cuagent.attention %q, %k, %v {scale = 1.0 : f64} : tensor<4x8xf16>, tensor<4x8xf16>, tensor<4x8xf16> -> tensor<4x8xf16>
  return
}

// -----

func.func @attention$vector(%q: tensor<8xf32>, %k: tensor<8xf32>, %v: tensor<8xf32>) {
  // expected-error @+1 {{'cuagent.attention' op query, key and value must have one rank of at least 2, got [8], [8], [8]}}
  %0 = cuagent.attention %q, %k, %v {scale = 1.0 : f64} : tensor<8xf32>, tensor<8xf32>, tensor<8xf32> -> tensor<8xf32>
  return
}

// -----

func.func @attention$batch(%q: tensor<2x4x8xf32>, %k: tensor<3x4x8xf32>, %v: tensor<3x4x8xf32>) {
  // expected-error @+1 {{'cuagent.attention' op query, key and value must have equal batch dims, got [2, 4, 8], [3, 4, 8], [3, 4, 8]}}
  %0 = cuagent.attention %q, %k, %v {scale = 1.0 : f64} : tensor<2x4x8xf32>, tensor<3x4x8xf32>, tensor<3x4x8xf32> -> tensor<2x4x8xf32>
  return
}

// -----

func.func @attention$head(%q: tensor<4x8xf32>, %k: tensor<6x16xf32>, %v: tensor<6x8xf32>) {
  // expected-error @+1 {{'cuagent.attention' op key must be [..., S, E] for query [..., L, E] and value [..., S, Ev], got [4, 8], [6, 16], [6, 8]}}
  %0 = cuagent.attention %q, %k, %v {scale = 1.0 : f64} : tensor<4x8xf32>, tensor<6x16xf32>, tensor<6x8xf32> -> tensor<4x8xf32>
  return
}

// -----

func.func @attention$result(%q: tensor<4x8xf32>, %k: tensor<6x8xf32>, %v: tensor<6x16xf32>) {
  // expected-error @+1 {{'cuagent.attention' op result must be [4, 16], got [4, 8]}}
  %0 = cuagent.attention %q, %k, %v {scale = 1.0 : f64} : tensor<4x8xf32>, tensor<6x8xf32>, tensor<6x16xf32> -> tensor<4x8xf32>
  return
}

// -----

func.func @attention$mask(%q: tensor<4x8xf32>, %k: tensor<6x8xf32>, %v: tensor<6x8xf32>, %m: tensor<6x4xf32>) {
  // expected-error @+1 {{'cuagent.attention' op mask [6, 4] must broadcast to the scores' shape [4, 6]}}
  %0 = cuagent.attention %q, %k, %v, %m {scale = 1.0 : f64} : tensor<4x8xf32>, tensor<6x8xf32>, tensor<6x8xf32>, tensor<6x4xf32> -> tensor<4x8xf32>
  return
}

// -----

func.func @attention$scale(%q: tensor<4x8xf32>, %k: tensor<6x8xf32>, %v: tensor<6x8xf32>) {
  // expected-error @+1 {{'cuagent.attention' op scale must be finite, got}}
  %0 = cuagent.attention %q, %k, %v {scale = 0x7FF0000000000000 : f64} : tensor<4x8xf32>, tensor<6x8xf32>, tensor<6x8xf32> -> tensor<4x8xf32>
  return
}
