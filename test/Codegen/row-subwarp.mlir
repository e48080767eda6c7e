// Rows of fewer vector chunks than half a warp take fewer threads, several
// rows per warp, where the rows fill whole warps (decision 132).
// RUN: cuagent-translate --block 128 --vector 4 --warp-per-row --plan %s | FileCheck %s

// Rows of 8 at 16-byte vectors: two chunks, two threads, 16 rows per warp;
// the shuffles stay within the row's two lanes.
// CHECK-LABEL: // function @subwarp$softmax_rows_of_8
// CHECK: const long long row = (long long)blockIdx.x * 64 + threadIdx.x / 2;
// CHECK-NEXT: const int lane = threadIdx.x % 2;
// CHECK-NEXT: if (row >= 4096LL) return;
// CHECK: const int c0 = (k * 2 + lane) * 4;
// CHECK-NOT: if (c0 <
// CHECK: cuagent_reduce_max<2>(acc, scratch);
// CHECK: cuagent_reduce_sum<2>(sum, scratch);
// CHECK: "grid": [
// CHECK-NEXT: 64,
func.func @subwarp$softmax_rows_of_8(%x: tensor<4096x8xf32>) -> tensor<4096x8xf32> {
  %0 = cuagent.softmax %x : tensor<4096x8xf32>
  return %0 : tensor<4096x8xf32>
}

// 4100 rows: a warp of 2-thread rows would hold live and dead rows (4100 is
// not a multiple of 16), so the rows take 8 threads (4 rows a warp divide it).
// CHECK-LABEL: // function @subwarp$rows_not_filling_warps
// CHECK: const long long row = (long long)blockIdx.x * 16 + threadIdx.x / 8;
// CHECK-NEXT: const int lane = threadIdx.x % 8;
// CHECK-NEXT: if (row >= 4100LL) return;
// CHECK: if (c0 < 8) {
// CHECK: cuagent_reduce_max<8>(acc, scratch);
func.func @subwarp$rows_not_filling_warps(%x: tensor<4100x8xf32>) -> tensor<4100x8xf32> {
  %0 = cuagent.softmax %x : tensor<4100x8xf32>
  return %0 : tensor<4100x8xf32>
}

// Rows of 12: three chunks on four threads, the fourth past the row's end.
// A row's result is stored by its own first lane.
// CHECK-LABEL: // function @subwarp$sum_rows_of_12
// CHECK: threadIdx.x / 4;
// CHECK: if (c0 < 12) {
// CHECK: acc = cuagent_reduce_sum<4>(acc, scratch);
// CHECK-NEXT: if (lane == 0) {
func.func @subwarp$sum_rows_of_12(%x: tensor<1024x12xf32>) -> tensor<1024xf32> {
  %0 = cuagent.sum %x {dims = array<i64: 1>, keepdim = false} : tensor<1024x12xf32> -> tensor<1024xf32>
  return %0 : tensor<1024xf32>
}

// Rows of 128 or more chunks' worth keep the whole warp.
// CHECK-LABEL: // function @subwarp$rows_of_256
// CHECK: threadIdx.x / 32;
// CHECK: cuagent_reduce_max<32>(acc, scratch);
func.func @subwarp$rows_of_256(%x: tensor<1024x256xf32>) -> tensor<1024x256xf32> {
  %0 = cuagent.softmax %x : tensor<1024x256xf32>
  return %0 : tensor<1024x256xf32>
}
