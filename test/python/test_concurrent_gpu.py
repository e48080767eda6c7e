"""Patched groups called from several threads at once, each on its own stream (run on the
H200; skipped without CUDA): the guard and dispatch take no lock across calls, a cuBLASLt
step binds its bias per call, and the cuDNN handle is shared, so results must still match
eager on every thread and every call must take the fast path."""
import threading

import pytest
import torch
from torch import nn

from conftest import real_worker
from models import Chain, scripted

pytestmark = pytest.mark.gpu

THREADS = 8
CALLS = 40


class LinearBiasRelu(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear = nn.Linear(256, 512)

    def forward(self, x):
        return torch.relu(self.linear(x))


class ConvBiasRelu(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(4, 8, 3)

    def forward(self, x):
        return torch.relu(self.conv(x))


MODELS = {
    "elementwise": (Chain, lambda: [torch.randn(2, 64, 1024, device="cuda") for _ in range(2)]),
    "cublaslt": (LinearBiasRelu, lambda: [torch.randn(128, 256, device="cuda")]),
    "cudnn": (ConvBiasRelu, lambda: [torch.randn(8, 4, 32, 32, device="cuda")]),
}


@pytest.fixture
def strict_fp32():
    saved = (torch.backends.cuda.matmul.allow_tf32, torch.backends.cudnn.allow_tf32)
    torch.backends.cuda.matmul.allow_tf32 = False
    torch.backends.cudnn.allow_tf32 = False
    yield
    torch.backends.cuda.matmul.allow_tf32, torch.backends.cudnn.allow_tf32 = saved


@pytest.mark.parametrize("name", sorted(MODELS))
def test_concurrent_calls_match_eager_on_every_thread(cuagent, tmp_path, strict_fp32, name):
    worker = real_worker()
    assert worker, "build cuagent-compile (CUAGENT_ENABLE_MLIR=ON) for the GPU tests"
    model_cls, make_inputs = MODELS[name]
    torch.manual_seed(0)
    model = scripted(model_cls()).cuda()
    fast = cuagent.optimize(model, make_inputs(), worker_path=str(worker),
                            cache_dir=str(tmp_path / "cache"), min_speedup=0)
    report = cuagent.last_report()
    assert report["patched_groups"] >= 1, report
    cuagent.reset()  # every thread races for the first load as well
    errors = []
    start = threading.Barrier(THREADS)

    def worker_thread(index):
        try:
            stream = torch.cuda.Stream()
            with torch.cuda.stream(stream), torch.no_grad():
                start.wait()
                for call in range(CALLS):
                    inputs = make_inputs()
                    got = fast(*inputs)
                    want = model(*inputs)
                    if not torch.allclose(got, want, atol=1e-3, rtol=1e-3):
                        errors.append(f"thread {index} call {call}: max error "
                                      f"{(got - want).abs().max().item()}")
                        return
            stream.synchronize()
        except Exception as error:  # reported below, with the thread that raised
            errors.append(f"thread {index}: {error!r}")

    threads = [threading.Thread(target=worker_thread, args=(i,)) for i in range(THREADS)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert not errors, errors[:5]
    stats = cuagent.stats()
    patched = report["patched_groups"]
    assert stats["fallbacks"] == 0, stats
    assert stats["fast_path_calls"] == THREADS * CALLS * patched, stats
    assert all(entry["loaded"] and "load_ms" in entry for entry in stats["keys"].values()), stats


def test_guard_misses_are_counted_by_kind(cuagent, tmp_path):
    """Each kind of miss takes the stock path (results still match) and is counted as such."""
    worker = real_worker()
    assert worker, "build cuagent-compile (CUAGENT_ENABLE_MLIR=ON) for the GPU tests"
    model = scripted(Chain()).cuda()
    example = [torch.randn(64, 256, device="cuda") for _ in range(2)]
    fast = cuagent.optimize(model, example, worker_path=str(worker),
                            cache_dir=str(tmp_path / "c"), min_speedup=0)
    assert cuagent.last_report()["patched_groups"] == 1
    cuagent.reset()
    y = torch.randn(64, 256, device="cuda")
    misses = {
        "sizes": torch.randn(64, 128, device="cuda"),
        "strides": torch.randn(256, 64, device="cuda").t(),
        "dtype": torch.randn(64, 256, device="cuda", dtype=torch.float16),
        "alignment": torch.randn(64 * 256 + 1, device="cuda")[1:].view(64, 256),
        "device": torch.randn(64, 256),
    }
    ran = []
    for kind, x in misses.items():
        b = y if kind not in ("sizes", "device") else y.to(x.device)[:, :x.shape[1]]
        try:
            want = model(x, b)
        except RuntimeError:  # the stock model itself rejects the mix
            continue
        torch.testing.assert_close(fast(x, b), want, atol=1e-3, rtol=1e-3)
        ran.append(kind)
    assert {"sizes", "strides", "alignment"} <= set(ran), ran
    (entry,) = cuagent.stats()["keys"].values()
    assert entry["fast_path_calls"] == 0 and not entry["bad"], entry
    assert entry["guard_misses"] == {kind: 1 for kind in ran}, entry
    torch.testing.assert_close(fast(example[0], example[1]), model(*example), atol=1e-4,
                               rtol=1e-4)
    assert cuagent.stats()["fast_path_calls"] == 1
