# Synthesized by cuagent (bench.synth.compose), seed=143, scale=large.
# ops: sdpa -> scalar_arith -> tensor_arith:sub_input
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1, y2, y3):
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=True)
        x = x - 0.1
        x = x - y3
        return x


def get_inputs():
    x = torch.randn(128, 128, 256, 256)
    y1 = torch.randn(128, 128, 256, 256)
    y2 = torch.randn(128, 128, 256, 256)
    y3 = torch.randn(128, 128, 256, 256)
    return [x, y1, y2, y3]


def get_init_inputs():
    return []
