# Synthesized by cuagent (bench.synth.compose), seed=28, scale=large.
# ops: activation:softplus -> qk_scores -> scan:cumsum -> sdpa -> scan:cumsum
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1, y2, y3):
        x = F.softplus(x)
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.0442
        x = torch.cumsum(x, dim=3)
        x = F.scaled_dot_product_attention(x, y2, y3, is_causal=False)
        x = torch.cumsum(x, dim=1)
        return x


def get_inputs():
    x = torch.randn(64, 512, 128, 512)
    y1 = torch.randn(64, 512, 128, 512)
    y2 = torch.randn(64, 512, 128, 128)
    y3 = torch.randn(64, 512, 128, 128)
    return [x, y1, y2, y3]


def get_init_inputs():
    return []
