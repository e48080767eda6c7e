"""GPU tests of layout ops folded into index arithmetic (issue 10): every
builtin candidate of every layout task verifies against PyTorch, no layout
task gets a copy kernel, and the planted faulty kernels (a transpose read
with swapped strides, an expand of the wrong dim, a view with the wrong row
length, a slice whose start is one short or whose step is ignored, a cat
with its inputs swapped or the second input's rows counted by the first's,
a flip not made or made along the other dim) are rejected by verification
while their controls pass."""
import json
import os
import sys
from pathlib import Path

import pytest
import torch

sys.path.insert(0, os.path.dirname(__file__))
import make_task  # noqa: E402
import planted_layout  # noqa: E402
from test_worker_gpu import reject_planted, run_worker  # noqa: E402

pytestmark = pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a GPU")


@pytest.mark.parametrize("task_name", sorted(planted_layout.PLANTED))
def test_planted_faulty_layout_kernels_are_rejected(task_name, tmp_path):
    planted = planted_layout.PLANTED[task_name]
    reasons = reject_planted(tmp_path, task_name, planted_layout.candidates_json(task_name),
                             planted)
    assert sorted(reasons) == sorted(planted)


@pytest.mark.parametrize("name", make_task.LAYOUT_TASKS)
def test_layout_tasks_verify_with_every_candidate(name, tmp_path):
    """Every builtin candidate verifies, in one kernel (no copy kernel)."""
    task = make_task.write_task(name, str(tmp_path / "task"), "cuda")
    summary, report = run_worker(task, str(tmp_path / "cache"), "--max-candidates", "64")
    assert summary["status"] == "verified", json.dumps(report, indent=1)
    bad = [c for c in report["candidates"] if not c["verified"]]
    assert not bad, json.dumps(bad, indent=1)
    assert len(report["candidates"]) > 1
    cache = Path(tmp_path / "cache")
    (source,) = [p.read_text() for p in cache.rglob("kernels.cu")]
    assert "// kernel 1" not in source, source
