"""GPU tests of the strided reduction template (issue 10): planted faulty
strided kernels are rejected by verification, the control passes. The
builtin candidates of the reduce tasks (make_task.REDUCE_TASKS) are verified
by test_worker_gpu.py::test_builtin_candidates_verify with every other task."""
import json
import os
import sys

import pytest
import torch

sys.path.insert(0, os.path.dirname(__file__))
import make_task  # noqa: E402
import planted_reduce  # noqa: E402
from test_worker_gpu import BUILD, run_worker  # noqa: E402

pytestmark = pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a GPU")


def test_planted_faulty_strided_kernels_are_rejected(tmp_path):
    task = make_task.write_task(planted_reduce.TASK, str(tmp_path / "task"), "cuda")
    path = tmp_path / "candidates.json"
    path.write_text(json.dumps(planted_reduce.candidates_json()))
    summary, report = run_worker(task, str(tmp_path / "cache"), "--policy", f"file:{path}",
                                 "--candidate-timeout", "30", "--max-rounds", "1",
                                 "--max-candidates", str(len(planted_reduce.PLANTED)))
    reasons = {c["id"][len("file/"):]: c for c in report["candidates"]}
    print(json.dumps({k: v["reason"] for k, v in reasons.items()}, indent=1))
    assert reasons["correct"]["verified"], reasons["correct"]["reason"]
    assert summary["status"] == "verified" and report["best"]["candidate"] == "file/correct"
    for name, (_, phrase) in planted_reduce.PLANTED.items():
        if name == "correct":
            continue
        assert not reasons[name]["verified"], name
        if phrase:
            assert phrase in reasons[name]["reason"], (name, reasons[name]["reason"])


@pytest.mark.parametrize("name", make_task.REDUCE_TASKS)
def test_reduce_tasks_verify_with_both_block_splits(name, tmp_path):
    """Every builtin candidate (both strided splits, every block size)
    verifies, NaN and infinite-max columns included."""
    task = make_task.write_task(name, str(tmp_path / "task"), "cuda")
    summary, report = run_worker(task, str(tmp_path / "cache"), "--max-candidates", "64")
    assert summary["status"] == "verified", json.dumps(report, indent=1)
    bad = [c for c in report["candidates"] if not c["verified"]]
    assert not bad, json.dumps(bad, indent=1)


def test_planted_faulty_row_kernels_are_rejected(tmp_path):
    """The row template's fused paths: the mask of the next row, the next
    channel's batch_norm parameters, exponentials not kept, swapped vector
    stores (test/gpu/planted_row.py)."""
    import planted_row  # noqa: E402
    from test_worker_gpu import reject_planted  # noqa: E402

    translate = os.path.join(BUILD, "bin", "cuagent-translate")
    reject_planted(tmp_path, planted_row.TASK, planted_row.candidates(translate, tmp_path),
                   planted_row.PLANTED)


def test_planted_faulty_online_row_batches_are_rejected(tmp_path):
    """The online pass over rows too long to cache, in batches of chunks
    (decision 151): a batch's last element dropped, a batch reading its
    first chunk four times, the last partial chunk unread."""
    import planted_row  # noqa: E402
    from test_worker_gpu import reject_planted  # noqa: E402

    translate = os.path.join(BUILD, "bin", "cuagent-translate")
    reject_planted(tmp_path, planted_row.ONLINE_TASK,
                   planted_row.online_candidates(translate, tmp_path), planted_row.ONLINE_PLANTED)
