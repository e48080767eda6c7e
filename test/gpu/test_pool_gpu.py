"""GPU tests of the pooling window template (issue 10): every builtin
candidate of every pooling task verifies against PyTorch (NaN windows,
ceil_mode, padding counted or not, adaptive windows, a prologue value used
outside), and the planted faulty window kernels are rejected by
verification while their controls pass."""
import json
import os
import sys

import pytest
import torch

sys.path.insert(0, os.path.dirname(__file__))
import make_task  # noqa: E402
import planted_pool  # noqa: E402
from test_worker_gpu import run_worker  # noqa: E402

pytestmark = pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a GPU")


@pytest.mark.parametrize("task_name,planted", [
    (planted_pool.MAX_TASK, planted_pool.MAX_PLANTED),
    (planted_pool.AVG_TASK, planted_pool.AVG_PLANTED),
])
def test_planted_faulty_window_kernels_are_rejected(task_name, planted, tmp_path):
    task = make_task.write_task(task_name, str(tmp_path / "task"), "cuda")
    path = tmp_path / "candidates.json"
    path.write_text(json.dumps(planted_pool.candidates_json(planted)))
    summary, report = run_worker(task, str(tmp_path / "cache"), "--policy", f"file:{path}",
                                 "--candidate-timeout", "30", "--max-rounds", "1",
                                 "--max-candidates", str(len(planted)))
    reasons = {c["id"][len("file/"):]: c for c in report["candidates"]}
    print(json.dumps({k: v["reason"] for k, v in reasons.items()}, indent=1))
    assert sorted(reasons) == sorted(planted)
    assert reasons["correct"]["verified"], reasons["correct"]["reason"]
    assert summary["status"] == "verified" and report["best"]["candidate"] == "file/correct"
    for name, (_, phrase) in planted.items():
        if name == "correct":
            continue
        assert not reasons[name]["verified"], name
        if phrase:
            assert phrase in reasons[name]["reason"], (name, reasons[name]["reason"])


@pytest.mark.parametrize("name", make_task.POOL_TASKS)
def test_pool_tasks_verify_with_every_candidate(name, tmp_path):
    """Every builtin candidate (block sizes x outputs per thread) verifies."""
    task = make_task.write_task(name, str(tmp_path / "task"), "cuda")
    summary, report = run_worker(task, str(tmp_path / "cache"), "--max-candidates", "64")
    assert summary["status"] == "verified", json.dumps(report, indent=1)
    bad = [c for c in report["candidates"] if not c["verified"]]
    assert not bad, json.dumps(bad, indent=1)
    assert len(report["candidates"]) > 1
