"""Memory-aware admission (bench.memory), OOM retried alone (bench.harness), one input set at a
time and peak memory (bench.run_one, bench.report). CPU only: fake problems, needs, runner, clock."""
import heapq
import json
import threading
import time
import weakref

import pytest
import torch

from bench import harness
from bench import judge as J
from bench import memory as M
from bench import report as R
from bench import run_one

GIB = M.GIB


# ------------------------------------------------------------------ scheduler, fake clock


def simulate(capacities, slots, jobs, durations):
    """Runs Admission against a fake clock: ``durations[key]`` seconds per job. Checks the
    invariants at every event and returns {key: (start, end, gpu, shared)}."""
    adm = M.Admission(capacities, slots)
    for j in jobs:
        adm.add(j)
    now, events, seen = 0.0, [], {}
    while True:
        for job in adm.take():
            g = adm.gpus[job.gpu]
            assert len(g.running) <= g.slots
            assert g.admitted <= g.capacity or len(g.running) == 1
            if any(j.exclusive for j in g.running):
                assert len(g.running) == 1, "an exclusive job must run alone"
            seen[job.key] = [now, None, job.gpu, False]
            heapq.heappush(events, (now + durations[job.key], id(job), job))
        if not events:
            break
        now, _, job = heapq.heappop(events)
        adm.finish(job)
        seen[job.key][1] = now
        seen[job.key][3] = job.shared
    assert adm.idle, "jobs left waiting with nothing running: deadlock"
    return {k: tuple(v) for k, v in seen.items()}


def test_admission_fits_memory_and_backfills():
    jobs = [M.Job("a", 60), M.Job("b", 30), M.Job("c", 50), M.Job("d", 10)]
    got = simulate({0: 100, 1: 100}, 3, jobs, {"a": 5, "b": 5, "c": 5, "d": 5})
    # a, then b beside nothing else on gpu1 (least admitted), c on gpu1 beside b, d beside a
    assert {k: v[0] for k, v in got.items()} == {"a": 0, "b": 0, "c": 0, "d": 0}
    assert got["a"][2] != got["b"][2] and got["c"][2] == got["b"][2] and got["d"][2] == got["a"][2]
    # one GPU: c (50) does not fit beside a + b (90): it waits for them, not for the slot count
    got = simulate({0: 100}, 3, [M.Job("a", 60), M.Job("b", 30), M.Job("c", 50)], {"a": 5, "b": 7, "c": 1})
    assert got["a"][0] == got["b"][0] == 0 and got["c"][0] == 5


def test_oversize_and_unknown_run_alone_without_deadlock():
    jobs = [M.Job("s1", 10), M.Job("huge", 500), M.Job("s2", 10), M.Job("unknown", None), M.Job("s3", 10)]
    got = simulate({0: 100}, 3, jobs, {k.key: 3 for k in jobs})
    for alone in ("huge", "unknown"):
        s, e, _, shared = got[alone]
        assert not shared
        for k, (s2, e2, _, _) in got.items():
            if k != alone:
                assert e2 <= s or s2 >= e, f"{k} overlapped {alone}"
    assert len(got) == 5


def test_big_job_is_not_starved_by_a_stream_of_small_ones():
    """A big job behind a long stream of small ones that would always fit first still runs soon:
    it reserves the GPU where it fits soonest, which drains."""
    jobs = [M.Job(f"s{i}", 30) for i in range(3)] + [M.Job("big", 90)] + [M.Job(f"t{i}", 30) for i in range(60)]
    dur = {j.key: 1.0 + (hash(j.key) % 5) / 10 for j in jobs}
    dur["big"] = 2.0
    got = simulate({0: 100, 1: 100}, 3, jobs, dur)
    s_big = got["big"][0]
    assert s_big <= 2.0, s_big  # once the first small ones end, not after the stream
    assert max(v[1] for v in got.values()) > 10  # the stream really was long
    # and it ran beside nothing that would not fit: 90 + 30 > 100
    for k, (s, e, gpu, _) in got.items():
        if k != "big" and gpu == got["big"][2]:
            assert e <= s_big or s >= got["big"][1]


def test_shared_flag_and_cpu_slots_only():
    adm = M.Admission({0: 100}, 2)
    a, b = M.Job("a", 10), M.Job("b", 10)
    adm.add(a)
    assert adm.take() == [a] and not a.shared
    adm.add(b)
    assert adm.take() == [b] and a.shared and b.shared
    cpu = M.Admission({None: float("inf")}, 2)
    for k in "xyz":
        cpu.add(M.Job(k, 0))
    assert [j.key for j in cpu.take()] == ["x", "y"]


# ------------------------------------------------------------------ needs and estimates


def test_need_bytes_factors():
    assert M.need_bytes(None, ["eager"]) is None
    assert M.need_bytes({"error": "x"}, ["eager"]) is None
    e = {"meta_peak_bytes": GIB}
    assert M.need_bytes(e, ["eager"]) == int(GIB * M.META_SLACK * 2.0) + M.JOB_OVERHEAD_BYTES
    full = M.need_bytes(e, ["eager", "compile", "torchscript", "cuagent"])
    assert full == int(GIB * M.META_SLACK * 8.5) + M.JOB_OVERHEAD_BYTES
    e["measured_eager_peak_bytes"] = 2 * GIB  # the measurement wins over the meta estimate
    assert M.need_bytes(e, ["eager"]) == 4 * GIB + M.JOB_OVERHEAD_BYTES


CHAIN = """
import torch
class Model(torch.nn.Module):
    def forward(self, x):
        y = torch.relu(x) * 2.0
        z = y + 1.0
        return z.view(-1)
def get_inputs():
    return [torch.randn(1024, 1024)]
def get_init_inputs():
    return []
"""

DATA_DEPENDENT = """
import torch
class Model(torch.nn.Module):
    def forward(self, x):
        return x[: int(x.sum().item() > 0) + 1]
def get_inputs():
    return [torch.randn(8, 8)]
def get_init_inputs():
    return []
"""


def test_meta_estimate(tmp_path):
    p = tmp_path / "chain.py"
    p.write_text(CHAIN)
    e = M.estimate_problem(p)
    mib4 = 4 << 20
    assert e["inputs_bytes"] == mib4 and e["outputs_bytes"] == mib4 and e["params_bytes"] == 0
    # x, plus y and z alive together (the view is not counted): 3 x 4 MiB; never 4 (no leak)
    assert e["meta_peak_bytes"] == 3 * mib4
    q = tmp_path / "dd.py"
    q.write_text(DATA_DEPENDENT)
    assert "error" in M.estimate_problem(q)  # unknown: runs alone until measured


def test_estimate_cache_and_measured(tmp_path):
    p = tmp_path / "chain.py"
    p.write_text(CHAIN)
    cache = M.estimate_missing([p], tmp_path)
    entry = cache["problems"][M.cache_key(p)]
    assert entry["meta_peak_bytes"] == 12 << 20
    M.record_measured(cache, p, {"memory": {"eager_set_peak_bytes": 5 << 20}})
    M.save_cache(tmp_path, cache)
    again = M.estimate_missing([p], tmp_path)  # no new subprocess: cached
    assert again["problems"][M.cache_key(p)]["measured_eager_peak_bytes"] == 5 << 20
    p.write_text(CHAIN + "\n# edited\n")
    assert M.cache_key(p) not in again["problems"]


# ------------------------------------------------------------------ OOM retried alone


def _fake_problems(tmp_path, names):
    d = tmp_path / "fake"
    d.mkdir()
    for n in names:
        (d / f"{n}.py").write_text("# not run: run_problem_subprocess is replaced\n")
    return d


class FakeGpuRunner:
    """run_problem_subprocess stand-in: a problem in ``oom_beside`` runs out of memory when another
    job runs on its GPU during its run, one in ``oom_alone`` always does."""

    def __init__(self, oom_beside=(), oom_alone=()):
        self.lock = threading.Lock()
        self.running = {}  # gpu -> set of problems
        self.calls = []
        self.oom_beside, self.oom_alone = set(oom_beside), set(oom_alone)

    def __call__(self, problem, out_json, device, precision, variants, *a, env_extra=None, gpu_index=None, **k):
        name = problem.stem
        with self.lock:
            self.calls.append((name, gpu_index, (env_extra or {}).get(run_one.MEM_GRANT_ENV)))
            self.running.setdefault(gpu_index, set()).add(name)
        co = False
        for _ in range(6):
            time.sleep(0.05)
            with self.lock:
                co = co or len(self.running[gpu_index]) > 1
        with self.lock:
            self.running[gpu_index].discard(name)
        oom = name in self.oom_alone or (name in self.oom_beside and co)
        res = {"version": harness.RESULT_VERSION, "complete": True, "device": device, "precision": precision,
               "status": "oom" if oom else "ok", "memory": {"eager_set_peak_bytes": GIB},
               "error": "setup failed: OutOfMemoryError: CUDA out of memory" if oom else None,
               "variants": {} if oom else {v: {"status": "ok"} for v in variants}}
        harness.atomic_write_json(out_json, res)
        return res


@pytest.fixture
def fake_cuda(monkeypatch):
    monkeypatch.setattr(torch.cuda, "device_count", lambda: 1)
    monkeypatch.delenv("CUDA_VISIBLE_DEVICES", raising=False)
    monkeypatch.setattr(M, "estimate_missing", lambda files, out_dir: {
        "version": M.CACHE_VERSION, "problems": {M.cache_key(f): {"meta_peak_bytes": GIB // 4} for f in files}})


def test_oom_beside_others_is_retried_alone(tmp_path, monkeypatch, fake_cuda):
    d = _fake_problems(tmp_path, ["a", "b", "big", "c"])
    runner = FakeGpuRunner(oom_beside={"big"})
    monkeypatch.setattr(harness, "run_problem_subprocess", runner)
    out = tmp_path / "r"
    s = harness.run(d, out, device="cuda", variants=["eager"], quiet=True, gpus="0", jobs_per_gpu=3,
                    gpu_mem_gib=40, report=True)
    assert s["ran"] == 4 and s["retried_alone_after_oom"] == 1
    big = json.loads((out / "problems" / "big.json").read_text())
    assert big["status"] == "ok" and big["memory"]["ran_alone"] and not big["memory"]["shared_gpu"]
    assert "OutOfMemoryError" in big["memory"]["retried_alone_after_oom"]
    calls = [c for c in runner.calls if c[0] == "big"]
    assert len(calls) == 2 and calls[0][2] is not None and calls[1][2] is None  # no grant when alone
    summary = json.loads((out / "results.json").read_text())["summary"]
    assert summary["invalid_by_memory"] == 0 and summary["oom"] == 0 and summary["retried_alone_after_oom"] == 1
    cache = json.loads((out / "memory.json").read_text())
    assert cache["problems"][M.cache_key(d / "big.py")]["oom_beside_others"]


def test_oom_alone_is_recorded_once(tmp_path, monkeypatch, fake_cuda):
    d = _fake_problems(tmp_path, ["a", "huge"])
    runner = FakeGpuRunner(oom_alone={"huge"})
    monkeypatch.setattr(harness, "run_problem_subprocess", runner)
    out = tmp_path / "r"
    s = harness.run(d, out, device="cuda", variants=["eager"], quiet=True, gpus="0", jobs_per_gpu=2,
                    gpu_mem_gib=40)
    assert s["ran"] == 2
    assert [c[0] for c in runner.calls].count("huge") == 2  # beside a, then alone: no loop
    summary = json.loads((out / "results.json").read_text())["summary"]
    assert summary["oom"] == 1 and summary["invalid_by_memory"] == 0


def test_old_invalid_by_oom_is_not_reused(tmp_path):
    rp = tmp_path / "p.json"
    base = {"version": harness.RESULT_VERSION, "complete": True, "device": "cuda", "precision": "fp32",
            "status": "invalid", "variants": {}}
    harness.atomic_write_json(rp, dict(base, error="eager forward raised OutOfMemoryError: CUDA out of memory"))
    assert not harness.is_reusable(rp, "cuda", "fp32", ["eager"])
    harness.atomic_write_json(rp, dict(base, error="get_inputs() raised ValueError: x"))
    assert harness.is_reusable(rp, "cuda", "fp32", ["eager"])


def test_result_has_oom():
    assert harness.result_has_oom({"status": "oom"})
    assert harness.result_has_oom({"status": "ok", "variants": {"compile": {"status": "oom"}}})
    assert harness.result_has_oom({"status": "crashed", "error": "crashed: exit code 1 (out of memory)"})
    assert harness.result_has_oom({"status": "invalid", "error": "eager forward raised OutOfMemoryError: x"})
    assert harness.result_has_oom({"status": "ok", "variants": {"cuagent": {
        "status": "error", "error": "TaskFailed: cuMemAlloc failed: CUDA_ERROR_OUT_OF_MEMORY"}}})
    assert not harness.result_has_oom({"status": "ok", "variants": {"eager": {"status": "wrong", "error": "d"}}})
    assert not M.mentions_oom("memory of the outs") and not M.mentions_oom(None)


# ------------------------------------------------------------------ run_one: one set at a time


TRACKED = """
import torch
class Model(torch.nn.Module):
    def forward(self, x):
        if torch.jit.is_scripting():
            return x * 2.0 + 1e-2   # torchscript is wrong
        return x * 2.0
def get_inputs():
    return [torch.randn(64, 64)]
def get_init_inputs():
    return []
"""


@pytest.mark.parametrize("keep", [0, 1 << 30])
def test_one_input_set_resident_at_a_time(tmp_path, monkeypatch, keep):
    p = tmp_path / "tracked.py"
    p.write_text(TRACKED)
    drawn, worst = [], [0]
    real_make = run_one.make_inputs
    real_judge = J.judge

    def alive():
        return sum(1 for r in drawn if r() is not None)

    def make(prob, seed, device):
        xs = real_make(prob, seed, device)
        worst[0] = max(worst[0], alive())  # sets still alive when a new one is drawn
        drawn.append(weakref.ref(xs[0]))
        return xs

    def judge(ref, out, atol, rtol):
        worst[0] = max(worst[0], alive())
        return real_judge(ref, out, atol, rtol)

    monkeypatch.setattr(run_one, "make_inputs", make)
    monkeypatch.setattr(J, "judge", judge)
    monkeypatch.setattr(run_one, "REF_KEEP_BYTES", keep)
    res = run_one.run_problem(str(p), str(tmp_path / "r.json"), "cpu", "fp32", ["eager", "torchscript"],
                              time_budget_s=0.05)
    assert res["status"] == "ok"
    ts = res["variants"]["torchscript"]
    assert ts["status"] == "wrong" and ts["error"].startswith("input set 0")
    assert worst[0] == 0, "an earlier input set was still alive when the next was drawn or judged"
    assert "peak_mem_bytes" in ts and res["memory"]["eager_set_peak_bytes"] is None  # cpu: no numbers


OOM_FORWARD = """
import torch
class Model(torch.nn.Module):
    def forward(self, x):
        raise torch.OutOfMemoryError("CUDA out of memory. Tried to allocate 8.00 GiB")
def get_inputs():
    return [torch.randn(4)]
def get_init_inputs():
    return []
"""


def test_eager_oom_is_oom_not_invalid(tmp_path):
    p = tmp_path / "oom.py"
    p.write_text(OOM_FORWARD)
    res = run_one.run_problem(str(p), None, "cpu", "fp32", ["eager"], time_budget_s=0.05)
    assert res["status"] == "oom" and "OutOfMemoryError" in res["error"]


def test_cuagent_memory_budget():
    f = run_one.cuagent_memory_budget
    assert f(None, 0, 100 * GIB, GIB) is None  # alone: cuagent's default
    assert f(41 * GIB, 10 * GIB, 100 * GIB, GIB) == pytest.approx(0.30)
    assert f(200 * GIB, 0, 100 * GIB, 0) == 0.8
    assert f(GIB, 10 * GIB, 100 * GIB, GIB) == 0.05


def test_report_counts_invalid_by_memory_and_peaks():
    rows = [R.problem_row({"problem": "p", "status": "invalid", "error": "eager forward raised OutOfMemoryError: x",
                           "variants": {}}),
            R.problem_row({"problem": "q", "status": "ok", "memory": {"peak_bytes": 3 * GIB},
                           "variants": {"eager": {"status": "ok", "correct": True, "time_ms": {"median": 1.0},
                                                  "peak_mem_bytes": 2 * GIB}}})]
    s = R.suite_summary(rows, ["eager"])
    assert s["invalid_by_memory"] == 1 and s["oom"] == 0
    md = R.render_markdown(s, rows, ["eager"])
    assert "invalid by out-of-memory 1" in md and "| 2.00 |" in md
    assert rows[1]["peak_mem_bytes"] == 3 * GIB and rows[1]["variants"]["eager"]["peak_mem_bytes"] == 2 * GIB


BIG_ELEMENTWISE = """
import torch
class Model(torch.nn.Module):
    def forward(self, x):
        return torch.relu(x) * 2.0
def get_inputs():
    return [torch.randn(256, 1024, 1024)]   # 1 GiB
def get_init_inputs():
    return []
"""


@pytest.mark.gpu
def test_peak_memory_one_set_at_a_time_cuda(tmp_path):
    """A 1 GiB elementwise problem: the eager reference pass holds one input set, its clone, the
    relu result and the output (4 GiB), not five sets and their outputs (over 10 GiB); the
    measured peaks are recorded per variant, and the meta estimate (input, relu, output: 3 GiB)
    is below the measured eager peak, which counts the clone."""
    p = tmp_path / "big.py"
    p.write_text(BIG_ELEMENTWISE)
    res = run_one.run_problem(str(p), str(tmp_path / "r.json"), "cuda", "fp32", ["eager", "torchscript"],
                              time_budget_s=0.2)
    assert res["status"] == "ok" and res["variants"]["torchscript"]["correct"]
    eager_peak = res["memory"]["eager_set_peak_bytes"]
    assert int(3.5 * GIB) <= eager_peak <= int(4.5 * GIB), eager_peak
    assert res["variants"]["torchscript"]["peak_mem_bytes"] <= int(4.5 * GIB)
    assert res["memory"]["peak_bytes"] >= eager_peak
    assert M.estimate_problem(p)["meta_peak_bytes"] == 3 * GIB


@pytest.mark.gpu
def test_admission_on_a_real_gpu(tmp_path):
    """Three 1 GiB problems on one GPU with room for one at a time (--gpu-mem-gib): all run,
    none shares the GPU, none is out of memory."""
    d = tmp_path / "p"
    d.mkdir()
    for i in range(3):
        (d / f"big{i}.py").write_text(BIG_ELEMENTWISE)
    out = tmp_path / "r"
    need = M.need_bytes(M.estimate_problem(d / "big0.py"), ["eager", "torchscript"])
    s = harness.run(d, out, device="cuda", variants=["eager", "torchscript"], time_budget_s=0.2, timeout_s=300,
                    quiet=True, gpus="0", jobs_per_gpu=3, gpu_mem_gib=need * 1.5 / GIB)
    assert s["ran"] == 3
    for i in range(3):
        r = json.loads((out / "problems" / f"big{i}.json").read_text())
        assert r["status"] == "ok" and not r["memory"]["shared_gpu"], r["memory"]
    summary = json.loads((out / "results.json").read_text())["summary"]
    assert summary["invalid_by_memory"] == 0 and summary["oom"] == 0
