"""Comparisons, where, masked_fill and boolean logic capture (issue 10): the
smooth-L1 chain becomes ONE group with ONE output; bool values stay inside a
group (the task format has no bool dtype), so a bool that would cross a
group boundary keeps its producer or consumer stock (UnsupportedDtype)."""
import json
import subprocess
from pathlib import Path

import torch

from conftest import real_worker
from models import scripted


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


def test_returned_mask_stays_stock(cuagent):
    """The mask is a graph output: its comparison and the where reading it
    fall back (a bool cannot be a task output), the rest is still a group."""
    x = torch.randn(4, 32)
    result = cuagent.partition(scripted(MaskReturned()), [x])
    assert ("aten::gt.Scalar", "UnsupportedDtype") in reasons(result), result
    assert ("aten::where.self", "UnsupportedDtype") in reasons(result), result
    for group in result["groups"]:
        assert "aten::gt.Scalar" not in group["ops"], result
    detail = [f["detail"] for f in result["fallbacks"] if f["op"] == "aten::gt.Scalar"]
    assert "no bool dtype" in detail[0], detail


def test_mask_read_by_a_stock_op_stays_stock(cuagent):
    """mask.float() (aten::to) is not compiled: the comparison producing the
    mask falls back, and so does every reader of the now-outside bool."""
    x = torch.randn(4, 32)
    result = cuagent.partition(scripted(MaskToFloat()), [x])
    grouped = [op for g in result["groups"] for op in g["ops"]]
    assert "aten::gt.Scalar" not in grouped and "aten::where.self" not in grouped, result
    assert ("aten::gt.Scalar", "UnsupportedDtype") in reasons(result), result


def test_bool_input_stays_stock(cuagent):
    """A mask passed in by the caller is a bool group input: where stays stock."""
    class WhereInput(torch.nn.Module):
        def forward(self, m, x):
            return torch.where(m, torch.relu(x) * 2.0, x) * 3.0

    m, x = torch.randn(4, 32) > 0, torch.randn(4, 32)
    result = cuagent.partition(scripted(WhereInput()), [m, x])
    grouped = [op for g in result["groups"] for op in g["ops"]]
    assert "aten::where.self" not in grouped, result
    assert ("aten::where.self", "UnsupportedDtype") in reasons(result), result


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
    """Freezing folds `self.mask == 0` into a bool constant read by masked_fill."""

    def __init__(self, n):
        super().__init__()
        self.register_buffer("mask", torch.tril(torch.ones(n, n)))

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
