"""optimize on the CPU: tasks, fallback correctness, save/load, failures."""
import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
import torch

from conftest import REPO, make_script, real_worker
from models import Chain, Softmax, WithParam, scripted


def test_task_round_trip(cuagent, tmp_path, worker):
    model = scripted(Chain())
    x, y = torch.randn(4, 8), torch.randn(4, 8)
    cuagent.optimize(model, [x, y], cache_dir=str(tmp_path / "cache"), worker_path=worker,
                     task_dir=str(tmp_path / "tasks"))
    report = cuagent.last_report()
    (group,) = report["groups"]
    assert len(group["key"]) == 64
    task_dir = Path(group["task_dir"])
    task = json.loads((task_dir / "task.json").read_text())
    assert task["format"] == "cuagent.task" and task["precision"] == "fp32"
    assert task["target"]["arch"] == "sm_90"
    # The worker's NVRTC is part of the key; the GPU and driver only on CUDA.
    if real_worker():
        toolchain = json.loads(subprocess.run([worker, "--print-toolchain"], capture_output=True,
                                              text=True, check=True).stdout)
        assert task["target"].get("nvrtc") == toolchain["nvrtc"] != ""
    assert "device" not in task["target"] and "driver" not in task["target"]
    inputs = task["graph"]["inputs"]
    assert [(i["name"], i["shape"], i["dtype"]) for i in inputs] == [
        ("%v0", [4, 8], "f32"), ("%v1", [4, 8], "f32")]
    assert [n["op"] for n in task["graph"]["nodes"]] == [
        "aten::add.Tensor", "aten::relu", "aten::mul.Scalar", "aten::sigmoid"]
    assert task["graph"]["nodes"][0]["attrs"] == {"alpha": 1}
    assert task["graph"]["nodes"][2]["attrs"] == {"other": 2.0}
    sets = task["reference"]["sets"]
    assert len(sets) == 5
    seen = []
    for reference in sets:
        ins = [torch.from_file(str(task_dir / f), size=32, dtype=torch.float32).view(4, 8)
               for f in reference["inputs"]]
        (out_file,) = reference["outputs"]
        assert (task_dir / out_file).stat().st_size == 32 * 4
        out = torch.from_file(str(task_dir / out_file), size=32, dtype=torch.float32).view(4, 8)
        assert all(bool((t != 0).any()) for t in ins)
        torch.testing.assert_close(out, model(*ins))
        seen.append(ins[0])
    assert not torch.equal(seen[0], seen[1])  # fresh inputs per set


def test_report_says_where_the_time_went(cuagent, tmp_path, worker):
    model = scripted(Chain())
    cuagent.optimize(model, [torch.randn(4, 8), torch.randn(4, 8)],
                     cache_dir=str(tmp_path / "cache"), worker_path=worker)
    report = cuagent.last_report()
    seconds = report["seconds"]
    for phase in ("prepare", "groups", "save", "optimize_op", "total"):
        assert seconds[phase] >= 0, phase
    # The native phases lie inside the op's wall time, and every lap inside the total.
    assert seconds["prepare"] + seconds["groups"] <= seconds["optimize_op"] + 1e-3
    laps = sum(v for k, v in seconds.items() if k not in ("prepare", "groups", "total"))
    assert laps <= seconds["total"] + 1e-6
    (group,) = report["groups"]
    assert set(group["seconds"]) >= {"task", "reference", "worker"}
    assert sum(group["seconds"].values()) <= seconds["groups"] + 1e-3


def test_parameters_become_task_inputs(cuagent, tmp_path, worker):
    model = scripted(WithParam())
    cuagent.optimize(model, [torch.randn(8, 16)], cache_dir=str(tmp_path / "c"),
                     worker_path=worker, task_dir=str(tmp_path / "t"))
    (group,) = cuagent.last_report()["groups"]
    task_dir = Path(group["task_dir"])
    task = json.loads((task_dir / "task.json").read_text())
    params = [i for i in task["graph"]["inputs"] if i["kind"] == "parameter"]
    assert len(params) == 1 and params[0]["shape"] == [16]
    data = torch.from_file(str(task_dir / params[0]["file"]), size=16, dtype=torch.float32)
    torch.testing.assert_close(data, model.bias.detach())
    assert len(task["reference"]["sets"][0]["inputs"]) == 1  # runtime inputs only
    assert len(task["graph"]["outputs"]) == 2  # h (for the matmul) and the sum


@pytest.mark.parametrize("model_cls,shapes", [(Chain, [(4, 8), (4, 8)]), (Softmax, [(4, 8)]),
                                              (WithParam, [(8, 16)])])
def test_cpu_fallback_matches_eager_and_round_trips(cuagent, tmp_path, worker, model_cls, shapes):
    model = scripted(model_cls())
    fast = cuagent.optimize(model, [torch.randn(s) for s in shapes], patch_all=True,
                            worker_path=worker, cache_dir=str(tmp_path / "cache"))
    assert "cuagent::guard" in str(fast.graph) and "cuagent::run_group" in str(fast.graph)
    path = tmp_path / "fast.pt"
    torch.jit.save(fast, str(path))
    loaded = torch.jit.load(str(path))
    for _ in range(5):
        inputs = [torch.randn(s) for s in shapes]
        expected = model(*inputs)
        torch.testing.assert_close(fast(*inputs), expected)
        torch.testing.assert_close(loaded(*inputs), expected)
    stats = cuagent.stats()
    assert stats["fallbacks"] > 0


def test_stats_and_reset(cuagent):
    cuagent.reset()
    assert cuagent.stats() == {"fast_path_calls": 0, "fallbacks": 0, "keys": {}}


def run_isolated(body, tmp_path):
    """Runs `body` in a fresh interpreter: the warn-once state is per process."""
    script = tmp_path / "script.py"
    script.write_text(textwrap.dedent("""
        import sys, torch
        sys.path.insert(0, %r)
        sys.path.insert(0, %r)
        import cuagent
        from models import *
    """ % (str(REPO / "python"), str(Path(__file__).parent))) + textwrap.dedent(body))
    return subprocess.run([sys.executable, str(script)], capture_output=True, text=True,
                          timeout=120, env=dict(os.environ))


def test_no_gpu_warns_once_per_reason(cuagent, tmp_path):
    false = "/bin/false"
    result = run_isolated("""
        class Two(torch.nn.Module):
            def forward(self, x, w):
                a = torch.relu(x) * 2.0
                b = torch.atan2(a, w)
                c = torch.atan2(b, w)
                return torch.sigmoid(c + 1.0)
        m = torch.jit.script(Two().eval())
        x, w = torch.randn(4, 4), torch.randn(4, 4)
        fast = cuagent.optimize(m, [x, w], patch_all=True, worker_path=%r, cache_dir=%r)
        for _ in range(3):
            x = torch.randn(4, 4)
            torch.testing.assert_close(fast(x, w), m(x, w))
        print(len(cuagent.last_report()["groups"]))
    """ % (false, str(tmp_path / "cache")), tmp_path)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "2"
    lines = [l for l in result.stderr.splitlines() if l.startswith("cuagent:")]
    assert sum("aten::atan2 stays on stock kernels: UnsupportedOp" in l for l in lines) == 1
    assert sum("WorkerFailed" in l for l in lines) == 1
    assert sum("runs on stock kernels: NoGpu" in l for l in lines) == 1


@pytest.mark.parametrize("kind", ["false", "sleep"])
def test_worker_failure_stays_stock(cuagent, tmp_path, kind):
    if kind == "false":
        worker, expected = "/bin/false", "exit code 1"
    else:
        worker = str(make_script(tmp_path / "slow", "sleep 30"))
        expected = "timed out"
    model = scripted(Chain())
    x, y = torch.randn(4, 8), torch.randn(4, 8)
    fast = cuagent.optimize(model, [x, y], worker_path=worker, worker_timeout_s=2,
                            cache_dir=str(tmp_path / "cache"))
    (group,) = cuagent.last_report()["groups"]
    assert group["status"] == "worker_failed"
    assert group["reason"].startswith("WorkerFailed") and expected in group["reason"]
    assert not group["patched"]
    for _ in range(5):
        x, y = torch.randn(4, 8), torch.randn(4, 8)
        torch.testing.assert_close(fast(x, y), model(x, y))


def test_missing_worker_is_reported(cuagent, tmp_path):
    model = scripted(Chain())
    cuagent.optimize(model, [torch.randn(2, 2), torch.randn(2, 2)],
                     worker_path=str(tmp_path / "no-such-worker"), cache_dir=str(tmp_path / "c"))
    (group,) = cuagent.last_report()["groups"]
    assert group["status"] == "worker_failed"


def test_strict_turns_fallback_into_error(cuagent, tmp_path):
    model = scripted(Chain())
    with pytest.raises(RuntimeError) as error:
        cuagent.optimize(model, [torch.randn(4, 8), torch.randn(4, 8)], strict=True,
                         worker_path="/bin/false", cache_dir=str(tmp_path / "cache"))
    message = str(error.value)
    assert "WorkerFailed" in message and "strict=False" in message
    assert "worker_path" in message


def test_unknown_option_is_rejected(cuagent):
    with pytest.raises(TypeError, match="known options"):
        cuagent.optimize(scripted(Chain()), [torch.randn(2, 2), torch.randn(2, 2)], bogus=1)


def test_stale_worker_is_reported(cuagent, tmp_path, capfd):
    """A worker built from other sources keys its entries differently: the
    library says so once instead of silently missing the cache."""
    fake = make_script(tmp_path / "old-worker", textwrap.dedent("""\
        if [ "$1" = "--print-toolchain" ]; then
          echo '{"compiler": "cuagent-0.0.0+src.0123456789abcdef", "nvrtc": "12.9"}'
        fi
        exit 0"""))
    x, y = torch.randn(4, 8), torch.randn(4, 8)
    cuagent.optimize(scripted(Chain()), [x, y], cache_dir=str(tmp_path / "c"),
                     worker_path=str(fake), task_dir=str(tmp_path / "t"))
    assert "built from other sources (cuagent-0.0.0+src.0123456789abcdef)" in capfd.readouterr().err
    (group,) = cuagent.last_report()["groups"]
    task = json.loads((Path(group["task_dir"]) / "task.json").read_text())
    assert task["target"]["nvrtc"] == "12.9"  # the worker's NVRTC, asked once


def test_optimize_does_not_pin_the_callers_weights(cuagent, tmp_path, worker):
    """Decision 66: freezing the caller's scripted module clones it into TorchScript's
    global compilation unit, which never frees its constants, so each optimize kept a copy
    of the weights for the life of the process (the H200 harness saw patched models hold
    theirs three times). Four optimize/drop cycles of a 64 MiB linear must not grow the
    process by a copy per cycle."""
    result = run_isolated("""
        import copy, gc
        def rss_mib():
            gc.collect()
            for line in open("/proc/self/status"):
                if line.startswith("VmRSS"):
                    return int(line.split()[1]) / 1024
        class Big(torch.nn.Module):
            def __init__(self):
                super().__init__()
                self.fc = torch.nn.Linear(4096, 4096)
            def forward(self, x):
                return torch.relu(self.fc(x)) * 2.0
        model = Big().eval()
        x = torch.randn(8, 4096)
        sizes = []
        for _ in range(4):
            out = cuagent.optimize(copy.deepcopy(model), [x], cache_dir=%r, worker_path=%r,
                                   verbose=False)
            out(x)
            del out
            sizes.append(rss_mib())
        print("RSS", sizes)
    """ % (str(tmp_path / "cache"), worker), tmp_path)
    assert result.returncode == 0, result.stderr[-2000:]
    sizes = [float(v) for v in result.stdout.split("RSS [")[1].split("]")[0].split(",")]
    # One pinned copy per cycle would add 128 MiB over the last two cycles.
    assert sizes[3] - sizes[1] < 40, sizes
