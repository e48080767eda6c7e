"""ATen ops no registry row takes, written in the specialized graph as ATen
defines them (Decompositions.h): mv, dot, outer, addmv, addr, addbmm,
bilinear, tensordot, var_mean/std_mean, linalg_norm and
linalg_matrix_norm ('fro'), diff. Each joins a group with what surrounds
it; whatever the worker does, the rewritten graph computes what the op
does (the optimized module against the model, for the example sizes and
others, the guard's fallback)."""
import pytest
import torch
import torch.nn as nn

from conftest import groups

r = torch.randn


class MV(nn.Module):
    def forward(self, a, x):
        return torch.sigmoid(torch.mv(a, x))


class Dot(nn.Module):
    def forward(self, a, b):
        return torch.tanh(a) * torch.dot(a, b)


class Outer(nn.Module):
    def forward(self, a, b):
        return torch.tanh(torch.outer(a, b))


class Addmv(nn.Module):
    def forward(self, m, a, x):
        return torch.relu(torch.addmv(m, a, x, beta=0.5, alpha=2.0))


class AddmvBetaZero(nn.Module):
    def forward(self, m, a, x):
        return torch.relu(torch.addmv(m, a, x, beta=0))


class Addr(nn.Module):
    def forward(self, m, a, b):
        return torch.relu(torch.addr(m, a, b))


class Addbmm(nn.Module):
    def forward(self, m, a, b):
        return torch.relu(torch.addbmm(m, a, b, alpha=0.5))


class Bilinear(nn.Module):
    def __init__(self, bias):
        super().__init__()
        self.layer = nn.Bilinear(12, 10, 6, bias=bias)

    def forward(self, x, y):
        return torch.relu(self.layer(x, y))


class Tensordot(nn.Module):
    def __init__(self):
        super().__init__()
        self.w = nn.Parameter(torch.randn(5, 4, 3))

    def forward(self, a):
        return torch.relu(torch.tensordot(a, self.w, dims=([3, 1], [0, 2])))


class VarMean(nn.Module):
    def forward(self, x):
        v, m = torch.var_mean(x, dim=-1, keepdim=True)
        return (x - m) / torch.sqrt(v + 1e-5)


class StdMeanCorrection(nn.Module):
    def forward(self, x):
        s, m = torch.std_mean(x, dim=(1,), correction=0, keepdim=True)
        return (x - m) / (s + 1e-5)


class Norms(nn.Module):
    def forward(self, x):
        return (torch.relu(x) / torch.linalg.norm(x, dim=-1, keepdim=True)
                + x / torch.linalg.matrix_norm(x, keepdim=True))


class Diff(nn.Module):
    def forward(self, x):
        return torch.relu(torch.diff(x, n=2, dim=1))


class ClampByTensors(nn.Module):
    def forward(self, x, lo, hi):
        return torch.clamp(x * 2.0, lo, hi) + torch.clamp(x, min=lo) + x.clamp(max=hi)


class MaskedFillByTensor(nn.Module):
    def forward(self, x, mask):
        return torch.relu(x.masked_fill(mask, torch.tensor(0.5)))


class Logit(nn.Module):
    def forward(self, x):
        p = torch.sigmoid(x)
        return torch.logit(p) * 2.0 + torch.logit(p, eps=1e-3)


class EmbeddingLosses(nn.Module):
    def forward(self, a, b, y):
        return (torch.nn.functional.cosine_embedding_loss(a, b, y, margin=0.2)
                + torch.nn.functional.hinge_embedding_loss(a.sum(1), y, margin=0.5,
                                                           reduction="sum"))


class PoissonLoss(nn.Module):
    def forward(self, x, t):
        return (torch.nn.functional.poisson_nll_loss(x, t)
                + torch.nn.functional.poisson_nll_loss(x.exp(), t, log_input=False,
                                                       reduction="sum"))


class Casts(nn.Module):
    def forward(self, x, y):
        return torch.relu(x.float()).to(torch.float32) * 2.0 + torch.tanh(x).type_as(y)


class RepeatKV(nn.Module):
    """Grouped-query attention's keys: each head repeated for its queries."""

    def forward(self, q, k):
        k = k.repeat_interleave(2, dim=1)
        return torch.softmax(q @ k.transpose(-2, -1) * 0.125, dim=-1)


def signs(n):
    return torch.randint(0, 2, (n,)).float() * 2 - 1


# Model, example inputs, other inputs (the guard's fallback), the group.
CASES = {
    "mv": (MV(), [r(8, 6), r(6)], [r(3, 4), r(4)], [["aten::matmul", "aten::sigmoid"]]),
    "dot": (Dot(), [r(16), r(16)], [r(5), r(5)],
            [["aten::tanh", "aten::mul.Tensor", "aten::sum", "aten::mul.Tensor"]]),
    "outer": (Outer(), [r(8), r(12)], [r(3), r(2)],
              [["aten::unsqueeze", "aten::mul.Tensor", "aten::tanh"]]),
    "addmv": (Addmv(), [r(6), r(6, 5), r(5)], [r(1), r(3, 2), r(2)],
              [["aten::matmul", "aten::mul.Scalar", "aten::mul.Scalar", "aten::add.Tensor",
                "aten::relu"]]),
    "addr": (Addr(), [r(6, 5), r(6), r(5)], [r(2, 3), r(2), r(3)],
             [["aten::unsqueeze", "aten::mul.Tensor", "aten::add.Tensor", "aten::relu"]]),
    "addbmm": (Addbmm(), [r(6, 7), r(3, 6, 5), r(3, 5, 7)], [r(2, 2), r(4, 2, 3), r(4, 3, 2)],
               [["aten::permute", "aten::reshape", "aten::matmul", "aten::mul.Scalar",
                 "aten::add.Tensor", "aten::relu"]]),
    "bilinear": (Bilinear(True), [r(8, 12), r(8, 10)], [r(2, 3, 12), r(2, 3, 10)],
                 [["aten::matmul", "aten::unflatten.int", "aten::unsqueeze", "aten::mul.Tensor",
                   "aten::sum.dim_IntList", "aten::add.Tensor", "aten::relu"]]),
    "bilinear_no_bias": (Bilinear(False), [r(8, 12), r(8, 10)], [r(1, 12), r(1, 10)],
                         [["aten::matmul", "aten::unflatten.int", "aten::unsqueeze",
                           "aten::mul.Tensor", "aten::sum.dim_IntList", "aten::relu"]]),
    # a's contracted dims moved last: a copy (in stock too), in the group;
    # the weight's permute folded into a constant.
    "tensordot": (Tensordot(), [r(2, 3, 6, 5)], [r(1, 3, 2, 5)],
                  [["aten::permute", "aten::reshape", "aten::matmul", "aten::reshape",
                    "aten::relu"]]),
    "var_mean": (VarMean(), [r(4, 16)], [r(2, 3, 5)],
                 [["aten::mean.dim", "aten::var.dim", "aten::sub.Tensor", "aten::add.Scalar",
                   "aten::sqrt", "aten::div.Tensor"]]),
    "std_mean": (StdMeanCorrection(), [r(4, 6, 5)], [r(2, 3, 2)],
                 [["aten::mean.dim", "aten::std.correction", "aten::sub.Tensor",
                   "aten::add.Scalar", "aten::div.Tensor"]]),
    "norms": (Norms(), [r(4, 6, 5)], [r(2, 3)],
              [["aten::relu", "aten::linalg_vector_norm", "aten::div.Tensor",
                "aten::linalg_vector_norm", "aten::div.Tensor", "aten::add.Tensor"]]),
    "clamp_by_tensors": (ClampByTensors(), [r(4, 8), r(8) - 1, r(4, 1) + 1],
                         [r(2, 3), r(3) - 1, r(2, 3) + 1],
                         [["aten::mul.Scalar", "aten::maximum", "aten::minimum", "aten::maximum",
                           "aten::add.Tensor", "aten::minimum", "aten::add.Tensor"]]),
    "masked_fill_by_tensor": (MaskedFillByTensor(), [r(4, 8), torch.rand(4, 8) > 0.5],
                              [r(2, 3), torch.rand(2, 3) > 0.5],
                              [["aten::where.self", "aten::relu"]]),
    "logit": (Logit(), [r(4, 8)], [r(3)],
              [["aten::sigmoid", "aten::rsub.Scalar", "aten::div.Tensor", "aten::log",
                "aten::mul.Scalar", "aten::clamp", "aten::rsub.Scalar", "aten::div.Tensor",
                "aten::log", "aten::add.Tensor"]]),
    "embedding_losses": (EmbeddingLosses(), [r(8, 16), r(8, 16), signs(8)],
                         [r(3, 5), r(3, 5), signs(3)], None),
    "poisson_nll_loss": (PoissonLoss(), [r(8, 16), r(8, 16).abs()], [r(3, 5), r(3, 5).abs()],
                         None),
    # x.float() of a float tensor is x: the casts leave the graph.
    "casts": (Casts(), [r(4, 6), r(4, 6)], [r(2, 3), r(2, 3)],
              [["aten::relu", "aten::mul.Scalar", "aten::tanh", "aten::add.Tensor"]]),
    # The repeated keys are a buffer of their own, read transposed by the GEMM.
    "repeat_interleave": (RepeatKV(), [r(2, 8, 16, 16), r(2, 4, 16, 16)],
                          [r(1, 4, 3, 8), r(1, 2, 3, 8)],
                          [["aten::unsqueeze", "aten::expand", "aten::reshape",
                            "aten::transpose.int", "aten::matmul", "aten::mul.Scalar",
                            "aten::softmax.int"]]),
    "diff": (Diff(), [r(4, 9, 3)], [r(2, 5)],
             [["aten::slice.Tensor", "aten::slice.Tensor", "aten::sub.Tensor",
               "aten::slice.Tensor", "aten::slice.Tensor", "aten::sub.Tensor", "aten::relu"]]),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_op_is_its_decomposition(cuagent, tmp_path, worker, name):
    module, inputs, others, expected = CASES[name]
    torch.manual_seed(0)
    model = torch.jit.script(module.eval())
    result = cuagent.partition(model, inputs)
    assert result["decomposed_ops"] >= 1, result
    if expected is not None:
        assert groups(result) == expected, result
    else:  # the losses: one group, the whole formula
        assert len(groups(result)) == 1, result
    assert not [f for f in result["fallbacks"] if f["reason"] == "UnsupportedOp"], result
    fast = cuagent.optimize(model, inputs, worker_path=worker, cache_dir=str(tmp_path / "c"))
    with torch.no_grad():
        for args in (inputs, others):
            torch.testing.assert_close(fast(*args), model(*args), rtol=1e-5, atol=1e-5)


def test_addmv_with_beta_zero_does_not_read_m(cuagent, tmp_path, worker):
    """beta=0: ATen ignores M, NaN included, and so must the rewrite."""
    model = torch.jit.script(AddmvBetaZero().eval())
    inputs = [torch.full((6,), float("nan")), r(6, 5), r(5)]
    result = cuagent.partition(model, inputs)
    assert groups(result) == [["aten::matmul", "aten::relu"]], result
    fast = cuagent.optimize(model, inputs, worker_path=worker, cache_dir=str(tmp_path / "c"))
    out = fast(*inputs)
    assert not out.isnan().any()
    torch.testing.assert_close(out, model(*inputs))


class NonConstantScale(nn.Module):
    def forward(self, m, a, x, beta: float):
        return torch.addmv(m, a, x, beta=beta)


class Unsupported(nn.Module):
    def forward(self, x, y):
        return (torch.linalg.norm(x, ord=1, dim=-1) + torch.diff(x, prepend=y).sum(-1)
                + torch.mv(x.long(), y[0].long()).float())


def test_what_stays(cuagent):
    model = torch.jit.script(NonConstantScale().eval())
    result = cuagent.partition(model, [r(3), r(3, 2), r(2), 0.5])
    assert result["decomposed_ops"] == 0, result
    model = torch.jit.script(Unsupported().eval())
    result = cuagent.partition(model, [r(3, 4), r(3, 4)])
    assert result["decomposed_ops"] == 0, result
