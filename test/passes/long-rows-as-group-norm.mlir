// RUN: cuagent-opt --pass-pipeline='builtin.module(func.func(cuagent-long-rows-as-group-norm))' --split-input-file %s | FileCheck %s
// RUN: cuagent-opt --pass-pipeline='builtin.module(func.func(cuagent-long-rows-as-group-norm{max-rows=8 min-row-length=16}))' --split-input-file %s | FileCheck %s --check-prefix=OPTS

// 16 rows of 65536: one group of 65536 channels per sample, its affine per
// channel; the reshapes put the rows in front and back.
// CHECK-LABEL: func.func @long_rows$rank3
// CHECK: %[[R:.*]] = cuagent.reshape %{{.*}} {shape = array<i64: 16, 65536>} : tensor<4x4x65536xf32> -> tensor<16x65536xf32>
// CHECK-NEXT: %[[G:.*]] = cuagent.group_norm %[[R]] affine(%{{.*}}, %{{.*}} : tensor<65536xf32>, tensor<65536xf32>) {eps = 1.000000e-03 : f64, num_groups = 1 : i64} : tensor<16x65536xf32> -> tensor<16x65536xf32>
// CHECK-NEXT: %[[Y:.*]] = cuagent.reshape %[[G]] {shape = array<i64: 4, 4, 65536>} : tensor<16x65536xf32> -> tensor<4x4x65536xf32>
// CHECK-NEXT: return %[[Y]]
// CHECK-NOT: cuagent.layer_norm
func.func @long_rows$rank3(%x: tensor<4x4x65536xf32>, %w: tensor<65536xf32>, %b: tensor<65536xf32>) -> tensor<4x4x65536xf32> {
  %0 = cuagent.layer_norm %x affine(%w, %b : tensor<65536xf32>, tensor<65536xf32>) {eps = 1.0e-3 : f64} : tensor<4x4x65536xf32> -> tensor<4x4x65536xf32>
  return %0 : tensor<4x4x65536xf32>
}

// -----

// Rank 2 needs no reshape; without affine parameters none are passed.
// CHECK-LABEL: func.func @long_rows$rank2_no_affine
// CHECK-NEXT: %[[G:.*]] = cuagent.group_norm %{{.*}} {num_groups = 1 : i64} : tensor<8x16384xf16> -> tensor<8x16384xf16>
// CHECK-NEXT: return %[[G]]
func.func @long_rows$rank2_no_affine(%x: tensor<8x16384xf16>) -> tensor<8x16384xf16> {
  %0 = cuagent.layer_norm %x : tensor<8x16384xf16> -> tensor<8x16384xf16>
  return %0 : tensor<8x16384xf16>
}

// -----

// Where it must not fire: enough rows to fill the GPU, and rows too short
// to split. With max-rows=8 and min-row-length=16 (OPTS), the second fires
// and the first still does not (4096 rows).
// CHECK-LABEL: func.func @long_rows$kept
// CHECK-NEXT: cuagent.layer_norm %{{.*}} : tensor<4096x65536xf32>
// CHECK-NEXT: cuagent.layer_norm %{{.*}} : tensor<8x1024xf32>
// OPTS-LABEL: func.func @long_rows$kept
// OPTS-NEXT: cuagent.layer_norm %{{.*}} : tensor<4096x65536xf32>
// OPTS-NEXT: cuagent.group_norm %{{.*}} {num_groups = 1 : i64} : tensor<8x1024xf32>
func.func @long_rows$kept(%x: tensor<4096x65536xf32>, %y: tensor<8x1024xf32>) -> (tensor<4096x65536xf32>, tensor<8x1024xf32>) {
  %0 = cuagent.layer_norm %x : tensor<4096x65536xf32> -> tensor<4096x65536xf32>
  %1 = cuagent.layer_norm %y : tensor<8x1024xf32> -> tensor<8x1024xf32>
  return %0, %1 : tensor<4096x65536xf32>, tensor<8x1024xf32>
}
