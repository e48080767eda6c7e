// RUN: cuagent-translate --block 128 --vector 1 --fp32-emulated --workspace-cap-mib=126 --plan %s | FileCheck %s

// Two 3xTF32 GEMMs under a 126 MiB workspace cap, each in row chunks
// (decision 57): the second GEMM's chunks of the intermediate ws0 ask for a
// view at offset 0 three times, twice at a size other than the first
// GEMM's. Its name says its offset and size, so it is declared once: the
// duplicate left syn000633 (tf32, H100, session 40) without its strict-fp32
// plans ("plan buffer names must be unique"). The emitter now reloads every
// plan it emits, so such a slip fails here.
// CHECK: "name": "ws0@0"
// CHECK-COUNT-1: "name": "ws0@0+{{[0-9]+}}"
// CHECK-NOT: "name": "ws0@0+
func.func @group0(%x: tensor<64x256x2048xf32>, %y: tensor<64x2048x512xf32>, %z: tensor<512x2048xf32>) -> tensor<64x256x2048xf32> {
  %0 = cuagent.matmul %x, %y : tensor<64x256x2048xf32>, tensor<64x2048x512xf32> -> tensor<64x256x512xf32>
  %1 = cuagent.matmul %0, %z : tensor<64x256x512xf32>, tensor<512x2048xf32> -> tensor<64x256x2048xf32>
  return %1 : tensor<64x256x2048xf32>
}
