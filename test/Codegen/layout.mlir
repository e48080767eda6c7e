// Layout ops fold into index arithmetic: a view of a computed value reuses
// its register, a permute/expand of a function argument is a strided load,
// a permute of an elementwise intermediate moves below it
// (cuagent-sink-layout-ops), and no layout op is ever a copy kernel of its own.
// RUN: cuagent-translate --block 256 --vector 4 %s | FileCheck %s

// relu -> view -> mean: one row kernel; the relu runs on the loaded element
// at the same linear index, the view costs nothing.
// CHECK-LABEL: // function @layout$relu_view_mean
// CHECK: // kernel 0: row-mean
// CHECK: const float [[X:x[0-9]+]] = {{.*}}
// CHECK-NEXT: const float [[R:v[0-9]+]] = ([[X]] < 0.f ? 0.f : [[X]]);
// CHECK-NOT: // kernel 1
func.func @layout$relu_view_mean(%x: tensor<4x8x3x3xf32>) -> tensor<4xf32> {
  %0 = cuagent.relu %x : tensor<4x8x3x3xf32>
  %1 = cuagent.reshape %0 {shape = array<i64: 4, 72>} : tensor<4x8x3x3xf32> -> tensor<4x72xf32>
  %2 = cuagent.mean %1 {dims = array<i64: 1>} : tensor<4x72xf32> -> tensor<4xf32>
  return %2 : tensor<4xf32>
}

// A chain through a view of a computed value, with a bias broadcast against
// the view's shape: the bias index is taken in the view's frame.
// CHECK-LABEL: // function @layout$chain_through_view
// CHECK: // kernel 0: elementwise over 24 elements
// CHECK: const float [[A:v[0-9]+]] = {{.*}}tanhf(
// CHECK: in1[(i % 6LL)]
// CHECK-NOT: // kernel 1
func.func @layout$chain_through_view(%x: tensor<2x3x4xf32>, %b: tensor<6xf32>) -> tensor<4x6xf32> {
  %0 = cuagent.tanh %x : tensor<2x3x4xf32>
  %1 = cuagent.reshape %0 {shape = array<i64: 4, 6>} : tensor<2x3x4xf32> -> tensor<4x6xf32>
  %2 = cuagent.add %1, %b : tensor<4x6xf32>, tensor<6xf32> -> tensor<4x6xf32>
  return %2 : tensor<4x6xf32>
}

// softmax over a transpose of the argument: the row template loads x[b, j, i]
// for row (b, i), column j: the permuted strides.
// CHECK-LABEL: // function @layout$softmax_transpose
// CHECK: // kernel 0: row-softmax
// CHECK: in0[(((i / 1LL) % 5LL) * 7LL + ((i / 5LL) % 7LL) + ((i / 35LL) % 2LL) * 35LL)]
// CHECK-NOT: // kernel 1
func.func @layout$softmax_transpose(%x: tensor<2x5x7xf32>) -> tensor<2x7x5xf32> {
  %0 = cuagent.permute %x {dims = array<i64: 0, 2, 1>} : tensor<2x5x7xf32> -> tensor<2x7x5xf32>
  %1 = cuagent.softmax %0 {dim = 2 : i64} : tensor<2x7x5xf32>
  return %1 : tensor<2x7x5xf32>
}

// An elementwise chain through a transpose and an expand of arguments:
// strided loads, never vectorized; the other operand stays a vector load.
// The expanded [3, 1] is constant over each chunk of 4 (runs of 8): one
// load a chunk; the scalar tail reads it per element.
// CHECK-LABEL: // function @layout$transpose_expand_add
// CHECK: // kernel 0: elementwise over 96 elements
// CHECK-NOT: CuagentVec<float, 4> L0
// CHECK: const float [[C:C[0-9]+]] = in1[(((base / 8LL) % 3LL))];
// CHECK: CuagentVec<float, 4> L2 =
// CHECK: in0[(((i / 1LL) % 8LL) * 3LL + ((i / 8LL) % 3LL) + ((i / 24LL) % 4LL) * 24LL)]
// CHECK-NEXT: = x0 * [[C]];
// CHECK: for (long long i = (n / 4) * 4 + tid; i < n; i += stride) {
// CHECK: in0[(((i / 1LL) % 8LL) * 3LL + ((i / 8LL) % 3LL) + ((i / 24LL) % 4LL) * 24LL)]
// CHECK-NEXT: in1[(((i / 8LL) % 3LL))]
// CHECK-NOT: // kernel 1
func.func @layout$transpose_expand_add(%x: tensor<4x8x3xf32>, %b: tensor<3x1xf32>, %y: tensor<4x3x8xf32>) -> tensor<4x3x8xf32> {
  %0 = cuagent.permute %x {dims = array<i64: 0, 2, 1>} : tensor<4x8x3xf32> -> tensor<4x3x8xf32>
  %1 = cuagent.expand %b {shape = array<i64: 4, 3, 8>} : tensor<3x1xf32> -> tensor<4x3x8xf32>
  %2 = cuagent.mul %0, %1 : tensor<4x3x8xf32>, tensor<4x3x8xf32> -> tensor<4x3x8xf32>
  %3 = cuagent.add %2, %y : tensor<4x3x8xf32>, tensor<4x3x8xf32> -> tensor<4x3x8xf32>
  return %3 : tensor<4x3x8xf32>
}

// A transpose of a computed value would need another iteration order:
// cuagent-sink-layout-ops moves it below relu, so one kernel reads x
// transposed and applies relu and tanh.
// CHECK-LABEL: // function @layout$transpose_of_intermediate
// CHECK: // kernel 0: elementwise over 12 elements
// CHECK: in0[(((i / 1LL) % 3LL) * 4LL + ((i / 3LL) % 4LL))]
// CHECK-NOT: // kernel 1
func.func @layout$transpose_of_intermediate(%x: tensor<3x4xf32>) -> tensor<4x3xf32> {
  %0 = cuagent.relu %x : tensor<3x4xf32>
  %1 = cuagent.permute %0 {dims = array<i64: 1, 0>} : tensor<3x4xf32> -> tensor<4x3xf32>
  %2 = cuagent.tanh %1 : tensor<4x3xf32>
  return %2 : tensor<4x3xf32>
}

// The function result is a view of an intermediate: stored at the linear
// index, in one kernel.
// CHECK-LABEL: // function @layout$view_output
// CHECK: // kernel 0: elementwise over 24 elements
// CHECK: const float [[R:v[0-9]+]] = ([[X:x[0-9]+]] < 0.f ? 0.f : [[X]]);
// CHECK-NEXT: const float [[S:v[0-9]+]] = 1.f / (1.f + expf(-[[R]]));
// CHECK-NEXT: S0.v[v] = [[R]];
// CHECK-NEXT: S1.v[v] = [[S]];
// CHECK-NOT: // kernel 1
func.func @layout$view_output(%x: tensor<2x12xf32>) -> (tensor<24xf32>, tensor<2x12xf32>) {
  %0 = cuagent.relu %x : tensor<2x12xf32>
  %1 = cuagent.reshape %0 {shape = array<i64: 24>} : tensor<2x12xf32> -> tensor<24xf32>
  %2 = cuagent.sigmoid %0 : tensor<2x12xf32>
  return %1, %2 : tensor<24xf32>, tensor<2x12xf32>
}

// A view that drops a unit dim of a value computed here, after a broadcast
// add: [128, 1] and [128] would broadcast to [128, 128], but the view is the
// same 128 elements, so the kernel runs over 128 (it ran over 16384, and
// each output was written 128 times with another row's value: a wrong
// result the GPU tests caught).
// CHECK-LABEL: // function @layout$unit_dim_view_after_broadcast
// CHECK: // kernel 0: elementwise over 128 elements
// CHECK-NOT: 16384
// CHECK-NOT: // kernel 1
func.func @layout$unit_dim_view_after_broadcast(%x: tensor<128x1xf32>, %b: tensor<1xf32>) -> tensor<128xf32> {
  %0 = cuagent.add %x, %b : tensor<128x1xf32>, tensor<1xf32> -> tensor<128x1xf32>
  %1 = cuagent.reshape %0 {shape = array<i64: 128>} : tensor<128x1xf32> -> tensor<128xf32>
  return %1 : tensor<128xf32>
}

// A slice of a function argument is a strided load: dim 1's coordinate c
// read at start + step * c, the dims after it at their own strides.
// CHECK-LABEL: // function @layout$slice_relu
// CHECK: // kernel 0: elementwise over 240 elements
// CHECK: in0[(((i / 60LL) * 30LL + 1LL + ((i / 6LL) % 10LL) * 3LL) * 6LL + (i % 6LL))]
// CHECK-NOT: // kernel 1
func.func @layout$slice_relu(%x: tensor<4x30x6xf32>) -> tensor<4x10x6xf32> {
  %0 = cuagent.slice %x {dim = 1 : i64, start = 1 : i64, step = 3 : i64} : tensor<4x30x6xf32> -> tensor<4x10x6xf32>
  %1 = cuagent.relu %0 : tensor<4x10x6xf32>
  return %1 : tensor<4x10x6xf32>
}

// The last dim: no inner stride.
// CHECK-LABEL: // function @layout$slice_last
// CHECK: in0[(((i / 4LL) * 9LL + 5LL + (i % 4LL)))]
// CHECK: in1[i]
func.func @layout$slice_last(%x: tensor<8x9xf32>, %y: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %0 = cuagent.slice %x {dim = 1 : i64, start = 5 : i64, step = 1 : i64} : tensor<8x9xf32> -> tensor<8x4xf32>
  %1 = cuagent.add %0, %y : tensor<8x4xf32>, tensor<8x4xf32> -> tensor<8x4xf32>
  return %1 : tensor<8x4xf32>
}

// A cat selects, per element, the input that holds it (a permuted one read
// through its own index map, in the same kernel: it sets no space).
// CHECK-LABEL: // function @cat$permuted_input
// CHECK: // kernel 0: elementwise over 64 elements
// CHECK: const float x0 = (((i / 4LL) % 8LL) < 3LL ? in1[(((i / 32LL) * 3LL + ((i / 4LL) % 8LL)) * 4LL + (i % 4LL))] : in0[((((((i / 32LL) * 5LL + ((i / 4LL) % 8LL) - 3LL) * 4LL + (i % 4LL)) / 1LL) % 4LL) * 5LL + (((((i / 32LL) * 5LL + ((i / 4LL) % 8LL) - 3LL) * 4LL + (i % 4LL)) / 4LL) % 5LL) + (((((i / 32LL) * 5LL + ((i / 4LL) % 8LL) - 3LL) * 4LL + (i % 4LL)) / 20LL) % 2LL) * 20LL)]);
// CHECK-NOT: // kernel 1
func.func @cat$permuted_input(%x: tensor<2x3x4xf32>, %p: tensor<2x4x5xf32>, %b: tensor<4xf32>) -> tensor<2x8x4xf32> {
  %0 = cuagent.permute %p {dims = array<i64: 0, 2, 1>} : tensor<2x4x5xf32> -> tensor<2x5x4xf32>
  %1 = cuagent.cat %x, %0 {dim = 1 : i64} : tensor<2x3x4xf32>, tensor<2x5x4xf32> -> tensor<2x8x4xf32>
  %2 = cuagent.mul %1, %b : tensor<2x8x4xf32>, tensor<4xf32> -> tensor<2x8x4xf32>
  return %2 : tensor<2x8x4xf32>
}

// Slices of two dims in a chain: one kernel, the first slice read through
// the second.
// CHECK-LABEL: // function @slice$two_dims
// CHECK: // kernel 0: elementwise over 112 elements
// CHECK: const float x0 = in0[((((((i / 7LL) * 10LL + 3LL + (i % 7LL))) / 40LL) * 9LL + 1LL + (((((i / 7LL) * 10LL + 3LL + (i % 7LL))) / 10LL) % 4LL) * 2LL) * 10LL + ((((i / 7LL) * 10LL + 3LL + (i % 7LL))) % 10LL))];
// CHECK-NOT: // kernel 1
func.func @slice$two_dims(%x: tensor<4x9x10xf32>, %y: tensor<4x4x7xf32>) -> tensor<4x4x7xf32> {
  %0 = cuagent.slice %x {dim = 1 : i64, start = 1 : i64, step = 2 : i64} : tensor<4x9x10xf32> -> tensor<4x4x10xf32>
  %1 = cuagent.slice %0 {dim = 2 : i64, start = 3 : i64, step = 1 : i64} : tensor<4x4x10xf32> -> tensor<4x4x7xf32>
  %2 = cuagent.add %1, %y : tensor<4x4x7xf32>, tensor<4x4x7xf32> -> tensor<4x4x7xf32>
  return %2 : tensor<4x4x7xf32>
}

// A flip reads coordinate c of each flipped dim at size - 1 - c.
// CHECK-LABEL: // function @flip$two_dims
// CHECK: const float x0 = in0[(i + (2LL - 2LL * ((i / 20LL) % 3LL)) * 20LL + (4LL - 2LL * ((i / 1LL) % 5LL)))];
func.func @flip$two_dims(%x: tensor<3x4x5xf32>, %y: tensor<3x4x5xf32>) -> tensor<3x4x5xf32> {
  %0 = cuagent.flip %x {dims = array<i64: 0, 2>} : tensor<3x4x5xf32>
  %1 = cuagent.add %0, %y : tensor<3x4x5xf32>, tensor<3x4x5xf32> -> tensor<3x4x5xf32>
  return %1 : tensor<3x4x5xf32>
}

// A pad reads the input where the coordinates are inside it, else its fill
// (a negative low pad crops: the coordinate shifts up).
// CHECK-LABEL: // function @pad$two_dims
// CHECK: const float x0 = ((i % 5LL) < 3LL && ((i / 5LL) % 4LL) >= 1LL ? in0[(((i % 5LL) + 1LL) + (((i / 5LL) % 4LL) - 1LL) * 4LL + ((i / 20LL) % 2LL) * 12LL)] : ((float)0x1p-1));
func.func @pad$two_dims(%x: tensor<2x3x4xf32>) -> tensor<2x4x5xf32> {
  %0 = cuagent.pad %x {lows = array<i64: 0, 1, -1>, highs = array<i64: 0, 0, 2>, value = 5.000000e-01 : f64} : tensor<2x3x4xf32> -> tensor<2x4x5xf32>
  %1 = cuagent.relu %0 : tensor<2x4x5xf32>
  return %1 : tensor<2x4x5xf32>
}

// The other modes read every element from the input, so there is no fill:
// reflect mirrors k = c - low without repeating the edge (-k, 2 (n - 1) -
// k), replicate clamps k to the edge, circular wraps it once.
// CHECK-LABEL: // function @pad$modes
// CHECK: in0[((((i % 6LL) - 1LL) < 0LL ? -((i % 6LL) - 1LL) : (((i % 6LL) - 1LL) > 3LL ? 6LL - ((i % 6LL) - 1LL) : ((i % 6LL) - 1LL))) + ((i / 6LL) % 3LL) * 4LL)]
// CHECK: in0[((((i % 6LL) - 2LL) < 0LL ? 0LL : (((i % 6LL) - 2LL) > 3LL ? 3LL : ((i % 6LL) - 2LL))) + ((i / 6LL) % 3LL) * 4LL)]
// CHECK: in0[((((i % 6LL) - 2LL) < 0LL ? ((i % 6LL) - 2LL) + 4LL : (((i % 6LL) - 2LL) > 3LL ? ((i % 6LL) - 2LL) - 4LL : ((i % 6LL) - 2LL))) + ((i / 6LL) % 3LL) * 4LL)]
func.func @pad$modes(%x: tensor<3x4xf32>) -> tensor<3x6xf32> {
  %0 = cuagent.pad %x {lows = array<i64: 0, 1>, highs = array<i64: 0, 1>, value = 0.0 : f64, mode = "reflect"} : tensor<3x4xf32> -> tensor<3x6xf32>
  %1 = cuagent.pad %x {lows = array<i64: 0, 2>, highs = array<i64: 0, 0>, value = 0.0 : f64, mode = "replicate"} : tensor<3x4xf32> -> tensor<3x6xf32>
  %2 = cuagent.pad %x {lows = array<i64: 0, 2>, highs = array<i64: 0, 0>, value = 0.0 : f64, mode = "circular"} : tensor<3x4xf32> -> tensor<3x6xf32>
  %3 = cuagent.add %0, %1 : tensor<3x6xf32>, tensor<3x6xf32> -> tensor<3x6xf32>
  %4 = cuagent.add %3, %2 : tensor<3x6xf32>, tensor<3x6xf32> -> tensor<3x6xf32>
  return %4 : tensor<3x6xf32>
}

// Nearest upsampling reads min(floor(c * scale), n - 1) per spatial dim,
// c and the scale in float (the exact form at c + 0.5).
// CHECK-LABEL: // function @upsample_nearest$read
// CHECK: in0[(min((long long)floorf((float)((i / 1LL) % 10LL) * ((float)0x1.999999999999ap-1)), 7LL) + min((long long)floorf((float)((i / 10LL) % 8LL) * ((float)0x1p-1)), 3LL) * 8LL + ((i / 80LL) % 3LL) * 32LL + ((i / 240LL) % 2LL) * 96LL)]
// CHECK: in1[(min((long long)floorf(((float)((i / 1LL) % 10LL) + 0.5f) * ((float)0x1.999999999999ap-1)), 7LL) + ((i / 10LL) % 8LL) * 8LL + ((i / 80LL) % 3LL) * 64LL + ((i / 240LL) % 2LL) * 192LL)]
func.func @upsample_nearest$read(%x: tensor<2x3x4x8xf32>, %y: tensor<2x3x8x8xf32>) -> tensor<2x3x8x10xf32> {
  %0 = cuagent.upsample_nearest %x {scales = array<f64: 0.5, 0.8>} : tensor<2x3x4x8xf32> -> tensor<2x3x8x10xf32>
  %1 = cuagent.upsample_nearest %y {scales = array<f64: 1.0, 0.8>, exact = true} : tensor<2x3x8x8xf32> -> tensor<2x3x8x10xf32>
  %2 = cuagent.add %0, %1 : tensor<2x3x8x10xf32>, tensor<2x3x8x10xf32> -> tensor<2x3x8x10xf32>
  return %2 : tensor<2x3x8x10xf32>
}

// roll reads (c - shift) mod n of each rotated dim (the index moves by -s,
// or n - s where c < s); repeat reads c mod n of each repeated dim and
// nothing of a new leading dim.
// CHECK-LABEL: // function @roll$repeat_read
// CHECK: in0[(i + (((i / 8LL) % 3LL) < 2LL ? 1LL : -2LL) * 8LL + (((i / 1LL) % 8LL) < 5LL ? 3LL : -5LL))]
// CHECK: in1[((((i / 1LL) % 8LL) % 4LL) + ((i / 8LL) % 3LL) * 4LL)]
func.func @roll$repeat_read(%x: tensor<2x3x8xf32>, %y: tensor<3x4xf32>) -> tensor<2x3x8xf32> {
  %0 = cuagent.roll %x {shifts = array<i64: 0, 2, 5>} : tensor<2x3x8xf32>
  %1 = cuagent.repeat %y {shape = array<i64: 2, 3, 8>} : tensor<3x4xf32> -> tensor<2x3x8xf32>
  %2 = cuagent.add %0, %1 : tensor<2x3x8xf32>, tensor<2x3x8xf32> -> tensor<2x3x8xf32>
  return %2 : tensor<2x3x8xf32>
}

// Bilinear upsampling reads four neighbours in one lambda, weighted in
// CUDA ATen's order; the half-pixel source is clamped at 0, the next index
// at the last.
// CHECK-LABEL: // function @upsample_bilinear$read
// CHECK: const float x0 = ([&]() -> float { const float h0_r = fmaxf(((float)0x1p-1) * ((float)(((i) / 10LL) % 8LL) + 0.5f) - 0.5f, 0.f); const long long h0_0 = (long long)h0_r; const long long h0_p = h0_0 < 3LL ? 1LL : 0LL; const float h0_l = h0_r - (float)h0_0;
// CHECK-SAME: return (1.f - h0_l) * ((1.f - w0_l) * in0[
func.func @upsample_bilinear$read(%x: tensor<2x3x4x5xf32>) -> tensor<2x3x8x10xf32> {
  %0 = cuagent.upsample_bilinear %x {scales = array<f64: 0.5, 0.5>} : tensor<2x3x4x5xf32> -> tensor<2x3x8x10xf32>
  %1 = cuagent.relu %0 : tensor<2x3x8x10xf32>
  return %1 : tensor<2x3x8x10xf32>
}

// A permute that keeps the innermost dim innermost (sdpa's [B, L, H, E]
// memory seen as [B, H, L, E]): a chunk of 4 is consecutive in memory too,
// read as one vector at the permuted offset of its first element.
// CHECK-LABEL: // function @permute$keeps_last
// CHECK: const CuagentVec<float, 4> [[P:P[0-9]+]] = *reinterpret_cast<const CuagentVec<float, 4> *>(in0 + ((((base) / 1LL) % 8LL) + (((base) / 8LL) % 3LL) * 32LL + (((base) / 24LL) % 4LL) * 8LL + (((base) / 96LL) % 2LL) * 96LL));
// CHECK: const float [[X:x[0-9]+]] = [[P]].v[v];
func.func @permute$keeps_last(%x: tensor<2x3x4x8xf32>) -> tensor<2x4x3x8xf32> {
  %0 = cuagent.permute %x {dims = array<i64: 0, 2, 1, 3>} : tensor<2x3x4x8xf32> -> tensor<2x4x3x8xf32>
  %1 = cuagent.relu %0 : tensor<2x4x3x8xf32>
  return %1 : tensor<2x4x3x8xf32>
}

// A permute that moves the innermost dim keeps strided scalar loads.
// CHECK-LABEL: // function @permute$moves_last
// CHECK-NOT: CuagentVec<float, 4> P
// CHECK: in0[
func.func @permute$moves_last(%x: tensor<2x8x4xf32>) -> tensor<2x4x8xf32> {
  %0 = cuagent.permute %x {dims = array<i64: 0, 2, 1>} : tensor<2x8x4xf32> -> tensor<2x4x8xf32>
  %1 = cuagent.relu %0 : tensor<2x4x8xf32>
  return %1 : tensor<2x4x8xf32>
}
