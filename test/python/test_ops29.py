"""bench/ops29 (the twenty-ninth session's problems, at real sizes on the
GPU): on small twins of their inputs each is captured as one group with no
fallback, its int64 targets and ids as i64 inputs."""
import pytest
import torch

from conftest import capture_problem

# Inputs of each problem's ranks and dtypes, small.
TWINS = {
    "lm_head_ce": lambda: [torch.randn(8, 1024), torch.randint(0, 32000, (8,))],
    "seg_head_ce": lambda: [torch.randn(1, 256, 4, 4),
                            torch.randint(0, 21, (1, 16, 16))],
    "tempered_nll": lambda: [torch.randn(8, 64), torch.randint(0, 64, (8,))],
    "token_embed_norm": lambda: [torch.randint(0, 50257, (2, 2048))],
    "bce_probs": lambda: [torch.randn(8, 8), torch.rand(8, 8), torch.rand(8, 8)],
}

OPS = {
    "lm_head_ce": ["aten::linear", "aten::cross_entropy_loss"],
    "seg_head_ce": ["aten::conv2d", "aten::upsample_bilinear2d.vec", "aten::cross_entropy_loss"],
    "tempered_nll": ["aten::div.Scalar", "aten::log_softmax.int", "aten::nll_loss_nd",
                     "aten::pow.Tensor_Scalar", "aten::mean", "aten::mul.Scalar",
                     "aten::add.Tensor"],
    "token_embed_norm": ["aten::embedding", "aten::add.Tensor", "aten::layer_norm"],
    "bce_probs": ["aten::sigmoid", "aten::binary_cross_entropy", "aten::mul.Tensor",
                  "aten::mean"],
}


@pytest.mark.parametrize("name", sorted(TWINS))
def test_each_problem_is_one_group(cuagent, name):
    result = capture_problem(cuagent, "ops29", name, TWINS[name]())
    assert [g["ops"] for g in result["groups"]] == [OPS[name]], result
    assert not result["fallbacks"], result["fallbacks"]
