"""Planted faults in the split reduction template's own kernels (issue 10).

The source and plan cuagent-translate emits (--block 256 --vector 4) for
make_task's `fullred_mean_planted` (mean(relu(x), dim=1) of [2, 50000]:
13 partials per row, chunks of 4096, the last of 848 elements) and
`fullred_strided_planted` (sum over dim 0 of [20000, 8]: the strided stage
1, 8 x 32 threads per block), each with one edit of the source or plan.
Every edit must find its text exactly once, so a template change that moves
it fails here instead of planting nothing.

Plus a var task with a correct and a wrong-correction kernel written by
hand (the correction is a literal of the importer's decomposition, not of
the template): `var_std_correction_small`'s first output alone is too
small a task, so the planted var task is its own (VAR_TASK).

Used by the GPU test (rejection, test_fullred_gpu.py) and a CPU test (every
source compiles with NVRTC, test/python/test_fullred.py)."""
import json
import os
import subprocess

MEAN_TASK = "fullred_mean_planted"
MEAN_MLIR = r'''
func.func @fullred_mean_planted(%x: tensor<2x50000xf32>) -> tensor<2xf32> {
  %0 = cuagent.relu %x : tensor<2x50000xf32>
  %1 = cuagent.mean %0 {dims = array<i64: 1>} : tensor<2x50000xf32> -> tensor<2xf32>
  return %1 : tensor<2xf32>
}
'''

STRIDED_TASK = "fullred_strided_planted"
STRIDED_MLIR = r'''
func.func @fullred_strided_planted(%x: tensor<20000x8xf32>) -> tensor<8xf32> {
  %0 = cuagent.sum %x {dims = array<i64: 0>} : tensor<20000x8xf32> -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
'''


def _replace(old, new):
    def edit(text):
        assert text.count(old) == 1, (old, text.count(old))
        return text.replace(old, new)
    return edit


def _stage1_grid(delta):
    """A plan edit: the stage-1 (partials) launch with `delta` more blocks."""
    def edit(plan):
        (step,) = [s for s in plan["steps"] if s["function"].endswith("_partials")]
        step["grid"][0] += delta
        return plan
    return edit


# id -> (source edits, plan edits, substring the rejection reason must contain)
MEAN_PLANTED = {
    "correct": ([], [], None),
    # Stage 2 combines 12 of a row's 13 partials: the last chunk is lost.
    "split-drops-a-partial": ([_replace("p < 13LL; p += 32)", "p < 12LL; p += 32)")], [],
                              "wrong result"),
    # The last stage-1 block (row 1's tail chunk) never runs: its partial is
    # whatever the workspace held.
    "split-skips-tail-block": ([], [_stage1_grid(-1)], "wrong result"),
    # The mean divided by the chunks' capacity (13 * 4096), not R.
    "split-mean-wrong-count": ([_replace("acc / ((float)0x1.86ap+15)", "acc / 53248.f")], [],
                               "wrong result"),
    # The last, shorter chunk of each row (848 elements) stops a block step
    # short of its end: its whole tail is lost. (One vector short, the slip
    # this was while every chunk took the checked loop, moves the mean of
    # 50000 by about 3e-5 now that only the tail chunk does: inside 1e-4.)
    "split-chunk-off-by-one": ([_replace("c0 < end; c0 += 1024LL)",
                                         "c0 < end - 1024; c0 += 1024LL)")], [], "wrong result"),
    # A full chunk walks one block step (1024 elements) too few.
    "split-full-chunk-short": ([_replace("for (int k = 0; k < 4; ++k) {",
                                         "for (int k = 0; k < 3; ++k) {")], [], "wrong result"),
}

STRIDED_PLANTED = {
    "correct": ([], [], None),
    # No barrier between the ty threads' shared-memory writes and the ty == 0
    # thread's combine: it reads slots other warps have not written yet.
    # Rejected as a wrong result or as not deterministic, whichever the
    # timing gives, so any reason is accepted ("").
    "split-combine-race": ([_replace("  red[threadIdx.x] = acc;\n  __syncthreads();\n",
                                     "  red[threadIdx.x] = acc;\n")], [], ""),
    # Stage 2 reads the partials of the neighbouring output.
    "split-wrong-output-partials": ([_replace("partials[out * 157LL + p]",
                                              "partials[((out + 1) % 8) * 157LL + p]")], [],
                                    "wrong result"),
}


# The strided template's online pass in batches of 8 (logsumexp over dim 1
# of [32, 512, 64], 32 x 8 threads: each thread's 64 rows as 8 batches):
# make_task's `logsumexp_dim1_sigmoid`.
ONLINE_TASK = "logsumexp_dim1_sigmoid"
ONLINE_MLIR = r'''
func.func @logsumexp_dim1_sigmoid(%x: tensor<32x512x64xf32>) -> tensor<32x64xf32> {
  %0 = cuagent.logsumexp %x {dims = array<i64: 1>} : tensor<32x512x64xf32> -> tensor<32x64xf32>
  %1 = cuagent.sigmoid %0 : tensor<32x64xf32>
  return %1 : tensor<32x64xf32>
}
'''
ONLINE_EXPECT = "strided-logsumexp over [outer, reduced, inner] = [32, 512, 64]"

ONLINE_PLANTED = {
    "correct": ([], [], None),
    # Each batch's last element loaded but never added.
    "batch-update-drops-one": ([_replace(
        "for (int u = 0; u < 8; ++u)\n        cuagent_online_lse_add(acc, sum, batch[u]);",
        "for (int u = 0; u < 7; ++u)\n        cuagent_online_lse_add(acc, sum, batch[u]);")],
        [], "wrong result"),
    # A batch's rows a thread row apart instead of a block's ty (8): rows
    # read twice, others never.
    "batch-rows-overlap": ([_replace("base + (r + u * 8) * 64LL", "base + (r + u * 1) * 64LL")],
                           [], "wrong result"),
    # The batch stepping over every other batch of rows.
    "batch-step-doubled": ([_replace("r += 64) {", "r += 128) {")], [], "wrong result"),
}


def online_candidates(translate, tmp_dir):
    source, plan = emitted(translate, tmp_dir, ONLINE_MLIR, ONLINE_TASK)
    return candidates_json(source, plan, ONLINE_PLANTED, ONLINE_EXPECT)


# The softmax family split across blocks (decision 152): make_task's
# `softmax_few_long_rows` (softmax(4x) * 2 over [6, 200000]: 49 chunks of
# 4096 a row, the last of 3392; stage 1's four steps a chunk one batch of
# 16 elements; the apply kernel on stage 1's grid) and
# `logsumexp_few_long_rows` (logsumexp(3x) * 0.5 over [2, 5000000]: 977
# chunks of 5120 a row, four steps a batch then the fifth alone; stage 2 a
# warp per row). The logsumexp slips are chosen to move the result well
# past 1e-4: one chunk lost of 977 moves a logsumexp of 5M elements by less.
SPLIT_SOFTMAX_TASK = "softmax_few_long_rows"
SPLIT_SOFTMAX_MLIR = r"""
func.func @softmax_few_long_rows(%x: tensor<6x200000xf32>) -> tensor<6x200000xf32> {
  %0 = cuagent.mul_s %x, 4.0 : tensor<6x200000xf32>
  %1 = cuagent.softmax %0 : tensor<6x200000xf32>
  %2 = cuagent.mul_s %1, 2.0 : tensor<6x200000xf32>
  return %2 : tensor<6x200000xf32>
}
"""
SPLIT_SOFTMAX_EXPECT = ("split-softmax over [outer, reduced, inner] = [6, 200000, 1], "
                        "49 partials per output of chunks of 4096, vector width 4")


def _apply_grid(delta):
    """A plan edit: the apply (stage 2) launch with `delta` more blocks."""
    def edit(plan):
        (step,) = [s for s in plan["steps"] if s["function"] == "cuagent_k0"]
        step["grid"][0] += delta
        return plan
    return edit


SPLIT_SOFTMAX_PLANTED = {
    "correct": ([], [], None),
    # The apply kernel merges 48 of a row's 49 (max, sum) pairs.
    "apply-drops-a-pair": ([_replace("p < 49; p += 256)", "p < 48; p += 256)")], [],
                           "wrong result"),
    # Each stage-1 batch's last element loaded but never added.
    "stage1-batch-drops-one": ([_replace("e < 16; ++e)\n      cuagent_online_add(",
                                         "e < 15; ++e)\n      cuagent_online_add(")], [],
                               "wrong result"),
    # The apply kernel normalizes with the next row's pairs.
    "apply-next-row-pairs": ([_replace("partials) + o * 49LL;", "partials) + (o + 1) % 6 * 49LL;")],
                             [], "wrong result"),
    # The last apply block (row 5's tail chunk) never runs: unwritten.
    "apply-skips-tail-block": ([], [_apply_grid(-1)], "wrong result"),
}

SPLIT_LSE_TASK = "logsumexp_few_long_rows"
SPLIT_LSE_MLIR = r"""
func.func @logsumexp_few_long_rows(%x: tensor<2x5000000xf32>) -> tensor<2xf32> {
  %0 = cuagent.mul_s %x, 3.0 : tensor<2x5000000xf32>
  %1 = cuagent.logsumexp %0 {dims = array<i64: 1>} : tensor<2x5000000xf32> -> tensor<2xf32>
  %2 = cuagent.mul_s %1, 0.5 : tensor<2xf32>
  return %2 : tensor<2xf32>
}
"""
SPLIT_LSE_EXPECT = ("split-logsumexp over [outer, reduced, inner] = [2, 5000000, 1], "
                    "977 partials per output of chunks of 5120, vector width 4")

SPLIT_LSE_PLANTED = {
    "correct": ([], [], None),
    # Each batch's last element never added: 1 in 16 of most chunks.
    "lse-batch-drops-one": ([_replace("e < 16; ++e)\n      cuagent_online_lse_add(",
                                      "e < 15; ++e)\n      cuagent_online_lse_add(")], [],
                            "wrong result"),
    # A full chunk's fifth step (after the batch) skipped: a fifth of a row.
    "lse-step-after-batch-skipped": ([_replace("for (int k = 4; k < 5; ++k)",
                                               "for (int k = 5; k < 5; ++k)")], [],
                                     "wrong result"),
    # Stage 2 merges each pair with its max and sum swapped.
    "lse-pair-swapped": ([_replace("(acc, sum, parts[p].x, parts[p].y)",
                                   "(acc, sum, parts[p].y, parts[p].x)")], [], "wrong result"),
}


# rms_norm split across blocks (decision 155): make_task's
# `rms_norm_few_long_rows` (silu(rms_norm(3x, weight)) over [6, 200000]: 49
# chunks of 4096 a row, the last of 3392; stage 1 one sum of squares per
# chunk, the apply kernel on stage 1's grid).
SPLIT_RMS_TASK = "rms_norm_few_long_rows"
SPLIT_RMS_MLIR = r"""
func.func @rms_norm_few_long_rows(%x: tensor<6x200000xf32>, %w: tensor<200000xf32>) -> tensor<6x200000xf32> {
  %0 = cuagent.mul_s %x, 3.0 : tensor<6x200000xf32>
  %1 = cuagent.rms_norm %0 weight(%w : tensor<200000xf32>) {eps = 1.0e-5 : f64} : tensor<6x200000xf32> -> tensor<6x200000xf32>
  %2 = cuagent.silu %1 : tensor<6x200000xf32>
  return %2 : tensor<6x200000xf32>
}
"""
SPLIT_RMS_EXPECT = ("split-rms-norm over [outer, reduced, inner] = [6, 200000, 1], "
                    "49 partials per output of chunks of 4096, vector width 4")

SPLIT_RMS_PLANTED = {
    "correct": ([], [], None),
    # The apply kernel sums 48 of a row's 49 partials: the short last chunk
    # left out of the mean of squares (1.7% of the row).
    "rms-apply-drops-a-partial": ([_replace("p < 49; p += 256)\n    acc += partials",
                                            "p < 48; p += 256)\n    acc += partials")], [],
                                  "wrong result"),
    # The apply kernel scales by the next row's mean of squares.
    "rms-apply-next-row-partials": ([_replace("acc += partials[o * 49LL + p];",
                                              "acc += partials[(o + 1) % 6 * 49LL + p];")], [],
                                    "wrong result"),
    # No block reduction of the partials: each thread scales by its own
    # share (threads past the 49th by eps alone).
    "rms-apply-no-block-sum": ([_replace("  acc = cuagent_reduce_sum<256>(acc, scratch);\n"
                                         "  const float rstd",
                                         "  const float rstd")], [], "wrong result"),
    # The last apply block (row 5's tail chunk) never runs: unwritten.
    "rms-apply-skips-tail-block": ([], [_apply_grid(-1)], "wrong result"),
}


def split_rms_candidates(translate, tmp_dir):
    source, plan = emitted(translate, tmp_dir, SPLIT_RMS_MLIR, SPLIT_RMS_TASK)
    return candidates_json(source, plan, SPLIT_RMS_PLANTED, SPLIT_RMS_EXPECT)


def split_softmax_candidates(translate, tmp_dir):
    source, plan = emitted(translate, tmp_dir, SPLIT_SOFTMAX_MLIR, SPLIT_SOFTMAX_TASK)
    return candidates_json(source, plan, SPLIT_SOFTMAX_PLANTED, SPLIT_SOFTMAX_EXPECT)


def split_lse_candidates(translate, tmp_dir):
    source, plan = emitted(translate, tmp_dir, SPLIT_LSE_MLIR, SPLIT_LSE_TASK)
    return candidates_json(source, plan, SPLIT_LSE_PLANTED, SPLIT_LSE_EXPECT)


def in_marked(marker, old, new):
    """A source edit inside the kernel whose header comment says `marker`
    (up to the next kernel's), where `old` occurs exactly once."""
    def edit(text):
        head = text.index(marker)
        end = text.find("\n// kernel", head)
        end = len(text) if end < 0 else end
        body = text[head:end]
        assert body.count(old) == 1, old
        return text[:head] + body.replace(old, new) + text[end:]
    return edit


def emitted(translate, tmp_dir, mlir, name, *flags):
    """The source and plan the template emits for `mlir`."""
    path = os.path.join(str(tmp_dir), name + ".mlir")
    with open(path, "w") as f:
        f.write(mlir)
    proc = subprocess.run([str(translate), "--block", "256", "--vector", "4", *flags, "--plan",
                           path],
                          capture_output=True, text=True, timeout=120, check=True)
    source, plan = proc.stdout.split("\n// plan\n")
    source = source.split("\n", 1)[1]  # drop the "// function @..." line
    return source, json.loads(plan)


def candidates_json(source, plan, planted, expect):
    assert expect in source, "the template no longer emits: " + expect
    plan = {k: v for k, v in plan.items() if k in ("format", "version", "buffers", "modules",
                                                   "steps")}
    candidates = []
    for name, (edits, plan_edits, _) in sorted(planted.items()):
        text = source
        for edit in edits:
            text = edit(text)
        edited = json.loads(json.dumps(plan))
        for edit in plan_edits:
            edited = edit(edited)
        candidates.append({"id": name, "source": text, "plan": edited})
    return {"candidates": candidates}


MEAN_EXPECT = "split-mean over [outer, reduced, inner] = [2, 50000, 1], 13 partials per output"
STRIDED_EXPECT = ("split-sum over [outer, reduced, inner] = [1, 20000, 8], 157 partials per "
                  "output")


def mean_candidates(translate, tmp_dir):
    source, plan = emitted(translate, tmp_dir, MEAN_MLIR, MEAN_TASK)
    return candidates_json(source, plan, MEAN_PLANTED, MEAN_EXPECT)


def strided_candidates(translate, tmp_dir):
    source, plan = emitted(translate, tmp_dir, STRIDED_MLIR, STRIDED_TASK)
    return candidates_json(source, plan, STRIDED_PLANTED, STRIDED_EXPECT)


# var over the last dim of 16 (make_task's `var_dim2_planted`): one thread
# per row, the exact two passes; the control divides by 16 - 1.
VAR_TASK = "var_dim2_planted"
ROWS, N = 4096, 16
_VAR_KERNEL = r'''
extern "C" __global__ void __launch_bounds__(256) k(const float *in0, float *out0) {
  const long long row = (long long)blockIdx.x * 256 + threadIdx.x;
  if (row >= ROWS) return;
  const float *x = in0 + row * N;
  float sum = 0.f;
  for (int c = 0; c < N; ++c) sum += x[c];
  const float mean = sum / (float)N;
  float m2 = 0.f;
  for (int c = 0; c < N; ++c) m2 += (x[c] - mean) * (x[c] - mean);
  out0[row] = m2 / DIVISOR;
}
'''


def _var_source(divisor="15.f"):
    return ("#define ROWS %dLL\n#define N %d\n" % (ROWS, N) +
            _VAR_KERNEL.replace("DIVISOR", divisor))


def var_plan():
    return {
        "format": "cuagent.plan", "version": 1,
        "buffers": [
            {"name": "in0", "kind": "input", "index": 0, "dtype": "f32", "shape": [ROWS, N]},
            {"name": "out0", "kind": "output", "index": 0, "dtype": "f32", "shape": [ROWS]},
        ],
        "modules": [{"name": "m0", "file": "kernels.cubin"}],
        "steps": [{"kind": "launch", "module": "m0", "function": "k",
                   "grid": [ROWS // 256, 1, 1], "block": [256, 1, 1],
                   "args": ["in0", "out0"]}],
    }


VAR_PLANTED = {
    "correct": (_var_source(), None),
    # The biased variance (correction 0) where the task asks for unbiased.
    "var-wrong-correction": (_var_source("16.f"), "wrong result"),
}


def var_candidates_json():
    return {"candidates": [{"id": name, "source": VAR_PLANTED[name][0], "plan": var_plan()}
                           for name in sorted(VAR_PLANTED)]}
