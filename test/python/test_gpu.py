"""The fast path on a GPU (run on the H200; skipped without CUDA)."""
import pytest
import torch

from conftest import real_worker
from models import Chain, Softmax, scripted

pytestmark = pytest.mark.gpu


@pytest.mark.parametrize("model_cls,shape", [(Chain, (2, 64, 1024)), (Softmax, (256, 1024))])
def test_fast_path_runs_and_matches_eager(cuagent, tmp_path, model_cls, shape):
    worker = real_worker()
    assert worker, "build cuagent-compile (CUAGENT_ENABLE_MLIR=ON) for the GPU tests"
    model = scripted(model_cls()).cuda()
    n = 2 if model_cls is Chain else 1
    example = [torch.randn(shape, device="cuda") for _ in range(n)]
    fast = cuagent.optimize(model, example, worker_path=str(worker),
                            cache_dir=str(tmp_path / "cache"), verbose=True)
    report = cuagent.last_report()
    assert [g["status"] for g in report["groups"]] == ["verified"], report
    assert report["groups"][0]["stock_time_ms"] > 0
    # The GPU name and driver version are in the task, hence in the key.
    import json
    from pathlib import Path
    cache_root = Path(report["cache_dir"])
    (task_file,) = [p for p in cache_root.rglob("task.json") if ".tmp" not in p.parts]
    target = json.loads(task_file.read_text())["target"]
    assert target["device"] == torch.cuda.get_device_name(0), target
    assert target["driver"] > 0 and target["nvrtc"], target
    cuagent.reset()
    for _ in range(5):
        inputs = [torch.randn(shape, device="cuda") for _ in range(n)]
        torch.testing.assert_close(fast(*inputs), model(*inputs), atol=1e-4, rtol=1e-4)
    stats = cuagent.stats()
    assert stats["fast_path_calls"] >= 5 and stats["fallbacks"] == 0, stats

    # A saved module keeps using its cache (CUAGENT_CACHE_DIR may relocate it).
    path = tmp_path / "fast.pt"
    torch.jit.save(fast, str(path))
    loaded = torch.jit.load(str(path))
    cuagent.reset()
    inputs = [torch.randn(shape, device="cuda") for _ in range(n)]
    torch.testing.assert_close(loaded(*inputs), model(*inputs), atol=1e-4, rtol=1e-4)
    assert cuagent.stats()["fast_path_calls"] >= 1
