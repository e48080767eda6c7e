// RUN: cuagent-translate --block 256 --vector 4 --fp32-emulated --workspace-cap-mib=6 --plan %s | FileCheck %s

// 3xTF32 one batch entry at a time (decision 139): under 6 MiB (3 for
// copies) one entry's copies (2.25 MiB of the rhs, 1.5 of the lhs) do not
// fit, so each of the 8 entries runs as a matrix over views at its offsets:
// its rhs split whole into the first entry's scratch, its lhs's rows (B's
// columns) in two chunks of 128, each GEMM writing its block of the entry's
// D. A slice of an entry's view is declared as a view of the base buffer.
// CHECK: 3xTF32 split of operand a, [1, 512, 384]
// CHECK-NOT: 3xTF32 split of operand a
// CHECK: 3xTF32 split of operand b, [128, 512, 1]
// CHECK-NOT: "of": "in0@
// CHECK-NOT: "of": "out0@
// CHECK: "function": "cuagent_k0_split_a"
// CHECK: "function": "cuagent_k0_split_b128"
// CHECK: "function": "cuagent_k0_split_b128"
// CHECK: "function": "cuagent_k0_split_a"
// CHECK-NEXT: "grid"
// CHECK: "args": [
// CHECK-NEXT: "in0@524288+262144"
// CHECK-COUNT-6: "function": "cuagent_k0_split_a"
// CHECK-NOT: "function": "cuagent_k0_split_a"
func.func @bmm_scale(%a: tensor<8x256x512xf32>, %b: tensor<8x512x384xf32>) -> tensor<8x256x384xf32> {
  %0 = cuagent.matmul %a, %b {alpha = 1.250000e-01 : f64} : tensor<8x256x512xf32>, tensor<8x512x384xf32> -> tensor<8x256x384xf32>
  return %0 : tensor<8x256x384xf32>
}
