// RUN: cuagent-translate --block 256 --vector 4 %s | FileCheck %s

// Each row's expression: PyTorch's CUDA formula in float, attributes as exact
// float literals, NaN kept where a comparison would drop it.
// CHECK-LABEL: // function @activations$chain
// CHECK: const float [[A:v[0-9]+]] = (-x{{[0-9]+}});
// CHECK: const float [[B:v[0-9]+]] = fabsf([[A]]);
// CHECK: const float [[C:v[0-9]+]] = expf([[B]]);
// CHECK: const float [[D:v[0-9]+]] = ([[C]] / (1.f + expf(-[[C]])));
// CHECK: const float [[E:v[0-9]+]] = ([[D]] * tanhf(log1pf(expf([[D]]))));
// CHECK: const float [[F:v[0-9]+]] = ([[E]] * ((float)0x1p+1) > ((float)0x1.4p+4) ? [[E]] : log1pf(expf([[E]] * ((float)0x1p+1))) / ((float)0x1p+1));
// CHECK: const float [[G:v[0-9]+]] = ([[F]] > 0.f ? [[F]] * ((float)0x1p+0) : expm1f([[F]] * ((float)0x1p+0)) * (((float)0x1p-1) * ((float)0x1p+0)));
// CHECK: const float [[H:v[0-9]+]] = ([[G]] > 0.f ? [[G]] * ((float)1.0507009873554804934193349852946) : expm1f([[G]]) *
// CHECK: const float [[I:v[0-9]+]] = ([[H]] != [[H]] ? [[H]] : fminf(fmaxf([[H]], ((float)-0x1p+0)), ((float)0x1p+1)));
// CHECK: const float [[J:v[0-9]+]] = ([[I]] != [[I]] ? [[I]] : fminf(fmaxf([[I]] + 3.f, 0.f), 6.f) * (1.f / 6.f));
// CHECK: const float v{{[0-9]+}} = ([[J]] != [[J]] ? [[J]] : [[J]] * fminf(fmaxf([[J]] + 3.f, 0.f), 6.f) * (1.f / 6.f));
func.func @activations$chain(%x: tensor<8x1024xf32>) -> tensor<8x1024xf32> {
  %0 = cuagent.neg %x : tensor<8x1024xf32>
  %1 = cuagent.abs %0 : tensor<8x1024xf32>
  %2 = cuagent.exp %1 : tensor<8x1024xf32>
  %3 = cuagent.silu %2 : tensor<8x1024xf32>
  %4 = cuagent.mish %3 : tensor<8x1024xf32>
  %5 = cuagent.softplus %4 {beta = 2.0 : f64} : tensor<8x1024xf32>
  %6 = cuagent.elu %5 {alpha = 0.5 : f64} : tensor<8x1024xf32>
  %7 = cuagent.selu %6 : tensor<8x1024xf32>
  %8 = cuagent.hardtanh %7 {max_val = 2.0 : f64} : tensor<8x1024xf32>
  %9 = cuagent.hardsigmoid %8 : tensor<8x1024xf32>
  %10 = cuagent.hardswish %9 : tensor<8x1024xf32>
  return %10 : tensor<8x1024xf32>
}
