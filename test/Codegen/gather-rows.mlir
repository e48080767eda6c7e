// An embedding (gather_rows) in a row kernel's prologue whose table rows the
// chunks tile: each chunk reads its token's index once and the table row's
// elements as one vector; the int64 indices, never read per element, do not
// bound the vector width (4 floats here).
// RUN: cuagent-translate --block 128 --vector 4 %s | FileCheck %s

// CHECK-LABEL: // function @gather$embed_layer_norm
// CHECK: row-layer-norm over 512 rows of 256 (row cached in registers)
// CHECK: const int c0 = (k * 128 + lane) * 4;
// CHECK: const long long [[G:g[0-9]+]] = in{{[0-9]}}[(rowBase + c0) / 256LL];
// CHECK-NEXT: CuagentVec<float, 4> [[V:G[0-9]+]];
// CHECK-NEXT: if ([[G]] >= 0LL && [[G]] < 100LL)
// CHECK-NEXT: [[V]] = *reinterpret_cast<const CuagentVec<float, 4> *>(in{{[0-9]}} + [[G]] * 256LL + (rowBase + c0) % 256LL);
// CHECK-NEXT: else
// CHECK-NEXT: for (int v = 0; v < 4; ++v) [[V]].v[v] = (__int_as_float(0x7fc00000));
// CHECK: const float [[E:v[0-9]+]] = [[V]].v[v];
// CHECK-NOT: (r{{[0-9]+}} >= 0LL
func.func @gather$embed_layer_norm(%w: tensor<100x256xf32>, %ids: tensor<8x64xi64>, %pos: tensor<64x256xf32>,
                                    %lw: tensor<256xf32>, %lb: tensor<256xf32>) -> tensor<8x64x256xf32> {
  %0 = cuagent.gather_rows %w, %ids : tensor<100x256xf32>, tensor<8x64xi64> -> tensor<8x64x256xf32>
  %1 = cuagent.add %0, %pos : tensor<8x64x256xf32>, tensor<64x256xf32> -> tensor<8x64x256xf32>
  %2 = cuagent.layer_norm %1 affine(%lw, %lb : tensor<256xf32>, tensor<256xf32>) : tensor<8x64x256xf32> -> tensor<8x64x256xf32>
  return %2 : tensor<8x64x256xf32>
}

// A table width the vector does not divide (5 floats a row: chunks of 2 of
// a 10-column row would straddle two tokens' rows) keeps the per-element
// gather. Its 5 chunks a row take 8 threads (decision 132).
// CHECK-LABEL: // function @gather$odd_width
// CHECK: row-sum over 4096 rows of 10
// CHECK: const int c0 = (k * 8 + lane) * 2;
// CHECK-NOT: G0
// CHECK: const long long [[R:r[0-9]+]] = in{{[0-9]}}[(i) / 5LL];
// CHECK-NEXT: = (([[R]] >= 0LL && [[R]] < 100LL) ?
func.func @gather$odd_width(%w: tensor<100x5xf32>, %ids: tensor<4096x2xi64>, %s: tensor<4096x2x5xf32>) -> tensor<4096xf32> {
  %0 = cuagent.gather_rows %w, %ids : tensor<100x5xf32>, tensor<4096x2xi64> -> tensor<4096x2x5xf32>
  %1 = cuagent.mul %0, %s : tensor<4096x2x5xf32>, tensor<4096x2x5xf32> -> tensor<4096x2x5xf32>
  %2 = cuagent.sum %1 {dims = array<i64: 1, 2>, keepdim = false} : tensor<4096x2x5xf32> -> tensor<4096xf32>
  return %2 : tensor<4096xf32>
}

// The elementwise template: token embeddings plus positions, scaled. Each
// chunk of 4 elements lies in one table row (32 floats): one index load and
// one vector load of the table per chunk; the tail loop keeps the scalar
// gather.
// CHECK-LABEL: // function @gather$embed_positions
// CHECK: // kernel 0: elementwise over 2048 elements
// CHECK: const long long base = chunk * 4;
// CHECK: const long long [[G:g[0-9]+]] = in{{[0-9]}}[(base) / 32LL];
// CHECK: [[V:G[0-9]+]] = *reinterpret_cast<const CuagentVec<float, 4> *>(in{{[0-9]}} + [[G]] * 32LL + (base) % 32LL);
// CHECK: const float [[E:v[0-9]+]] = [[V]].v[v];
// CHECK: for (long long i = (n / 4) * 4 + tid; i < n; i += stride) {
// CHECK: const long long [[R:r[0-9]+]] = in{{[0-9]}}[(i) / 32LL];
func.func @gather$embed_positions(%w: tensor<100x32xf32>, %ids: tensor<4x16xi64>, %pos: tensor<16x32xf32>) -> tensor<4x16x32xf32> {
  %0 = cuagent.gather_rows %w, %ids : tensor<100x32xf32>, tensor<4x16xi64> -> tensor<4x16x32xf32>
  %1 = cuagent.add %0, %pos : tensor<4x16x32xf32>, tensor<16x32xf32> -> tensor<4x16x32xf32>
  %2 = cuagent.mul_s %1, 2.0 : tensor<4x16x32xf32>
  return %2 : tensor<4x16x32xf32>
}
