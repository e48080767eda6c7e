// RUN: cuagent-translate --block 256 --vector 4 %s | FileCheck %s

// Each row's expression: CUDA's float function, attributes as exact float
// literals, NaN propagated by minimum/maximum (fmaxf/fminf alone drop it).
// pow with the exponent 3 is canonicalized to two multiplies (decision 121).
// CHECK-LABEL: // function @math$chain
// CHECK: const float [[A:v[0-9]+]] = logf(x{{[0-9]+}});
// CHECK: const float [[B:v[0-9]+]] = sqrtf([[A]]);
// CHECK: const float [[C:v[0-9]+]] = rsqrtf([[B]]);
// CHECK: const float [[D:v[0-9]+]] = (1.f / [[C]]);
// CHECK: const float [[E:v[0-9]+]] = ([[D]] * [[D]]);
// CHECK: const float [[F:v[0-9]+]] = rintf([[E]]);
// CHECK: const float [[F2:v[0-9]+]] = [[F]] * [[F]];
// CHECK-NEXT: const float [[G:v[0-9]+]] = [[F2]] * [[F]];
// CHECK: const float [[H:v[0-9]+]] = ([[G]] <= ((float)0x1p-1) ? ((float)-0x1p+0) : [[G]]);
// CHECK: const float v{{[0-9]+}} = ([[H]] != [[H]] ? [[H]] : (x{{[0-9]+}} != x{{[0-9]+}} ? x{{[0-9]+}} : fmaxf([[H]], x{{[0-9]+}})));
func.func @math$chain(%x: tensor<8x1024xf32>, %b: tensor<1024xf32>) -> tensor<8x1024xf32> {
  %0 = cuagent.log %x : tensor<8x1024xf32>
  %1 = cuagent.sqrt %0 : tensor<8x1024xf32>
  %2 = cuagent.rsqrt %1 : tensor<8x1024xf32>
  %3 = cuagent.reciprocal %2 : tensor<8x1024xf32>
  %4 = cuagent.square %3 : tensor<8x1024xf32>
  %5 = cuagent.round %4 : tensor<8x1024xf32>
  %6 = cuagent.pow %5 {exponent = 3.0 : f64} : tensor<8x1024xf32>
  %7 = cuagent.threshold %6 {threshold = 0.5 : f64, value = -1.0 : f64} : tensor<8x1024xf32>
  %8 = cuagent.maximum %7, %b : tensor<8x1024xf32>, tensor<1024xf32> -> tensor<8x1024xf32>
  return %8 : tensor<8x1024xf32>
}
