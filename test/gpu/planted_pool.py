"""Planted faulty pooling kernels (issue 10) for make_task's
`maxpool2d_planted` (max_pool2d(x - 2, 3, 2, 1) of f32[8, 16, 33, 33]) and
`avgpool2d_planted` (avg_pool2d(x, 3, 2, 1, count_include_pad=False)) tasks.
Each kernel is the window template's structure (one thread per output, the
window walked row by row) with one fault that the element-wise comparison
must catch; `correct` is the control of each task.

Used by the GPU test (rejection, test_pool_gpu.py) and by CPU tests
(test/python/test_pool.py: every source compiles with NVRTC, and a C++
emulation of each kernel on the CPU shows the fault changes the result)."""

MAX_TASK = "maxpool2d_planted"
AVG_TASK = "avgpool2d_planted"
PLANES, H, W = 8 * 16, 33, 33
K, S, P = 3, 2, 1
OH = OW = (H + 2 * P - K) // S + 1  # 17

_KERNEL = r'''
#define PLANES 128
#define H 33
#define W 33
#define OH 17
#define OW 17
#define P 1

extern "C" __global__ void __launch_bounds__(256) k(const float *in0, float *out0) {
  const long long o = (long long)blockIdx.x * 256 + threadIdx.x;
  if (o >= (long long)PLANES * OH * OW) return;
  const long long ow = o % OW, oh = (o / OW) % OH, plane = o / (OW * OH);
  const float *x = in0 + plane * H * W;
  const long long h0 = oh * STRIDE - P, w0 = ow * STRIDE - P;
  float acc = INIT;
  long long count = 0;
  for (int kh = 0; kh < KERNEL_END; ++kh) {
    for (int kw = 0; kw < KERNEL_END; ++kw) {
      const long long h = h0 + kh, w = w0 + kw;
      if (h < 0 || h >= H || w < 0 || w >= W) {
        count += PAD_COUNT;
        continue;
      }
      const float v = SHIFT(x[h * W + w]);
      ACCUMULATE;
      ++count;
    }
  }
  out0[o] = RESULT;
}
'''


def _source(average, stride="2", kernel_end="3", init=None, pad_count="0"):
    if init is None:
        init = "0.f" if average else "(-__int_as_float(0x7f800000))"
    defines = "#define SHIFT(e) (e)\n" if average else "#define SHIFT(e) ((e) - 2.0f)\n"
    accumulate = "acc += v" if average else "acc = (v > acc || v != v) ? v : acc"
    result = "acc / (float)count" if average else "acc"
    return defines + (_KERNEL.replace("STRIDE", stride).replace("KERNEL_END", kernel_end)
                      .replace("INIT", init).replace("PAD_COUNT", pad_count)
                      .replace("ACCUMULATE", accumulate).replace("RESULT", result))


def plan():
    return {
        "format": "cuagent.plan", "version": 1,
        "buffers": [
            {"name": "in0", "kind": "input", "index": 0, "dtype": "f32", "shape": [8, 16, H, W]},
            {"name": "out0", "kind": "output", "index": 0, "dtype": "f32",
             "shape": [8, 16, OH, OW]},
        ],
        "modules": [{"name": "m0", "file": "kernels.cubin"}],
        "steps": [{"kind": "launch", "module": "m0", "function": "k",
                   "grid": [(PLANES * OH * OW + 255) // 256, 1, 1], "block": [256, 1, 1],
                   "args": ["in0", "out0"]}],
    }


# id -> (source, substring the rejection reason must contain, or None)
MAX_PLANTED = {
    "correct": (_source(False), None),
    # The window one short in each dim: outputs whose max is in the last row
    # or column of their window are wrong.
    "off-by-one-window": (_source(False, kernel_end="2"), "wrong result"),
    # Stride 1 instead of 2: reads the windows of other outputs, in bounds.
    "wrong-stride": (_source(False, stride="1"), "wrong result"),
    # The max started at 0 instead of -inf: all-negative windows (most of
    # x - 2) come out 0.
    "max-init-zero": (_source(False, init="0.f"), "wrong result"),
}

AVG_PLANTED = {
    "correct": (_source(True), None),
    # Padding counted in the divisor although count_include_pad=False:
    # border outputs are too small.
    "padding-counted": (_source(True, pad_count="1"), "wrong result"),
}


def candidates_json(planted):
    return {"candidates": [{"id": name, "source": planted[name][0], "plan": plan()}
                           for name in sorted(planted)]}
