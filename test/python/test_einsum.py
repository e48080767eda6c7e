"""torch.einsum (Einsum.h): a contraction of two operands becomes ATen's
own permute, reshape and matmul by size queries, one operand a sum and a
permute, so the GEMM joins its group with a transposed operand folded into
cuBLASLt's flag and its tail into the epilogue. Whatever the worker does,
the rewritten graph must compute what einsum does: the optimized module's
results are compared with the model's here, for the example sizes and for
others (the guard's fallback). The GPU verdict is
test/gpu/test_worker_gpu.py's einsum test."""
import random

import pytest
import torch

from conftest import groups
from models import scripted


class Einsum(torch.nn.Module):
    def __init__(self, equation):
        super().__init__()
        self.equation = equation

    def forward(self, x, y):
        return torch.relu(torch.einsum(self.equation, x, y)) * 2


class EinsumOne(torch.nn.Module):
    def __init__(self, equation):
        super().__init__()
        self.equation = equation

    def forward(self, x):
        return torch.tanh(torch.einsum(self.equation, x)) + 1


class EinsumThree(torch.nn.Module):
    def forward(self, x, y, z):
        return torch.relu(torch.einsum("ij,jk,kl->il", x, y, z))


class EinsumLong(torch.nn.Module):
    def forward(self, x, y):
        return torch.einsum("ij,jk->ik", x, y) + 1


def model_for(equation, count):
    return scripted(Einsum(equation) if count == 2 else EinsumOne(equation))


# Equation, operand shapes, the group's ops: the GEMM with what joins it.
GROUPED = [
    # A 4-D tensor times a matrix: reshape of the input (a view, stock),
    # one GEMM, the product reshaped back inside the group.
    ("btsc,cd->btsd", [(2, 3, 4, 5), (5, 6)],
     ["aten::matmul", "aten::reshape", "aten::relu", "aten::mul.Scalar"]),
    # Attention scores: k transposed, folded into the GEMM.
    ("bhqd,bhkd->bhqk", [(2, 3, 4, 8), (2, 3, 5, 8)],
     ["aten::permute", "aten::matmul", "aten::relu", "aten::mul.Scalar"]),
    ("ij,jk", [(3, 4), (4, 5)], ["aten::matmul", "aten::relu", "aten::mul.Scalar"]),
    ("...ij,...jk->...ik", [(2, 3, 4), (2, 4, 5)],
     ["aten::matmul", "aten::relu", "aten::mul.Scalar"]),
    # The output reads rhs's labels first: rhs becomes the GEMM's lhs.
    ("ik,jk->ji", [(3, 4), (5, 4)],
     ["aten::permute", "aten::matmul", "aten::relu", "aten::mul.Scalar"]),
    ("bxy,byz->bzx", [(2, 3, 4), (2, 4, 5)],
     ["aten::permute", "aten::permute", "aten::matmul", "aten::relu", "aten::mul.Scalar"]),
    # A 1x1 channel mix: the weight shared by a strided batched GEMM.
    ("nchw,oc->nohw", [(2, 3, 4, 5), (6, 3)],
     ["aten::matmul", "aten::reshape", "aten::relu", "aten::mul.Scalar"]),
    # Channels last: the map's permute and merging reshape is a copy in
    # stock too, so it joins the group as its copy kernel.
    ("nchw,oc->nhwo", [(2, 3, 4, 5), (6, 3)],
     ["aten::permute", "aten::permute", "aten::reshape", "aten::matmul", "aten::reshape",
      "aten::relu", "aten::mul.Scalar"]),
    # Batched dot products: a multiply and a sum, no GEMM.
    ("bn,bn->b", [(3, 4), (3, 4)],
     ["aten::mul.Tensor", "aten::sum.dim_IntList", "aten::relu", "aten::mul.Scalar"]),
    # An outer product: a broadcast multiply.
    ("i,j->ij", [(3,), (4,)],
     ["aten::unsqueeze", "aten::unsqueeze", "aten::mul.Tensor", "aten::relu",
      "aten::mul.Scalar"]),
]


@pytest.mark.parametrize("equation,shapes,ops", GROUPED, ids=[g[0] for g in GROUPED])
def test_contraction_is_one_group(cuagent, equation, shapes, ops):
    model = model_for(equation, 2)
    result = cuagent.partition(model, [torch.randn(*s) for s in shapes])
    assert result["einsums"] == 1, result
    assert groups(result) == [ops], result
    assert not [f for f in result["fallbacks"] if f["op"] == "aten::einsum"], result


def test_one_operand_is_sum_and_permute(cuagent):
    model = model_for("ijk->ki", 1)
    result = cuagent.partition(model, [torch.randn(3, 4, 5)])
    assert result["einsums"] == 1, result
    assert groups(result) == [["aten::sum.dim_IntList", "aten::permute", "aten::tanh",
                               "aten::add.Scalar"]], result


@pytest.mark.parametrize("model,inputs,why", [
    (EinsumOne("ii->i"), [torch.randn(4, 4)], "a diagonal"),
    (Einsum("ij,jk->ik"), [torch.randn(3, 1), torch.randn(4, 5)], "size-1 broadcast"),
    (EinsumLong(), [torch.randint(0, 5, (2, 3)), torch.randint(0, 5, (3, 4))], "integers"),
    (EinsumOne("ij->ij"), [torch.randn(3, 4)], "an identity"),
], ids=lambda value: value if isinstance(value, str) else "")
def test_what_stays_einsum(cuagent, model, inputs, why):
    result = cuagent.partition(scripted(model), inputs)
    assert result["einsums"] == 0, (why, result)


def test_three_operands_contract_left_to_right(cuagent, tmp_path, worker):
    """(x @ y) @ z, as ATen orders it without opt_einsum: two GEMMs in one
    group with the tail."""
    model = scripted(EinsumThree())
    inputs = [torch.randn(2, 3), torch.randn(3, 4), torch.randn(4, 5)]
    result = cuagent.partition(model, inputs)
    assert result["einsums"] == 1, result
    assert groups(result) == [["aten::matmul", "aten::matmul", "aten::relu"]], result
    fast = cuagent.optimize(model, inputs, cache_dir=str(tmp_path / "c"), worker_path=worker)
    torch.testing.assert_close(fast(*inputs), model(*inputs))


def random_equation(rng, count=2):
    """`count` operands over up to six labels, each label in a random
    non-empty set of operands and in the output or not (so every role: batch,
    m, n, k, summed out of one operand), each term and the output in a
    random order; sometimes an ellipsis."""
    letters = rng.sample("abcdefgXY", rng.randint(2, 6))
    terms = [[] for _ in range(count)]
    out = []
    for label in letters:
        for i in rng.sample(range(count), rng.randint(1, count)):
            terms[i].append(label)
        if rng.random() < 0.5:
            out.append(label)
    for term in terms + [out]:
        rng.shuffle(term)
    sizes = {label: rng.randint(1, 4) for label in letters}
    ellipsis = rng.random() < 0.2
    lead = [rng.randint(2, 3)] if ellipsis else []
    text = lambda term: ("..." if ellipsis else "") + "".join(term)
    equation = ",".join(text(t) for t in terms) + "->" + text(out)
    return equation, [lead + [sizes[l] for l in t] for t in terms]


class Einsum3(torch.nn.Module):
    def __init__(self, equation):
        super().__init__()
        self.equation = equation

    def forward(self, x, y, z):
        return torch.relu(torch.einsum(self.equation, x, y, z)) * 2


@pytest.mark.parametrize("count", [2, 3])
def test_rewrite_computes_what_einsum_does(cuagent, tmp_path, worker, count):
    """Thirty random equations of two and of three operands: the optimized
    module (a patched group where the worker made one, the rewritten
    graph's stock ops elsewhere) against the model, at the example sizes
    and at doubled sizes (the original graph, behind the guard)."""
    rng = random.Random(7 + count)
    rewritten = checked = 0
    for index in range(30):
        equation, shapes = random_equation(rng, count)
        if not all(shapes):
            continue
        checked += 1
        model = scripted(Einsum(equation) if count == 2 else Einsum3(equation))
        torch.manual_seed(index)
        inputs = [torch.randn(*s) for s in shapes]
        fast = cuagent.optimize(model, inputs, cache_dir=str(tmp_path / "c"), worker_path=worker)
        rewritten += cuagent.last_report()["einsums"]
        torch.testing.assert_close(fast(*inputs), model(*inputs), msg=equation)
        other = [torch.randn(*[2 * d for d in s]) for s in shapes]
        torch.testing.assert_close(fast(*other), model(*other), msg=equation)
    assert rewritten == checked and checked >= 20, (rewritten, checked)


class EinsumChain(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.w1 = torch.nn.Parameter(torch.randn(4, 16))
        self.w2 = torch.nn.Parameter(torch.randn(5, 4))

    def forward(self, x):
        x = torch.einsum("nchw,oc->nohw", x, self.w1)
        return torch.einsum("nchw,oc->nohw", x, self.w2)


def test_einsum_reading_an_einsum(cuagent, tmp_path, worker):
    """Both are rewritten: the second reads the first's rewritten result
    (it once read the destroyed einsum and crashed)."""
    model, x = scripted(EinsumChain()), torch.randn(3, 16, 10, 10)
    result = cuagent.partition(model, [x])
    assert result["einsums"] == 2, result
    assert groups(result) == [["aten::matmul", "aten::reshape"],
                              ["aten::matmul", "aten::reshape"]], result
    fast = cuagent.optimize(model, [x], cache_dir=str(tmp_path / "c"), worker_path=worker)
    torch.testing.assert_close(fast(x), model(x))
