"""The elementwise rows of the twenty-sixth session (issue 10): relu6,
log_sigmoid, hardshrink, softshrink, celu, sign, log2, log10, exp2, tan,
atan, sinh, cosh, frac, clamp_min, clamp_max, fmod, remainder, xlogy,
addcmul, addcdiv and lerp; rsub and pow of two tensors (twenty-seventh). Capture records each with its arguments in one
group; the emitted kernels, emulated on the CPU, give PyTorch's results
(test/python/emulation.py), and a formula changed the way a slip would
(remainder as fmod, sign without its NaN rule) does not. The GPU verdict is
test_worker_gpu.py's, which runs every make_task task."""
import json
from pathlib import Path

import numpy as np
import pytest
import torch
import torch.nn.functional as F

from conftest import groups, reasons
from emulation import emulate_slip, emulate_task, matches
from models import scripted

import planted_slips  # noqa: E402  (test/gpu, on the path through emulation)


class Activations(torch.nn.Module):
    def forward(self, x):
        return (F.relu6(x) + F.logsigmoid(x) + F.hardshrink(x, 0.3) + F.softshrink(x, 0.4)
                + F.celu(x, 0.7) + torch.sign(x))


class Math(torch.nn.Module):
    def forward(self, x):
        return (torch.log2(x.abs()) + torch.log10(x.abs()) + torch.exp2(x) + torch.tan(x)
                + torch.atan(x) + torch.sinh(x) + torch.cosh(x) + torch.frac(x)
                + torch.clamp_min(x, -0.5) + x.clamp_max(0.25))


class Binary(torch.nn.Module):
    def forward(self, x, y, z):
        return (torch.fmod(x, 1.5) + torch.remainder(x, -1.5) + torch.fmod(x, y)
                + torch.remainder(x, y) + torch.xlogy(x, z.abs())
                + torch.addcmul(x, y, z, value=0.5) + torch.addcdiv(x, y, z, value=2.0)
                + torch.lerp(x, y, 0.3) + torch.lerp(x, y, z))


class Ops31(torch.nn.Module):
    def forward(self, x, y):
        return (torch.logaddexp(x, y) + torch.logaddexp2(x, y) + torch.hypot(x, y)
                + torch.heaviside(x, y) + torch.sinc(x) + F.rrelu(x, 0.1, 0.2, training=False)
                + torch.floor_divide(x, y) + torch.floor_divide(x, 0.3) + x // y
                + torch.div(x, y, rounding_mode="floor") + torch.div(x, 0.7, rounding_mode="trunc"))


CASES = [
    (Activations(), 1, {"aten::relu6": {}, "aten::log_sigmoid": {},
                        "aten::hardshrink": {"lambd": 0.3}, "aten::softshrink": {"lambd": 0.4},
                        "aten::celu": {"alpha": 0.7}, "aten::sign": {}}),
    (Math(), 1, {"aten::log2": {}, "aten::log10": {}, "aten::exp2": {}, "aten::tan": {},
                 "aten::atan": {}, "aten::sinh": {}, "aten::cosh": {}, "aten::frac": {},
                 "aten::clamp_min": {"min": -0.5}, "aten::clamp_max": {"max": 0.25}}),
    (Binary(), 3, {"aten::fmod.Scalar": {"other": 1.5}, "aten::remainder.Scalar": {"other": -1.5},
                   "aten::fmod.Tensor": {}, "aten::remainder.Tensor": {}, "aten::xlogy.Tensor": {},
                   "aten::addcmul": {"value": 0.5}, "aten::addcdiv": {"value": 2.0},
                   "aten::lerp.Scalar": {"weight": 0.3}, "aten::lerp.Tensor": {}}),
    (Ops31(), 2, {"aten::logaddexp": {}, "aten::logaddexp2": {}, "aten::hypot": {},
                  "aten::heaviside": {}, "aten::sinc": {},
                  "aten::rrelu": {"lower": 0.1, "upper": 0.2},
                  "aten::floor_divide": {}, "aten::floor_divide.Scalar": {"other": 0.3},
                  "aten::div.Tensor_mode": {"rounding_mode": "floor"},
                  "aten::div.Scalar_mode": {"other": 0.7, "rounding_mode": "trunc"}}),
]


@pytest.mark.parametrize("model,n_inputs,attrs", CASES,
                         ids=["activations", "math", "binary", "ops31"])
def test_rows_are_captured_in_one_group_with_their_arguments(cuagent, tmp_path, worker, model,
                                                             n_inputs, attrs):
    inputs = [torch.randn(4, 8) for _ in range(n_inputs)]
    scripted_model = scripted(model)
    result = cuagent.partition(scripted_model, inputs)
    assert result["fallbacks"] == [], reasons(result)
    (ops,) = groups(result)
    assert set(attrs) <= set(ops), ops
    fast = cuagent.optimize(scripted_model, inputs, cache_dir=str(tmp_path / "c"),
                            worker_path=worker, task_dir=str(tmp_path / "t"))
    (report,) = cuagent.last_report()["groups"]
    # Compiled with NVRTC (every candidate), unverified without a GPU.
    assert report["status"] in ("unverified", "not_faster"), report
    task = json.loads((Path(report["task_dir"]) / "task.json").read_text())
    recorded = {n["op"]: n["attrs"] for n in task["graph"]["nodes"]}
    for op, expected in attrs.items():
        assert recorded[op] == expected, (op, recorded[op])
    torch.testing.assert_close(fast(*inputs), scripted_model(*inputs), equal_nan=True)


class RsubPow(torch.nn.Module):
    def forward(self, x, y):
        return (1 - x) * torch.pow(torch.sigmoid(x), y)


def test_traced_rsub_and_tensor_pow_are_one_group(cuagent, tmp_path, worker):
    """`1 - x` traces to aten::rsub.Scalar (scripting and freezing make it
    neg and add); with pow of two tensors it is one group, alpha recorded
    apart from the scalar."""
    inputs = [torch.randn(4, 8), torch.randn(4, 8)]
    model = torch.jit.trace(RsubPow().eval(), inputs)
    result = cuagent.partition(model, inputs)
    assert groups(result) == [["aten::rsub.Scalar", "aten::sigmoid", "aten::pow.Tensor_Tensor",
                               "aten::mul.Tensor"]], result
    fast = cuagent.optimize(model, inputs, cache_dir=str(tmp_path / "c"), worker_path=worker,
                            task_dir=str(tmp_path / "t"))
    assert ("aten::rsub.Scalar", {"other": 1, "alpha": 1}) in compiled_node_attrs(cuagent)
    torch.testing.assert_close(fast(*inputs), model(*inputs))


class TracedNumbers(torch.nn.Module):
    def forward(self, x, i):
        return torch.sigmoid(x * 0.5 + 2) / 3 - 1.5, i * 0.5


def test_traced_number_constants_become_scalar_operands(cuagent, tmp_path, worker):
    """Tracing records `x * 0.5` as mul.Tensor with a 0-dim double constant:
    on a float tensor it becomes mul.Scalar (the same promotion and
    arithmetic), so the chain is one group; on an int tensor, where the
    double constant promotes the result, the op is left alone."""
    inputs = [torch.randn(4, 8), torch.arange(32).reshape(4, 8)]
    model = torch.jit.trace(TracedNumbers().eval(), inputs)
    result = cuagent.partition(model, inputs)
    assert result["scalarized_constants"] == 4, result
    assert groups(result) == [["aten::mul.Scalar", "aten::add.Scalar", "aten::sigmoid",
                               "aten::div.Scalar", "aten::sub.Scalar"]], result
    assert [f["op"] for f in result["fallbacks"]] == ["aten::mul.Tensor"], result
    fast = cuagent.optimize(model, inputs, cache_dir=str(tmp_path / "c"), worker_path=worker,
                            task_dir=str(tmp_path / "t"))
    attrs = compiled_node_attrs(cuagent)
    assert ("aten::add.Scalar", {"other": 2, "alpha": 1}) in attrs, attrs
    for actual, expected in zip(fast(*inputs), model(*inputs)):
        assert actual.dtype == expected.dtype
        torch.testing.assert_close(actual, expected)


class Triangles(torch.nn.Module):
    def forward(self, a, b, x):
        return torch.triu(a @ b), torch.tril(torch.relu(x), -1) * 2


def test_triangles_join_the_group_with_their_diagonal(cuagent, tmp_path, worker):
    """triu of a matmul is the GEMM's epilogue, tril of a batch of matrices
    an elementwise group; the diagonal is recorded signed."""
    inputs = [torch.randn(16, 24), torch.randn(24, 16), torch.randn(3, 5, 7)]
    model = scripted(Triangles())
    result = cuagent.partition(model, inputs)
    assert ["aten::matmul", "aten::triu"] in groups(result), result
    assert ["aten::relu", "aten::tril", "aten::mul.Scalar"] in groups(result), result
    fast = cuagent.optimize(model, inputs, cache_dir=str(tmp_path / "c"), worker_path=worker,
                            task_dir=str(tmp_path / "t"))
    attrs = compiled_node_attrs(cuagent)
    assert ("aten::tril", {"diagonal": -1}) in attrs and ("aten::triu", {"diagonal": 0}) in attrs
    for actual, expected in zip(fast(*inputs), model(*inputs)):
        torch.testing.assert_close(actual, expected)


@pytest.mark.parametrize("name", ["more_activations", "more_math", "more_binary",
                                  "prelu_channels", "losses_elementwise", "rsub_pow",
                                  "triangles", "constant_fills", "ops31_binary"])
def test_emulated_kernels_match_torch(name, tmp_path):
    """Every new formula, in the scalar and the 16-byte vector candidate,
    against PyTorch's CPU kernels (NaN where the reference is NaN)."""
    actual, expected = emulate_task(tmp_path, name)
    for vector, outputs in actual.items():
        assert len(outputs) == len(expected)
        for index, (a, e) in enumerate(zip(outputs, expected)):
            assert matches(a, e), (vector, index, np.nanmax(np.abs(a - e)))


class PReLUs(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.channels = torch.nn.PReLU(6, init=0.1)
        self.one = torch.nn.PReLU(init=0.3)

    def forward(self, x):
        return self.one(self.channels(x) * 2)


def test_prelu_weights_are_parameters_broadcast_over_channels(cuagent, tmp_path, worker):
    """nn.PReLU(C) and nn.PReLU(): the frozen weights become parameter
    inputs, and the [C] weight is reshaped to broadcast over dim 1 (here C
    equals the last dim, where a plain broadcast would be silently wrong)."""
    x = torch.randn(2, 6, 3, 6)
    model = scripted(PReLUs())
    result = cuagent.partition(model, [x])
    assert groups(result) == [["aten::prelu", "aten::mul.Scalar", "aten::prelu"]], result
    fast = cuagent.optimize(model, [x], cache_dir=str(tmp_path / "c"), worker_path=worker,
                            task_dir=str(tmp_path / "t"))
    (report,) = cuagent.last_report()["groups"]
    assert report["status"] in ("unverified", "not_faster"), report
    task = json.loads((Path(report["task_dir"]) / "task.json").read_text())
    params = [i["shape"] for i in task["graph"]["inputs"] if i.get("file", "").startswith("param")]
    assert sorted(params) == [[1], [6]], task["graph"]["inputs"]
    kernels = next(Path(tmp_path / "c").rglob("kernels.mlir")).read_text()
    assert "cuagent.reshape" in kernels and "tensor<6x1x1xf32>" in kernels, kernels
    torch.testing.assert_close(fast(x), model(x))


def compiled_node_attrs(cuagent):
    """(op, attrs) of every task node of the last optimize, whose groups all
    compiled (unverified without a GPU)."""
    attrs = []
    for report in cuagent.last_report()["groups"]:
        assert report["status"] in ("unverified", "not_faster"), report
        task = json.loads((Path(report["task_dir"]) / "task.json").read_text())
        attrs += [(n["op"], n["attrs"]) for n in task["graph"]["nodes"]]
    return attrs


class Losses(torch.nn.Module):
    def forward(self, x, y, t):
        return (F.mse_loss(x, y), F.l1_loss(x, y, reduction="sum"),
                F.smooth_l1_loss(x, y, beta=0.5), F.huber_loss(x, y, delta=0.7),
                F.soft_margin_loss(x, t),
                F.kl_div(torch.log_softmax(x, 1), torch.softmax(y, 1), reduction="batchmean"),
                F.binary_cross_entropy_with_logits(x, torch.sigmoid(y)),
                F.margin_ranking_loss(x, y, t, margin=0.2), F.mse_loss(x, y, reduction="none"),
                F.binary_cross_entropy(torch.sigmoid(x), torch.sigmoid(y), reduction="sum"))


def test_losses_are_captured_with_their_reduction(cuagent, tmp_path, worker):
    """Each loss is a group (kl_div's with the softmaxes before it and the
    batchmean division after it), its reduction recorded as ATen's enum and
    its parameters by name; every candidate compiles, and the module
    computes what it did."""
    inputs = [torch.randn(8, 16), torch.randn(8, 16), torch.randn(8, 16).sign()]
    model = scripted(Losses())
    result = cuagent.partition(model, inputs)
    ops = [op for g in groups(result) for op in g]
    for op in ("aten::mse_loss", "aten::l1_loss", "aten::smooth_l1_loss", "aten::huber_loss",
               "aten::soft_margin_loss", "aten::kl_div",
               "aten::binary_cross_entropy_with_logits", "aten::margin_ranking_loss",
               "aten::binary_cross_entropy"):
        assert op in ops, (op, result)
    fast = cuagent.optimize(model, inputs, cache_dir=str(tmp_path / "c"), worker_path=worker,
                            task_dir=str(tmp_path / "t"))
    attrs = compiled_node_attrs(cuagent)
    assert ("aten::l1_loss", {"reduction": 2}) in attrs
    assert ("aten::smooth_l1_loss", {"reduction": 1, "beta": 0.5}) in attrs
    assert ("aten::huber_loss", {"reduction": 1, "delta": 0.7}) in attrs
    assert ("aten::kl_div", {"reduction": 2, "log_target": False}) in attrs
    assert ("aten::margin_ranking_loss", {"margin": 0.2, "reduction": 1}) in attrs
    assert ("aten::mse_loss", {"reduction": 0}) in attrs
    assert ("aten::binary_cross_entropy", {"reduction": 2}) in attrs
    for actual, expected in zip(fast(*inputs), model(*inputs)):
        torch.testing.assert_close(actual, expected)


class BroadcastLosses(torch.nn.Module):
    def forward(self, x, y, z):
        a = F.mse_loss(torch.tanh(x), y, reduction="none") * 2.0
        return a + F.smooth_l1_loss(x, z, beta=0.5) + F.huber_loss(torch.relu(z), x, delta=0.7)


def test_the_losses_broadcast_tensors_become_expands(cuagent, tmp_path, worker):
    """The scripted losses' broadcast_tensors (a Tensor[] op that no group
    takes) become expands to the profiled shape, or nothing where the shapes
    agree: each loss joins the ops before it, across the warning stock
    prints when the shapes differ; the module computes what it did, and
    other sizes take the unspecialized graph."""
    inputs = [torch.randn(8, 16), torch.randn(8, 16), torch.randn(1, 16)]
    model = scripted(BroadcastLosses())
    result = cuagent.partition(model, inputs)
    assert result["broadcast_lists"] == 3, result
    # Nothing stays stock: the size warning (aten::format, aten::warn) is
    # scalar work, no kernel, so it is not reported either.
    assert not result["fallbacks"], result
    found = groups(result)
    assert any({"aten::tanh", "aten::mse_loss"} <= set(g) for g in found), found
    assert any({"aten::expand", "aten::smooth_l1_loss"} <= set(g) for g in found), found
    # relu before the loss's warning (the shapes differ) and the expand after
    # it: a warning is no barrier to a group.
    assert any({"aten::relu", "aten::expand", "aten::huber_loss"} <= set(g) for g in found), found
    fast = cuagent.optimize(model, inputs, cache_dir=str(tmp_path / "c"), worker_path=worker,
                            task_dir=str(tmp_path / "t"))
    torch.testing.assert_close(fast(*inputs), model(*inputs))
    other = [torch.randn(4, 16), torch.randn(4, 16), torch.randn(4, 16)]
    torch.testing.assert_close(fast(*other), model(*other))


class Distances(torch.nn.Module):
    def forward(self, a, p, n):
        return (torch.mean(1 - F.cosine_similarity(a, p, dim=1)), F.pairwise_distance(a, p),
                F.triplet_margin_loss(a, p, n, margin=0.5), F.cosine_similarity(a, n, dim=-1))


def test_distances_are_captured(cuagent, tmp_path, worker):
    """cosine_similarity (in the group of the mean of 1 - it), pairwise
    distance and the triplet margin loss, their dims normalized; every
    candidate compiles, and the module computes what it did."""
    inputs = [torch.randn(8, 16) for _ in range(3)]
    model = scripted(Distances())
    result = cuagent.partition(model, inputs)
    assert ["aten::cosine_similarity", "aten::neg", "aten::add.Scalar", "aten::mean"] in \
        groups(result), result
    assert result["fallbacks"] == [], result
    fast = cuagent.optimize(model, inputs, cache_dir=str(tmp_path / "c"), worker_path=worker,
                            task_dir=str(tmp_path / "t"))
    attrs = compiled_node_attrs(cuagent)
    assert ("aten::cosine_similarity", {"dim": 1, "eps": 1e-8}) in attrs, attrs
    assert ("aten::triplet_margin_loss", {"margin": 0.5, "p": 2.0, "eps": 1e-6, "swap": False,
                                          "reduction": 1}) in attrs, attrs
    for actual, expected in zip(fast(*inputs), model(*inputs)):
        torch.testing.assert_close(actual, expected)


SLIPS = planted_slips.FORMULA_SLIPS


@pytest.mark.parametrize("slip", sorted(SLIPS))
def test_slipped_formulas_change_the_emulated_result(slip, tmp_path):
    """The comparison above can fail: each slip, and only it, changes its
    output; the unedited kernel matches."""
    task, output, before, after = SLIPS[slip]
    actual, expected = emulate_slip(tmp_path, task, before, after)
    for index, (a, e) in enumerate(zip(actual, expected)):
        assert matches(a, e) == (index != output), (slip, index)


class ConstantFills(torch.nn.Module):
    def forward(self, x):
        return torch.relu(x) + torch.zeros_like(x) + torch.full_like(x, 2.0) * torch.ones_like(x)


@pytest.mark.parametrize("trace", [False, True])
def test_constant_fills_join_the_group(cuagent, tmp_path, worker, trace):
    """zeros_like, ones_like and full_like read only the input's shape;
    tracing records pin_memory=False where scripting records None, and both
    are unset."""
    x = torch.randn(3, 4)
    module = ConstantFills().eval()
    model = torch.jit.freeze(torch.jit.trace(module, x) if trace else torch.jit.script(module))
    result = cuagent.partition(model, [x])
    assert groups(result) == [["aten::relu", "aten::zeros_like", "aten::add.Tensor",
                               "aten::full_like", "aten::ones_like", "aten::mul.Tensor",
                               "aten::add.Tensor"]], result
    assert not result["fallbacks"], result
    fast = cuagent.optimize(model, [x], cache_dir=str(tmp_path / "c"), worker_path=worker)
    x[0, 0] = float("nan")  # read by relu only: the fills stay finite
    torch.testing.assert_close(fast(x), model(x), equal_nan=True)
