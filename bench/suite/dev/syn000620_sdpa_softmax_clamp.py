# Synthesized by cuagent (bench.synth.compose), seed=620, scale=h200.
# ops: sdpa -> softmax:softmax -> clamp
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1, y2):
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=True)
        x = torch.softmax(x, dim=1)
        x = torch.clamp(x, min=-0.5, max=2.0)
        return x


def get_inputs():
    x = torch.randn(16, 8, 2048, 64)
    y1 = torch.randn(16, 8, 2048, 64)
    y2 = torch.randn(16, 8, 2048, 64)
    return [x, y1, y2]


def get_init_inputs():
    return []
