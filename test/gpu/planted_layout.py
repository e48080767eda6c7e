"""Planted faulty layout kernels (issue 10) for make_task's
`layout_transpose_planted` (x.transpose(1, 2) + y, x f32[32, 48, 80]),
`layout_expand_planted` (x * b.expand(32, 64, 64), b f32[64, 1]),
`layout_slice_planted` (x[:, :, 3::2] + y, x f32[32, 48, 80]),
`layout_cat_planted` (torch.cat([x, y], 1) + z, x f32[32, 24, 80], y
f32[32, 40, 80]), `layout_flip_planted` (x.flip(2) + y, x f32[32, 48, 80]) and
`layout_view_planted` (relu(x).view(32, -1).sum(1), x f32[32, 16, 8, 8])
tasks. Each kernel reads its input through the layout op's index map with
one fault that the element-wise comparison must catch; `correct` is the
control of each task.

Used by the GPU test (rejection, test_layout_gpu.py) and by CPU tests
(test/python/test_layout.py: every source compiles with NVRTC, and a C++
emulation of each kernel on the CPU shows the fault changes the result)."""

TRANSPOSE_TASK = "layout_transpose_planted"
EXPAND_TASK = "layout_expand_planted"
SLICE_TASK = "layout_slice_planted"
VIEW_TASK = "layout_view_planted"
CAT_TASK = "layout_cat_planted"
FLIP_TASK = "layout_flip_planted"
B, N, M = 32, 48, 80  # x is [B, N, M], its transpose and y [B, M, N]
C = L = 64  # the expand task's [B, C, L]
ROW = 16 * 8 * 8  # the view task's row length

_TRANSPOSE = r'''
extern "C" __global__ void __launch_bounds__(256) k(const float *in0, const float *in1,
                                                   float *out0) {
  const long long o = (long long)blockIdx.x * 256 + threadIdx.x;
  if (o >= 32LL * 80 * 48) return;
  // o is (b, i, j) of the [B, M, N] result; x[b, j, i] has strides (N*M, M, 1).
  const long long j = o % 48, i = (o / 48) % 80, b = o / (48 * 80);
  out0[o] = in0[b * 3840 + SOURCE] + in1[o];
}
'''

_EXPAND = r'''
extern "C" __global__ void __launch_bounds__(256) k(const float *in0, const float *in1,
                                                   float *out0) {
  const long long o = (long long)blockIdx.x * 256 + threadIdx.x;
  if (o >= 32LL * 64 * 64) return;
  const long long l = o % 64, c = (o / 64) % 64;
  (void)l;
  (void)c;
  out0[o] = in0[o] * in1[BIAS];
}
'''

_SLICE = r'''
extern "C" __global__ void __launch_bounds__(256) k(const float *in0, const float *in1,
                                                   float *out0) {
  const long long o = (long long)blockIdx.x * 256 + threadIdx.x;
  if (o >= 32LL * 48 * 39) return;
  // o is (row, m) of the [B * N, 39] result; x[row, 3 + 2 * m] of rows of 80.
  const long long m = o % 39, row = o / 39;
  out0[o] = in0[row * 80 + SOURCE] + in1[o];
}
'''

_CAT = r'''
extern "C" __global__ void __launch_bounds__(256) k(const float *in0, const float *in1,
                                                   const float *in2, float *out0) {
  const long long o = (long long)blockIdx.x * 256 + threadIdx.x;
  if (o >= 32LL * 64 * 80) return;
  // o is (b, c, m) of the [B, 64, M] result: x's 24 rows, then y's 40.
  const long long m = o % 80, c = (o / 80) % 64, b = o / (64 * 80);
  (void)m;
  out0[o] = SOURCE + in2[o];
}
'''

_FLIP = r'''
extern "C" __global__ void __launch_bounds__(256) k(const float *in0, const float *in1,
                                                   float *out0) {
  const long long o = (long long)blockIdx.x * 256 + threadIdx.x;
  if (o >= 32LL * 48 * 80) return;
  // o is (row, m) of rows of 80: x's row read from its end.
  const long long m = o % 80, row = o / 80;
  (void)m;
  (void)row;
  out0[o] = in0[SOURCE] + in1[o];
}
'''

_VIEW = r'''
extern "C" __global__ void __launch_bounds__(256) k(const float *in0, float *out0) {
  const long long o = (long long)blockIdx.x * 256 + threadIdx.x;
  if (o >= 32) return;
  float acc = 0.f;
  for (long long r = 0; r < ROW; ++r) {
    const float x = in0[o * ROW + r];
    acc += x < 0.f ? 0.f : x;
  }
  out0[o] = acc;
}
'''


def _plan(inputs, output, elements):
    buffers = [{"name": f"in{i}", "kind": "input", "index": i, "dtype": "f32", "shape": s}
               for i, s in enumerate(inputs)]
    buffers.append({"name": "out0", "kind": "output", "index": 0, "dtype": "f32",
                    "shape": output})
    return {
        "format": "cuagent.plan", "version": 1,
        "buffers": buffers,
        "modules": [{"name": "m0", "file": "kernels.cubin"}],
        "steps": [{"kind": "launch", "module": "m0", "function": "k",
                   "grid": [(elements + 255) // 256, 1, 1], "block": [256, 1, 1],
                   "args": [b["name"] for b in buffers]}],
    }


PLANS = {
    TRANSPOSE_TASK: _plan([[B, N, M], [B, M, N]], [B, M, N], B * M * N),
    EXPAND_TASK: _plan([[B, C, L], [C, 1]], [B, C, L], B * C * L),
    SLICE_TASK: _plan([[B, N, M], [B, N, 39]], [B, N, 39], B * N * 39),
    VIEW_TASK: _plan([[B, 16, 8, 8]], [B], B),
    CAT_TASK: _plan([[B, 24, M], [B, 40, M], [B, 64, M]], [B, 64, M], B * 64 * M),
    FLIP_TASK: _plan([[B, N, M], [B, N, M]], [B, N, M], B * N * M),
}

# id -> (source, substring the rejection reason must contain, or None)
TRANSPOSE_PLANTED = {
    "correct": (_TRANSPOSE.replace("SOURCE", "j * 80 + i"), None),
    # The transpose read with its strides swapped: x[b] as if it were [M, N]
    # (in bounds, every element but the diagonal-like ones wrong).
    "swapped-strides": (_TRANSPOSE.replace("SOURCE", "i * 48 + j"), "wrong result"),
}

EXPAND_PLANTED = {
    "correct": (_EXPAND.replace("BIAS", "c"), None),
    # b [C, 1] broadcast along C instead of L: indexed by the wrong dim.
    "expand-wrong-dim": (_EXPAND.replace("BIAS", "l"), "wrong result"),
}

SLICE_PLANTED = {
    "correct": (_SLICE.replace("SOURCE", "3 + 2 * m"), None),
    # The start one short: every element its left neighbour.
    "start-off-by-one": (_SLICE.replace("SOURCE", "2 + 2 * m"), "wrong result"),
    # The step ignored: the first 39 elements from the start.
    "step-ignored": (_SLICE.replace("SOURCE", "3 + m"), "wrong result"),
}

VIEW_PLANTED = {
    "correct": (_VIEW.replace("ROW", str(ROW)), None),
    # view(B, -1) taken with half the row length: each sum covers half a row
    # (the first 16 outputs' ranges, read twice as densely).
    "view-wrong-row": (_VIEW.replace("ROW", str(ROW // 2)), "wrong result"),
}

CAT_PLANTED = {
    "correct": (_CAT.replace(
        "SOURCE", "(c < 24 ? in0[(b * 24 + c) * 80 + m] : in1[(b * 40 + c - 24) * 80 + m])"), None),
    # y's rows counted with x's row count (24 per batch entry): in bounds,
    # every batch entry but the first reads the wrong rows.
    "second-input-rows-of-the-first": (_CAT.replace(
        "SOURCE", "(c < 24 ? in0[(b * 24 + c) * 80 + m] : in1[(b * 24 + c - 24) * 80 + m])"),
        "wrong result"),
    # The inputs in the other order: y's 40 rows first.
    "inputs-swapped": (_CAT.replace(
        "SOURCE", "(c < 40 ? in1[(b * 40 + c) * 80 + m] : in0[(b * 24 + c - 40) * 80 + m])"),
        "wrong result"),
}

FLIP_PLANTED = {
    "correct": (_FLIP.replace("SOURCE", "row * 80 + 79 - m"), None),
    # Not flipped at all.
    "not-flipped": (_FLIP.replace("SOURCE", "o"), "wrong result"),
    # Flipped along dim 1 (the rows of each batch entry) instead of dim 2.
    "flipped-the-other-dim": (_FLIP.replace(
        "SOURCE", "((row / 48) * 48 + 47 - row % 48) * 80 + m"), "wrong result"),
}

PLANTED = {TRANSPOSE_TASK: TRANSPOSE_PLANTED, EXPAND_TASK: EXPAND_PLANTED,
           SLICE_TASK: SLICE_PLANTED, VIEW_TASK: VIEW_PLANTED, CAT_TASK: CAT_PLANTED,
           FLIP_TASK: FLIP_PLANTED}


def plan(task):
    return PLANS[task]


def candidates_json(task):
    planted = PLANTED[task]
    return {"candidates": [{"id": name, "source": planted[name][0], "plan": plan(task)}
                           for name in sorted(planted)]}
