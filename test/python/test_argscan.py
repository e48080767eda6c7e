"""argmax, argmin, max.dim and min.dim (issue 10): capture records them with
int64 (i64) indices as group outputs, dim None as [] (the flattened tensor);
max.dim's task node names both outputs; every builtin candidate of the GPU
tasks and every planted faulty kernel compiles with NVRTC; a task with i64
outputs round-trips through the worker's parser."""
import json
import subprocess
import sys
from pathlib import Path

import torch

from conftest import REPO, groups, real_worker
from models import scripted

sys.path.insert(0, str(REPO / "test" / "gpu"))
import make_task  # noqa: E402
import planted_argscan  # noqa: E402


def written_tasks(cuagent, model, inputs, tmp_path, worker):
    """The task.json of every group optimize writes for `model`."""
    cuagent.optimize(model, inputs, cache_dir=str(tmp_path / "c"), worker_path=worker,
                     task_dir=str(tmp_path / "t"), min_group_size=1)
    return [json.loads((Path(r["task_dir"]) / "task.json").read_text())
            for r in cuagent.last_report()["groups"]]


class RoundArgmax(torch.nn.Module):
    def forward(self, x):
        return torch.argmax(torch.round(x * 2.0), dim=1)


class FlatArgmin(torch.nn.Module):
    def forward(self, x):
        return torch.argmin(torch.relu(x), keepdim=True) + 0


class MaxDim(torch.nn.Module):
    def forward(self, x):
        values, indices = torch.max(torch.tanh(x), dim=-1)
        return values * 2.0, indices


class MinDimValuesOnly(torch.nn.Module):
    def forward(self, x):
        return torch.min(x, 1, keepdim=True)[0] + 1.0


def test_argmax_is_captured_as_one_group_with_i64_output(cuagent, tmp_path, worker):
    x = torch.randn(4, 16, 8)
    result = cuagent.partition(scripted(RoundArgmax()), [x])
    assert groups(result) == [["aten::mul.Scalar", "aten::round", "aten::argmax"]], result
    (task,) = written_tasks(cuagent, scripted(RoundArgmax()), [x], tmp_path, worker)
    (node,) = [n for n in task["graph"]["nodes"] if n["op"] == "aten::argmax"]
    assert node["attrs"] == {"dim": [1], "keepdim": False}
    (output,) = task["graph"]["outputs"]
    assert output["dtype"] == "i64" and output["shape"] == [4, 8], output


def test_flattened_argmin_records_every_dim(cuagent, tmp_path, worker):
    x = torch.randn(3, 5)
    model = scripted(FlatArgmin())
    result = cuagent.partition(model, [x])
    # The int64 result feeds add (not compiled for int64): a group output.
    assert ["aten::relu", "aten::argmin"] in groups(result), result
    tasks = written_tasks(cuagent, model, [x], tmp_path, worker)
    nodes = [n for t in tasks for n in t["graph"]["nodes"] if n["op"] == "aten::argmin"]
    assert nodes[0]["attrs"] == {"dim": [], "keepdim": True}
    outputs = [o for t in tasks for o in t["graph"]["outputs"] if o["dtype"] == "i64"]
    assert outputs and outputs[0]["shape"] == [1, 1], outputs


def test_max_dim_records_values_and_indices(cuagent, tmp_path, worker):
    x = torch.randn(6, 32)
    model = scripted(MaxDim())
    result = cuagent.partition(model, [x])
    assert groups(result) == [["aten::tanh", "aten::max.dim", "aten::mul.Scalar"]], result
    (task,) = written_tasks(cuagent, model, [x], tmp_path, worker)
    (node,) = [n for n in task["graph"]["nodes"] if n["op"] == "aten::max.dim"]
    assert len(node["outputs"]) == 2 and node["attrs"] == {"dim": [1], "keepdim": False}
    dtypes = sorted(o["dtype"] for o in task["graph"]["outputs"])
    assert dtypes == ["f32", "i64"], task["graph"]["outputs"]


def test_min_dim_values_only(cuagent):
    result = cuagent.partition(scripted(MinDimValuesOnly()), [torch.randn(4, 8, 3)])
    assert groups(result) == [["aten::min.dim", "aten::add.Scalar"]], result


def run_no_gpu(worker, task, cache, *extra):
    proc = subprocess.run([str(worker), "--task", task, "--cache", str(cache), "--no-gpu",
                           *extra], capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stderr
    summary = json.loads(proc.stdout.strip().splitlines()[-1])
    key = summary["key"]
    report = json.loads((Path(cache) / "v1" / key[:2] / key / "report.json").read_text())
    return summary, report


def test_argscan_tasks_compile_every_builtin_candidate(tmp_path):
    """Every builtin candidate of every argscan GPU task compiles with NVRTC
    (the tasks' i64 outputs parse and import)."""
    worker = real_worker()
    assert worker, "build cuagent-compile first"
    for name in make_task.ARGSCAN_TASKS:
        task = make_task.write_task(name, str(tmp_path / name), "cpu", sets=1, shape_scale=4)
        summary, report = run_no_gpu(worker, task, tmp_path / ("cache-" + name))
        assert summary["status"] == "unverified", (name, summary)
        # Long last-dim scans take PyTorch's 512 threads per row whatever the
        # block size: one distinct source.
        assert report["candidates"], name
        for candidate in report["candidates"]:
            assert candidate["compiled"], (name, candidate["id"], candidate["reason"])


def _compile_planted(worker, task_name, candidates, cases, tmp_path):
    """Every planted candidate of `task_name` compiles with NVRTC."""
    task = make_task.write_task(task_name, str(tmp_path / task_name), "cpu", sets=1)
    path = tmp_path / (task_name + ".json")
    path.write_text(json.dumps(candidates))
    _, report = run_no_gpu(worker, task, tmp_path / ("cache-" + task_name), "--policy",
                           "file:%s" % path, "--max-rounds", "1", "--max-candidates",
                           str(len(cases)))
    compiled = {c["id"]: (c["compiled"], c["reason"]) for c in report["candidates"]}
    assert sorted(compiled) == sorted("file/" + name for name in cases)
    for name, (ok, reason) in compiled.items():
        assert ok, "%s: %s" % (name, reason)


def test_planted_index_kernels_compile(tmp_path):
    worker = real_worker()
    assert worker, "build cuagent-compile first"
    for task_name, cases in planted_argscan.PLANTED.items():
        _compile_planted(worker, task_name, planted_argscan.candidates_json(task_name), cases,
                         tmp_path)


def test_planted_index_batches_compile(tmp_path):
    """The index template's batches with one fault each (decision 149): every
    edit finds its text once and every source compiles with NVRTC."""
    worker = real_worker()
    assert worker, "build cuagent-compile first"
    translate = Path(worker).parent / "cuagent-translate"
    for task_name, cases in planted_argscan.BATCH_PLANTED.items():
        _compile_planted(worker, task_name,
                         planted_argscan.batch_candidates(translate, tmp_path, task_name), cases,
                         tmp_path)


def test_i64_task_round_trips_through_the_parser(tmp_path):
    """make_task writes i64 outputs; the worker parses, re-serializes (its
    cache entry's task.json) and keeps them i64 with 8-byte files."""
    worker = real_worker()
    assert worker, "build cuagent-compile first"
    task = make_task.write_task("max_dim_log_nan", str(tmp_path / "t"), "cpu", sets=1)
    written = json.loads(Path(task).read_text())
    assert [o["dtype"] for o in written["graph"]["outputs"]] == ["f32", "i64"]
    indices = Path(task).parent / written["reference"]["sets"][0]["outputs"][1]
    assert indices.stat().st_size == 128 * 8
    summary, _ = run_no_gpu(worker, task, tmp_path / "cache")
    key = summary["key"]
    stored = json.loads((tmp_path / "cache" / "v1" / key[:2] / key / "task.json").read_text())
    assert [o["dtype"] for o in stored["graph"]["outputs"]] == ["f32", "i64"]
    (node,) = [n for n in stored["graph"]["nodes"] if n["op"] == "aten::max.dim"]
    assert len(node["outputs"]) == 2
