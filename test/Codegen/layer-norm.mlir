// RUN: cuagent-translate --block 256 --vector 4 --plan %s | FileCheck %s
// RUN: cuagent-translate --block 256 --vector 4 --warp-per-row %s | FileCheck %s --check-prefix=WARP

// Three passes over the cached row: the sum (mean), the squared deviations
// (biased variance), then the normalized value scaled and shifted per column
// with the epilogue fused.
// CHECK-LABEL: // function @layer_norm$gelu
// CHECK: // kernel 0: row-layer-norm over 64 rows of 768 (row cached in registers)
// CHECK: acc += [[X:v[0-9]+]];
// CHECK: acc = cuagent_reduce_sum<256>(acc, scratch);
// CHECK: const float mean = acc / ((float)0x1.8p+9);
// CHECK: { const float d = xc - mean; sq += d * d; }
// CHECK: sq = cuagent_reduce_sum<256>(sq, scratch);
// CHECK: const float rstd = rsqrtf(sq / ((float)0x1.8p+9) + ((float)0x1.4f8b588e368f1p-17));
// CHECK: const float [[Y:v[0-9]+]] = ((xc - mean) * rstd) * in1[c0 + v] + in2[c0 + v];
// CHECK: erff([[Y]]
// WARP: sq = cuagent_reduce_sum<32>(sq, scratch);
func.func @layer_norm$gelu(%x: tensor<64x768xf32>, %w: tensor<768xf32>, %b: tensor<768xf32>) -> tensor<64x768xf32> {
  %0 = cuagent.mul_s %x, 3.0 : tensor<64x768xf32>
  %1 = cuagent.layer_norm %0 affine(%w, %b : tensor<768xf32>, tensor<768xf32>) : tensor<64x768xf32> -> tensor<64x768xf32>
  %2 = cuagent.gelu %1 : tensor<64x768xf32>
  return %2 : tensor<64x768xf32>
}

// Without affine, on rows too long to cache: every pass recomputes the input.
// CHECK-LABEL: // function @layer_norm$long_rows
// CHECK: row-layer-norm over 512 rows of 16384 (row recomputed per pass)
// CHECK: const float rstd = rsqrtf(sq / ((float)0x1p+14) + ((float)0x1.0c6f7a0b5ed8dp-20));
// CHECK: const float v{{[0-9]+}} = (x{{[0-9]+}} - mean) * rstd;
func.func @layer_norm$long_rows(%x: tensor<512x16384xbf16>) -> tensor<512x16384xbf16> {
  %0 = cuagent.layer_norm %x {eps = 1.0e-6 : f64} : tensor<512x16384xbf16> -> tensor<512x16384xbf16>
  return %0 : tensor<512x16384xbf16>
}

// Few long rows (cuagent-long-rows-as-group-norm): the group-norm template
// splits each row across blocks; the affine is per channel = per column.
// CHECK-LABEL: // function @layer_norm$few_long_rows
// CHECK: group-norm-split over 16 rows of 16384 (1 groups of 16384 channels x 1)
// CHECK-NOT: row-layer-norm
func.func @layer_norm$few_long_rows(%x: tensor<16x16384xf32>, %w: tensor<16384xf32>, %b: tensor<16384xf32>) -> tensor<16x16384xf32> {
  %0 = cuagent.layer_norm %x affine(%w, %b : tensor<16384xf32>, tensor<16384xf32>) {eps = 1.0e-6 : f64} : tensor<16x16384xf32> -> tensor<16x16384xf32>
  return %0 : tensor<16x16384xf32>
}

// Rows of 512 at width 4 need 128 threads: the candidate's block of 256
// halves (no thread idles behind the column bound), and the launch follows.
// CHECK-LABEL: // function @layer_norm$short_rows
// CHECK: row-layer-norm over 4096 rows of 512 (row cached in registers)
// CHECK: __launch_bounds__(128)
// CHECK: acc = cuagent_reduce_sum<128>(acc, scratch);
// CHECK-NOT: if (c0 <
// CHECK: "block": [
// CHECK-NEXT: 128,
// WARP: row-layer-norm over 4096 rows of 512
// WARP: __launch_bounds__(256)
// WARP: sq = cuagent_reduce_sum<32>(sq, scratch);
func.func @layer_norm$short_rows(%x: tensor<4096x512xf32>) -> tensor<4096x512xf32> {
  %0 = cuagent.layer_norm %x : tensor<4096x512xf32> -> tensor<4096x512xf32>
  return %0 : tensor<4096x512xf32>
}
