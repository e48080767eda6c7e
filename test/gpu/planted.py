"""Planted faulty kernels (issue 14, item 6) for make_task's `softmax` task
(softmax(x * 0.125, -1) over f32[512, 4096]). Each computes softmax correctly
in the plain sense -- on a single run with the outputs poisoned with NaN it
would pass the element-wise comparison (the race only by luck) -- and breaks
one rule that only the stricter checks of lib/Verify/Evaluate.cpp catch.

Used by the GPU test (rejection) and by a CPU test (every source compiles
with NVRTC, so the GPU test fails only for the reason it tests)."""

ROWS, COLS = 512, 4096

# One block of 256 threads per row; `REDUCE` is the block reduction of
# `value` with `op`, with its barriers (the race variant drops them).
_KERNEL = r'''
#define ROWS 512
#define COLS 4096
__device__ unsigned int arrivals;
__device__ float rowKeys[ROWS];

__device__ float blockReduce(float value, float *red, bool isMax, bool barriers) {
  red[threadIdx.x] = value;
  if (barriers) __syncthreads();
  for (int s = 128; s > 0; s >>= 1) {
    if (threadIdx.x < s) {
      float other = red[threadIdx.x + s];
      red[threadIdx.x] = isMax ? fmaxf(red[threadIdx.x], other) : red[threadIdx.x] + other;
    }
    if (barriers) __syncthreads();
  }
  float result = red[0];
  if (barriers) __syncthreads();
  return result;
}

extern "C" __global__ void __launch_bounds__(256) k(float *in0, float *out0, float *ws0) {
  __shared__ float red[256];
  const long long row = blockIdx.x;
  float *x = in0 + row * COLS;
  float *y = out0 + row * COLS;
  PROLOGUE
  float m = -3.0e38f;
  for (int c = threadIdx.x; c < COLS; c += 256) m = fmaxf(m, x[c] * 0.125f);
  m = blockReduce(m, red, true, BARRIERS);
  ADJUST_MAX
  float sum = 0.0f;
  for (int c = threadIdx.x; c < COLS; c += 256) sum += expf(x[c] * 0.125f - m);
  sum = blockReduce(sum, red, false, BARRIERS);
  float scale = 1.0f;
  SCALE
  for (int c = threadIdx.x; c < COLS; c += 256) y[c] = expf(x[c] * 0.125f - m) / sum * scale;
  EPILOGUE
}
'''

_PARTS = ("PROLOGUE", "ADJUST_MAX", "SCALE", "EPILOGUE")


def _source(barriers="true", **parts):
    text = _KERNEL.replace("BARRIERS", barriers)
    for name in _PARTS:
        text = text.replace(name, parts.get(name.lower(), ""))
    return text


def plan(workspace=True):
    buffers = [
        {"name": "in0", "kind": "input", "index": 0, "dtype": "f32", "shape": [ROWS, COLS]},
        {"name": "out0", "kind": "output", "index": 0, "dtype": "f32", "shape": [ROWS, COLS]},
        {"name": "ws0", "kind": "workspace", "bytes": ROWS * 4},
    ]
    return {
        "format": "cuagent.plan", "version": 1, "buffers": buffers,
        "modules": [{"name": "m0", "file": "kernels.cubin"}],
        "steps": [{"kind": "launch", "module": "m0", "function": "k", "grid": [ROWS, 1, 1],
                   "block": [256, 1, 1], "args": ["in0", "out0", "ws0"]}],
    }


# id -> (source, substring the rejection reason must contain)
PLANTED = {
    # Control: the same kernel without a fault passes every check.
    "correct": (_source(), None),
    # Each thread zeroes the inputs it has read: the output is right, the
    # caller's tensor is destroyed. Caught by the input checksums.
    "writes-input": (_source(epilogue="for (int c = threadIdx.x; c < COLS; c += 256) x[c] = 0.0f;"),
                     "wrote into its input '%x'"),
    # Reads a workspace word it never wrote. fmaxf ignores the NaN poison, so
    # the first run is right; the finite poison of the second run is not.
    "uninitialized-workspace": (_source(adjust_max="m = fmaxf(m, ws0[row]);"),
                                "not deterministic"),
    # Block reduction without barriers: warps read partial results before
    # the others wrote them.
    "data-race": (_source(barriers="false"), None),
    # The result depends on how many blocks ran before (launch order and
    # timing); the difference (2e-6) is far inside the 1e-4 tolerance.
    "launch-order": (_source(prologue="__shared__ unsigned int n; if (threadIdx.x == 0) "
                                      "n = atomicAdd(&arrivals, 1u); __syncthreads();",
                             scale="scale = ((n / ROWS) & 1u) ? 1.0f : 1.000002f;"),
                     "not deterministic"),
    # Skips the work when a row's first input equals the one it saw last
    # time, leaving whatever the output buffer holds (right only if nobody
    # touched it): caught by the repeated run with re-poisoned outputs.
    "cached-output": (_source(prologue="if (rowKeys[row] == x[0]) return;",
                              epilogue="__syncthreads(); if (threadIdx.x == 0) "
                                       "rowKeys[row] = x[0];"),
                      "not deterministic"),
}


def candidates_json(ids=None):
    return {"candidates": [{"id": name, "source": PLANTED[name][0], "plan": plan()}
                           for name in (ids or sorted(PLANTED))]}
