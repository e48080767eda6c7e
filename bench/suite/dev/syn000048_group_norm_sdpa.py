# Synthesized by cuagent (bench.synth.compose), seed=48, scale=h200.
# ops: group_norm -> sdpa
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.group_norm_0 = nn.GroupNorm(2, 16)

    def forward(self, x, y1, y2):
        x = self.group_norm_0(x)
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=False)
        return x


def get_inputs():
    x = torch.randn(32, 16, 512, 64)
    y1 = torch.randn(32, 16, 512, 64)
    y2 = torch.randn(32, 16, 512, 64)
    return [x, y1, y2]


def get_init_inputs():
    return []
