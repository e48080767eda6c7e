// A row op over a channels-last conv result's trailing dims (decision 133):
// no transpose of y back; the row kernel's block stages its channels x
// columns tile from the NHWC buffer through shared memory (coalesced runs
// of channels), numbers its rows in PyTorch's layout and reads each row
// from the tile, one chunk of the row loop at a time. Where it cannot (rows
// over the channels, channels a block not dividing C, the result read
// elsewhere), y is transposed back as before.
// RUN: cuagent-translate --plan --tf32 --conv-channels-last --block 256 --vector 4 %s | FileCheck %s
// RUN: cuagent-translate --plan --tf32 --conv-channels-last --conv-in-place-layouts=false --block 256 --vector 4 %s | FileCheck %s --check-prefix=COPY

// The copy variant (`-clc`): y transposed back, the row kernel as before.
// COPY-LABEL: // function @clrow$convt_layer_norm
// COPY: layout transpose cl_y
// COPY-NOT: cltile
// COPY-LABEL: // function @clrow$conv_relu_softmax

// A transposed conv (its bias added by the reader) into a layer norm over
// W = 32: rows of 8 chunks take 8 lanes, 32 channels a block, a pitch of 33.
// CHECK-LABEL: // function @clrow$convt_layer_norm
// CHECK-NOT: cl_y
// CHECK: // kernel 1: row-layer-norm over 4096 rows of 32 (row cached in registers), the channels-last input staged in shared memory
// CHECK: __shared__ __align__(16) float cltile[1056];
// CHECK-NEXT: const long long clPos = (long long)blockIdx.x / 2LL;
// CHECK-NEXT: const long long clC0 = ((long long)blockIdx.x % 2LL) * 32;
// CHECK-NEXT: const float *clSrc = in0 + ((clPos / 32LL) * 1024LL + (clPos % 32LL) * 32LL) * 64LL + clC0;
// CHECK-NEXT: const long long row = ((clPos / 32LL) * 64LL + clC0 + threadIdx.x / 8) * 32LL + clPos % 32LL;
// CHECK-NEXT: const float *clRow = cltile + (threadIdx.x / 8) * 33;
// CHECK: for (int k = 0; k < 1; ++k) {
// CHECK-NEXT: const int c0 = (k * 8 + lane) * 4;
// CHECK-NEXT: __syncthreads();
// CHECK-NEXT: for (int e = threadIdx.x; e < 1024; e += 256) {
// CHECK-NEXT: const long long w = (long long)k * 32 + e / 32;
// CHECK-NEXT: cltile[(e % 32) * 33 + e / 32] = clSrc[w * 64LL + e % 32];
// CHECK: __syncthreads();
// CHECK: for (int v = 0; v < 4; ++v) T0.v[v] = clRow[lane * 4 + v];
// CHECK: const float [[X:x[0-9]+]] = (T0.v[v] + in{{[0-9]}}[((i / 1024LL) % 64LL)]);
// CHECK-NOT: in0[
// CHECK: "y": "ws0",
// CHECK-NEXT: "y_shape"
func.func @clrow$convt_layer_norm(%x: tensor<2x32x4x8x32xf32>, %w: tensor<32x64x3x3x3xf32>, %b: tensor<64xf32>, %g: tensor<32xf32>, %beta: tensor<32xf32>) -> tensor<2x64x4x8x32xf32> {
  %0 = cuagent.conv %x, %w, %b {dilation = array<i64: 1, 1, 1>, output_padding = array<i64: 0, 0, 0>, padding = array<i64: 1, 1, 1>, stride = array<i64: 1, 1, 1>, transposed = true} : tensor<2x32x4x8x32xf32>, tensor<32x64x3x3x3xf32>, tensor<64xf32> -> tensor<2x64x4x8x32xf32>
  %1 = cuagent.layer_norm %0 affine(%g, %beta : tensor<32xf32>, tensor<32xf32>) : tensor<2x64x4x8x32xf32> -> tensor<2x64x4x8x32xf32>
  return %1 : tensor<2x64x4x8x32xf32>
}

// A relu then softmax over rows of 100 (a warp a row at width 4: 8 rows, 8
// channels a block; chunks of 128 columns, the last guarded; a pitch of
// 132 = 4 mod 32 takes 16-byte tile reads).
// CHECK-LABEL: // function @clrow$conv_relu_softmax
// CHECK-NOT: cl_y
// CHECK: the channels-last input staged in shared memory
// CHECK: __shared__ __align__(16) float cltile[1056];
// CHECK: if (w < 100LL) cltile[(e % 8) * 132 + e / 8] = clSrc[w * 64LL + e % 8];
// CHECK: const CuagentVec<float, 4> T0 = *reinterpret_cast<const CuagentVec<float, 4> *>(clRow + lane * 4);
func.func @clrow$conv_relu_softmax(%x: tensor<2x16x10x102xf32>, %w: tensor<64x16x3x3xf32>, %b: tensor<64xf32>) -> tensor<2x64x8x100xf32> {
  %0 = cuagent.conv %x, %w, %b {stride = array<i64: 1, 1>, padding = array<i64: 0, 0>, dilation = array<i64: 1, 1>, output_padding = array<i64: 0, 0>} : tensor<2x16x10x102xf32>, tensor<64x16x3x3xf32>, tensor<64xf32> -> tensor<2x64x8x100xf32>
  %1 = cuagent.relu %0 : tensor<2x64x8x100xf32>
  %2 = cuagent.softmax %1 : tensor<2x64x8x100xf32>
  return %2 : tensor<2x64x8x100xf32>
}

// Not staged: a softmax over the channels (rows across C).
// CHECK-LABEL: // function @clrow$softmax_over_channels
// CHECK: layout transpose cl_y
// CHECK-NOT: cltile
func.func @clrow$softmax_over_channels(%x: tensor<2x16x10x102xf32>, %w: tensor<64x16x3x3xf32>, %b: tensor<64xf32>) -> tensor<2x64x8x100xf32> {
  %0 = cuagent.conv %x, %w, %b {stride = array<i64: 1, 1>, padding = array<i64: 0, 0>, dilation = array<i64: 1, 1>, output_padding = array<i64: 0, 0>} : tensor<2x16x10x102xf32>, tensor<64x16x3x3xf32>, tensor<64xf32> -> tensor<2x64x8x100xf32>
  %1 = cuagent.softmax %0 {dim = 1} : tensor<2x64x8x100xf32>
  return %1 : tensor<2x64x8x100xf32>
}

// Not staged: 12 channels, where a block takes 8 (rows of 100).
// CHECK-LABEL: // function @clrow$channels_not_dividing
// CHECK: layout transpose cl_y
// CHECK-NOT: cltile
func.func @clrow$channels_not_dividing(%x: tensor<2x16x10x102xf32>, %w: tensor<12x16x3x3xf32>, %b: tensor<12xf32>) -> tensor<2x12x8x100xf32> {
  %0 = cuagent.conv %x, %w, %b {stride = array<i64: 1, 1>, padding = array<i64: 0, 0>, dilation = array<i64: 1, 1>, output_padding = array<i64: 0, 0>} : tensor<2x16x10x102xf32>, tensor<12x16x3x3xf32>, tensor<12xf32> -> tensor<2x12x8x100xf32>
  %1 = cuagent.softmax %0 : tensor<2x12x8x100xf32>
  return %1 : tensor<2x12x8x100xf32>
}

// Rows of 1200 (not cached: an online softmax): both passes stage each of
// their 10 chunks.
// CHECK-LABEL: // function @clrow$long_rows
// CHECK-NOT: cl_y
// CHECK: row-softmax over 256 rows of 1200 (row recomputed per pass), the channels-last input staged in shared memory
// CHECK-COUNT-2: if (w < 1200LL) cltile[(e % 8) * 132 + e / 8] = clSrc[w * 64LL + e % 8];
// CHECK-NOT: clSrc
func.func @clrow$long_rows(%x: tensor<2x16x4x1202xf32>, %w: tensor<64x16x3x3xf32>, %b: tensor<64xf32>) -> tensor<2x64x2x1200xf32> {
  %0 = cuagent.conv %x, %w, %b {stride = array<i64: 1, 1>, padding = array<i64: 0, 0>, dilation = array<i64: 1, 1>, output_padding = array<i64: 0, 0>} : tensor<2x16x4x1202xf32>, tensor<64x16x3x3xf32>, tensor<64xf32> -> tensor<2x64x2x1200xf32>
  %1 = cuagent.softmax %0 : tensor<2x64x2x1200xf32>
  return %1 : tensor<2x64x2x1200xf32>
}

// Not staged: the conv result is returned as well.
// CHECK-LABEL: // function @clrow$also_returned
// CHECK: layout transpose cl_y
// CHECK-NOT: cltile
func.func @clrow$also_returned(%x: tensor<2x16x10x102xf32>, %w: tensor<64x16x3x3xf32>, %b: tensor<64xf32>) -> (tensor<2x64x8x100xf32>, tensor<2x64x8x100xf32>) {
  %0 = cuagent.conv %x, %w, %b {stride = array<i64: 1, 1>, padding = array<i64: 0, 0>, dilation = array<i64: 1, 1>, output_padding = array<i64: 0, 0>} : tensor<2x16x10x102xf32>, tensor<64x16x3x3xf32>, tensor<64xf32> -> tensor<2x64x8x100xf32>
  %1 = cuagent.softmax %0 : tensor<2x64x8x100xf32>
  return %0, %1 : tensor<2x64x8x100xf32>, tensor<2x64x8x100xf32>
}
