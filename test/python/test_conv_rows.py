"""A row op, a group norm or a pooling window over a channels-last conv
result (decisions 133-135): in the tf32 mode the `-cl` candidates of a conv
into a layer norm or a log_softmax over the last dim stage the result
through shared memory in the row kernel, those of a conv into a group norm
read it along C for the statistics and through tiles for the apply kernel,
and those of a conv into a pooling window walk the windows along C through
tiles of the output, with no transpose back. CPU: the worker compiles every builtin candidate and every
planted faulty one of the GPU test with NVRTC, so that on the GPU each
planted one can only fail for the fault it plants
(test/gpu/test_conv_channels_last_gpu.py verifies and rejects them)."""
import json
import subprocess
import sys

import pytest
from conftest import REPO, real_worker

sys.path.insert(0, str(REPO / "test" / "gpu"))
import make_task  # noqa: E402
import test_conv_channels_last_gpu as gpu_test  # noqa: E402
from planted_fullred import candidates_json, emitted  # noqa: E402

TRANSLATE = REPO / "build" / "bin" / "cuagent-translate"

ROW_TASKS = ["conv_transpose2d_layer_norm_tf32", "conv2d_relu_log_softmax_tf32"]
NORM_TASKS = ["conv2d_group_norm_tf32", "conv_transpose2d_relu_instance_norm_tf32",
              "conv2d_group_norm_layer_norm_tf32"]
POOL_TASKS = ["conv2d_relu_max_pool_tf32", "conv_transpose3d_avg_pool_tf32"]


def run_worker(task, cache, *flags):
    proc = subprocess.run([str(real_worker()), "--task", task, "--cache", str(cache), "--no-gpu",
                           *flags], capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stderr
    key = json.loads(proc.stdout.strip().splitlines()[-1])["key"]
    return json.loads((cache / "v1" / key[:2] / key / "report.json").read_text())


@pytest.mark.parametrize("name", ROW_TASKS + NORM_TASKS + POOL_TASKS)
def test_builtin_candidates_compile(name, tmp_path):
    task = make_task.write_task(name, str(tmp_path / "task"), "cpu", sets=1, max_memory_ratio=0)
    report = run_worker(task, tmp_path / "cache", "--max-candidates", "16")
    ids = [c["id"] for c in report["candidates"]]
    assert any(i.endswith("-cl") for i in ids), ids
    assert all(c["compiled"] for c in report["candidates"]), report["candidates"]


def test_staged_rows_emitted_without_a_transpose_back(tmp_path):
    source, plan = emitted(TRANSLATE, tmp_path, gpu_test.CONVT_LN_MLIR,
                           "conv_transpose2d_layer_norm_tf32", "--tf32", "--conv-channels-last")
    assert gpu_test.STAGED in source
    assert "cl_y" not in source
    # cuDNN writes the row kernel's input buffer directly.
    (conv,) = [s["conv"] for s in plan["steps"] if s["kind"] == "cudnn"]
    row = next(s for s in plan["steps"] if s.get("function", "").endswith("_k1"))
    assert conv["y"] == row["args"][0], plan["steps"]


@pytest.mark.parametrize("case", sorted(gpu_test.PLANTED_READERS))
def test_planted_readers_compile(case, tmp_path):
    name, mlir, planted_cases, marker = gpu_test.PLANTED_READERS[case]
    task = make_task.write_task(name, str(tmp_path / "task"), "cpu", sets=1, max_memory_ratio=0)
    source, plan = emitted(TRANSLATE, tmp_path, mlir, name, "--tf32", "--conv-channels-last")
    assert "cl_y" not in source
    planted = candidates_json(source, plan, planted_cases, marker)
    path = tmp_path / "candidates.json"
    path.write_text(json.dumps(planted))
    report = run_worker(task, tmp_path / "cache", "--policy", "file:%s" % path, "--max-rounds",
                        "1", "--max-candidates", str(len(planted["candidates"])))
    compiled = {c["id"]: (c["compiled"], c["reason"]) for c in report["candidates"]}
    assert sorted(compiled) == sorted("file/" + n for n in planted_cases), compiled
    for candidate, (ok, reason) in compiled.items():
        assert ok, "%s: %s" % (candidate, reason)


@pytest.mark.parametrize("name", ["conv_transpose2d_layer_norm_tf32", "conv2d_group_norm_tf32",
                                  "conv2d_group_norm_layer_norm_tf32"])
def test_copy_variant_keeps_the_transpose_back(name, tmp_path):
    """`-clc` (KernelParams::convInPlaceLayouts off: y transposed back before
    the reader, lit checks the code) is among the eight verified, so the
    measurement can pick decision 59's way."""
    task = make_task.write_task(name, str(tmp_path / "task"), "cpu", sets=1, max_memory_ratio=0)
    report = run_worker(task, tmp_path / "cache", "--max-candidates", "16")
    ids = [c["id"] for c in report["candidates"]]
    assert any(i.endswith("-clc") for i in ids[:8]), ids
