# Synthesized by cuagent (bench.synth.compose), seed=789, scale=h200.
# ops: sdpa -> activation:gelu -> group_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.group_norm_2 = nn.GroupNorm(2, 256)

    def forward(self, x, y1, y2):
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=True)
        x = F.gelu(x)
        x = self.group_norm_2(x)
        return x


def get_inputs():
    x = torch.randn(32, 256, 128, 128)
    y1 = torch.randn(32, 256, 128, 128)
    y2 = torch.randn(32, 256, 128, 128)
    return [x, y1, y2]


def get_init_inputs():
    return []
