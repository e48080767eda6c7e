# Synthesized by cuagent (bench.synth.compose), seed=883, scale=h200.
# ops: sdpa -> sdpa -> qk_scores
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1, y2, y3, y4, y5):
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=False)
        x = F.scaled_dot_product_attention(x, y3, y4, is_causal=False)
        x = torch.matmul(x, y5.transpose(-2, -1)) * 0.125
        return x


def get_inputs():
    x = torch.randn(32, 256, 128, 64)
    y1 = torch.randn(32, 256, 128, 64)
    y2 = torch.randn(32, 256, 128, 64)
    y3 = torch.randn(32, 256, 128, 64)
    y4 = torch.randn(32, 256, 128, 64)
    y5 = torch.randn(32, 256, 128, 64)
    return [x, y1, y2, y3, y4, y5]


def get_init_inputs():
    return []
