"""Transposed convs with unit strides as the forward convs they equal (decision 137).

CPU: the builtin policy offers `-fw` variants exactly where the rewrite applies (NCHW and,
on TF32, channels-last; in strict fp32 a 3xTF32 twin), the worker compiles every one of
them and every planted faulty filter of the GPU test with NVRTC, so that on the GPU each
planted one can only fail for the fault it plants (test/gpu/test_conv_forward_gpu.py
verifies and rejects them)."""
import json
import subprocess
import sys

import pytest
from conftest import REPO, real_worker

sys.path.insert(0, str(REPO / "test" / "gpu"))
import make_task  # noqa: E402
import test_conv_forward_gpu as gpu_test  # noqa: E402
from planted_fullred import candidates_json, emitted  # noqa: E402

TRANSLATE = REPO / "build" / "bin" / "cuagent-translate"


def run_worker(task, cache, *flags):
    proc = subprocess.run([str(real_worker()), "--task", task, "--cache", str(cache), "--no-gpu",
                           *flags], capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stderr
    key = json.loads(proc.stdout.strip().splitlines()[-1])["key"]
    return json.loads((cache / "v1" / key[:2] / key / "report.json").read_text())


@pytest.mark.parametrize("name, expected", [
    ("conv_transpose2d_unit_stride_groups", ["-e0-bf-fw", "-e0-bf-fw-x3"]),
    ("conv_transpose3d_unit_stride_layer_norm_tf32", ["-e0-bf-cl-fw", "-e1-bf-cl-fw"]),
])
def test_forward_candidates_compile(name, expected, tmp_path):
    task = make_task.write_task(name, str(tmp_path / "task"), "cpu", sets=1, max_memory_ratio=0)
    report = run_worker(task, tmp_path / "cache", "--max-candidates", "16")
    ids = [c["id"] for c in report["candidates"]]
    forward = sorted(i[i.index("-e"):] for i in ids if "-fw" in i)
    assert forward == sorted(expected), ids
    assert all(c["compiled"] for c in report["candidates"]), report["candidates"]


def test_strided_transposed_conv_has_no_forward_variant(tmp_path):
    # conv_transpose2d_relu_tf32's conv has stride 2: cuDNN's dgrad only.
    task = make_task.write_task("conv_transpose2d_relu_tf32", str(tmp_path / "task"), "cpu",
                                sets=1, max_memory_ratio=0)
    report = run_worker(task, tmp_path / "cache", "--max-candidates", "16")
    ids = [c["id"] for c in report["candidates"]]
    assert ids and not any("-fw" in i for i in ids), ids


def test_planted_forward_filters_compile(tmp_path):
    name = "conv_transpose2d_unit_stride_groups"
    task = make_task.write_task(name, str(tmp_path / "task"), "cpu", sets=1, max_memory_ratio=0)
    source, plan = emitted(TRANSLATE, tmp_path, gpu_test.CONVT_MLIR, name,
                           "--conv-transposed-forward")
    planted = candidates_json(source, plan, gpu_test.PLANTED, gpu_test.FILTER)
    # Each source fault edits the filter kernel; the plan fault drops its launch.
    sources = {c["id"]: c["source"] for c in planted["candidates"]}
    assert len(set(sources.values())) == len(sources) - 1, sorted(sources)
    path = tmp_path / "candidates.json"
    path.write_text(json.dumps(planted))
    report = run_worker(task, tmp_path / "cache", "--policy", "file:%s" % path, "--max-rounds",
                        "1", "--max-candidates", str(len(planted["candidates"])))
    compiled = {c["id"]: (c["compiled"], c["reason"]) for c in report["candidates"]}
    assert sorted(compiled) == sorted("file/" + n for n in gpu_test.PLANTED), compiled
    for candidate, (ok, reason) in compiled.items():
        assert ok, "%s: %s" % (candidate, reason)
