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


# ---------------------------------------------------------------------------
# Planted faulty cudnn plan steps (issue 9). Hand-built plans over a conv
# task's buffers (inputs in0 = x, in1 = w[, in2 = bias]; output out0): each
# fault is self-consistent enough to pass the runtime's load checks where
# the name says so, and computes something other than the conv.

# name -> the conv, in torch.nn.functional's terms. `op` is the TorchScript
# op of the task's one node; w is the weight as PyTorch stores it.
CONV_CASES = {
    # conv2d 3x3, padding 1, C == K: also the case the transposed flag can be
    # flipped on, and whose shapes allow a consistent wrong group count.
    "conv2d_3x3": dict(op="aten::conv2d", x=[2, 4, 8, 8], w=[4, 4, 3, 3], bias=False,
                       stride=[1, 1], padding=[1, 1], dilation=[1, 1], groups=1),
    "conv2d_3x3_bias": dict(op="aten::conv2d", x=[4, 16, 20, 20], w=[32, 16, 3, 3], bias=True,
                            stride=[1, 1], padding=[1, 1], dilation=[1, 1], groups=1),
    "conv2d_strided_dilated": dict(op="aten::conv2d", x=[2, 6, 17, 15], w=[12, 6, 3, 3],
                                   bias=True, stride=[2, 2], padding=[2, 2], dilation=[2, 2],
                                   groups=1),
    "conv2d_grouped": dict(op="aten::conv2d", x=[2, 12, 10, 10], w=[18, 4, 3, 3], bias=False,
                           stride=[1, 1], padding=[1, 1], dilation=[1, 1], groups=3),
    "conv2d_depthwise": dict(op="aten::conv2d", x=[2, 16, 14, 14], w=[16, 1, 5, 5], bias=True,
                             stride=[1, 1], padding=[2, 2], dilation=[1, 1], groups=16),
    # ViT-style patch embedding: padding 0 or 1 give the same output shape.
    "conv2d_patchify": dict(op="aten::conv2d", x=[2, 3, 16, 16], w=[8, 3, 4, 4], bias=True,
                            stride=[4, 4], padding=[0, 0], dilation=[1, 1], groups=1),
    "conv1d": dict(op="aten::conv1d", x=[4, 8, 50], w=[16, 8, 5], bias=True, stride=[2],
                   padding=[2], dilation=[1], groups=1),
    "conv3d": dict(op="aten::conv3d", x=[2, 4, 6, 8, 8], w=[8, 4, 3, 3, 3], bias=True,
                   stride=[1, 2, 2], padding=[1, 1, 1], dilation=[1, 1, 1], groups=1),
    # w is [C_in, C_out/groups, k, k]; 7x7 -> 15x15 with output_padding 1.
    # No bias: cuDNN cannot fuse one after a data gradient (the plan format
    # refuses it; the emitter adds it in NVRTC code).
    "conv_transpose2d": dict(op="aten::conv_transpose2d.input", x=[2, 8, 7, 7], w=[8, 3, 4, 4],
                             bias=False, stride=[2, 2], padding=[1, 1], dilation=[1, 1],
                             groups=2, output_padding=[1, 1], transposed=True),
}


def conv_output_shape(case):
    """y's shape, by PyTorch's formulas."""
    x, w = case["x"], case["w"]
    spatial = []
    for i, (n, k) in enumerate(zip(x[2:], w[2:])):
        s, p, d = case["stride"][i], case["padding"][i], case["dilation"][i]
        if case.get("transposed"):
            spatial.append((n - 1) * s - 2 * p + d * (k - 1) + case["output_padding"][i] + 1)
        else:
            spatial.append((n + 2 * p - d * (k - 1) - 1) // s + 1)
    channels = w[1] * case["groups"] if case.get("transposed") else w[0]
    return [x[0], channels] + spatial


WORKSPACE_BYTES = 64 << 20


def conv_step(case, cudnn_version, **changes):
    """The correct cudnn step for `case`, with `changes` applied."""
    conv = {"transposed": bool(case.get("transposed")), "x_shape": case["x"],
            "w_shape": case["w"], "y_shape": conv_output_shape(case),
            "stride": case["stride"], "padding": case["padding"], "dilation": case["dilation"],
            "groups": case["groups"], "dtype": "f32", "compute": "32F", "engine": 0,
            "workspace_bytes": WORKSPACE_BYTES, "version": cudnn_version,
            "x": "in0", "w": "in1", "y": "out0", "workspace": "wsconv0"}
    if case["bias"]:
        conv["bias"] = "in2"
    conv.update(changes)
    return {"kind": "cudnn", "conv": conv}


def conv_plan(case, cudnn_version, **changes):
    inputs = [case["x"], case["w"]] + ([[conv_output_shape(case)[1]]] if case["bias"] else [])
    buffers = [{"name": f"in{i}", "kind": "input", "index": i, "dtype": "f32", "shape": shape}
               for i, shape in enumerate(inputs)]
    buffers.append({"name": "out0", "kind": "output", "index": 0, "dtype": "f32",
                    "shape": conv_output_shape(case)})
    buffers.append({"name": "wsconv0", "kind": "workspace", "bytes": WORKSPACE_BYTES})
    return {"format": "cuagent.plan", "version": 1, "buffers": buffers, "modules": [],
            "steps": [conv_step(case, cudnn_version, **changes)]}


def conv_planted(version):
    """case -> {name: (step changes, a phrase the rejection must contain)},
    each case with a `correct` control. Only plans the plan parser accepts
    (a rejected one fails the whole candidate file): faults the parser or
    the spec checks catch are tested on the CPU (test/unit/CudnnTest.cpp and
    the plan-format tests)."""
    return {
        "conv2d_3x3": {
            "correct": ({}, None),
            # groups=4 over the same memory: x read as [1, 8, 8, 8], w as
            # [8, 2, 3, 3], y as [1, 8, 8, 8] (every shape consistent, every
            # buffer exactly covered).
            "wrong-groups": ({"groups": 4, "x_shape": [1, 8, 8, 8], "w_shape": [8, 2, 3, 3],
                              "y_shape": [1, 8, 8, 8]}, "wrong result"),
            # With C == K and padding 1 a transposed conv has the same shapes.
            "transposed-flipped": ({"transposed": True}, "wrong result"),
            "other-cudnn-version": ({"version": version + 1}, "cuDNN"),
            "engine-out-of-range": ({"engine": 63}, "heuristics offer"),
        },
        "conv2d_3x3_bias": {
            "correct": ({}, None),
            "bias-from-x": ({"bias": "in0"}, "wrong result"),
            "bias-from-w": ({"bias": "in1"}, "wrong result"),
        },
        "conv2d_patchify": {
            "correct": ({}, None),
            "wrong-padding": ({"padding": [1, 1]}, "wrong result"),
        },
    }


# ---------------------------------------------------------------------------
# Planted faulty rms_norm kernels for make_task's `rms_norm_eps` task
# (rms_norm(x, [1024], w, eps=0.5) over f32[512, 1024]): each is the row
# kernel with one plausible slip, and each is a wrong result. eps is large
# against mean(x^2) ~ 1 so that dropping it, or adding it outside the square
# root, moves every output by far more than the tolerance.

RMS_ROWS, RMS_COLS = 512, 1024

_RMS_KERNEL = r'''
#define ROWS 512
#define COLS 1024
extern "C" __global__ void __launch_bounds__(256) k(const float *in0, const float *in1,
                                                   float *out0) {
  __shared__ float red[256];
  const long long row = blockIdx.x;
  const float *x = in0 + row * COLS;
  float *y = out0 + row * COLS;
  float sq = 0.0f;
  for (int c = threadIdx.x; c < COLS; c += 256) sq += x[c] * x[c];
  red[threadIdx.x] = sq;
  __syncthreads();
  for (int s = 128; s > 0; s >>= 1) {
    if (threadIdx.x < s) red[threadIdx.x] += red[threadIdx.x + s];
    __syncthreads();
  }
  const float total = red[0];
  const float rstd = RSTD;
  for (int c = threadIdx.x; c < LAST; c += 256) y[c] = x[c] * rstd * in1[c];
}
'''


def _rms_source(rstd="rsqrtf(total / COLS + 0.5f)", last="COLS"):
    return _RMS_KERNEL.replace("RSTD", rstd).replace("LAST", last)


def rms_plan():
    buffers = [
        {"name": "in0", "kind": "input", "index": 0, "dtype": "f32", "shape": [RMS_ROWS, RMS_COLS]},
        {"name": "in1", "kind": "input", "index": 1, "dtype": "f32", "shape": [RMS_COLS]},
        {"name": "out0", "kind": "output", "index": 0, "dtype": "f32",
         "shape": [RMS_ROWS, RMS_COLS]},
    ]
    return {
        "format": "cuagent.plan", "version": 1, "buffers": buffers,
        "modules": [{"name": "m0", "file": "kernels.cubin"}],
        "steps": [{"kind": "launch", "module": "m0", "function": "k", "grid": [RMS_ROWS, 1, 1],
                   "block": [256, 1, 1], "args": ["in0", "in1", "out0"]}],
    }


# id -> (source, substring the rejection reason must contain)
RMS_PLANTED = {
    # Control: the same kernel without a fault passes every check.
    "correct": (_rms_source(), None),
    # The sum of squares, not their mean: off by sqrt(COLS).
    "sum-not-mean": (_rms_source(rstd="rsqrtf(total + 0.5f)"), "wrong result"),
    # eps left out.
    "eps-omitted": (_rms_source(rstd="rsqrtf(total / COLS)"), "wrong result"),
    # eps added after the square root.
    "eps-outside-sqrt": (_rms_source(rstd="rsqrtf(total / COLS) + 0.5f"), "wrong result"),
    # The last column is never written (a missing tail): the poisoned output
    # shows through.
    "missing-tail": (_rms_source(last="COLS - 1"), "wrong result"),
}


def rms_candidates_json(ids=None):
    return {"candidates": [{"id": name, "source": RMS_PLANTED[name][0], "plan": rms_plan()}
                           for name in (ids or sorted(RMS_PLANTED))]}


# ---------------------------------------------------------------------------
# Planted faulty layer_norm kernels for make_task's `layer_norm_eps` task
# (layer_norm(x + 0.5, [1024], w, b, eps=0.5) over f32[512, 1024]): the row
# kernel with one plausible slip each, every one a wrong result.

_LN_KERNEL = r'''
#define ROWS 512
#define COLS 1024
__device__ float block_sum(float v, float *red) {
  red[threadIdx.x] = v;
  __syncthreads();
  for (int s = 128; s > 0; s >>= 1) {
    if (threadIdx.x < s) red[threadIdx.x] += red[threadIdx.x + s];
    __syncthreads();
  }
  float total = red[0];
  __syncthreads();
  return total;
}
extern "C" __global__ void __launch_bounds__(256) k(const float *in0, const float *in1,
                                                   const float *in2, float *out0) {
  __shared__ float red[256];
  const long long row = blockIdx.x;
  const float *x = in0 + row * COLS;
  float *y = out0 + row * COLS;
  float s = 0.0f;
  for (int c = threadIdx.x; c < COLS; c += 256) s += x[c] + 0.5f;
  const float mean = MEAN;
  float q = 0.0f;
  for (int c = threadIdx.x; c < COLS; c += 256) {
    float d = x[c] + 0.5f - mean;
    q += d * d;
  }
  const float var = block_sum(q, red) / COLS;
  const float rstd = RSTD;
  for (int c = threadIdx.x; c < LAST; c += 256)
    y[c] = (x[c] + 0.5f - mean) * rstd * in1[WCOL] + BIAS;
}
'''


def _ln_source(mean="block_sum(s, red) / COLS", rstd="rsqrtf(var + 0.5f)", last="COLS",
               wcol="c", bias="in2[c]"):
    return (_LN_KERNEL.replace("MEAN", mean).replace("RSTD", rstd).replace("LAST", last)
            .replace("WCOL", wcol).replace("BIAS", bias))


def ln_plan():
    shape = [RMS_ROWS, RMS_COLS]
    buffers = [
        {"name": "in0", "kind": "input", "index": 0, "dtype": "f32", "shape": shape},
        {"name": "in1", "kind": "input", "index": 1, "dtype": "f32", "shape": [RMS_COLS]},
        {"name": "in2", "kind": "input", "index": 2, "dtype": "f32", "shape": [RMS_COLS]},
        {"name": "out0", "kind": "output", "index": 0, "dtype": "f32", "shape": shape},
    ]
    return {
        "format": "cuagent.plan", "version": 1, "buffers": buffers,
        "modules": [{"name": "m0", "file": "kernels.cubin"}],
        "steps": [{"kind": "launch", "module": "m0", "function": "k", "grid": [RMS_ROWS, 1, 1],
                   "block": [256, 1, 1], "args": ["in0", "in1", "in2", "out0"]}],
    }


# id -> (source, substring the rejection reason must contain)
LN_PLANTED = {
    "correct": (_ln_source(), None),
    # The mean never subtracted (rows of x + 0.5 have mean ~0.5).
    "mean-not-subtracted": (_ln_source(mean="0.0f * block_sum(s, red)"), "wrong result"),
    # eps left out, or added outside the square root.
    "eps-omitted": (_ln_source(rstd="rsqrtf(var)"), "wrong result"),
    "eps-outside-sqrt": (_ln_source(rstd="rsqrtf(var) + 0.5f"), "wrong result"),
    # The affine: weight of the neighbouring column, bias dropped.
    "weight-next-column": (_ln_source(wcol="(c + 1) % COLS"), "wrong result"),
    "bias-missing": (_ln_source(bias="0.0f"), "wrong result"),
    # The last column never written: the poisoned output shows through.
    "missing-tail": (_ln_source(last="COLS - 1"), "wrong result"),
}


def ln_candidates_json(ids=None):
    return {"candidates": [{"id": name, "source": LN_PLANTED[name][0], "plan": ln_plan()}
                           for name in (ids or sorted(LN_PLANTED))]}
