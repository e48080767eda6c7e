// RUN: cuagent-translate --block 256 --vector 4 %s | FileCheck %s

// The twenty-sixth session's rows, each PyTorch's CUDA formula in float:
// relu6 keeps NaN, sign is 0 for NaN, remainder adds the divisor where the
// signs differ, xlogy is 0 where x is 0 unless y is NaN, lerp's form is
// chosen by |weight| (at compile time for a scalar weight).
// CHECK-LABEL: // function @rows$chain
// CHECK: const float v1 = (x0 != x0 ? x0 : fminf(fmaxf(x0, 0.f), 6.f));
// CHECK: const float v2 = (fminf(0.f, v1) - log1pf(expf(-fabsf(v1))));
// CHECK: const float v3 = ((v2 >= -((float)0x1p-2) && v2 <= ((float)0x1p-2)) ? 0.f : v2);
// CHECK: const float v4 = (v3 > ((float)0x1p-1) ? v3 - ((float)0x1p-1) : (v3 < -((float)0x1p-1) ? v3 + ((float)0x1p-1) : v3 * 0.f));
// CHECK: const float v5 = (v4 > 0.f ? v4 : expm1f(v4 * (1.f / ((float)0x1p-1))) * ((float)0x1p-1));
// CHECK: const float v6 = ((float)((0.f < v5) - (v5 < 0.f)));
// CHECK: const float v7 = (v6 != v6 ? v6 : fmaxf(v6, ((float)-0x1p-1)));
// CHECK: const float v8 = ((fmodf(v7, ((float)-0x1.8p+0)) != 0.f && ((((float)-0x1.8p+0) < 0.f) != (fmodf(v7, ((float)-0x1.8p+0)) < 0.f))) ? fmodf(v7, ((float)-0x1.8p+0)) + ((float)-0x1.8p+0) : fmodf(v7, ((float)-0x1.8p+0)));
// CHECK: const float v10 = ((fmodf(v8, x9) != 0.f && ((x9 < 0.f) != (fmodf(v8, x9) < 0.f))) ? fmodf(v8, x9) + x9 : fmodf(v8, x9));
// CHECK: const float v12 = (x11 != x11 ? x11 : (v10 == 0.f ? 0.f : v10 * logf(x11)));
// CHECK: const float v13 = (fabsf(((float)0x1.8p-1)) < 0.5f ? v12 + ((float)0x1.8p-1) * (x11 - v12) : x11 - (x11 - v12) * (1.f - ((float)0x1.8p-1)));
// CHECK: const float v14 = (v13 + ((float)0x1p-1) * (x11 * x9));
// CHECK: const float v15 = (fabsf(x9) < 0.5f ? v14 + x9 * (x11 - v14) : x11 - (x11 - v14) * (1.f - x9));
func.func @rows$chain(%x: tensor<8x1024xf32>, %b: tensor<1024xf32>, %y: tensor<8x1024xf32>) -> tensor<8x1024xf32> {
  %0 = cuagent.relu6 %x : tensor<8x1024xf32>
  %1 = cuagent.log_sigmoid %0 : tensor<8x1024xf32>
  %2 = cuagent.hardshrink %1 {lambd = 0.25 : f64} : tensor<8x1024xf32>
  %3 = cuagent.softshrink %2 : tensor<8x1024xf32>
  %4 = cuagent.celu %3 {alpha = 0.5 : f64} : tensor<8x1024xf32>
  %5 = cuagent.sign %4 : tensor<8x1024xf32>
  %6 = cuagent.clamp_min %5 {scalar = -0.5 : f64} : tensor<8x1024xf32>
  %7 = cuagent.remainder_s %6 {scalar = -1.5 : f64} : tensor<8x1024xf32>
  %8 = cuagent.remainder %7, %b : tensor<8x1024xf32>, tensor<1024xf32> -> tensor<8x1024xf32>
  %9 = cuagent.xlogy %8, %y : tensor<8x1024xf32>, tensor<8x1024xf32> -> tensor<8x1024xf32>
  %10 = cuagent.lerp_s %9, %y {scalar = 0.75 : f64} : tensor<8x1024xf32>, tensor<8x1024xf32> -> tensor<8x1024xf32>
  %11 = cuagent.addcmul %10, %y, %b {value = 0.5 : f64} : tensor<8x1024xf32>, tensor<8x1024xf32>, tensor<1024xf32> -> tensor<8x1024xf32>
  %12 = cuagent.lerp %11, %y, %b : tensor<8x1024xf32>, tensor<8x1024xf32>, tensor<1024xf32> -> tensor<8x1024xf32>
  return %12 : tensor<8x1024xf32>
}

// rsub: other - alpha * self, alpha never folded into the scalar; pow of two
// tensors is powf.
// CHECK-LABEL: // function @rsub$pow
// CHECK: const float v1 = (((float)0x1p+0) - ((float)0x1p+1) * x0);
// CHECK: const float v3 = (x2 - ((float)0x1p-1) * v1);
// CHECK: const float v4 = powf(v3, x0);
func.func @rsub$pow(%x: tensor<8x1024xf32>, %b: tensor<1024xf32>) -> tensor<8x1024xf32> {
  %0 = cuagent.rsub_s %x {scalar = 1.0 : f64, alpha = 2.0 : f64} : tensor<8x1024xf32>
  %1 = cuagent.rsub %0, %b {alpha = 0.5 : f64} : tensor<8x1024xf32>, tensor<1024xf32> -> tensor<8x1024xf32>
  %2 = cuagent.pow_t %1, %x : tensor<8x1024xf32>, tensor<8x1024xf32> -> tensor<8x1024xf32>
  return %2 : tensor<8x1024xf32>
}

// tril and triu select by j - i of the element's matrix (the last two dims)
// against the diagonal; a broadcast operand reads by the frame's index.
// CHECK-LABEL: // function @triangles
// CHECK: const float v1 = (((i) % 1024LL) - (((i) / 1024LL) % 8LL) <= -1LL ? x0 : 0.f);
// CHECK: const float v2 = (((i) % 1024LL) - (((i) / 1024LL) % 8LL) >= 2LL ? v1 : 0.f);
func.func @triangles(%x: tensor<4x8x1024xf32>) -> tensor<4x8x1024xf32> {
  %0 = cuagent.tril %x {diagonal = -1 : i64} : tensor<4x8x1024xf32>
  %1 = cuagent.triu %0 {diagonal = 2 : i64} : tensor<4x8x1024xf32>
  return %1 : tensor<4x8x1024xf32>
}

// The thirty-first session's rows: floor division (by a tensor, a scalar,
// or div's "floor" mode) calls the prelude's cuagent_div_floor, ATen's
// div_floor_floating; "trunc" is truncf of the quotient; rrelu's slope is
// the mean of its bounds; heaviside reads the values only at 0.
// CHECK-LABEL: // function @ops31$rows
// CHECK: static __device__ __forceinline__ float cuagent_div_floor(float a, float b) {
// CHECK: const float v2 = cuagent_div_floor(x0, x1);
// CHECK: const float v3 = cuagent_div_floor(v2, ((float)0x1.999999999999ap-4));
// CHECK: const float v4 = cuagent_div_floor(v3, x1);
// CHECK: const float v5 = truncf(v4 / ((float)0x1.6666666666666p-1));
// CHECK: const float v6 = truncf(v5 / x1);
// CHECK: const float v7 = (v6 > 0.f ? v6 : v6 * ((((float)0x1.999999999999ap-4) + ((float)0x1.999999999999ap-3)) * 0.5f));
// CHECK: const float v8 = (v7 == 0.f ? x1 : (v7 > 0.f ? 1.f : 0.f));
func.func @ops31$rows(%x: tensor<8x1024xf32>, %b: tensor<1024xf32>) -> tensor<8x1024xf32> {
  %0 = cuagent.floor_divide %x, %b : tensor<8x1024xf32>, tensor<1024xf32> -> tensor<8x1024xf32>
  %1 = cuagent.floor_divide_s %0 {scalar = 0.1 : f64} : tensor<8x1024xf32>
  %2 = cuagent.div_mode %1, %b {rounding_mode = "floor"} : tensor<8x1024xf32>, tensor<1024xf32> -> tensor<8x1024xf32>
  %3 = cuagent.div_mode_s %2 {scalar = 0.7 : f64} : tensor<8x1024xf32>
  %4 = cuagent.div_mode %3, %b {rounding_mode = "trunc"} : tensor<8x1024xf32>, tensor<1024xf32> -> tensor<8x1024xf32>
  %5 = cuagent.rrelu %4 {lower = 0.1 : f64, upper = 0.2 : f64} : tensor<8x1024xf32>
  %6 = cuagent.heaviside %5, %b : tensor<8x1024xf32>, tensor<1024xf32> -> tensor<8x1024xf32>
  return %6 : tensor<8x1024xf32>
}
