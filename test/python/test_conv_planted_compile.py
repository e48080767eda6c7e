"""The planted faulty conv plans of the GPU test (test/gpu/test_conv_candidates_gpu.py)
pass the plan format and their kernels compile with NVRTC, so that on the
GPU machine each can only fail for the fault it plants. Needs the conv
importer (aten::conv2d with its stride/padding/dilation/groups attributes)."""
import json
import subprocess
import sys
from pathlib import Path

from conftest import REPO, real_worker

sys.path.insert(0, str(REPO / "test" / "gpu"))
import make_task  # noqa: E402
import test_conv_candidates_gpu  # noqa: E402  (registers the conv tasks)


def test_planted_conv_plans_load_and_compile(tmp_path):
    worker = real_worker()
    assert worker, "build cuagent-compile first"
    task = make_task.write_task("conv2d_bias_relu", str(tmp_path / "task"), "cpu", sets=1)
    cases = test_conv_candidates_gpu.planted(91900)
    path = tmp_path / "candidates.json"
    path.write_text(json.dumps({"candidates": [
        {"id": name, "source": source, "plan": plan} for name, (source, plan, _) in cases.items()]}))
    proc = subprocess.run([str(worker), "--task", task, "--cache", str(tmp_path / "cache"),
                           "--policy", "file:%s" % path, "--no-gpu", "--max-rounds", "1",
                           "--max-candidates", str(len(cases))],
                          capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stderr
    key = json.loads(proc.stdout.strip().splitlines()[-1])["key"]
    report = json.loads((tmp_path / "cache" / "v1" / key[:2] / key / "report.json").read_text())
    compiled = {c["id"]: (c["compiled"], c["reason"]) for c in report["candidates"]}
    assert sorted(compiled) == sorted("file/" + name for name in cases), report
    for name, (ok, reason) in compiled.items():
        assert ok, "%s: %s" % (name, reason)
