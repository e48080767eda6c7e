"""The convolution family (issue 9) on the capture side: what a frozen
scripted (or traced) model contains, which groups and tasks it yields, and
which convolutions stay stock with which reason. CPU only; the GPU side is
test/gpu (make_task.py's conv tasks)."""
import json
import subprocess
import sys
from pathlib import Path

import pytest
import torch

from models import scripted
from conftest import REPO, groups, real_worker, reasons

nn = torch.nn
F = torch.nn.functional


def fallback(result, op):
    (entry,) = [f for f in result["fallbacks"] if f["op"] == op]
    return entry


class ConvBiasRelu(nn.Module):
    def __init__(self, bias=True, **kw):
        super().__init__()
        self.conv = nn.Conv2d(4, 8, 3, bias=bias, **kw)

    def forward(self, x):
        return torch.relu(self.conv(x))


class ConvTranspose3dClampDiv(nn.Module):
    """KernelBench's convT3d -> clamp -> div shape."""

    def __init__(self):
        super().__init__()
        self.conv = nn.ConvTranspose3d(4, 6, 3, stride=2, padding=1, output_padding=1, groups=2)

    def forward(self, x):
        return torch.clamp(self.conv(x), min=-0.5, max=0.5) / 2.0


class DepthwiseAct(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(8, 8, 3, padding=1, groups=8)

    def forward(self, x):
        return F.silu(self.conv(x))


class Conv1dOnly(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv1d(4, 8, 5, stride=2, dilation=2)

    def forward(self, x):
        return self.conv(x)


class ConvBnRelu(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(4, 8, 3)
        self.bn = nn.BatchNorm2d(8)

    def forward(self, x):
        return torch.relu(self.bn(self.conv(x)))


class FunctionalConv(nn.Module):
    """Weight and bias computed at run time: group inputs, not parameters."""

    def forward(self, x, w, b):
        return torch.tanh(F.conv2d(x, w, b, stride=2, padding=1))


GROUP_CASES = [
    ("conv2d+bias+relu", ConvBiasRelu(), [(2, 4, 10, 10)], ["aten::conv2d", "aten::relu"]),
    ("conv2d no bias, strided, dilated", ConvBiasRelu(bias=False, stride=2, dilation=2),
     [(1, 4, 12, 12)], ["aten::conv2d", "aten::relu"]),
    ("padding same", ConvBiasRelu(padding="same", dilation=2), [(1, 4, 9, 9)],
     ["aten::conv2d.padding", "aten::relu"]),
    ("padding valid", ConvBiasRelu(padding="valid"), [(1, 4, 9, 9)],
     ["aten::conv2d.padding", "aten::relu"]),
    ("convT3d->clamp->div", ConvTranspose3dClampDiv(), [(1, 4, 4, 4, 4)],
     ["aten::conv_transpose3d.input", "aten::clamp", "aten::div.Scalar"]),
    ("depthwise->silu", DepthwiseAct(), [(2, 8, 6, 6)], ["aten::conv2d", "aten::silu"]),
    ("conv1d alone", Conv1dOnly(), [(2, 4, 32)], ["aten::conv1d"]),
    # Freezing folds the eval-mode BatchNorm into the conv's weight and bias.
    ("conv->bn->relu", ConvBnRelu(), [(1, 4, 8, 8)], ["aten::conv2d", "aten::relu"]),
    ("functional conv", FunctionalConv(), [(1, 4, 8, 8), (8, 4, 3, 3), (8,)],
     ["aten::conv2d", "aten::tanh"]),
]


@pytest.mark.parametrize("name,model,shapes,ops", GROUP_CASES, ids=[c[0] for c in GROUP_CASES])
def test_conv_and_its_tail_form_one_group(cuagent, name, model, shapes, ops):
    result = cuagent.partition(scripted(model), [torch.randn(s) for s in shapes])
    assert [g["ops"] for g in result["groups"]] == [ops], result
    assert result["fallbacks"] == [], result


@pytest.mark.parametrize("module,shape,op", [
    (nn.Conv1d(4, 8, 3), (2, 4, 16), "aten::conv1d"),
    (nn.Conv3d(4, 8, 3, padding=1), (1, 4, 5, 5, 5), "aten::conv3d"),
    (nn.ConvTranspose1d(4, 8, 3, stride=2), (2, 4, 16), "aten::conv_transpose1d"),
    (nn.ConvTranspose2d(4, 8, 3, stride=2, output_padding=1), (1, 4, 6, 6),
     "aten::conv_transpose2d.input"),
    (nn.Conv1d(4, 8, 3, padding="same"), (2, 4, 16), "aten::conv1d.padding"),
    (nn.Conv3d(4, 8, 3, padding="same"), (1, 4, 5, 5, 5), "aten::conv3d.padding"),
], ids=lambda v: v if isinstance(v, str) else None)
def test_every_conv_schema_is_captured(cuagent, module, shape, op):
    # Wrapped: a top-level ConvTranspose module takes output_size (see below).
    model = nn.Sequential(module, nn.ReLU())
    result = cuagent.partition(scripted(model), [torch.randn(shape)])
    assert [g["ops"] for g in result["groups"]] == [[op, "aten::relu"]], result


def test_traced_models_use_convolution(cuagent):
    """Tracing records aten::_convolution, forward and transposed."""
    for conv in (nn.Conv2d(4, 8, 3, padding=1), nn.ConvTranspose2d(4, 8, 3, stride=2)):
        model = nn.Sequential(conv, nn.ReLU()).eval()
        x = torch.randn(1, 4, 8, 8)
        result = cuagent.partition(torch.jit.trace(model, x), [x])
        assert [g["ops"] for g in result["groups"]] == [["aten::_convolution", "aten::relu"]]


def test_conv_chain_is_one_group(cuagent):
    """conv -> relu -> conv -> relu: library ops and tails all join one group."""
    model = nn.Sequential(nn.Conv2d(4, 8, 3), nn.ReLU(), nn.Conv2d(8, 8, 1), nn.ReLU())
    result = cuagent.partition(scripted(model), [torch.randn(1, 4, 8, 8)])
    assert [g["ops"] for g in result["groups"]] == [
        ["aten::conv2d", "aten::relu", "aten::conv2d", "aten::relu"]]


def test_stock_fallbacks_give_their_reason(cuagent):
    model = scripted(ConvBiasRelu())
    x = torch.randn(1, 4, 8, 8)
    f64 = cuagent.partition(scripted(ConvBiasRelu()).double(), [x.double()])
    assert fallback(f64, "aten::conv2d")["reason"] == "UnsupportedDtype"
    assert "Double" in fallback(f64, "aten::conv2d")["detail"]
    # A dense permuted input (channels-last, an attention output) joins the
    # group: its copy kernel makes it contiguous, as stock's conv does; one
    # with gaps stays stock.
    last = cuagent.partition(model, [x.to(memory_format=torch.channels_last)])
    assert [g["ops"] for g in last["groups"]] == [["aten::conv2d", "aten::relu"]], last
    sliced = cuagent.partition(model, [torch.randn(1, 4, 8, 16)[..., :8]])
    assert fallback(sliced, "aten::conv2d")["reason"] == "NonContiguous"
    unbatched = cuagent.partition(model, [torch.randn(4, 8, 8)])
    assert fallback(unbatched, "aten::conv2d")["reason"] == "UnsupportedShape"
    assert "is unbatched" in fallback(unbatched, "aten::conv2d")["detail"]
    assert unbatched["groups"] == []


def test_asymmetric_same_padding_stays_stock(cuagent):
    """PyTorch pads 'same' with an even kernel extent asymmetrically."""
    model = scripted(nn.Sequential(nn.Conv2d(4, 8, 4, padding="same"), nn.ReLU()))
    result = cuagent.partition(model, [torch.randn(1, 4, 8, 8)])
    entry = fallback(result, "aten::conv2d.padding")
    assert entry["reason"] == "UnsupportedArgument"
    assert "kernel extent 4 pads asymmetrically" in entry["detail"], entry
    # An odd dilation does not help; an even one makes the extent odd again.
    fine = nn.Sequential(nn.Conv2d(4, 8, 4, padding="same", dilation=2), nn.ReLU())
    result = cuagent.partition(scripted(fine), [torch.randn(1, 4, 8, 8)])
    assert [g["ops"] for g in result["groups"]] == [["aten::conv2d.padding", "aten::relu"]]


def test_padding_modes_other_than_zeros_are_a_pad_in_the_convs_group(cuagent):
    """padding_mode='reflect' is an aten::pad before a conv without padding:
    stock copies it into a new buffer too, so the group computes the pad
    into the buffer cuDNN reads (decision 81); a view feeding the conv
    would still stay stock."""
    model = nn.Sequential(nn.Conv2d(4, 8, 3, padding=1, padding_mode="reflect"), nn.ReLU())
    result = cuagent.partition(scripted(model), [torch.randn(1, 4, 8, 8)])
    assert result["fallbacks"] == [], result
    assert [g["ops"] for g in result["groups"]] == [["aten::pad", "aten::conv2d", "aten::relu"]]


def test_top_level_conv_transpose_output_size_is_fixed_when_none(cuagent, tmp_path, worker):
    """ConvTranspose*d.forward takes output_size; scripted on its own, the
    output padding depends on it. Left None in the example call, it is a
    constant behind the guard (decision 109), so the conv's geometry folds;
    a call that passes output_size runs the graph as it was."""
    model = scripted(nn.ConvTranspose2d(4, 8, 3))
    x = torch.randn(1, 4, 6, 6)
    result = cuagent.partition(model, [x])
    assert result["fixed_inputs"] == 1, result
    assert result["fallbacks"] == [], result
    assert groups(result) == [["aten::conv_transpose2d.input"]], result
    fast = cuagent.optimize(model, [x], worker_path=worker, cache_dir=str(tmp_path / "c"))
    with torch.no_grad():
        torch.testing.assert_close(fast(x), model(x))
        torch.testing.assert_close(fast(x, [8, 8]), model(x, [8, 8]))


def test_non_constant_geometry_stays_stock(cuagent):
    class M(nn.Module):
        def forward(self, x, w, groups: int):
            return torch.relu(F.conv2d(x, w, None, 1, 0, 1, groups))

    result = cuagent.partition(scripted(M()), [torch.randn(1, 4, 6, 6), torch.randn(8, 2, 3, 3), 2])
    assert fallback(result, "aten::conv2d")["reason"] == "NonConstantArgument"


def test_optional_bias_decided_at_run_time_stays_stock(cuagent):
    from typing import Optional

    class M(nn.Module):
        def forward(self, x, w, b: Optional[torch.Tensor]):
            return torch.relu(F.conv2d(x, w, b))

    result = cuagent.partition(scripted(M()), [torch.randn(1, 4, 6, 6), torch.randn(8, 4, 3, 3),
                                               torch.randn(8)])
    assert fallback(result, "aten::conv2d")["reason"] == "UnsupportedArgument"


def task_of(report):
    (group,) = report["groups"]
    return json.loads((Path(group["task_dir"]) / "task.json").read_text()), Path(group["task_dir"])


def optimize_task(cuagent, model, inputs, tmp_path, worker):
    cuagent.optimize(model, inputs, cache_dir=str(tmp_path / "c"), worker_path=worker,
                     task_dir=str(tmp_path / "t"))
    return task_of(cuagent.last_report())


def test_conv_task_records_geometry_and_parameters(cuagent, tmp_path, worker):
    model = scripted(ConvBiasRelu(stride=2, padding=1))
    task, task_dir = optimize_task(cuagent, model, [torch.randn(2, 4, 9, 9)], tmp_path, worker)
    inputs = task["graph"]["inputs"]
    assert [i["kind"] for i in inputs] == ["input", "parameter", "parameter"]
    assert inputs[1]["shape"] == [8, 4, 3, 3] and inputs[2]["shape"] == [8]
    weight = torch.from_file(str(task_dir / inputs[1]["file"]), size=8 * 4 * 9, dtype=torch.float32)
    frozen = torch.jit.freeze(model)
    constants = [n.output().toIValue() for n in frozen.graph.nodes()
                 if n.kind() == "prim::Constant" and n.output().type().kind() == "TensorType"]
    assert any(c.shape == (8, 4, 3, 3) and torch.equal(weight.view(8, 4, 3, 3), c)
               for c in constants)
    conv, relu = task["graph"]["nodes"]
    assert conv["op"] == "aten::conv2d"
    assert conv["inputs"] == [i["name"] for i in inputs]
    # Every list has one entry per spatial dim, whatever the module said.
    assert conv["attrs"] == {"stride": [2, 2], "padding": [1, 1], "dilation": [1, 1], "groups": 1}
    assert relu["inputs"] == conv["outputs"]
    assert task["graph"]["outputs"][0]["shape"] == [2, 8, 5, 5]
    # On the CPU there is no cuDNN (nor cuBLASLt) version to record.
    assert "cudnn" not in task["target"] and "cublaslt" not in task["target"]


def test_transposed_grouped_task(cuagent, tmp_path, worker):
    task, _ = optimize_task(cuagent, scripted(ConvTranspose3dClampDiv()),
                            [torch.randn(1, 4, 4, 4, 4)], tmp_path, worker)
    conv = task["graph"]["nodes"][0]
    assert conv["op"] == "aten::conv_transpose3d.input"
    assert conv["attrs"] == {"stride": [2, 2, 2], "padding": [1, 1, 1],
                             "output_padding": [1, 1, 1], "groups": 2, "dilation": [1, 1, 1]}
    assert [n["op"] for n in task["graph"]["nodes"]] == [
        "aten::conv_transpose3d.input", "aten::clamp", "aten::div.Scalar"]
    assert task["graph"]["outputs"][0]["shape"] == [1, 6, 8, 8, 8]


def test_same_padding_and_traced_tasks(cuagent, tmp_path, worker):
    task, _ = optimize_task(cuagent, scripted(ConvBiasRelu(padding="same")),
                            [torch.randn(1, 4, 7, 7)], tmp_path / "same", worker)
    assert task["graph"]["nodes"][0]["attrs"] == {"stride": [1, 1], "padding": "same",
                                                  "dilation": [1, 1], "groups": 1}
    model = nn.Sequential(nn.ConvTranspose2d(4, 8, 3, stride=2), nn.ReLU()).eval()
    x = torch.randn(1, 4, 5, 5)
    task, _ = optimize_task(cuagent, torch.jit.trace(model, x), [x], tmp_path / "traced", worker)
    attrs = task["graph"]["nodes"][0]["attrs"]
    assert task["graph"]["nodes"][0]["op"] == "aten::_convolution"
    assert attrs["transposed"] is True and attrs["stride"] == [2, 2]
    assert attrs["output_padding"] == [0, 0] and attrs["groups"] == 1


def test_non_constant_weight_is_a_group_input(cuagent, tmp_path, worker):
    shapes = [(1, 4, 8, 8), (8, 4, 3, 3), (8,)]
    task, _ = optimize_task(cuagent, scripted(FunctionalConv()), [torch.randn(s) for s in shapes],
                            tmp_path, worker)
    assert [i["kind"] for i in task["graph"]["inputs"]] == ["input"] * 3
    assert task["graph"]["nodes"][0]["attrs"]["stride"] == [2, 2]


def test_references_are_drawn_and_match_eager(cuagent, tmp_path, worker):
    """The reference outputs are what the module computes for the reference inputs."""
    model = scripted(ConvTranspose3dClampDiv())
    task, task_dir = optimize_task(cuagent, model, [torch.randn(1, 4, 4, 4, 4)], tmp_path, worker)
    assert task["reference"]["sets"], task
    ref = task["reference"]["sets"][0]
    x = torch.from_file(str(task_dir / ref["inputs"][0]), size=4 ** 4).view(1, 4, 4, 4, 4)
    y = torch.from_file(str(task_dir / ref["outputs"][0]), size=6 * 8 ** 3).view(1, 6, 8, 8, 8)
    torch.testing.assert_close(y, model(x), rtol=1e-5, atol=1e-6)


@pytest.mark.parametrize("setting", ["legacy_on", "legacy_off", "mixed"])
def test_reference_drawing_restores_the_cudnn_tf32_settings(cuagent, tmp_path, worker, setting):
    """References turn cuDNN's TF32 off while they are drawn; the caller's
    settings, legacy flag or per-op precisions, come back exactly."""
    cudnn = torch.backends.cudnn
    saved = (cudnn.conv.fp32_precision, cudnn.rnn.fp32_precision)
    saved_legacy = cudnn.allow_tf32
    try:
        if setting == "mixed":
            cudnn.conv.fp32_precision = "tf32"
            cudnn.rnn.fp32_precision = "ieee"
        else:
            cudnn.allow_tf32 = setting == "legacy_on"
        before = (cudnn.conv.fp32_precision, cudnn.rnn.fp32_precision)
        legacy = None if setting == "mixed" else cudnn.allow_tf32
        optimize_task(cuagent, scripted(ConvBiasRelu()), [torch.randn(1, 4, 6, 6)], tmp_path,
                      worker)
        assert (cudnn.conv.fp32_precision, cudnn.rnn.fp32_precision) == before
        if legacy is not None:
            assert cudnn.allow_tf32 == legacy
    finally:
        cudnn.allow_tf32 = saved_legacy
        cudnn.conv.fp32_precision, cudnn.rnn.fp32_precision = saved


def test_channels_last_input_is_a_strided_task_input(cuagent, tmp_path, worker):
    """A dense permuted conv input is a task input with its strides; the
    worker's plans copy it contiguous before the cudnn step (and compile)."""
    model = scripted(ConvBiasRelu())
    x = torch.randn(2, 4, 9, 9).to(memory_format=torch.channels_last)
    task, _ = optimize_task(cuagent, model, [x], tmp_path, worker)
    assert task["graph"]["inputs"][0]["strides"] == list(x.stride()), task["graph"]["inputs"][0]
    (group,) = cuagent.last_report()["groups"]
    assert group["ops"] == ["aten::conv2d", "aten::relu"]
    # A candidate compiled; verifying it needs a GPU (test_gpu.py does).
    assert group["status"] == "unverified", group
    # The record lists each tried candidate in one line, unmeasured here.
    assert len(group["candidates"]) == group["candidates_tried"] > 0, group
    assert all(line.startswith("builtin/") and ": " in line for line in group["candidates"]), group


@pytest.mark.parametrize("name", ["pointwise_conv1d", "pointwise_conv2d_relu",
                                  "pointwise_conv2d_relu_tf32", "pointwise_conv_transpose2d_tanh",
                                  "planted_pointwise_weight_untransposed",
                                  "planted_pointwise_bias_on_positions"])
def test_pointwise_conv_tasks_compile_as_gemms(name, tmp_path):
    """Decision 62 on the CPU: in the fp32 mode a 1x1 conv's candidates are
    cuBLASLt GEMMs (no cudnn step) and compile; where x is a task input the
    GEMM reads its buffer as it lies (no copy kernel). In the tf32 mode it
    stays a cudnn step. The GPU tests verify them (test_worker_gpu.py), and
    reject the two planted wrong rewrites."""
    sys.path.insert(0, str(REPO / "test" / "gpu"))
    import make_task  # noqa: E402

    worker = real_worker()
    assert worker, "build cuagent-compile first"
    task = make_task.write_task(name, str(tmp_path / "task"), "cpu", sets=1)
    cache = tmp_path / "cache"
    proc = subprocess.run([str(worker), "--task", task, "--cache", str(cache), "--no-gpu"],
                          capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stderr
    summary = json.loads(proc.stdout.strip().splitlines()[-1])
    assert summary["status"] == "unverified", summary
    entry = cache / "v1" / summary["key"][:2] / summary["key"]
    report = json.loads((entry / "report.json").read_text())
    assert report["candidates"] and all(c["compiled"] for c in report["candidates"]), report
    plan = json.loads((entry / "plan.json").read_text())
    kinds = [s["kind"] for s in plan["steps"]]
    if name.endswith("_tf32"):
        assert "cudnn" in kinds and "cublaslt" not in kinds, kinds
    elif name.startswith("pointwise_"):
        assert "cublaslt" in kinds and "cudnn" not in kinds, kinds
    if name in ("pointwise_conv2d_relu", "pointwise_conv_transpose2d_tanh"):
        gemm = next(s["gemm"] for s in plan["steps"] if s["kind"] == "cublaslt")
        assert kinds[0] == "cublaslt" and gemm["a"] == "in0", plan["steps"]


class SequenceConv(nn.Module):
    """A depthwise conv over a [B, T, C] sequence, transposed in and out."""

    def __init__(self):
        super().__init__()
        self.conv = nn.Conv1d(16, 16, 3, padding=1, groups=16)

    def forward(self, x):
        return F.gelu(self.conv(x.transpose(1, 2)).transpose(1, 2)) + x


def test_a_transposed_conv1d_input_joins_the_group(cuagent, tmp_path, worker):
    """Stock makes a 1-D conv's strided input contiguous (a copy) before
    cuDNN reads it, so the transpose feeding it joins the group."""
    model = scripted(SequenceConv())
    x = torch.randn(2, 12, 16)
    result = cuagent.partition(model, [x])
    assert result["fallbacks"] == [], result
    assert groups(result) == [["aten::transpose.int", "aten::conv1d", "aten::transpose.int",
                               "aten::gelu", "aten::add.Tensor"]], result
    fast = cuagent.optimize(model, [x], worker_path=worker, cache_dir=str(tmp_path / "c"))
    torch.testing.assert_close(fast(x), model(x))
