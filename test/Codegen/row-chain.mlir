// RUN: cuagent-translate --block 256 --vector 4 --plan %s | FileCheck %s
// RUN: cuagent-translate --block 128 --vector 1 --warp-per-row %s | FileCheck %s --check-prefix=WARP

// Two row ops over the same rows in one kernel (decision 129): the first
// layer norm's last pass computes gelu, refills the register cache with the
// second norm's input and sums it; the second stage, in a scope of its own,
// starts from that sum and ends in the epilogue and the store.
// CHECK-LABEL: // function @chain$layer_norm_gelu_layer_norm
// CHECK: // kernel 0: row-layer-norm+layer-norm over 4096 rows of 512 (row cached in registers)
// CHECK: __launch_bounds__(128)
// CHECK: acc = cuagent_reduce_sum<128>(acc, scratch);
// CHECK-NEXT: float next = 0.f;
// CHECK: const float [[Y:v[0-9]+]] = ((xc - mean) * rstd) * in1[c0 + v] + in2[c0 + v];
// CHECK-NEXT: const float [[Z:v[0-9]+]] = 0.5f * [[Y]] * (1.f + erff(
// CHECK-NEXT: cache[k * 4 + v] = [[Z]];
// CHECK-NEXT: next += [[Z]];
// CHECK-NOT: out0[
// CHECK: {
// CHECK-NEXT: float acc = cuagent_reduce_sum<128>(next, scratch);
// CHECK-NEXT: const float mean = acc / ((float)0x1p+9);
// CHECK: sq = cuagent_reduce_sum<128>(sq, scratch);
// CHECK: const float [[R:v[0-9]+]] = (xc - mean) * rstd;
// CHECK-NEXT: const float [[O:v[0-9]+]] = ([[R]] < 0.f ? 0.f : [[R]]);
// CHECK-NEXT: S0.v[v] = [[O]];
// CHECK: "grid": [
// CHECK-NEXT: 4096,
// WARP-LABEL: // function @chain$layer_norm_gelu_layer_norm
// WARP: row-layer-norm+layer-norm over 4096 rows of 512 (row cached in registers)
// WARP: float cache[16];
// WARP: float acc = cuagent_reduce_sum<32>(next, scratch);
func.func @chain$layer_norm_gelu_layer_norm(%x: tensor<4096x512xf32>, %w: tensor<512xf32>, %b: tensor<512xf32>) -> tensor<4096x512xf32> {
  %0 = cuagent.mul_s %x, 3.0 : tensor<4096x512xf32>
  %1 = cuagent.layer_norm %0 affine(%w, %b : tensor<512xf32>, tensor<512xf32>) : tensor<4096x512xf32> -> tensor<4096x512xf32>
  %2 = cuagent.gelu %1 : tensor<4096x512xf32>
  %3 = cuagent.layer_norm %2 : tensor<4096x512xf32> -> tensor<4096x512xf32>
  %4 = cuagent.relu %3 : tensor<4096x512xf32>
  return %4 : tensor<4096x512xf32>
}

// A softmax second takes the max first: `next` starts at -inf and the
// second stage reduces it with the max. The first norm's result also
// leaves the kernel: the handoff pass stores it.
// CHECK-LABEL: // function @chain$rms_norm_softmax
// CHECK: // kernel 0: row-rms-norm+softmax over 256 rows of 1024 (row cached in registers)
// CHECK: acc += [[X:x[0-9]+]] * [[X]];
// CHECK: float next = (-__int_as_float(0x7f800000));
// CHECK: const float [[N:v[0-9]+]] = xc * rstd;
// CHECK-NEXT: S0.v[v] = [[N]];
// CHECK-NEXT: cache[k * 4 + v] = [[N]];
// CHECK-NEXT: next = cuagent_nanmax(next, [[N]]);
// CHECK: *reinterpret_cast<CuagentVec<float, 4> *>(out0 + rowBase + c0) = S0;
// CHECK: float acc = cuagent_reduce_max<256>(next, scratch);
// CHECK: S1.v[v] =
// CHECK: *reinterpret_cast<CuagentVec<float, 4> *>(out1 + rowBase + c0) = S1;
func.func @chain$rms_norm_softmax(%x: tensor<256x1024xf32>) -> (tensor<256x1024xf32>, tensor<256x1024xf32>) {
  %0 = cuagent.rms_norm %x : tensor<256x1024xf32> -> tensor<256x1024xf32>
  %1 = cuagent.softmax %0 : tensor<256x1024xf32>
  return %1, %0 : tensor<256x1024xf32>, tensor<256x1024xf32>
}

// An rms_norm second sums squares in the handoff.
// CHECK-LABEL: // function @chain$log_softmax_rms_norm
// CHECK: // kernel 0: row-log-softmax+rms-norm over 64 rows of 1024 (row cached in registers)
// CHECK: next += [[L:v[0-9]+]] * [[L]];
// CHECK: float acc = cuagent_reduce_sum<256>(next, scratch);
// CHECK: = xc * rstd;
func.func @chain$log_softmax_rms_norm(%x: tensor<64x1024xf32>) -> tensor<64x1024xf32> {
  %0 = cuagent.log_softmax %x : tensor<64x1024xf32>
  %1 = cuagent.rms_norm %0 : tensor<64x1024xf32> -> tensor<64x1024xf32>
  return %1 : tensor<64x1024xf32>
}

// A reducing second (decision 131): the handoff folds the sum as it goes,
// and the second stage is that block reduction and the per-row epilogue,
// stored by lane 0.
// CHECK-LABEL: // function @chain$softmax_sum
// CHECK: // kernel 0: row-softmax+sum over 1024 rows of 512 (row cached in registers)
// CHECK: float next = 0.f;
// CHECK: const float [[P:v[0-9]+]] = xc * inverseSum;
// CHECK-NEXT: const float [[Q:v[0-9]+]] = [[P]] * ((float)0x1.8p+1);
// CHECK: next += [[Q]];
// CHECK: float acc = cuagent_reduce_sum<128>(next, scratch);
// CHECK-NEXT: if (lane == 0 && row < 1024LL) {
// CHECK: const float [[S:v[0-9]+]] = acc;
// CHECK-NEXT: const float [[R:v[0-9]+]] = sqrtf([[S]]);
// CHECK-NEXT: out0[i] = [[R]];
func.func @chain$softmax_sum(%x: tensor<1024x512xf32>) -> tensor<1024xf32> {
  %0 = cuagent.softmax %x : tensor<1024x512xf32>
  %1 = cuagent.mul_s %0, 3.0 : tensor<1024x512xf32>
  %2 = cuagent.sum %1 {dims = array<i64: 1>, keepdim = false} : tensor<1024x512xf32> -> tensor<1024xf32>
  %3 = cuagent.sqrt %2 : tensor<1024xf32>
  return %3 : tensor<1024xf32>
}

// A logsumexp second takes the max in the handoff, then sums the
// exponentials over the refilled cache; a mean divides the handed-off sum.
// CHECK-LABEL: // function @chain$layer_norm_logsumexp
// CHECK: // kernel 0: row-layer-norm+logsumexp over 2048 rows of 1024 (row cached in registers)
// CHECK: cache[k * 4 + v] = [[N:v[0-9]+]];
// CHECK-NEXT: next = cuagent_nanmax(next, [[N]]);
// CHECK: float acc = cuagent_reduce_max<256>(next, scratch);
// CHECK: const float xc = cache[k * 4 + v];
// CHECK-NEXT: sum += expf(xc - shift);
// CHECK: const float [[L:v[0-9]+]] = logf(sum) + shift;
// CHECK-NEXT: out0[i] = [[L]];
// CHECK-LABEL: // function @chain$rms_norm_mean
// CHECK: // kernel 0: row-rms-norm+mean over 256 rows of 768 (row cached in registers)
// CHECK: float acc = cuagent_reduce_sum<256>(next, scratch);
// CHECK: = acc / ((float)0x1.8p+9);
func.func @chain$layer_norm_logsumexp(%x: tensor<2048x1024xf32>) -> tensor<2048x1xf32> {
  %0 = cuagent.layer_norm %x : tensor<2048x1024xf32> -> tensor<2048x1024xf32>
  %1 = cuagent.logsumexp %0 {dims = array<i64: 1>, keepdim = true} : tensor<2048x1024xf32> -> tensor<2048x1xf32>
  return %1 : tensor<2048x1xf32>
}
func.func @chain$rms_norm_mean(%x: tensor<256x768xf32>) -> tensor<256xf32> {
  %0 = cuagent.rms_norm %x : tensor<256x768xf32> -> tensor<256x768xf32>
  %1 = cuagent.mean %0 {dims = array<i64: 1>, keepdim = false} : tensor<256x768xf32> -> tensor<256xf32>
  return %1 : tensor<256xf32>
}
