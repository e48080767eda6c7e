"""Where cuagent patches nothing, its module is the stock frozen module (issue 13).

The stock variant a user compares against is ``torch.jit.freeze(torch.jit.script(m))``.
cuagent's module must run the same graph over the same constants: the same nodes, and
tensor constants that share storage where the stock module's do (cuDNN's RNN kernels read
their weights in place only when they lie in one flat buffer; per-call weight copies and
descriptor queries were the host-side cost measured on the GPU).
"""
import contextlib
import fcntl
import re

import pytest
import torch

from models import scripted


class SharedBuffers(torch.nn.Module):
    """Two weights that are views of one buffer, as nn.LSTM's flat weights are on CUDA."""

    def __init__(self):
        super().__init__()
        flat = torch.randn(2 * 64)
        self.register_buffer("w1", flat[:64].view(8, 8))
        self.register_buffer("w2", flat[64:].view(8, 8))

    def forward(self, x):
        y = torch.matmul(x, self.w1)
        return torch.matmul(torch.tanh(y), self.w2)


class RecurrentAndConv(torch.nn.Module):
    """An LSTM, a GRU and a conv block: nothing here is a cuagent group on the CPU."""

    def __init__(self):
        super().__init__()
        self.lstm = torch.nn.LSTM(8, 16, num_layers=2, batch_first=True)
        self.gru = torch.nn.GRU(16, 8)
        self.conv = torch.nn.Conv1d(8, 8, 3, padding=1)
        self.norm = torch.nn.BatchNorm1d(8)

    def forward(self, x):
        out, (h, c) = self.lstm(x)
        g, hn = self.gru(out)
        y = self.norm(self.conv(g.transpose(1, 2)))
        return y.sum(2) + hn[-1].mean(0)


def canonical(graph):
    """The graph's text with value names numbered by first appearance and source
    locations dropped, so two graphs compare equal modulo names."""
    names = {}

    def rename(match):
        return names.setdefault(match.group(0), "%v" + str(len(names)))

    lines = []
    for line in str(graph).splitlines():
        line = re.sub(r"\s+#.*$", "", line)
        line = re.sub(r"___torch_mangle_\d+\.", "", line)
        lines.append(re.sub(r"%[\w.]+", rename, line))
    return "\n".join(lines)


def ops_and_constants(graph):
    """canonical() without value names: the op lines in order, the constant lines sorted."""
    lines = [re.sub(r"%[\w.]+", "%", line) for line in canonical(graph).splitlines()]
    constants = sorted(line for line in lines if "prim::Constant" in line)
    return [line for line in lines if "prim::Constant" not in line], constants


def storages(module):
    """Distinct storages of the forward graph's tensor constants, in node order."""
    order = []
    for node in module.graph.nodes():
        if node.kind() == "prim::Constant" and node.output().type().kind() == "TensorType":
            ptr = node.output().toIValue().untyped_storage().data_ptr()
            order.append(ptr)
    ids = {}
    return [ids.setdefault(p, len(ids)) for p in order]


def test_unpatched_module_has_the_stock_graph(cuagent, tmp_path, worker):
    model = RecurrentAndConv().eval()
    x = torch.randn(3, 5, 8)
    stock = torch.jit.freeze(torch.jit.script(model))
    optimized = cuagent.optimize(scripted(model), [x], cache_dir=str(tmp_path / "c"),
                                 worker_path=worker)
    assert cuagent.last_report()["patched_groups"] == 0
    # The same ops in the same order and the same constants; the stock module is frozen
    # from a loaded copy (decision 66), whose constant pool comes out in another order.
    assert ops_and_constants(optimized.graph) == ops_and_constants(stock.graph)
    with torch.no_grad():
        torch.testing.assert_close(optimized(x), model(x))


def test_constants_keep_their_shared_storage(cuagent, tmp_path, worker):
    model = SharedBuffers().eval()
    x = torch.randn(4, 8)
    stock = torch.jit.freeze(torch.jit.script(model))
    assert storages(stock) == [0, 0]
    optimized = cuagent.optimize(scripted(model), [x], cache_dir=str(tmp_path / "c"),
                                 worker_path=worker)
    assert storages(optimized) == [0, 0]
    torch.testing.assert_close(optimized(x), model(x))


def test_frozen_or_training_input_when_nothing_is_patched(cuagent, tmp_path, worker):
    model = RecurrentAndConv()
    x = torch.randn(3, 5, 8)
    # A training-mode module is frozen from a copy: the caller's module stays in training.
    optimized = cuagent.optimize(torch.jit.script(model), [x], cache_dir=str(tmp_path / "c"),
                                 worker_path=worker)
    assert model.training and cuagent.last_report()["patched_groups"] == 0
    with torch.no_grad():
        torch.testing.assert_close(optimized(x), model.eval()(x))
    # An already frozen module (what the harness passes) is the stock module itself.
    frozen = torch.jit.freeze(torch.jit.script(model.eval()))
    assert cuagent.optimize(frozen, [x], cache_dir=str(tmp_path / "c"), worker_path=worker) is frozen


def _patched_report():
    return {"patched_groups": 1, "fallbacks": [],
            "groups": [{"index": 0, "patched": True, "status": "verified"}]}


def test_end_to_end_check_keeps_the_stock_module_when_patching_loses(cuagent):
    """The guard's host cost is not in the per-group kernel times: the whole patched module
    must beat the stock one, timed (here by a fake timer) on the example inputs."""
    stock = torch.jit.freeze(torch.jit.script(SharedBuffers().eval()))
    optimized = torch.jit.freeze(torch.jit.script(SharedBuffers().eval()))
    x = torch.randn(4, 8)

    def timer(costs):
        return lambda module, inputs, calls: costs[module is optimized]

    report = _patched_report()
    assert not cuagent._faster_end_to_end(optimized, stock, [x], report,
                                          median_ms=timer({False: 1.0, True: 1.2}))
    assert report["patched_groups"] == 0 and not report["end_to_end"]["kept"]
    (group,) = report["groups"]
    assert not group["patched"] and group["status"] == "not_faster"
    assert group["reason"].startswith("NotFaster: the patched module took 1.2000 ms")
    assert report["fallbacks"][0]["reason"] == "NotFaster"

    report = _patched_report()
    assert cuagent._faster_end_to_end(optimized, stock, [x], report,
                                      median_ms=timer({False: 1.0, True: 0.8}))
    assert report["patched_groups"] == 1 and report["groups"][0]["patched"]


def test_end_to_end_timing_takes_the_gpu_lock(cuagent, tmp_path, monkeypatch):
    import fcntl

    lock = tmp_path / "gpu0.lock"
    monkeypatch.setenv("CUAGENT_GPU_LOCK", str(lock))
    with cuagent._gpu_lock():
        with open(lock, "a+") as other:  # another open file, as another process would hold
            try:
                fcntl.flock(other, fcntl.LOCK_EX | fcntl.LOCK_NB)
                taken = True
            except BlockingIOError:
                taken = False
    assert not taken
    monkeypatch.setenv("CUAGENT_GPU_LOCK", str(tmp_path / "missing" / "gpu0.lock"))
    with cuagent._gpu_lock():  # an unusable path measures unlocked, without an error
        pass


def test_end_to_end_check_names_a_runtime_fallback(cuagent):
    """A patched group that the runtime sends to stock kernels (here: no cache entry) makes
    both modules equally fast; the report must name that cause, not the guards' cost."""
    stock = torch.jit.freeze(torch.jit.script(SharedBuffers().eval()))
    optimized = torch.jit.freeze(torch.jit.script(SharedBuffers().eval()))
    report = _patched_report()
    report["groups"][0]["key"] = "k1"
    assert not cuagent._faster_end_to_end(
        optimized, stock, [torch.randn(4, 8)], report,
        median_ms=lambda module, inputs, calls: 1.0 if module is stock else 0.5,
        runtime_fallbacks=lambda r: ["no cache entry in /elsewhere"])
    (group,) = report["groups"]
    assert group["status"] == "not_faster" and "ran stock kernels at run time" in group["reason"]
    assert "no cache entry in /elsewhere" in group["reason"]


def test_runtime_fallbacks_reads_only_this_reports_patched_keys(cuagent):
    import json
    stats = json.dumps({"keys": {
        "k1": {"bad": True, "reason": "no cache entry in /x"},
        "k2": {"bad": True, "reason": "another model's group"},
        "k3": {"bad": False, "reason": ""}}})
    report = {"groups": [{"key": "k1", "patched": True}, {"key": "k2", "patched": False},
                         {"key": "k3", "patched": True}]}
    assert cuagent._runtime_fallbacks(report, stats) == ["no cache entry in /x"]


def agreement_report(part_patched=True):
    return {"precision": "fp32", "patched_groups": 2, "fallbacks": [],
            "groups": [{"index": 0, "patched": False, "status": "not_faster"},
                       {"index": 1, "patched": part_patched, "part_of": 0},
                       {"index": 2, "patched": True}]}


def test_disagreement_is_the_verification_tolerance(cuagent):
    want = torch.tensor([1.0, -2.0, float("nan"), float("-inf")])
    same = cuagent._disagreement
    assert same(want + 1e-5, want, "fp32") is None
    assert "1 of 4" in same(want + torch.tensor([0, 1e-3, 0, 0]), want, "fp32")
    assert same(want + 1e-3, want, "tf32") is None  # TF32: 1e-2
    assert "1 of 4" in same(torch.tensor([1.0, -2.0, 0.0, float("-inf")]), want, "fp32")
    assert "1 of 4" in same(torch.tensor([1.0, -2.0, float("nan"), float("inf")]), want, "fp32")
    assert same((want, torch.tensor([3])), (want, torch.tensor([3])), "fp32") is None
    assert "out[1]" in same((want, torch.tensor([4])), (want, torch.tensor([3])), "fp32")
    assert "structure" in same((want,), (want, want), "fp32")
    assert "shape" in same(want[:2], want, "fp32")


def test_disagreement_leaves_a_margin_below_the_tolerance(cuagent):
    """Outputs that use most of the tolerance on the example inputs exceed it on
    others (decision 38): the end-to-end check takes only half of it."""
    want = torch.tensor([1.0, 100.0])
    tol = 1e-4 + 1e-4 * want
    assert cuagent._disagreement(want + 0.3 * tol, want, "fp32") is None
    why = cuagent._disagreement(want + torch.tensor([0.0, 0.8]) * tol, want, "fp32")
    assert "1 of 2" in why and "worst 0.8" in why, why
    assert cuagent._disagreement(want + 0.8 * tol, want, "fp32", margin=1.0) is None


def test_end_to_end_agreement_keeps_an_agreeing_module(cuagent):
    x = torch.randn(8)
    stock, optimized = (lambda v: v * 2.0), (lambda v: v * 2.0 + 1e-6)
    rerun = lambda: pytest.fail("no rerun when the outputs agree")  # noqa: E731
    module, report = cuagent._agree_end_to_end(optimized, stock, [x], agreement_report(), rerun)
    assert module is optimized and report["end_to_end_check"]["agrees"]


def test_end_to_end_stock_side_runs_in_strict_fp32(cuagent):
    """The worker verifies against strict fp32 references; the stock side of
    the end-to-end check must too, whatever the caller's TF32 settings (PyTorch
    lets cuDNN use TF32 by default), and leave those settings as they were."""
    seen = {}

    def stock(v):
        seen.update(cudnn=torch.backends.cudnn.allow_tf32,
                    matmul=torch.backends.cuda.matmul.allow_tf32,
                    precision=torch.get_float32_matmul_precision())
        return v * 2.0

    before = (torch.backends.cudnn.allow_tf32, torch.backends.cuda.matmul.allow_tf32,
              torch.get_float32_matmul_precision())
    torch.backends.cudnn.allow_tf32 = True
    torch.set_float32_matmul_precision("high")
    try:
        x = torch.randn(8)
        rerun = lambda: pytest.fail("no rerun when the outputs agree")  # noqa: E731
        cuagent._agree_end_to_end(lambda v: v * 2.0, stock, [x], agreement_report(), rerun)
        assert seen == {"cudnn": False, "matmul": False, "precision": "highest"}
        assert torch.backends.cudnn.allow_tf32 and torch.backends.cuda.matmul.allow_tf32
        assert torch.get_float32_matmul_precision() == "high"
    finally:
        torch.backends.cudnn.allow_tf32 = before[0]
        torch.set_float32_matmul_precision(before[2])
        torch.backends.cuda.matmul.allow_tf32 = before[1]


@contextlib.contextmanager
def caller_flags(cudnn, matmul, precision):
    before = (torch.backends.cudnn.allow_tf32, torch.backends.cuda.matmul.allow_tf32,
              torch.get_float32_matmul_precision())
    torch.backends.cudnn.allow_tf32 = cudnn
    torch.backends.cuda.matmul.allow_tf32 = matmul
    torch.set_float32_matmul_precision(precision)
    try:
        yield
    finally:
        torch.backends.cudnn.allow_tf32 = before[0]
        torch.set_float32_matmul_precision(before[2])
        torch.backends.cuda.matmul.allow_tf32 = before[1]


def tf32_stock(v):
    """Stock whose convolution rounds to TF32 where the caller's flags allow it: 6e-3 off."""
    return v * 2.0 + (0.006 if torch.backends.cudnn.allow_tf32 else 0.0)


def test_tf32_end_to_end_also_agrees_with_stock_as_the_caller_runs_it(cuagent):
    """Decision 64: in the tf32 mode a module within half the tolerance of strict
    fp32 (0.4 of it) but a whole tolerance from stock's own TF32 result is what a
    caller comparing with eager sees as wrong: the stock module comes back."""
    x = torch.zeros(8)
    optimized = lambda v: v * 2.0 - 0.004  # noqa: E731
    rerun = lambda: pytest.fail("no patched parts: no rerun")  # noqa: E731
    report = dict(agreement_report(part_patched=False), precision="tf32")
    with caller_flags(True, False, "highest"):
        module, report = cuagent._agree_end_to_end(optimized, tf32_stock, [x], report, rerun)
        assert torch.backends.cudnn.allow_tf32  # the caller's flags stay
    assert module is tf32_stock and report["patched_groups"] == 0
    assert "caller's TF32" in report["end_to_end_check"]["detail"], report
    assert "allow_tf32" in report["fallbacks"][-1]["detail"]  # what to do about it
    # Within half the tolerance of both: kept.
    close = lambda v: v * 2.0 + 0.003  # noqa: E731
    report = dict(agreement_report(part_patched=False), precision="tf32")
    with caller_flags(True, False, "highest"):
        module, report = cuagent._agree_end_to_end(close, tf32_stock, [x], report, rerun)
    assert module is close and report["end_to_end_check"]["agrees"]


def matmul_tf32_stock(error):
    """Stock whose GEMM rounds to TF32 where the flags allow it: `error` off."""
    return lambda v: v * 2.0 + (error if torch.backends.cuda.matmul.allow_tf32 else 0.0)


@pytest.mark.parametrize("ours,stock_error,kept", [
    (0.0067, 0.006, True),   # a rounding tail as large as stock's own (triu_scores, decision 91)
    (0.0095, 0.003, False),  # within the tolerance but three times stock's TF32 error
    (0.0067, 0.0, False),    # stock's TF32 is exact here: the plain margin
    (0.012, 0.009, False),   # past the whole tolerance: never
])
def test_tf32_margin_is_calibrated_by_stocks_own_tf32_error(cuagent, ours, stock_error, kept):
    """In the tf32 mode an output past half the tolerance is kept only where
    PyTorch's own TF32 result is nearly as far from strict fp32 on the same
    inputs (1.5 times its worst share, at most the whole tolerance)."""
    x = torch.zeros(8)
    optimized = lambda v: v * 2.0 + ours  # noqa: E731
    stock = matmul_tf32_stock(stock_error)
    rerun = lambda: pytest.fail("no patched parts: no rerun")  # noqa: E731
    report = dict(agreement_report(part_patched=False), precision="tf32")
    with caller_flags(False, False, "highest"):
        module, report = cuagent._agree_end_to_end(optimized, stock, [x], report, rerun)
        assert not torch.backends.cuda.matmul.allow_tf32  # the caller's flags stay
    check = report["end_to_end_check"]
    assert check["agrees"] == kept and (module is optimized) == kept, check
    if ours < 0.01:
        share = stock_error / 0.01
        assert check["stock_tf32_worst_share"] == pytest.approx(share, rel=1e-3), check
        assert check["margin"] == pytest.approx(max(0.5, min(1.0, 1.5 * share)), rel=1e-3)
    else:
        assert "margin" not in check, check


def test_fp32_margin_is_never_calibrated(cuagent):
    """The fp32 mode promises strict fp32: half the tolerance, whatever TF32 does."""
    calls = []

    def stock(v):
        calls.append(torch.backends.cuda.matmul.allow_tf32)
        return v * 2.0
    rerun = lambda: pytest.fail("no patched parts: no rerun")  # noqa: E731
    report = dict(agreement_report(part_patched=False), precision="fp32")
    module, report = cuagent._agree_end_to_end(lambda v: v * 2.0 + 0.7e-4, stock,
                                               [torch.zeros(8)], report, rerun)
    assert module is stock and calls == [False] and "margin" not in report["end_to_end_check"]


@pytest.mark.parametrize("precision,flags", [("fp32", (True, False, "highest")),
                                             ("tf32", (False, False, "highest"))])
def test_stock_as_run_is_not_consulted_where_it_is_strict_or_the_mode_is(cuagent, precision,
                                                                          flags):
    """The fp32 mode promises strict fp32, not the caller's TF32 result; with strict
    caller flags the two stock runs are one."""
    calls = []

    def stock(v):
        calls.append(torch.backends.cudnn.allow_tf32)
        return v * 2.0
    rerun = lambda: pytest.fail("no rerun when the outputs agree")  # noqa: E731
    report = dict(agreement_report(part_patched=False), precision=precision)
    with caller_flags(*flags):
        module, report = cuagent._agree_end_to_end(lambda v: v * 2.0, stock, [torch.randn(8)],
                                                   report, rerun)
    assert report["end_to_end_check"]["agrees"] and calls == [False]


def test_end_to_end_disagreement_reruns_without_parts(cuagent, tmp_path, monkeypatch):
    """Patched parts whose errors compound: optimize runs again without
    retrying parts, and that module is kept when it agrees."""
    x = torch.randn(8)
    stock, optimized = (lambda v: v * 2.0), (lambda v: v * 2.0 + 1.0)
    whole = lambda v: v * 2.0  # noqa: E731
    rerun_report = {"precision": "fp32", "patched_groups": 1, "fallbacks": [],
                    "groups": [{"index": 0, "patched": True}]}
    lock = tmp_path / "gpu.lock"
    monkeypatch.setenv("CUAGENT_GPU_LOCK", str(lock))

    def rerun():
        # optimize takes the GPU lock itself: it must be free here (a held
        # flock made every rerun wait until the harness killed the problem).
        with open(lock, "a+") as handle:
            fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
            fcntl.flock(handle, fcntl.LOCK_UN)
        return whole, rerun_report

    module, report = cuagent._agree_end_to_end(optimized, stock, [x], agreement_report(), rerun)
    assert module is whole and report is rerun_report
    assert report["end_to_end_check"] == {"agrees": True, "retried_without_parts": True,
                                          "retried_strict_fp32": False, "detail": None}


def strict_rerun(module, patched=1):
    """A strict-fp32 rerun giving `module` and a report with `patched` groups."""
    report = {"precision": "fp32", "patched_groups": patched, "fallbacks": [],
              "groups": [{"index": 0, "patched": bool(patched)}]}
    calls = []

    def rerun():
        calls.append(1)
        return module, report
    return rerun, calls


def test_tf32_errors_that_compound_are_retried_in_strict_fp32(cuagent, capsys):
    """A tf32 module past the tolerance end to end (a TF32 GEMM summed again by
    a stock conv) is planned again in strict fp32 and checked at tf32's
    tolerance: kept when it agrees; the stock module when that too is past
    it, or when strict fp32 patches nothing; never retried in fp32."""
    x = torch.zeros(8)
    stock = lambda v: v * 2.0  # noqa: E731
    wrong = lambda v: v * 2.0 + 0.02  # noqa: E731
    strict = lambda v: v * 2.0 + 1e-5  # noqa: E731
    no_parts = lambda: pytest.fail("no patched parts: no rerun")  # noqa: E731
    with caller_flags(False, False, "highest"):
        rerun, calls = strict_rerun(strict)
        report = dict(agreement_report(part_patched=False), precision="tf32")
        module, report = cuagent._agree_end_to_end(wrong, stock, [x], report, no_parts, rerun)
        assert module is strict and calls == [1], report
        check = report["end_to_end_check"]
        assert check["agrees"] and check["retried_strict_fp32"], check
        # Strict fp32 past the tolerance too: stock, the reason printed once.
        rerun, calls = strict_rerun(wrong)
        report = dict(agreement_report(part_patched=False), precision="tf32")
        module, report = cuagent._agree_end_to_end(wrong, stock, [x], report, no_parts, rerun)
        assert module is stock and calls == [1] and report["patched_groups"] == 0
        assert report["groups"][0]["status"] == "end_to_end_mismatch"
        assert capsys.readouterr().err.count("stock module is kept") == 1
        # Nothing patched in strict fp32: stock, for the tf32 module's reason.
        rerun, calls = strict_rerun(stock, patched=0)
        report = dict(agreement_report(part_patched=False), precision="tf32")
        module, report = cuagent._agree_end_to_end(wrong, stock, [x], report, no_parts, rerun)
        assert module is stock and calls == [1] and report["patched_groups"] == 0
        check = report["end_to_end_check"]
        assert not check["agrees"] and check["retried_strict_fp32"] and check["detail"], check
        assert "stock module is kept" in capsys.readouterr().err
        # fp32 already: no retry.
        rerun = lambda: pytest.fail("fp32 is strict already")  # noqa: E731
        report = agreement_report(part_patched=False)
        module, report = cuagent._agree_end_to_end(wrong, stock, [x], report, no_parts, rerun)
        assert module is stock and not report["end_to_end_check"]["retried_strict_fp32"]


@pytest.mark.parametrize("parts", [True, False])
def test_end_to_end_disagreement_keeps_the_stock_module(cuagent, parts):
    """Without patched parts there is nothing to retry; with them, the rerun
    disagrees too: either way the stock module comes back, and the report
    says why."""
    x = torch.randn(8)
    stock, wrong = (lambda v: v * 2.0), (lambda v: v * 2.0 + 1.0)
    calls = []

    def rerun():
        calls.append(1)
        return wrong, agreement_report(part_patched=False)

    module, report = cuagent._agree_end_to_end(wrong, stock, [x], agreement_report(parts), rerun)
    assert module is stock and len(calls) == int(parts)
    assert report["patched_groups"] == 0
    assert not any(g.get("patched") for g in report["groups"]), report
    assert report["fallbacks"][-1]["reason"] == "VerifyFailed"
    assert "8 of 8 elements" in report["end_to_end_check"]["detail"]


def test_a_rerun_that_patches_nothing_returns_the_stock_module(cuagent):
    x = torch.randn(8)
    stock, wrong = (lambda v: v * 2.0), (lambda v: v * 2.0 + 1.0)
    unpatched = {"precision": "fp32", "patched_groups": 0, "fallbacks": [], "groups": []}
    module, report = cuagent._agree_end_to_end(wrong, stock, [x], agreement_report(),
                                               lambda: (lambda v: v * 2.0, unpatched))
    assert module is stock and report["end_to_end_check"]["agrees"], report


def test_disagreement_compares_in_chunks(cuagent, monkeypatch):
    """Outputs are compared a chunk at a time (bounded float64 temporaries on
    the GPU); counts and the worst share cover every chunk."""
    want = torch.arange(10, dtype=torch.float32).reshape(2, 5)
    got = want.clone()
    got[0, 1] += 1.0  # chunk 0
    got[1, 4] += 2.0  # the last, partial chunk
    whole = cuagent._disagreement(got, want, "fp32")
    monkeypatch.setattr(cuagent, "_CHECK_CHUNK", 3)
    chunked = cuagent._disagreement(got, want, "fp32")
    assert chunked == whole and "2 of 10 elements" in chunked, (chunked, whole)
    assert cuagent._disagreement(want.clone(), want, "fp32") is None


def test_end_to_end_check_out_of_memory_keeps_the_stock_module(cuagent, capsys):
    """A check that cannot run is not an agreement: stock, with what to do."""
    x = torch.randn(8)
    stock = lambda v: v * 2.0  # noqa: E731

    def optimized(v):
        raise torch.cuda.OutOfMemoryError("CUDA out of memory. Tried to allocate 8.00 GiB")

    rerun = lambda: pytest.fail("no rerun when the check cannot run")  # noqa: E731
    module, report = cuagent._agree_end_to_end(optimized, stock, [x], agreement_report(), rerun)
    assert module is stock and report["patched_groups"] == 0
    assert report["end_to_end_check"]["detail"] == "out of GPU memory"
    assert "free GPU memory" in report["fallbacks"][-1]["detail"]
    assert capsys.readouterr().err.count("stock module is kept") == 1


def test_a_patched_module_that_raises_gives_the_stock_module(cuagent):
    """A stock op after a group may rely on the stride stock produced (a .view
    of a transposed sdpa result) where the group writes row-major: the
    end-to-end check catches the error and keeps the stock module."""
    stock = lambda x: x + 1.0  # noqa: E731

    def optimized(x):
        raise RuntimeError("view size is not compatible with input tensor's size and stride")

    report = {"precision": "fp32", "groups": [{"patched": True}], "fallbacks": [],
              "patched_groups": 1}
    module, report = cuagent._agree_end_to_end(optimized, stock, [torch.zeros(3)], report,
                                               rerun=None)
    assert module is stock
    assert report["patched_groups"] == 0
    assert report["groups"][0]["status"] == "end_to_end_mismatch"
    assert "raised on the example inputs (view size" in report["fallbacks"][-1]["detail"]
