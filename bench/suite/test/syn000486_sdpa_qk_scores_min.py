# Synthesized by cuagent (bench.synth.compose), seed=486, scale=h200.
# ops: sdpa -> qk_scores -> reduce:min
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1, y2, y3):
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=False)
        x = torch.matmul(x, y3.transpose(-2, -1)) * 0.125
        x = torch.min(x, dim=3, keepdim=False)[0]
        return x


def get_inputs():
    x = torch.randn(128, 32, 128, 64)
    y1 = torch.randn(128, 32, 128, 64)
    y2 = torch.randn(128, 32, 128, 64)
    y3 = torch.randn(128, 32, 128, 64)
    return [x, y1, y2, y3]


def get_init_inputs():
    return []
