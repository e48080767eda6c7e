# Synthesized by cuagent (bench.synth.compose), seed=682, scale=h200.
# ops: qk_scores -> matmul_v -> sdpa
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1, y2, y3, y4):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.0884
        x = torch.matmul(x, y2)
        x = F.scaled_dot_product_attention(x, y3, y4, is_causal=False)
        return x


def get_inputs():
    x = torch.randn(32, 8, 512, 128)
    y1 = torch.randn(32, 8, 512, 128)
    y2 = torch.randn(32, 8, 512, 128)
    y3 = torch.randn(32, 8, 512, 128)
    y4 = torch.randn(32, 8, 512, 128)
    return [x, y1, y2, y3, y4]


def get_init_inputs():
    return []
