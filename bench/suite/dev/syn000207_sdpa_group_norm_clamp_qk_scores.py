# Synthesized by cuagent (bench.synth.compose), seed=207, scale=h200.
# ops: sdpa -> group_norm -> clamp -> qk_scores
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.group_norm_1 = nn.GroupNorm(8, 64)

    def forward(self, x, y1, y2, y3):
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=False)
        x = self.group_norm_1(x)
        x = torch.clamp(x, min=-2.0, max=0.5)
        x = torch.matmul(x, y3.transpose(-2, -1)) * 0.1768
        return x


def get_inputs():
    x = torch.randn(64, 64, 256, 32)
    y1 = torch.randn(64, 64, 256, 32)
    y2 = torch.randn(64, 64, 256, 32)
    y3 = torch.randn(64, 64, 256, 32)
    return [x, y1, y2, y3]


def get_init_inputs():
    return []
