"""GPU tests of the index template (issue 10: argmax, argmin, max.dim,
min.dim with int64 indices): planted faulty kernels are rejected by the
exact comparison of i64 outputs, the control passes; every builtin
candidate of the argscan tasks verifies (ties, NaN rows, strided and
flattened reductions)."""
import json
import os
import sys

import pytest
import torch

sys.path.insert(0, os.path.dirname(__file__))
import make_task  # noqa: E402
import planted_argscan  # noqa: E402
from test_worker_gpu import BUILD, reject_planted, run_worker  # noqa: E402

pytestmark = pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a GPU")


@pytest.mark.parametrize("task", sorted(planted_argscan.PLANTED))
def test_planted_faulty_index_kernels_are_rejected(task, tmp_path):
    """Last index on ties, NaN ignored, the last NaN, a lost warp: wrong results."""
    reject_planted(tmp_path, task, planted_argscan.candidates_json(task),
                   planted_argscan.PLANTED[task])


@pytest.mark.parametrize("task", sorted(planted_argscan.BATCH_PLANTED))
def test_planted_faulty_index_batches_are_rejected(task, tmp_path):
    """The template's batches of loads (decision 149): a batch's last
    element never compared, its indices one past, the tail skipped, rows
    overlapping."""
    translate = os.path.join(BUILD, "bin", "cuagent-translate")
    reject_planted(tmp_path, task, planted_argscan.batch_candidates(translate, tmp_path, task),
                   planted_argscan.BATCH_PLANTED[task])


@pytest.mark.parametrize("name", make_task.ARGSCAN_TASKS)
def test_argscan_tasks_verify_with_every_candidate(name, tmp_path):
    """Every builtin candidate (warp or block per row, every block size)
    verifies, the int64 indices bit for bit."""
    task = make_task.write_task(name, str(tmp_path / "task"), "cuda")
    summary, report = run_worker(task, str(tmp_path / "cache"), "--max-candidates", "64")
    assert summary["status"] == "verified", json.dumps(report, indent=1)
    bad = [c for c in report["candidates"] if not c["verified"]]
    assert not bad, json.dumps(bad, indent=1)
