# Synthesized by cuagent (bench.synth.compose), seed=3, scale=large.
# ops: sdpa -> resample:pixel_shuffle
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1, y2):
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=True)
        x = F.pixel_shuffle(x, 2)
        return x


def get_inputs():
    x = torch.randn(256, 128, 256, 256)
    y1 = torch.randn(256, 128, 256, 256)
    y2 = torch.randn(256, 128, 256, 256)
    return [x, y1, y2]


def get_init_inputs():
    return []
