// RUN: cuagent-translate --block 256 --vector 4 --plan %s | FileCheck %s
// RUN: cuagent-translate --block 256 --vector 4 --warp-per-row %s | FileCheck %s --check-prefix=WARP

// CHECK-LABEL: // function @row$scaled_softmax
// CHECK: // kernel 0: row-softmax over 64 rows of 4096 (row cached in registers)
// CHECK: float cache[16];
// CHECK: float acc = (-__int_as_float(0x7f800000));
// CHECK: acc = cuagent_nanmax(acc,
// CHECK: cuagent_reduce_max<256>(acc, scratch);
// CHECK: sum += expf(xc - rowMax);
// CHECK: cuagent_reduce_sum<256>(sum, scratch);
// CHECK: expf(xc - rowMax) / inverseSum;
// CHECK: "grid": [
// CHECK-NEXT: 64,
// WARP: const long long row = (long long)blockIdx.x * 8 + threadIdx.x / 32;
// WARP: if (row >= 64LL) return;
func.func @row$scaled_softmax(%x: tensor<64x4096xf32>) -> tensor<64x4096xf32> {
  %0 = cuagent.mul_s %x, 0.125 : tensor<64x4096xf32>
  %1 = cuagent.softmax %0 : tensor<64x4096xf32>
  return %1 : tensor<64x4096xf32>
}

// Long rows do not fit in registers: the prologue is recomputed per pass.
// (512 rows fill the GPU; 16 would take the split template, reduce-split.mlir.)
// CHECK-LABEL: // function @row$long_sum_then_sigmoid
// CHECK: row-sum over 512 rows of 65536 (row recomputed per pass)
// CHECK-NOT: float cache
// CHECK: const float v{{[0-9]+}} = acc;
// CHECK: 1.f / (1.f + expf(-
func.func @row$long_sum_then_sigmoid(%x: tensor<512x65536xf32>) -> tensor<512xf32> {
  %0 = cuagent.sum %x : tensor<512x65536xf32> -> tensor<512xf32>
  %1 = cuagent.sigmoid %0 : tensor<512xf32>
  return %1 : tensor<512xf32>
}

// Two kernels: the intermediate goes to a workspace buffer.
// CHECK-LABEL: // function @row$two_kernels_use_workspace
// CHECK: cuagent_k0
// CHECK: cuagent_k1
// CHECK: "kind": "workspace"
func.func @row$two_kernels_use_workspace(%x: tensor<32x128xf32>) -> tensor<32x128xf32> {
  %0 = cuagent.amax %x {keepdim = true} : tensor<32x128xf32> -> tensor<32x1xf32>
  %1 = cuagent.sub %x, %0 : tensor<32x128xf32>, tensor<32x1xf32> -> tensor<32x128xf32>
  return %1 : tensor<32x128xf32>
}

// The row op reads a function argument that the prologue also uses for a
// side output: the argument is loaded once and feeds both.
// CHECK-LABEL: // function @row$side_output_and_sum
// CHECK: const float [[X:x[0-9]+]] = L0.v[v];
// CHECK: out0[i] =
// CHECK: cache[k * 4 + v] = [[X]];
// CHECK: acc += [[X]];
func.func @row$side_output_and_sum(%x: tensor<64x512xf32>) -> (tensor<64x512xf32>, tensor<64xf32>) {
  %0 = cuagent.relu %x : tensor<64x512xf32>
  %1 = cuagent.sum %x : tensor<64x512xf32> -> tensor<64xf32>
  return %0, %1 : tensor<64x512xf32>, tensor<64xf32>
}
