// RUN: not cuagent-translate %s 2>&1 | FileCheck %s

// The norm kernels load weight, bias and running statistics by channel from
// memory: a parameter computed by an op of the same kernel (a [C] vector
// broadcasts to an [N, C, C] input, so it joins the prologue) is refused,
// not read from a buffer it never has. Capture keeps such norms stock.
// CHECK: @group_norm$computed_weight: kernel 0: cuagent.group_norm's per-channel parameters must come from outside the kernel (they are loaded by channel)
func.func @group_norm$computed_weight(%x: tensor<2x8x8xf32>, %w: tensor<8xf32>) -> tensor<2x8x8xf32> {
  %0 = cuagent.relu %w : tensor<8xf32>
  %1 = cuagent.group_norm %x affine(%0, %w : tensor<8xf32>, tensor<8xf32>) {num_groups = 2 : i64} : tensor<2x8x8xf32> -> tensor<2x8x8xf32>
  return %1 : tensor<2x8x8xf32>
}
