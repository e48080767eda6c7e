# Synthesized by cuagent (bench.synth.compose), seed=91, scale=h200.
# ops: sdpa -> sdpa
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1, y2, y3, y4):
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=True)
        x = F.scaled_dot_product_attention(x, y3, y4, is_causal=True)
        return x


def get_inputs():
    x = torch.randn(16, 128, 256, 128)
    y1 = torch.randn(16, 128, 256, 128)
    y2 = torch.randn(16, 128, 256, 128)
    y3 = torch.randn(16, 128, 256, 128)
    y4 = torch.randn(16, 128, 256, 128)
    return [x, y1, y2, y3, y4]


def get_init_inputs():
    return []
