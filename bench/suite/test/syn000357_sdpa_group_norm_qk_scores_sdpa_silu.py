# Synthesized by cuagent (bench.synth.compose), seed=357, scale=h200.
# ops: sdpa -> group_norm -> qk_scores -> sdpa -> activation:silu
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.group_norm_1 = nn.GroupNorm(2, 32)

    def forward(self, x, y1, y2, y3, y4, y5):
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=False)
        x = self.group_norm_1(x)
        x = torch.matmul(x, y3.transpose(-2, -1)) * 0.0625
        x = F.scaled_dot_product_attention(x, y4, y5, is_causal=False)
        x = F.silu(x)
        return x


def get_inputs():
    x = torch.randn(64, 32, 128, 256)
    y1 = torch.randn(64, 32, 128, 256)
    y2 = torch.randn(64, 32, 128, 256)
    y3 = torch.randn(64, 32, 128, 256)
    y4 = torch.randn(64, 32, 128, 128)
    y5 = torch.randn(64, 32, 128, 128)
    return [x, y1, y2, y3, y4, y5]


def get_init_inputs():
    return []
