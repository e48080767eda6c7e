// RUN: cuagent-translate --block 256 --vector 4 %s | FileCheck %s
// RUN: cuagent-translate --block 128 --vector 1 %s | FileCheck %s --check-prefix=SCALAR

// One kernel, vectorized 16-byte loads of the full-shape input and of the
// bias row (one modulo a chunk: its 4 elements are consecutive in the row),
// exact scalar literals, NaN-preserving relu; the scalar tail reads the row
// with a modulo per element.
// CHECK-LABEL: // function @elementwise$chain_with_bias
// CHECK: extern "C" __global__ void __launch_bounds__(256) cuagent_k0(const float *__restrict__ in0, const float *__restrict__ in1, float *__restrict__ out0)
// CHECK: const long long n = 32768LL;
// CHECK: CuagentVec<float, 4> L0 = *reinterpret_cast<const CuagentVec<float, 4> *>(in0 + base);
// CHECK: CuagentVec<float, 4> L1 = *reinterpret_cast<const CuagentVec<float, 4> *>(in1 + (base % 4096LL));
// CHECK: x0 * ((float)0x1p+1)
// CHECK: = L1.v[v];
// CHECK: (v{{[0-9]+}} < 0.f ? 0.f : v{{[0-9]+}})
// CHECK: tanhf(
// CHECK: S0.v[v] =
// CHECK: *reinterpret_cast<CuagentVec<float, 4> *>(out0 + base) = S0;
// CHECK: in1[(i % 4096LL)]
// SCALAR-NOT: CuagentVec<float, 4> L0
// SCALAR: for (long long i = tid; i < n; i += stride)
func.func @elementwise$chain_with_bias(%x: tensor<8x4096xf32>, %b: tensor<4096xf32>) -> tensor<8x4096xf32> {
  %0 = cuagent.mul_s %x, 2.0 : tensor<8x4096xf32>
  %1 = cuagent.add %0, %b : tensor<8x4096xf32>, tensor<4096xf32> -> tensor<8x4096xf32>
  %2 = cuagent.relu %1 : tensor<8x4096xf32>
  %3 = cuagent.tanh %2 : tensor<8x4096xf32>
  return %3 : tensor<8x4096xf32>
}

// Half precision: 8 elements per 16-byte vector, conversions through float.
// CHECK-LABEL: // function @elementwise$f16
// CHECK: const cuagent_f16 *__restrict__ in0
// CHECK: cuagent_f16_to_f32(L0.v[v])
// CHECK: cuagent_f32_to_f16(
func.func @elementwise$f16(%x: tensor<1024xf16>) -> tensor<1024xf16> {
  %0 = cuagent.sigmoid %x : tensor<1024xf16>
  %1 = cuagent.mul_s %0, 3.0 : tensor<1024xf16>
  return %1 : tensor<1024xf16>
}

// CHECK-LABEL: // function @elementwise$clamp_keeps_nan
// CHECK: < ((float)-0x1p+0) ? ((float)-0x1p+0) :
// CHECK: > ((float)0x1.8p+0) ? ((float)0x1.8p+0) :
func.func @elementwise$clamp_keeps_nan(%x: tensor<64xf32>) -> tensor<64xf32> {
  %0 = cuagent.clamp %x min -1.0 max 1.5 : tensor<64xf32>
  %1 = cuagent.mul_s %0, 2.0 : tensor<64xf32>
  return %1 : tensor<64xf32>
}
