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
from test_worker_gpu import reject_planted, run_worker  # noqa: E402

pytestmark = pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a GPU")


@pytest.mark.parametrize("task_name,planted", [
    (planted_pool.MAX_TASK, planted_pool.MAX_PLANTED),
    (planted_pool.AVG_TASK, planted_pool.AVG_PLANTED),
])
def test_planted_faulty_window_kernels_are_rejected(task_name, planted, tmp_path):
    reasons = reject_planted(tmp_path, task_name, planted_pool.candidates_json(planted), planted)
    assert sorted(reasons) == sorted(planted)


@pytest.mark.parametrize("name", make_task.POOL_TASKS)
def test_pool_tasks_verify_with_every_candidate(name, tmp_path):
    """Every builtin candidate (block sizes x outputs per thread) verifies."""
    task = make_task.write_task(name, str(tmp_path / "task"), "cuda")
    summary, report = run_worker(task, str(tmp_path / "cache"), "--max-candidates", "64")
    assert summary["status"] == "verified", json.dumps(report, indent=1)
    bad = [c for c in report["candidates"] if not c["verified"]]
    assert not bad, json.dumps(bad, indent=1)
    assert len(report["candidates"]) > 1
