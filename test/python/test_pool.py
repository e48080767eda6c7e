"""Pooling (issue 10): what capture takes from scripted and traced models
and how it records the geometry, what stays stock and why, that every
builtin candidate of every pooling task and every planted faulty kernel
compiles with NVRTC, and a C++ emulation on the CPU of the emitted window
kernels (one thread at a time) against PyTorch, with the planted faults
shown to change the result. The GPU verdict is test/gpu/test_pool_gpu.py's."""
import json
import sys
from pathlib import Path

import numpy as np
import pytest
import torch
import torch.nn.functional as F

from conftest import REPO, groups, reasons
from emulation import compile_task, emulate, emulate_slip, matches, references, translated
from models import scripted
from test_planted_compile import compile_planted

sys.path.insert(0, str(REPO / "test" / "gpu"))
import make_task  # noqa: E402
import planted_pool  # noqa: E402
import planted_slips  # noqa: E402


def task_nodes(cuagent, model, inputs, tmp_path, worker):
    """The nodes of the tasks optimize writes for `model`, all groups'."""
    cuagent.optimize(model, inputs, cache_dir=str(tmp_path / "c"), worker_path=worker,
                     task_dir=str(tmp_path / "t"))
    nodes = []
    for report in cuagent.last_report()["groups"]:
        task = json.loads((Path(report["task_dir"]) / "task.json").read_text())
        nodes += task["graph"]["nodes"]
    return nodes


class ConvBlock(torch.nn.Module):
    """relu -> max_pool -> sigmoid and avg_pool -> tanh: one group each (the
    pooling ops are allowed alone, so no minimum group size gets in the way)."""

    def __init__(self):
        super().__init__()
        self.max = torch.nn.MaxPool2d(3, 2, 1)
        self.avg = torch.nn.AvgPool2d(3, 2, 1, ceil_mode=True, count_include_pad=False)

    def forward(self, x):
        return torch.sigmoid(self.max(torch.relu(x))), torch.tanh(self.avg(x))


class Functional(torch.nn.Module):
    def forward(self, x):
        return (F.max_pool1d(x.flatten(2), 2),
                F.avg_pool2d(x, 2, divisor_override=3),
                F.adaptive_avg_pool2d(x, (3, 2)))


class AdaptiveMax(torch.nn.Module):
    def forward(self, x):
        return torch.relu(F.adaptive_max_pool2d(x, 2))


class AdaptiveMaxWithIndices(torch.nn.Module):
    def forward(self, x):
        values, indices = F.adaptive_max_pool2d(x, 2, return_indices=True)
        return torch.relu(values), indices


class ConvReluPool(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = torch.nn.Conv2d(3, 8, 3, padding=1)

    def forward(self, x):
        return torch.sigmoid(F.max_pool2d(torch.relu(self.conv(x)), 2))


class Unbatched(torch.nn.Module):
    def forward(self, x):
        return torch.relu(F.max_pool2d(x, 2))


def test_pooling_is_captured_with_prologue_and_epilogue(cuagent, tmp_path, worker):
    x = torch.randn(2, 4, 9, 9)
    result = cuagent.partition(scripted(ConvBlock()), [x])
    assert sorted(groups(result)) == [["aten::avg_pool2d", "aten::tanh"],
                                      ["aten::relu", "aten::max_pool2d", "aten::sigmoid"]], result
    assert result["fallbacks"] == []
    nodes = {n["op"]: n["attrs"] for n in
             task_nodes(cuagent, scripted(ConvBlock()), [x], tmp_path, worker)}
    assert nodes["aten::max_pool2d"] == {"kernel_size": [3, 3], "stride": [2, 2],
                                         "padding": [1, 1], "dilation": [1, 1],
                                         "ceil_mode": False}
    assert nodes["aten::avg_pool2d"] == {"kernel_size": [3, 3], "stride": [2, 2],
                                         "padding": [1, 1], "ceil_mode": True,
                                         "count_include_pad": False, "divisor_override": None}


def test_functional_forms_record_broadcast_lists(cuagent, tmp_path, worker):
    """F.max_pool1d(x, 2) records stride [] (the kernel size); one-entry
    lists are broadcast to the spatial rank."""
    x = torch.randn(2, 4, 6, 8)
    model = scripted(Functional())
    result = cuagent.partition(model, [x])
    ops = sorted(op for g in groups(result) for op in g)
    # x.flatten(2) joins max_pool1d's group: a layout op read as index arithmetic.
    assert ops == ["aten::adaptive_avg_pool2d", "aten::avg_pool2d", "aten::flatten.using_ints",
                   "aten::max_pool1d"], result
    nodes = {n["op"]: n["attrs"] for n in task_nodes(cuagent, model, [x], tmp_path, worker)}
    assert nodes["aten::max_pool1d"]["stride"] == []
    assert nodes["aten::max_pool1d"]["kernel_size"] == [2]
    assert nodes["aten::avg_pool2d"]["divisor_override"] == 3
    assert nodes["aten::adaptive_avg_pool2d"] == {"output_size": [3, 2]}


def test_traced_models_are_captured(cuagent):
    x = torch.randn(2, 4, 9, 9)
    traced = torch.jit.freeze(torch.jit.trace(ConvBlock().eval(), x))
    ops = sorted(op for g in groups(cuagent.partition(traced, [x])) for op in g)
    assert ops == ["aten::avg_pool2d", "aten::max_pool2d", "aten::relu", "aten::sigmoid",
                   "aten::tanh"]


def test_conv_relu_pool_is_one_group(cuagent):
    model = torch.jit.freeze(torch.jit.script(ConvReluPool().eval()))
    result = cuagent.partition(model, [torch.randn(2, 3, 8, 8)])
    assert groups(result) == [["aten::conv2d", "aten::relu", "aten::max_pool2d",
                               "aten::sigmoid"]], result


def test_adaptive_max_pool_values_only(cuagent, tmp_path, worker):
    x = torch.randn(2, 4, 7, 7)
    result = cuagent.partition(scripted(AdaptiveMax()), [x])
    assert groups(result) == [["aten::adaptive_max_pool2d", "aten::relu"]], result
    # The task holds the values output (a two-output node in the graph).
    nodes = task_nodes(cuagent, scripted(AdaptiveMax()), [x], tmp_path, worker)
    assert [(n["op"], n["attrs"], len(n["outputs"])) for n in nodes] == [
        ("aten::adaptive_max_pool2d", {"output_size": [2, 2]}, 1), ("aten::relu", {}, 1)]
    result = cuagent.partition(scripted(AdaptiveMaxWithIndices()), [x])
    assert ("aten::adaptive_max_pool2d", "UnsupportedOp") in reasons(result), result
    detail = [f["detail"] for f in result["fallbacks"]
              if f["op"] == "aten::adaptive_max_pool2d"]
    assert detail == ["aten::adaptive_max_pool2d indices are used (cuagent computes the values "
                      "only)"]


def test_unbatched_input_stays_stock_with_reason(cuagent):
    result = cuagent.partition(scripted(Unbatched()), [torch.randn(4, 8, 8)])
    assert ("aten::max_pool2d", "UnsupportedShape") in reasons(result), result
    assert any("is unbatched" in f["detail"] for f in result["fallbacks"])


def test_planted_pool_kernels_compile(tmp_path):
    compile_planted(tmp_path / "max", planted_pool.MAX_TASK,
                    planted_pool.candidates_json(planted_pool.MAX_PLANTED),
                    planted_pool.MAX_PLANTED)
    compile_planted(tmp_path / "avg", planted_pool.AVG_TASK,
                    planted_pool.candidates_json(planted_pool.AVG_PLANTED),
                    planted_pool.AVG_PLANTED)


@pytest.mark.parametrize("name", make_task.POOL_TASKS)
def test_every_pool_candidate_compiles(name, tmp_path):
    entry, _ = compile_task(tmp_path, name, shape_scale=4)
    report = json.loads((entry / "report.json").read_text())
    assert len(report["candidates"]) >= 4
    for candidate in report["candidates"]:
        assert candidate["compiled"], (candidate["id"], candidate["reason"])
    source = (entry / "kernels.cu").read_text()
    expected = "row-mean" if name == "adaptive_avg2d_global_sigmoid" else "window-"
    assert expected in source


#===------------------------------------------------------------------------===#
# CPU emulation of window kernels
#===------------------------------------------------------------------------===#

# The emulation runs NVRTC kernels only: not the global pool (a row
# reduction, with shuffles) nor the conv task (a cuDNN step).
WINDOW_TASKS = [n for n in make_task.POOL_TASKS
                if n not in ("adaptive_avg2d_global_sigmoid", "conv2d_relu_maxpool")]


@pytest.mark.parametrize("name", WINDOW_TASKS)
def test_window_kernels_emulated_on_cpu_match_torch(name, tmp_path):
    """The emitted kernel of two candidates (1 and 4 outputs per thread),
    emulated on the CPU, gives PyTorch's CPU result: geometry, ceil_mode,
    padding rules, NaN and the side-output pass."""
    entry, task_dir = compile_task(tmp_path, name, shape_scale=4, candidates=1)
    inputs, expected = references(task_dir)
    for vector in (1, 4):
        source, plan = translated(entry, vector)
        work = tmp_path / f"v{vector}"
        work.mkdir()
        actual = emulate(work, source, plan, inputs)
        assert len(actual) == len(expected)
        for a, e in zip(actual, expected):
            bad = ~np.isclose(a, e, rtol=1e-5, atol=1e-6, equal_nan=True)
            assert matches(a, e), (vector, int(bad.sum()), a[bad][:5], e[bad][:5])


@pytest.mark.parametrize("task_name,planted", [
    (planted_pool.MAX_TASK, planted_pool.MAX_PLANTED),
    (planted_pool.AVG_TASK, planted_pool.AVG_PLANTED),
])
def test_planted_faults_change_the_emulated_result(task_name, planted, tmp_path):
    """On the CPU emulation the controls match PyTorch and every planted
    fault does not: on the GPU each can only be rejected for its fault."""
    task_dir = Path(make_task.write_task(task_name, str(tmp_path / "task"), "cpu", sets=1)).parent
    inputs, (expected,) = references(task_dir)
    for name, (source, _) in sorted(planted.items()):
        work = tmp_path / name
        work.mkdir()
        (actual,) = emulate(work, "\n// kernel\n" + source, planted_pool.plan(), inputs)
        assert matches(actual, expected) == (name == "correct"), name


@pytest.mark.parametrize("slip", sorted(planted_slips.POOL_SLIPS))
def test_window_slips_change_the_emulated_result(slip, tmp_path):
    """The dense windows' constant divisor and trip counts, and the clipped
    windows' stop, are what the comparison sees: each slip changes the
    emulated output."""
    task, _, before, after = planted_slips.POOL_SLIPS[slip]
    (actual,), (expected,) = emulate_slip(tmp_path, task, before, after)
    assert not matches(actual, expected), slip


class Pool(torch.nn.Module):
    def __init__(self, fn, **kwargs):
        super().__init__()
        self.fn, self.kwargs = fn, kwargs

    def forward(self, x):
        return self.fn(x, **self.kwargs)


def test_output_size_rule_matches_torch_on_random_geometries(cuagent):
    """Capture compares the size PoolShape.h computes with the one PyTorch
    returned while profiling, and keeps a mismatch stock: no random geometry
    PyTorch accepts (ceil_mode edges included) may be refused."""
    gen = np.random.default_rng(7)
    checked = 0
    while checked < 120:
        rank = int(gen.integers(1, 4))
        kernel = [int(v) for v in gen.integers(1, 5, rank)]
        stride = [int(v) for v in gen.integers(1, 5, rank)]
        padding = [int(gen.integers(0, k // 2 + 1)) for k in kernel]
        sizes = [int(v) for v in gen.integers(1, 12, rank)]
        ceil = bool(gen.integers(0, 2))
        if gen.integers(0, 2):
            fn = [F.max_pool1d, F.max_pool2d, F.max_pool3d][rank - 1]
            kwargs = dict(kernel_size=kernel, stride=stride, padding=padding, ceil_mode=ceil,
                          dilation=[int(v) for v in gen.integers(1, 3, rank)])
        else:
            fn = [F.avg_pool1d, F.avg_pool2d, F.avg_pool3d][rank - 1]
            kwargs = dict(kernel_size=kernel, stride=stride, padding=padding, ceil_mode=ceil)
        x = torch.randn(1, 2, *sizes)
        try:
            fn(x, **kwargs)
        except RuntimeError:
            continue  # PyTorch refuses it too
        model = torch.jit.freeze(torch.jit.trace(Pool(fn, **kwargs).eval(), x))
        result = cuagent.partition(model, [x])
        assert result["fallbacks"] == [], (fn.__name__, kwargs, sizes, result)
        assert groups(result) == [["aten::" + fn.__name__]], result
        checked += 1
