# Synthesized by cuagent (bench.synth.compose), seed=363, scale=large.
# ops: sdpa -> scan:cumsum -> reduce:mean
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1, y2):
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=True)
        x = torch.cumsum(x, dim=3)
        x = torch.mean(x, dim=1, keepdim=False)
        return x


def get_inputs():
    x = torch.randn(64, 512, 128, 256)
    y1 = torch.randn(64, 512, 128, 256)
    y2 = torch.randn(64, 512, 128, 256)
    return [x, y1, y2]


def get_init_inputs():
    return []
