// Issue 14, row "self-referencing op at module level": a module body is a
// graph region, where the verifier accepts an op that reads its own result.
// Canonicalization used to loop forever on these (folding an op to its own
// result counts as a change); now it terminates and leaves them alone.
// Region simplification would erase them as dead cycles, so it is off for
// the checks; the second run only shows that the default also terminates.
// RUN: cuagent-opt %s -canonicalize=region-simplify=disabled -split-input-file | FileCheck %s
// RUN: cuagent-opt %s -canonicalize -split-input-file | FileCheck %s --check-prefix=DEFAULT
// DEFAULT-NOT: cuagent.

// CHECK-LABEL: module
// CHECK-DAG: %[[R:.*]] = cuagent.relu %[[R]] : tensor<4xf32>
// CHECK-DAG: %[[C:.*]] = cuagent.clamp %[[C]] min 0.000000e+00 max 6.000000e+00 : tensor<4xf32>
// CHECK-DAG: %[[M:.*]] = cuagent.mul_s %[[M]], 1.000000e+00 : tensor<4xf32>
// CHECK-DAG: %[[D:.*]] = cuagent.div_s %[[D]], 1.000000e+00 : tensor<4xf32>
// CHECK-DAG: %[[Q:.*]] = cuagent.div_s %[[Q]], 2.000000e+00 : tensor<4xf32>
// CHECK-DAG: %[[A:.*]] = cuagent.add_s %[[A]], -0.000000e+00 : tensor<4xf32>
// CHECK-DAG: %[[S:.*]] = cuagent.sub_s %[[S]], 3.000000e+00 : tensor<4xf32>
// CHECK-DAG: %[[P:.*]] = cuagent.add %[[P]], %[[P]] : tensor<4xf32>, tensor<4xf32> -> tensor<4xf32>
module {
  %r = cuagent.relu %r : tensor<4xf32>
  %c = cuagent.clamp %c min 0.0 max 6.0 : tensor<4xf32>
  %m = cuagent.mul_s %m, 1.0 : tensor<4xf32>
  %d = cuagent.div_s %d, 1.0 : tensor<4xf32>
  %q = cuagent.div_s %q, 2.0 : tensor<4xf32>
  %a = cuagent.add_s %a, -0.0 : tensor<4xf32>
  %s = cuagent.sub_s %s, 3.0 : tensor<4xf32>
  %p = cuagent.add %p, %p : tensor<4xf32>, tensor<4xf32> -> tensor<4xf32>
}

// -----

// Cycles through two ops end at a self-reference, which then stays.
// CHECK-LABEL: module
// CHECK: %[[X:.*]] = cuagent.relu %[[X]] : tensor<4xf32>
module {
  %x = cuagent.relu %y : tensor<4xf32>
  %y = cuagent.relu %x : tensor<4xf32>
}

// -----

// The merged clamp reads itself; the other one is then unused and erased.
// CHECK-LABEL: module
// CHECK: %[[C:.*]] = cuagent.clamp %[[C]] min 1.000000e+00 max 3.000000e+00 : tensor<4xf32>
// CHECK-NOT: cuagent.clamp
module {
  %x = cuagent.clamp %y min 0.0 max 6.0 : tensor<4xf32>
  %y = cuagent.clamp %x min 1.0 max 3.0 : tensor<4xf32>
}

// -----

// CHECK-LABEL: module
// CHECK-DAG: %[[Z:.*]] = cuagent.add_s %[[Z]], 0.000000e+00 : tensor<4x8xf32>
// CHECK-DAG: %[[T:.*]] = cuagent.softmax %[[T]] : tensor<4x8xf32>
// CHECK-DAG: %[[U:.*]] = cuagent.softmax %[[Z]] : tensor<4x8xf32>
// CHECK-DAG: %[[W:.*]] = cuagent.add %[[W]], %[[U]]
// CHECK-DAG: %[[K:.*]] = cuagent.sum %[[K]] {keepdim = true} : tensor<4x1xf32> -> tensor<4x1xf32>
module {
  %z = cuagent.add_s %z, 0.0 : tensor<4x8xf32>
  %t = cuagent.softmax %t : tensor<4x8xf32>
  %u = cuagent.softmax %z : tensor<4x8xf32>
  %w = cuagent.add %w, %u : tensor<4x8xf32>, tensor<4x8xf32> -> tensor<4x8xf32>
  %k = cuagent.sum %k {keepdim = true} : tensor<4x1xf32> -> tensor<4x1xf32>
}
