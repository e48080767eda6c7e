"""cuda_graphs=True (issue 11 item 5): the option, the wrapper's guard and fallbacks.

The CPU tests run the wrapper's logic (signatures, static buffers, the cap, the
fallback reasons, cloning, invalidation) over a stand-in for the CUDA side that
keeps a graph's contract: a replay reads the static input buffers and writes the
static output tensors captured the first time. The GPU tests (marked gpu, run on
the H200) do the same with real CUDA graphs over cuagent's kernels.
"""
import collections
import contextlib

import pytest
import torch

from conftest import real_worker
from models import Chain, scripted

from cuagent import graphs


class CpuEmulation:
    """The CUDA side of CudaGraphModule emulated on the CPU. A "graph" re-runs
    the forward on the static inputs and copies the result into the outputs of
    the capture, which stay the tensors the wrapper holds, as a replay writes
    to fixed addresses. `fail_capture` makes the next capture raise, as an op
    that synchronizes with the host does inside a real capture."""

    def __init__(self):
        self.captures = 0
        self.replays = 0
        self.in_capture = False
        self.fail_capture = None
        self.synchronized = 0

    def check_device(self, device):
        return None if device.type == "cpu" else "not the emulated device"

    def capturing(self):
        return False

    def warm_up(self, run, device, calls):
        for _ in range(calls):
            outputs = run()
        return outputs

    def capture(self, run, device):
        if self.fail_capture:
            raise RuntimeError(self.fail_capture)
        self.in_capture = True
        try:
            outputs = run()
        finally:
            self.in_capture = False
        self.captures += 1

        def replay():
            with torch.no_grad():
                fresh = run()
            for static, value in zip(graphs._leaves(outputs, []), graphs._leaves(fresh, [])):
                if isinstance(static, torch.Tensor):
                    static.copy_(value)

        return replay, outputs

    def replay(self, entry):
        self.replays += 1
        entry.graph()

    def synchronize(self, device):
        self.synchronized += 1


class Affine(torch.nn.Module):
    def forward(self, x, scale: float = 2.0):
        return torch.tanh(x * scale) + 1.0


def wrapped(module, **kwargs):
    backend = CpuEmulation()
    report = {}
    return graphs.CudaGraphModule(module, report=report, _backend=backend, **kwargs), backend, report


# ---------------------------------------------------------------------------
# The option
# ---------------------------------------------------------------------------

@pytest.mark.parametrize("value", ["yes", 1, 0, "True", [True]])
def test_bad_values_are_refused_before_any_work(cuagent, value):
    with pytest.raises(TypeError, match="cuda_graphs must be True or False"):
        cuagent.optimize(scripted(Chain()), [torch.randn(4), torch.randn(4)],
                         cuda_graphs=value, worker_path="/nonexistent/worker")
    with pytest.raises(TypeError, match="cuda_graphs must be True or False"):
        cuagent.partition(scripted(Chain()), [torch.randn(4), torch.randn(4)], cuda_graphs=value)


def test_partition_accepts_and_ignores_the_option(cuagent):
    x = [torch.randn(4, 4), torch.randn(4, 4)]
    with_option = cuagent.partition(scripted(Chain()), x, cuda_graphs=True)
    assert with_option == cuagent.partition(scripted(Chain()), x)


def test_the_real_wrapper_serves_cpu_calls_with_the_plain_module():
    """Without a GPU (or with CPU inputs) the CUDA side is never touched."""
    module = graphs.CudaGraphModule(Affine(), report={})
    x = torch.randn(4, 8)
    torch.testing.assert_close(module(x), Affine()(x))
    (event,) = module.cuagent_report["cuda_graphs"]["events"]
    assert event["reason"] == "GraphUnsupportedInput" and "cpu tensor" in event["detail"]


def test_max_graphs_is_validated():
    with pytest.raises(ValueError, match="max_graphs must be an integer >= 1"):
        graphs.CudaGraphModule(Affine(), max_graphs=0)


def test_cpu_inputs_return_the_plain_module_with_the_reason(cuagent, tmp_path, worker, capsys):
    model = scripted(Chain())
    x = [torch.randn(8, 16), torch.randn(8, 16)]
    fast = cuagent.optimize(model, x, cuda_graphs=True, worker_path=worker,
                            cache_dir=str(tmp_path / "cache"))
    assert not isinstance(fast, graphs.CudaGraphModule)
    report = cuagent.last_report()
    assert report["cuda_graphs"]["enabled"] is False
    assert report["cuda_graphs"]["reason"].startswith("NoGpu: ")
    assert "cuda_graphs" in capsys.readouterr().err
    torch.testing.assert_close(fast(*x), model(*x))


def test_false_returns_what_optimize_returns_without_the_option(cuagent, tmp_path, worker):
    model = scripted(Chain())
    x = [torch.randn(8, 16), torch.randn(8, 16)]
    fast = cuagent.optimize(model, x, cuda_graphs=False, worker_path=worker,
                            cache_dir=str(tmp_path / "cache"))
    assert not isinstance(fast, graphs.CudaGraphModule)
    assert "cuda_graphs" not in cuagent.last_report()


# ---------------------------------------------------------------------------
# optimize's step (graphs.wrap) over the emulated CUDA side
# ---------------------------------------------------------------------------

@pytest.fixture
def emulated_gpu(monkeypatch):
    """wrap() as on a GPU: CPU example inputs count as CUDA ones, the CUDA side is
    emulated, and the timing returns what the test asks for."""
    backends = []

    def make_backend():
        backends.append(CpuEmulation())
        return backends[-1]

    monkeypatch.setattr(torch.cuda, "is_available", lambda: True)
    monkeypatch.setattr(graphs, "_on_cuda", lambda inputs: True)
    monkeypatch.setattr(graphs, "_CudaBackend", make_backend)
    return backends


def fake_timing(plain_ms, graphs_ms):
    def median_ms(module, inputs, calls):
        return graphs_ms if isinstance(module, graphs.CudaGraphModule) else plain_ms
    return median_ms


def test_wrap_keeps_graphs_that_replay_faster(emulated_gpu):
    report = {}
    x = [torch.randn(4, 8)]
    module = graphs.wrap(Affine(), x, report, True, fake_timing(1.0, 0.5), contextlib.nullcontext)
    assert isinstance(module, graphs.CudaGraphModule)
    assert report["cuda_graphs"]["enabled"] is True
    assert report["cuda_graphs"]["end_to_end"] == {"plain_ms": 1.0, "graphs_ms": 0.5}
    assert emulated_gpu[0].captures == 1
    torch.testing.assert_close(module(*x), Affine()(*x))


def test_wrap_returns_the_plain_module_when_graphs_are_not_faster(emulated_gpu, capsys):
    report = {}
    plain = Affine()
    module = graphs.wrap(plain, [torch.randn(4, 8)], report, True, fake_timing(1.0, 1.0),
                         contextlib.nullcontext)
    assert module is plain
    assert report["cuda_graphs"]["enabled"] is False
    assert report["cuda_graphs"]["reason"].startswith("GraphNotFaster: ")
    assert "GraphNotFaster" in capsys.readouterr().err


def test_wrap_without_the_speed_check_keeps_graphs(emulated_gpu):
    def never(*args):
        raise AssertionError("timed although check_speed is False")

    module = graphs.wrap(Affine(), [torch.randn(4, 8)], {}, False, never, never)
    assert isinstance(module, graphs.CudaGraphModule)


def test_wrap_returns_the_plain_module_when_the_capture_fails(emulated_gpu):
    class FailsInCapture(torch.nn.Module):
        def forward(self, x):
            if emulated_gpu[0].in_capture:
                raise RuntimeError("CUDA error: operation not permitted when stream is capturing")
            return x * 2.0

    report = {}
    plain = FailsInCapture()
    module = graphs.wrap(plain, [torch.randn(4)], report, True, fake_timing(1.0, 0.5),
                         contextlib.nullcontext)
    assert module is plain
    assert report["cuda_graphs"]["reason"].startswith(
        "GraphCaptureFailed: RuntimeError: CUDA error: operation not permitted")


# ---------------------------------------------------------------------------
# The wrapper's logic over the emulated CUDA side
# ---------------------------------------------------------------------------

def test_replays_see_each_calls_values():
    """Stale static buffers would return the first call's result again."""
    module, backend, _ = wrapped(Affine())
    for _ in range(5):
        x = torch.randn(4, 8)
        torch.testing.assert_close(module(x), Affine()(x))
    # The capture's check replays on the first call's values: that serves the first call.
    assert backend.captures == 1 and backend.replays == 5
    stats = module.graph_stats()
    assert stats["graphs"] == 1 and stats["replays"] == 5 and stats["eager_calls"] == 0


def test_outputs_are_cloned_so_a_later_call_does_not_overwrite_them():
    module, _, _ = wrapped(Affine())
    x1, x2 = torch.randn(4, 8), torch.randn(4, 8)
    y1 = module(x1)
    module(x2)
    torch.testing.assert_close(y1, Affine()(x1))


def test_static_outputs_are_overwritten_when_not_cloned():
    """clone_outputs=False is reduce-overhead's behaviour: the documented trade."""
    module, _, _ = wrapped(Affine(), clone_outputs=False)
    x1, x2 = torch.randn(4, 8), torch.randn(4, 8)
    y1 = module(x1)
    y2 = module(x2)
    assert y1 is y2
    torch.testing.assert_close(y1, Affine()(x2))


class Pair(torch.nn.Module):
    def forward(self, x):
        y = x * 3.0
        return y, {"same": y, "other": x - 1.0}


def test_output_structure_and_aliasing_are_kept():
    module, _, _ = wrapped(Pair())
    x = torch.randn(3, 5)
    y, extra = module(x)
    assert extra["same"] is y
    torch.testing.assert_close(extra["other"], x - 1.0)


def test_one_graph_per_signature_up_to_the_cap(capsys):
    module, backend, report = wrapped(Affine(), max_graphs=2)
    a, b, c = torch.randn(2, 8), torch.randn(3, 8), torch.randn(4, 8)
    for x in (a, b, a, b):
        torch.testing.assert_close(module(x), Affine()(x))
    assert backend.captures == 2
    for _ in range(3):
        torch.testing.assert_close(module(c), Affine()(c))
    assert backend.captures == 2
    assert module.graph_stats()["eager_calls"] == 3
    reasons = [e["reason"] for e in report["cuda_graphs"]["events"]]
    assert reasons == ["GraphSignatureLimit"] * 3
    assert capsys.readouterr().err.count("GraphSignatureLimit") == 1  # said once
    assert len(report["cuda_graphs"]["graphs"]) == 2


def test_strides_and_scalar_arguments_are_part_of_the_signature():
    module, backend, _ = wrapped(Affine())
    x = torch.randn(8, 4)
    module(x)
    module(x.t().contiguous().t())  # same shape, other strides
    module(x, 3.0)
    module(x, scale=3.0)  # a keyword is another signature than a position
    assert backend.captures == 4
    torch.testing.assert_close(module(x, scale=3.0), Affine()(x, 3.0))
    assert backend.captures == 4


def test_capture_failure_runs_the_plain_module_and_is_not_retried(capsys):
    module, backend, report = wrapped(Affine())
    backend.fail_capture = "CUDA error: operation not permitted when stream is capturing"
    x = torch.randn(4, 8)
    for _ in range(3):
        torch.testing.assert_close(module(x), Affine()(x))
    events = report["cuda_graphs"]["events"]
    assert [e["reason"] for e in events] == ["GraphCaptureFailed"]
    assert "operation not permitted" in events[0]["detail"]
    assert "GraphCaptureFailed" in capsys.readouterr().err
    # Another signature still captures.
    backend.fail_capture = None
    y = torch.randn(5, 8)
    torch.testing.assert_close(module(y), Affine()(y))
    assert backend.captures == 1


def test_repeated_capture_failures_turn_graphs_off():
    module, backend, report = wrapped(Affine(), max_graphs=2)
    backend.fail_capture = "boom"
    module(torch.randn(2, 8))
    module(torch.randn(3, 8))
    assert module.graph_stats()["disabled"] == "GraphCaptureFailed"
    assert report["cuda_graphs"]["enabled"] is False
    backend.fail_capture = None
    module(torch.randn(4, 8))
    assert backend.captures == 0


class Noisy(torch.nn.Module):
    def forward(self, x):
        return x + torch.rand_like(x)


def test_a_replay_that_differs_from_the_eager_run_turns_graphs_off():
    module, backend, report = wrapped(Noisy())
    x = torch.zeros(64)
    out = module(x)
    assert out.shape == x.shape
    assert module.graph_stats()["disabled"] == "GraphMismatch"
    assert report["cuda_graphs"]["reason"].startswith("GraphMismatch: ")
    assert module.graph_stats()["graphs"] == 0


class InPlace(torch.nn.Module):
    def forward(self, x):
        x.add_(1.0)
        return x * 2.0


@pytest.mark.parametrize("frozen", [False, True])
@pytest.mark.parametrize("inference", [False, True])
def test_a_forward_that_modifies_its_input_runs_the_plain_module(frozen, inference):
    plain = torch.jit.freeze(scripted(InPlace())) if frozen else InPlace()
    module, _, report = wrapped(plain)
    x = torch.zeros(4)
    with torch.inference_mode(inference):
        out = module(x)
    torch.testing.assert_close(x, torch.ones(4))  # the caller's tensor, as the plain module does
    torch.testing.assert_close(out, torch.full((4,), 2.0))
    (event,) = report["cuda_graphs"]["events"]
    assert event["reason"] == "GraphUnsupportedInput" and "in place" in event["detail"]


def test_overlapping_inputs_and_odd_arguments_run_the_plain_module():
    class TakesAnything(torch.nn.Module):
        def forward(self, x, extra=None):
            return x.sum(0) * 2.0

    module, backend, report = wrapped(TakesAnything())
    expanded = torch.randn(1, 4).expand(3, 4)
    torch.testing.assert_close(module(expanded), expanded.sum(0) * 2.0)
    x = torch.randn(3, 4)
    torch.testing.assert_close(module(x, extra=object()), x.sum(0) * 2.0)
    torch.testing.assert_close(module(extra=None, x=x), x.sum(0) * 2.0)  # kwargs only: captured
    reasons = [e["reason"] for e in report["cuda_graphs"]["events"]]
    assert reasons == ["GraphUnsupportedInput", "GraphUnsupportedInput"]
    assert "overlap" in report["cuda_graphs"]["events"][0]["detail"]
    assert "object" in report["cuda_graphs"]["events"][1]["detail"]
    assert backend.captures == 1


def test_other_devices_and_no_tensors_run_the_plain_module(monkeypatch, tmp_path):
    # Ops on meta tensors reach torch._inductor, which makes its cache folder
    # under TMPDIR: keep it in this test's folder (the suite checks TMPDIR).
    monkeypatch.setenv("TORCHINDUCTOR_CACHE_DIR", str(tmp_path / "inductor"))

    class Constant(torch.nn.Module):
        def forward(self, n: int):
            return torch.ones(n)

    module, backend, report = wrapped(Constant())
    torch.testing.assert_close(module(3), torch.ones(3))
    assert backend.captures == 0
    assert "no tensor argument" in report["cuda_graphs"]["events"][0]["detail"]
    meta = torch.empty(2, device="meta")
    module2, backend2, report2 = wrapped(Affine())
    assert module2(meta).device.type == "meta"
    assert backend2.captures == 0
    assert report2["cuda_graphs"]["events"][0]["reason"] == "GraphUnsupportedInput"


def test_autograd_calls_run_the_plain_module():
    module, backend, report = wrapped(Affine())
    x = torch.randn(4, 8, requires_grad=True)
    out = module(x)
    assert out.requires_grad  # the plain module's autograd history
    out.sum().backward()
    assert x.grad is not None
    assert report["cuda_graphs"]["events"][0]["reason"] == "GraphAutograd"
    assert backend.captures == 0
    with torch.no_grad():  # the same input without grad mode is served by a graph
        torch.testing.assert_close(module(x), Affine()(x.detach()))
    assert backend.captures == 1


def test_no_grad_and_inference_mode():
    module, backend, _ = wrapped(Affine())
    x = torch.randn(4, 8)
    with torch.no_grad():
        torch.testing.assert_close(module(x), Affine()(x))
    with torch.inference_mode():
        for _ in range(2):
            y = torch.randn(4, 8)
            out = module(y)
            assert out.is_inference()
            torch.testing.assert_close(out, Affine()(y))
    assert backend.captures == 2  # inference mode is part of the signature
    z = torch.randn(4, 8)
    torch.testing.assert_close(module(z), Affine()(z))
    assert backend.captures == 2


def test_cuagent_reset_drops_the_graphs(cuagent):
    module, backend, _ = wrapped(Affine())
    x = torch.randn(4, 8)
    module(x)
    cuagent.reset()
    torch.testing.assert_close(module(x), Affine()(x))
    assert backend.captures == 2
    module.reset_graphs()
    module(x)
    assert backend.captures == 3


def test_moving_the_module_drops_the_graphs():
    module, backend, _ = wrapped(Affine())
    x = torch.randn(4, 8)
    module(x)
    module.to(torch.float32)
    module(x)
    assert backend.captures == 2


# ---------------------------------------------------------------------------
# Real CUDA graphs (H200)
# ---------------------------------------------------------------------------

class LinearRelu(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.linear = torch.nn.Linear(256, 512)

    def forward(self, x):
        return torch.relu(self.linear(x)) * 0.5


class Syncs(torch.nn.Module):
    """Data-dependent control flow: a host sync, which no capture allows."""

    def forward(self, x):
        if bool(x.sum() > 0):
            return torch.relu(x) * 2.0
        return torch.relu(x) * 3.0


def _optimize_with_graphs(cuagent, tmp_path, model, example):
    worker = real_worker()
    assert worker, "build cuagent-compile (CUAGENT_ENABLE_MLIR=ON) for the GPU tests"
    # min_speedup=0: patch the verified kernels and keep the graphs whatever their speed,
    # so the kernels under test are the ones captured.
    return cuagent.optimize(model, example, cuda_graphs=True, min_speedup=0,
                            worker_path=str(worker), cache_dir=str(tmp_path / "cache"))


GPU_CASES = {"chain": (Chain, [(64, 1024), (64, 1024)]), "linear_relu": (LinearRelu, [(32, 256)])}


@pytest.mark.gpu
@pytest.mark.parametrize("name", sorted(GPU_CASES))
def test_gpu_replays_match_the_plain_module_with_fresh_values(cuagent, tmp_path, name):
    model_cls, shapes = GPU_CASES[name]
    model = scripted(model_cls()).cuda()
    example = [torch.randn(s, device="cuda") for s in shapes]
    fast = _optimize_with_graphs(cuagent, tmp_path, model, example)
    report = cuagent.last_report()
    assert isinstance(fast, graphs.CudaGraphModule), report.get("cuda_graphs")
    assert report["patched_groups"] >= 1, report
    assert report["cuda_graphs"]["enabled"] is True
    plain = fast.module
    kept = []
    with torch.no_grad():
        for _ in range(6):
            xs = [torch.randn(s, device="cuda") for s in shapes]
            got = fast(*xs)
            kept.append((xs, got))
            torch.testing.assert_close(got, plain(*xs), rtol=1e-4, atol=1e-4)
            torch.testing.assert_close(got, model(*xs), rtol=1e-4, atol=1e-4)
        for xs, got in kept:  # cloned outputs: no later replay overwrote them
            torch.testing.assert_close(got, plain(*xs), rtol=1e-4, atol=1e-4)
    assert fast.graph_stats()["replays"] >= 6


@pytest.mark.gpu
def test_gpu_replays_launch_the_captured_cuagent_kernels(cuagent, tmp_path):
    """After cuagent.reset() the next call captures again (the guard and plan load run
    on the host, counted by cuagent.stats()); replays then run no host code of ours."""
    model = scripted(Chain()).cuda()
    shapes = [(64, 1024), (64, 1024)]
    fast = _optimize_with_graphs(cuagent, tmp_path, model,
                                 [torch.randn(s, device="cuda") for s in shapes])
    assert isinstance(fast, graphs.CudaGraphModule)
    cuagent.reset()
    with torch.no_grad():
        fast(*[torch.randn(s, device="cuda") for s in shapes])
        captured = cuagent.stats()["fast_path_calls"]
        assert captured >= graphs.WARMUP_CALLS + 1, cuagent.stats()
        for _ in range(5):
            xs = [torch.randn(s, device="cuda") for s in shapes]
            torch.testing.assert_close(fast(*xs), model(*xs), rtol=1e-4, atol=1e-4)
    assert cuagent.stats()["fast_path_calls"] == captured
    assert cuagent.stats()["fallbacks"] == 0


@pytest.mark.gpu
def test_gpu_signature_change_runs_the_plain_module(cuagent, tmp_path):
    model = scripted(Chain()).cuda()
    fast = _optimize_with_graphs(cuagent, tmp_path, model,
                                 [torch.randn(64, 1024, device="cuda") for _ in range(2)])
    fast.max_graphs = 1
    with torch.no_grad():
        other = [torch.randn(32, 1024, device="cuda") for _ in range(2)]
        torch.testing.assert_close(fast(*other), model(*other), rtol=1e-4, atol=1e-4)
        # Same shape, but an expanded (overlapping) input: no static buffer can hold it.
        expanded = [torch.randn(64, 1024, device="cuda"),
                    torch.randn(1, 1024, device="cuda").expand(64, 1024)]
        torch.testing.assert_close(fast(*expanded), model(*expanded), rtol=1e-4, atol=1e-4)
    reasons = [e["reason"] for e in cuagent.last_report()["cuda_graphs"]["events"]]
    assert reasons == ["GraphSignatureLimit", "GraphUnsupportedInput"], reasons
    assert fast.graph_stats()["eager_calls"] == 2


@pytest.mark.gpu
def test_gpu_capture_failure_falls_back_and_leaves_cuda_usable(cuagent, tmp_path):
    module = graphs.CudaGraphModule(scripted(Syncs()).cuda(), report={})
    x = torch.randn(256, device="cuda")
    with torch.no_grad():
        torch.testing.assert_close(module(x), Syncs()(x))
        torch.testing.assert_close(module(-x), Syncs()(-x))
    (event,) = module.cuagent_report["cuda_graphs"]["events"]
    assert event["reason"] == "GraphCaptureFailed", event
    assert module.graph_stats()["graphs"] == 0
    # The failed capture left the stream and the allocator usable: another module captures.
    other = graphs.CudaGraphModule(scripted(Chain()).cuda())
    a, b = torch.randn(64, device="cuda"), torch.randn(64, device="cuda")
    with torch.no_grad():
        torch.testing.assert_close(other(a, b), Chain()(a, b))
        torch.testing.assert_close(other(b, a), Chain()(b, a))
    assert other.graph_stats()["graphs"] == 1 and other.graph_stats()["replays"] == 2


@pytest.mark.gpu
def test_gpu_optimize_returns_the_plain_module_when_capture_fails(cuagent, tmp_path, worker):
    model = scripted(Syncs()).cuda()
    fast = cuagent.optimize(model, [torch.randn(256, device="cuda")], cuda_graphs=True,
                            worker_path=worker, cache_dir=str(tmp_path / "cache"))
    assert not isinstance(fast, graphs.CudaGraphModule)
    assert cuagent.last_report()["cuda_graphs"]["reason"].startswith("GraphCaptureFailed: ")


@pytest.mark.gpu
def test_gpu_inference_mode_streams_and_autograd(cuagent, tmp_path):
    model = scripted(Chain()).cuda()
    shapes = [(64, 1024), (64, 1024)]
    fast = _optimize_with_graphs(cuagent, tmp_path, model,
                                 [torch.randn(s, device="cuda") for s in shapes])
    with torch.inference_mode():
        xs = [torch.randn(s, device="cuda") for s in shapes]
        torch.testing.assert_close(fast(*xs), model(*xs), rtol=1e-4, atol=1e-4)
    side = torch.cuda.Stream()
    results = collections.deque()
    with torch.no_grad():
        for stream in (side, torch.cuda.current_stream(), side):
            xs = [torch.randn(s, device="cuda") for s in shapes]
            stream.wait_stream(torch.cuda.current_stream())
            with torch.cuda.stream(stream):
                results.append((xs, fast(*xs)))
            torch.cuda.current_stream().wait_stream(stream)
    for xs, got in results:
        torch.testing.assert_close(got, model(*xs), rtol=1e-4, atol=1e-4)
    x = torch.randn(shapes[0], device="cuda", requires_grad=True)
    y = torch.randn(shapes[1], device="cuda")
    out = fast(x, y)  # grad mode on, an input requires grad: the plain module
    torch.testing.assert_close(out, model(x, y), rtol=1e-4, atol=1e-4)
    reasons = [e["reason"] for e in cuagent.last_report()["cuda_graphs"]["events"]]
    assert reasons[-1] == "GraphAutograd"
