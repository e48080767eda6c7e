// A triangle that keeps every element folds to its input; one that cuts
// any element stays.
// RUN: cuagent-opt %s -canonicalize -split-input-file | FileCheck %s

// CHECK-LABEL: func.func @tril$covers_every_column
// CHECK-SAME: (%[[X:.*]]: tensor<4x8xf32>)
// CHECK-NEXT: return %[[X]]
func.func @tril$covers_every_column(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = cuagent.tril %x {diagonal = 7 : i64} : tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

// CHECK-LABEL: func.func @tril$cuts_the_last_column
// CHECK: cuagent.tril %{{.*}} {diagonal = 6 : i64}
func.func @tril$cuts_the_last_column(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = cuagent.tril %x {diagonal = 6 : i64} : tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

// CHECK-LABEL: func.func @triu$covers_every_row
// CHECK-SAME: (%[[X:.*]]: tensor<2x4x8xf32>)
// CHECK-NEXT: return %[[X]]
func.func @triu$covers_every_row(%x: tensor<2x4x8xf32>) -> tensor<2x4x8xf32> {
  %0 = cuagent.triu %x {diagonal = -3 : i64} : tensor<2x4x8xf32>
  return %0 : tensor<2x4x8xf32>
}

// -----

// CHECK-LABEL: func.func @triu$cuts_the_last_row
// CHECK: cuagent.triu %{{.*}} {diagonal = -2 : i64}
func.func @triu$cuts_the_last_row(%x: tensor<2x4x8xf32>) -> tensor<2x4x8xf32> {
  %0 = cuagent.triu %x {diagonal = -2 : i64} : tensor<2x4x8xf32>
  return %0 : tensor<2x4x8xf32>
}
