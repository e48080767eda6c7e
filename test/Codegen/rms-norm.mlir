// RUN: cuagent-translate --block 256 --vector 4 --plan %s | FileCheck %s
// RUN: cuagent-translate --block 256 --vector 4 --split-blocks-per-sm 0 %s | FileCheck %s --check-prefix=NOSPLIT
// RUN: cuagent-translate --block 256 --vector 4 --warp-per-row %s | FileCheck %s --check-prefix=WARP

// Two passes over the cached row: the sum of squares, then the normalized
// value scaled per column with the prologue and epilogue fused.
// CHECK-LABEL: // function @rms_norm$silu
// CHECK: // kernel 0: row-rms-norm over 64 rows of 768 (row cached in registers)
// CHECK: acc += [[X:v[0-9]+]] * [[X]];
// CHECK: acc = cuagent_reduce_sum<256>(acc, scratch);
// CHECK: const float rstd = rsqrtf(acc / ((float)0x1.8p+9) + ((float)0x1.4f8b588e368f1p-17));
// CHECK-NOT: cuagent_reduce_sum
// CHECK: const float [[Y:v[0-9]+]] = (xc * rstd) * in1[c0 + v];
// CHECK: expf(-[[Y]]
// CHECK: }
// WARP: acc = cuagent_reduce_sum<32>(acc, scratch);
// WARP: const float rstd = rsqrtf(acc / ((float)0x1.8p+9)
func.func @rms_norm$silu(%x: tensor<64x768xf32>, %w: tensor<768xf32>) -> tensor<64x768xf32> {
  %0 = cuagent.mul_s %x, 3.0 : tensor<64x768xf32>
  %1 = cuagent.rms_norm %0 weight(%w : tensor<768xf32>) {eps = 1.0e-5 : f64} : tensor<64x768xf32> -> tensor<64x768xf32>
  %2 = cuagent.silu %1 : tensor<64x768xf32>
  return %2 : tensor<64x768xf32>
}

// Without weight or eps (float32's epsilon, 2^-23), on rows too long to
// cache: the second pass recomputes the input.
// CHECK-LABEL: // function @rms_norm$long_rows
// CHECK: (row recomputed per pass)
// CHECK: const float rstd = rsqrtf(acc / ((float)0x1p+14) + ((float)0x1p-23));
// CHECK: const float v{{[0-9]+}} = x{{[0-9]+}} * rstd;
func.func @rms_norm$long_rows(%x: tensor<512x16384xbf16>) -> tensor<512x16384xbf16> {
  %0 = cuagent.rms_norm %x : tensor<512x16384xbf16> -> tensor<512x16384xbf16>
  return %0 : tensor<512x16384xbf16>
}

// Few long rows (decision 155): the split template's two kernels. Stage 1
// sums each chunk's squares; the apply kernel sums its row's partials
// (every block of a row the same butterfly), then scales its chunk by the
// weight at the column, the prologue recomputed and the epilogue fused
// with vector stores.
// CHECK-LABEL: // function @rms_norm$few_long_rows
// CHECK: // kernel 0: split-rms-norm over [outer, reduced, inner] = [8, 1000000, 1], 245 partials per output of chunks of 4096, vector width 4
// CHECK: cuagent_k0_partials(
// CHECK: acc += [[X:v[0-9]+]] * [[X]];
// CHECK: if (threadIdx.x == 0) partials[blockIdx.x] = acc;
// CHECK: cuagent_k0(
// CHECK: for (int p = threadIdx.x; p < 245; p += 256)
// CHECK-NEXT: acc += partials[o * 245LL + p];
// CHECK-NEXT: acc = cuagent_reduce_sum<256>(acc, scratch);
// CHECK-NEXT: const float rstd = rsqrtf(acc / ((float)0x1.e848p+19) + ((float)0x1.4f8b588e368f1p-17));
// CHECK: const float [[Y:v[0-9]+]] = ({{v[0-9]+}} * rstd) * in1[c0 + v];
// CHECK: expf(-[[Y]])
// CHECK: *reinterpret_cast<CuagentVec<float, 4> *>(out0 + rowBase + c0) = S0;
// CHECK: "function": "cuagent_k0_partials"
// CHECK: "function": "cuagent_k0"
// WARP: split-rms-norm over [outer, reduced, inner] = [8, 1000000, 1]
// NOSPLIT-LABEL: // function @rms_norm$few_long_rows
// NOSPLIT: row-rms-norm over 8 rows of 1000000 (row recomputed per pass)
func.func @rms_norm$few_long_rows(%x: tensor<8x1000000xf32>, %w: tensor<1000000xf32>) -> tensor<8x1000000xf32> {
  %0 = cuagent.mul_s %x, 3.0 : tensor<8x1000000xf32>
  %1 = cuagent.rms_norm %0 weight(%w : tensor<1000000xf32>) {eps = 1.0e-5 : f64} : tensor<8x1000000xf32> -> tensor<8x1000000xf32>
  %2 = cuagent.silu %1 : tensor<8x1000000xf32>
  return %2 : tensor<8x1000000xf32>
}
