"""Full reductions, var/std and vector norms (issue 10): what capture takes
from scripted models (the overloads frozen TorchScript records for x.sum(),
x.mean(), torch.max(x), torch.min(x), x.var(), x.std(), vector norms), what
stays stock and why, and that the emitted kernels (the split template's
two stages included) and the planted faulty ones compile with NVRTC."""
import json
import subprocess
import sys
from pathlib import Path

import pytest
import torch

from conftest import REPO, build_dir, groups, real_worker
from models import scripted

sys.path.insert(0, str(REPO / "test" / "gpu"))
import make_task  # noqa: E402
import planted_fullred  # noqa: E402


def reasons(result):
    return {(f["op"], f["reason"]): f["detail"] for f in result["fallbacks"]}


def task_nodes(cuagent, model, inputs, tmp_path, worker):
    cuagent.optimize(model, inputs, cache_dir=str(tmp_path / "c"), worker_path=worker,
                     task_dir=str(tmp_path / "t"), min_group_size=1)
    nodes = []
    for report in cuagent.last_report()["groups"]:
        task = json.loads((Path(report["task_dir"]) / "task.json").read_text())
        nodes += task["graph"]["nodes"]
    return nodes


class Losses(torch.nn.Module):
    """The loss and full-reduction patterns of benchmark problems."""

    def forward(self, a, b):
        return (torch.mean((a - b) ** 2), a.sum(), b.mean(), torch.max(a), torch.min(b))


class Statistics(torch.nn.Module):
    def forward(self, x):
        return (x.var(1), x.std(), x.var(dim=1, correction=0), x.std(0, unbiased=False,
                                                                      keepdim=True))


class Norms(torch.nn.Module):
    def forward(self, x):
        return (torch.linalg.vector_norm(x), torch.linalg.vector_norm(x, ord=1, dim=1),
                torch.linalg.vector_norm(x, ord=3.0, dim=[0], keepdim=True))


class InfNorm(torch.nn.Module):
    def forward(self, x):
        return torch.linalg.vector_norm(torch.relu(x), ord=float("inf")) + 1.0


class ZeroNorm(torch.nn.Module):
    def forward(self, x):
        return torch.linalg.vector_norm(torch.relu(x), ord=0) + 1.0


def test_losses_and_full_reductions_are_one_group(cuagent):
    a, b = torch.randn(8, 16), torch.randn(8, 16)
    result = cuagent.partition(scripted(Losses()), [a, b], min_group_size=1)
    ops = sorted(op for g in groups(result) for op in g)
    assert ops == ["aten::max", "aten::mean", "aten::mean", "aten::min",
                   "aten::pow.Tensor_Scalar", "aten::sub.Tensor", "aten::sum"], result
    # The MSE loss is one group, prologue fused; the others are groups of one.
    assert ["aten::sub.Tensor", "aten::pow.Tensor_Scalar", "aten::mean"] in groups(result), result
    assert result["fallbacks"] == [], result


def test_full_reduction_tasks_record_no_dims(cuagent, tmp_path, worker):
    a, b = torch.randn(8, 16), torch.randn(8, 16)
    nodes = task_nodes(cuagent, scripted(Losses()), [a, b], tmp_path, worker)
    full = {n["op"]: n["attrs"] for n in nodes if n["op"] in ("aten::sum", "aten::mean",
                                                               "aten::max", "aten::min")}
    assert full == {"aten::sum": {}, "aten::mean": {}, "aten::max": {}, "aten::min": {}}, nodes


def test_var_and_std_overloads_are_captured(cuagent, tmp_path, worker):
    x = torch.randn(6, 10)
    result = cuagent.partition(scripted(Statistics()), [x], min_group_size=1)
    ops = sorted(op for g in groups(result) for op in g)
    assert ops == ["aten::std", "aten::std.dim", "aten::var.correction", "aten::var.dim"], result
    nodes = task_nodes(cuagent, scripted(Statistics()), [x], tmp_path, worker)
    attrs = {n["op"]: n["attrs"] for n in nodes}
    assert attrs["aten::var.dim"] == {"dim": [1], "unbiased": True, "keepdim": False}
    assert attrs["aten::var.correction"] == {"dim": [1], "correction": 0, "keepdim": False}
    assert attrs["aten::std"] == {"unbiased": True}
    assert attrs["aten::std.dim"] == {"dim": [0], "unbiased": False, "keepdim": True}


def test_vector_norms_are_captured(cuagent, tmp_path, worker):
    x = torch.randn(6, 10)
    result = cuagent.partition(scripted(Norms()), [x], min_group_size=1)
    ops = sorted(op for g in groups(result) for op in g)
    assert ops == ["aten::linalg_vector_norm"] * 3, result
    nodes = task_nodes(cuagent, scripted(Norms()), [x], tmp_path, worker)
    orders = sorted((n["attrs"]["ord"], n["attrs"]["dim"]) for n in nodes)
    assert orders == [(1, [1]), (2, []), (3.0, [0])], nodes


def test_infinite_and_zero_orders_stay_stock(cuagent):
    x = torch.randn(6, 10)
    inf = reasons(cuagent.partition(scripted(InfNorm()), [x], min_group_size=1))
    assert "not finite" in inf[("aten::linalg_vector_norm", "UnsupportedArgument")], inf
    zero = reasons(cuagent.partition(scripted(ZeroNorm()), [x], min_group_size=1))
    assert "order 0" in zero[("aten::linalg_vector_norm", "UnsupportedArgument")], zero


def _report(cache, summary):
    key = summary["key"]
    return json.loads((cache / "v1" / key[:2] / key / "report.json").read_text())


@pytest.mark.parametrize("name", make_task.FULLRED_TASKS)
def test_fullred_tasks_compile_every_builtin_candidate(name, tmp_path):
    """Every builtin candidate (split or not) compiles with NVRTC."""
    worker = real_worker()
    assert worker, "build cuagent-compile first"
    task = make_task.write_task(name, str(tmp_path / name), "cpu", sets=1)
    cache = tmp_path / "cache"
    proc = subprocess.run([str(worker), "--task", task, "--cache", str(cache), "--no-gpu",
                           "--max-candidates", "96"],
                          capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stderr
    summary = json.loads(proc.stdout.strip().splitlines()[-1])
    assert summary["status"] == "unverified", (name, summary)
    report = _report(cache, summary)
    assert report["candidates"], name
    for candidate in report["candidates"]:
        assert candidate["compiled"], (name, candidate["id"], candidate["reason"])


def _compile_candidates(task_name, candidates, tmp_path, **task_options):
    worker = real_worker()
    assert worker, "build cuagent-compile first"
    task = make_task.write_task(task_name, str(tmp_path / "task"), "cpu", sets=1, **task_options)
    path = tmp_path / "candidates.json"
    path.write_text(json.dumps(candidates))
    cache = tmp_path / "cache"
    proc = subprocess.run([str(worker), "--task", task, "--cache", str(cache),
                           "--policy", "file:%s" % path, "--no-gpu", "--max-rounds", "1",
                           "--max-candidates", str(len(candidates["candidates"]))],
                          capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stderr
    report = _report(cache, json.loads(proc.stdout.strip().splitlines()[-1]))
    compiled = {c["id"]: (c["compiled"], c["reason"]) for c in report["candidates"]}
    assert sorted(compiled) == sorted("file/" + c["id"] for c in candidates["candidates"])
    for name, (ok, reason) in compiled.items():
        assert ok, "%s: %s" % (name, reason)


def test_planted_split_kernels_compile(tmp_path):
    """Every planted edit finds its text and the edited kernels compile, so
    on the GPU they can only fail for the fault they plant."""
    translate = build_dir() / "bin" / "cuagent-translate"
    _compile_candidates(planted_fullred.MEAN_TASK,
                        planted_fullred.mean_candidates(translate, tmp_path), tmp_path / "mean")
    _compile_candidates(planted_fullred.STRIDED_TASK,
                        planted_fullred.strided_candidates(translate, tmp_path),
                        tmp_path / "strided")
    _compile_candidates(planted_fullred.VAR_TASK, planted_fullred.var_candidates_json(),
                        tmp_path / "var")
    _compile_candidates(planted_fullred.ONLINE_TASK,
                        planted_fullred.online_candidates(translate, tmp_path),
                        tmp_path / "online")
    _compile_candidates(planted_fullred.SPLIT_SOFTMAX_TASK,
                        planted_fullred.split_softmax_candidates(translate, tmp_path),
                        tmp_path / "split-softmax")
    _compile_candidates(planted_fullred.SPLIT_LSE_TASK,
                        planted_fullred.split_lse_candidates(translate, tmp_path),
                        tmp_path / "split-lse")
    _compile_candidates(planted_fullred.SPLIT_RMS_TASK,
                        planted_fullred.split_rms_candidates(translate, tmp_path),
                        tmp_path / "split-rms")


def test_planted_row_kernels_compile(tmp_path):
    """The row template's fused paths (a broadcast mask read once per row,
    per-row batch_norm channels, kept exponentials, vector stores): every
    planted edit finds its text and compiles (test/gpu/planted_row.py)."""
    import planted_row  # noqa: E402

    translate = build_dir() / "bin" / "cuagent-translate"
    _compile_candidates(planted_row.TASK, planted_row.candidates(translate, tmp_path),
                        tmp_path / "row")
    _compile_candidates(planted_row.ONLINE_TASK, planted_row.online_candidates(translate, tmp_path),
                        tmp_path / "online-row")


def test_planted_channels_last_kernels_compile(tmp_path):
    """Channels-last convs (decision 59): every planted edit of the transpose
    kernels and plans finds its text, and every candidate compiles
    (test/gpu/test_conv_channels_last_gpu.py rejects them on the GPU)."""
    import test_conv_channels_last_gpu as channels_last  # noqa: E402

    for name in sorted(channels_last.CASES):
        _compile_candidates(name, channels_last.channels_last_candidates(tmp_path, name),
                            tmp_path / name, max_memory_ratio=0)
        # Decision 142's 64 x 64 tiles, with their own fault.
        tiled = tmp_path / (name + "-t64")
        tiled.mkdir()
        _compile_candidates(name, channels_last.channels_last_candidates(
            tiled, name, "--layout-tile", "64", cases=channels_last.tile64_cases(name)),
            tiled, max_memory_ratio=0)


def test_planted_in_place_epilogues_compile(tmp_path):
    """Decision 144: every planted edit of the in-place epilogue finds its
    text and compiles (test/gpu/test_gemm_gpu.py rejects them on the GPU)."""
    import test_gemm_gpu as gemm  # noqa: E402

    _compile_candidates("matmul_tanh", gemm.in_place_candidates(tmp_path), tmp_path)


def test_planted_vector_bias_kernels_compile(tmp_path):
    """The in-place conv bias in 4-element vectors: every planted edit finds
    its text and compiles (test/gpu/test_conv_candidates_gpu.py rejects them
    on the GPU)."""
    import test_conv_candidates_gpu as conv  # noqa: E402

    _compile_candidates("conv_transpose2d_bias", conv.bias_vector_candidates(tmp_path), tmp_path)


def test_planted_emulated_kernels_compile(tmp_path):
    """3xTF32 (decision 49): every planted edit of the split kernels and
    plans finds its text, and every candidate compiles
    (test/gpu/test_fp32_emulated_gpu.py rejects them on the GPU)."""
    import test_fp32_emulated_gpu as emulated  # noqa: E402

    _compile_candidates("mm_1024", emulated.planted_candidates(
        tmp_path, emulated.MM_MLIR, "mm_1024", emulated.MM_PLANTED, "3xTF32 split of operand a"),
        tmp_path / "mm")
    # As on the GPU, the conv's tasks have no memory cap (decision 52).
    _compile_candidates("conv2d_bias_relu", emulated.planted_candidates(
        tmp_path, emulated.CONV_MLIR, "conv2d_bias_relu", emulated.CONV_PLANTED,
        "3xTF32 split of operand x"), tmp_path / "conv", max_memory_ratio=0)
    # Decision 54's chunked steps.
    for name, case in sorted(emulated.CHUNKED_CASES.items()):
        _compile_candidates(name, emulated.chunked_candidates(tmp_path, name),
                            tmp_path / (name + "-chunked"), **case[4])
