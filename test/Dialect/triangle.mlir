// cuagent.tril and cuagent.triu parse, verify and print back (custom and
// generic forms), with and without a diagonal.
// RUN: cuagent-opt %s | cuagent-opt | FileCheck %s
// RUN: cuagent-opt %s --mlir-print-op-generic | cuagent-opt | FileCheck %s

// CHECK-LABEL: func.func @triangles
func.func @triangles(%x: tensor<2x4x8xf32>) -> tensor<2x4x8xf32> {
  // CHECK: cuagent.tril %{{.*}} : tensor<2x4x8xf32>
  %0 = cuagent.tril %x : tensor<2x4x8xf32>
  // CHECK: cuagent.triu %{{.*}} {diagonal = -2 : i64} : tensor<2x4x8xf32>
  %1 = cuagent.triu %0 {diagonal = -2 : i64} : tensor<2x4x8xf32>
  // CHECK: cuagent.tril %{{.*}} {diagonal = 3 : i64} : tensor<2x4x8xf32>
  %2 = cuagent.tril %1 {diagonal = 3 : i64} : tensor<2x4x8xf32>
  return %2 : tensor<2x4x8xf32>
}
