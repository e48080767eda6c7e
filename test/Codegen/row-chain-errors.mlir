// Kernels formed by hand (--no-pipeline) that the chained row template
// refuses with the reason (decision 129), never a kernel that reads what it
// never has.
// RUN: rm -rf %t && split-file %s %t
// RUN: not cuagent-translate --block 128 --vector 1 --warp-per-row --no-pipeline %t/uncached.mlir 2>&1 | FileCheck %s --check-prefix=UNCACHED
// RUN: not cuagent-translate --no-pipeline %t/three.mlir 2>&1 | FileCheck %s --check-prefix=THREE
// RUN: not cuagent-translate --no-pipeline %t/first_stage.mlir 2>&1 | FileCheck %s --check-prefix=FIRST
// RUN: not cuagent-translate --no-pipeline %t/prod.mlir 2>&1 | FileCheck %s --check-prefix=PROD
// RUN: not cuagent-translate --no-pipeline %t/broadcast.mlir 2>&1 | FileCheck %s --check-prefix=BROADCAST

// UNCACHED: @chain$uncached: kernel 0: chained row ops need the row in registers: 2048 columns exceed 32 per thread at this block and width
// THREE: @chain$three_row_ops: kernel 0 has more than two row ops (a chain takes two)
// FIRST: @chain$reads_the_first_stage: kernel 0: chained row ops need the ops after the second to read nothing of the first stage
// PROD: @chain$prod_after_softmax: kernel 0: chained row ops must each give one value per element (softmax, log_softmax, layer_norm, rms_norm), or the second reduce the row (sum, mean, amax, amin, logsumexp)
// BROADCAST: @chain$broadcast_after_sum: kernel 0: chained row ops need the ops after a reducing second to work per row

//--- uncached.mlir
func.func @chain$uncached(%x: tensor<8x2048xf32>) -> tensor<8x2048xf32> {
  %0 = cuagent.layer_norm %x {cuagent.kernel = 0 : i64} : tensor<8x2048xf32> -> tensor<8x2048xf32>
  %1 = cuagent.softmax %0 {cuagent.kernel = 0 : i64} : tensor<8x2048xf32>
  return %1 : tensor<8x2048xf32>
}

//--- three.mlir
func.func @chain$three_row_ops(%x: tensor<8x64xf32>) -> tensor<8x64xf32> {
  %0 = cuagent.layer_norm %x {cuagent.kernel = 0 : i64} : tensor<8x64xf32> -> tensor<8x64xf32>
  %1 = cuagent.softmax %0 {cuagent.kernel = 0 : i64} : tensor<8x64xf32>
  %2 = cuagent.rms_norm %1 {cuagent.kernel = 0 : i64} : tensor<8x64xf32> -> tensor<8x64xf32>
  return %2 : tensor<8x64xf32>
}

//--- first_stage.mlir
func.func @chain$reads_the_first_stage(%x: tensor<8x64xf32>) -> tensor<8x64xf32> {
  %0 = cuagent.layer_norm %x {cuagent.kernel = 0 : i64} : tensor<8x64xf32> -> tensor<8x64xf32>
  %1 = cuagent.softmax %0 {cuagent.kernel = 0 : i64} : tensor<8x64xf32>
  %2 = cuagent.add %1, %0 {cuagent.kernel = 0 : i64} : tensor<8x64xf32>, tensor<8x64xf32> -> tensor<8x64xf32>
  return %2 : tensor<8x64xf32>
}

//--- prod.mlir
func.func @chain$prod_after_softmax(%x: tensor<8x64xf32>) -> tensor<8xf32> {
  %0 = cuagent.softmax %x {cuagent.kernel = 0 : i64} : tensor<8x64xf32>
  %1 = cuagent.prod %0 {cuagent.kernel = 0 : i64, dims = array<i64: 1>} : tensor<8x64xf32> -> tensor<8xf32>
  return %1 : tensor<8xf32>
}

//--- broadcast.mlir
func.func @chain$broadcast_after_sum(%x: tensor<4096x64xf32>) -> tensor<4096x64xf32> {
  %0 = cuagent.softmax %x {cuagent.kernel = 0 : i64} : tensor<4096x64xf32>
  %1 = cuagent.sum %0 {cuagent.kernel = 0 : i64, dims = array<i64: 1>, keepdim = true} : tensor<4096x64xf32> -> tensor<4096x1xf32>
  %2 = cuagent.div %0, %1 {cuagent.kernel = 0 : i64} : tensor<4096x64xf32>, tensor<4096x1xf32> -> tensor<4096x64xf32>
  return %2 : tensor<4096x64xf32>
}
