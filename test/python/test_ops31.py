"""bench/ops31 (the thirty-first session's transformer problems, at real
sizes on the GPU): on small twins of their inputs each fast-path op is
spelled out (NativeAttention.h) and captured with no fallback but the head
merge's view before the out-projection."""
import pytest
import torch

from conftest import bench_problem

# Inputs of each problem's ranks, small; how many fast-path ops each has.
TWINS = {
    "encoder_layer_relu": (lambda: [torch.randn(2, 8, 1024)], 1),
    "encoder_stack_gelu": (lambda: [torch.randn(2, 8, 768)], 2),
    "mha_residual_norm": (lambda: [torch.randn(2, 8, 512)], 1),
}


@pytest.mark.parametrize("name", sorted(TWINS))
@pytest.mark.parametrize("decompose", [False, True])
def test_each_problem_is_captured(cuagent, name, decompose):
    problem = bench_problem("ops31", name)
    torch.manual_seed(0)
    model = torch.jit.script(problem.Model(*problem.get_init_inputs()).eval())
    inputs, rewritten = TWINS[name]
    result = cuagent.partition(model, inputs(), decompose_attention=decompose)
    assert result["native_attention"] == rewritten, result
    ops = [op for g in result["groups"] for op in g["ops"]]
    # Two GEMMs per attention, two more per feed-forward.
    layers = rewritten if name != "mha_residual_norm" else 0
    assert ops.count("aten::linear") == 2 * rewritten + 2 * layers, result
    assert ("aten::scaled_dot_product_attention" in ops) == decompose, result
    stock = {f["op"] for f in result["fallbacks"]}
    allowed = {"aten::reshape"} | ({"aten::scaled_dot_product_attention", "aten::slice.Tensor",
                                    "aten::transpose.int"} if not decompose else set())
    assert stock <= allowed, result["fallbacks"]
