// RUN: not cuagent-translate %s 2>&1 | FileCheck %s

// As norms-errors.mlir, for batch_norm's running statistics.
// CHECK: @batch_norm$computed_var: kernel 0: cuagent.batch_norm's per-channel parameters must come from outside the kernel (they are loaded by channel)
func.func @batch_norm$computed_var(%x: tensor<2x8x8xf32>, %m: tensor<8xf32>) -> tensor<2x8x8xf32> {
  %0 = cuagent.abs %m : tensor<8xf32>
  %1 = cuagent.batch_norm %x, %m, %0 : tensor<2x8x8xf32>, tensor<8xf32>, tensor<8xf32> -> tensor<2x8x8xf32>
  return %1 : tensor<2x8x8xf32>
}
