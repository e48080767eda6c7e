# Synthesized by cuagent (bench.synth.compose), seed=370, scale=large.
# ops: qk_scores -> sdpa -> matmul_v -> scalar_arith
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1, y2, y3, y4):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.0442
        x = F.scaled_dot_product_attention(x, y2, y3, is_causal=False)
        x = torch.matmul(x, y4)
        x = x / 0.25
        return x


def get_inputs():
    x = torch.randn(128, 256, 128, 512)
    y1 = torch.randn(128, 256, 128, 512)
    y2 = torch.randn(128, 256, 128, 128)
    y3 = torch.randn(128, 256, 128, 128)
    y4 = torch.randn(128, 256, 128, 64)
    return [x, y1, y2, y3, y4]


def get_init_inputs():
    return []
