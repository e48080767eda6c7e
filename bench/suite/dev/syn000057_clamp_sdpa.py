# Synthesized by cuagent (bench.synth.compose), seed=57, scale=h200.
# ops: clamp -> sdpa
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1, y2):
        x = torch.clamp(x, min=-1.0, max=2.0)
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=False)
        return x


def get_inputs():
    x = torch.randn(16, 512, 256, 32)
    y1 = torch.randn(16, 512, 256, 32)
    y2 = torch.randn(16, 512, 256, 32)
    return [x, y1, y2]


def get_init_inputs():
    return []
