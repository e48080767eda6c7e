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


class ProductOfAll(torch.nn.Module):
    def forward(self, x):
        return torch.tanh(x) * torch.prod(torch.sigmoid(x) + 0.5)


def test_product_of_every_element_is_a_full_reduction(cuagent, tmp_path, worker):
    """torch.prod(x): cuagent.prod over every dim, as x.sum() is sum's."""
    model = scripted(ProductOfAll())
    x = torch.randn(6, 5)
    result = cuagent.partition(model, [x])
    assert groups(result) == [["aten::tanh", "aten::sigmoid", "aten::add.Scalar", "aten::prod",
                               "aten::mul.Tensor"]], result
    fast = cuagent.optimize(model, [x], cache_dir=str(tmp_path / "c"), worker_path=worker,
                            task_dir=str(tmp_path / "t"))
    (report,) = cuagent.last_report()["groups"]
    assert report["status"] in ("unverified", "not_faster"), report  # every candidate compiled
    kernels = next((tmp_path / "c").rglob("kernels.mlir")).read_text()
    # An empty dims list reduces every dim (ReduceDims.h).
    assert "cuagent.prod" in kernels, kernels
    assert "dims = array<i64>} : tensor<6x5xf32> -> tensor<f32>" in kernels, kernels
    torch.testing.assert_close(fast(x), model(x))
