# Synthesized by cuagent (bench.synth.compose), seed=765, scale=h200.
# ops: sdpa -> group_norm -> scalar_arith -> group_norm -> layer_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.group_norm_1 = nn.GroupNorm(4, 256)
        self.group_norm_3 = nn.GroupNorm(2, 256)
        self.layer_norm_4 = nn.LayerNorm(64)

    def forward(self, x, y1, y2):
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=True)
        x = self.group_norm_1(x)
        x = x / 2.0
        x = self.group_norm_3(x)
        x = self.layer_norm_4(x)
        return x


def get_inputs():
    x = torch.randn(32, 256, 128, 64)
    y1 = torch.randn(32, 256, 128, 64)
    y2 = torch.randn(32, 256, 128, 64)
    return [x, y1, y2]


def get_init_inputs():
    return []
