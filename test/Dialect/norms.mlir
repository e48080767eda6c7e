// RUN: cuagent-opt %s | cuagent-opt | FileCheck %s

// CHECK-LABEL: func.func @group_norm$affine
// CHECK: cuagent.group_norm %{{.*}} affine(%{{.*}}, %{{.*}} : tensor<32xf32>, tensor<32xf32>) {eps = 9.9999999999999995E-7 : f64, num_groups = 8 : i64} : tensor<2x32x4x4xf32> -> tensor<2x32x4x4xf32>
func.func @group_norm$affine(%x: tensor<2x32x4x4xf32>, %w: tensor<32xf32>, %b: tensor<32xf32>) -> tensor<2x32x4x4xf32> {
  %0 = cuagent.group_norm %x affine(%w, %b : tensor<32xf32>, tensor<32xf32>) {num_groups = 8 : i64, eps = 1.0e-6 : f64} : tensor<2x32x4x4xf32> -> tensor<2x32x4x4xf32>
  return %0 : tensor<2x32x4x4xf32>
}

// A rank-2 input is [N, C] (no spatial dims); one group per channel is
// instance_norm.
// CHECK-LABEL: func.func @group_norm$plain
// CHECK: cuagent.group_norm %{{.*}} {num_groups = 6 : i64} : tensor<3x6xbf16> -> tensor<3x6xbf16>
func.func @group_norm$plain(%x: tensor<3x6xbf16>) -> tensor<3x6xbf16> {
  %0 = cuagent.group_norm %x {num_groups = 6 : i64} : tensor<3x6xbf16> -> tensor<3x6xbf16>
  return %0 : tensor<3x6xbf16>
}

// CHECK-LABEL: func.func @batch_norm$affine
// CHECK: cuagent.batch_norm %{{.*}}, %{{.*}}, %{{.*}} affine(%{{.*}}, %{{.*}} : tensor<16xf16>, tensor<16xf16>) {eps = 1.000000e-03 : f64} : tensor<4x16x8xf16>, tensor<16xf16>, tensor<16xf16> -> tensor<4x16x8xf16>
func.func @batch_norm$affine(%x: tensor<4x16x8xf16>, %m: tensor<16xf16>, %v: tensor<16xf16>, %w: tensor<16xf16>, %b: tensor<16xf16>) -> tensor<4x16x8xf16> {
  %0 = cuagent.batch_norm %x, %m, %v affine(%w, %b : tensor<16xf16>, tensor<16xf16>) {eps = 1.0e-3 : f64} : tensor<4x16x8xf16>, tensor<16xf16>, tensor<16xf16> -> tensor<4x16x8xf16>
  return %0 : tensor<4x16x8xf16>
}

// CHECK-LABEL: func.func @batch_norm$plain
// CHECK: cuagent.batch_norm %{{.*}}, %{{.*}}, %{{.*}} : tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32> -> tensor<2x3xf32>
func.func @batch_norm$plain(%x: tensor<2x3xf32>, %m: tensor<3xf32>, %v: tensor<3xf32>) -> tensor<2x3xf32> {
  %0 = cuagent.batch_norm %x, %m, %v : tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32> -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// cuagent-split-group-norms' pair: float32 statistics whatever the input's
// type, the apply with or without the affine pair.
// CHECK-LABEL: func.func @group_norm_stats$apply
// CHECK: %[[S:.*]] = cuagent.group_norm_stats %{{.*}} {eps = 1.000000e-03 : f64, num_groups = 4 : i64} : tensor<2x8x5xbf16> -> tensor<2x4x2xf32>
// CHECK: cuagent.group_norm_apply %{{.*}}, %[[S]] affine(%{{.*}}, %{{.*}} : tensor<8xbf16>, tensor<8xbf16>) : tensor<2x8x5xbf16>, tensor<2x4x2xf32> -> tensor<2x8x5xbf16>
// CHECK: cuagent.group_norm_apply %{{.*}}, %[[S]] : tensor<2x8x5xbf16>, tensor<2x4x2xf32> -> tensor<2x8x5xbf16>
func.func @group_norm_stats$apply(%x: tensor<2x8x5xbf16>, %w: tensor<8xbf16>, %b: tensor<8xbf16>) -> (tensor<2x8x5xbf16>, tensor<2x8x5xbf16>) {
  %s = cuagent.group_norm_stats %x {num_groups = 4 : i64, eps = 1.0e-3 : f64} : tensor<2x8x5xbf16> -> tensor<2x4x2xf32>
  %0 = cuagent.group_norm_apply %x, %s affine(%w, %b : tensor<8xbf16>, tensor<8xbf16>) : tensor<2x8x5xbf16>, tensor<2x4x2xf32> -> tensor<2x8x5xbf16>
  %1 = cuagent.group_norm_apply %x, %s : tensor<2x8x5xbf16>, tensor<2x4x2xf32> -> tensor<2x8x5xbf16>
  return %0, %1 : tensor<2x8x5xbf16>, tensor<2x8x5xbf16>
}
