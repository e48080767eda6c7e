"""GPU tests of batch tiling (decision 69): a group whose every plan is over
the memory cap is planned a slice of dim 0 at a time, and verification
rejects planted faulty tiled plans (the last chunk dropped, every chunk
reading the first chunk's inputs, two chunks writing one slice)."""
import json
import os
import re
import sys

import pytest
import torch

sys.path.insert(0, os.path.dirname(__file__))
import make_task  # noqa: E402
from test_worker_gpu import reject_planted, run_worker  # noqa: E402

pytestmark = pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a GPU")

TILED = re.compile(r"-bt(\d+)")


def _tiled_entry(tmp_path, name):
    """The worker on `name` under the default cap: (summary, report, the
    entry's plan and CUDA source)."""
    task = make_task.write_task(name, str(tmp_path / "tiled-task"), "cuda")
    cache = tmp_path / "tiled-cache"
    summary, report = run_worker(task, str(cache))
    entry = cache / "v1" / summary["key"][:2] / summary["key"]
    plan = json.loads((entry / "plan.json").read_text()) if (entry / "plan.json").exists() else None
    source = (entry / "kernels.cu").read_text() if (entry / "kernels.cu").exists() else None
    return summary, report, plan, source


def _chunks(plan):
    return int(TILED.search(plan["candidate"]).group(1))


def _views(plan, of):
    """The views of buffer `of`, by offset."""
    return sorted((b for b in plan["buffers"] if b["kind"] == "view" and b["of"] == of),
                  key=lambda b: b["offset"])


def _step_names(step):
    names = list(step.get("args", []))
    for spec in (step.get("gemm"), step.get("conv")):
        if spec:
            names += [spec.get(k) for k in ("a", "b", "d", "x", "w", "y", "bias") if spec.get(k)]
    return names


def _rename(step, old, new):
    step["args"] = [new if a == old else a for a in step.get("args", [])]
    for spec in (step.get("gemm"), step.get("conv")):
        if spec:
            for k in ("a", "b", "d", "x", "w", "y", "bias"):
                if spec.get(k) == old:
                    spec[k] = new


def _drop_last_chunk(plan):
    per_chunk = len(plan["steps"]) // _chunks(plan)
    del plan["steps"][-per_chunk:]
    return plan


def _every_chunk_reads_the_first(plan):
    inputs = [b["name"] for b in plan["buffers"] if b["kind"] == "input"]
    for name in inputs:
        views = _views(plan, name)
        first = {v["bytes"]: v["name"] for v in reversed(views)}  # lowest offset per size
        for step in plan["steps"]:
            for v in views:
                _rename(step, v["name"], first[v["bytes"]])
    return plan


def _second_chunk_writes_the_first_slice(plan):
    per_chunk = len(plan["steps"]) // _chunks(plan)
    out = next(b["name"] for b in plan["buffers"] if b["kind"] == "output")
    first, second = [v["name"] for v in _views(plan, out)[:2]]
    for step in plan["steps"][per_chunk:2 * per_chunk]:
        _rename(step, second, first)
    return plan


PLANTED = {
    "correct": ([], [], None),
    "last-chunk-dropped": ([], [_drop_last_chunk], "wrong result"),
    "every-chunk-reads-the-first": ([], [_every_chunk_reads_the_first], "wrong result"),
    "two-chunks-one-slice": ([], [_second_chunk_writes_the_first_slice], "wrong result"),
}


# The task, its batch (dim 0) and whether its chunks must cut dim 1 too.
TILED_CASES = {"sdpa_tiled": (16, False), "sdpa_tiled_heads": (2, True)}


@pytest.mark.parametrize("name", sorted(TILED_CASES))
def test_attention_over_the_cap_is_tiled_and_planted_slips_are_rejected(name, tmp_path):
    batch, heads_cut = TILED_CASES[name]
    summary, report, plan, source = _tiled_entry(tmp_path, name)
    print(json.dumps({"summary": summary, "batch_tiling": report.get("batch_tiling"),
                      "memory": report.get("memory"),
                      "candidates": [(c["id"], c.get("median_ms"), c["reason"][:120])
                                     for c in report["candidates"]]}, indent=1))
    # The whole group holds 256 MiB of scores; the cap is 64 MiB.
    assert summary["status"] == "verified", summary
    assert TILED.search(report["best"]["candidate"]), report["best"]
    chunks = _chunks(plan)
    assert chunks >= 4 and (chunks > batch) == heads_cut, chunks
    assert report["batch_tiling"][-1]["chosen"] is True
    assert len(plan["steps"]) % chunks == 0
    # Every chunk reads its own slice of q and writes its own slice of out.
    out = next(b["name"] for b in plan["buffers"] if b["kind"] == "output")
    assert len(_views(plan, out)) == chunks
    written = [n for s in plan["steps"] for n in _step_names(s) if n.startswith(out + "@")]
    assert len(set(written)) == chunks

    # The planted slips, on the chosen plan itself (no cap, so that the
    # planted plans are measured as they are).
    plan = {k: v for k, v in plan.items() if k in ("format", "version", "buffers", "modules",
                                                   "steps", "candidate")}
    candidates = []
    for planted, (_, plan_edits, _) in sorted(PLANTED.items()):
        edited = json.loads(json.dumps(plan))
        for edit in plan_edits:
            edited = edit(edited)
        edited.pop("candidate")
        candidates.append({"id": planted, "source": source, "plan": edited})
    reject_planted(tmp_path, name, {"candidates": candidates}, PLANTED,
                   max_memory_ratio=0)
