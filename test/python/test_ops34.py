"""bench/ops34 (the thirty-fourth session's problems, at real sizes on the
GPU): on small twins of their inputs each is one group with no fallback,
the reduction and the ops reading it back captured together."""
import pytest
import torch

from conftest import capture_problem

TWINS = {
    "channel_rms": lambda: [torch.randn(2, 12, 6, 6)],
    "row_rms_weight": lambda: [torch.randn(16, 4096)],
    "row_l2_floor": lambda: [torch.randn(64, 512)],
    "peak_gate": lambda: [torch.randn(2, 12, 6, 6)],
}

OPS = {
    "channel_rms": ["aten::pow.Tensor_Scalar", "aten::mean.dim", "aten::add.Scalar", "aten::rsqrt",
                    "aten::mul.Tensor"],
    "row_rms_weight": ["aten::pow.Tensor_Scalar", "aten::mean.dim", "aten::add.Scalar",
                       "aten::rsqrt", "aten::mul.Tensor", "aten::mul.Tensor"],
    "row_l2_floor": ["aten::mul.Tensor", "aten::sum.dim_IntList", "aten::sqrt", "aten::clamp_min",
                     "aten::div.Tensor"],
    "peak_gate": ["aten::abs", "aten::amax", "aten::sigmoid", "aten::mul.Tensor"],
}


@pytest.mark.parametrize("name", sorted(TWINS))
def test_each_problem_is_one_group(cuagent, name):
    result = capture_problem(cuagent, "ops34", name, TWINS[name]())
    assert not result["fallbacks"], result["fallbacks"]
    assert [g["ops"] for g in result["groups"]] == [OPS[name]], result["groups"]
