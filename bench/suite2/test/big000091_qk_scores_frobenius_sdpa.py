# Synthesized by cuagent (bench.synth.compose), seed=91, scale=large.
# ops: qk_scores -> reduce2:frobenius -> sdpa
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1, y2, y3):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.0625
        x = x / torch.norm(x, p="fro")
        x = F.scaled_dot_product_attention(x, y2, y3, is_causal=False)
        return x


def get_inputs():
    x = torch.randn(128, 256, 128, 256)
    y1 = torch.randn(128, 256, 128, 256)
    y2 = torch.randn(128, 256, 128, 128)
    y3 = torch.randn(128, 256, 128, 128)
    return [x, y1, y2, y3]


def get_init_inputs():
    return []
