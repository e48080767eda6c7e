// A group norm split for its row-op reader (decision 136) after a
// channels-last conv: both readers of y read it in place, so y never goes
// back to PyTorch's layout. The statistics are decision 134's (along C,
// then (mean, rstd) per group, written into group_norm_stats' result), and
// the layer norm stages its rows (decision 133), applying the group norm as
// it loads. Where one reader cannot read in place, y goes back for both.
// RUN: cuagent-translate --plan --tf32 --conv-channels-last --block 256 --vector 4 %s | FileCheck %s
// RUN: cuagent-translate --plan --tf32 --conv-channels-last --conv-in-place-layouts=false --block 256 --vector 4 %s | FileCheck %s --check-prefix=COPY

// CHECK-LABEL: // function @split$conv_group_norm_layer_norm
// CHECK-NOT: cl_y
// CHECK: // kernel 1: group-norm statistics over a channels-last input [8, 4096, 64], 33 segments of 125 positions
// CHECK: const float xcl = in0[(n * 4096LL + s) * 64LL + c];
// CHECK-NEXT: batch[u] = xcl;
// CHECK: const float xcl = in0[(n * 4096LL + s) * 64LL + c];
// CHECK-NEXT: cuagent_welford_add(w, xcl);
// CHECK: // kernel 1: group-norm (mean, rstd) of 64 groups from 33 segments x 8 channels each
// CHECK: stats[r] = make_float2(w.mean, rsqrtf(fmaxf(w.m2 / 32768.f, 0.f) + {{.*}}));
// CHECK: // kernel 2: row-layer-norm over 32768 rows of 64 (row cached in registers), the channels-last input staged in shared memory
// CHECK: const long long row = ((clPos / 64LL) * 64LL + clC0 + threadIdx.x / 16) * 64LL + clPos % 64LL;
// CHECK: cltile[(e % 16) * 66 + e / 16] = clSrc[w * 64LL + e % 16];
// CHECK: const float x0 = T0.v[v];
// CHECK-NEXT: const float v{{[0-9]+}} = (((x0 - reinterpret_cast<const float2 *>(in1)[((i) / 32768LL)].x) * reinterpret_cast<const float2 *>(in1)[((i) / 32768LL)].y) * in2[(int)((unsigned)(i) / 4096u % 64u)] + in3[(int)((unsigned)(i) / 4096u % 64u)]);
// The finalize writes the statistics op's own result buffer.
// CHECK: {{^ *}}"wsclnorm1p",{{$}}
// CHECK-NEXT: {{^ *}}"ws{{[0-9]+}}"{{$}}
// CHECK: "function": "cuagent_k1_finalize",
// COPY-LABEL: // function @split$conv_group_norm_layer_norm
// COPY: layout transpose cl_y
// COPY-NOT: channels-last input
func.func @split$conv_group_norm_layer_norm(%x: tensor<8x32x66x66xf32>, %w: tensor<64x32x3x3xf32>, %b: tensor<64xf32>, %g: tensor<64xf32>, %beta: tensor<64xf32>, %lg: tensor<64xf32>, %lb: tensor<64xf32>) -> tensor<8x64x64x64xf32> {
  %0 = cuagent.conv %x, %w, %b {stride = array<i64: 1, 1>, padding = array<i64: 0, 0>, dilation = array<i64: 1, 1>, output_padding = array<i64: 0, 0>} : tensor<8x32x66x66xf32>, tensor<64x32x3x3xf32>, tensor<64xf32> -> tensor<8x64x64x64xf32>
  %1 = cuagent.group_norm %0 affine(%g, %beta : tensor<64xf32>, tensor<64xf32>) {num_groups = 8 : i64} : tensor<8x64x64x64xf32> -> tensor<8x64x64x64xf32>
  %2 = cuagent.layer_norm %1 affine(%lg, %lb : tensor<64xf32>, tensor<64xf32>) : tensor<8x64x64x64xf32> -> tensor<8x64x64x64xf32>
  return %2 : tensor<8x64x64x64xf32>
}

// 12 channels: the layer norm's block cannot stage 8 channels dividing
// them, so y goes back for the statistics kernel too.
// CHECK-LABEL: // function @split$unstaged
// CHECK: layout transpose cl_y, [2, 1024, 12] -> [2, 12, 1024]
// CHECK: // kernel 1: group-norm-stats of 8 rows of 3072 (4 groups of 3 channels x 1024)
// CHECK: // kernel 2: row-layer-norm over 768 rows of 32 (row cached in registers)
// CHECK-NOT: staged
func.func @split$unstaged(%x: tensor<2x16x34x34xf32>, %w: tensor<12x16x3x3xf32>, %b: tensor<12xf32>) -> tensor<2x12x32x32xf32> {
  %0 = cuagent.conv %x, %w, %b {stride = array<i64: 1, 1>, padding = array<i64: 0, 0>, dilation = array<i64: 1, 1>, output_padding = array<i64: 0, 0>} : tensor<2x16x34x34xf32>, tensor<12x16x3x3xf32>, tensor<12xf32> -> tensor<2x12x32x32xf32>
  %1 = cuagent.group_norm %0 {num_groups = 4 : i64} : tensor<2x12x32x32xf32> -> tensor<2x12x32x32xf32>
  %2 = cuagent.layer_norm %1 : tensor<2x12x32x32xf32> -> tensor<2x12x32x32xf32>
  return %2 : tensor<2x12x32x32xf32>
}
