"""Planted faulty group_norm and batch_norm kernels (issue 10): each is the
plain kernel with one plausible slip, every one a wrong result that
verification must reject on the GPU (test_norms_gpu.py); a CPU test compiles
them all with NVRTC (test/python/test_planted_compile.py), so that on the GPU
they can only fail for the fault they plant.

GN_TASK is make_task's `group_norm_planted`: group_norm(x + 0.5, 8, w, b,
eps=0.5) over f32[256, 32, 4, 4], so rows (sample, group) of 4 channels x 16
= 64 elements: an unbiased variance is 64/63 off, eps outside the square root
far off, a per-column weight index visibly wrong.
BN_TASK is `batch_norm_planted`: batch_norm(x, m, v, w, b, eval, eps=1.0)
over f32[64, 24, 20]."""

GN_TASK = "group_norm_planted"
BN_TASK = "batch_norm_planted"

# One block of 64 threads per (sample, group) row, one element a thread.
# SEG is the length the statistics are taken over (64: the group).
_GN_KERNEL = r'''
#define ROWS 2048
#define L 64
#define C 32
#define G 8
#define S 16
__device__ float seg_sum(float v, float *red, int seg) {
  const int c = threadIdx.x, base = c - c % seg;
  red[c] = v;
  __syncthreads();
  for (int s = seg / 2; s > 0; s >>= 1) {
    if (c % seg < s) red[c] += red[c + s];
    __syncthreads();
  }
  const float total = red[base];
  __syncthreads();
  return total;
}
extern "C" __global__ void __launch_bounds__(64) k(const float *in0, const float *in1,
                                                  const float *in2, float *out0) {
  __shared__ float red[64];
  const long long row = blockIdx.x;
  const int c = threadIdx.x;
  const float x = in0[row * L + c] + 0.5f;
  const float mean = seg_sum(x, red, SEG) / SEG;
  const float d = x - mean;
  const float var = seg_sum(d * d, red, SEG) / VARDIV;
  const float rstd = RSTD;
  const int ch = CHANNEL;
  out0[row * L + c] = d * rstd * in1[ch] + in2[ch];
}
'''


def _gn_source(seg="L", vardiv="SEG", rstd="rsqrtf(var + 0.5f)",
               channel="(int)(row % G) * (C / G) + c / S"):
    return (_GN_KERNEL.replace("VARDIV", vardiv).replace("SEG", seg).replace("RSTD", rstd)
            .replace("CHANNEL", channel))


def _plan(buffers, function_args, grid, block):
    return {
        "format": "cuagent.plan", "version": 1, "buffers": buffers,
        "modules": [{"name": "m0", "file": "kernels.cubin"}],
        "steps": [{"kind": "launch", "module": "m0", "function": "k", "grid": [grid, 1, 1],
                   "block": [block, 1, 1], "args": function_args}],
    }


def gn_plan():
    shape = [256, 32, 4, 4]
    buffers = [
        {"name": "in0", "kind": "input", "index": 0, "dtype": "f32", "shape": shape},
        {"name": "in1", "kind": "input", "index": 1, "dtype": "f32", "shape": [32]},
        {"name": "in2", "kind": "input", "index": 2, "dtype": "f32", "shape": [32]},
        {"name": "out0", "kind": "output", "index": 0, "dtype": "f32", "shape": shape},
    ]
    return _plan(buffers, ["in0", "in1", "in2", "out0"], 256 * 8, 64)


# id -> (source, substring the rejection reason must contain)
GN_PLANTED = {
    "correct": (_gn_source(), None),
    # Statistics per channel (16 elements) instead of per group of 4 channels.
    "wrong-group-size": (_gn_source(seg="S"), "wrong result"),
    # eps added outside the square root.
    "eps-outside-sqrt": (_gn_source(rstd="rsqrtf(var) + 0.5f"), "wrong result"),
    # The affine indexed by the row's column, as layer_norm's is.
    "affine-per-column": (_gn_source(channel="c % C"), "wrong result"),
    # The unbiased variance (torch.var's default), not the biased one.
    "unbiased-variance": (_gn_source(vardiv="(SEG - 1)"), "wrong result"),
}


def gn_candidates_json(ids=None):
    return {"candidates": [{"id": name, "source": GN_PLANTED[name][0], "plan": gn_plan()}
                           for name in (ids or sorted(GN_PLANTED))]}


# batch_norm over [64, 24, 20]: one thread per element.
_BN_KERNEL = r'''
#define N 30720
#define C 24
#define INNER 20
extern "C" __global__ void __launch_bounds__(256) k(const float *in0, const float *in1,
                                                   const float *in2, const float *in3,
                                                   const float *in4, float *out0) {
  const int i = blockIdx.x * 256 + threadIdx.x;
  if (i >= N) return;
  const int c = CHANNEL;
  const float x = in0[i];
  out0[i] = (x - in3[c]) * INVSTD * in1[c] + in2[c];
}
'''


def _bn_source(channel="(i / INNER) % C", invstd="(1.f / sqrtf(in4[c] + 1.0f))"):
    return _BN_KERNEL.replace("CHANNEL", channel).replace("INVSTD", invstd)


def bn_plan():
    shape = [64, 24, 20]
    buffers = [{"name": "in0", "kind": "input", "index": 0, "dtype": "f32", "shape": shape}]
    buffers += [{"name": "in%d" % k, "kind": "input", "index": k, "dtype": "f32", "shape": [24]}
                for k in range(1, 5)]
    buffers.append({"name": "out0", "kind": "output", "index": 0, "dtype": "f32",
                    "shape": shape})
    return _plan(buffers, ["in0", "in1", "in2", "in3", "in4", "out0"], 120, 256)


BN_PLANTED = {
    "correct": (_bn_source(), None),
    # The parameters broadcast along the last dim (numpy's rule for a [C]
    # vector), not along the channel dim.
    "channel-last-broadcast": (_bn_source(channel="(i % INNER) % C"), "wrong result"),
    # eps outside the square root.
    "eps-outside-sqrt": (_bn_source(invstd="(1.f / sqrtf(in4[c]) + 1.0f)"), "wrong result"),
}


def bn_candidates_json(ids=None):
    return {"candidates": [{"id": name, "source": BN_PLANTED[name][0], "plan": bn_plan()}
                           for name in (ids or sorted(BN_PLANTED))]}


# ---------------------------------------------------------------------------
# Planted faults in the norm template's own split-row kernels: the source
# and plan cuagent-translate emits for make_task's `group_norm_swish_long`
# (16 rows of 131072, 16 segments of 8192 per row at --block 256 --vector
# 4), each with one edit. The edits must find their text exactly once, so a
# template change that moves it fails here instead of planting nothing.

SPLIT_TASK = "group_norm_swish_long"
SPLIT_MLIR = r'''
func.func @group_norm_swish_long(%x: tensor<4x128x64x64xf32>, %w: tensor<128xf32>, %b: tensor<128xf32>) -> tensor<4x128x64x64xf32> {
  %0 = cuagent.group_norm %x affine(%w, %b : tensor<128xf32>, tensor<128xf32>) {num_groups = 4 : i64} : tensor<4x128x64x64xf32> -> tensor<4x128x64x64xf32>
  %1 = cuagent.sigmoid %0 : tensor<4x128x64x64xf32>
  %2 = cuagent.mul %0, %1 : tensor<4x128x64x64xf32>, tensor<4x128x64x64xf32> -> tensor<4x128x64x64xf32>
  return %2 : tensor<4x128x64x64xf32>
}
'''

_APPLY = "const float2 *__restrict__ partials) {"


def _in_apply(old, new):
    """An edit of the apply kernel only (the text after its signature)."""
    def edit(text):
        head, apply = text.split(_APPLY)
        assert apply.count(old) == 1, (old, apply.count(old))
        return head + _APPLY + apply.replace(old, new)
    return edit


# id -> (edits of the source, substring the rejection reason must contain)
SPLIT_PLANTED = {
    "correct": ([], None),
    # The apply kernel merges 15 of the row's 16 partial statistics.
    "split-drops-a-partial": ([_in_apply("for (int p = 0; p < 16; ++p)",
                                         "for (int p = 0; p < 15; ++p)")], "wrong result"),
    # Each segment normalized by its own statistics, not the row's.
    "split-own-segment-stats": ([_in_apply("const float2 part = partials[row * 16 + p];",
                                           "const float2 part = partials[blockIdx.x];")],
                                "wrong result"),
    # The affine indexed by the column, not the channel.
    "split-affine-per-column": ([_in_apply("channel0 + (c0 + v) / 4096",
                                           "channel0 + (c0 + v) % 32")], "wrong result"),
    # The last vector chunk of every segment never written.
    "split-missing-tail": ([_in_apply("c0 < segmentEnd; c0 += 1024)",
                                      "c0 < segmentEnd - 4; c0 += 1024)")], "wrong result"),
}


def emitted_split_kernels(translate, tmp_dir):
    """The source and plan the template emits for SPLIT_TASK."""
    import json
    import os
    import subprocess

    path = os.path.join(str(tmp_dir), "split.mlir")
    with open(path, "w") as f:
        f.write(SPLIT_MLIR)
    proc = subprocess.run([str(translate), "--block", "256", "--vector", "4", "--plan", path],
                          capture_output=True, text=True, timeout=120, check=True)
    source, plan = proc.stdout.split("\n// plan\n")
    source = source.split("\n", 1)[1]  # drop the "// function @..." line
    return source, json.loads(plan)


def split_candidates_json(source, plan):
    assert "group-norm-split over 16 rows of 131072" in source, "the template no longer splits"
    plan = {k: v for k, v in plan.items() if k in ("format", "version", "buffers", "modules",
                                                   "steps")}
    candidates = []
    for name, (edits, _) in sorted(SPLIT_PLANTED.items()):
        text = source
        for edit in edits:
            text = edit(text)
        candidates.append({"id": name, "source": text, "plan": plan})
    return {"candidates": candidates}
