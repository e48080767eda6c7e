"""Parallel scheduling (harness slots) and the per-GPU lock (run_one.gpu_exclusive). CPU only."""
import fcntl
import json
import os
import subprocess
import sys
import textwrap
import threading
import time
from pathlib import Path

import pytest
import torch

from bench import harness
from bench import run_one

ROOT = Path(__file__).resolve().parents[2]

GOOD = """
import torch
import torch.nn as nn
class Model(nn.Module):
    def __init__(self, n):
        super().__init__()
        self.lin = nn.Linear(n, n)
    def forward(self, x):
        return torch.relu(self.lin(x)), x.sum()
def get_inputs():
    return [torch.randn(4, 8)]
def get_init_inputs():
    return [8]
"""

# TorchScript gives a different answer than eager (the scripted branch is taken): status "wrong"
WRONG_TS = """
import torch
class Model(torch.nn.Module):
    def forward(self, x):
        if torch.jit.is_scripting():
            return x + 1.0
        return x * 2.0
def get_inputs():
    return [torch.randn(3, 5)]
def get_init_inputs():
    return []
"""

BAD_FORWARD = ("import torch\nclass Model(torch.nn.Module):\n    def forward(self, x): return x @ x\n"
               "def get_inputs(): return [torch.randn(3, 4)]\ndef get_init_inputs(): return []\n")


@pytest.fixture
def small_dir(tmp_path):
    d = tmp_path / "problems"
    d.mkdir()
    (d / "good.py").write_text(textwrap.dedent(GOOD))
    (d / "wrong_ts.py").write_text(textwrap.dedent(WRONG_TS))
    (d / "bad_forward.py").write_text(BAD_FORWARD)
    return d


def _statuses(out: Path) -> dict:
    got = {}
    for f in sorted((out / "problems").glob("*.json")):
        r = json.loads(f.read_text())
        got[f.stem] = (r["status"], {k: (v.get("status"), v.get("correct")) for k, v in r["variants"].items()})
    return got


def test_jobs2_matches_jobs1(small_dir, tmp_path, capsys):
    common = dict(device="cpu", variants=["eager", "torchscript"], time_budget_s=0.1, timeout_s=120, quiet=True)
    out1 = tmp_path / "r1"
    s1 = harness.run(small_dir, out1, jobs=1, **common)
    out2 = tmp_path / "r2"
    rc = harness.main(["--problems", str(small_dir), "--out", str(out2), "--device", "cpu", "--jobs", "2",
                       "--variants", "eager,torchscript", "--time-budget-s", "0.1", "--timeout-s", "120"])
    assert rc == 0
    s2 = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert s1 == s2 == {"problems": 3, "ran": 3, "reused": 0}

    st1, st2 = _statuses(out1), _statuses(out2)
    assert st1 == st2
    assert st1["good"] == ("ok", {"eager": ("ok", True), "torchscript": ("ok", True)})
    assert st1["wrong_ts"][1]["torchscript"] == ("wrong", False)
    assert st1["bad_forward"][0] == "invalid"
    for out in (out1, out2):
        for f in (out / "problems").glob("*.json"):
            r = json.loads(f.read_text())
            assert r["complete"] and r["gpu_index"] is None  # cpu: no GPU binding
            assert r.get("gpu_lock") in (None,) and not r.get("lock_wait_s")
        assert not list((out / "problems").glob("*.lockwait*"))

    # complete report, rows in problem order whatever the completion order
    d1, d2 = (json.loads((o / "results.json").read_text()) for o in (out1, out2))
    assert d1["summary"]["valid"] == d2["summary"]["valid"] == 2
    assert d1["summary"]["invalid"] == d2["summary"]["invalid"] == 1
    names = lambda d: [row.get("problem") for row in d["problems"]]  # noqa: E731
    assert names(d1) == names(d2) == ["bad_forward", "good", "wrong_ts"]
    assert (out2 / "report.md").read_text().startswith("# Benchmark report")

    # resume with parallel slots: everything reused
    s3 = harness.run(small_dir, out2, jobs=2, **common)
    assert s3 == {"problems": 3, "ran": 0, "reused": 3}


def test_slots_and_child_env(tmp_path, monkeypatch):
    monkeypatch.delenv("CUDA_VISIBLE_DEVICES", raising=False)
    monkeypatch.delenv("TORCHINDUCTOR_COMPILE_THREADS", raising=False)
    slots = harness.make_slots("cuda", tmp_path, "all", jobs_per_gpu=3, device_count=4)
    assert len(slots) == 12
    assert [s.gpu_index for s in slots[:5]] == [0, 1, 2, 3, 0]  # interleaved over the GPUs
    for g in range(4):
        mine = [s for s in slots if s.gpu_index == g]
        assert len(mine) == 3 and {s.lock_path for s in mine} == {tmp_path / "locks" / f"gpu{g}.lock"}
    env = harness.child_env(slots[1], 12)
    assert env["CUDA_VISIBLE_DEVICES"] == "1"
    assert env["CUAGENT_GPU_LOCK"] == str(tmp_path / "locks" / "gpu1.lock")
    assert int(env["TORCHINDUCTOR_COMPILE_THREADS"]) == harness.compile_threads(12) >= 1
    assert [s.gpu_index for s in harness.make_slots("cuda", tmp_path, "2,0", device_count=4)] == [2, 0]

    # the harness's own CUDA_VISIBLE_DEVICES is honoured: our GPU 1 is physical GPU 7
    monkeypatch.setenv("CUDA_VISIBLE_DEVICES", "5,7")
    (s,) = harness.make_slots("cuda", tmp_path, "1", device_count=2)
    assert s.gpu_index == 1 and s.visible_id == "7" and s.lock_path.name == "gpu7.lock"

    monkeypatch.setenv("TORCHINDUCTOR_COMPILE_THREADS", "3")  # the user's setting wins
    assert "TORCHINDUCTOR_COMPILE_THREADS" not in harness.child_env(s, 12)

    cpu = harness.make_slots("cpu", tmp_path, "all", jobs_per_gpu=5, jobs=2)
    assert len(cpu) == 2 and all(c.gpu_index is None and c.lock_path is None for c in cpu)
    env = harness.child_env(cpu[0], 2)
    assert "CUDA_VISIBLE_DEVICES" not in env and "CUAGENT_GPU_LOCK" not in env

    for bad in ("0,0", "4", "-1", "x", ""):
        with pytest.raises(ValueError):
            harness.resolve_gpus(bad, device_count=4)
    with pytest.raises(ValueError):
        harness.resolve_gpus("all", device_count=0)
    with pytest.raises(SystemExit):
        harness.main(["--problems", str(tmp_path), "--out", str(tmp_path / "o"), "--device", "cpu", "--jobs", "0"])


def _can_lock(path) -> bool:
    """Whether another open file description could take the lock right now."""
    fd = os.open(str(path), os.O_RDWR | os.O_CREAT)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        fcntl.flock(fd, fcntl.LOCK_UN)
        return True
    except BlockingIOError:
        return False
    finally:
        os.close(fd)


def test_gpu_exclusive_noop_nesting_and_release(tmp_path, monkeypatch):
    monkeypatch.delenv("CUAGENT_GPU_LOCK", raising=False)
    with run_one.gpu_exclusive() as waited:
        assert waited == 0.0
        with pytest.raises(RuntimeError, match="nest"):
            with run_one.gpu_exclusive():
                pass
    assert not list(tmp_path.iterdir())  # no-op: no file touched

    lock = tmp_path / "locks" / "gpu0.lock"
    monkeypatch.setenv("CUAGENT_GPU_LOCK", str(lock))
    with run_one.gpu_exclusive():
        assert lock.exists() and not _can_lock(lock)
        with pytest.raises(RuntimeError, match="nest"):
            with run_one.gpu_exclusive():
                pass
        assert not _can_lock(lock)  # the failed nested attempt left the outer lock alone
    assert _can_lock(lock)
    with pytest.raises(ValueError):
        with run_one.gpu_exclusive():
            raise ValueError("boom")
    assert _can_lock(lock)  # released on exception
    with run_one.gpu_exclusive():  # and usable again
        assert not _can_lock(lock)


CHILD = r"""
import json, os, sys, time
from pathlib import Path
from bench.run_one import gpu_exclusive, lock_wait_total_s
d = Path(sys.argv[1]); i = sys.argv[2]
(d / f"ready{i}").touch()
while not (d / "go").exists():
    time.sleep(0.01)
with gpu_exclusive():
    t0 = time.time()
    time.sleep(0.3)
    t1 = time.time()
(d / f"iv{i}.json").write_text(json.dumps([t0, t1, lock_wait_total_s()]))
"""


def test_gpu_exclusive_serializes_processes(tmp_path):
    env = dict(os.environ, CUAGENT_GPU_LOCK=str(tmp_path / "gpu0.lock"),
               PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    n = 3
    procs = [subprocess.Popen([sys.executable, "-c", CHILD, str(tmp_path), str(i)], env=env, cwd=str(ROOT))
             for i in range(n)]
    try:
        deadline = time.time() + 60
        while not all((tmp_path / f"ready{i}").exists() for i in range(n)):
            assert time.time() < deadline and all(p.poll() is None for p in procs), "children failed to start"
            time.sleep(0.02)
        (tmp_path / "go").touch()  # all three now race for the lock
        for p in procs:
            assert p.wait(timeout=60) == 0
    finally:
        for p in procs:
            if p.poll() is None:
                p.kill()
    ivs = sorted(json.loads((tmp_path / f"iv{i}.json").read_text()) for i in range(n))
    for (a0, a1, _), (b0, b1, _) in zip(ivs, ivs[1:]):
        assert a1 <= b0, f"critical sections overlap: {ivs}"
    assert sum(w for _, _, w in ivs) >= 0.3  # the later ones really waited


def test_run_problem_locks_measurement_not_build(tmp_path, monkeypatch):
    """Lock fields are recorded, and build_variant never runs while the GPU lock is held."""
    p = tmp_path / "good.py"
    p.write_text(textwrap.dedent(GOOD))
    lock = tmp_path / "gpu0.lock"
    monkeypatch.setenv("CUAGENT_GPU_LOCK", str(lock))
    seen = []
    real_build = run_one.build_variant

    def build(name, *a, **k):
        seen.append((name, run_one._gpu_lock_held, _can_lock(lock)))
        return real_build(name, *a, **k)

    monkeypatch.setattr(run_one, "build_variant", build)
    res = run_one.run_problem(str(p), str(tmp_path / "good.json"), "cpu", "fp32", ["eager", "torchscript"],
                              time_budget_s=0.1)
    assert res["status"] == "ok" and res["gpu_lock"] == str(lock)
    assert all(v["status"] == "ok" and "lock_wait_s" in v for v in res["variants"].values())
    assert res["lock_wait_s"] >= 0
    assert seen == [("eager", False, True), ("torchscript", False, True)]
    assert _can_lock(lock)


def test_lock_wait_not_counted_in_timeout(tmp_path):
    """A job that waits for another job's GPU lock is not killed for the time it waited."""
    d = tmp_path / "p"
    d.mkdir()
    prob = d / "good.py"
    prob.write_text(textwrap.dedent(GOOD))
    out = tmp_path / "r" / "problems"
    out.mkdir(parents=True)
    lock = tmp_path / "r" / "locks" / "gpu0.lock"
    lock.parent.mkdir()
    fd = os.open(str(lock), os.O_RDWR | os.O_CREAT)
    fcntl.flock(fd, fcntl.LOCK_EX)  # "another job" holds the GPU for 6 s

    def release():
        fcntl.flock(fd, fcntl.LOCK_UN)
        os.close(fd)

    timer = threading.Timer(6.0, release)
    timer.start()
    try:
        res = harness.run_problem_subprocess(prob, out / "good.json", "cpu", "fp32", ["eager"], 0.1, timeout_s=4.5,
                                             env_extra={"CUAGENT_GPU_LOCK": str(lock)}, gpu_index=0,
                                             max_timeout_s=60)
    finally:
        timer.join()
    assert res["status"] == "ok", res.get("error")
    assert res["wall_s"] > 4.5 and res["lock_wait_s"] > 2 and res["gpu_index"] == 0
    assert not (out / "good.lockwait").exists()


@pytest.mark.gpu
def test_two_jobs_per_gpu_cuda(small_dir, tmp_path):
    out = tmp_path / "r"
    s = harness.run(small_dir, out, device="cuda", variants=["eager", "torchscript"], time_budget_s=0.2,
                    timeout_s=240, quiet=True, gpus="0", jobs_per_gpu=2)
    assert s["ran"] == 3
    g = json.loads((out / "problems" / "good.json").read_text())
    assert g["status"] == "ok" and g["gpu_index"] == 0
    assert g["gpu_lock"].endswith("gpu0.lock") and g["lock_wait_s"] >= 0
    assert g["variants"]["eager"]["kernel_ms"] is not None


def test_cuagent_optimize_runs_unlocked_and_its_first_call_locked(tmp_path, monkeypatch):
    """optimize() must run outside the GPU lock (cuagent takes it itself: nesting would deadlock);
    the first call of the optimized module runs GPU kernels, so it runs inside."""
    p = tmp_path / "good.py"
    p.write_text(textwrap.dedent(GOOD))
    lock = tmp_path / "gpu0.lock"
    monkeypatch.setenv("CUAGENT_GPU_LOCK", str(lock))
    seen = {"optimize": [], "calls": []}

    class Wrapped(torch.nn.Module):
        def __init__(self, inner):
            super().__init__()
            self.inner = inner

        def forward(self, *xs):
            seen["calls"].append(run_one._gpu_lock_held)
            return self.inner(*xs)

    class FakeCuagent:
        @staticmethod
        def optimize(module, inputs, cache_dir=None, precision="fp32"):
            seen["optimize"].append((run_one._gpu_lock_held, _can_lock(lock)))
            seen.setdefault("precision", []).append(precision)
            return Wrapped(module)

        @staticmethod
        def last_report():
            return {"groups": []}

    monkeypatch.setattr(run_one, "_import_cuagent", lambda: FakeCuagent)
    res = run_one.run_problem(str(p), str(tmp_path / "good.json"), "cpu", "fp32", ["eager", "cuagent"],
                              time_budget_s=0.1)
    # The protocol's precision reaches cuagent (strict fp32 here).
    assert set(seen["precision"]) == {"fp32"}, seen
    assert res["variants"]["cuagent"]["status"] == "ok", res["variants"]["cuagent"]
    assert seen["optimize"] == [(False, True), (False, True)]  # cold and warm
    assert seen["calls"][:2] == [True, True]  # the two first calls
    assert all(seen["calls"])  # and every check/timing call
    assert res["variants"]["cuagent"]["groups"] == []
