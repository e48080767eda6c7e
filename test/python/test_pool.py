"""Pooling (issue 10): what capture takes from scripted and traced models
and how it records the geometry, what stays stock and why, that every
builtin candidate of every pooling task and every planted faulty kernel
compiles with NVRTC, and a C++ emulation on the CPU of the emitted window
kernels (one thread at a time) against PyTorch, with the planted faults
shown to change the result. The GPU verdict is test/gpu/test_pool_gpu.py's."""
import json
import re
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
import torch
import torch.nn.functional as F

from conftest import REPO, groups, real_worker, reasons
from models import scripted
from test_planted_compile import compile_planted

sys.path.insert(0, str(REPO / "test" / "gpu"))
import make_task  # noqa: E402
import planted_pool  # noqa: E402


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


def compile_task(tmp_path, name, shape_scale=1, sets=1, candidates=64):
    """cuagent-compile --no-gpu on make_task's `name`: the cache entry."""
    worker = real_worker()
    assert worker, "build cuagent-compile first"
    task = make_task.write_task(name, str(tmp_path / "task"), "cpu", sets=sets,
                                shape_scale=shape_scale)
    proc = subprocess.run([str(worker), "--task", task, "--cache", str(tmp_path / "cache"),
                           "--no-gpu", "--max-candidates", str(candidates)],
                          capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stderr
    key = json.loads(proc.stdout.strip().splitlines()[-1])["key"]
    return tmp_path / "cache" / "v1" / key[:2] / key, Path(task).parent


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

# The CUDA built-ins a window kernel uses, for a host C++ compiler; the
# kernels run one thread at a time (they share nothing across threads).
_SHIM = r'''
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>
using std::max;
using std::min;
struct cuagent_dim3 { unsigned x = 1, y = 1, z = 1; };
static cuagent_dim3 blockIdx, threadIdx, gridDim;
#define __global__
#define __device__
#define __forceinline__ inline
#define __launch_bounds__(...)
#define __restrict__ __restrict
static inline float __int_as_float(int i) { float f; std::memcpy(&f, &i, 4); return f; }
'''


def emulate(tmp_path, source, plan, inputs):
    """Runs the plan's launches of `source` on the CPU; `inputs` are the
    float32 arrays of the plan's input buffers. Returns the outputs."""
    body = source[source.index("\n// kernel") if "\n// kernel" in source else 0:]
    assert "__syncthreads" not in body and "__shfl" not in body, "not a window kernel"
    buffers = {b["name"]: b for b in plan["buffers"]}
    driver = [_SHIM, body, "int main(int argc, char **argv) {"]
    for name, buffer in buffers.items():
        count = int(np.prod(buffer["shape"])) if "shape" in buffer else buffer["bytes"] // 4
        driver.append(f"  std::vector<float> {name}({count});")
    for i, buffer in enumerate(b for b in plan["buffers"] if b["kind"] == "input"):
        driver.append(f'  {{ FILE *f = fopen(argv[{i + 1}], "rb"); '
                      f'if (fread({buffer["name"]}.data(), 4, {buffer["name"]}.size(), f) != '
                      f'{buffer["name"]}.size()) return 1; fclose(f); }}')
    for step in plan["steps"]:
        assert step["kind"] == "launch"
        args = ", ".join(f"{a}.data()" for a in step["args"])
        driver.append(f'  gridDim.x = {step["grid"][0]};')
        driver.append(f'  for (unsigned b = 0; b < {step["grid"][0]}; ++b) '
                      f'for (unsigned t = 0; t < {step["block"][0]}; ++t) '
                      f'{{ blockIdx.x = b; threadIdx.x = t; {step["function"]}({args}); }}')
    outputs = [b for b in plan["buffers"] if b["kind"] == "output"]
    for i, buffer in enumerate(outputs):
        driver.append(f'  {{ FILE *f = fopen(argv[{len(inputs) + 1 + i}], "wb"); '
                      f'fwrite({buffer["name"]}.data(), 4, {buffer["name"]}.size(), f); '
                      f'fclose(f); }}')
    driver.append("  return 0;\n}\n")
    (tmp_path / "emulate.cpp").write_text("\n".join(driver))
    subprocess.run(["g++", "-O2", "-std=c++17", "-o", str(tmp_path / "emulate"),
                    str(tmp_path / "emulate.cpp")], check=True, capture_output=True)
    files = []
    for i, array in enumerate(inputs):
        files.append(str(tmp_path / f"in{i}.bin"))
        np.ascontiguousarray(array, dtype=np.float32).tofile(files[-1])
    out_files = [str(tmp_path / f"out{i}.bin") for i in range(len(outputs))]
    subprocess.run([str(tmp_path / "emulate"), *files, *out_files], check=True)
    return [np.fromfile(f, dtype=np.float32).reshape(b["shape"])
            for f, b in zip(out_files, outputs)]


def matches(actual, expected):
    """Equal NaN positions and values within float32 rounding of a window
    sum (PyTorch's CPU kernels sum in another order than CUDA's)."""
    return actual.shape == expected.shape and np.allclose(actual, expected, rtol=1e-5,
                                                          atol=1e-6, equal_nan=True)


def references(task_dir):
    task = json.loads((task_dir / "task.json").read_text())
    graph, ref = task["graph"], task["reference"]["sets"][0]
    inputs = [np.fromfile(task_dir / f, dtype=np.float32).reshape(i["shape"])
              for f, i in zip(ref["inputs"], graph["inputs"])]
    outputs = [np.fromfile(task_dir / f, dtype=np.float32).reshape(o["shape"])
               for f, o in zip(ref["outputs"], graph["outputs"])]
    return inputs, outputs


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
    mlir = entry / "kernels.mlir"
    for vector in (1, 4):
        translate = real_worker().parent / "cuagent-translate"
        proc = subprocess.run([str(translate), "--block", "128", "--vector", str(vector),
                               "--plan", str(mlir)], capture_output=True, text=True, check=True)
        source, plan_text = proc.stdout.split("// plan\n")
        plan = json.loads(plan_text)
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
