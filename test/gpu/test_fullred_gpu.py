"""GPU tests of full reductions, split-R reductions, var/std and vector norms
(issue 10): every builtin candidate of make_task.FULLRED_TASKS verifies
(both stage-1 grids, every block size and vector width), the split
template's own kernels with one planted fault each are rejected while the
unedited kernels verify, and so are a var kernel with the wrong correction
and the strided online pass's batches with a fault each.
Determinism (bit-identical reruns) is part of verification."""
import json
import os
import sys

import pytest
import torch

sys.path.insert(0, os.path.dirname(__file__))
import make_task  # noqa: E402
import planted_fullred  # noqa: E402
from test_worker_gpu import BUILD, reject_planted as reject, run_worker  # noqa: E402

pytestmark = pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a GPU")

PLANTED_TASKS = {planted_fullred.MEAN_TASK, planted_fullred.STRIDED_TASK,
                 planted_fullred.VAR_TASK}
TRANSLATE = os.path.join(BUILD, "bin", "cuagent-translate")


@pytest.mark.parametrize("name", [n for n in make_task.FULLRED_TASKS if n not in PLANTED_TASKS])
def test_fullred_tasks_verify_with_every_candidate(name, tmp_path):
    task = make_task.write_task(name, str(tmp_path / "task"), "cuda")
    summary, report = run_worker(task, str(tmp_path / "cache"), "--max-candidates", "96")
    assert summary["status"] == "verified", json.dumps(report, indent=1)
    bad = [c for c in report["candidates"] if not c["verified"]]
    assert not bad, json.dumps(bad, indent=1)
    print(name, "best", report["best"])


def test_planted_faulty_split_mean_kernels_are_rejected(tmp_path):
    """A dropped partial, a skipped tail block, the mean divided by the
    wrong count, a chunk stopping one vector short."""
    reject(tmp_path, planted_fullred.MEAN_TASK,
           planted_fullred.mean_candidates(TRANSLATE, tmp_path), planted_fullred.MEAN_PLANTED)


def test_planted_faulty_split_strided_kernels_are_rejected(tmp_path):
    """A race in the stage-1 combine (no barrier), stage 2 reading another
    output's partials."""
    reject(tmp_path, planted_fullred.STRIDED_TASK,
           planted_fullred.strided_candidates(TRANSLATE, tmp_path),
           planted_fullred.STRIDED_PLANTED)


def test_planted_faulty_online_batches_are_rejected(tmp_path):
    """The strided online pass in batches of 8 loads: a batch's last
    element never added, a batch's rows overlapping, every other batch
    skipped."""
    reject(tmp_path, planted_fullred.ONLINE_TASK,
           planted_fullred.online_candidates(TRANSLATE, tmp_path),
           planted_fullred.ONLINE_PLANTED)


def test_planted_faulty_split_softmax_kernels_are_rejected(tmp_path):
    """The softmax family split across blocks (decision 152): a pair left
    out of the apply kernel's merge, a batch's element dropped, the next
    row's pairs, the last apply block never run."""
    reject(tmp_path, planted_fullred.SPLIT_SOFTMAX_TASK,
           planted_fullred.split_softmax_candidates(TRANSLATE, tmp_path),
           planted_fullred.SPLIT_SOFTMAX_PLANTED)


def test_planted_faulty_split_logsumexp_kernels_are_rejected(tmp_path):
    """Split logsumexp: a batch's element dropped, the step after the batch
    skipped, stage 2 merging swapped pairs."""
    reject(tmp_path, planted_fullred.SPLIT_LSE_TASK,
           planted_fullred.split_lse_candidates(TRANSLATE, tmp_path),
           planted_fullred.SPLIT_LSE_PLANTED)


def test_planted_faulty_split_rms_norm_kernels_are_rejected(tmp_path):
    """rms_norm split across blocks (decision 155): a partial left out of
    the apply kernel's sum, the next row's partials, no block sum, the last
    apply block never run."""
    reject(tmp_path, planted_fullred.SPLIT_RMS_TASK,
           planted_fullred.split_rms_candidates(TRANSLATE, tmp_path),
           planted_fullred.SPLIT_RMS_PLANTED)


def test_planted_var_with_wrong_correction_is_rejected(tmp_path):
    reject(tmp_path, planted_fullred.VAR_TASK, planted_fullred.var_candidates_json(),
           planted_fullred.VAR_PLANTED)
