// cuagent.attention (decision 70): written by cuagent-fuse-attention, it
// parses, verifies and prints back, with and without a mask, causal or not.
// RUN: cuagent-opt %s | cuagent-opt | FileCheck %s
// RUN: cuagent-opt %s --mlir-print-op-generic | cuagent-opt | FileCheck %s

// CHECK-LABEL: func.func @attention$masked
func.func @attention$masked(%q: tensor<2x4x64x32xf32>, %k: tensor<2x4x80x32xf32>,
                            %v: tensor<2x4x80x48xf32>, %m: tensor<64x80xf32>) -> tensor<2x4x64x48xf32> {
  // CHECK: cuagent.attention %arg0, %arg1, %arg2, %arg3 {scale = 1.250000e-01 : f64} : tensor<2x4x64x32xf32>, tensor<2x4x80x32xf32>, tensor<2x4x80x48xf32>, tensor<64x80xf32> -> tensor<2x4x64x48xf32>
  %0 = cuagent.attention %q, %k, %v, %m {scale = 0.125 : f64} : tensor<2x4x64x32xf32>, tensor<2x4x80x32xf32>, tensor<2x4x80x48xf32>, tensor<64x80xf32> -> tensor<2x4x64x48xf32>
  return %0 : tensor<2x4x64x48xf32>
}

// Causal, rank 2 (no batch dims); causal false is the default and elided.
// CHECK-LABEL: func.func @attention$causal
func.func @attention$causal(%q: tensor<64x32xf32>, %k: tensor<80x32xf32>, %v: tensor<80x16xf32>) -> (tensor<64x16xf32>, tensor<64x16xf32>) {
  // CHECK: cuagent.attention %arg0, %arg1, %arg2 {causal = true, scale = 2.000000e+00 : f64} : tensor<64x32xf32>, tensor<80x32xf32>, tensor<80x16xf32> -> tensor<64x16xf32>
  %0 = cuagent.attention %q, %k, %v {causal = true, scale = 2.0 : f64} : tensor<64x32xf32>, tensor<80x32xf32>, tensor<80x16xf32> -> tensor<64x16xf32>
  // CHECK: cuagent.attention %arg0, %arg1, %arg2 {scale = 1.000000e+00 : f64} : tensor<64x32xf32>
  %1 = cuagent.attention %q, %k, %v {causal = false, scale = 1.0 : f64} : tensor<64x32xf32>, tensor<80x32xf32>, tensor<80x16xf32> -> tensor<64x16xf32>
  return %0, %1 : tensor<64x16xf32>, tensor<64x16xf32>
}
