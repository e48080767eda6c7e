"""Reductions over any dims and the softmax family over any dim (issue 10):
what capture takes from scripted models, how it records the dims (normalized,
sorted; [] for every dim), what stays stock and why, and that the planted
faulty strided kernels compile with NVRTC (so that on the GPU they can only
fail for the fault they plant)."""
import json
import subprocess
import sys
from pathlib import Path

import torch

from conftest import REPO, groups, real_worker, reasons
from models import scripted

sys.path.insert(0, str(REPO / "test" / "gpu"))
import make_task  # noqa: E402
import planted_reduce  # noqa: E402


def task_nodes(cuagent, model, inputs, tmp_path, worker):
    """The nodes of the tasks optimize writes for `model`, all groups'."""
    cuagent.optimize(model, inputs, cache_dir=str(tmp_path / "c"), worker_path=worker,
                     task_dir=str(tmp_path / "t"), min_group_size=1)
    nodes = []
    for report in cuagent.last_report()["groups"]:
        task = json.loads((Path(report["task_dir"]) / "task.json").read_text())
        nodes += task["graph"]["nodes"]
    return nodes


class ChannelSum(torch.nn.Module):
    """x.sum(dim=1) after a conv-like activation, with an epilogue."""

    def forward(self, x):
        return torch.relu(x).sum(dim=1) * 2.0


class GlobalAvgPool(torch.nn.Module):
    def forward(self, x):
        return torch.relu(x.mean(dim=(-1, -2), keepdim=True))


class ChannelSoftmax(torch.nn.Module):
    def forward(self, x):
        return torch.softmax(x * 0.5, dim=1), torch.log_softmax(x, dim=-3)


class ChannelExtrema(torch.nn.Module):
    def forward(self, x):
        return (x.amax(dim=1) - x.amin(dim=1), torch.logsumexp(x, dim=1) + 1.0)


class Gapped(torch.nn.Module):
    def forward(self, x):
        return torch.relu(x).sum(dim=(0, 2)) + 1.0


def test_sum_over_channels_is_captured_with_its_epilogue(cuagent, tmp_path, worker):
    x = torch.randn(2, 8, 4, 4)
    result = cuagent.partition(scripted(ChannelSum()), [x])
    assert groups(result) == [["aten::relu", "aten::sum.dim_IntList", "aten::mul.Scalar"]], result
    nodes = task_nodes(cuagent, scripted(ChannelSum()), [x], tmp_path, worker)
    (total,) = [n for n in nodes if n["op"] == "aten::sum.dim_IntList"]
    assert total["attrs"] == {"dim": [1], "keepdim": False}


def test_global_average_pool_records_sorted_dims(cuagent, tmp_path, worker):
    x = torch.randn(2, 8, 5, 5)
    assert groups(cuagent.partition(scripted(GlobalAvgPool()), [x])) == [
        ["aten::mean.dim", "aten::relu"]]
    nodes = task_nodes(cuagent, scripted(GlobalAvgPool()), [x], tmp_path, worker)
    (mean,) = [n for n in nodes if n["op"] == "aten::mean.dim"]
    assert mean["attrs"] == {"dim": [2, 3], "keepdim": True}


def test_softmax_family_over_channels(cuagent, tmp_path, worker):
    x = torch.randn(2, 8, 4, 4)
    result = cuagent.partition(scripted(ChannelSoftmax()), [x], min_group_size=1)
    ops = sorted(op for g in groups(result) for op in g)
    assert ops == ["aten::log_softmax.int", "aten::mul.Scalar", "aten::softmax.int"], result
    assert result["fallbacks"] == []
    nodes = task_nodes(cuagent, scripted(ChannelSoftmax()), [x], tmp_path, worker)
    dims = {n["op"]: n["attrs"]["dim"] for n in nodes if "softmax" in n["op"]}
    assert dims == {"aten::softmax.int": 1, "aten::log_softmax.int": 1}


def test_extrema_and_logsumexp_over_channels(cuagent):
    result = cuagent.partition(scripted(ChannelExtrema()), [torch.randn(2, 8, 4, 4)])
    ops = sorted(op for g in groups(result) for op in g)
    assert ops == ["aten::add.Scalar", "aten::amax", "aten::amin", "aten::logsumexp",
                   "aten::sub.Tensor"], result


def test_reduced_dims_that_are_no_block_stay_stock(cuagent):
    result = cuagent.partition(scripted(Gapped()), [torch.randn(4, 8, 16)])
    assert ("aten::sum.dim_IntList", "UnsupportedShape") in reasons(result)
    detail = [f["detail"] for f in result["fallbacks"] if f["op"] == "aten::sum.dim_IntList"]
    assert "not one contiguous block" in detail[0], detail


def test_size_one_dims_join_the_block(cuagent, tmp_path, worker):
    """dims (0, 2) of [1, 8, 16, 5]: dim 0 has size 1, so 2 alone is reduced."""
    x = torch.randn(1, 8, 16, 5)
    result = cuagent.partition(scripted(Gapped()), [x])
    assert groups(result) == [["aten::relu", "aten::sum.dim_IntList", "aten::add.Scalar"]], result
    nodes = task_nodes(cuagent, scripted(Gapped()), [x], tmp_path, worker)
    (total,) = [n for n in nodes if n["op"] == "aten::sum.dim_IntList"]
    assert total["attrs"]["dim"] == [0, 2]


def test_empty_dim_list_reduces_every_dim(cuagent):
    class AllDims(torch.nn.Module):
        def forward(self, x):
            return torch.amin(torch.relu(x), dim=[]) * 2.0

    result = cuagent.partition(scripted(AllDims()), [torch.randn(3, 4)])
    assert groups(result) == [["aten::relu", "aten::amin", "aten::mul.Scalar"]], result


def test_planted_strided_kernels_compile(tmp_path):
    worker = real_worker()
    assert worker, "build cuagent-compile first"
    task = make_task.write_task(planted_reduce.TASK, str(tmp_path / "task"), "cpu", sets=1)
    path = tmp_path / "candidates.json"
    path.write_text(json.dumps(planted_reduce.candidates_json()))
    proc = subprocess.run([str(worker), "--task", task, "--cache", str(tmp_path / "cache"),
                           "--policy", "file:%s" % path, "--no-gpu", "--max-rounds", "1",
                           "--max-candidates", str(len(planted_reduce.PLANTED))],
                          capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stderr
    key = json.loads(proc.stdout.strip().splitlines()[-1])["key"]
    report = json.loads((tmp_path / "cache" / "v1" / key[:2] / key / "report.json").read_text())
    compiled = {c["id"]: (c["compiled"], c["reason"]) for c in report["candidates"]}
    assert sorted(compiled) == sorted("file/" + name for name in planted_reduce.PLANTED)
    for name, (ok, reason) in compiled.items():
        assert ok, "%s: %s" % (name, reason)


def test_reduce_tasks_compile_every_builtin_candidate(tmp_path):
    """Every builtin candidate of every reduce GPU task compiles with NVRTC."""
    worker = real_worker()
    assert worker, "build cuagent-compile first"
    for name in make_task.REDUCE_TASKS:
        task = make_task.write_task(name, str(tmp_path / name), "cpu", sets=1, shape_scale=4)
        cache = tmp_path / ("cache-" + name)
        proc = subprocess.run([str(worker), "--task", task, "--cache", str(cache), "--no-gpu"],
                              capture_output=True, text=True, timeout=600)
        assert proc.returncode == 0, proc.stderr
        summary = json.loads(proc.stdout.strip().splitlines()[-1])
        assert summary["status"] == "unverified", (name, summary)
        key = summary["key"]
        report = json.loads((cache / "v1" / key[:2] / key / "report.json").read_text())
        assert report["candidates"], name
        for candidate in report["candidates"]:
            assert candidate["compiled"], (name, candidate["id"], candidate["reason"])
