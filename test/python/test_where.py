"""Comparisons, where, masked_fill and boolean logic capture (issue 10): the
smooth-L1 chain becomes ONE group with ONE output; a bool crossing a group's
boundary is a b8 task input or output (decision 93)."""
import json
import subprocess
from pathlib import Path

import numpy as np
import pytest
import torch

from conftest import real_worker
from emulation import emulate_slip, emulate_task, matches
from models import scripted

import planted_slips  # noqa: E402  (test/gpu, on the path through emulation)


def reasons(result):
    return {(f["op"], f["reason"]) for f in result["fallbacks"]}


class SmoothL1(torch.nn.Module):
    def forward(self, x, y):
        d = x - y
        return torch.where(d.abs() < 1.0, 0.5 * d * d, d.abs() - 0.5)


class Masks(torch.nn.Module):
    def forward(self, x, y):
        keep = ~(x > 0) | (y <= 1) & torch.isnan(x) ^ (x == y)
        filled = x.masked_fill(torch.logical_not(keep), float("-inf"))
        return torch.where(x != y, filled, 0.0) + torch.where(keep, x, y)


class MaskReturned(torch.nn.Module):
    def forward(self, x):
        mask = x.abs() > 0.5
        return torch.where(mask, x * 2.0, x), mask


class MaskToFloat(torch.nn.Module):
    def forward(self, x):
        mask = x.abs() > 0.5
        return torch.relu(torch.where(mask, x * 2.0, x)) + mask.float()


class ScalarSelf(torch.nn.Module):
    def forward(self, x):
        return torch.relu(torch.where(x > 0, 1.0, x) * 2.0)


def test_smooth_l1_is_one_group_with_one_output(cuagent, tmp_path, worker):
    x, y = torch.randn(8, 64), torch.randn(8, 64)
    model = scripted(SmoothL1())
    result = cuagent.partition(model, [x, y])
    assert len(result["groups"]) == 1, result
    ops = result["groups"][0]["ops"]
    assert "aten::lt.Scalar" in ops and "aten::where.self" in ops, ops
    assert not result["fallbacks"], result
    cuagent.optimize(model, [x, y], cache_dir=str(tmp_path / "c"), worker_path=worker,
                     task_dir=str(tmp_path / "t"))
    reports = cuagent.last_report()["groups"]
    assert len(reports) == 1
    task_path = Path(reports[0]["task_dir"]) / "task.json"
    task = json.loads(task_path.read_text())
    assert len(task["graph"]["outputs"]) == 1, task["graph"]["outputs"]
    assert [i["dtype"] for i in task["graph"]["inputs"]] == ["f32", "f32"]
    lt = [n for n in task["graph"]["nodes"] if n["op"] == "aten::lt.Scalar"]
    assert lt and lt[0]["attrs"] == {"other": 1.0}, lt
    # One kernel, the comparison a bool register (NVRTC compiles it in the
    # import lit tests and below).
    compiler = real_worker()
    if compiler:
        source = subprocess.run([str(compiler), "--task", str(task_path), "--emit-source", "-"],
                                capture_output=True, text=True, check=True).stdout
        assert source.count("// kernel ") == 1, source
        assert "const bool" in source


def test_masks_logic_and_masked_fill_are_captured(cuagent):
    x, y = torch.randn(4, 32), torch.randn(4, 32)
    result = cuagent.partition(scripted(Masks()), [x, y])
    assert len(result["groups"]) == 1, result
    ops = set(result["groups"][0]["ops"])
    for op in ("aten::gt.Scalar", "aten::le.Scalar", "aten::isnan", "aten::eq.Tensor",
               "aten::ne.Tensor", "aten::bitwise_not", "aten::__or__.Tensor",
               "aten::__and__.Tensor", "aten::__xor__.Tensor", "aten::logical_not",
               "aten::masked_fill.Scalar", "aten::where.ScalarOther", "aten::where.self"):
        assert op in ops, (op, ops)
    assert not result["fallbacks"], result


def test_f16_comparisons_are_captured(cuagent):
    x, y = torch.randn(4, 32).half(), torch.randn(4, 32).half()
    result = cuagent.partition(scripted(SmoothL1()), [x, y])
    assert len(result["groups"]) == 1 and not result["fallbacks"], result


def test_returned_mask_is_a_b8_output(cuagent, tmp_path, worker):
    """The mask is a graph output: the group returns it as a b8 tensor
    (decision 93), so the comparison and the where reading it stay in the
    group, and the module computes what it did."""
    x = torch.randn(4, 32)
    model = scripted(MaskReturned())
    result = cuagent.partition(model, [x])
    (group,) = result["groups"]
    assert {"aten::gt.Scalar", "aten::where.self"} <= set(group["ops"]), result
    assert not result["fallbacks"], result
    fast = cuagent.optimize(model, [x], patch_all=True, cache_dir=str(tmp_path / "c"),
                            worker_path=worker, task_dir=str(tmp_path / "t"))
    task = json.loads(next(Path(tmp_path / "t").rglob("task.json")).read_text())
    assert sorted(o["dtype"] for o in task["graph"]["outputs"]) == ["b8", "f32"], task["graph"]
    for actual, expected in zip(fast(x), model(x)):
        assert torch.equal(actual, expected)


def test_mask_to_float_joins_the_group(cuagent):
    """mask.float() (aten::to.dtype of a bool) is cuagent.to_float: the
    comparison, the where and the conversion are one group (decision 94)."""
    x = torch.randn(4, 32)
    result = cuagent.partition(scripted(MaskToFloat()), [x])
    (group,) = result["groups"]
    assert {"aten::gt.Scalar", "aten::where.self", "aten::to.dtype"} <= set(group["ops"]), result
    assert not result["fallbacks"], result


class MaskedCumsum(torch.nn.Module):
    def forward(self, x, mask):
        return torch.cumsum(x * mask, dim=1) + mask * 0.5


def test_bool_operands_of_float_ops_are_promoted(cuagent, tmp_path, worker):
    """x * mask and mask * 0.5 read a bool input as ATen does, promoted to
    0.0 and 1.0: a cuagent.to_float in front of the float ops, all in one
    group with the cumsum; the module computes what it did."""
    x, m = torch.randn(8, 64), torch.randn(8, 64) > 0
    model = scripted(MaskedCumsum())
    result = cuagent.partition(model, [x, m])
    (group,) = result["groups"]
    assert {"aten::mul.Tensor", "aten::cumsum", "aten::mul.Scalar"} <= set(group["ops"]), result
    fast = cuagent.optimize(model, [x, m], patch_all=True, cache_dir=str(tmp_path / "c"),
                            worker_path=worker)
    kernels = next(Path(tmp_path / "c").rglob("kernels.mlir")).read_text()
    # One conversion: both promotions of the mask are the same value (CSE).
    assert kernels.count("cuagent.to_float") == 1 and "xi1>" in kernels, kernels
    torch.testing.assert_close(fast(x, m), model(x, m))


def test_promoted_bools_emulate_exactly(tmp_path):
    """make_task's bool_promoted_elementwise on the CPU: tanh(x) + m * 0.5 +
    m.float() and x * m match PyTorch at both vector widths."""
    actual, expected = emulate_task(tmp_path, "bool_promoted_elementwise")
    for vector, outputs in actual.items():
        for a, e in zip(outputs, expected):
            assert matches(a, e), vector


def test_bool_input_is_a_b8_input(cuagent, tmp_path, worker):
    """A mask passed in by the caller is a b8 group input."""
    class WhereInput(torch.nn.Module):
        def forward(self, m, x):
            return torch.where(m, torch.relu(x) * 2.0, x) * 3.0

    m, x = torch.randn(4, 32) > 0, torch.randn(4, 32)
    model = scripted(WhereInput())
    result = cuagent.partition(model, [m, x])
    (group,) = result["groups"]
    assert "aten::where.self" in group["ops"] and not result["fallbacks"], result
    fast = cuagent.optimize(model, [m, x], patch_all=True, cache_dir=str(tmp_path / "c"),
                            worker_path=worker, task_dir=str(tmp_path / "t"))
    task = json.loads(next(Path(tmp_path / "t").rglob("task.json")).read_text())
    assert sorted(i["dtype"] for i in task["graph"]["inputs"]) == ["b8", "f32"], task["graph"]
    torch.testing.assert_close(fast(m, x), model(m, x))


@pytest.mark.parametrize("slip", sorted(planted_slips.BOOL_SLIPS))
def test_slipped_bool_kernels_change_the_emulated_result(slip, tmp_path):
    """Each b8 slip (planted on the GPU by test_slips_gpu.py) changes its
    output, and only it."""
    task, output, before, after = planted_slips.BOOL_SLIPS[slip]
    actual, expected = emulate_slip(tmp_path, task, before, after)
    for index, (a, e) in enumerate(zip(actual, expected)):
        same = np.array_equal(a, e) if e.dtype == np.bool_ else matches(a, e)
        assert same == (index != output), (slip, index)


def test_bool_inputs_and_outputs_emulate_exactly(tmp_path):
    """make_task's bool_elementwise (a b8 condition in, two b8 comparisons
    out) compiled and run on the CPU at both vector widths: the bools match
    PyTorch's exactly, the floats within rounding."""
    actual, expected = emulate_task(tmp_path, "bool_elementwise")
    for vector, outputs in actual.items():
        assert [o.dtype for o in outputs] == [np.float32, np.bool_, np.bool_], vector
        assert matches(outputs[0], expected[0]), vector
        assert np.array_equal(outputs[1], expected[1]) and np.array_equal(outputs[2], expected[2])
        assert expected[1].any() and not expected[1].all(), "a comparison that can fail"


def test_where_scalar_self_is_not_compiled_yet(cuagent):
    """where.ScalarSelf has its tensor after the scalar: not in the registry."""
    x = torch.randn(4, 32)
    result = cuagent.partition(scripted(ScalarSelf()), [x])
    assert ("aten::where.ScalarSelf", "UnsupportedOp") in reasons(result), result


def test_torch_nan_semantics_match_the_emitted_operators():
    """The emitted expressions are C++'s float operators; PyTorch agrees on
    NaN and infinities (comparisons false except !=, isinf/isfinite)."""
    nan, inf = float("nan"), float("inf")
    x = torch.tensor([nan, 1.0, -inf, inf, 0.0])
    assert (x < 1.0).tolist() == [False, False, True, False, True]
    assert (x != x).tolist() == [True, False, False, False, False]
    assert (x == x).tolist() == [False, True, True, True, True]
    assert torch.isinf(x).tolist() == [False, False, True, True, False]
    assert torch.isfinite(x).tolist() == [False, True, False, False, True]
    # f16 compares in f16, the scalar cast to f16 first.
    h = torch.tensor([0.0999755859375], dtype=torch.float16)
    assert bool(h >= 0.1) and not bool(h.float() >= 0.1)


def test_planted_where_kernels_load_and_compile(tmp_path):
    """The planted faulty kernels of the GPU test pass the plan format and
    compile with NVRTC, so on the GPU each can only fail for its fault."""
    import sys
    from conftest import REPO
    sys.path.insert(0, str(REPO / "test" / "gpu"))
    import make_task
    import planted_where

    worker = real_worker()
    assert worker, "build cuagent-compile first"
    task = make_task.write_task("where_round_threshold", str(tmp_path / "task"), "cpu", sets=1)
    path = tmp_path / "candidates.json"
    path.write_text(json.dumps(planted_where.candidates_json()))
    cases = planted_where.PLANTED
    proc = subprocess.run([str(worker), "--task", task, "--cache", str(tmp_path / "cache"),
                           "--policy", "file:%s" % path, "--no-gpu", "--max-rounds", "1",
                           "--max-candidates", str(len(cases))],
                          capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stderr
    key = json.loads(proc.stdout.strip().splitlines()[-1])["key"]
    report = json.loads((tmp_path / "cache" / "v1" / key[:2] / key / "report.json").read_text())
    compiled = {c["id"]: (c["compiled"], c["reason"]) for c in report["candidates"]}
    assert sorted(compiled) == sorted("file/" + name for name in cases), report
    for name, (ok, reason) in compiled.items():
        assert ok, "%s: %s" % (name, reason)
    # The CPU reference agrees with the task's intent: round(2x) hits 1.0
    # exactly often enough for the flipped comparison to be caught.
    x = torch.randn(planted_where.SHAPE, generator=torch.Generator().manual_seed(1000))
    assert (torch.round(x * 2.0) == 1.0).float().mean() > 0.1


class FrozenCausalMask(torch.nn.Module):
    """Freezing folds `self.mask == 0` into a bool constant read by masked_fill.
    The mask hides one key more than the causal one (the exact causal mask is
    computed instead of read: decision 96, test_attention.py)."""

    def __init__(self, n):
        super().__init__()
        mask = torch.tril(torch.ones(n, n))
        mask[n - 1, 0] = 0.0
        self.register_buffer("mask", mask)

    def forward(self, q, k):
        scores = torch.matmul(q, k.transpose(-2, -1)) * 0.125
        return torch.softmax(scores.masked_fill(self.mask == 0, float("-inf")), dim=-1)


class FrozenMaskBesideStockOp(torch.nn.Module):
    """Between two stock atan2s, with masked_fill denied, the ne(mask, 0) in
    front of it would be a lone op: the rewrite must be undone, the graph
    left as frozen."""

    def __init__(self):
        super().__init__()
        self.register_buffer("mask", torch.rand(4, 32) > 0.5)

    def forward(self, x, y):
        return torch.atan2(torch.atan2(x, y).masked_fill(self.mask, 0.0), y)


def test_frozen_bool_mask_joins_the_group(cuagent):
    """The constant enters the group as a float32 parameter with ne(mask, 0)
    in front, so matmul, scale, masked_fill and softmax are one group."""
    model = torch.jit.script(FrozenCausalMask(16).eval())
    result = cuagent.partition(model, [torch.randn(2, 3, 16, 8), torch.randn(2, 3, 16, 8)])
    assert len(result["groups"]) == 1, result
    ops = result["groups"][0]["ops"]
    assert {"aten::masked_fill.Scalar", "aten::ne.Scalar", "aten::softmax.int"} <= set(ops), ops
    assert not result["fallbacks"] and result["widened_bool_masks"] == 1, result


def test_frozen_bool_mask_task_and_result(cuagent, tmp_path, worker):
    model = torch.jit.script(FrozenCausalMask(16).eval())
    q, k = torch.randn(2, 3, 16, 8), torch.randn(2, 3, 16, 8)
    fast = cuagent.optimize(model, [q, k], patch_all=True, worker_path=worker,
                            cache_dir=str(tmp_path / "c"), task_dir=str(tmp_path / "t"))
    (group,) = cuagent.last_report()["groups"]
    task = json.loads((Path(group["task_dir"]) / "task.json").read_text())
    params = [i for i in task["graph"]["inputs"] if i["kind"] == "parameter"]
    assert [(p["dtype"], p["shape"]) for p in params] == [("f32", [16, 16])], params
    # -inf is no JSON number: the task writes it as a string the worker reads.
    fills = [n["attrs"] for n in task["graph"]["nodes"] if n["op"] == "aten::masked_fill.Scalar"]
    assert fills == [{"value": "-inf"}], fills
    compiler = real_worker()
    if compiler:
        task_path = Path(group["task_dir"]) / "task.json"
        source = subprocess.run([str(compiler), "--task", str(task_path), "--emit-source", "-"],
                                capture_output=True, text=True, check=True).stdout
        assert "(-__int_as_float(0x7f800000))" in source
    for _ in range(2):
        q, k = torch.randn(2, 3, 16, 8), torch.randn(2, 3, 16, 8)
        torch.testing.assert_close(fast(q, k), model(q, k))


def test_frozen_bool_mask_rewrite_is_undone_when_not_grouped(cuagent, tmp_path, worker):
    model = torch.jit.script(FrozenMaskBesideStockOp().eval())
    x, y = torch.randn(4, 32), torch.randn(4, 32)
    deny = ["aten::masked_fill.Scalar"]
    result = cuagent.partition(model, [x, y], deny_list=deny)
    assert not result["groups"] and result["widened_bool_masks"] == 0, result
    # No fallback for the ne that was never the user's.
    assert sorted(f["op"] for f in result["fallbacks"]) == [
        "aten::atan2", "aten::masked_fill.Scalar"], result
    fast = cuagent.optimize(model, [x, y], patch_all=True, worker_path=worker,
                            cache_dir=str(tmp_path / "c"), deny_list=deny)
    assert "aten::ne" not in str(fast.graph), fast.graph
    torch.testing.assert_close(fast(x, y), model(x, y))
