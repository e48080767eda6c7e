"""GPU tests of 3xTF32 (decision 49) and of the tf32 mode's cuDNN TF32
engines (decision 48).

The builtin policy's 3xTF32 candidates of compute-bound strict-fp32 GEMMs
and convolutions verify at fp32's 1e-4 (test_worker_gpu.py's
test_builtin_candidates_verify requires it of every candidate of every
task; here the times are printed beside the strict ones), and planted
faulty 3xTF32 plans are rejected: a lo part dropped, the reduction not
tripled, the same hi/lo pairing on both sides."""
import json
import os
import subprocess
import sys

import pytest
import torch
import torch.nn.functional as F

sys.path.insert(0, os.path.dirname(__file__))
import make_task  # noqa: E402
from planted_fullred import candidates_json, emitted  # noqa: E402
from test_worker_gpu import BUILD, WORKER, reject_planted, run_worker  # noqa: E402

pytestmark = pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a GPU")

TRANSLATE = os.path.join(BUILD, "bin", "cuagent-translate")

MM_MLIR = r'''
func.func @mm_1024(%a: tensor<1024x1024xf32>, %b: tensor<1024x1024xf32>) -> tensor<1024x1024xf32> {
  %0 = cuagent.matmul %a, %b : tensor<1024x1024xf32>, tensor<1024x1024xf32> -> tensor<1024x1024xf32>
  return %0 : tensor<1024x1024xf32>
}
'''

BMM_MLIR = r'''
func.func @bmm_scale(%a: tensor<8x256x512xf32>, %b: tensor<8x512x384xf32>) -> tensor<8x256x384xf32> {
  %0 = cuagent.matmul %a, %b {alpha = 1.250000e-01 : f64} : tensor<8x256x512xf32>, tensor<8x512x384xf32> -> tensor<8x256x384xf32>
  return %0 : tensor<8x256x384xf32>
}
'''

LINEAR_MLIR = r'''
func.func @linear_bias_rows(%x: tensor<512x256xf32>, %w: tensor<1024x256xf32>, %b: tensor<1024xf32>) -> tensor<512x1024xf32> {
  %0 = cuagent.matmul %x, %w, %b {transpose_rhs = true} : tensor<512x256xf32>, tensor<1024x256xf32>, tensor<1024xf32> -> tensor<512x1024xf32>
  return %0 : tensor<512x1024xf32>
}
'''

CONV_MLIR = r'''
func.func @conv2d_bias_relu(%x: tensor<32x64x56x56xf32>, %w: tensor<128x64x3x3xf32>, %b: tensor<128xf32>) -> tensor<32x128x56x56xf32> {
  %0 = cuagent.conv %x, %w, %b {stride = array<i64: 1, 1>, padding = array<i64: 1, 1>, dilation = array<i64: 1, 1>, output_padding = array<i64: 0, 0>} : tensor<32x64x56x56xf32>, tensor<128x64x3x3xf32>, tensor<128xf32> -> tensor<32x128x56x56xf32>
  %1 = cuagent.relu %0 : tensor<32x128x56x56xf32>
  return %1 : tensor<32x128x56x56xf32>
}
'''


def toolchain():
    out = subprocess.run([WORKER, "--print-toolchain"], capture_output=True, text=True, check=True)
    return json.loads(out.stdout)


def _replace(old, new):
    def edit(text):
        assert text.count(old) == 1, (old, text.count(old))
        return text.replace(old, new)
    return edit


def _library(kind, **changes):
    """A plan edit of the library step's spec ("gemm" or "conv")."""
    def edit(plan):
        for step in plan["steps"]:
            if kind in step:
                step[kind].update(changes)
        return plan
    return edit


def _versions(plan, versions):
    for step in plan["steps"]:
        if "gemm" in step:
            step["gemm"]["version"] = versions["cublaslt"]
        if "conv" in step:
            step["conv"]["version"] = versions["cudnn"]
    return plan


# mm_1024: A is the rhs [K, N] (k outer: copies 1024 x 1024 apart), B the
# lhs [M, K] (k inner: 1024 apart).
MM_PLANTED = {
    "correct": ([], [], None),
    # lo(a) hi(b) left out: TF32's error on one of the three products.
    "lo-dropped": ([_replace("d[2097152LL] = lo;", "d[2097152LL] = 0.0f;")], [], "wrong result"),
    # The GEMM reads the first copies only: hi(a) hi(b), plain TF32.
    "reduction-not-tripled": ([], [_library("gemm", k=1024)], "wrong result"),
    # Both sides [hi, hi, lo]: hi hi twice and lo lo, about 2 a b.
    "same-pairing-both-sides": (
        [_replace("d[1024LL] = lo;\n    d[2048LL] = hf;", "d[1024LL] = hf;\n    d[2048LL] = lo;")],
        [], "wrong result"),
}

# conv2d_bias_relu: x's copies are a channel slab of 64 x 3136 apart, w's
# 64 x 9 apart.
CONV_PLANTED = {
    "correct": ([], [], None),
    "lo-dropped": ([_replace("d[401408LL] = lo;", "d[401408LL] = 0.0f;")], [], "wrong result"),
    "same-pairing-both-sides": (
        [_replace("d[576LL] = lo;\n    d[1152LL] = hf;", "d[576LL] = hf;\n    d[1152LL] = lo;")],
        [], "wrong result"),
    # The conv sees 64 channels of the 192-channel copies: the hi parts of
    # the first third, a filter read with the wrong stride.
    "channels-not-tripled": ([], [_library("conv", x_shape=[32, 64, 56, 56],
                                           w_shape=[128, 64, 3, 3])], "wrong result"),
}


def _chunk_steps(plan):
    """A chunked library call's (split launch, library step) pairs, in order:
    a conv's chunks split x, a GEMM's b (or, with its rows chunked and b
    whole, a: decision 57)."""
    steps = plan["steps"]
    return [(i - 1, i) for i, s in enumerate(steps)
            if s["kind"] in ("cudnn", "cublaslt")
            and any(tag in steps[i - 1].get("function", "")
                    for tag in ("_split_x", "_split_b", "_split_a"))]


def _result_of(step):
    return step["conv"] if step["kind"] == "cudnn" else step["gemm"]


def _drop_last_chunk(plan):
    split, conv = _chunk_steps(plan)[-1]
    del plan["steps"][split:conv + 1]
    return plan


def _every_chunk_reads_the_first(plan):
    first = plan["steps"][_chunk_steps(plan)[0][0]]["args"][0]
    for split, _ in _chunk_steps(plan):
        plan["steps"][split]["args"][0] = first
    return plan


def _second_chunk_writes_the_first_slice(plan):
    pairs = _chunk_steps(plan)
    steps = plan["steps"]
    field = "y" if steps[pairs[0][1]]["kind"] == "cudnn" else "d"
    _result_of(steps[pairs[1][1]])[field] = _result_of(steps[pairs[0][1]])[field]
    return plan


def _conv_before_its_split(plan):
    split, conv = _chunk_steps(plan)[1]
    steps = plan["steps"]
    steps[split], steps[conv] = steps[conv], steps[split]
    return plan


# conv2d_bias_relu under a 110 MiB cap (decision 54; the conv's 49 MiB result
# comes first): x's copies in three batch chunks (11, 11 and 10 items), each
# split into one scratch buffer and convolved into its slice of the result,
# through views.
CHUNKED_PLANTED = {
    "correct": ([], [], None),
    # The last slice keeps the poison: NaN after relu.
    "last-chunk-dropped": ([], [_drop_last_chunk], "wrong result"),
    # Every chunk splits items 0-10: the later slices repeat the first.
    "chunks-read-the-first-slice": ([], [_every_chunk_reads_the_first], "wrong result"),
    # Two chunks into one slice, the second slice never written.
    "slice-written-twice": ([], [_second_chunk_writes_the_first_slice], "wrong result"),
    # The second conv reads the first chunk's copies (the split comes after).
    "conv-before-its-split": ([], [_conv_before_its_split], "wrong result"),
}


def _row_chunks_read_the_first_rows(plan):
    """Every split of A reads the first split's source: decision 57's first
    chunk of rows, decision 140's first slab, decision 139's first entry."""
    splits = [s for s in plan["steps"] if "_split_a" in s.get("function", "")]
    for split in splits:
        split["args"][0] = splits[0]["args"][0]
    return plan


def _bias_stays_at_the_first_rows(plan):
    """Decision 57: every chunk of rows adds the first chunk's bias."""
    gemms = [s["gemm"] for s in plan["steps"] if s["kind"] == "cublaslt"]
    for gemm in gemms:
        gemm["bias"] = gemms[0]["bias"]
    return plan


ROW_CHUNKED_PLANTED = dict(CHUNKED_PLANTED, **{
    # The later rows of the result repeat the first chunk's.
    "row-chunks-read-the-first-rows": ([], [_row_chunks_read_the_first_rows], "wrong result"),
    # Where there is a bias (linear_bias_rows): the later rows get the wrong one.
    "bias-stays-at-the-first-rows": ([], [_bias_stays_at_the_first_rows], "wrong result"),
})


def _gemms(plan):
    return [s["gemm"] for s in plan["steps"] if s["kind"] == "cublaslt"]


def _last_slab_overwrites(plan):
    """Decision 140: the last slab writes D instead of adding to it."""
    del _gemms(plan)[-1]["beta"]
    return plan


def _first_slab_adds(plan):
    """Decision 140: the first slab adds to D's poison instead of writing it."""
    _gemms(plan)[0]["beta"] = 1
    return plan


# Slabs along k all write the whole of D: no slice to write twice.
SLAB_PLANTED = dict({k: v for k, v in CHUNKED_PLANTED.items() if k != "slice-written-twice"}, **{
    "row-chunks-read-the-first-rows": ([], [_row_chunks_read_the_first_rows], "wrong result"),
    "last-slab-overwrites": ([], [_last_slab_overwrites], "wrong result"),
    "first-slab-adds": ([], [_first_slab_adds], "wrong result"),
})


ENTRY_CHUNKED_PLANTED = dict(CHUNKED_PLANTED, **{
    # The later entries multiply the first entry's rhs.
    "entries-split-the-first-entry": ([], [_row_chunks_read_the_first_rows], "wrong result"),
})


def planted_candidates(tmp_path, mlir, name, planted, expect, *flags):
    source, plan = emitted(TRANSLATE, tmp_path, mlir, name, "--fp32-emulated", *flags)
    plan = _versions(plan, toolchain())
    return candidates_json(source, plan, planted, expect)


def test_planted_faulty_emulated_gemm_plans_are_rejected(tmp_path):
    candidates = planted_candidates(tmp_path, MM_MLIR, "mm_1024", MM_PLANTED,
                                    "3xTF32 split of operand a")
    reject_planted(tmp_path, "mm_1024", candidates, MM_PLANTED)


def test_planted_faulty_emulated_conv_plans_are_rejected(tmp_path):
    candidates = planted_candidates(tmp_path, CONV_MLIR, "conv2d_bias_relu", CONV_PLANTED,
                                    "3xTF32 split of operand x")
    # The whole copies of this conv are over the default memory cap (decision
    # 52): the test is of the split, so the task has none.
    reject_planted(tmp_path, "conv2d_bias_relu", candidates, CONV_PLANTED, max_memory_ratio=0)


# Decision 54's chunked steps, each planted with CHUNKED_PLANTED: the task,
# its IR, a line the template must emit, the cap the plan is emitted under
# (MiB), the chunks that gives, and the task's own options.
CHUNKED_CASES = {
    # a's copies whole (12 MiB), b's in four 256-row chunks.
    "mm_1024": (MM_MLIR, "3xTF32 split of operand b, [256, 1024, 1]", 30, 4, {}),
    # Decision 140: under 16 MiB even b's copies (12 MiB: cuBLASLt's A, the
    # row-major rhs) do not fit whole, and decision 57's rows (3 chunks
    # times 4 of a's rows, re-splitting a for each) move more than 4 slabs
    # of k do: each slab of both (a's read 1024 apart) into all of D, the
    # later slabs adding to it.
    "mm_1024_slabs": (MM_MLIR, "x[(i / 256LL) * 1024LL + i % 256LL]", 16, 4, {}),
    # w's rows (contiguous) 512 at a time under 6 MiB, x's copies whole;
    # each chunk's bias is its rows' slice. (Under 4 MiB, x's copies in
    # chunks too, row chunks now lose to slabs along k: decision 140.)
    "linear_bias_rows": (LINEAR_MLIR, "3xTF32 split of operand a, [512, 256, 1]", 6, 2, {}),
    # Both operands batched, two entries a chunk (3.75 MiB of copies an entry).
    "bmm_scale": (BMM_MLIR, "3xTF32 split of operand b, [512, 512, 1]", 16, 4, {}),
    # Decision 139: under 6 MiB (3 for copies) one entry's 3.75 MiB do not
    # fit, so each of the 8 entries runs alone: its rhs split whole, its
    # lhs's rows in two chunks of 128: 16 GEMMs.
    "bmm_scale_entries": (BMM_MLIR, "3xTF32 split of operand b, [128, 512, 1]", 6, 16, {}),
    # Chunks for a 61 MiB cap (y, read by the relu, is the output itself:
    # decision 144); the task's own cap would be lower (fewer items a
    # chunk): the test is of the chunking, so the task has none.
    "conv2d_bias_relu": (CONV_MLIR, "3xTF32 split of operand x, [10, 64, 3136]", 61, 3,
                         {"max_memory_ratio": 0}),
}


def chunked_planted(name):
    if name == "bmm_scale_entries":
        return ENTRY_CHUNKED_PLANTED
    if name.endswith("_slabs"):
        return SLAB_PLANTED
    if name == "linear_bias_rows":
        return ROW_CHUNKED_PLANTED
    if name.endswith("_rows"):  # no bias to misplace
        return {k: v for k, v in ROW_CHUNKED_PLANTED.items() if not k.startswith("bias")}
    return CHUNKED_PLANTED


def chunked_candidates(tmp_path, name):
    mlir, expect, cap_mib, chunks, _ = CHUNKED_CASES[name]
    candidates = planted_candidates(tmp_path, mlir, name, chunked_planted(name), expect,
                                    "--workspace-cap-mib", str(cap_mib))
    correct = next(c for c in candidates["candidates"] if c["id"] == "correct")
    assert len(_chunk_steps(correct["plan"])) == chunks, correct["plan"]["steps"]
    return candidates


@pytest.mark.parametrize("name", sorted(CHUNKED_CASES))
def test_planted_faulty_chunked_plans_are_rejected(name, tmp_path):
    reject_planted(tmp_path, name, chunked_candidates(tmp_path, name), chunked_planted(name),
                   **CHUNKED_CASES[name][4])


@pytest.mark.parametrize("name", ["mm_1024", "conv2d_bias_relu"])
def test_emulated_candidates_verify_at_fp32_tolerance(name, tmp_path):
    """The builtin policy proposes 3xTF32 first; they verify against strict
    fp32 at 1e-4. Prints the best 3xTF32 and strict medians (not asserted:
    performance is the harness's to show)."""
    task = make_task.write_task(name, str(tmp_path / "task"), "cuda")
    summary, report = run_worker(task, str(tmp_path / "cache"))
    assert summary["status"] == "verified", json.dumps(report, indent=1)
    emulated = [c for c in report["candidates"] if c["id"].endswith("-x3")]
    strict = [c for c in report["candidates"] if not c["id"].endswith("-x3")]
    assert emulated and strict, [c["id"] for c in report["candidates"]]
    assert all(c["verified"] for c in emulated), json.dumps(emulated, indent=1)

    def best(cs):
        return min(c["median_ms"] for c in cs if c["verified"])
    print(f"\n{name}: best 3xTF32 {best(emulated):.4f} ms, best strict fp32 "
          f"{best(strict):.4f} ms ({best(strict) / best(emulated):.2f}x); chosen "
          f"{report['best']['candidate']}")


def test_emulated_gemm_keeps_infinities_and_nans(tmp_path):
    """Rows of a holding +inf times a positive b are +inf in strict fp32; the
    3xTF32 split must not turn them into NaN (inf meeting a lo of 0), nor a
    NaN into an infinity. Every 3xTF32 candidate must verify; the reference
    itself must hold both kinds, or the task would test nothing."""
    torch.manual_seed(0)
    m = torch.randn(1024, 1024)
    a = torch.randn(1024, 1024).masked_fill(m > 3.0, float("inf")).masked_fill(
        m < -4.0, float("nan"))
    reference = a @ torch.randn(1024, 1024).abs()
    assert reference.isposinf().any() and reference.isnan().any()
    task = make_task.write_task("mm_1024_specials", str(tmp_path / "task"), "cuda")
    summary, report = run_worker(task, str(tmp_path / "cache"))
    emulated = [c for c in report["candidates"] if c["id"].endswith("-x3")]
    assert emulated, [c["id"] for c in report["candidates"]]
    assert all(c["verified"] for c in emulated), json.dumps(emulated, indent=1)
    assert summary["status"] in ("verified", "not_faster"), json.dumps(report, indent=1)


def _cuda_ms(fn, reps=20):
    fn()
    torch.cuda.synchronize()
    start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
    times = []
    for _ in range(reps):
        start.record()
        fn()
        end.record()
        torch.cuda.synchronize()
        times.append(start.elapsed_time(end))
    return sorted(times)[len(times) // 2]


def test_tf32_conv_uses_tf32_engines(tmp_path):
    """Decision 48: in the tf32 mode the conv's candidates include cuDNN's
    TF32 engines. Prints cuagent's best conv+relu time beside stock's TF32
    conv alone (the kernel cannot be faster than a TF32 conv if it runs a
    strict one: before decision 48 it took 5x stock's time)."""
    task = make_task.write_task("conv2d_bias_relu_tf32", str(tmp_path / "task"), "cuda")
    summary, report = run_worker(task, str(tmp_path / "cache"))
    assert summary["status"] == "verified", json.dumps(report, indent=1)
    x = torch.randn(32, 64, 56, 56, device="cuda")
    w = torch.randn(128, 64, 3, 3, device="cuda") * (64 * 9) ** -0.5
    b = torch.randn(128, device="cuda") * 0.1
    old = torch.backends.cudnn.allow_tf32
    try:
        torch.backends.cudnn.allow_tf32 = True
        tf32 = _cuda_ms(lambda: F.conv2d(x, w, b, 1, 1))
        torch.backends.cudnn.allow_tf32 = False
        strict = _cuda_ms(lambda: F.conv2d(x, w, b, 1, 1))
    finally:
        torch.backends.cudnn.allow_tf32 = old
    best = min(c["median_ms"] for c in report["candidates"] if c["verified"])
    print(f"\nconv2d_bias_relu_tf32: cuagent best {best:.4f} ms; stock conv alone: TF32 "
          f"{tf32:.4f} ms, strict fp32 {strict:.4f} ms; chosen {report['best']['candidate']}")
