"""GPU tests of comparisons, where and masked_fill (issue 10): the builtin
candidates of the where tasks verify against torch's CUDA kernels (NaN
semantics included: where_nan_masks makes NaNs with log), and planted
faulty select kernels (planted_where.py) are rejected by verification."""
import json
import os
import sys

import pytest
import torch

sys.path.insert(0, os.path.dirname(__file__))
import make_task  # noqa: E402
import planted_where  # noqa: E402
from test_worker_gpu import run_worker  # noqa: E402

pytestmark = pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a GPU")


@pytest.mark.parametrize("name", make_task.BOOL_TASKS)
def test_bool_tasks_verify_with_every_candidate(name, tmp_path):
    """b8 inputs and outputs (decision 93): every builtin candidate verifies
    against PyTorch, the bools exactly."""
    task = make_task.write_task(name, str(tmp_path / "task"), "cuda")
    summary, report = run_worker(task, str(tmp_path / "cache"), "--max-candidates", "64")
    assert summary["status"] == "verified", json.dumps(report, indent=1)
    bad = [c for c in report["candidates"] if not c["verified"]]
    assert not bad, json.dumps(bad, indent=1)


@pytest.mark.parametrize("name", make_task.WHERE_TASKS)
def test_where_tasks_verify_as_one_kernel(name, tmp_path):
    task = make_task.write_task(name, str(tmp_path / "task"), "cuda")
    summary, report = run_worker(task, str(tmp_path / "cache"))
    assert summary["status"] == "verified", json.dumps(report, indent=1)
    key = summary["key"]
    with open(os.path.join(tmp_path / "cache", "v1", key[:2], key, "plan.json")) as f:
        plan = json.load(f)
    launches = [s for s in plan["steps"] if s["kind"] == "launch"]
    outputs = [b for b in plan["buffers"] if b["kind"] == "output"]
    assert len(launches) == 1 and len(outputs) == 1, plan


def test_planted_faulty_where_kernels_are_rejected(tmp_path):
    task = make_task.write_task("where_round_threshold", str(tmp_path / "task"), "cuda")
    path = tmp_path / "candidates.json"
    path.write_text(json.dumps(planted_where.candidates_json()))
    cases = planted_where.PLANTED
    summary, report = run_worker(task, str(tmp_path / "cache"), "--policy", f"file:{path}",
                                 "--max-rounds", "1", "--max-candidates", str(len(cases)))
    reasons = {c["id"][len("file/"):]: c for c in report["candidates"]}
    print(json.dumps({k: v["reason"] for k, v in reasons.items()}, indent=1))
    assert summary["status"] == "verified"
    for name, (_, phrase) in cases.items():
        if name in planted_where.ACCEPTED:
            assert reasons[name]["verified"], (name, reasons[name]["reason"])
            continue
        assert not reasons[name]["verified"], name
        if phrase:
            assert phrase in reasons[name]["reason"], (name, reasons[name]["reason"])
