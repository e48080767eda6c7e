// RUN: cuagent-opt --pass-pipeline='builtin.module(func.func(cuagent-form-kernels))' %s | FileCheck %s

// CHECK-LABEL: func.func @form_kernels$elementwise_chain_is_one_kernel
// CHECK: cuagent.mul_s {{.*}}cuagent.kernel = 0
// CHECK: cuagent.add {{.*}}cuagent.kernel = 0
// CHECK: cuagent.relu {{.*}}cuagent.kernel = 0
func.func @form_kernels$elementwise_chain_is_one_kernel(%x: tensor<4x8xf32>, %b: tensor<8xf32>) -> tensor<4x8xf32> {
  %0 = cuagent.mul_s %x, 2.0 : tensor<4x8xf32>
  %1 = cuagent.add %0, %b : tensor<4x8xf32>, tensor<8xf32> -> tensor<4x8xf32>
  %2 = cuagent.relu %1 : tensor<4x8xf32>
  return %2 : tensor<4x8xf32>
}

// CHECK-LABEL: func.func @form_kernels$prologue_softmax_epilogue
// CHECK: cuagent.relu {{.*}}cuagent.kernel = 0
// CHECK: cuagent.softmax {{.*}}cuagent.kernel = 0
// CHECK: cuagent.mul_s {{.*}}cuagent.kernel = 0
func.func @form_kernels$prologue_softmax_epilogue(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = cuagent.relu %x : tensor<4x8xf32>
  %1 = cuagent.softmax %0 : tensor<4x8xf32>
  %2 = cuagent.mul_s %1, 3.0 : tensor<4x8xf32>
  return %2 : tensor<4x8xf32>
}

// A second row op starts a new kernel; so does an epilogue op that reads a
// prologue value (it would need the whole row again).
// CHECK-LABEL: func.func @form_kernels$second_row_op_splits
// CHECK: cuagent.softmax {{.*}}cuagent.kernel = 0
// CHECK: cuagent.sum {{.*}}cuagent.kernel = 1
// CHECK: cuagent.sigmoid {{.*}}cuagent.kernel = 1
func.func @form_kernels$second_row_op_splits(%x: tensor<4x8xf32>) -> tensor<1x8xf32> {
  %0 = cuagent.softmax %x : tensor<4x8xf32>
  %1 = cuagent.sum %0 {dims = array<i64: 0>, keepdim = true} : tensor<4x8xf32> -> tensor<1x8xf32>
  %2 = cuagent.sigmoid %1 : tensor<1x8xf32>
  return %2 : tensor<1x8xf32>
}

// A reduction read back over its input (decision 115): with rows enough
// to fill the GPU, the broadcast epilogue joins the reduction's kernel; the
// per-row tanh joins as before. Too few rows (4 here), too few column
// tiles of a strided reduction (2 x 24 x 64 x 32: 2 outer x 64 tiles), or
// a read of an index map: a new kernel.
// CHECK-LABEL: func.func @form_kernels$broadcast_epilogue_joins
// CHECK: cuagent.sigmoid {{.*}}cuagent.kernel = 0
// CHECK: cuagent.prod {{.*}}cuagent.kernel = 0
// CHECK: cuagent.tanh {{.*}}cuagent.kernel = 0
// CHECK: cuagent.mul {{.*}}cuagent.kernel = 0
// CHECK: cuagent.add {{.*}}cuagent.kernel = 0
func.func @form_kernels$broadcast_epilogue_joins(%x: tensor<16x24x32x32xf32>) -> tensor<16x24x32x32xf32> {
  %0 = cuagent.sigmoid %x : tensor<16x24x32x32xf32>
  %1 = cuagent.prod %0 {dims = array<i64: 1>, keepdim = true} : tensor<16x24x32x32xf32> -> tensor<16x1x32x32xf32>
  %2 = cuagent.tanh %1 : tensor<16x1x32x32xf32>
  %3 = cuagent.mul %x, %2 : tensor<16x24x32x32xf32>, tensor<16x1x32x32xf32> -> tensor<16x24x32x32xf32>
  %4 = cuagent.add %3, %0 : tensor<16x24x32x32xf32>, tensor<16x24x32x32xf32> -> tensor<16x24x32x32xf32>
  return %4 : tensor<16x24x32x32xf32>
}

// CHECK-LABEL: func.func @form_kernels$broadcast_of_few_column_tiles_splits
// CHECK: cuagent.mean {{.*}}cuagent.kernel = 0
// CHECK: cuagent.sub {{.*}}cuagent.kernel = 1
func.func @form_kernels$broadcast_of_few_column_tiles_splits(%x: tensor<2x24x64x32xf32>) -> tensor<2x24x64x32xf32> {
  %0 = cuagent.mean %x {dims = array<i64: 1>, keepdim = true} : tensor<2x24x64x32xf32> -> tensor<2x1x64x32xf32>
  %1 = cuagent.sub %x, %0 : tensor<2x24x64x32xf32>, tensor<2x1x64x32xf32> -> tensor<2x24x64x32xf32>
  return %1 : tensor<2x24x64x32xf32>
}

// A prologue value other than the reduced one (sigmoid(x), the product
// being of sigmoid(x) + 0.5): recomputed in the broadcast pass.
// CHECK-LABEL: func.func @form_kernels$broadcast_of_a_prologue_value_joins
// CHECK: cuagent.prod {{.*}}cuagent.kernel = 0
// CHECK: cuagent.mul {{.*}}cuagent.kernel = 0
func.func @form_kernels$broadcast_of_a_prologue_value_joins(%x: tensor<16x24x32x32xf32>) -> tensor<16x24x32x32xf32> {
  %0 = cuagent.sigmoid %x : tensor<16x24x32x32xf32>
  %1 = cuagent.add_s %0, 0.5 : tensor<16x24x32x32xf32>
  %2 = cuagent.prod %1 {dims = array<i64: 1>, keepdim = true} : tensor<16x24x32x32xf32> -> tensor<16x1x32x32xf32>
  %3 = cuagent.mul %0, %2 : tensor<16x24x32x32xf32>, tensor<16x1x32x32xf32> -> tensor<16x24x32x32xf32>
  return %3 : tensor<16x24x32x32xf32>
}

// A softmax and a layer norm spelled out: what a later reduction reduces
// (exp(x - max), the square of x - mean) starts that reduction's kernel as
// its prologue instead of being stored for it, and the division (scaling)
// joins that kernel, recomputing x - max (x - mean) there.
// CHECK-LABEL: func.func @form_kernels$broadcast_feeding_a_row_op_splits
// CHECK: cuagent.amax {{.*}}cuagent.kernel = 0
// CHECK-NEXT: cuagent.sub {{.*}}cuagent.kernel = 1
// CHECK-NEXT: cuagent.exp {{.*}}cuagent.kernel = 1
// CHECK-NEXT: cuagent.sum {{.*}}cuagent.kernel = 1
// CHECK-NEXT: cuagent.div {{.*}}cuagent.kernel = 1
// CHECK-NEXT: cuagent.mean {{.*}}cuagent.kernel = 2
// CHECK-NEXT: cuagent.sub {{.*}}cuagent.kernel = 3
// CHECK-NEXT: cuagent.mul {{.*}}cuagent.kernel = 3
// CHECK-NEXT: cuagent.mean {{.*}}cuagent.kernel = 3
// CHECK-NEXT: cuagent.add_s {{.*}}cuagent.kernel = 3
// CHECK-NEXT: cuagent.rsqrt {{.*}}cuagent.kernel = 3
// CHECK-NEXT: cuagent.mul {{.*}}cuagent.kernel = 3
func.func @form_kernels$broadcast_feeding_a_row_op_splits(%x: tensor<4096x256xf32>) -> (tensor<4096x256xf32>, tensor<4096x256xf32>) {
  %0 = cuagent.amax %x {dims = array<i64: 1>, keepdim = true} : tensor<4096x256xf32> -> tensor<4096x1xf32>
  %1 = cuagent.sub %x, %0 : tensor<4096x256xf32>, tensor<4096x1xf32> -> tensor<4096x256xf32>
  %2 = cuagent.exp %1 : tensor<4096x256xf32>
  %3 = cuagent.sum %2 {dims = array<i64: 1>, keepdim = true} : tensor<4096x256xf32> -> tensor<4096x1xf32>
  %4 = cuagent.div %2, %3 : tensor<4096x256xf32>, tensor<4096x1xf32> -> tensor<4096x256xf32>
  %5 = cuagent.mean %x {dims = array<i64: 1>, keepdim = true} : tensor<4096x256xf32> -> tensor<4096x1xf32>
  %6 = cuagent.sub %x, %5 : tensor<4096x256xf32>, tensor<4096x1xf32> -> tensor<4096x256xf32>
  %7 = cuagent.mul %6, %6 : tensor<4096x256xf32>, tensor<4096x256xf32> -> tensor<4096x256xf32>
  %8 = cuagent.mean %7 {dims = array<i64: 1>, keepdim = true} : tensor<4096x256xf32> -> tensor<4096x1xf32>
  %9 = cuagent.add_s %8, 1.0e-05 : tensor<4096x1xf32>
  %10 = cuagent.rsqrt %9 : tensor<4096x1xf32>
  %11 = cuagent.mul %6, %10 : tensor<4096x256xf32>, tensor<4096x1xf32> -> tensor<4096x256xf32>
  return %4, %11 : tensor<4096x256xf32>, tensor<4096x256xf32>
}

// CHECK-LABEL: func.func @form_kernels$broadcast_back_splits
// CHECK: cuagent.amax {{.*}}cuagent.kernel = 0
// CHECK: cuagent.sub {{.*}}cuagent.kernel = 1
func.func @form_kernels$broadcast_back_splits(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = cuagent.amax %x {keepdim = true} : tensor<4x8xf32> -> tensor<4x1xf32>
  %1 = cuagent.sub %x, %0 : tensor<4x8xf32>, tensor<4x1xf32> -> tensor<4x8xf32>
  return %1 : tensor<4x8xf32>
}

// One causal_mask (CSE merged the two layers') used by two kernels, a GEMM
// between them: each kernel gets its own copy, computed from its indices,
// and no bool buffer crosses kernels.
// CHECK-LABEL: func.func @form_kernels$causal_mask_per_kernel
// CHECK: %[[M0:.*]] = cuagent.causal_mask {cuagent.kernel = 0 : i64} : tensor<8x8xi1>
// CHECK-NEXT: cuagent.masked_fill %{{.*}}, %[[M0]], {{.*}}cuagent.kernel = 0
// CHECK: cuagent.matmul {{.*}}cuagent.kernel = 1
// CHECK: %[[M2:.*]] = cuagent.causal_mask {cuagent.kernel = 2 : i64} : tensor<8x8xi1>
// CHECK-NEXT: cuagent.masked_fill %{{.*}}, %[[M2]], {{.*}}cuagent.kernel = 2
func.func @form_kernels$causal_mask_per_kernel(%s: tensor<2x8x8xf32>, %v: tensor<2x8x8xf32>) -> tensor<2x8x8xf32> {
  %m = cuagent.causal_mask : tensor<8x8xi1>
  %0 = cuagent.masked_fill %s, %m, 0xFFF0000000000000 : tensor<2x8x8xf32>, tensor<8x8xi1> -> tensor<2x8x8xf32>
  %1 = cuagent.matmul %0, %v : tensor<2x8x8xf32>, tensor<2x8x8xf32> -> tensor<2x8x8xf32>
  %2 = cuagent.masked_fill %1, %m, 0xFFF0000000000000 : tensor<2x8x8xf32>, tensor<8x8xi1> -> tensor<2x8x8xf32>
  return %2 : tensor<2x8x8xf32>
}

// A pixel shuffle of a value from outside: the reshape before the permute
// is an index map over a load, read only by the permute, so it sets no
// iteration space and the chain and the op after it are one kernel. Over a
// value computed here (a register), the permute starts a new kernel.
// CHECK-LABEL: func.func @form_kernels$shuffle_of_a_load
// CHECK: cuagent.reshape {{.*}}cuagent.kernel = 0
// CHECK: cuagent.permute {{.*}}cuagent.kernel = 0
// CHECK: cuagent.reshape {{.*}}cuagent.kernel = 0
// CHECK: cuagent.relu {{.*}}cuagent.kernel = 0
func.func @form_kernels$shuffle_of_a_load(%x: tensor<2x8x3x5xf32>) -> tensor<2x2x6x10xf32> {
  %0 = cuagent.reshape %x {shape = array<i64: 2, 2, 2, 2, 3, 5>} : tensor<2x8x3x5xf32> -> tensor<2x2x2x2x3x5xf32>
  %1 = cuagent.permute %0 {dims = array<i64: 0, 1, 4, 2, 5, 3>} : tensor<2x2x2x2x3x5xf32> -> tensor<2x2x3x2x5x2xf32>
  %2 = cuagent.reshape %1 {shape = array<i64: 2, 2, 6, 10>} : tensor<2x2x3x2x5x2xf32> -> tensor<2x2x6x10xf32>
  %3 = cuagent.relu %2 : tensor<2x2x6x10xf32>
  return %3 : tensor<2x2x6x10xf32>
}

// CHECK-LABEL: func.func @form_kernels$shuffle_of_a_register
// CHECK: cuagent.tanh {{.*}}cuagent.kernel = 0
// CHECK: cuagent.reshape {{.*}}cuagent.kernel = 0
// CHECK: cuagent.permute {{.*}}cuagent.kernel = 1
func.func @form_kernels$shuffle_of_a_register(%x: tensor<2x8x3x5xf32>) -> tensor<2x2x6x10xf32> {
  %t = cuagent.tanh %x : tensor<2x8x3x5xf32>
  %0 = cuagent.reshape %t {shape = array<i64: 2, 2, 2, 2, 3, 5>} : tensor<2x8x3x5xf32> -> tensor<2x2x2x2x3x5xf32>
  %1 = cuagent.permute %0 {dims = array<i64: 0, 1, 4, 2, 5, 3>} : tensor<2x2x2x2x3x5xf32> -> tensor<2x2x3x2x5x2xf32>
  %2 = cuagent.reshape %1 {shape = array<i64: 2, 2, 6, 10>} : tensor<2x2x3x2x5x2xf32> -> tensor<2x2x6x10xf32>
  return %2 : tensor<2x2x6x10xf32>
}

// Two layout chains over loads, as cuagent-sink-layout-ops leaves a shuffle
// of bias + relu: the second chain's steps (an expand to [2, 8, 4, 4], then
// the shuffle's reshape and permute) fit no space of their own, only its
// last value does: one kernel.
// CHECK-LABEL: func.func @form_kernels$chain_steps_set_no_space
// CHECK-COUNT-8: cuagent.kernel = 0
// CHECK-NOT: cuagent.kernel = 1
func.func @form_kernels$chain_steps_set_no_space(%x: tensor<2x8x4x4xf32>, %b: tensor<8x1x1xf32>) -> tensor<2x2x8x8xf32> {
  %0 = cuagent.reshape %x {shape = array<i64: 2, 2, 2, 2, 4, 4>} : tensor<2x8x4x4xf32> -> tensor<2x2x2x2x4x4xf32>
  %1 = cuagent.permute %0 {dims = array<i64: 0, 1, 4, 2, 5, 3>} : tensor<2x2x2x2x4x4xf32> -> tensor<2x2x4x2x4x2xf32>
  %2 = cuagent.reshape %1 {shape = array<i64: 2, 2, 8, 8>} : tensor<2x2x4x2x4x2xf32> -> tensor<2x2x8x8xf32>
  %3 = cuagent.expand %b {shape = array<i64: 2, 8, 4, 4>} : tensor<8x1x1xf32> -> tensor<2x8x4x4xf32>
  %4 = cuagent.reshape %3 {shape = array<i64: 2, 2, 2, 2, 4, 4>} : tensor<2x8x4x4xf32> -> tensor<2x2x2x2x4x4xf32>
  %5 = cuagent.permute %4 {dims = array<i64: 0, 1, 4, 2, 5, 3>} : tensor<2x2x2x2x4x4xf32> -> tensor<2x2x4x2x4x2xf32>
  %6 = cuagent.reshape %5 {shape = array<i64: 2, 2, 8, 8>} : tensor<2x2x4x2x4x2xf32> -> tensor<2x2x8x8xf32>
  %7 = cuagent.add %2, %6 : tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32> -> tensor<2x2x8x8xf32>
  return %7 : tensor<2x2x8x8xf32>
}

// A step whose chain ends in a value that does not fit the space (a
// transpose to another shape) sets the space as before: a new kernel.
// CHECK-LABEL: func.func @form_kernels$chain_not_fitting_splits
// CHECK: cuagent.add {{.*}}cuagent.kernel = 0
// CHECK: cuagent.expand {{.*}}cuagent.kernel = 1
func.func @form_kernels$chain_not_fitting_splits(%x: tensor<4x6xf32>, %b: tensor<6xf32>) -> (tensor<4x6xf32>, tensor<6x4xf32>) {
  %0 = cuagent.add %x, %x : tensor<4x6xf32>, tensor<4x6xf32> -> tensor<4x6xf32>
  %1 = cuagent.expand %b {shape = array<i64: 8, 6>} : tensor<6xf32> -> tensor<8x6xf32>
  %2 = cuagent.reshape %1 {shape = array<i64: 6, 8>} : tensor<8x6xf32> -> tensor<6x8xf32>
  %3 = cuagent.slice %2 {dim = 1 : i64, start = 0 : i64, step = 2 : i64} : tensor<6x8xf32> -> tensor<6x4xf32>
  return %0, %3 : tensor<4x6xf32>, tensor<6x4xf32>
}

// Decision 129: a second row op over the same last-dim rows continues the
// kernel (one read and one write of the rows, not two), through the
// elementwise ops between them; the ops after it are its epilogue.
// CHECK-LABEL: func.func @form_kernels$chained_row_ops
// CHECK: cuagent.layer_norm {{.*}}cuagent.kernel = 0
// CHECK: cuagent.gelu {{.*}}cuagent.kernel = 0
// CHECK: cuagent.softmax {{.*}}cuagent.kernel = 0
// CHECK: cuagent.relu {{.*}}cuagent.kernel = 0
func.func @form_kernels$chained_row_ops(%x: tensor<64x512xf32>) -> tensor<64x512xf32> {
  %0 = cuagent.layer_norm %x : tensor<64x512xf32> -> tensor<64x512xf32>
  %1 = cuagent.gelu %0 : tensor<64x512xf32>
  %2 = cuagent.softmax %1 : tensor<64x512xf32>
  %3 = cuagent.relu %2 : tensor<64x512xf32>
  return %3 : tensor<64x512xf32>
}

// Not chained: a third row op (a chain takes two), rows past 4096 (not
// cached at every block), a reduction over another dim, an op after the
// second that reads the first stage (no register holds it there), and a
// second op whose weight is computed in the kernel.
// CHECK-LABEL: func.func @form_kernels$chains_that_do_not_form
// CHECK: cuagent.rms_norm %arg0 {{.*}}cuagent.kernel = 0
// CHECK: cuagent.layer_norm {{.*}}cuagent.kernel = 0
// CHECK: cuagent.softmax {{.*}}cuagent.kernel = 1
// CHECK: cuagent.layer_norm %arg1 {{.*}}cuagent.kernel = 2
// CHECK: cuagent.softmax {{.*}}cuagent.kernel = 3
// CHECK: cuagent.softmax %arg0 {{.*}}cuagent.kernel = 4
// CHECK: cuagent.sum {{.*}}cuagent.kernel = 5
// CHECK: cuagent.layer_norm %arg0 {{.*}}cuagent.kernel = 6
// CHECK: cuagent.rms_norm {{.*}}cuagent.kernel = 6
// CHECK: cuagent.add {{.*}}cuagent.kernel = 7
// CHECK: cuagent.mul_s %arg2, {{.*}}cuagent.kernel = 7
// CHECK: cuagent.layer_norm %arg0 {{.*}}cuagent.kernel = 7
// CHECK: cuagent.rms_norm {{.*}}cuagent.kernel = 8
func.func @form_kernels$chains_that_do_not_form(%x: tensor<64x512xf32>, %y: tensor<8x8192xf32>, %w: tensor<512xf32>)
    -> (tensor<64x512xf32>, tensor<8x8192xf32>, tensor<512xf32>, tensor<64x512xf32>, tensor<64x512xf32>) {
  %0 = cuagent.rms_norm %x : tensor<64x512xf32> -> tensor<64x512xf32>
  %1 = cuagent.layer_norm %0 : tensor<64x512xf32> -> tensor<64x512xf32>
  %2 = cuagent.softmax %1 : tensor<64x512xf32>
  %3 = cuagent.layer_norm %y : tensor<8x8192xf32> -> tensor<8x8192xf32>
  %4 = cuagent.softmax %3 : tensor<8x8192xf32>
  %5 = cuagent.softmax %x : tensor<64x512xf32>
  %6 = cuagent.sum %5 {dims = array<i64: 0>} : tensor<64x512xf32> -> tensor<512xf32>
  %7 = cuagent.layer_norm %x : tensor<64x512xf32> -> tensor<64x512xf32>
  %8 = cuagent.rms_norm %7 : tensor<64x512xf32> -> tensor<64x512xf32>
  %9 = cuagent.add %8, %7 : tensor<64x512xf32>, tensor<64x512xf32> -> tensor<64x512xf32>
  %10 = cuagent.mul_s %w, 2.0 : tensor<512xf32>
  %11 = cuagent.layer_norm %x : tensor<64x512xf32> -> tensor<64x512xf32>
  %12 = cuagent.rms_norm %11 weight(%10 : tensor<512xf32>) : tensor<64x512xf32> -> tensor<64x512xf32>
  return %2, %4, %6, %9, %12 : tensor<64x512xf32>, tensor<8x8192xf32>, tensor<512xf32>, tensor<64x512xf32>, tensor<64x512xf32>
}

// A reduction of the last dim continues a chain (decision 131); its
// epilogue works per row, and an op that broadcasts its result back over
// the row starts the next kernel (the second stage holds no value of the
// first). A mean of all dims does not chain.
// CHECK-LABEL: func.func @form_kernels$chained_reduction
// CHECK: cuagent.rms_norm {{.*}}cuagent.kernel = 0
// CHECK: cuagent.mul_s {{.*}}cuagent.kernel = 0
// CHECK: cuagent.logsumexp {{.*}}cuagent.kernel = 0
// CHECK: cuagent.neg {{.*}}cuagent.kernel = 0
// CHECK: cuagent.sub {{.*}}cuagent.kernel = 1
// CHECK: cuagent.softmax %arg0 {{.*}}cuagent.kernel = 1
// CHECK: cuagent.mean {{.*}}cuagent.kernel = 2
func.func @form_kernels$chained_reduction(%x: tensor<64x512xf32>) -> (tensor<64x1xf32>, tensor<64x512xf32>, tensor<f32>) {
  %0 = cuagent.rms_norm %x : tensor<64x512xf32> -> tensor<64x512xf32>
  %1 = cuagent.mul_s %0, 2.0 : tensor<64x512xf32>
  %2 = cuagent.logsumexp %1 {dims = array<i64: 1>, keepdim = true} : tensor<64x512xf32> -> tensor<64x1xf32>
  %3 = cuagent.neg %2 : tensor<64x1xf32>
  %4 = cuagent.sub %1, %2 : tensor<64x512xf32>, tensor<64x1xf32> -> tensor<64x512xf32>
  %5 = cuagent.softmax %x : tensor<64x512xf32>
  %6 = cuagent.mean %5 {dims = array<i64>} : tensor<64x512xf32> -> tensor<f32>
  return %3, %4, %6 : tensor<64x1xf32>, tensor<64x512xf32>, tensor<f32>
}
