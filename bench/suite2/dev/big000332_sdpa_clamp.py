# Synthesized by cuagent (bench.synth.compose), seed=332, scale=large.
# ops: sdpa -> clamp
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1, y2):
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=True)
        x = torch.clamp(x, min=-2.0, max=2.0)
        return x


def get_inputs():
    x = torch.randn(256, 512, 128, 128)
    y1 = torch.randn(256, 512, 128, 128)
    y2 = torch.randn(256, 512, 128, 128)
    return [x, y1, y2]


def get_init_inputs():
    return []
