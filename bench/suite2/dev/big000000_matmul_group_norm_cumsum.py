# Synthesized by cuagent (bench.synth.compose), seed=0, scale=large.
# ops: matmul -> group_norm -> scan:cumsum
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.group_norm_1 = nn.GroupNorm(8, 4096)

    def forward(self, x, y1):
        x = torch.matmul(x, y1)
        x = self.group_norm_1(x)
        x = torch.cumsum(x, dim=2)
        return x


def get_inputs():
    x = torch.randn(64, 4096, 4096)
    y1 = torch.randn(4096, 2048)
    return [x, y1]


def get_init_inputs():
    return []
