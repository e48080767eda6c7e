"""rms_norm capture: F.rms_norm and nn.RMSNorm become aten::rms_norm nodes with
their weight as a parameter input and eps recorded as a number (None: float32's
epsilon, PyTorch's value for f32, f16 and bf16); over more than the last dim
they stay stock (NotLastDim)."""
import json
from pathlib import Path

import torch
import torch.nn.functional as F

from models import scripted
from conftest import reasons

F32_EPS = torch.finfo(torch.float32).eps


class RmsNorms(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.norm = torch.nn.RMSNorm(8)  # eps=None
        self.norm2 = torch.nn.RMSNorm([4, 8], eps=1e-5, elementwise_affine=False)

    def forward(self, x):
        y = F.silu(self.norm(x * 2.0)) + self.norm2(x)
        return y + torch.sigmoid(F.rms_norm(x - 1.0, [8], None, 1e-3))


def test_eps_none_is_float32_epsilon_for_every_dtype():
    """The value the importer substitutes for eps=None, checked against torch."""
    torch.manual_seed(0)
    for dtype in (torch.float32, torch.float16, torch.bfloat16):
        x = (torch.randn(4, 64) * 1e-3).to(dtype)
        w = torch.randn(64).to(dtype)
        xf = x.float()
        expected = xf * torch.rsqrt(xf.pow(2).mean(-1, keepdim=True) + F32_EPS) * w.float()
        torch.testing.assert_close(F.rms_norm(x, [64], w), expected.to(dtype))
    assert F32_EPS == 1.1920928955078125e-07


def test_rms_norm_is_captured_with_weight_and_eps(cuagent, tmp_path, worker):
    x = torch.randn(3, 4, 8)
    model = scripted(RmsNorms())
    result = cuagent.partition(model, [x])
    assert [g["ops"] for g in result["groups"]] == [
        ["aten::mul.Scalar", "aten::rms_norm", "aten::silu", "aten::flatten.using_ints",
         "aten::rms_norm", "aten::unflatten.int", "aten::add.Tensor", "aten::sub.Scalar",
         "aten::rms_norm", "aten::sigmoid", "aten::add.Tensor"]], result
    # Over more than the last dim: flattened into one (FlattenNorms.h).
    assert not result["fallbacks"] and result["flattened_norms"] == 1, result
    fast = cuagent.optimize(model, [x], cache_dir=str(tmp_path / "c"), worker_path=worker,
                            task_dir=str(tmp_path / "t"))
    nodes = []
    for report in cuagent.last_report()["groups"]:
        task = json.loads((Path(report["task_dir"]) / "task.json").read_text())
        kinds = {i["name"]: i.get("kind", "input") for i in task["graph"]["inputs"]}
        for node in task["graph"]["nodes"]:
            if node["op"] == "aten::rms_norm":
                nodes.append((node["attrs"], [kinds[name] for name in node["inputs"][1:]]))
    assert sorted(nodes, key=lambda n: n[0]["eps"]) == [
        ({"normalized_shape": [8], "eps": F32_EPS}, ["parameter"]),
        ({"normalized_shape": [32], "eps": 1e-5}, []),
        ({"normalized_shape": [8], "eps": 1e-3}, []),
    ]
    torch.testing.assert_close(fast(x), model(x))
