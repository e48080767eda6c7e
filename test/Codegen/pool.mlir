// The window template (lib/Codegen/PoolTemplate.cpp): one thread per output,
// the prologue per loaded element, the epilogue per output, a pass of its own
// for prologue values used outside, and each kind's window arithmetic.
// RUN: cuagent-translate --block 128 --vector 2 --plan %s | FileCheck %s
// RUN: cuagent-translate --block 256 --vector 1 %s | FileCheck %s --check-prefix=ONE
// RUN: cuagent-translate --block 128 --vector 1 --conv-bias-fused=false %s | FileCheck %s --check-prefix=BIAS

// relu -> max_pool2d(3, 2, 1) -> sigmoid: one kernel, -inf start, NaN wins,
// out-of-input positions skipped (the -inf padding).
// CHECK-LABEL: // function @max$relu_sigmoid
// CHECK: // kernel 0: window-max-pool 2x4x9x9 -> 2x4x5x5, 2 output(s) per thread
// CHECK: extern "C" __global__ void __launch_bounds__(128) cuagent_k0(const float *__restrict__ in0, float *__restrict__ out0) {
// CHECK-NOT: i < 648LL
// CHECK: for (int u = 0; u < 2; ++u) {
// Every index fits an int: the decode and the window arithmetic are 32-bit.
// CHECK-NEXT: const int o = (int)((blockIdx.x * 2 + u) * 128 + threadIdx.x);
// CHECK-NEXT: if (o >= 200) return;
// CHECK: const int wo1 = rest % 5;
// CHECK: const int wo0 = rest % 5;
// CHECK: const int planeBase = rest * 81;
// CHECK-NEXT: float acc = (-__int_as_float(0x7f800000));
// CHECK-NEXT: const int ws0 = wo0 * 2 - 1;
// CHECK: for (int wk0 = 0; wk0 < 3; ++wk0) {
// CHECK-NEXT: const int wp0 = ws0 + (int)wk0 * 1;
// CHECK-NEXT: if (wp0 < 0 || wp0 >= 9) continue;
// CHECK: const long long i = planeBase + (wp0) * 9 + wp1;
// CHECK-NEXT: const float [[X:x[0-9]+]] = in0[i];
// CHECK-NEXT: const float [[R:v[0-9]+]] = ([[X]] < 0.f ? 0.f : [[X]]);
// CHECK-NEXT: acc = ([[R]] > acc || [[R]] != [[R]]) ? [[R]] : acc;
// CHECK: const long long i = o;
// CHECK-NEXT: const float [[P:v[0-9]+]] = result;
// CHECK-NEXT: const float [[S:v[0-9]+]] = 1.f / (1.f + expf(-[[P]]));
// CHECK-NEXT: out0[i] = [[S]];
// 200 outputs, 2 per thread of 128: one block.
// CHECK: "grid": [
// CHECK-NEXT: 1,
func.func @max$relu_sigmoid(%x: tensor<2x4x9x9xf32>) -> tensor<2x4x5x5xf32> {
  %0 = cuagent.relu %x : tensor<2x4x9x9xf32>
  %1 = cuagent.max_pool %0 {kernel_size = array<i64: 3, 3>, stride = array<i64: 2, 2>, padding = array<i64: 1, 1>, dilation = array<i64: 1, 1>} : tensor<2x4x9x9xf32> -> tensor<2x4x5x5xf32>
  %2 = cuagent.sigmoid %1 : tensor<2x4x5x5xf32>
  return %2 : tensor<2x4x5x5xf32>
}

// Dilation 2 in 1-D: positions ws + k * 2.
// ONE-LABEL: // function @max$dilated_1d
// ONE: // kernel 0: window-max-pool 1x2x16 -> 1x2x7, 1 output(s) per thread
// ceil_mode's last window reaches past the input: positions are checked.
// ONE: const int ws0 = wo0 * 2 - 0;
// ONE-NEXT: #pragma unroll
// ONE-NEXT: for (int wk0 = 0; wk0 < 3; ++wk0) {
// ONE-NEXT: const int wp0 = ws0 + (int)wk0 * 2;
// ONE-NEXT: if (wp0 < 0 || wp0 >= 16) continue;
// ONE: const long long i = planeBase + wp0;
func.func @max$dilated_1d(%x: tensor<1x2x16xf32>) -> tensor<1x2x7xf32> {
  %0 = cuagent.max_pool %x {kernel_size = array<i64: 3>, stride = array<i64: 2>, padding = array<i64: 0>, dilation = array<i64: 2>, ceil_mode = true} : tensor<1x2x16xf32> -> tensor<1x2x7xf32>
  return %0 : tensor<1x2x7xf32>
}

// The relu is also returned: a grid-stride pass over the 648 inputs stores
// it (stride 3 > kernel 2 leaves inputs no window reads), then the windows
// recompute it without stores. Padding not counted: divide by `inside`.
// CHECK-LABEL: // function @avg$side_output
// CHECK: // kernel 0: window-avg-pool 2x4x9x9 -> 2x4x4x4
// CHECK: for (long long i = (long long)blockIdx.x * 128 + threadIdx.x; i < 648LL; i += (long long)gridDim.x * 128) {
// CHECK-NEXT: const float [[X:x[0-9]+]] = cuagent_f16_to_f32(in0[i]);
// CHECK-NEXT: const float [[R:v[0-9]+]] = ([[X]] < 0.f ? 0.f : [[X]]);
// CHECK-NEXT: out0[i] = cuagent_f32_to_f16([[R]]);
// CHECK-NEXT: }
// CHECK: long long ws0 = wo0 * 3LL - 1LL;
// CHECK-NEXT: long long we0 = min(ws0 + 2LL, 10LL);
// CHECK-NEXT: poolSize *= we0 - ws0;
// CHECK-NEXT: ws0 = max(ws0, 0LL);
// CHECK-NEXT: we0 = min(we0, 9LL);
// CHECK-NEXT: inside *= we0 > ws0 ? we0 - ws0 : 0LL;
// The clipped window walked by constant, unrolled loops that stop at its end.
// CHECK: for (int wk0 = 0; wk0 < 2; ++wk0) {
// CHECK-NEXT: const long long wp0 = ws0 + wk0;
// CHECK-NEXT: if (wp0 >= we0) break;
// CHECK: for (int wk1 = 0; wk1 < 2; ++wk1) {
// CHECK: const float [[X2:x[0-9]+]] = cuagent_f16_to_f32(in0[i]);
// CHECK-NOT: out0
// CHECK: acc += v{{[0-9]+}};
// CHECK: const float result = inside == 0 ? 0.f : acc / (float)inside;
// CHECK: out1[i] = cuagent_f32_to_f16(v{{[0-9]+}});
func.func @avg$side_output(%x: tensor<2x4x9x9xf16>) -> (tensor<2x4x9x9xf16>, tensor<2x4x4x4xf16>) {
  %0 = cuagent.relu %x : tensor<2x4x9x9xf16>
  %1 = cuagent.avg_pool %0 {kernel_size = array<i64: 2, 2>, stride = array<i64: 3, 3>, padding = array<i64: 1, 1>, count_include_pad = false} : tensor<2x4x9x9xf16> -> tensor<2x4x4x4xf16>
  return %0, %1 : tensor<2x4x9x9xf16>, tensor<2x4x4x4xf16>
}

// count_include_pad divides by the window clipped to the padded input;
// divisor_override by itself.
// ONE-LABEL: // function @avg$divisors
// ONE: acc / (float)poolSize;
// ONE: acc / (float)-3;
func.func @avg$divisors(%x: tensor<1x2x8x8xf32>) -> (tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) {
  %0 = cuagent.avg_pool %x {kernel_size = array<i64: 3, 3>, stride = array<i64: 2, 2>, padding = array<i64: 1, 1>} : tensor<1x2x8x8xf32> -> tensor<1x2x4x4xf32>
  %1 = cuagent.avg_pool %x {kernel_size = array<i64: 2, 2>, stride = array<i64: 2, 2>, padding = array<i64: 0, 0>, divisor_override = -3 : i64} : tensor<1x2x8x8xf32> -> tensor<1x2x4x4xf32>
  return %0, %1 : tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>
}

// Adaptive windows [floor(o * in / out), ceil((o + 1) * in / out)) per dim;
// the average divides by each dim's length in turn (PyTorch's sum / kT / kH / kW).
// CHECK-LABEL: // function @adaptive$avg3d_bf16
// CHECK: // kernel 0: window-adaptive-avg-pool 2x4x7x9x5 -> 2x4x3x4x2
// CHECK: const long long ws0 = (wo0 * 7LL) / 3LL;
// CHECK-NEXT: const long long we0 = ((wo0 + 1) * 7LL + 2LL) / 3LL;
// A window spans at most ceil(7 / 3) + 1 = 4 positions: constant loops.
// CHECK: for (int wk0 = 0; wk0 < 4; ++wk0) {
// CHECK: const long long i = planeBase + ((wp0) * 9 + wp1) * 5 + wp2;
// CHECK-NEXT: const float [[X:x[0-9]+]] = cuagent_bf16_to_f32(in0[i]);
// CHECK-NEXT: acc += [[X]];
// CHECK: const float result = acc / (float)(we0 - ws0) / (float)(we1 - ws1) / (float)(we2 - ws2);
func.func @adaptive$avg3d_bf16(%x: tensor<2x4x7x9x5xbf16>) -> tensor<2x4x3x4x2xbf16> {
  %0 = cuagent.adaptive_avg_pool %x : tensor<2x4x7x9x5xbf16> -> tensor<2x4x3x4x2xbf16>
  return %0 : tensor<2x4x3x4x2xbf16>
}

// ONE-LABEL: // function @adaptive$max
// ONE: // kernel 0: window-adaptive-max-pool 2x4x7x7 -> 2x4x3x3
// ONE: float acc = (-__int_as_float(0x7f800000));
// ONE: acc = ([[X:x[0-9]+]] > acc || [[X]] != [[X]]) ? [[X]] : acc;
// ONE: const float result = acc;
func.func @adaptive$max(%x: tensor<2x4x7x7xf32>) -> tensor<2x4x3x3xf32> {
  %0 = cuagent.adaptive_max_pool %x : tensor<2x4x7x7xf32> -> tensor<2x4x3x3xf32>
  return %0 : tensor<2x4x3x3xf32>
}

// An elementwise op on the pooled result's shape that also reads an outside
// value (a per-channel bias) is fused into the epilogue.
// CHECK-LABEL: // function @max$bias_epilogue
// CHECK: kernel 0: window-max-pool
// CHECK-NOT: kernel 1
// CHECK: const float [[B:x[0-9]+]] = in1[(((i / 4LL) % 4LL))];
// CHECK-NEXT: const float [[A:v[0-9]+]] = v{{[0-9]+}} + [[B]];
// CHECK-NEXT: out0[i] = [[A]];
func.func @max$bias_epilogue(%x: tensor<2x4x4x4xf32>, %b: tensor<4x1x1xf32>) -> tensor<2x4x2x2xf32> {
  %0 = cuagent.max_pool %x {kernel_size = array<i64: 2, 2>, stride = array<i64: 2, 2>, padding = array<i64: 0, 0>, dilation = array<i64: 1, 1>} : tensor<2x4x4x4xf32> -> tensor<2x4x2x2xf32>
  %1 = cuagent.add %0, %b : tensor<2x4x2x2xf32>, tensor<4x1x1xf32> -> tensor<2x4x2x2xf32>
  return %1 : tensor<2x4x2x2xf32>
}

// conv -> relu -> max_pool: the cuDNN step, then one window kernel; with the
// bias left to the NVRTC kernels, the window adds it to each loaded element
// (the conv output read as vectors of the window rows, the bias by channel).
// BIAS-LABEL: // function @conv$relu_max
// BIAS: // kernel 1: window-max-pool 1x4x6x6 -> 1x4x3x3, 1 output(s) per thread
// BIAS: const float [[X:x[0-9]+]] = ([[L:L[0-9]+]].v[v] + in1[((i / 36LL) % 4LL)]);
// BIAS-NEXT: const float [[R:v[0-9]+]] = ([[X]] < 0.f ? 0.f : [[X]]);
// BIAS-NEXT: acc = ([[R]] > acc || [[R]] != [[R]]) ? [[R]] : acc;
func.func @conv$relu_max(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x4x3x3xf32> {
  %0 = cuagent.conv %x, %w, %b {stride = array<i64: 1, 1>, padding = array<i64: 0, 0>, dilation = array<i64: 1, 1>, output_padding = array<i64: 0, 0>} : tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>, tensor<4xf32> -> tensor<1x4x6x6xf32>
  %1 = cuagent.relu %0 : tensor<1x4x6x6xf32>
  %2 = cuagent.max_pool %1 {kernel_size = array<i64: 2, 2>, stride = array<i64: 2, 2>, padding = array<i64: 0, 0>, dilation = array<i64: 1, 1>} : tensor<1x4x6x6xf32> -> tensor<1x4x3x3xf32>
  return %2 : tensor<1x4x3x3xf32>
}

// A long window is not unrolled.
// ONE-LABEL: // function @max$long_window
// ONE: for (int u = 0; u < 1; ++u) {
// ONE-NOT: #pragma unroll
// ONE: for (int wk0 = 0; wk0 < 100; ++wk0) {
func.func @max$long_window(%x: tensor<1x2x300xf32>) -> tensor<1x2x3xf32> {
  %0 = cuagent.max_pool %x {kernel_size = array<i64: 100>, stride = array<i64: 100>, padding = array<i64: 0>, dilation = array<i64: 1>} : tensor<1x2x300xf32> -> tensor<1x2x3xf32>
  return %0 : tensor<1x2x3xf32>
}

// Dense windows (no padding, none past the input): constant trip counts, no
// bounds checks, a constant divisor; 2 x 4 x 8 x 4 outputs tile the grid of
// 256 x 1, so no guard either. The windows tile the rows (stride = kernel =
// 2): each window row is one vector of 2, summed in order.
// ONE-LABEL: // function @avg$dense
// ONE: // kernel 0: window-avg-pool 2x4x16x8 -> 2x4x8x4, 1 output(s) per thread
// ONE: const int o = (int)((blockIdx.x * 1 + u) * 256 + threadIdx.x);
// ONE-NEXT: int rest = o;
// ONE: float acc = 0.f;
// ONE-NEXT: const int ws0 = wo0 * 2 - 0;
// ONE-NEXT: #pragma unroll
// ONE-NEXT: for (int wk0 = 0; wk0 < 2; ++wk0) {
// ONE-NEXT: const int wp0 = ws0 + (int)wk0 * 1;
// ONE-NEXT: const long long rowStart = planeBase + (wp0) * 8 + wo1 * 2;
// ONE-NEXT: const CuagentVec<float, 2> [[L:L[0-9]+]] = *reinterpret_cast<const CuagentVec<float, 2> *>(in0 + rowStart);
// ONE: for (int v = 0; v < 2; ++v) {
// ONE-NEXT: const long long i = rowStart + v;
// ONE-NEXT: const float [[X:x[0-9]+]] = [[L]].v[v];
// ONE-NEXT: acc += [[X]];
// ONE-NOT: continue
// ONE: const float result = acc / (float)4;
func.func @avg$dense(%x: tensor<2x4x16x8xf32>) -> tensor<2x4x8x4xf32> {
  %0 = cuagent.avg_pool %x {kernel_size = array<i64: 2, 2>, stride = array<i64: 2, 2>, padding = array<i64: 0, 0>} : tensor<2x4x16x8xf32> -> tensor<2x4x8x4xf32>
  return %0 : tensor<2x4x8x4xf32>
}

// 2^32 input elements: indices past an int stay 64-bit.
// ONE-LABEL: // function @max$wide
// ONE: const long long o = ((long long)blockIdx.x * 1 + u) * 256 + threadIdx.x;
// ONE: const long long wo1 = rest % 32768LL;
// ONE: const long long planeBase = rest * 4294967296LL;
// ONE: const long long rowStart = planeBase + (wp0) * 65536LL + wo1 * 2LL;
func.func @max$wide(%x: tensor<1x1x65536x65536xf32>) -> tensor<1x1x32768x32768xf32> {
  %0 = cuagent.max_pool %x {kernel_size = array<i64: 2, 2>, stride = array<i64: 2, 2>, padding = array<i64: 0, 0>, dilation = array<i64: 1, 1>} : tensor<1x1x65536x65536xf32> -> tensor<1x1x32768x32768xf32>
  return %0 : tensor<1x1x32768x32768xf32>
}

// Dense but overlapping (3 over stride 2, 17 = 2 * 7 + 3): element by
// element, no bounds checks.
// ONE-LABEL: // function @max$dense_overlap
// ONE: const int wp1 = ws1 + (int)wk1 * 1;
// ONE-NOT: continue
// ONE: const long long i = planeBase + (wp0) * 17 + wp1;
func.func @max$dense_overlap(%x: tensor<1x2x17x17xf32>) -> tensor<1x2x8x8xf32> {
  %0 = cuagent.max_pool %x {kernel_size = array<i64: 3, 3>, stride = array<i64: 2, 2>, padding = array<i64: 0, 0>, dilation = array<i64: 1, 1>} : tensor<1x2x17x17xf32> -> tensor<1x2x8x8xf32>
  return %0 : tensor<1x2x8x8xf32>
}

// An adaptive window longer than 16 (100 over 3: up to 35) keeps a loop over
// its bounds.
// ONE-LABEL: // function @adaptive$long_window
// ONE: for (long long wp0 = ws0; wp0 < we0; ++wp0) {
func.func @adaptive$long_window(%x: tensor<1x2x100xf32>) -> tensor<1x2x3xf32> {
  %0 = cuagent.adaptive_avg_pool %x : tensor<1x2x100xf32> -> tensor<1x2x3xf32>
  return %0 : tensor<1x2x3xf32>
}
