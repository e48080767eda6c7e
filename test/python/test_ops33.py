"""bench/ops33 (the thirty-third session's problems, at real sizes on the
GPU): on small twins of their inputs each is one group with no fallback,
the strided reduction and the ops around it captured together."""
import pytest
import torch

from conftest import capture_problem

TWINS = {
    "channel_softmax": lambda: [torch.randn(2, 12, 6, 6)],
    "voxel_log_softmax": lambda: [torch.randn(2, 6, 3, 4, 4)],
    "wide_channel_softmax": lambda: [torch.randn(2, 40, 4, 8)],
    "column_max_shift": lambda: [torch.randn(4, 16, 32)],
}

OPS = {
    "channel_softmax": ["aten::softmax.int"],
    "voxel_log_softmax": ["aten::mul.Scalar", "aten::log_softmax.int"],
    "wide_channel_softmax": ["aten::softmax.int", "aten::sigmoid", "aten::mul.Tensor"],
    "column_max_shift": ["aten::amax", "aten::sub.Tensor", "aten::exp"],
}


@pytest.mark.parametrize("name", sorted(TWINS))
def test_each_problem_is_one_group(cuagent, name):
    result = capture_problem(cuagent, "ops33", name, TWINS[name]())
    assert not result["fallbacks"], result["fallbacks"]
    assert [g["ops"] for g in result["groups"]] == [OPS[name]], result["groups"]
