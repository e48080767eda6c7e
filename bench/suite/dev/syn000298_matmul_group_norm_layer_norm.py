# Synthesized by cuagent (bench.synth.compose), seed=298, scale=h200.
# ops: matmul -> group_norm -> layer_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.group_norm_1 = nn.GroupNorm(4, 512)
        self.layer_norm_2 = nn.LayerNorm(1024)

    def forward(self, x, y1):
        x = torch.matmul(x, y1)
        x = self.group_norm_1(x)
        x = self.layer_norm_2(x)
        return x


def get_inputs():
    x = torch.randn(128, 512, 1024)
    y1 = torch.randn(1024, 1024)
    return [x, y1]


def get_init_inputs():
    return []
