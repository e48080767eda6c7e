"""Planted faulty index-reduction kernels (issue 10) for make_task's
`argmax_round_rows` (argmax(round(x), dim=1) of f32[64, 4096]: many ties)
and `max_dim_log_nan` (max.dim(log(x + 3), dim=1) of f32[128, 2048], values
times 2 and the int64 indices: some rows hold NaN). Each kernel is the index
template's structure (a block per row, warp shuffles, then shared memory)
with one fault that the exact comparison of the i64 indices must catch;
`correct` is the control.

`cumsum_rows` (cumsum(x * 0.5, dim=1) + 1 of f32[256, 4096]) gets planted
scans: PyTorch's last-dim order (64 threads per row, chunks of 128 with the
running total carried, a Sklansky scan per chunk), with one fault each.

BATCH_PLANTED: the template's own source (cuagent-translate --block 256)
with its batches of loads (decision 149) edited, for `argmax_round_rows_tail`
(rows of 3000: a batch of 8 per thread, then a tail) and `argmin_round_dim1`
(argmin over dim 1 of [16, 1024, 64]: the strided scan, 16 batches).

Used by the GPU test (rejection, test_argscan_gpu.py) and by a CPU test
(every source compiles with NVRTC, test/python/test_argscan.py)."""
from planted_fullred import _replace, candidates_json as _edited_candidates, emitted

ARGMAX_TASK = "argmax_round_rows"
MAX_DIM_TASK = "max_dim_log_nan"
SCAN_TASK = "cumsum_rows"

_KERNEL = r'''
#define R ROW_LENGTH
__device__ __forceinline__ void step(float &v, long long &i, float x, long long j) {
  const bool take = TAKE;
  if (take) { v = x; i = j; }
}

extern "C" __global__ void __launch_bounds__(256) k(const float *in0, OUTPUTS) {
  const long long row = blockIdx.x;
  float best = -__int_as_float(0x7f800000);
  long long bestIndex = INIT_INDEX;
  for (long long r = threadIdx.x; r < R; r += 256) {
    const float x = in0[row * R + r];
    step(best, bestIndex, PROLOGUE, r);
  }
  for (int o = 16; o > 0; o >>= 1) {
    const float otherValue = __shfl_down_sync(0xffffffffu, best, o);
    const long long otherIndex = __shfl_down_sync(0xffffffffu, bestIndex, o);
    step(best, bestIndex, otherValue, otherIndex);
  }
  __shared__ float warpValue[8];
  __shared__ long long warpIndex[8];
  if (threadIdx.x % 32 == 0) {
    warpValue[threadIdx.x / 32] = best;
    warpIndex[threadIdx.x / 32] = bestIndex;
  }
  __syncthreads();
  if (threadIdx.x == 0) {
    for (int w = 1; w < WARPS; ++w) step(best, bestIndex, warpValue[w], warpIndex[w]);
    STORE
  }
}
'''

# PyTorch's order: NaN first (the first NaN), then the larger value, ties to
# the smaller index.
_CORRECT = "x != x ? (v == v || j < i) : (v == v && (x > v || (x == v && j < i)))"


def _source(task, take=_CORRECT, init_index="0x7fffffffffffffffLL", warps="8"):
    if task == ARGMAX_TASK:
        fields = {"ROW_LENGTH": "4096", "OUTPUTS": "long long *out0",
                  "PROLOGUE": "rintf(x)", "STORE": "out0[row] = bestIndex;"}
    else:
        fields = {"ROW_LENGTH": "2048", "OUTPUTS": "float *out0, long long *out1",
                  "PROLOGUE": "logf(x + 3.0f)",
                  "STORE": "out0[row] = best * 2.0f; out1[row] = bestIndex;"}
    fields.update({"TAKE": take, "INIT_INDEX": init_index, "WARPS": warps})
    source = _KERNEL
    for key, value in fields.items():
        source = source.replace(key, value)
    return source


_SCAN_KERNEL = r'''
#define R 4096
#define TX 64
extern "C" __global__ void __launch_bounds__(512) k(const float *in0, float *out0) {
  __shared__ float rows[2 * 512];
  const int tx = threadIdx.x % TX, ty = threadIdx.x / TX;
  float *buf = rows + 2 * TX * ty;
  const long long rowBase = ((long long)blockIdx.x * 8 + ty) * R;
  float total = 0.f;
  for (long long chunk = 0; chunk < R; chunk += 2 * TX) {
    buf[tx] = in0[rowBase + chunk + tx] * 0.5f;
    buf[TX + tx] = in0[rowBase + chunk + TX + tx] * 0.5f;
    CARRY
    __syncthreads();
    for (int m = 0; m <= 6; ++m) {
      const int s = 1 << m;
      const int a = ((tx >> m) << (m + 1)) | s;
      buf[a + tx % s] = buf[a + tx % s] + buf[a - 1];
      __syncthreads();
    }
    out0[rowBase + chunk + tx] = FIRST + 1.0f;
    out0[rowBase + chunk + TX + tx] = SECOND + 1.0f;
    total = buf[2 * TX - 1];
    __syncthreads();
  }
}
'''


def _scan_source(carry="if (tx == 0) buf[0] = buf[0] + total;", first="buf[tx]",
                 second="buf[TX + tx]"):
    return (_SCAN_KERNEL.replace("CARRY", carry).replace("FIRST", first)
            .replace("SECOND", second))


def plan(task):
    if task == SCAN_TASK:
        buffers = [{"name": "in0", "kind": "input", "index": 0, "dtype": "f32",
                    "shape": [256, 4096]},
                   {"name": "out0", "kind": "output", "index": 0, "dtype": "f32",
                    "shape": [256, 4096]}]
        return {"format": "cuagent.plan", "version": 1, "buffers": buffers,
                "modules": [{"name": "m0", "file": "kernels.cubin"}],
                "steps": [{"kind": "launch", "module": "m0", "function": "k",
                           "grid": [32, 1, 1], "block": [512, 1, 1], "args": ["in0", "out0"]}]}
    rows, length = (64, 4096) if task == ARGMAX_TASK else (128, 2048)
    buffers = [{"name": "in0", "kind": "input", "index": 0, "dtype": "f32",
                "shape": [rows, length]}]
    if task == ARGMAX_TASK:
        buffers.append({"name": "out0", "kind": "output", "index": 0, "dtype": "i64",
                        "shape": [rows]})
    else:
        buffers += [{"name": "out0", "kind": "output", "index": 0, "dtype": "f32", "shape": [rows]},
                    {"name": "out1", "kind": "output", "index": 1, "dtype": "i64", "shape": [rows]}]
    return {
        "format": "cuagent.plan", "version": 1,
        "buffers": buffers,
        "modules": [{"name": "m0", "file": "kernels.cubin"}],
        "steps": [{"kind": "launch", "module": "m0", "function": "k",
                   "grid": [rows, 1, 1], "block": [256, 1, 1],
                   "args": [b["name"] for b in buffers]}],
    }


# task -> id -> (source, substring the rejection reason must contain, or None)
PLANTED = {
    ARGMAX_TASK: {
        "correct": (_source(ARGMAX_TASK), None),
        # The last index on ties (>= instead of >): round() makes many.
        "last-on-ties": (_source(ARGMAX_TASK, take="x != x ? (v == v || j > i) : "
                                 "(v == v && (x > v || (x == v && j > i)))",
                                 init_index="-1LL"), "wrong result"),
        # Only the first warp's result: the others' maxima are lost.
        "first-warp-only": (_source(ARGMAX_TASK, warps="1"), "wrong result"),
    },
    MAX_DIM_TASK: {
        "correct": (_source(MAX_DIM_TASK), None),
        # NaN never taken (a plain > comparison): rows with NaN get the
        # largest number and its index instead of NaN and the first NaN's.
        "nan-ignored": (_source(MAX_DIM_TASK, take="x > v || (x == v && j < i)"),
                        "wrong result"),
        # The last NaN instead of the first.
        "last-nan": (_source(MAX_DIM_TASK, take="x != x ? (v == v || j > i) : "
                             "(v == v && (x > v || (x == v && j < i)))"), "wrong result"),
    },
    SCAN_TASK: {
        "correct": (_scan_source(), None),
        # The running total is not carried into the next chunk: every chunk
        # restarts at 0.
        "prefix-not-carried": (_scan_source(carry=""), "wrong result"),
        # Exclusive instead of inclusive: each element gets the total before
        # it (the previous slot, or the carried total for the chunk's first).
        "exclusive": (_scan_source(first="(tx == 0 ? total : buf[tx - 1])",
                                   second="buf[TX + tx - 1]"), "wrong result"),
    },
}


def candidates_json(task, ids=None):
    cases = PLANTED[task]
    return {"candidates": [{"id": name, "source": cases[name][0], "plan": plan(task)}
                           for name in (ids or sorted(cases))]}


ROWS_TAIL_TASK = "argmax_round_rows_tail"
ROWS_TAIL_MLIR = r'''
func.func @argmax_round_rows_tail(%x: tensor<64x3000xf32>) -> tensor<64xi64> {
  %0 = cuagent.round %x : tensor<64x3000xf32>
  %1 = cuagent.argmax %0 {dims = array<i64: 1>} : tensor<64x3000xf32> -> tensor<64xi64>
  return %1 : tensor<64xi64>
}
'''
ROWS_TAIL_EXPECT = "row-argmax over [outer, reduced, inner] = [64, 3000, 1]"
STRIDED_TASK = "argmin_round_dim1"
STRIDED_MLIR = r'''
func.func @argmin_round_dim1(%x: tensor<16x1024x64xf32>) -> tensor<16x1x64xi64> {
  %0 = cuagent.round %x : tensor<16x1024x64xf32>
  %1 = cuagent.argmin %0 {dims = array<i64: 1>, keepdim = true} : tensor<16x1024x64xf32> -> tensor<16x1x64xi64>
  return %1 : tensor<16x1x64xi64>
}
'''
STRIDED_EXPECT = "strided-argmin over [outer, reduced, inner] = [16, 1024, 64]"
# Few long rows split across blocks (decision 154): 521 chunks of 3840 a
# row, stage 1 a block a chunk (a batch of 8 loads, then 7 one at a time),
# stage 2 a warp a row. round() makes the row's maximum recur (about 7
# times a row), so the first occurrence must win across chunks.
SPLIT_TASK = "argmax_round_few_long_rows"
SPLIT_MLIR = r'''
func.func @argmax_round_few_long_rows(%x: tensor<4x2000003xf32>) -> tensor<4xi64> {
  %0 = cuagent.round %x : tensor<4x2000003xf32>
  %1 = cuagent.argmax %0 {dims = array<i64: 1>} : tensor<4x2000003xf32> -> tensor<4xi64>
  return %1 : tensor<4xi64>
}
'''
SPLIT_EXPECT = ("split-argmax over [outer, reduced, inner] = [4, 2000003, 1], 521 chunks of "
                "3840 per row")

# task -> id -> (source edits, plan edits, substring the rejection reason must contain)
BATCH_PLANTED = {
    ROWS_TAIL_TASK: {
        "correct": ([], [], None),
        # Each batch's last element loaded but never compared.
        "index-batch-drops-one": ([_replace(
            "for (int u = 0; u < 8; ++u)\n        cuagent_argmax_step(",
            "for (int u = 0; u < 7; ++u)\n        cuagent_argmax_step(")], [], "wrong result"),
        # The batch's values right, their indices one past: only the exact
        # comparison of the i64 output sees it.
        "index-batch-index-off": ([_replace("batch[u], r + u * 256);",
                                            "batch[u], r + u * 256 + 1);")], [], "wrong result"),
        # The elements after the batches never scanned.
        "index-tail-skipped": ([_replace("for (; r < 3000LL; r += 256) {",
                                         "for (; r < 2048LL; r += 256) {")], [], "wrong result"),
    },
    STRIDED_TASK: {
        "correct": ([], [], None),
        # A batch's rows a row apart instead of a block's ty (8) apart.
        "index-batch-rows-overlap": ([_replace("base + (r + u * 8) * 64LL",
                                               "base + (r + u * 1) * 64LL")], [], "wrong result"),
        "index-batch-drops-one": ([_replace(
            "for (int u = 0; u < 8; ++u)\n        cuagent_argmin_step(",
            "for (int u = 0; u < 7; ++u)\n        cuagent_argmin_step(")], [], "wrong result"),
    },
    SPLIT_TASK: {
        "correct": ([], [], None),
        # Stage 1 records indices from its chunk's start, not the row's.
        "split-index-chunk-relative": ([_replace("batch[u], r + u * 256);",
                                                 "batch[u], r - begin + u * 256);")], [],
                                       "wrong result"),
        # Stage 2 combines the next row's pairs.
        "split-next-row-pairs": ([_replace(
            "for (long long p = row * 521LL + lane; p < (row + 1) * 521LL; p += 32)",
            "for (long long p = (row + 1) % 4 * 521LL + lane; p < ((row + 1) % 4 + 1) * 521LL;"
            " p += 32)")], [], "wrong result"),
        # Stage 1 stops after its batch: 7 of each chunk's 15 steps unread.
        "split-chunk-tail-skipped": ([_replace("for (; r < end; r += 256) {",
                                               "for (; r < begin; r += 256) {")], [],
                                     "wrong result"),
    },
}
_BATCH_SOURCES = {ROWS_TAIL_TASK: (ROWS_TAIL_MLIR, ROWS_TAIL_EXPECT),
                  STRIDED_TASK: (STRIDED_MLIR, STRIDED_EXPECT),
                  SPLIT_TASK: (SPLIT_MLIR, SPLIT_EXPECT)}


def batch_candidates(translate, tmp_dir, task):
    mlir, expect = _BATCH_SOURCES[task]
    source, plan_ = emitted(translate, tmp_dir, mlir, task)
    return _edited_candidates(source, plan_, BATCH_PLANTED[task], expect)
