"""bench/ops32 (the thirty-second session's problems, at real sizes on the
GPU): on small twins of their inputs each is one group with no fallback,
the reduction and its broadcast epilogue captured together."""
import pytest
import torch

from conftest import capture_problem

TWINS = {
    "channel_center": lambda: [torch.randn(2, 8, 6, 6)],
    "row_normalize": lambda: [torch.randn(16, 64)],
    "spatial_mean_gate": lambda: [torch.randn(2, 8, 7, 7)],
    "class_log_probs": lambda: [torch.randn(2, 10, 32)],
    "shifted_exp": lambda: [torch.randn(16, 64)],
}

OPS = {
    "channel_center": ["aten::mean.dim", "aten::sub.Tensor", "aten::mul.Scalar", "aten::clamp"],
    "row_normalize": ["aten::relu", "aten::add.Scalar", "aten::sum.dim_IntList",
                      "aten::div.Tensor"],
    "spatial_mean_gate": ["aten::mean.dim", "aten::sigmoid", "aten::mul.Tensor"],
    "class_log_probs": ["aten::logsumexp", "aten::sub.Tensor"],
    "shifted_exp": ["aten::mul.Scalar", "aten::amax", "aten::sub.Tensor", "aten::exp"],
}


@pytest.mark.parametrize("name", sorted(TWINS))
def test_each_problem_is_one_group(cuagent, name):
    result = capture_problem(cuagent, "ops32", name, TWINS[name]())
    assert not result["fallbacks"], result["fallbacks"]
    assert [g["ops"] for g in result["groups"]] == [OPS[name]], result["groups"]
