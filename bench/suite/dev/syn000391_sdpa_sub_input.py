# Synthesized by cuagent (bench.synth.compose), seed=391, scale=h200.
# ops: sdpa -> tensor_arith:sub_input
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1, y2, y3):
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=True)
        x = x - y3
        return x


def get_inputs():
    x = torch.randn(16, 16, 512, 128)
    y1 = torch.randn(16, 16, 512, 128)
    y2 = torch.randn(16, 16, 512, 128)
    y3 = torch.randn(16, 16, 512, 128)
    return [x, y1, y2, y3]


def get_init_inputs():
    return []
