"""Partitioning: group counts and fallback reasons, without compiling."""
import torch

from models import BrokenChain, Chain, Crossed, Diamond, NotLast, Single, Softmax, scripted
from conftest import reasons


def test_elementwise_chain_is_one_group(cuagent):
    x, y = torch.randn(4, 8), torch.randn(4, 8)
    result = cuagent.partition(scripted(Chain()), [x, y])
    assert [g["ops"] for g in result["groups"]] == [
        ["aten::add.Tensor", "aten::relu", "aten::mul.Scalar", "aten::sigmoid"]
    ]
    assert result["fallbacks"] == []


def test_unsupported_op_splits_the_chain(cuagent):
    x, y = torch.randn(4, 8), torch.randn(4, 8)
    result = cuagent.partition(scripted(BrokenChain()), [x, y])
    assert len(result["groups"]) == 2
    assert ("aten::atan2", "UnsupportedOp") in reasons(result)


def test_lonely_op_is_too_small(cuagent):
    x, w = torch.randn(4, 4), torch.randn(4, 4)
    result = cuagent.partition(scripted(Single()), [x, w])
    assert result["groups"] == []
    assert ("aten::relu", "GroupTooSmall") in reasons(result)
    assert ("aten::atan2", "UnsupportedOp") in reasons(result)
    atan2 = [f for f in result["fallbacks"] if f["op"] == "aten::atan2"]
    assert atan2[0]["count"] == 2  # reported once per (op, reason), counted
    # With a minimum of one, the lonely op is a group of its own.
    assert len(cuagent.partition(scripted(Single()), [x, w], min_group_size=1)["groups"]) == 1


def test_deny_list(cuagent):
    x, y = torch.randn(4, 8), torch.randn(4, 8)
    result = cuagent.partition(scripted(Chain()), [x, y], deny_list=["aten::relu"])
    assert ("aten::relu", "DenyListed") in reasons(result)
    assert ("aten::add.Tensor", "GroupTooSmall") in reasons(result)
    assert [g["ops"] for g in result["groups"]] == [["aten::mul.Scalar", "aten::sigmoid"]]


def test_reduction_over_other_dim(cuagent):
    # Issue 10: any dims are captured (the strided template); dims that are
    # not one contiguous block stay stock (test_reduce.py).
    result = cuagent.partition(scripted(NotLast()), [torch.randn(4, 8)])
    assert [g["ops"] for g in result["groups"]] == [
        ["aten::relu", "aten::sum.dim_IntList", "aten::mul.Scalar"]]


def test_leaky_relu_is_captured_with_its_slope(cuagent, tmp_path, worker):
    """aten::leaky_relu came in as one registry row: capture records its slope
    (and the schema default when it is left out), and the worker compiles it."""
    import json
    from pathlib import Path

    class M(torch.nn.Module):
        def forward(self, x, y):
            return torch.nn.functional.leaky_relu(x + y, 0.2) - torch.nn.functional.leaky_relu(y)

    x, y = torch.randn(4, 8), torch.randn(4, 8)
    model = scripted(M())
    result = cuagent.partition(model, [x, y])
    assert [g["ops"] for g in result["groups"]] == [
        ["aten::add.Tensor", "aten::leaky_relu", "aten::leaky_relu", "aten::sub.Tensor"]]
    fast = cuagent.optimize(model, [x, y], cache_dir=str(tmp_path / "c"), worker_path=worker,
                            task_dir=str(tmp_path / "t"))
    (group,) = cuagent.last_report()["groups"]
    # Compiled with NVRTC; unverified without a GPU. With one, these CPU tensors verify in the
    # worker but have no stock device time, so the group is not patched (NotFaster).
    assert group["status"] in ("unverified", "not_faster"), group
    task = json.loads((Path(group["task_dir"]) / "task.json").read_text())
    slopes = [n["attrs"] for n in task["graph"]["nodes"] if n["op"] == "aten::leaky_relu"]
    assert sorted(s["negative_slope"] for s in slopes) == [0.01, 0.2]
    torch.testing.assert_close(fast(x, y), model(x, y))


def test_activation_rows_are_captured_with_their_arguments(cuagent, tmp_path, worker):
    """The unary math and activation rows: one group, the scalar arguments recorded (schema
    defaults where left out), and the worker compiles every candidate."""
    import json
    from pathlib import Path

    F = torch.nn.functional

    class M(torch.nn.Module):
        def forward(self, x):
            y = F.softplus(F.silu(x), 2.0) + F.elu(-x, 0.5) * F.selu(x.abs())
            return F.hardswish(F.hardtanh(F.mish(y), -0.5, 2.0)) + F.hardsigmoid(x.exp())

    x = torch.randn(4, 8)
    model = scripted(M())
    (group,) = cuagent.partition(model, [x])["groups"]
    assert {op for op in group["ops"]} >= {
        "aten::silu", "aten::softplus", "aten::elu", "aten::neg", "aten::selu", "aten::abs",
        "aten::mish", "aten::hardtanh", "aten::hardswish", "aten::hardsigmoid", "aten::exp"}
    fast = cuagent.optimize(model, [x], cache_dir=str(tmp_path / "c"), worker_path=worker,
                            task_dir=str(tmp_path / "t"))
    (report,) = cuagent.last_report()["groups"]
    # Compiled with NVRTC; unverified without a GPU. With one, these CPU tensors verify in the
    # worker but have no stock device time, so the group is not patched (NotFaster).
    assert report["status"] in ("unverified", "not_faster"), report
    task = json.loads((Path(report["task_dir"]) / "task.json").read_text())
    attrs = {n["op"]: n["attrs"] for n in task["graph"]["nodes"]}
    assert attrs["aten::softplus"] == {"beta": 2.0, "threshold": 20.0}
    assert attrs["aten::elu"] == {"alpha": 0.5, "scale": 1.0, "input_scale": 1.0}
    assert attrs["aten::hardtanh"] == {"min_val": -0.5, "max_val": 2.0}
    torch.testing.assert_close(fast(x), model(x))


def test_math_rows_are_captured_with_their_arguments(cuagent, tmp_path, worker):
    """log/sqrt/rsqrt/pow/threshold/minimum/... : the ops TorchScript emits for the
    torch functions, one group, pow's exponent and threshold's arguments recorded."""
    import json
    from pathlib import Path

    F = torch.nn.functional

    class M(torch.nn.Module):
        def forward(self, x, b):
            y = torch.log1p(x.square()).sqrt() + torch.rsqrt(x.abs() + 1.0)
            y = torch.maximum(torch.pow(y, 1.5), b) - torch.reciprocal(x.exp())
            y = F.threshold(torch.erf(y.sin().cos()), 0.25, -1.0) + torch.expm1(y)
            return torch.minimum(torch.floor(y) + torch.ceil(y) + torch.round(y) +
                                 torch.trunc(y), b) + torch.log(x.abs() + 2.0)

    x, b = torch.randn(4, 8), torch.randn(8)
    model = scripted(M())
    (group,) = cuagent.partition(model, [x, b])["groups"]
    assert set(group["ops"]) >= {
        "aten::log1p", "aten::square", "aten::sqrt", "aten::rsqrt", "aten::maximum",
        "aten::pow.Tensor_Scalar", "aten::reciprocal", "aten::threshold", "aten::erf",
        "aten::sin", "aten::cos", "aten::expm1", "aten::floor", "aten::ceil", "aten::round",
        "aten::trunc", "aten::minimum", "aten::log"}, group["ops"]
    fast = cuagent.optimize(model, [x, b], cache_dir=str(tmp_path / "c"), worker_path=worker,
                            task_dir=str(tmp_path / "t"))
    (report,) = cuagent.last_report()["groups"]
    assert report["status"] in ("unverified", "not_faster"), report
    task = json.loads((Path(report["task_dir"]) / "task.json").read_text())
    attrs = {n["op"]: n["attrs"] for n in task["graph"]["nodes"]}
    assert attrs["aten::pow.Tensor_Scalar"] == {"exponent": 1.5}
    assert attrs["aten::threshold"] == {"threshold": 0.25, "value": -1.0}
    torch.testing.assert_close(fast(x, b), model(x, b))


def test_layer_norm_is_captured_with_its_affine_parameters(cuagent, tmp_path, worker):
    """nn.LayerNorm: weight and bias become parameter inputs after the normalized
    input; over more than the last dim it is flattened into one (FlattenNorms.h)."""
    import json
    from pathlib import Path

    class M(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.norm = torch.nn.LayerNorm(8, eps=1e-6)
            self.norm2 = torch.nn.LayerNorm([4, 8], elementwise_affine=False)

        def forward(self, x):
            return torch.relu(self.norm(x * 2.0)) + self.norm2(x)

    x = torch.randn(3, 4, 8)
    model = scripted(M())
    result = cuagent.partition(model, [x])
    assert [g["ops"] for g in result["groups"]] == [
        ["aten::mul.Scalar", "aten::layer_norm", "aten::relu", "aten::flatten.using_ints",
         "aten::layer_norm", "aten::unflatten.int", "aten::add.Tensor"]], result
    assert not result["fallbacks"] and result["flattened_norms"] == 1, result
    fast = cuagent.optimize(model, [x], cache_dir=str(tmp_path / "c"), worker_path=worker,
                            task_dir=str(tmp_path / "t"))
    (report,) = cuagent.last_report()["groups"]
    task = json.loads((Path(report["task_dir"]) / "task.json").read_text())
    norm, flat = [n for n in task["graph"]["nodes"] if n["op"] == "aten::layer_norm"]
    assert norm["attrs"] == {"normalized_shape": [8], "eps": 1e-6, "cudnn_enable": True}
    assert flat["attrs"] == {"normalized_shape": [32], "eps": 1e-5, "cudnn_enable": True}
    kinds = {i["name"]: i.get("kind", "input") for i in task["graph"]["inputs"]}
    assert [kinds[name] for name in norm["inputs"][1:]] == ["parameter", "parameter"]
    assert flat["inputs"][1:] == []
    torch.testing.assert_close(fast(x), model(x))


def test_softmax_last_dim_is_supported(cuagent):
    result = cuagent.partition(scripted(Softmax()), [torch.randn(4, 8)])
    assert [g["ops"] for g in result["groups"]] == [
        ["aten::mul.Scalar", "aten::softmax.int", "aten::add.Scalar"]
    ]


def test_unsupported_dtype_and_layout(cuagent):
    class M(torch.nn.Module):
        def forward(self, x):
            return torch.relu(x) + 1.0

    result = cuagent.partition(scripted(M()), [torch.randn(4, 8).double()])
    assert ("aten::relu", "UnsupportedDtype") in reasons(result)
    # A transposed input is read in place; a strided slice is not.
    result = cuagent.partition(scripted(M()), [torch.randn(8, 4).t()])
    assert [g["ops"] for g in result["groups"]] == [["aten::relu", "aten::add.Scalar"]], result
    result = cuagent.partition(scripted(M()), [torch.randn(4, 16)[:, ::2]])
    assert ("aten::relu", "NonContiguous") in reasons(result)


def test_no_cycle_through_an_unsupported_op(cuagent):
    x, w = torch.randn(4, 4), torch.randn(4, 4)
    result = cuagent.partition(scripted(Diamond()), [x, w])
    groups = [g["ops"] for g in result["groups"]]
    assert groups == [["aten::relu", "aten::mul.Scalar"], ["aten::add.Tensor", "aten::sigmoid"]]


def test_crossed_groups_stay_acyclic(cuagent, tmp_path, worker):
    x, y, w = torch.randn(4, 4), torch.randn(4, 4), torch.randn(4, 4)
    model = scripted(Crossed())
    result = cuagent.partition(model, [x, y, w], min_group_size=1)
    # relu(x) and tanh(y) must not both absorb their "+ atan2" successors.
    for group in result["groups"]:
        assert not ("aten::tanh" in group["ops"] and "aten::relu" in group["ops"])
    # Patching every group must give a graph that still runs correctly.
    fast = cuagent.optimize(model, [x, y, w], min_group_size=1, patch_all=True,
                            worker_path=worker, cache_dir=str(tmp_path / "cache"))
    for _ in range(2):
        x, y = torch.randn(4, 4), torch.randn(4, 4)
        torch.testing.assert_close(fast(x, y, w), model(x, y, w))


class SigmoidAdd(torch.nn.Module):
    def forward(self, x, y):
        return torch.sigmoid(x) + y


def test_a_dense_permuted_input_joins_a_group(cuagent):
    """A transposed view (or an attention output) made outside the group is
    read in place through its strides: no NonContiguous fallback."""
    x = torch.randn(2, 64, 3).transpose(1, 2)
    result = cuagent.partition(scripted(SigmoidAdd()), [x, torch.randn(2, 3, 64)])
    assert [g["ops"] for g in result["groups"]] == [["aten::sigmoid", "aten::add.Tensor"]], result
    assert result["fallbacks"] == [], result


def test_a_sliced_input_stays_stock(cuagent):
    """A slice has gaps in memory: its readers stay stock with the reason."""
    x = torch.randn(2, 3, 128)[..., :64]
    result = cuagent.partition(scripted(SigmoidAdd()), [x, torch.randn(2, 3, 64)])
    assert ("aten::sigmoid", "NonContiguous") in reasons(result), result
