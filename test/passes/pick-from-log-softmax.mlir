// RUN: cuagent-opt --pass-pipeline='builtin.module(func.func(cuagent-pick-from-log-softmax))' %s | FileCheck %s

// nll_loss of a tempered log_softmax: the pick becomes x[t] / 0.7 minus the
// logsumexp of x / 0.7; the division sinks below the pick, so the pick reads
// x and the logsumexp's prologue divides.
// CHECK-LABEL: func.func @pick$tempered_nll
// CHECK: %[[S:.*]] = cuagent.div_s %arg0, 0.69999999999999996 : tensor<16x10xf32>
// CHECK-NEXT: %[[L:.*]] = cuagent.logsumexp %[[S]] {dims = array<i64: 1>} : tensor<16x10xf32> -> tensor<16xf32>
// CHECK-NEXT: %[[P:.*]] = cuagent.take_along %arg0, %arg1 {dim = 1 : i64} : tensor<16x10xf32>, tensor<16xi64> -> tensor<16xf32>
// CHECK-NEXT: %[[D:.*]] = cuagent.div_s %[[P]], 0.69999999999999996 : tensor<16xf32>
// CHECK-NEXT: %[[R:.*]] = cuagent.sub %[[D]], %[[L]] : tensor<16xf32>, tensor<16xf32> -> tensor<16xf32>
// CHECK-NEXT: %[[N:.*]] = cuagent.neg %[[R]] : tensor<16xf32>
// CHECK-NOT: log_softmax
func.func @pick$tempered_nll(%x: tensor<16x10xf32>, %t: tensor<16xi64>) -> tensor<16xf32> {
  %0 = cuagent.div_s %x, 0.7 : tensor<16x10xf32>
  %1 = cuagent.log_softmax %0 {dim = 1 : i64} : tensor<16x10xf32>
  %2 = cuagent.take_along %1, %t {dim = 1 : i64} : tensor<16x10xf32>, tensor<16xi64> -> tensor<16xf32>
  %3 = cuagent.neg %2 : tensor<16xf32>
  return %3 : tensor<16xf32>
}

// Must not fire: the log-probabilities are an output too (they are written
// anyway), or the pick is along another dim than the normalized one.
// CHECK-LABEL: func.func @pick$log_probs_returned
// CHECK: cuagent.log_softmax
// CHECK: cuagent.take_along %{{.*}}, %arg1 {dim = 1 : i64}
func.func @pick$log_probs_returned(%x: tensor<16x10xf32>, %t: tensor<16xi64>) -> (tensor<16x10xf32>, tensor<16xf32>) {
  %1 = cuagent.log_softmax %x {dim = 1 : i64} : tensor<16x10xf32>
  %2 = cuagent.take_along %1, %t {dim = 1 : i64} : tensor<16x10xf32>, tensor<16xi64> -> tensor<16xf32>
  return %1, %2 : tensor<16x10xf32>, tensor<16xf32>
}

// CHECK-LABEL: func.func @pick$other_dim
// CHECK: cuagent.log_softmax
// CHECK-NOT: cuagent.logsumexp
func.func @pick$other_dim(%x: tensor<16x10xf32>, %t: tensor<10xi64>) -> tensor<10xf32> {
  %1 = cuagent.log_softmax %x {dim = 1 : i64} : tensor<16x10xf32>
  %2 = cuagent.take_along %1, %t {dim = 0 : i64} : tensor<16x10xf32>, tensor<10xi64> -> tensor<10xf32>
  return %2 : tensor<10xf32>
}

// A pick sinks below position-free unary ops only: tril reads positions.
// CHECK-LABEL: func.func @pick$sinks_below_unary_ops_only
// CHECK: %[[T:.*]] = cuagent.tril %arg0
// CHECK-NEXT: %[[P:.*]] = cuagent.take_along %[[T]], %arg1 {dim = 1 : i64}
// CHECK-NEXT: %[[E:.*]] = cuagent.exp %[[P]]
// CHECK-NEXT: %[[M:.*]] = cuagent.mul_s %[[E]], 2.000000e+00
// CHECK-NEXT: return %[[M]]
func.func @pick$sinks_below_unary_ops_only(%x: tensor<16x10xf32>, %t: tensor<16xi64>) -> tensor<16xf32> {
  %0 = cuagent.tril %x : tensor<16x10xf32>
  %1 = cuagent.exp %0 : tensor<16x10xf32>
  %2 = cuagent.mul_s %1, 2.0 : tensor<16x10xf32>
  %3 = cuagent.take_along %2, %t {dim = 1 : i64} : tensor<16x10xf32>, tensor<16xi64> -> tensor<16xf32>
  return %3 : tensor<16xf32>
}
