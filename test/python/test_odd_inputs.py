"""Issue 7, item 5: total fallback. Models with odd forward signatures and
inputs are optimized without an exception (on the CPU their groups fall
back with NoGpu), and the optimized module equals eager on fresh inputs."""
from typing import List, Optional, Tuple

import pytest
import torch
import torch.nn.functional as F


class OptionalInput(torch.nn.Module):
    def forward(self, x, y: Optional[torch.Tensor] = None):
        h = torch.relu(x * 2.0)
        if y is not None:
            h = h + y
        return torch.sigmoid(h)


class DefaultedArgs(torch.nn.Module):
    # The example: given only x, the interpreter asserted.
    def forward(self, x, y: Optional[torch.Tensor] = None, k: int = 2):
        h = torch.tanh(x * float(k)) + 1.0
        if y is not None:
            h = h * y
        return torch.relu(h)


class ListInput(torch.nn.Module):
    def forward(self, xs: List[torch.Tensor]):
        return torch.sigmoid(torch.relu(xs[0] + xs[1]) * 2.0)


class TupleInput(torch.nn.Module):
    def forward(self, pair: Tuple[torch.Tensor, torch.Tensor]):
        a, b = pair
        return torch.tanh(torch.relu(a - b) * 0.5)


class ScalarInputs(torch.nn.Module):
    def forward(self, x, n: int, flag: bool, scale: float):
        h = torch.relu(x * scale) + float(n)
        if flag:
            h = torch.sigmoid(h)
        return h * 2.0


class Plain(torch.nn.Module):
    def forward(self, x):
        return torch.sigmoid(torch.relu(x * 2.0) + 1.0)


class NetVLAD(torch.nn.Module):
    """NetVLAD-style pooling (soft assignment to clusters, residuals,
    intra- and L2-normalization), the public model that used to raise."""

    def __init__(self, clusters: int = 8, dim: int = 16):
        super().__init__()
        self.conv = torch.nn.Conv2d(dim, clusters, kernel_size=1, bias=False)
        self.centroids = torch.nn.Parameter(torch.rand(clusters, dim))
        self.clusters = clusters

    def forward(self, x):
        n, c = x.shape[:2]
        x = F.normalize(x, p=2.0, dim=1)
        soft = F.softmax(self.conv(x).view(n, self.clusters, -1), dim=1)
        flat = x.view(n, c, -1)
        residual = flat.expand(self.clusters, -1, -1, -1).permute(1, 0, 2, 3) - \
            self.centroids.expand(flat.size(-1), -1, -1).permute(1, 2, 0).unsqueeze(0)
        residual = residual * soft.unsqueeze(2)
        vlad = residual.sum(dim=-1)
        vlad = F.normalize(vlad, p=2.0, dim=2)
        vlad = vlad.view(x.size(0), -1)
        return torch.sigmoid(F.normalize(vlad, p=2.0, dim=1) * 2.0)


# (model, example inputs, fresh inputs for the comparison)
CASES = {
    "optional_none": (OptionalInput, lambda: [torch.randn(4, 8), None]),
    "optional_tensor": (OptionalInput, lambda: [torch.randn(4, 8), torch.randn(4, 8)]),
    "defaulted_left_out": (DefaultedArgs, lambda: [torch.randn(4, 8)]),
    "defaulted_partly": (DefaultedArgs, lambda: [torch.randn(4, 8), torch.randn(4, 8)]),
    "list": (ListInput, lambda: [[torch.randn(4, 8), torch.randn(4, 8)]]),
    "tuple": (TupleInput, lambda: [(torch.randn(4, 8), torch.randn(4, 8))]),
    "scalars": (ScalarInputs, lambda: [torch.randn(4, 8), 3, True, 0.5]),
    "non_contiguous": (Plain, lambda: [torch.randn(8, 4).t()]),
    "zero_size": (Plain, lambda: [torch.randn(0, 8)]),
    "netvlad": (NetVLAD, lambda: [torch.randn(2, 16, 4, 4)]),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_odd_inputs_fall_back_and_match_eager(cuagent, tmp_path, worker, name):
    model_cls, make_inputs = CASES[name]
    torch.manual_seed(0)
    model = torch.jit.script(model_cls().eval())
    fast = cuagent.optimize(model, make_inputs(), worker_path=worker, patch_all=True,
                            cache_dir=str(tmp_path / "cache"))
    report = cuagent.last_report()
    assert "groups" in report
    for group in report["groups"]:
        # On the CPU a group never gets a verified plan, and no exception
        # escaped from any group.
        assert group["status"] != "verified", group
        assert group["status"] != "internal_error", group
    for _ in range(3):
        args = make_inputs()
        with torch.no_grad():
            torch.testing.assert_close(fast(*args), model(*args))


def test_exceptions_inside_optimize_leave_the_model_stock(cuagent, tmp_path):
    # A worker path that is a directory makes every group fail; optimize
    # itself must not raise, and the module still equals eager.
    model = torch.jit.script(Plain().eval())
    fast = cuagent.optimize(model, [torch.randn(4, 8)], worker_path=str(tmp_path),
                            cache_dir=str(tmp_path / "cache"))
    (group,) = cuagent.last_report()["groups"]
    assert group["status"] == "worker_failed" and not group["patched"]
    x = torch.randn(4, 8)
    torch.testing.assert_close(fast(x), model(x))
