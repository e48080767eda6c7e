"""bench/ops30 (the thirtieth session's problems, at real sizes on the
GPU): on small twins of their inputs each einsum is rewritten (Einsum.h)
and each problem captured as one group with no fallback but views of
inputs feeding a GEMM."""
import pytest
import torch

from conftest import capture_problem

# Inputs of each problem's ranks, small.
TWINS = {
    "einsum_channel_mix": lambda: [torch.randn(2, 192, 6, 5)],
    "einsum_scores_softmax": lambda: [torch.randn(2, 3, 16, 64), torch.randn(2, 3, 16, 64)],
    "einsum_token_proj": lambda: [torch.randn(2, 8, 768)],
    "einsum_bilinear_pool": lambda: [torch.randn(2, 16, 160)],
    "einsum_outer_gate": lambda: [torch.randn(4, 8), torch.randn(4, 6), torch.randn(4, 8, 6)],
    "resblock_inplace": lambda: [torch.randn(2, 64, 6, 6)],
    "chw_layernorm": lambda: [torch.randn(2, 32, 96, 96)],
    "prod_gate": lambda: [torch.randn(2, 24, 4, 4)],
}

OPS = {
    "einsum_channel_mix": ["aten::matmul", "aten::reshape", "aten::add.Tensor", "aten::relu"],
    "einsum_scores_softmax": ["aten::permute", "aten::matmul", "aten::mul.Scalar",
                              "aten::softmax.int"],
    "einsum_token_proj": ["aten::permute", "aten::matmul", "aten::reshape", "aten::gelu"],
    "einsum_bilinear_pool": ["aten::permute", "aten::matmul", "aten::div.Scalar", "aten::sign",
                             "aten::abs", "aten::add.Scalar", "aten::sqrt", "aten::mul.Tensor"],
    "einsum_outer_gate": ["aten::unsqueeze", "aten::unsqueeze", "aten::mul.Tensor",
                          "aten::sigmoid", "aten::mul.Tensor"],
    "resblock_inplace": ["aten::conv2d", "aten::relu", "aten::conv2d", "aten::add.Tensor",
                         "aten::relu"],
    "chw_layernorm": ["aten::conv2d", "aten::flatten.using_ints", "aten::layer_norm",
                      "aten::unflatten.int", "aten::silu"],
    "prod_gate": ["aten::sigmoid", "aten::add.Scalar", "aten::prod.dim_int", "aten::tanh",
                  "aten::mul.Tensor"],
}


@pytest.mark.parametrize("name", sorted(TWINS))
def test_each_problem_is_one_group(cuagent, name):
    result = capture_problem(cuagent, "ops30", name, TWINS[name]())
    assert result["einsums"] == (1 if name.startswith("einsum") else 0), result
    assert [g["ops"] for g in result["groups"]] == [OPS[name]], result
    assert not [f for f in result["fallbacks"] if f["op"] != "aten::reshape"], result["fallbacks"]
