"""GPU tests of the norm kernels (issue 10): every builtin candidate of the
norm tasks (make_task.NORM_TASKS: group_norm cached and split-row,
instance_norm, batch_norm alone and as a group_norm prologue) verifies, and
the planted faulty group_norm and batch_norm kernels (planted_norms.py) are
rejected while their correct control passes, as are the template's own
split-row kernels with one fault each."""
import json
import os
import sys

import pytest
import torch

sys.path.insert(0, os.path.dirname(__file__))
import make_task  # noqa: E402
import planted_norms  # noqa: E402
import planted_split_norms  # noqa: E402
from test_worker_gpu import BUILD, reject_planted as reject, run_worker  # noqa: E402

pytestmark = pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a GPU")

PLANTED_TASKS = {planted_norms.GN_TASK, planted_norms.BN_TASK}


@pytest.mark.parametrize("name", [n for n in make_task.NORM_TASKS if n not in PLANTED_TASKS])
def test_norm_tasks_verify_with_every_candidate(name, tmp_path):
    task = make_task.write_task(name, str(tmp_path / "task"), "cuda")
    summary, report = run_worker(task, str(tmp_path / "cache"), "--max-candidates", "64")
    assert summary["status"] == "verified", json.dumps(report, indent=1)
    bad = [c for c in report["candidates"] if not c["verified"]]
    assert not bad, json.dumps(bad, indent=1)
    print(name, "best", report["best"])


def test_planted_faulty_group_norm_kernels_are_rejected(tmp_path):
    """Wrong group size, eps outside the square root, the affine per column,
    the unbiased variance: each a wrong result."""
    reject(tmp_path, planted_norms.GN_TASK, planted_norms.gn_candidates_json(),
           planted_norms.GN_PLANTED)


def test_planted_faulty_batch_norm_kernels_are_rejected(tmp_path):
    """Parameters broadcast along the last dim, eps outside the square root."""
    reject(tmp_path, planted_norms.BN_TASK, planted_norms.bn_candidates_json(),
           planted_norms.BN_PLANTED)


def test_planted_faulty_split_kernels_are_rejected(tmp_path):
    """The template's own split-row group_norm kernels, each with one fault
    (a partial dropped, per-segment statistics, the affine per column, a
    missing tail), are rejected; the unedited kernels verify."""
    translate = os.path.join(BUILD, "bin", "cuagent-translate")
    source, plan = planted_norms.emitted_split_kernels(translate, tmp_path)
    reject(tmp_path, planted_norms.SPLIT_TASK, planted_norms.split_candidates_json(source, plan),
           planted_norms.SPLIT_PLANTED)


@pytest.mark.parametrize("case", sorted(planted_split_norms.CASES))
def test_planted_faulty_split_group_norms_are_rejected(case, tmp_path):
    """Decision 136's statistics kernels (split and a block per row) and the
    apply in their readers' kernels, each with one slip (a segment dropped
    from the merge, the std for rstd, another group's statistics, the weight
    per group, a row's tail unread), are rejected; the unedited kernels
    verify."""
    translate = os.path.join(BUILD, "bin", "cuagent-translate")
    name, _, planted, _ = planted_split_norms.CASES[case]
    reject(tmp_path, name, planted_split_norms.candidates_json(case, translate, tmp_path), planted)
