# Synthesized by cuagent (bench.synth.compose), seed=382, scale=h200.
# ops: sdpa -> activation:leaky_relu
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1, y2):
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=False)
        x = F.leaky_relu(x, negative_slope=0.01)
        return x


def get_inputs():
    x = torch.randn(128, 16, 256, 64)
    y1 = torch.randn(128, 16, 256, 64)
    y2 = torch.randn(128, 16, 256, 64)
    return [x, y1, y2]


def get_init_inputs():
    return []
