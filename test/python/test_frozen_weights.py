"""Transposed GEMM operands. Frozen transposed weights (FrozenConstants.h): freezing folds
`self.weight.T` into a strided constant, which a library call cannot read,
so `x @ self.weight.T` stayed stock. The constant is given to the group as
its dense storage with a permute in front, which folds into the GEMM's
transpose flag; where the permute joins no group the rewrite is undone.
`x.T` and `x.mT` are permutes too."""
import json
from pathlib import Path

import torch

from conftest import groups
from models import scripted


class TransposedWeight(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.weight = torch.nn.Parameter(torch.randn(24, 16))

    def forward(self, x):
        return torch.relu(x @ self.weight.T) * 2


class PermutedWeight3d(torch.nn.Module):
    """A batched weight stored [b, n, k], read as [b, k, n]."""

    def __init__(self):
        super().__init__()
        self.weight = torch.nn.Parameter(torch.randn(3, 12, 8))

    def forward(self, x):
        return torch.tanh(torch.bmm(x, self.weight.transpose(1, 2))) + 1


class SlicedWeight(torch.nn.Module):
    """Every other column: strided, but no permutation of dense storage."""

    def __init__(self):
        super().__init__()
        self.weight = torch.nn.Parameter(torch.randn(16, 48))

    def forward(self, x):
        return torch.relu(x @ self.weight[:, ::2]) * 2


class TransposedBesideStockOp(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.weight = torch.nn.Parameter(torch.randn(8, 8))

    def forward(self, x):
        return torch.atan2(x @ self.weight.T, x)


def test_transposed_weight_joins_the_gemm(cuagent, tmp_path, worker):
    model, x = scripted(TransposedWeight()), torch.randn(4, 16)
    result = cuagent.partition(model, [x])
    assert result["unfolded_constants"] == 1 and not result["fallbacks"], result
    assert groups(result) == [["aten::permute", "aten::matmul", "aten::relu",
                               "aten::mul.Scalar"]], result
    fast = cuagent.optimize(model, [x], worker_path=worker, cache_dir=str(tmp_path / "c"),
                            task_dir=str(tmp_path / "t"))
    (group,) = cuagent.last_report()["groups"]
    task = json.loads((Path(group["task_dir"]) / "task.json").read_text())
    params = [i["shape"] for i in task["graph"]["inputs"] if i["kind"] == "parameter"]
    # The dense storage, not the transposed view.
    assert params == [[24, 16]], params
    perms = [n["attrs"]["dims"] for n in task["graph"]["nodes"] if n["op"] == "aten::permute"]
    assert perms == [[1, 0]], perms
    torch.testing.assert_close(fast(x), model(x))


def test_batched_permuted_weight_joins_the_gemm(cuagent, tmp_path, worker):
    model, x = scripted(PermutedWeight3d()), torch.randn(3, 5, 8)
    result = cuagent.partition(model, [x])
    assert result["unfolded_constants"] == 1 and not result["fallbacks"], result
    assert groups(result) == [["aten::permute", "aten::bmm", "aten::tanh",
                               "aten::add.Scalar"]], result
    fast = cuagent.optimize(model, [x], worker_path=worker, cache_dir=str(tmp_path / "c"))
    torch.testing.assert_close(fast(x), model(x))


def test_sliced_weight_is_not_unfolded(cuagent):
    result = cuagent.partition(scripted(SlicedWeight()), [torch.randn(4, 16)])
    assert result["unfolded_constants"] == 0, result


def test_rewrite_is_undone_when_not_grouped(cuagent, tmp_path, worker):
    model, x = scripted(TransposedBesideStockOp()), torch.randn(4, 8)
    deny = ["aten::matmul"]
    result = cuagent.partition(model, [x], deny_list=deny)
    assert not result["groups"] and result["unfolded_constants"] == 0, result
    # No fallback for the permute that was never the user's.
    assert not [f for f in result["fallbacks"] if f["op"] == "aten::permute"], result
    fast = cuagent.optimize(model, [x], patch_all=True, worker_path=worker,
                            cache_dir=str(tmp_path / "c"), deny_list=deny)
    assert "aten::permute" not in str(fast.graph), fast.graph
    torch.testing.assert_close(fast(x), model(x))


class NumpyTransposes(torch.nn.Module):
    def forward(self, a, b, c):
        return torch.relu(a.T @ b) + 1, torch.tanh(c.mT) * 2


def test_dot_t_and_mt_are_permutes(cuagent, tmp_path, worker):
    """`a.T` (aten::numpy_T) and `c.mT` (aten::mT) are permutes: `a.T @ b`
    reads a transposed, `c.mT` is an index map in the elementwise kernel."""
    model = scripted(NumpyTransposes())
    inputs = [torch.randn(8, 6), torch.randn(8, 5), torch.randn(2, 3, 4)]
    result = cuagent.partition(model, inputs)
    assert not result["fallbacks"], result
    assert groups(result) == [["aten::numpy_T", "aten::matmul", "aten::relu", "aten::add.Scalar"],
                              ["aten::mT", "aten::tanh", "aten::mul.Scalar"]], result
    fast = cuagent.optimize(model, inputs, worker_path=worker, cache_dir=str(tmp_path / "c"),
                            task_dir=str(tmp_path / "t"))
    perms = []
    for report in cuagent.last_report()["groups"]:
        task = json.loads((Path(report["task_dir"]) / "task.json").read_text())
        perms += [n["attrs"]["perm"] for n in task["graph"]["nodes"] if "perm" in n["attrs"]]
    assert sorted(perms) == [[0, 2, 1], [1, 0]], perms
    for actual, expected in zip(fast(*inputs), model(*inputs)):
        torch.testing.assert_close(actual, expected)
