"""The kernel before a channels-last conv (decision 119): in the tf32 mode
the builtin policy's channels-last candidates have the reflect pad's kernel
write the conv's x channels-last itself, and one more (`-clc`, engine 0)
keeps decision 59's way, the pad in PyTorch's layout and a transpose copy,
so that the worker's measurement picks. CPU: the worker compiles every
candidate with NVRTC; the GPU verifies them and rejects the planted faulty
writers (test_conv_channels_last_gpu.py)."""
import json
import subprocess
import sys

from conftest import REPO, real_worker

sys.path.insert(0, str(REPO / "test" / "gpu"))
import make_task  # noqa: E402


def candidates(tmp_path):
    task = make_task.write_task("pad_reflect_conv_relu_tf32", str(tmp_path / "task"), "cpu",
                                sets=1, max_memory_ratio=0)
    proc = subprocess.run([str(real_worker()), "--task", task, "--cache", str(tmp_path / "c"),
                           "--no-gpu"], capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stderr
    report = json.loads(next((tmp_path / "c").rglob("report.json")).read_text())
    sources = {p.parent.name: p.read_text() for p in (tmp_path / "c").rglob("*.cu")}
    return report["candidates"], sources


def test_channels_last_candidates_write_x_or_copy_it(tmp_path):
    found, _ = candidates(tmp_path)
    ids = [c["id"] for c in found]
    assert all(c["compiled"] for c in found), found
    assert any(i.endswith("-e0-bf-cl") for i in ids), ids
    assert any(i.endswith("-e0-bf-clc") for i in ids), ids
    # The eight the worker verifies keep both ways.
    assert any(i.endswith("-clc") for i in ids[:8]), ids
