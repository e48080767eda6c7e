// RUN: cuagent-translate --block 256 --vector 4 %s | FileCheck %s
// RUN: cuagent-translate --block 256 --vector 4 --plan %S/compare-bool-boundary.mlir.in | FileCheck %s --check-prefix=BOUNDARY

// The smooth-L1 chain is one elementwise kernel with one output: the
// comparison is a bool register, where selects per element.
// CHECK-LABEL: // function @smooth_l1
// CHECK: // kernel 0: elementwise over 8192 elements
// CHECK-NEXT: cuagent_k0(const float *__restrict__ in0, const float *__restrict__ in1, float *__restrict__ out0)
// CHECK: const float [[D:v[0-9]+]] = x{{[0-9]+}} - x{{[0-9]+}};
// CHECK: const float [[A:v[0-9]+]] = fabsf([[D]]);
// CHECK: const bool [[C:v[0-9]+]] = ([[A]] < ((float)0x1p+0));
// CHECK: const float [[H:v[0-9]+]] = {{v[0-9]+}} * ((float)0x1p-1);
// CHECK: const float [[L:v[0-9]+]] = [[A]] + ((float)-0x1p-1);
// CHECK: const float [[R:v[0-9]+]] = ([[C]] ? [[H]] : [[L]]);
// CHECK: S0.v[v] = [[R]];
// CHECK-NOT: // kernel 1
func.func @smooth_l1(%x: tensor<8x1024xf32>, %y: tensor<8x1024xf32>) -> tensor<8x1024xf32> {
  %d = cuagent.sub %x, %y : tensor<8x1024xf32>, tensor<8x1024xf32> -> tensor<8x1024xf32>
  %a = cuagent.abs %d : tensor<8x1024xf32>
  %c = cuagent.lt_s %a, 1.0 : tensor<8x1024xf32> -> tensor<8x1024xi1>
  %sq = cuagent.mul %d, %d : tensor<8x1024xf32>, tensor<8x1024xf32> -> tensor<8x1024xf32>
  %h = cuagent.mul_s %sq, 0.5 : tensor<8x1024xf32>
  %l = cuagent.sub_s %a, 0.5 : tensor<8x1024xf32>
  %r = cuagent.where %c, %h, %l : tensor<8x1024xi1>, tensor<8x1024xf32>, tensor<8x1024xf32> -> tensor<8x1024xf32>
  return %r : tensor<8x1024xf32>
}

// Every comparison as C++'s float operator, which is PyTorch's NaN rule
// (false, except !=); logical ops on bool registers; a broadcast condition
// loads its own offset.
// CHECK-LABEL: // function @all_comparisons
// CHECK: const bool [[LT:v[0-9]+]] = (x{{[0-9]+}} < x{{[0-9]+}});
// CHECK: const bool [[LE:v[0-9]+]] = (x{{[0-9]+}} <= x{{[0-9]+}});
// CHECK: const bool [[GT:v[0-9]+]] = (x{{[0-9]+}} > x{{[0-9]+}});
// CHECK: const bool [[GE:v[0-9]+]] = (x{{[0-9]+}} >= x{{[0-9]+}});
// CHECK: const bool [[EQ:v[0-9]+]] = (x{{[0-9]+}} == x{{[0-9]+}});
// CHECK: const bool [[NE:v[0-9]+]] = (x{{[0-9]+}} != x{{[0-9]+}});
// CHECK: const bool [[AND:v[0-9]+]] = ([[LT]] && [[LE]]);
// CHECK: const bool [[OR:v[0-9]+]] = ([[AND]] || [[GT]]);
// CHECK: const bool [[XOR:v[0-9]+]] = ([[OR]] != [[GE]]);
// CHECK: const bool [[NOT:v[0-9]+]] = (!{{.*}});
// CHECK: const bool [[NAN:v[0-9]+]] = (x{{[0-9]+}} != x{{[0-9]+}});
// CHECK: const bool [[INF:v[0-9]+]] = (fabsf(x{{[0-9]+}}) == __int_as_float(0x7f800000));
// CHECK: const bool [[FIN:v[0-9]+]] = (fabsf(x{{[0-9]+}}) < __int_as_float(0x7f800000));
// CHECK: const float v{{[0-9]+}} = ({{v[0-9]+}} ? x{{[0-9]+}} : ((float)-0x1.8p+1));
func.func @all_comparisons(%x: tensor<4x256xf32>, %y: tensor<256xf32>) -> tensor<4x256xf32> {
  %0 = cuagent.lt %x, %y : tensor<4x256xf32>, tensor<256xf32> -> tensor<4x256xi1>
  %1 = cuagent.le %x, %y : tensor<4x256xf32>, tensor<256xf32> -> tensor<4x256xi1>
  %2 = cuagent.gt %x, %y : tensor<4x256xf32>, tensor<256xf32> -> tensor<4x256xi1>
  %3 = cuagent.ge %x, %y : tensor<4x256xf32>, tensor<256xf32> -> tensor<4x256xi1>
  %4 = cuagent.eq %x, %y : tensor<4x256xf32>, tensor<256xf32> -> tensor<4x256xi1>
  %5 = cuagent.ne %x, %y : tensor<4x256xf32>, tensor<256xf32> -> tensor<4x256xi1>
  %6 = cuagent.and %0, %1 : tensor<4x256xi1>, tensor<4x256xi1> -> tensor<4x256xi1>
  %7 = cuagent.logical_or %6, %2 : tensor<4x256xi1>, tensor<4x256xi1> -> tensor<4x256xi1>
  %8 = cuagent.xor %7, %3 : tensor<4x256xi1>, tensor<4x256xi1> -> tensor<4x256xi1>
  %9 = cuagent.bitwise_not %8 : tensor<4x256xi1>
  %10 = cuagent.logical_and %9, %4 : tensor<4x256xi1>, tensor<4x256xi1> -> tensor<4x256xi1>
  %11 = cuagent.logical_xor %10, %5 : tensor<4x256xi1>, tensor<4x256xi1> -> tensor<4x256xi1>
  %12 = cuagent.isnan %x : tensor<4x256xf32> -> tensor<4x256xi1>
  %13 = cuagent.isinf %y : tensor<256xf32> -> tensor<256xi1>
  %14 = cuagent.isfinite %x : tensor<4x256xf32> -> tensor<4x256xi1>
  %15 = cuagent.or %11, %12 : tensor<4x256xi1>, tensor<4x256xi1> -> tensor<4x256xi1>
  %16 = cuagent.or %15, %13 : tensor<4x256xi1>, tensor<256xi1> -> tensor<4x256xi1>
  %17 = cuagent.logical_and %16, %14 : tensor<4x256xi1>, tensor<4x256xi1> -> tensor<4x256xi1>
  %18 = cuagent.where_scalar_other %17, %x, -3.0 : tensor<4x256xi1>, tensor<4x256xf32> -> tensor<4x256xf32>
  return %18 : tensor<4x256xf32>
}

// f16: PyTorch compares in f16 with the scalar cast to f16 (0.1 is
// 0x1.998p-4 there, not float's 0x1.99999ap-4), so a value this kernel
// computed in float is rounded to f16 before the comparison. masked_fill
// writes -inf; where's branches are not rounded (they only select).
// CHECK-LABEL: // function @half_compare
// CHECK: const float [[S:v[0-9]+]] = x0 * ((float)0x1p-1);
// CHECK: const bool [[C:v[0-9]+]] = (cuagent_f16_to_f32(cuagent_f32_to_f16([[S]])) > cuagent_f16_to_f32(cuagent_f32_to_f16(((float)0x1.999999999999ap-4))));
// CHECK: const float v{{[0-9]+}} = ([[C]] ? (-__int_as_float(0x7f800000)) : x0);
func.func @half_compare(%x: tensor<1024xf16>) -> tensor<1024xf16> {
  %s = cuagent.mul_s %x, 0.5 : tensor<1024xf16>
  %c = cuagent.gt_s %s, 0.1 : tensor<1024xf16> -> tensor<1024xi1>
  %r = cuagent.masked_fill %x, %c, 0xFFF0000000000000 : tensor<1024xf16>, tensor<1024xi1> -> tensor<1024xf16>
  return %r : tensor<1024xf16>
}

// bf16 tensor comparisons round both operands.
// CHECK-LABEL: // function @bf16_compare
// CHECK: const bool v{{[0-9]+}} = (cuagent_bf16_to_f32(cuagent_f32_to_bf16(v{{[0-9]+}})) <= cuagent_bf16_to_f32(cuagent_f32_to_bf16(x{{[0-9]+}})));
func.func @bf16_compare(%x: tensor<512xbf16>, %y: tensor<512xbf16>) -> tensor<512xbf16> {
  %e = cuagent.exp %x : tensor<512xbf16>
  %c = cuagent.le %e, %y : tensor<512xbf16>, tensor<512xbf16> -> tensor<512xi1>
  %r = cuagent.where %c, %x, %y : tensor<512xi1>, tensor<512xbf16>, tensor<512xbf16> -> tensor<512xbf16>
  return %r : tensor<512xbf16>
}

// A mask read by a later kernel (after a softmax) crosses in a bool
// workspace buffer, one byte per element, loaded back as bool.
// CHECK-LABEL: // function @mask_across_kernels
// CHECK: // kernel 0: row-softmax
// CHECK: bool *__restrict__ out0
// CHECK: const bool [[M:v[0-9]+]] = (x0 > ((float)0x0p+0));
// CHECK: out0[i] = [[M]];
// CHECK: // kernel 1: elementwise
// CHECK-NEXT: cuagent_k1(const bool *__restrict__ in0
// CHECK: const bool [[L:x[0-9]+]] = L0.v[v];
// CHECK: const bool v{{[0-9]+}} = (![[L]]);
func.func @mask_across_kernels(%x: tensor<8x1024xf32>) -> tensor<8x1024xf32> {
  %c = cuagent.gt_s %x, 0.0 : tensor<8x1024xf32> -> tensor<8x1024xi1>
  %m = cuagent.masked_fill %x, %c, 0xFFF0000000000000 : tensor<8x1024xf32>, tensor<8x1024xi1> -> tensor<8x1024xf32>
  %s = cuagent.softmax %m : tensor<8x1024xf32>
  %n = cuagent.logical_not %c : tensor<8x1024xi1>
  %r = cuagent.where_scalar_other %n, %s, 0.0 : tensor<8x1024xi1>, tensor<8x1024xf32> -> tensor<8x1024xf32>
  return %r : tensor<8x1024xf32>
}

// Bools crossing the boundary are b8 buffers, read and stored as bool; a
// bool promoted to float is 0.f or 1.f.
// BOUNDARY: cuagent_k0(const float *__restrict__ in0, const bool *__restrict__ in1, bool *__restrict__ out0, float *__restrict__ out1)
// BOUNDARY: CuagentVec<bool, 4> L1 = *reinterpret_cast<const CuagentVec<bool, 4> *>(in1 + base);
// BOUNDARY: const bool v3 = (v1 || x2);
// BOUNDARY: *reinterpret_cast<CuagentVec<bool, 4> *>(out0 + base) = S0;
// BOUNDARY: const float v{{[0-9]+}} = (x{{[0-9]+}} ? 1.f : 0.f);
// BOUNDARY: "dtype": "f32",
// BOUNDARY-NEXT: "index": 0,
// BOUNDARY-NEXT: "kind": "input",
// BOUNDARY: "dtype": "b8",
// BOUNDARY-NEXT: "index": 1,
// BOUNDARY-NEXT: "kind": "input",
// BOUNDARY: "dtype": "b8",
// BOUNDARY-NEXT: "index": 0,
// BOUNDARY-NEXT: "kind": "output",
