# Synthesized by cuagent (bench.synth.compose), seed=400, scale=large.
# ops: sdpa -> quantize -> activation2:relu6
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1, y2):
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=False)
        x = torch.div(x, 0.1, rounding_mode="floor") * 0.1
        x = F.relu6(x)
        return x


def get_inputs():
    x = torch.randn(64, 512, 128, 256)
    y1 = torch.randn(64, 512, 128, 256)
    y2 = torch.randn(64, 512, 128, 256)
    return [x, y1, y2]


def get_init_inputs():
    return []
