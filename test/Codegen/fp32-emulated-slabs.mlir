// RUN: cuagent-translate --block 256 --vector 4 --fp32-emulated --workspace-cap-mib=16 --plan %s | FileCheck %s

// 3xTF32 in slabs along k (decision 140): under 16 MiB neither operand's
// copies fit whole, and row chunks would re-split the lhs for each of three
// chunks of rows in blocks too small to fill the GPU, so k goes 256 at a
// time: the rhs's slab is whole columns (a contiguous view), the lhs's is
// 256 values of each row, 1024 apart; every slab multiplies into all of D,
// the first writing it, the later three adding to it (beta 1).
// CHECK: 3xTF32 split of operand a, [1, 256, 1024]
// CHECK: 3xTF32 split of operand b, [1024, 256, 1]
// CHECK: const float v = x[(i / 256LL) * 1024LL + i % 256LL];
// CHECK: "function": "cuagent_k0_split_a256"
// CHECK: "function": "cuagent_k0_split_b256"
// CHECK-NOT: "beta"
// CHECK: "d": "out0"
// CHECK: "kind": "cublaslt"
// CHECK: "args": [
// CHECK-NEXT: "in1@1048576"
// CHECK: "args": [
// CHECK-NEXT: "in0@1024"
// CHECK: "beta": 1.0
// CHECK: "d": "out0"
// CHECK-COUNT-2: "beta": 1.0
func.func @mm(%a: tensor<1024x1024xf32>, %b: tensor<1024x1024xf32>) -> tensor<1024x1024xf32> {
  %0 = cuagent.matmul %a, %b : tensor<1024x1024xf32>, tensor<1024x1024xf32> -> tensor<1024x1024xf32>
  return %0 : tensor<1024x1024xf32>
}
