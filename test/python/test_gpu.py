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
    # min_speedup=0: this tests the fast path itself, whatever the kernel's speed.
    fast = cuagent.optimize(model, example, worker_path=str(worker),
                            cache_dir=str(tmp_path / "cache"), verbose=True, min_speedup=0)
    report = cuagent.last_report()
    assert [g["status"] for g in report["groups"]] == ["verified"], report
    assert report["groups"][0]["stock_time_ms"] > 0
    # The chosen candidate's line in the record carries its measured time
    # and how many timed runs it took (at least 10, at most 100: decision 65).
    import re
    chosen = report["groups"][0]["candidate"]
    lines = [re.fullmatch(re.escape(chosen) + r" [0-9.]+ ms \((\d+) runs\)", line)
             for line in report["groups"][0]["candidates"]]
    runs = [int(m.group(1)) for m in lines if m]
    assert runs and 10 <= runs[0] <= 100, report["groups"][0]
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


def test_cache_dir_wins_over_an_unrelated_env_cache(cuagent, tmp_path, monkeypatch):
    """The harness sets CUAGENT_CACHE_DIR and passes each problem its own cache_dir: the
    runtime looked only in the environment's directory, so every patched group ran stock
    kernels. The directory optimize wrote to is searched first; the environment's second
    (a saved module whose cache moved)."""
    worker = real_worker()
    assert worker, "build cuagent-compile (CUAGENT_ENABLE_MLIR=ON) for the GPU tests"
    monkeypatch.setenv("CUAGENT_CACHE_DIR", str(tmp_path / "unrelated"))
    model = scripted(Softmax()).cuda()
    x = torch.randn(256, 1024, device="cuda")
    fast = cuagent.optimize(model, [x], worker_path=str(worker),
                            cache_dir=str(tmp_path / "cache"), min_speedup=0)
    assert cuagent.last_report()["patched_groups"] == 1, cuagent.last_report()
    cuagent.reset()
    torch.testing.assert_close(fast(x), model(x), atol=1e-4, rtol=1e-4)
    stats = cuagent.stats()
    assert stats["fast_path_calls"] == 1 and stats["fallbacks"] == 0, stats

    # Moved: the baked directory is gone, the environment names the new place.
    import shutil
    shutil.move(str(tmp_path / "cache"), str(tmp_path / "moved"))
    monkeypatch.setenv("CUAGENT_CACHE_DIR", str(tmp_path / "moved"))
    cuagent.reset()
    torch.testing.assert_close(fast(x), model(x), atol=1e-4, rtol=1e-4)
    assert cuagent.stats()["fast_path_calls"] == 1


def test_only_faster_kernels_are_patched(cuagent, tmp_path):
    """By default a verified kernel replaces its group only when the stock subgraph, timed as
    the TorchScript executor runs it (its fuser included), is >= 1.03x slower."""
    worker = real_worker()
    model = scripted(Chain()).cuda()
    example = [torch.randn(2, 64, 1024, device="cuda") for _ in range(2)]
    fast = cuagent.optimize(model, example, worker_path=str(worker), cache_dir=str(tmp_path / "c"))
    (group,) = cuagent.last_report()["groups"]
    faster = group["stock_time_ms"] >= 1.03 * group["kernel_time_ms"]
    # A faster kernel is still dropped when the whole module does not win end to end.
    faster = faster and cuagent.last_report().get("end_to_end", {}).get("kept", True)
    assert group["patched"] == faster, group
    assert group["status"] == ("verified" if faster else "not_faster"), group
    inputs = [torch.randn(2, 64, 1024, device="cuda") for _ in range(2)]
    torch.testing.assert_close(fast(*inputs), model(*inputs), atol=1e-4, rtol=1e-4)


def test_guard_rejects_other_shapes_and_strides(cuagent, tmp_path):
    worker = real_worker()
    model = scripted(Chain()).cuda()
    example = [torch.randn(64, 256, device="cuda") for _ in range(2)]
    fast = cuagent.optimize(model, example, worker_path=str(worker), cache_dir=str(tmp_path / "c"),
                            min_speedup=0)
    assert cuagent.last_report()["patched_groups"] == 1
    cuagent.reset()
    x, y = (torch.randn(64, 256, device="cuda") for _ in range(2))
    torch.testing.assert_close(fast(x, y), model(x, y), atol=1e-4, rtol=1e-4)
    assert cuagent.stats()["fast_path_calls"] == 1
    others = [(torch.randn(64, 128, device="cuda"), torch.randn(64, 128, device="cuda")),
              (torch.randn(256, 64, device="cuda").t(), y)]  # same shape, other strides
    for a, b in others:
        torch.testing.assert_close(fast(a, b), model(a, b), atol=1e-4, rtol=1e-4)
    stats = cuagent.stats()
    assert stats["fast_path_calls"] == 1 and stats["fallbacks"] == 2, stats


class LinearBiasRelu(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.linear = torch.nn.Linear(1024, 2048)

    def forward(self, x):
        return torch.relu(self.linear(x))


class MatmulAdd(torch.nn.Module):
    """x @ w + y with a frozen weight scaled as nn.Linear's (outputs of order 1, so TF32's
    rounding stays well inside 1e-2 in the worker's check and here)."""

    def __init__(self):
        super().__init__()
        self.register_buffer("w", torch.randn(1024, 2048) / 32.0)

    def forward(self, x, y):
        return torch.matmul(x, self.w) + y


class QkScores(torch.nn.Module):
    """q @ k^T * s: the transpose is folded into the GEMM (cuBLASLt reads k transposed)."""

    def forward(self, q, k):
        return torch.matmul(q, k.transpose(-2, -1)) * 0.125


class TransposedLhsAdd(torch.nn.Module):
    """a^T @ b + 1 with a shared a [K, M] and a batched b: strided batches, stride 0 on a.
    K is small: the worker verifies TF32 on unit normal inputs at 1e-2, which a K of 512
    exceeds near zero (TF32's error grows with sqrt(K)), and rejects such a plan."""

    def forward(self, a, b):
        return torch.matmul(a.t(), b) + 1.0


GEMM_MODELS = {
    "linear_bias_relu": (LinearBiasRelu, ["aten::linear", "aten::relu"],
                         lambda: [torch.randn(512, 1024, device="cuda")]),
    "matmul_add": (MatmulAdd, ["aten::matmul", "aten::add.Tensor"],
                   lambda: [torch.randn(512, 1024, device="cuda"),
                            torch.randn(512, 2048, device="cuda")]),
    "qk_scores": (QkScores, ["aten::transpose.int", "aten::matmul", "aten::mul.Scalar"],
                  lambda: [torch.randn(4, 8, 256, 64, device="cuda") / 8,
                           torch.randn(4, 8, 384, 64, device="cuda") / 8]),
    "transposed_lhs": (TransposedLhsAdd, ["aten::t", "aten::matmul", "aten::add.Scalar"],
                       lambda: [torch.randn(64, 256, device="cuda") / 8,
                                torch.randn(3, 64, 128, device="cuda") / 8]),
}


@pytest.fixture
def strict_fp32_eager():
    """Eager at PyTorch's defaults: float32 matmuls without TF32."""
    saved = torch.backends.cuda.matmul.allow_tf32
    torch.backends.cuda.matmul.allow_tf32 = False
    yield
    torch.backends.cuda.matmul.allow_tf32 = saved


@pytest.mark.parametrize("precision", ["fp32", "tf32"])
@pytest.mark.parametrize("name", sorted(GEMM_MODELS))
def test_gemm_group_fast_path(cuagent, tmp_path, strict_fp32_eager, name, precision):
    worker = real_worker()
    assert worker, "build cuagent-compile (CUAGENT_ENABLE_MLIR=ON) for the GPU tests"
    model_cls, ops, make_inputs = GEMM_MODELS[name]
    torch.manual_seed(0)
    model = scripted(model_cls()).cuda()
    # min_speedup=0: this tests the fast path itself, whatever the kernel's speed.
    fast = cuagent.optimize(model, make_inputs(), worker_path=str(worker), precision=precision,
                            cache_dir=str(tmp_path / "cache"), verbose=True, min_speedup=0)
    report = cuagent.last_report()
    assert report["precision"] == precision
    (group,) = report["groups"]
    assert group["ops"] == ops, report
    assert group["status"] == "verified" and group["patched"], report
    assert report["patched_groups"] == 1, report
    import json
    from pathlib import Path
    (task_file,) = [p for p in Path(report["cache_dir"]).rglob("task.json")
                    if ".tmp" not in p.parts]
    assert json.loads(task_file.read_text())["precision"] == precision
    tolerance = 1e-3 if precision == "fp32" else 2e-2
    cuagent.reset()
    with torch.no_grad():
        for _ in range(3):
            inputs = make_inputs()
            torch.testing.assert_close(fast(*inputs), model(*inputs), atol=tolerance,
                                       rtol=tolerance)
    stats = cuagent.stats()
    assert stats["fast_path_calls"] >= 3 and stats["fallbacks"] == 0, stats


class SigmoidScaleAdd(torch.nn.Module):
    def forward(self, x, y):
        return torch.sigmoid(x) * 2.0 + y


def test_permuted_input_is_read_in_place(cuagent, tmp_path):
    """A dense permuted input (here a transposed view) is a task input with
    strides: the kernel reads its memory through an index map. The guard
    keeps other strides on the stock path."""
    worker = real_worker()
    assert worker, "build cuagent-compile (CUAGENT_ENABLE_MLIR=ON) for the GPU tests"
    model = scripted(SigmoidScaleAdd()).cuda()

    def make():
        return [torch.randn(4, 256, 8, 64, device="cuda").transpose(1, 2),
                torch.randn(4, 8, 256, 64, device="cuda")]

    fast = cuagent.optimize(model, make(), worker_path=str(worker),
                            cache_dir=str(tmp_path / "cache"), verbose=True, min_speedup=0)
    report = cuagent.last_report()
    assert [g["status"] for g in report["groups"]] == ["verified"], report
    import json
    from pathlib import Path
    (task_file,) = [p for p in Path(report["cache_dir"]).rglob("task.json")
                    if ".tmp" not in p.parts]
    strides = [i["strides"] for i in json.loads(task_file.read_text())["graph"]["inputs"]]
    assert [64 * 8 * 256, 64, 64 * 8, 1] in strides, strides
    cuagent.reset()
    for _ in range(3):
        x, y = make()
        torch.testing.assert_close(fast(x, y), model(x, y), atol=1e-5, rtol=1e-5)
    assert cuagent.stats()["fast_path_calls"] == 3, cuagent.stats()
    x, y = make()
    torch.testing.assert_close(fast(x.contiguous(), y), model(x, y), atol=1e-5, rtol=1e-5)
    assert cuagent.stats()["fallbacks"] == 1, cuagent.stats()


class SdpaSigmoidRms(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.norm = torch.nn.RMSNorm(64)

    def forward(self, q, k, v):
        x = torch.nn.functional.scaled_dot_product_attention(q, k, v, is_causal=True)
        return self.norm(torch.sigmoid(x))


def test_ops_after_attention_form_a_group(cuagent, tmp_path):
    """sdpa's output (a permuted layout for fp32 on the GPU) feeds a group that
    is verified and matches eager."""
    worker = real_worker()
    assert worker, "build cuagent-compile (CUAGENT_ENABLE_MLIR=ON) for the GPU tests"
    torch.manual_seed(0)
    model = scripted(SdpaSigmoidRms()).cuda()

    def make():
        return [torch.randn(4, 8, 256, 64, device="cuda") for _ in range(3)]

    fast = cuagent.optimize(model, make(), worker_path=str(worker), decompose_attention=False,
                            cache_dir=str(tmp_path / "cache"), verbose=True, min_speedup=0)
    report = cuagent.last_report()
    (group,) = report["groups"]
    assert group["ops"] == ["aten::sigmoid", "aten::rms_norm"], report
    assert group["status"] == "verified" and group["patched"], report
    cuagent.reset()
    with torch.no_grad():
        for _ in range(3):
            inputs = make()
            torch.testing.assert_close(fast(*inputs), model(*inputs), atol=1e-4, rtol=1e-4)
    assert cuagent.stats()["fallbacks"] == 0, cuagent.stats()


class MaskedScoresInstanceNorm(torch.nn.Module):
    """q@kᵀ, a frozen causal mask (a bool constant after freezing), softmax,
    then InstanceNorm1d, whose op sits in an If on the input's rank: shape
    specialization and the mask (a causal-pattern parameter, computed by the
    importer: decision 96) make it all one group."""

    def __init__(self, n):
        super().__init__()
        self.register_buffer("mask", torch.tril(torch.ones(n, n)))
        self.norm = torch.nn.InstanceNorm1d(n, affine=True)

    def forward(self, q, k):
        scores = torch.matmul(q, k.transpose(-2, -1)) * 0.125
        probs = torch.softmax(scores.masked_fill(self.mask == 0, float("-inf")), dim=-1)
        return self.norm(probs.flatten(0, 1))


def test_masked_scores_and_instance_norm_form_one_group(cuagent, tmp_path):
    worker = real_worker()
    assert worker, "build cuagent-compile (CUAGENT_ENABLE_MLIR=ON) for the GPU tests"
    torch.manual_seed(0)
    model = torch.jit.script(MaskedScoresInstanceNorm(256).eval()).cuda()

    def make():
        return [torch.randn(4, 8, 256, 64, device="cuda") for _ in range(2)]

    fast = cuagent.optimize(model, make(), worker_path=str(worker),
                            cache_dir=str(tmp_path / "cache"), verbose=True, min_speedup=0)
    report = cuagent.last_report()
    (group,) = report["groups"]
    for op in ("aten::matmul", "aten::masked_fill.Scalar", "aten::softmax.int",
               "aten::instance_norm"):
        assert op in group["ops"], report
    assert group["status"] == "verified" and group["patched"], report
    # The exact causal mask is no widened float parameter (decision 96).
    assert report["folded_shape_queries"] > 0 and report["widened_bool_masks"] == 0, report
    cuagent.reset()
    with torch.no_grad():
        for _ in range(3):
            inputs = make()
            torch.testing.assert_close(fast(*inputs), model(*inputs), atol=1e-4, rtol=1e-4)
        assert cuagent.stats()["fallbacks"] == 0, cuagent.stats()
        # Other sizes run the graph as frozen, stock kernels.
        other = [torch.randn(2, 8, 256, 64, device="cuda") for _ in range(2)]
        torch.testing.assert_close(fast(*other), model(*other), atol=1e-4, rtol=1e-4)


class TwoLinears(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.first = torch.nn.Linear(512, 1024)
        self.second = torch.nn.Linear(1024, 256)

    def forward(self, x):
        return torch.sigmoid(self.second(torch.relu(self.first(x)) * 0.5))


def test_a_group_that_loses_is_retried_as_parts(cuagent, tmp_path):
    """min_speedup=1000: no kernel can pass, so the whole group is retried as
    one part per GEMM (each with its epilogue), then each GEMM apart from its
    epilogue; every part is a verified task of its own, and the module still
    matches eager."""
    worker = real_worker()
    assert worker, "build cuagent-compile (CUAGENT_ENABLE_MLIR=ON) for the GPU tests"
    torch.manual_seed(0)
    model = torch.jit.script(TwoLinears().eval()).cuda()
    x = torch.randn(4096, 512, device="cuda")
    fast = cuagent.optimize(model, [x], worker_path=str(worker), cache_dir=str(tmp_path / "c"),
                            min_speedup=1000.0)
    groups = cuagent.last_report()["groups"]
    whole = groups[0]
    assert whole["status"] == "not_faster" and len(whole["retried_as"]) == 2, groups
    first, second = (groups[i] for i in whole["retried_as"])
    assert first["ops"] == ["aten::linear", "aten::relu", "aten::mul.Scalar"], groups
    assert second["ops"] == ["aten::linear", "aten::sigmoid"], groups
    for part in (first, second):
        assert part["part_of"] == 0 and part["status"] == "not_faster", part
        assert part["kernel_time_ms"] > 0 and part["stock_time_ms"] > 0, part
        (gemm,) = [groups[i] for i in part["retried_as"] if groups[i]["ops"] == ["aten::linear"]]
        assert gemm["status"] == "not_faster", gemm
    assert not any(g.get("patched") for g in groups), groups
    with torch.no_grad():
        torch.testing.assert_close(fast(x), model(x), atol=1e-4, rtol=1e-4)


class _ConvTransposeConv(torch.nn.Module):
    """Two large TF32 convolutions: stock cuDNN transforms NCHW to NHWC and
    back in workspace it takes from PyTorch's allocator."""

    def __init__(self):
        super().__init__()
        self.up = torch.nn.ConvTranspose2d(16, 64, 4, stride=2, padding=1, bias=False)
        self.down = torch.nn.Conv2d(64, 64, 3, stride=2, bias=True)

    def forward(self, x):
        return self.down(self.up(x))


def test_stock_peak_memory_is_measured_with_library_workspace(cuagent, tmp_path):
    """Decision 58: the memory cap rests on what stock measurably allocates at
    a group, its libraries' workspaces included (eager holds them too); the
    worker's report carries the measurement and the cap it gave."""
    worker = real_worker()
    assert worker, "build cuagent-compile (CUAGENT_ENABLE_MLIR=ON) for the GPU tests"
    model = torch.jit.script(_ConvTransposeConv().cuda().eval())
    x = torch.randn(16, 16, 128, 64, device="cuda")
    saved = torch.backends.cudnn.allow_tf32
    torch.backends.cudnn.allow_tf32 = True
    try:
        with torch.no_grad():
            y = model(x)
            torch.cuda.synchronize()
            base = torch.cuda.memory_allocated()
            torch.cuda.reset_peak_memory_stats()
            model(x)
            torch.cuda.synchronize()
            eager_transient = torch.cuda.max_memory_allocated() - base
        cuagent.optimize(model, [x], worker_path=str(worker), precision="tf32",
                         cache_dir=str(tmp_path / "cache"), min_speedup=0)
    finally:
        torch.backends.cudnn.allow_tf32 = saved
    report = cuagent.last_report()
    groups = [g for g in report["groups"] if "memory" in g]
    assert groups, report
    whole = max(groups, key=lambda g: len(g["ops"]))
    memory = whole["memory"]
    intermediate = 16 * 64 * 256 * 128 * 4
    out = y.numel() * 4
    print(f"\nstock peak {memory['stock_peak_bytes'] / 2**20:.1f} MiB (eager's transient "
          f"{eager_transient / 2**20:.1f} MiB, output {out / 2**20:.1f}, intermediate "
          f"{intermediate / 2**20:.1f}); cap {memory['cap_bytes'] / 2**20:.1f} MiB; "
          f"status {whole['status']} {whole.get('candidate')}")
    # One stock run allocates at least its output and intermediate, and not
    # more than eager's own forward does beyond slack for the allocator.
    assert memory["stock_peak_bytes"] >= out + intermediate, memory
    assert memory["stock_peak_bytes"] <= eager_transient + (64 << 20), (memory, eager_transient)
    held = max(out + intermediate, memory["stock_peak_bytes"])
    inputs = x.numel() * 4 + sum(p.numel() * 4 for p in model.parameters())
    cap = 1.2 * (inputs + held) - (inputs + out)
    assert abs(memory["cap_bytes"] - max(cap, 64 << 20)) <= 1 << 20, (memory, cap)


class _AttentionConv(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = torch.nn.Conv2d(8, 16, 3, padding=1)

    def forward(self, q, k, v):
        x = torch.nn.functional.scaled_dot_product_attention(q, k, v)
        return torch.relu(self.conv(x))


def test_conv_reads_an_attention_output(cuagent, tmp_path):
    """Stock sdpa on CUDA returns [B, L, H, E] memory; the conv after it
    joins a group (its input copied contiguous by the group, as stock's conv
    does) and its verified kernel matches eager."""
    worker = real_worker()
    assert worker, "build cuagent-compile (CUAGENT_ENABLE_MLIR=ON) for the GPU tests"
    model = torch.jit.script(_AttentionConv().cuda().eval())
    q, k, v = (torch.randn(4, 8, 256, 64, device="cuda") for _ in range(3))
    fast = cuagent.optimize(model, [q, k, v], worker_path=str(worker), min_speedup=0,
                            decompose_attention=False, cache_dir=str(tmp_path / "cache"))
    report = cuagent.last_report()
    conv = [g for g in report["groups"] if "aten::conv2d" in g["ops"]]
    assert conv and conv[0]["status"] == "verified", report
    saved = torch.backends.cudnn.allow_tf32
    torch.backends.cudnn.allow_tf32 = False  # strict fp32, as the fp32 mode verified it
    try:
        with torch.no_grad():
            torch.testing.assert_close(fast(q, k, v), model(q, k, v), atol=1e-4, rtol=1e-4)
    finally:
        torch.backends.cudnn.allow_tf32 = saved


class _ProjectedAttention(torch.nn.Module):
    """Heads of 256, past the flash template: the decomposed attention is
    planned as written (decision 41), against stock's fused kernel."""

    def __init__(self):
        super().__init__()
        self.proj = torch.nn.Linear(256, 1024)

    def forward(self, x, k, v):
        q = self.proj(x).reshape(2, 128, 4, 256).transpose(1, 2)
        o = torch.nn.functional.scaled_dot_product_attention(q, k, v)
        return torch.tanh(o.transpose(1, 2).reshape(2, 128, 1024) * 0.5)


def test_attention_group_races_stock_attention_with_its_neighbours_fused(cuagent, tmp_path):
    """A verified decomposed-attention group is raced against the parts
    beside its attention (the projection, the epilogue) with the attention
    stock (Race.h): exactly one side stays patched, the one that saves more
    against stock, and the module matches eager either way."""
    worker = real_worker()
    assert worker, "build cuagent-compile (CUAGENT_ENABLE_MLIR=ON) for the GPU tests"
    torch.manual_seed(0)
    model = torch.jit.script(_ProjectedAttention().cuda().eval())
    x = torch.randn(2, 128, 256, device="cuda")
    k, v = (torch.randn(2, 4, 512, 256, device="cuda") for _ in range(2))
    # min_speedup=0: every verified side is patched before the race.
    fast = cuagent.optimize(model, [x, k, v], worker_path=str(worker), min_speedup=0,
                            decompose_attention=True, cache_dir=str(tmp_path / "cache"))
    report = cuagent.last_report()
    groups = report["groups"]
    (whole,) = [g for g in groups if "aten::scaled_dot_product_attention" in g["ops"]]
    assert "race" in whole and whole["raced_against"], groups
    parts = [groups[i] for i in whole["raced_against"]]
    assert [p["ops"][0] for p in parts] == ["aten::linear", "aten::transpose.int"], parts
    assert all(p["raced_beside"] == whole["index"] for p in parts), parts
    race = whole["race"]
    assert race["saving_ms"] == pytest.approx(whole["stock_time_ms"] - whole["kernel_time_ms"])
    verified_parts = [p for p in parts if p["status"] in ("verified", "lost_race")]
    assert race["parts_saving_ms"] == pytest.approx(
        sum(p["stock_time_ms"] - p["kernel_time_ms"] for p in verified_parts)), parts
    if race["winner"] == "stock attention":
        assert race["parts_saving_ms"] > race["saving_ms"], race
        assert not whole["patched"] and whole["status"] == "lost_race", whole
        assert all(p["patched"] for p in verified_parts), parts
    else:
        assert race["winner"] == "decomposed attention", race
        assert whole["patched"] and whole["status"] == "verified", whole
        assert not any(p["patched"] for p in parts), parts
    assert report["patched_groups"] == sum(1 for g in groups if g.get("patched")), report
    with torch.no_grad():
        torch.testing.assert_close(fast(x, k, v), model(x, k, v), atol=1e-4, rtol=1e-4)
