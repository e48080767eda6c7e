"""group_norm, instance_norm and batch_norm (eval) capture: what becomes a
group, what the task records (affine parameters and running statistics as
parameter inputs, num_groups, the mode flags), and what stays stock with its
reason (batch_norm in training, a lone weight, running statistics computed
at run time, instance_norm that would update its running statistics)."""
import json
from pathlib import Path

import torch
import torch.nn.functional as F

from models import scripted
from conftest import reasons


def details(result, op):
    return [f["detail"] for f in result["fallbacks"] if f["op"] == op]


class ConvNorms(torch.nn.Module):
    """GroupNorm -> relu, swish after an InstanceNorm, a BatchNorm after an
    activation (freezing folds only a BatchNorm right after a conv), and an
    InstanceNorm with running statistics (eval: batch_norm's formula)."""

    def __init__(self):
        super().__init__()
        self.gn = torch.nn.GroupNorm(4, 16, eps=1e-4)
        self.inorm = torch.nn.InstanceNorm2d(16)
        self.bn = torch.nn.BatchNorm2d(16)
        self.irun = torch.nn.InstanceNorm2d(16, affine=True, track_running_stats=True)
        with torch.no_grad():
            for module in (self.gn, self.bn, self.irun):
                module.weight.uniform_(0.5, 1.5)
                module.bias.uniform_(-0.5, 0.5)
            for module in (self.bn, self.irun):
                module.running_mean.uniform_(-1, 1)
                module.running_var.uniform_(0.5, 2)

    def forward(self, x):
        y = torch.relu(self.gn(x))
        z = self.inorm(y)
        z = z * torch.sigmoid(z)
        return torch.relu(self.bn(torch.tanh(z))) + self.irun(x)


def traced(module, x):
    """Traced: nn.InstanceNorm's scripted forward keeps its unbatched-input
    branch, a block that hides the norm from capture."""
    return torch.jit.trace(module.eval(), x)


def test_norms_are_captured_in_one_group(cuagent):
    x = torch.randn(2, 16, 5, 5)
    result = cuagent.partition(traced(ConvNorms(), x), [x])
    assert [g["ops"] for g in result["groups"]] == [[
        "aten::group_norm", "aten::relu", "aten::instance_norm", "aten::sigmoid",
        "aten::mul.Tensor", "aten::tanh", "aten::batch_norm", "aten::relu",
        "aten::instance_norm", "aten::add.Tensor"]], result
    assert result["fallbacks"] == [], result


def test_tasks_record_parameters_and_flags(cuagent, tmp_path, worker):
    x = torch.randn(2, 16, 5, 5)
    model = traced(ConvNorms(), x)
    fast = cuagent.optimize(model, [x], cache_dir=str(tmp_path / "c"), worker_path=worker,
                            task_dir=str(tmp_path / "t"))
    (report,) = cuagent.last_report()["groups"]
    task = json.loads((Path(report["task_dir"]) / "task.json").read_text())
    kinds = {i["name"]: i.get("kind", "input") for i in task["graph"]["inputs"]}
    nodes = {}
    for node in task["graph"]["nodes"]:
        params = [kinds.get(name, "value") for name in node["inputs"][1:]]
        nodes.setdefault(node["op"], []).append((node["attrs"], params))
    assert nodes["aten::group_norm"] == [(
        {"num_groups": 4, "eps": 1e-4, "cudnn_enabled": True}, ["parameter"] * 2)]
    (bn,) = nodes["aten::batch_norm"]
    assert bn[0]["training"] is False and bn[0]["eps"] == 1e-5
    assert bn[1] == ["parameter"] * 4  # weight, bias, running mean and variance
    instance = sorted(nodes["aten::instance_norm"], key=lambda n: len(n[1]))
    assert instance[0][0]["use_input_stats"] is True and instance[0][1] == []
    assert instance[1][0]["use_input_stats"] is False and instance[1][1] == ["parameter"] * 4
    torch.testing.assert_close(fast(x), model(x))


class Refused(torch.nn.Module):
    """Each norm here stays stock, for the reason its test names."""

    def __init__(self):
        super().__init__()
        self.register_buffer("mean", torch.zeros(8))
        self.register_buffer("var", torch.ones(8))
        self.register_buffer("w", torch.full((8,), 2.0))

    def forward(self, x):
        a = F.batch_norm(x, self.mean, self.var, training=True)
        b = F.group_norm(x, 2, weight=self.w)
        c = F.batch_norm(x, x.mean([0, 2]), x.var([0, 2]), training=False)
        d = F.instance_norm(x, self.mean, self.var, use_input_stats=True)
        e = F.group_norm(x, 4, x.amax([0, 2]), self.w)
        return torch.relu(a) + torch.relu(b) + torch.relu(c) + torch.relu(d) + torch.relu(e)


def test_unsupported_norms_stay_stock_with_reasons(cuagent):
    result = cuagent.partition(scripted(Refused()), [torch.randn(4, 8, 6)])
    got = reasons(result)
    assert ("aten::batch_norm", "UnsupportedArgument") in got, result
    assert ("aten::batch_norm", "NonConstantArgument") in got, result
    assert ("aten::group_norm", "UnsupportedArgument") in got, result
    assert ("aten::instance_norm", "UnsupportedArgument") in got, result
    assert ("aten::group_norm", "NonConstantArgument") in got, result
    texts = " ".join(details(result, "aten::batch_norm") + details(result, "aten::group_norm") +
                     details(result, "aten::instance_norm"))
    assert "training=true" in texts
    assert "only one of weight and bias" in texts
    assert "running statistics" in texts and "computed at run time" in texts
    assert "updates them in place" in texts
    assert "is computed at run time (cuagent loads it per channel" in texts



def test_norm_tasks_compile_every_builtin_candidate(tmp_path):
    """Every builtin candidate of every norm GPU task (make_task.NORM_TASKS)
    compiles with NVRTC; the split-row group_norm is among them."""
    import subprocess
    import sys

    from conftest import REPO, real_worker

    sys.path.insert(0, str(REPO / "test" / "gpu"))
    import make_task  # noqa: E402

    worker = real_worker()
    assert worker, "build cuagent-compile first"
    for name in make_task.NORM_TASKS:
        task = make_task.write_task(name, str(tmp_path / name), "cpu", sets=1)
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
    source = subprocess.run([str(worker), "--task", str(tmp_path / "group_norm_swish_long" /
                                                        "task.json"), "--emit-source", "-"],
                            capture_output=True, text=True, timeout=600)
    assert source.returncode == 0, source.stderr
    assert "group-norm-split over 16 rows of 131072" in source.stdout
