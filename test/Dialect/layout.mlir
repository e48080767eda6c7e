// Round trip of the layout ops in the forms the importer builds: every
// view-family op is cuagent.reshape, transpose and t are cuagent.permute,
// the inference identities cuagent.contiguous.
// RUN: cuagent-opt %s | cuagent-opt | FileCheck %s

// CHECK-LABEL: func.func @reshape
// CHECK: cuagent.reshape %{{.*}} {shape = array<i64: 4, 6>} : tensor<2x3x4xf32> -> tensor<4x6xf32>
func.func @reshape(%x: tensor<2x3x4xf32>) -> tensor<4x6xf32> {
  %0 = cuagent.reshape %x {shape = array<i64: 4, 6>} : tensor<2x3x4xf32> -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}

// unsqueeze to rank 0 -> 1 and squeeze back: size-1 dims are reshapes too.
// CHECK-LABEL: func.func @reshape$scalar
// CHECK: cuagent.reshape %{{.*}} {shape = array<i64: 1>} : tensor<f16> -> tensor<1xf16>
func.func @reshape$scalar(%x: tensor<f16>) -> tensor<1xf16> {
  %0 = cuagent.reshape %x {shape = array<i64: 1>} : tensor<f16> -> tensor<1xf16>
  return %0 : tensor<1xf16>
}

// CHECK-LABEL: func.func @permute
// CHECK: cuagent.permute %{{.*}} {dims = array<i64: 2, 0, 1>} : tensor<2x3x4xbf16> -> tensor<4x2x3xbf16>
func.func @permute(%x: tensor<2x3x4xbf16>) -> tensor<4x2x3xbf16> {
  %0 = cuagent.permute %x {dims = array<i64: 2, 0, 1>} : tensor<2x3x4xbf16> -> tensor<4x2x3xbf16>
  return %0 : tensor<4x2x3xbf16>
}

// CHECK-LABEL: func.func @expand
// CHECK: cuagent.expand %{{.*}} {shape = array<i64: 5, 3, 4>} : tensor<3x1xf32> -> tensor<5x3x4xf32>
func.func @expand(%x: tensor<3x1xf32>) -> tensor<5x3x4xf32> {
  %0 = cuagent.expand %x {shape = array<i64: 5, 3, 4>} : tensor<3x1xf32> -> tensor<5x3x4xf32>
  return %0 : tensor<5x3x4xf32>
}

// CHECK-LABEL: func.func @contiguous
// CHECK: cuagent.contiguous %{{.*}} : tensor<3x4xf32>
func.func @contiguous(%x: tensor<3x4xf32>) -> tensor<3x4xf32> {
  %0 = cuagent.contiguous %x : tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

// CHECK-LABEL: func.func @slice
// CHECK: cuagent.slice %{{.*}} {dim = 1 : i64, start = 1 : i64, step = 2 : i64} : tensor<2x7x4xf32> -> tensor<2x3x4xf32>
func.func @slice(%x: tensor<2x7x4xf32>) -> tensor<2x3x4xf32> {
  %0 = cuagent.slice %x {dim = 1 : i64, start = 1 : i64, step = 2 : i64} : tensor<2x7x4xf32> -> tensor<2x3x4xf32>
  return %0 : tensor<2x3x4xf32>
}

// cat (prim::VarConcat) of three inputs along dim 1.
// CHECK-LABEL: func.func @cat$three
// CHECK: cuagent.cat %{{.*}}, %{{.*}}, %{{.*}} {dim = 1 : i64} : tensor<2x3x4xf32>, tensor<2x1x4xf32>, tensor<2x3x4xf32> -> tensor<2x7x4xf32>
func.func @cat$three(%x: tensor<2x3x4xf32>, %y: tensor<2x1x4xf32>) -> tensor<2x7x4xf32> {
  %0 = cuagent.cat %x, %y, %x {dim = 1 : i64} : tensor<2x3x4xf32>, tensor<2x1x4xf32>, tensor<2x3x4xf32> -> tensor<2x7x4xf32>
  return %0 : tensor<2x7x4xf32>
}

// flip of two dims.
// CHECK-LABEL: func.func @flip$two_dims
// CHECK: cuagent.flip %{{.*}} {dims = array<i64: 0, 2>} : tensor<3x4x5xf32>
func.func @flip$two_dims(%x: tensor<3x4x5xf32>) -> tensor<3x4x5xf32> {
  %0 = cuagent.flip %x {dims = array<i64: 0, 2>} : tensor<3x4x5xf32>
  return %0 : tensor<3x4x5xf32>
}

// Constant padding: one low pad, a crop (negative) and a high pad.
// CHECK-LABEL: func.func @pad$mixed
// CHECK: cuagent.pad %{{.*}} {highs = array<i64: 0, 2>, lows = array<i64: 1, -1>, value = 5.000000e-01 : f64} : tensor<2x3xf32> -> tensor<3x4xf32>
func.func @pad$mixed(%x: tensor<2x3xf32>) -> tensor<3x4xf32> {
  %0 = cuagent.pad %x {lows = array<i64: 1, -1>, highs = array<i64: 0, 2>, value = 0.5 : f64} : tensor<2x3xf32> -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

// The other modes: reflect up to size - 1, replicate and circular up to the size.
// CHECK-LABEL: func.func @pad$modes
// CHECK: cuagent.pad %{{.*}} {highs = array<i64: 0, 2>, lows = array<i64: 1, 0>, mode = "reflect", value = 0.000000e+00 : f64}
// CHECK: cuagent.pad %{{.*}} {highs = array<i64: 5, 0>, lows = array<i64: 0, 0>, mode = "replicate", value = 0.000000e+00 : f64}
// CHECK: cuagent.pad %{{.*}} {highs = array<i64: 0, 3>, lows = array<i64: 2, 3>, mode = "circular", value = 0.000000e+00 : f64}
func.func @pad$modes(%x: tensor<2x3xf32>) -> (tensor<3x5xf32>, tensor<7x3xf32>, tensor<4x9xf32>) {
  %0 = cuagent.pad %x {lows = array<i64: 1, 0>, highs = array<i64: 0, 2>, value = 0.0 : f64, mode = "reflect"} : tensor<2x3xf32> -> tensor<3x5xf32>
  %1 = cuagent.pad %x {lows = array<i64: 0, 0>, highs = array<i64: 5, 0>, value = 0.0 : f64, mode = "replicate"} : tensor<2x3xf32> -> tensor<7x3xf32>
  %2 = cuagent.pad %x {lows = array<i64: 2, 3>, highs = array<i64: 0, 3>, value = 0.0 : f64, mode = "circular"} : tensor<2x3xf32> -> tensor<4x9xf32>
  return %0, %1, %2 : tensor<3x5xf32>, tensor<7x3xf32>, tensor<4x9xf32>
}

// Nearest upsampling: N and C kept, one float scale per spatial dim.
// CHECK-LABEL: func.func @upsample_nearest$two_dims
// CHECK: cuagent.upsample_nearest %{{.*}} {scales = array<f64: 5.000000e-01, 8.000000e-01>} : tensor<2x3x4x8xf32> -> tensor<2x3x8x10xf32>
// CHECK: cuagent.upsample_nearest %{{.*}} {exact = true, scales = array<f64: 2.000000e+00>} : tensor<2x3x8xf32> -> tensor<2x3x4xf32>
func.func @upsample_nearest$two_dims(%x: tensor<2x3x4x8xf32>, %y: tensor<2x3x8xf32>) -> (tensor<2x3x8x10xf32>, tensor<2x3x4xf32>) {
  %0 = cuagent.upsample_nearest %x {scales = array<f64: 0.5, 0.8>} : tensor<2x3x4x8xf32> -> tensor<2x3x8x10xf32>
  %1 = cuagent.upsample_nearest %y {scales = array<f64: 2.0>, exact = true} : tensor<2x3x8xf32> -> tensor<2x3x4xf32>
  return %0, %1 : tensor<2x3x8x10xf32>, tensor<2x3x4xf32>
}

// roll: one shift per dim in [0, size); repeat: multiples from the last dim,
// a new leading dim.
// CHECK-LABEL: func.func @roll$repeat
// CHECK: cuagent.roll %{{.*}} {shifts = array<i64: 0, 2, 5>} : tensor<2x3x8xf32>
// CHECK: cuagent.repeat %{{.*}} {shape = array<i64: 2, 2, 6, 8>} : tensor<2x3x8xf32> -> tensor<2x2x6x8xf32>
func.func @roll$repeat(%x: tensor<2x3x8xf32>) -> tensor<2x2x6x8xf32> {
  %0 = cuagent.roll %x {shifts = array<i64: 0, 2, 5>} : tensor<2x3x8xf32>
  %1 = cuagent.repeat %0 {shape = array<i64: 2, 2, 6, 8>} : tensor<2x3x8xf32> -> tensor<2x2x6x8xf32>
  return %1 : tensor<2x2x6x8xf32>
}

// Bilinear upsampling: two scales, align_corners optional.
// CHECK-LABEL: func.func @upsample_bilinear$both
// CHECK: cuagent.upsample_bilinear %{{.*}} {scales = array<f64: 5.000000e-01, 5.000000e-01>} : tensor<2x3x4x5xf32> -> tensor<2x3x8x10xf32>
// CHECK: cuagent.upsample_bilinear %{{.*}} {align_corners = true, scales = array<f64: 5.000000e-01, 5.000000e-01>} : tensor<2x3x4x5xf32> -> tensor<2x3x7x9xf32>
func.func @upsample_bilinear$both(%x: tensor<2x3x4x5xf32>) -> (tensor<2x3x8x10xf32>, tensor<2x3x7x9xf32>) {
  %0 = cuagent.upsample_bilinear %x {scales = array<f64: 0.5, 0.5>} : tensor<2x3x4x5xf32> -> tensor<2x3x8x10xf32>
  %1 = cuagent.upsample_bilinear %x {scales = array<f64: 0.5, 0.5>, align_corners = true} : tensor<2x3x4x5xf32> -> tensor<2x3x7x9xf32>
  return %0, %1 : tensor<2x3x8x10xf32>, tensor<2x3x7x9xf32>
}
