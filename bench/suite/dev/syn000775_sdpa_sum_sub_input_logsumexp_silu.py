# Synthesized by cuagent (bench.synth.compose), seed=775, scale=h200.
# ops: sdpa -> reduce:sum -> tensor_arith:sub_input -> reduce:logsumexp -> activation:silu
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1, y2, y3):
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=False)
        x = torch.sum(x, dim=2, keepdim=True)
        x = x - y3
        x = torch.logsumexp(x, dim=1, keepdim=False)
        x = F.silu(x)
        return x


def get_inputs():
    x = torch.randn(16, 8, 2048, 128)
    y1 = torch.randn(16, 8, 2048, 128)
    y2 = torch.randn(16, 8, 2048, 128)
    y3 = torch.randn(16, 8, 1, 128)
    return [x, y1, y2, y3]


def get_init_inputs():
    return []
