# Synthesized by cuagent (bench.synth.compose), seed=164, scale=h200.
# ops: sdpa -> group_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.group_norm_1 = nn.GroupNorm(2, 16)

    def forward(self, x, y1, y2):
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=True)
        x = self.group_norm_1(x)
        return x


def get_inputs():
    x = torch.randn(16, 16, 1024, 64)
    y1 = torch.randn(16, 16, 1024, 64)
    y2 = torch.randn(16, 16, 1024, 64)
    return [x, y1, y2]


def get_init_inputs():
    return []
