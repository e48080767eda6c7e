// Reductions over any dims and the softmax family over any dim: round trip
// and the folds.
// RUN: cuagent-opt %s | cuagent-opt | FileCheck %s
// RUN: cuagent-opt %s --canonicalize | FileCheck %s --check-prefix=FOLD

// CHECK-LABEL: func.func @reduce$dims
func.func @reduce$dims(%x: tensor<2x3x4x5xf32>) -> (tensor<2x4x5xf32>, tensor<2x3x1x1xf32>, tensor<f32>, tensor<1x1x1x1xf32>, tensor<2x5xf32>, tensor<3x4x5xf32>, tensor<2x4x5xf32>) {
  // CHECK: cuagent.sum %{{.*}} {dims = array<i64: 1>} : tensor<2x3x4x5xf32> -> tensor<2x4x5xf32>
  %0 = cuagent.sum %x {dims = array<i64: 1>} : tensor<2x3x4x5xf32> -> tensor<2x4x5xf32>
  // CHECK: cuagent.mean %{{.*}} {dims = array<i64: 2, 3>, keepdim = true} : tensor<2x3x4x5xf32> -> tensor<2x3x1x1xf32>
  %1 = cuagent.mean %x {dims = array<i64: 2, 3>, keepdim = true} : tensor<2x3x4x5xf32> -> tensor<2x3x1x1xf32>
  // An empty list reduces every dim.
  // CHECK: cuagent.amax %{{.*}} {dims = array<i64>} : tensor<2x3x4x5xf32> -> tensor<f32>
  %2 = cuagent.amax %x {dims = array<i64>} : tensor<2x3x4x5xf32> -> tensor<f32>
  // CHECK: cuagent.amin %{{.*}} {dims = array<i64>, keepdim = true} : tensor<2x3x4x5xf32> -> tensor<1x1x1x1xf32>
  %3 = cuagent.amin %x {dims = array<i64>, keepdim = true} : tensor<2x3x4x5xf32> -> tensor<1x1x1x1xf32>
  // Negative and unsorted dims are accepted (the importer writes them
  // normalized and sorted).
  // CHECK: cuagent.logsumexp %{{.*}} {dims = array<i64: -2, 1>} : tensor<2x3x4x5xf32> -> tensor<2x5xf32>
  %4 = cuagent.logsumexp %x {dims = array<i64: -2, 1>} : tensor<2x3x4x5xf32> -> tensor<2x5xf32>
  // CHECK: cuagent.sum %{{.*}} {dims = array<i64: 0>} : tensor<2x3x4x5xf32> -> tensor<3x4x5xf32>
  %5 = cuagent.sum %x {dims = array<i64: 0>} : tensor<2x3x4x5xf32> -> tensor<3x4x5xf32>
  // CHECK: cuagent.amin %{{.*}} {dims = array<i64: 1>} : tensor<2x3x4x5xf32> -> tensor<2x4x5xf32>
  %6 = cuagent.amin %x {dims = array<i64: 1>} : tensor<2x3x4x5xf32> -> tensor<2x4x5xf32>
  return %0, %1, %2, %3, %4, %5, %6 : tensor<2x4x5xf32>, tensor<2x3x1x1xf32>, tensor<f32>, tensor<1x1x1x1xf32>, tensor<2x5xf32>, tensor<3x4x5xf32>, tensor<2x4x5xf32>
}

// CHECK-LABEL: func.func @reduce$rank0_all_dims
func.func @reduce$rank0_all_dims(%x: tensor<f16>) -> tensor<f16> {
  // CHECK: cuagent.sum %{{.*}} {dims = array<i64>} : tensor<f16> -> tensor<f16>
  %0 = cuagent.sum %x {dims = array<i64>} : tensor<f16> -> tensor<f16>
  return %0 : tensor<f16>
}

// CHECK-LABEL: func.func @softmax$any_dim
func.func @softmax$any_dim(%x: tensor<2x3x4xbf16>) -> (tensor<2x3x4xbf16>, tensor<2x3x4xbf16>, tensor<2x3x4xbf16>) {
  // CHECK: cuagent.softmax %{{.*}} {dim = 1 : i64} : tensor<2x3x4xbf16>
  %0 = cuagent.softmax %x {dim = 1} : tensor<2x3x4xbf16>
  // CHECK: cuagent.log_softmax %{{.*}} {dim = 0 : i64} : tensor<2x3x4xbf16>
  %1 = cuagent.log_softmax %x {dim = 0} : tensor<2x3x4xbf16>
  // The default is the last dim.
  // CHECK: cuagent.log_softmax %{{.*}} : tensor<2x3x4xbf16>
  %2 = cuagent.log_softmax %x : tensor<2x3x4xbf16>
  return %0, %1, %2 : tensor<2x3x4xbf16>, tensor<2x3x4xbf16>, tensor<2x3x4xbf16>
}

// CHECK-LABEL: func.func @reduce$prod
func.func @reduce$prod(%x: tensor<2x3x4xf32>) -> (tensor<2x4xf32>, tensor<2x3x1xf32>) {
  // CHECK: cuagent.prod %{{.*}} {dims = array<i64: 1>} : tensor<2x3x4xf32> -> tensor<2x4xf32>
  %0 = cuagent.prod %x {dims = array<i64: 1>} : tensor<2x3x4xf32> -> tensor<2x4xf32>
  // CHECK: cuagent.prod %{{.*}} {dims = array<i64: 2>, keepdim = true} : tensor<2x3x4xf32> -> tensor<2x3x1xf32>
  %1 = cuagent.prod %x {dims = array<i64: 2>, keepdim = true} : tensor<2x3x4xf32> -> tensor<2x3x1xf32>
  return %0, %1 : tensor<2x4xf32>, tensor<2x3x1xf32>
}

// A product of one element is that element (1 * x, -0.0 and NaN included).
// FOLD-LABEL: func.func @reduce$prod_unit_dim_folds
// FOLD-SAME: (%[[X:.*]]: tensor<4x1xf32>)
// FOLD-NEXT: return %[[X]]
func.func @reduce$prod_unit_dim_folds(%x: tensor<4x1xf32>) -> tensor<4x1xf32> {
  %0 = cuagent.prod %x {dims = array<i64: 1>, keepdim = true} : tensor<4x1xf32> -> tensor<4x1xf32>
  return %0 : tensor<4x1xf32>
}

// keepdim reductions over dims that all have size 1 fold to their input;
// logsumexp does not (log(exp(0)) + -0.0 is +0.0), nor does a reduction
// over a dim larger than 1.
// FOLD-LABEL: func.func @reduce$unit_dims_fold
// FOLD-SAME: (%[[X:.*]]: tensor<4x1x8x1xf32>)
// FOLD-NEXT: %[[L:.*]] = cuagent.logsumexp %[[X]]
// FOLD-NEXT: %[[S:.*]] = cuagent.sum %[[X]] {dims = array<i64: 1, 2>, keepdim = true}
// FOLD-NEXT: return %[[X]], %[[X]], %[[L]], %[[S]]
func.func @reduce$unit_dims_fold(%x: tensor<4x1x8x1xf32>) -> (tensor<4x1x8x1xf32>, tensor<4x1x8x1xf32>, tensor<4x1x8x1xf32>, tensor<4x1x1x1xf32>) {
  %0 = cuagent.amin %x {dims = array<i64: 1, 3>, keepdim = true} : tensor<4x1x8x1xf32> -> tensor<4x1x8x1xf32>
  %1 = cuagent.mean %x {dims = array<i64: -1>, keepdim = true} : tensor<4x1x8x1xf32> -> tensor<4x1x8x1xf32>
  %2 = cuagent.logsumexp %x {dims = array<i64: 1>, keepdim = true} : tensor<4x1x8x1xf32> -> tensor<4x1x8x1xf32>
  %3 = cuagent.sum %x {dims = array<i64: 1, 2>, keepdim = true} : tensor<4x1x8x1xf32> -> tensor<4x1x1x1xf32>
  return %0, %1, %2, %3 : tensor<4x1x8x1xf32>, tensor<4x1x8x1xf32>, tensor<4x1x8x1xf32>, tensor<4x1x1x1xf32>
}
