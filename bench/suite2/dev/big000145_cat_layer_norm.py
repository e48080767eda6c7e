# Synthesized by cuagent (bench.synth.compose), seed=145, scale=large.
# ops: cat -> layer_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.layer_norm_1 = nn.LayerNorm(64)

    def forward(self, x, y1):
        x = torch.cat([x, y1], dim=1)
        x = self.layer_norm_1(x)
        return x


def get_inputs():
    x = torch.randn(128, 64, 64, 32, 64)
    y1 = torch.randn(128, 16, 64, 32, 64)
    return [x, y1]


def get_init_inputs():
    return []
