"""Sanitizer mode on the GPU (issue 14, item 6; docs/verification.md,
"Sanitizer mode"): kernels whose output is right but that race on shared
memory or read uninitialized memory pass the result checks and are rejected
only under `cuagent-compile --sanitize`, with the tool's first report line;
the correct kernel passes, and the worker and this process survive.

Skipped without a GPU or without compute-sanitizer ($CUDA_HOME/bin, PATH,
/usr/local/cuda/bin)."""
import json
import os
import shutil
import subprocess
import sys
import time

import pytest
import torch

sys.path.insert(0, os.path.dirname(__file__))
import make_task  # noqa: E402
import planted_sanitize  # noqa: E402

BUILD = os.environ.get("CUAGENT_BUILD_DIR", os.path.join(os.path.dirname(__file__), "../../build"))
WORKER = os.environ.get("CUAGENT_WORKER", os.path.join(BUILD, "bin/cuagent-compile"))


def find_sanitizer():
    for root in (os.environ.get("CUDA_HOME"), None, "/usr/local/cuda"):
        path = (os.path.join(root, "bin", "compute-sanitizer") if root
                else shutil.which("compute-sanitizer"))
        if path and os.access(path, os.X_OK):
            return path
    return None


pytestmark = [
    pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a GPU"),
    pytest.mark.skipif(find_sanitizer() is None, reason="needs compute-sanitizer"),
]


def run_worker(task, cache, *extra, timeout=1800):
    proc = subprocess.run([WORKER, "--task", task, "--cache", cache, *extra],
                          capture_output=True, text=True, timeout=timeout)
    assert proc.returncode == 0, proc.stderr
    summary = json.loads(proc.stdout.strip().splitlines()[-1])
    key = summary["key"]
    with open(os.path.join(cache, "v1", key[:2], key, "report.json")) as f:
        return summary, json.load(f)


def planted_run(tmp_path, *extra):
    task = make_task.write_task("softmax", str(tmp_path / "task"), "cuda")
    path = tmp_path / "candidates.json"
    path.write_text(json.dumps(planted_sanitize.candidates_json()))
    start = time.monotonic()
    summary, report = run_worker(task, str(tmp_path / "cache"), "--policy", f"file:{path}",
                                 "--candidate-timeout", "30", "--max-rounds", "1", *extra)
    seconds = time.monotonic() - start
    reasons = {c["id"][len("file/"):]: c for c in report["candidates"]}
    print(json.dumps({k: v["reason"] for k, v in reasons.items()}, indent=1),
          "%.1f s" % seconds)
    return summary, report, reasons


def test_hidden_faults_pass_the_result_checks(tmp_path):
    """The control for the test below: without the sanitizer every planted
    variant verifies, so only the sanitizer can be what rejects them."""
    summary, report, reasons = planted_run(tmp_path)
    for name in planted_sanitize.SANITIZER_PLANTED:
        assert reasons[name]["verified"], (name, reasons[name]["reason"])
    assert "sanitizer" not in report


def test_sanitizer_rejects_races_and_uninitialized_reads(tmp_path):
    summary, report, reasons = planted_run(tmp_path, "--sanitize=racecheck,initcheck")
    assert report["sanitizer"] == ["racecheck", "initcheck"]
    assert reasons["correct"]["verified"], reasons["correct"]["reason"]
    assert summary["status"] == "verified" and report["best"]["candidate"] == "file/correct"
    for name, (_, tool) in planted_sanitize.SANITIZER_PLANTED.items():
        if tool is None:
            continue
        reason = reasons[name]["reason"]
        assert not reasons[name]["verified"], name
        assert reason.startswith("sanitizer %s: " % tool), (name, reason)
    assert "race" in reasons["hidden-race"]["reason"].lower()
    assert "uninitialized" in reasons["hidden-uninitialized"]["reason"].lower()
    # This process (standing in for the user's) still computes on the GPU.
    x = torch.randn(1024, device="cuda")
    assert torch.allclose(torch.softmax(x, 0).sum(), torch.tensor(1.0, device="cuda"))


def test_memcheck_and_synccheck_pass_the_correct_kernel(tmp_path):
    task = make_task.write_task("softmax", str(tmp_path / "task"), "cuda")
    path = tmp_path / "candidates.json"
    path.write_text(json.dumps(planted_sanitize.candidates_json(["correct"])))
    summary, report = run_worker(task, str(tmp_path / "cache"), "--policy", f"file:{path}",
                                 "--max-rounds", "1", "--sanitize=memcheck,synccheck")
    assert summary["status"] == "verified", report["candidates"]
    assert report["sanitizer"] == ["memcheck", "synccheck"]


def test_builtin_candidates_pass_racecheck(tmp_path):
    """The compiler's own kernels (block reductions with shared memory) are
    race-free: a false report here would make the mode useless."""
    task = make_task.write_task("softmax", str(tmp_path / "task"), "cuda")
    summary, report = run_worker(task, str(tmp_path / "cache"), "--max-rounds", "1",
                                 "--max-candidates", "2", "--sanitize=racecheck,initcheck")
    assert summary["status"] == "verified", json.dumps(report["candidates"], indent=1)


def test_missing_sanitizer_fails_the_run_naming_the_flag(tmp_path):
    task = make_task.write_task("softmax", str(tmp_path / "task"), "cuda")
    proc = subprocess.run([WORKER, "--task", task, "--cache", str(tmp_path / "cache"),
                           "--sanitize=racecheck", "--compute-sanitizer",
                           str(tmp_path / "missing")], capture_output=True, text=True,
                          timeout=600)
    assert proc.returncode == 1
    assert "--sanitize=racecheck needs NVIDIA's compute-sanitizer" in proc.stderr, proc.stderr
