"""Steady-state inference memory (issue 9): run_one's resident / forward figures with a fake
allocator (CPU has none), and the report's column and over-1.2x count. CPU only."""
import gc
import json

import pytest
import torch

from bench import report as R
from bench import run_one

GIB = 1 << 30


class FakeMemory:
    """run_one.CudaMemory stand-in: an allocation counter that the test and its fake forwards
    move; ``fail`` makes every counter read raise."""

    def __init__(self, now=0, fail=False):
        self.now, self.top, self.fail, self.syncs = now, now, fail, 0

    def allocated(self):
        if self.fail:
            raise RuntimeError("counter broke")
        return self.now

    def peak(self):
        if self.fail:
            raise RuntimeError("counter broke")
        return self.top

    def reset_peak(self):
        self.top = self.now

    def sync(self):
        self.syncs += 1

    def alloc(self, n):
        self.now += n
        self.top = max(self.top, self.now)


def forward_allocating(mem, transient, kept, log=None):
    """A fake module whose forward allocates ``transient`` bytes, frees all but ``kept`` (its
    output) and returns; the output is freed when the caller drops it."""
    class Out:
        def __del__(self):
            mem.now -= kept

    def fn(*xs):
        if log is not None:
            log.append(torch.is_grad_enabled())
        mem.alloc(transient)
        mem.now -= transient - kept
        return Out()
    return fn


class FakeRefs:
    def __init__(self, nbytes=64):
        self.nbytes, self.drawn = nbytes, 0

    def inputs(self, i):
        self.drawn += 1
        return [torch.zeros(self.nbytes // 4), 3]


def test_forward_transient_is_the_peak_above_what_was_allocated():
    mem, log = FakeMemory(now=1000), []
    fn = forward_allocating(mem, transient=300, kept=100, log=log)
    assert run_one.forward_transient_bytes(fn, [], mem) == 300
    assert log == [False], "the forward runs under no_grad"
    assert mem.now == 1000, "the output is dropped"
    assert mem.syncs >= 2  # before reading the baseline and before reading the peak


def test_resident_is_what_the_build_kept():
    mem = FakeMemory(now=5000)
    m = run_one.empty_variant_memory()
    before = run_one.settled_allocated(mem)
    mem.alloc(700)                      # the variant's weights copy and buffers
    run_one.record_resident(m, mem, before)
    assert m["resident_bytes"] == 700 and "error" not in m
    eager = run_one.empty_variant_memory()
    run_one.record_resident(eager, mem, run_one.settled_allocated(mem), base=1234)  # the model
    assert eager["resident_bytes"] == 1234
    off = run_one.empty_variant_memory()
    run_one.record_resident(off, None, None)  # CPU: no figures, no error
    assert off == run_one.empty_variant_memory()


def test_resident_failure_is_recorded_not_raised():
    mem = FakeMemory(now=10)
    m = run_one.empty_variant_memory()
    before = run_one.settled_allocated(mem)
    mem.fail = True
    run_one.record_resident(m, mem, before)
    assert m["resident_bytes"] is None and m["error"].startswith("resident: RuntimeError: counter broke")
    eager = run_one.empty_variant_memory()
    run_one.record_resident(eager, FakeMemory(), 0, base=None)  # the setup's model figure failed
    assert eager["resident_bytes"] is None and "model_bytes unknown" in eager["error"]


def test_measure_inference_memory_fills_peaks_and_survives_a_failing_forward(monkeypatch):
    monkeypatch.delenv(run_one.GPU_LOCK_ENV, raising=False)
    mem = FakeMemory(now=4000)

    def boom(*xs):
        raise torch.OutOfMemoryError("CUDA out of memory")

    ready = {"eager": forward_allocating(mem, 50, 10), "cuagent": forward_allocating(mem, 200, 20),
             "torchscript": boom, "compile": forward_allocating(mem, 1, 1)}
    res = {"memory": {}, "variants": {
        "eager": {"status": "ok", "memory": dict(run_one.empty_variant_memory(), resident_bytes=1000)},
        "cuagent": {"status": "ok", "memory": dict(run_one.empty_variant_memory(), resident_bytes=1500)},
        "torchscript": {"status": "ok", "memory": dict(run_one.empty_variant_memory(), resident_bytes=900)},
        "compile": {"status": "error", "memory": run_one.empty_variant_memory()}}}  # timing failed
    refs = FakeRefs(64)
    run_one.measure_inference_memory(ready, res, refs, mem)
    v = res["variants"]
    assert res["memory"]["input_bytes"] == 64
    assert v["eager"]["memory"]["forward_transient_bytes"] == 50
    assert v["eager"]["memory"]["inference_peak_bytes"] == 1000 + 50 + 64
    assert v["cuagent"]["memory"]["inference_peak_bytes"] == 1500 + 200 + 64
    ts = v["torchscript"]
    assert ts["status"] == "ok" and ts["memory"]["inference_peak_bytes"] is None
    assert ts["memory"]["error"].startswith("forward: OutOfMemoryError")
    assert v["compile"]["memory"]["forward_transient_bytes"] is None and refs.drawn == 3
    run_one.measure_inference_memory(ready, res, refs, None)  # off CUDA: nothing at all
    assert refs.drawn == 3


GOOD = """
import torch
import torch.nn as nn
class Model(nn.Module):
    def __init__(self, n):
        super().__init__()
        self.lin = nn.Linear(n, n)
    def forward(self, x):
        return torch.relu(self.lin(x))
def get_inputs():
    return [torch.randn(4, 8)]
def get_init_inputs():
    return [8]
"""


@pytest.mark.parametrize("fail", [False, True])
def test_run_problem_records_the_figures_without_touching_statuses(tmp_path, monkeypatch, fail):
    """run_problem end to end on CPU with the fake counters (which real CPU tensors do not move:
    resident and transient are 0, the peak is the input set): the figures are filled, or with
    failing counters only errors are, and every variant is still timed ("ok")."""
    monkeypatch.delenv(run_one.GPU_LOCK_ENV, raising=False)
    monkeypatch.setattr(run_one, "steady_memory", lambda device: FakeMemory(now=GIB, fail=fail))
    p = tmp_path / "good.py"
    p.write_text(GOOD)
    res = run_one.run_problem(str(p), str(tmp_path / "r.json"), "cpu", "fp32", ["eager", "torchscript"],
                              time_budget_s=0.05)
    assert res["status"] == "ok"
    for name in ("eager", "torchscript"):
        rec = res["variants"][name]
        assert rec["status"] == "ok" and rec["correct"], rec
        if fail:
            assert rec["memory"]["inference_peak_bytes"] is None and "counter broke" in rec["memory"]["error"]
        else:
            assert rec["memory"] == {"resident_bytes": 0, "forward_transient_bytes": 0,
                                     "inference_peak_bytes": 4 * 8 * 4}, rec["memory"]
    assert ("model_bytes_error" in res["memory"]) == fail
    saved = json.loads((tmp_path / "r.json").read_text())
    assert saved["variants"]["eager"]["memory"] == res["variants"]["eager"]["memory"]


def test_run_problem_on_cpu_has_no_figures(tmp_path):
    p = tmp_path / "good.py"
    p.write_text(GOOD)
    res = run_one.run_problem(str(p), None, "cpu", "fp32", ["eager"], time_budget_s=0.05)
    assert res["variants"]["eager"]["memory"] == run_one.empty_variant_memory()
    assert res["memory"]["model_bytes"] is None and "input_bytes" not in res["memory"]


LINEAR_64MIB = """
import torch
class Model(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = torch.nn.Linear(4096, 4096, bias=False)   # 64 MiB of weights
    def forward(self, x):
        return self.lin(x)
def get_inputs():
    return [torch.randn(4096, 4096)]                           # 64 MiB
def get_init_inputs():
    return []
"""


@pytest.mark.gpu
def test_inference_figures_on_cuda(tmp_path):
    """Real counters: eager keeps the model (64 MiB), TorchScript its own copy (freezing may
    transpose it: loose bounds), a forward allocates at least its 64 MiB output."""
    mib = 1 << 20
    p = tmp_path / "lin.py"
    p.write_text(LINEAR_64MIB)
    res = run_one.run_problem(str(p), None, "cuda", "fp32", ["eager", "torchscript"], time_budget_s=0.2)
    assert res["status"] == "ok" and res["memory"]["input_bytes"] == 64 * mib
    assert abs(res["memory"]["model_bytes"] - 64 * mib) <= mib
    for name in ("eager", "torchscript"):
        m = res["variants"][name]["memory"]
        assert "error" not in m, m
        assert 32 * mib <= m["resident_bytes"] <= 160 * mib, (name, m)
        assert 64 * mib <= m["forward_transient_bytes"] <= 200 * mib, (name, m)
        assert m["inference_peak_bytes"] == m["resident_bytes"] + m["forward_transient_bytes"] + 64 * mib


# ------------------------------------------------------------------ report


def _variant(inference_gib=None, peak_gib=1.0):
    rec = {"status": "ok", "correct": True, "time_ms": {"median": 1.0}, "peak_mem_bytes": int(peak_gib * GIB)}
    if inference_gib is not None:
        rec["memory"] = {"resident_bytes": GIB // 2, "forward_transient_bytes": 0,
                         "inference_peak_bytes": int(inference_gib * GIB)}
    return rec


def _result(name, eager, ts, cu):
    return {"version": run_one.RESULT_VERSION, "problem": name, "status": "ok", "complete": True,
            "variants_requested": ["eager", "torchscript", "cuagent"],
            "variants": {"eager": _variant(eager), "torchscript": _variant(ts), "cuagent": _variant(cu)}}


RESULTS = [_result("a_big", 1.0, 1.1, 1.5),     # cuagent 1.5x eager: over
           _result("b_ok", 2.0, 2.0, 2.2),      # 1.1x: within
           _result("c_old", None, None, None)]  # a result from before the figures: '–', not counted


def test_report_inference_column_and_over_count():
    rows = [R.problem_row(r) for r in RESULTS]
    variants = ["eager", "torchscript", "cuagent"]
    s = R.suite_summary(rows, variants)
    assert s["inference_memory"]["cuagent"] == {"measured": 2, "over": 1, "worst_ratio": 1.5,
                                                "worst_problem": "a_big"}
    assert s["inference_memory"]["torchscript"] == {"measured": 2, "over": 0, "worst_ratio": 1.1,
                                                    "worst_problem": "a_big"}
    md = R.render_markdown(s, rows, variants)
    assert "| eager GiB | eager inf GiB |" in md and "| cuagent GiB | cuagent inf GiB |" in md
    assert "## Memory at inference" in md
    assert "| cuagent | 2 | 1 | 1.5 (a_big) |" in md and "| torchscript | 2 | 0 | 1.1 (a_big) |" in md
    line = {ln.split(" | ")[0]: ln for ln in md.splitlines() if ln.startswith("| a_big") or ln.startswith("| c_old")}
    assert line["| a_big"].endswith("| 1.00 | 1.50 |")  # cuagent's GiB, then its inf GiB
    assert line["| c_old"].endswith("| 1.00 | – |")
    assert "| 1.00 | – | ok |" in line["| c_old"]  # eager's GiB kept, its inf GiB missing


def test_report_without_figures_and_from_files(tmp_path):
    d = tmp_path / "problems"
    d.mkdir()
    (d / "c_old.json").write_text(json.dumps(RESULTS[2]))
    doc = R.write_report(tmp_path)
    assert doc["summary"]["inference_memory"]["cuagent"]["measured"] == 0
    assert doc["problems"][0]["variants"]["cuagent"]["inference_peak_bytes"] is None
    md = (tmp_path / "report.md").read_text()
    assert "No inference memory figures" in md and "cuagent inf GiB" in md


def _rss_bytes():
    """This process's resident set (Linux), after a collection."""
    gc.collect()
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) * 1024
    pytest.skip("no /proc/self/status VmRSS")


class _Wide(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = torch.nn.Linear(8192, 4096)  # 128 MiB of weight

    def forward(self, x):
        return self.fc(x)


def test_the_frozen_variant_frees_its_weights_when_dropped():
    # torch.jit.freeze of a scripted module pins the frozen constants in TorchScript's global
    # compilation unit: a variant built twice would be charged for the leaked copies.
    with torch.no_grad():
        model = _Wide().eval()
        x = torch.randn(2, 8192)
        base = _rss_bytes()
        frozen, method = run_one.script_module(model, [x])
        assert method == "script"
        assert torch.allclose(frozen(x), model(x))
        built = _rss_bytes()
        del frozen
        dropped = _rss_bytes()
    weight = 8192 * 4096 * 4
    assert built - base > 0.75 * weight  # the frozen module's own copy of the weights
    assert dropped - base < 0.25 * weight, (base, built, dropped)
