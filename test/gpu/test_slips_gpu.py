"""GPU test of the slips of planted_slips.py (issue 10): for each, the
kernel cuagent emits for its task verifies against PyTorch and the same
kernel with the slip's edit is rejected as a wrong result. The slips cover
the index maps and formulas of sessions 26-27 (pad modes, nearest and
bilinear upsampling, tril/triu, rsub, remainder/fmod/addcdiv, the losses,
prelu), whose CPU emulations showed each edit changes its output."""
import os
import sys

import pytest
import torch

sys.path.insert(0, os.path.dirname(__file__))
import make_task  # noqa: E402
import planted_slips  # noqa: E402
from test_worker_gpu import WORKER, reject_planted  # noqa: E402

pytestmark = pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a GPU")


@pytest.mark.parametrize("slip", sorted(planted_slips.SLIPS))
def test_slipped_kernels_are_rejected(slip, tmp_path):
    task_name = planted_slips.SLIPS[slip][0]
    task = make_task.write_task(task_name, str(tmp_path / "emit-task"), "cuda")
    source, plan = planted_slips.emitted(WORKER, task, tmp_path, planted_slips.vector_of(slip),
                                         planted_slips.warp_of(slip))
    reasons = reject_planted(tmp_path, task_name,
                             planted_slips.candidates_json(source, plan, slip),
                             {"correct": (None,), slip: ("wrong result",)})
    assert sorted(reasons) == sorted(["correct", slip])
