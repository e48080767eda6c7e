import io
import json
import textwrap
import time

import pytest

from bench import harness
from bench.report import problem_row, render_markdown, suite_summary

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

BAD = {
    "bad_import.py": "import torch\nimport not_a_real_module_xyz\n",
    "bad_noinputs.py": "import torch\nclass Model(torch.nn.Module):\n    def forward(self, x): return x\n"
                       "def get_init_inputs(): return []\n",
    "bad_type.py": "import torch\nclass Model(torch.nn.Module):\n    def forward(self, x): return x\n"
                   "def get_inputs(): return torch.randn(3)\ndef get_init_inputs(): return []\n",
    "bad_raises.py": "import torch\nclass Model(torch.nn.Module):\n    def forward(self, x): return x\n"
                     "def get_inputs(): raise RuntimeError('boom')\ndef get_init_inputs(): return []\n",
    "bad_forward.py": "import torch\nclass Model(torch.nn.Module):\n    def forward(self, x): return x @ x\n"
                      "def get_inputs(): return [torch.randn(3, 4)]\ndef get_init_inputs(): return []\n",
}


@pytest.fixture
def probdir(tmp_path):
    d = tmp_path / "problems"
    d.mkdir()
    (d / "good.py").write_text(textwrap.dedent(GOOD))
    for k, v in BAD.items():
        (d / k).write_text(v)
    return d


def _load(out, name):
    return json.loads((out / "problems" / f"{name}.json").read_text())


def test_bad_inputs_recorded_and_run_continues(probdir, tmp_path):
    out = tmp_path / "res"
    s = harness.run(probdir, out, device="cpu", variants=["eager"], time_budget_s=0.2, timeout_s=120, quiet=True)
    assert s == {"problems": 6, "ran": 6, "reused": 0}
    expect = {"bad_import": "import failed", "bad_noinputs": "get_inputs", "bad_type": "returned Tensor",
              "bad_raises": "boom", "bad_forward": "eager forward raised"}
    for name, frag in expect.items():
        r = _load(out, name)
        assert r["status"] == "invalid", name
        assert frag in r["error"], (name, r["error"])
    g = _load(out, "good")
    assert g["status"] == "ok" and g["variants"]["eager"]["status"] == "ok"
    assert g["variants"]["eager"]["time_ms"]["trials"] >= 3
    assert g["variants"]["eager"]["kernel_ms"] is None  # CPU: no profiler kernel time
    doc = json.loads((out / "results.json").read_text())
    assert doc["summary"]["valid"] == 1 and doc["summary"]["invalid"] == 5
    assert (out / "report.md").read_text().startswith("# Benchmark report")

    # resume: second run reuses every on-disk result
    s2 = harness.run(probdir, out, device="cpu", variants=["eager"], time_budget_s=0.2, timeout_s=120, quiet=True)
    assert s2 == {"problems": 6, "ran": 0, "reused": 6}
    # --force reruns; --limit / --filter / --shard select subsets
    s3 = harness.run(probdir, out, device="cpu", variants=["eager"], time_budget_s=0.2, timeout_s=120,
                     pattern="good*", force=True, quiet=True)
    assert s3["ran"] == 1
    assert len(harness.list_problems(probdir, limit=2)) == 2
    assert len(harness.list_problems(probdir, shard="0/2")) == 3


def test_timeout_and_unavailable_variant(tmp_path):
    d = tmp_path / "p"
    d.mkdir()
    (d / "hang.py").write_text("import time, torch\nclass Model(torch.nn.Module):\n"
                               "    def forward(self, x):\n        time.sleep(600)\n        return x\n"
                               "def get_inputs(): return [torch.randn(2)]\ndef get_init_inputs(): return []\n")
    out = tmp_path / "r"
    harness.run(d, out, device="cpu", variants=["eager"], time_budget_s=0.2, timeout_s=8, quiet=True, report=False)
    r = _load(out, "hang")
    assert r["status"] == "timeout" and "timeout" in r["error"]


def _res(name, variants):
    return {"problem": name, "status": "ok", "size": {"total_numel": 10},
            "variants": {k: ({"status": "ok", "correct": True, "time_ms": {"median": t}} if t else
                             {"status": "wrong", "correct": False}) for k, t in variants.items()}}


def test_report_math():
    rows = [problem_row(_res("a", {"eager": 2.0, "compile": 1.0, "cuagent": 0.5})),
            problem_row(_res("b", {"eager": 1.0, "compile": 2.0, "cuagent": None})),
            problem_row(_res("c", {"eager": 1.0, "compile": None, "cuagent": 2.0}))]
    s = suite_summary(rows, ["eager", "compile", "cuagent"])["variants"]
    cu = s["cuagent"]
    assert cu["pass_rate"] == pytest.approx(2 / 3)
    assert cu["fast_1_vs_eager"] == pytest.approx(1 / 3)     # only a (4x); c is slower
    assert cu["geomean_vs_eager_all"] == pytest.approx((4 * 1 * 0.5) ** (1 / 3))
    assert cu["geomean_vs_eager_correct"] == pytest.approx((4 * 0.5) ** 0.5)
    # vs compile: a -> 1/0.5 = 2; b failed -> 1; c: compile failed so baseline falls back to eager -> 0.5
    assert cu["geomean_vs_compile_all"] == pytest.approx((2 * 1 * 0.5) ** (1 / 3))
    assert cu["fast_1_vs_compile"] == pytest.approx(1 / 3)
    assert s["compile"]["pass_rate"] == pytest.approx(2 / 3)


def test_report_summarizes_where_cold_optimize_spent_its_time():
    recs = []
    for i, (total, worker) in enumerate([(2.0, 1.0), (4.0, 3.0), (9.0, 8.0)]):
        r = _res(f"p{i}", {"eager": 1.0, "compile": 1.0, "cuagent": 0.5})
        r["variants"]["cuagent"].update(
            optimize_seconds={"total": total, "groups": worker + 0.5},
            groups=[{"status": "verified", "seconds": {"task": 0.1, "worker": worker},
                     "worker_seconds": {"compile": 0.2, "verify_and_profile": worker - 0.3,
                                        "total": worker - 0.1}}])
        recs.append(r)
    recs.append(_res("no_report", {"eager": 1.0, "compile": 1.0, "cuagent": 0.5}))
    rows = [problem_row(r) for r in recs]
    summary = suite_summary(rows, ["eager", "compile", "cuagent"])
    times = summary["cuagent_optimize_seconds"]
    assert times["problem"]["total"] == {"n": 3, "median": 4.0, "p90": 9.0}
    assert times["group"]["worker"]["median"] == 3.0
    assert times["group"]["worker_verify_and_profile"]["median"] == pytest.approx(2.7)
    assert "worker_total" not in times["group"]  # the process wall time is `worker`
    text = render_markdown(summary, rows, ["eager", "compile", "cuagent"])
    assert "| problem | total | 3 | 4 | 9 |" in text, text
    # Without reports that carry phase times, no section.
    plain = [problem_row(_res("a", {"eager": 1.0, "cuagent": 0.5}))]
    summary = suite_summary(plain, ["eager", "cuagent"])
    assert "cuagent_optimize_seconds" not in summary
    assert "cold optimize" not in render_markdown(summary, plain, ["eager", "cuagent"])


def _timed(name, times):
    """A result whose variants have (median, stdev) trial summaries."""
    return {"problem": name, "status": "ok", "size": {"total_numel": 10},
            "variants": {k: {"status": "ok", "correct": True, "time_ms": {"median": m, "stdev": sd}}
                         for k, (m, sd) in times.items()}}


def test_report_flags_cuagent_slower_than_torchscript_beyond_noise():
    rows = [problem_row(_timed("slow", {"eager": (1.0, 0), "torchscript": (1.0, 0.01),
                                         "cuagent": (1.2, 0.01)})),
            # as slow, but the trials spread over each other: noise, not a regression
            problem_row(_timed("noisy", {"eager": (1.0, 0), "torchscript": (1.0, 0.15),
                                          "cuagent": (1.2, 0.1)})),
            # within 3 %: not flagged
            problem_row(_timed("close", {"eager": (1.0, 0), "torchscript": (1.0, 0.0),
                                          "cuagent": (1.02, 0.0)})),
            problem_row(_timed("fast", {"eager": (1.0, 0), "torchscript": (1.0, 0.0),
                                         "cuagent": (0.5, 0.0)}))]
    variants = ["eager", "torchscript", "cuagent"]
    summary = suite_summary(rows, variants)
    assert summary["cuagent_slower_than_torchscript"] == {"slow": pytest.approx(0.833, abs=1e-3)}
    text = render_markdown(summary, rows, variants)
    assert "stock TorchScript beyond noise" in text and "1 problem(s): slow 0.833x" in text
    assert "cuagent_slower_than_torchscript" not in suite_summary(rows, ["eager", "cuagent"])


class _Tty(io.StringIO):
    def isatty(self):
        return True


def _fake_problems(tmp_path, names):
    d = tmp_path / "fake"
    d.mkdir()
    for n in names:
        (d / f"{n}.py").write_text("# not run: run_problem_subprocess is replaced\n")
    return d


def _fake_run(calls, fail=()):
    def run_problem_subprocess(problem, out_json, device, precision, variants, *a, **k):
        calls.append(problem.stem)
        if problem.stem in fail:
            raise RuntimeError(f"harness bug on {problem.stem}")
        time.sleep(0.1)
        res = {"version": harness.RESULT_VERSION, "complete": True, "status": "ok", "device": device,
               "precision": precision, "variants": {v: {"status": "ok"} for v in variants}}
        harness.atomic_write_json(out_json, res)
        return res
    return run_problem_subprocess


def test_progress_on_stderr_only_and_no_progress(tmp_path, monkeypatch, capsys):
    d = _fake_problems(tmp_path, ["a", "b", "c"])
    calls = []
    monkeypatch.setattr(harness, "run_problem_subprocess", _fake_run(calls))
    args = ["--problems", str(d), "--device", "cpu", "--variants", "eager", "--no-report", "--jobs", "2"]
    assert harness.main(args + ["--out", str(tmp_path / "r1")]) == 0
    cap = capsys.readouterr()
    assert json.loads(cap.out) == {"problems": 3, "ran": 3, "reused": 0}  # stdout: the summary alone
    lines = cap.err.splitlines()  # not a terminal: one plain line per problem, no bar
    assert len(lines) == 3 and all(ln.startswith(f"[{i + 1}/3 ") and "s] [job" in ln for i, ln in enumerate(lines))
    assert "\r" not in cap.err and sorted(calls) == ["a", "b", "c"]

    assert harness.main(args + ["--out", str(tmp_path / "r2"), "--no-progress"]) == 0
    cap = capsys.readouterr()
    assert json.loads(cap.out)["ran"] == 3 and cap.err == ""


def test_progress_bar_on_a_terminal():
    pytest.importorskip("tqdm")
    tty = _Tty()
    bar = harness.Progress(2, stream=tty)
    assert bar.bar is not None
    bar.update("x: ok")
    bar.update("y: reused")
    bar.close()
    text = tty.getvalue()
    assert "] x: ok" in text and "] y: reused" in text and "[2/2 " in text and "2/2 [" in text
    off = harness.Progress(2, enabled=False, stream=_Tty())
    off.update("x")
    off.close()
    assert off.bar is None and off.stream.getvalue() == ""


@pytest.mark.parametrize("jobs", [1, 2])
def test_first_error_stops_scheduling_and_is_raised(tmp_path, monkeypatch, jobs):
    d = _fake_problems(tmp_path, ["a", "b", "c", "d", "e"])
    calls = []
    monkeypatch.setattr(harness, "run_problem_subprocess", _fake_run(calls, fail={"b"}))
    with pytest.raises(RuntimeError, match="harness bug on b"):
        harness.run(d, tmp_path / "r", device="cpu", variants=["eager"], report=False, quiet=True, jobs=jobs)
    assert calls[:2] == ["a", "b"] or jobs > 1
    assert "b" in calls and len(calls) <= 2 + jobs  # started ones finish, nothing new is handed out


def test_cuagent_options_come_from_the_environment(monkeypatch):
    """harness --cuagent-options reaches every problem's optimize through
    $BENCH_CUAGENT_OPTIONS; what the harness sets itself is refused."""
    import pytest as _pytest

    from bench import run_one

    monkeypatch.delenv(run_one.CUAGENT_OPTIONS_ENV, raising=False)
    assert run_one.cuagent_options() == {}
    monkeypatch.setenv(run_one.CUAGENT_OPTIONS_ENV, '{"decompose_attention": true}')
    assert run_one.cuagent_options() == {"decompose_attention": True}
    for bad, phrase in (("{not json", "not JSON"), ("[1]", "JSON object"),
                        ('{"precision": "tf32"}', "harness sets itself")):
        monkeypatch.setenv(run_one.CUAGENT_OPTIONS_ENV, bad)
        with _pytest.raises(ValueError, match=phrase):
            run_one.cuagent_options()


def test_the_timed_warm_run_names_the_groups_when_the_cold_run_differs():
    """The cold optimize kept a group stock (TooLarge under the budget the process had then)
    and the warm one patched it: the warm model is the one timed, so its groups are reported
    and the cold statuses kept beside them; equal statuses keep the cold groups."""
    from bench import run_one

    cold = [{"ops": ["aten::mean.dim"], "status": "too_large", "patched": False}]
    warm = [{"ops": ["aten::mean.dim"], "status": "verified", "patched": True}]
    groups, cold_statuses = run_one.timed_groups(cold, warm)
    assert groups is warm and cold_statuses == ["too_large"]
    same = [{"ops": ["aten::mean.dim"], "status": "verified", "worker_seconds": {"compile": 1}}]
    groups, cold_statuses = run_one.timed_groups(same, warm)
    assert groups is same and cold_statuses is None
