"""torch.prod over one dim (issue 10): cuagent.prod, a reduction started at
1 and combined by multiplication in the row, strided and split templates,
fused with its prologue and epilogue. Its planted faults are
planted_slips.REDUCE_SLIPS (compiled by test_layout.py's slip test,
rejected on the GPU by test_slips_gpu.py); every builtin candidate of its
make_task tasks compiles (test_reduce.py)."""
import torch

from conftest import groups
from models import scripted


class Products(torch.nn.Module):
    def forward(self, x, y):
        return (torch.tanh(torch.prod(x * 1.5, dim=1)),
                torch.prod(torch.relu(y) + 0.5, dim=0, keepdim=True) + 1)


class ProductOfInts(torch.nn.Module):
    def forward(self, x):
        return torch.prod(x, dim=1)


def test_products_join_their_groups(cuagent, tmp_path, worker):
    model = scripted(Products())
    inputs = [torch.randn(4, 64), torch.randn(16, 8, 3)]
    result = cuagent.partition(model, inputs)
    assert not result["fallbacks"], result
    assert sorted(groups(result)) == [
        ["aten::mul.Scalar", "aten::prod.dim_int", "aten::tanh"],
        ["aten::relu", "aten::add.Scalar", "aten::prod.dim_int", "aten::add.Scalar"]], result
    fast = cuagent.optimize(model, inputs, cache_dir=str(tmp_path / "c"), worker_path=worker)
    for actual, expected in zip(fast(*inputs), model(*inputs)):
        torch.testing.assert_close(actual, expected)


def test_integer_products_stay_stock(cuagent):
    result = cuagent.partition(scripted(ProductOfInts()), [torch.randint(1, 3, (4, 5))])
    assert not result["groups"], result
