// Reductions with a broadcast epilogue (decision 115): the row and strided
// templates hold the reduced value in every thread and make one more pass
// over the row, computing the ops over the input space per element.
// RUN: cuagent-translate --block 128 --vector 4 --plan %s | FileCheck %s
// RUN: cuagent-translate --block 128 --vector 4 --warp-per-row %s | FileCheck %s --check-prefix=WARP

// The row template: the cached relu values divided by the row's sum; lane 0
// stores the sum, the last pass only the quotients, as vectors.
// CHECK-LABEL: // function @broadcast$row_normalize
// CHECK: // kernel 0: row-sum over 4096 rows of 200 (row cached in registers)
// CHECK: cache[k * 4 + v] = [[R:v[0-9]+]];
// CHECK: acc = cuagent_reduce_sum<128>(acc, scratch);
// CHECK-NEXT: const float rowValue = acc;
// CHECK-NEXT: if (lane == 0 && row < 4096LL) {
// CHECK: out0[i] = [[S:v[0-9]+]];
// CHECK: CuagentVec<float, 4> [[V:S[0-9]+]];
// CHECK: const float xc = cache[k * 4 + v];
// CHECK-NEXT: {
// CHECK-NEXT: const float [[Q:v[0-9]+]] = xc / rowValue;
// CHECK-NEXT: [[V]].v[v] = [[Q]];
// CHECK: *reinterpret_cast<CuagentVec<float, 4> *>(out1 + rowBase + c0) = [[V]];
// CHECK-NOT: out0[
// CHECK: "grid": [
// CHECK-NEXT: 4096,
// WARP-LABEL: // function @broadcast$row_normalize
// WARP: if (row >= 4096LL) return;
// WARP: acc = cuagent_reduce_sum<32>(acc, scratch);
// WARP-NEXT: const float rowValue = acc;
func.func @broadcast$row_normalize(%x: tensor<4096x200xf32>) -> (tensor<4096x1xf32>, tensor<4096x200xf32>) {
  %0 = cuagent.relu %x : tensor<4096x200xf32>
  %1 = cuagent.sum %0 {dims = array<i64: 1>, keepdim = true} : tensor<4096x200xf32> -> tensor<4096x1xf32>
  %2 = cuagent.div %0, %1 : tensor<4096x200xf32>, tensor<4096x1xf32> -> tensor<4096x200xf32>
  return %1, %2 : tensor<4096x1xf32>, tensor<4096x200xf32>
}

// The strided template with R split over 4 threads of a column: the mean
// is combined and given to all of them before the last pass, which takes
// each thread's 12 elements from registers.
// CHECK-LABEL: // function @broadcast$strided_center
// CHECK: strided-mean over [outer, reduced, inner] = [512, 48, 32], 32 x 4 threads per block, column cached in registers
// CHECK: float cache[12];
// CHECK: const float [[X:x[0-9]+]] = in0[i];
// CHECK-NEXT: cache[k] = [[X]];
// CHECK: red[tx] = acc;
// CHECK-NEXT: }
// CHECK-NEXT: __syncthreads();
// CHECK-NEXT: acc = red[tx];
// CHECK: const float rowValue = acc / ((float)0x1.8p+5);
// CHECK-NEXT: if (active) {
// CHECK: for (int k = 0; k < 12; ++k) {
// CHECK-NOT: in0[
// CHECK: const float xc = cache[k];
// CHECK: const float [[D:v[0-9]+]] = xc - rowValue;
// CHECK-NEXT: out0[i] = [[D]];
func.func @broadcast$strided_center(%x: tensor<512x48x32xf32>) -> tensor<512x48x32xf32> {
  %0 = cuagent.mean %x {dims = array<i64: 1>, keepdim = true} : tensor<512x48x32xf32> -> tensor<512x1x32xf32>
  %1 = cuagent.sub %x, %0 : tensor<512x48x32xf32>, tensor<512x1x32xf32> -> tensor<512x48x32xf32>
  return %1 : tensor<512x48x32xf32>
}

// The gate reads x itself, not the reduced op's input (the shifted
// sigmoid): the cache holds x, and the last pass reads no memory. R = 50
// over ty = 4: the unrolled walk stops past the column's end.
// CHECK-LABEL: // function @broadcast$strided_gate
// CHECK: strided-prod over [outer, reduced, inner] = [512, 50, 32], 32 x 4 threads per block, column cached in registers
// CHECK: float cache[13];
// CHECK: for (int k = 0; k < 13; ++k) {
// CHECK-NEXT: const long long r = ty + (long long)k * 4;
// CHECK-NEXT: if (r >= 50LL) break;
// CHECK: const float [[X:x[0-9]+]] = in0[i];
// CHECK: const float [[S:v[0-9]+]] = [[SIG:.*]] + ((float)0x1p-1);
// CHECK-NEXT: cache[k] = [[X]];
// CHECK-NEXT: acc = acc * [[S]];
// CHECK: const float rowValue = acc;
// CHECK: for (int k = 0; k < 13; ++k) {
// CHECK: if (r >= 50LL) break;
// CHECK-NOT: in0[
// CHECK: const float xc = cache[k];
// CHECK-NEXT: {
// CHECK-NEXT: const float [[T:v[0-9]+]] = tanhf(rowValue);
// CHECK-NEXT: = xc * [[T]];
func.func @broadcast$strided_gate(%x: tensor<512x50x32xf32>) -> tensor<512x50x32xf32> {
  %0 = cuagent.sigmoid %x : tensor<512x50x32xf32>
  %1 = cuagent.add_s %0, 0.5 : tensor<512x50x32xf32>
  %2 = cuagent.prod %1 {dims = array<i64: 1>, keepdim = true} : tensor<512x50x32xf32> -> tensor<512x1x32xf32>
  %3 = cuagent.tanh %2 : tensor<512x1x32xf32>
  %4 = cuagent.mul %x, %3 : tensor<512x50x32xf32>, tensor<512x1x32xf32> -> tensor<512x50x32xf32>
  return %4 : tensor<512x50x32xf32>
}

// RMS normalization spelled out over the last dim: the reduction reads
// x * x, the broadcast pass x alone, so the cache holds the loaded x (not
// the square) and the last pass reads no memory.
// CHECK-LABEL: // function @broadcast$row_rms
// CHECK: row-mean over 4096 rows of 256 (row cached in registers)
// CHECK: const float [[X:x[0-9]+]] = L0.v[v];
// CHECK-NEXT: const float [[SQ:v[0-9]+]] = [[X]] * [[X]];
// CHECK-NEXT: cache[k * 4 + v] = [[X]];
// CHECK-NEXT: acc += [[SQ]];
// CHECK: const float rowValue = acc / ((float)0x1p+8);
// CHECK-NOT: in0[
// CHECK: const float xc = cache[k * 4 + v];
// CHECK: = xc * [[R:v[0-9]+]];
// CHECK: *reinterpret_cast<CuagentVec<float, 4> *>(out0 + rowBase + c0) =
func.func @broadcast$row_rms(%x: tensor<4096x256xf32>) -> tensor<4096x256xf32> {
  %0 = cuagent.mul %x, %x : tensor<4096x256xf32>, tensor<4096x256xf32> -> tensor<4096x256xf32>
  %1 = cuagent.mean %0 {dims = array<i64: 1>, keepdim = true} : tensor<4096x256xf32> -> tensor<4096x1xf32>
  %2 = cuagent.add_s %1, 1.0e-5 : tensor<4096x1xf32>
  %3 = cuagent.rsqrt %2 : tensor<4096x1xf32>
  %4 = cuagent.mul %x, %3 : tensor<4096x256xf32>, tensor<4096x1xf32> -> tensor<4096x256xf32>
  return %4 : tensor<4096x256xf32>
}

// Where the broadcast pass reads the reduced op's input (x * x) as well as
// x, the cache keeps the reduced op's input and x is loaded again.
// CHECK-LABEL: // function @broadcast$row_square_share
// CHECK: const float [[SQ:v[0-9]+]] = [[X:x[0-9]+]] * [[X]];
// CHECK-NEXT: cache[k * 4 + v] = [[SQ]];
// CHECK: const float xc = cache[k * 4 + v];
// CHECK: = xc / rowValue;
// CHECK: in0[i]
func.func @broadcast$row_square_share(%x: tensor<4096x256xf32>) -> tensor<4096x256xf32> {
  %0 = cuagent.mul %x, %x : tensor<4096x256xf32>, tensor<4096x256xf32> -> tensor<4096x256xf32>
  %1 = cuagent.sum %0 {dims = array<i64: 1>, keepdim = true} : tensor<4096x256xf32> -> tensor<4096x1xf32>
  %2 = cuagent.div %0, %1 : tensor<4096x256xf32>, tensor<4096x1xf32> -> tensor<4096x256xf32>
  %3 = cuagent.add %2, %x : tensor<4096x256xf32>, tensor<4096x256xf32> -> tensor<4096x256xf32>
  return %3 : tensor<4096x256xf32>
}

// A prologue value the broadcast pass reads (h = relu(x)), the reduction of
// another (h * h): the cache holds h, and the last pass neither loads x nor
// recomputes the prologue.
// CHECK-LABEL: // function @broadcast$row_prologue_value
// CHECK: const float [[H:v[0-9]+]] = ([[X:x[0-9]+]] < 0.f ? 0.f : [[X]]);
// CHECK-NEXT: const float [[SQ:v[0-9]+]] = [[H]] * [[H]];
// CHECK-NEXT: cache[k * 4 + v] = [[H]];
// CHECK: const float rowValue = acc;
// CHECK-NOT: in0[
// CHECK: const float xc = cache[k * 4 + v];
// CHECK-NEXT: {
// CHECK-NEXT: const float [[Q:v[0-9]+]] = xc / rowValue;
func.func @broadcast$row_prologue_value(%x: tensor<4096x256xf32>) -> tensor<4096x256xf32> {
  %0 = cuagent.relu %x : tensor<4096x256xf32>
  %1 = cuagent.mul %0, %0 : tensor<4096x256xf32>, tensor<4096x256xf32> -> tensor<4096x256xf32>
  %2 = cuagent.sum %1 {dims = array<i64: 1>, keepdim = true} : tensor<4096x256xf32> -> tensor<4096x1xf32>
  %3 = cuagent.div %0, %2 : tensor<4096x256xf32>, tensor<4096x1xf32> -> tensor<4096x256xf32>
  return %3 : tensor<4096x256xf32>
}
