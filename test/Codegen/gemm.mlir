// cublaslt plan steps: the row-major -> column-major mapping, batch folding
// and strided batches, the bias epilogue, TF32 compute, and the epilogue
// kernel that runs in place over the output the GEMM wrote (decision 144).
// RUN: cuagent-translate --plan %s | FileCheck %s
// RUN: cuagent-translate --plan --tf32 --gemm-algo 2 %s | FileCheck %s --check-prefix=TF32

// A linear weight [N, K] is K x N column-major: transposed, lda = K; the
// batch of x folds into M (n = 8 * 64).
// CHECK-LABEL: // function @linear$relu
// CHECK: "gemm": {
// CHECK-NEXT: "a": "in1",
// CHECK-NEXT: "algo": 0,
// CHECK-NEXT: "b": "in0",
// CHECK-NEXT: "batch": 1,
// CHECK-NEXT: "bias": "in2",
// CHECK-NEXT: "compute": "32F",
// CHECK-NEXT: "d": "out0",
// CHECK-NEXT: "dtype": "f32",
// CHECK-NEXT: "epilogue": "bias",
// CHECK-NEXT: "k": 256,
// CHECK-NEXT: "lda": 256,
// CHECK-NEXT: "ldb": 256,
// CHECK-NEXT: "ldd": 128,
// CHECK-NEXT: "m": 128,
// CHECK-NEXT: "n": 512,
// CHECK: "trans_a": true,
// CHECK: "workspace": "wsgemm0",
// CHECK-NEXT: "workspace_bytes": 33554432
// CHECK: "kind": "cublaslt"
// CHECK: "args": [
// CHECK-NEXT: "out0",
// CHECK-NEXT: "out0"
// CHECK: "function": "cuagent_k1",
// TF32: "algo": 2,
// TF32: "compute": "32F_FAST_TF32",
func.func @linear$relu(%x: tensor<8x64x256xf32>, %w: tensor<128x256xf32>, %b: tensor<128xf32>) -> tensor<8x64x128xf32> {
  %0 = cuagent.matmul %x, %w, %b {transpose_rhs = true} : tensor<8x64x256xf32>, tensor<128x256xf32>, tensor<128xf32> -> tensor<8x64x128xf32>
  %1 = cuagent.relu %0 : tensor<8x64x128xf32>
  return %1 : tensor<8x64x128xf32>
}


// A batched rhs: strided batches; the shared lhs has stride 0. The GEMM
// writes the function's output directly.
// CHECK-LABEL: // function @matmul$shared_lhs
// CHECK: "a": "in1",
// CHECK: "b": "in0",
// CHECK-NEXT: "batch": 3,
// CHECK: "d": "out0",
// CHECK: "k": 16,
// CHECK-NEXT: "lda": 4,
// CHECK-NEXT: "ldb": 16,
// CHECK-NEXT: "ldd": 4,
// CHECK-NEXT: "m": 4,
// CHECK-NEXT: "n": 8,
// CHECK-NEXT: "stride_a": 64,
// CHECK-NEXT: "stride_b": 0,
// CHECK-NEXT: "stride_d": 32,
// CHECK-NEXT: "trans_a": false,
// bf16 always accumulates in fp32, TF32 or not.
// TF32-LABEL: // function @matmul$shared_lhs
// TF32: "compute": "32F",
func.func @matmul$shared_lhs(%a: tensor<8x16xbf16>, %b: tensor<3x16x4xbf16>) -> tensor<3x8x4xbf16> {
  %0 = cuagent.matmul %a, %b : tensor<8x16xbf16>, tensor<3x16x4xbf16> -> tensor<3x8x4xbf16>
  return %0 : tensor<3x8x4xbf16>
}


// A vector rhs is a 1 x K column-major matrix (lda = 1).
// CHECK-LABEL: // function @matmul$vector_rhs
// CHECK: "k": 16,
// CHECK-NEXT: "lda": 1,
// CHECK: "m": 1,
// CHECK-NEXT: "n": 16,
func.func @matmul$vector_rhs(%a: tensor<2x8x16xf32>, %v: tensor<16xf32>) -> tensor<2x8xf32> {
  %0 = cuagent.matmul %a, %v : tensor<2x8x16xf32>, tensor<16xf32> -> tensor<2x8xf32>
  return %0 : tensor<2x8xf32>
}

// Transposed operands (a transpose folded into the GEMM). Q @ K^T: rhs
// stored [N, K] is read transposed (lda = K), batches strided on both sides.
// CHECK-LABEL: // function @matmul$qk_scores
// CHECK: "a": "in1",
// CHECK-NEXT: "algo": 0,
// CHECK-NEXT: "b": "in0",
// CHECK-NEXT: "batch": 8,
// CHECK: "k": 16,
// CHECK-NEXT: "lda": 16,
// CHECK-NEXT: "ldb": 16,
// CHECK-NEXT: "ldd": 8,
// CHECK-NEXT: "m": 8,
// CHECK-NEXT: "n": 8,
// CHECK-NEXT: "stride_a": 128,
// CHECK-NEXT: "stride_b": 128,
// CHECK-NEXT: "stride_d": 64,
// CHECK-NEXT: "trans_a": true,
// CHECK-NEXT: "trans_b": false,
func.func @matmul$qk_scores(%q: tensor<2x4x8x16xf32>, %k: tensor<2x4x8x16xf32>) -> tensor<2x4x8x8xf32> {
  %0 = cuagent.matmul %q, %k {transpose_rhs = true} : tensor<2x4x8x16xf32>, tensor<2x4x8x16xf32> -> tensor<2x4x8x8xf32>
  return %0 : tensor<2x4x8x8xf32>
}

// A^T @ B with a shared A stored [K, M]: B-side transposed (ldb = M). Its
// batch cannot fold into M, so batches are strided with stride 0 for it.
// CHECK-LABEL: // function @matmul$at_shared
// CHECK: "batch": 3,
// CHECK: "k": 16,
// CHECK-NEXT: "lda": 4,
// CHECK-NEXT: "ldb": 8,
// CHECK-NEXT: "ldd": 4,
// CHECK-NEXT: "m": 4,
// CHECK-NEXT: "n": 8,
// CHECK-NEXT: "stride_a": 64,
// CHECK-NEXT: "stride_b": 0,
// CHECK-NEXT: "stride_d": 32,
// CHECK-NEXT: "trans_a": false,
// CHECK-NEXT: "trans_b": true,
func.func @matmul$at_shared(%a: tensor<16x8xf32>, %b: tensor<3x16x4xf32>) -> tensor<3x8x4xf32> {
  %0 = cuagent.matmul %a, %b {transpose_lhs = true} : tensor<16x8xf32>, tensor<3x16x4xf32> -> tensor<3x8x4xf32>
  return %0 : tensor<3x8x4xf32>
}

// A batched transposed lhs with a shared transposed rhs: stride 0 on A.
// CHECK-LABEL: // function @matmul$both_transposed
// CHECK: "batch": 3,
// CHECK: "k": 16,
// CHECK-NEXT: "lda": 16,
// CHECK-NEXT: "ldb": 8,
// CHECK-NEXT: "ldd": 4,
// CHECK-NEXT: "m": 4,
// CHECK-NEXT: "n": 8,
// CHECK-NEXT: "stride_a": 0,
// CHECK-NEXT: "stride_b": 128,
// CHECK-NEXT: "stride_d": 32,
// CHECK-NEXT: "trans_a": true,
// CHECK-NEXT: "trans_b": true,
func.func @matmul$both_transposed(%a: tensor<3x16x8xf32>, %b: tensor<4x16xf32>) -> tensor<3x8x4xf32> {
  %0 = cuagent.matmul %a, %b {transpose_lhs = true, transpose_rhs = true} : tensor<3x16x8xf32>, tensor<4x16xf32> -> tensor<3x8x4xf32>
  return %0 : tensor<3x8x4xf32>
}

// A 1x1 conv as the worker pipeline rewrites it (decision 62): the reshapes
// of the inputs x and w are views, so the GEMM reads in0 and in1 as they
// lie (no copy kernel before it); the bias, per output channel, is added by
// the relu's kernel reading the GEMM's workspace result.
// CHECK-LABEL: // function @conv$pointwise
// CHECK-NOT: cuagent_k0(
// CHECK: "a": "in0",
// CHECK: "b": "in1",
// CHECK-NEXT: "batch": 8,
// CHECK: "k": 64,
// CHECK: "m": 256,
// CHECK-NEXT: "n": 32,
// CHECK-NEXT: "stride_a": 16384,
// CHECK-NEXT: "stride_b": 0,
// CHECK: "kind": "cublaslt"
// CHECK: "args": [
// CHECK-NEXT: "ws0",
// CHECK-NEXT: "in2",
// CHECK-NEXT: "out0"
// CHECK-NOT: "kind": "cudnn"
// CHECK: // function @matmul$reshaped_input_also_added
func.func @conv$pointwise(%x: tensor<8x64x16x16xf32>, %w: tensor<32x64x1x1xf32>, %b: tensor<32xf32>) -> tensor<8x32x16x16xf32> {
  %0 = cuagent.conv %x, %w, %b {stride = array<i64: 1, 1>, padding = array<i64: 0, 0>, dilation = array<i64: 1, 1>, output_padding = array<i64: 0, 0>} : tensor<8x64x16x16xf32>, tensor<32x64x1x1xf32>, tensor<32xf32> -> tensor<8x32x16x16xf32>
  %1 = cuagent.relu %0 : tensor<8x32x16x16xf32>
  return %1 : tensor<8x32x16x16xf32>
}

// Where the view must not apply: the reshape is also read by an add. The
// reshape stays a kernel of its own (a copy into workspace) that the GEMM
// reads, as before decision 62.
// CHECK: cuagent_k0(const float *__restrict__ in0, float *__restrict__ out0)
// CHECK: "a": "ws0",
// CHECK: "kind": "cublaslt"
func.func @matmul$reshaped_input_also_added(%x: tensor<4x8x4x4xf32>, %w: tensor<8x8xf32>) -> tensor<4x8x16xf32> {
  %0 = cuagent.reshape %x {shape = array<i64: 4, 8, 16>} : tensor<4x8x4x4xf32> -> tensor<4x8x16xf32>
  %1 = cuagent.matmul %w, %0 : tensor<8x8xf32>, tensor<4x8x16xf32> -> tensor<4x8x16xf32>
  %2 = cuagent.add %1, %0 : tensor<4x8x16xf32>, tensor<4x8x16xf32> -> tensor<4x8x16xf32>
  return %2 : tensor<4x8x16xf32>
}
