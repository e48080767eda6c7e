"""Planted faulty strided-reduction kernels (issue 10) for make_task's
`amax_dim1_shifted` task: amax(x - 2, dim=1) of f32[32, 8, 1024], the
[outer, R, inner] = [32, 8, 1024] shape of the strided template. Each kernel
is the template's structure with one fault that the element-wise comparison
must catch; `correct` is the control.

Used by the GPU test (rejection, test_reduce_gpu.py) and by a CPU test
(every source compiles with NVRTC, test/python/test_reduce.py)."""

TASK = "amax_dim1_shifted"
OUTER, R, INNER = 32, 8, 1024

# One thread per output column (o, j), walking R with stride INNER.
_KERNEL = r'''
#define OUTER 32
#define R 8
#define INNER 1024
#define STRIDE INNER_STRIDE
__device__ __forceinline__ float nanmax(float a, float b) { return (a != a || a > b) ? a : b; }

extern "C" __global__ void __launch_bounds__(256) k(const float *in0, float *out0) {
  const long long column = (long long)blockIdx.x * 256 + threadIdx.x;
  if (column >= (long long)OUTER * INNER) return;
  const long long o = column / INNER, j = column % INNER;
  const float *x = in0 + o * R * INNER + j;
  float acc = MAX_INIT;
  for (int r = 0; r < R_END; ++r) acc = nanmax(acc, x[r * STRIDE] - 2.0f);
  out0[column] = acc;
}
'''


def _source(stride="INNER", r_end="R", max_init="(-__int_as_float(0x7f800000))"):
    return (_KERNEL.replace("INNER_STRIDE", stride).replace("R_END", r_end)
            .replace("MAX_INIT", max_init))


def plan():
    return {
        "format": "cuagent.plan", "version": 1,
        "buffers": [
            {"name": "in0", "kind": "input", "index": 0, "dtype": "f32", "shape": [OUTER, R, INNER]},
            {"name": "out0", "kind": "output", "index": 0, "dtype": "f32", "shape": [OUTER, INNER]},
        ],
        "modules": [{"name": "m0", "file": "kernels.cubin"}],
        "steps": [{"kind": "launch", "module": "m0", "function": "k",
                   "grid": [OUTER * INNER // 256, 1, 1], "block": [256, 1, 1],
                   "args": ["in0", "out0"]}],
    }


# id -> (source, substring the rejection reason must contain, or None)
PLANTED = {
    "correct": (_source(), None),
    # Walks R with stride 1 (the row template's) instead of inner: reads the
    # neighbouring columns, in bounds.
    "wrong-stride": (_source(stride="1"), "wrong result"),
    # Stops one short of R: columns whose max is in the last row are wrong.
    "off-by-one-r": (_source(r_end="R - 1"), "wrong result"),
    # Starts the max at 0 instead of -inf: columns of negatives come out 0.
    "wrong-max-init": (_source(max_init="0.0f"), "wrong result"),
}


def candidates_json(ids=None):
    return {"candidates": [{"id": name, "source": PLANTED[name][0], "plan": plan()}
                           for name in (ids or sorted(PLANTED))]}
