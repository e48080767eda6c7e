# Synthesized by cuagent (bench.synth.compose), seed=665, scale=h200.
# ops: sdpa -> activation:sigmoid
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1, y2):
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=False)
        x = torch.sigmoid(x)
        return x


def get_inputs():
    x = torch.randn(128, 128, 256, 64)
    y1 = torch.randn(128, 128, 256, 64)
    y2 = torch.randn(128, 128, 256, 64)
    return [x, y1, y2]


def get_init_inputs():
    return []
