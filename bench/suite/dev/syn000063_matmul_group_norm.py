# Synthesized by cuagent (bench.synth.compose), seed=63, scale=h200.
# ops: matmul -> group_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.group_norm_1 = nn.GroupNorm(2, 256)

    def forward(self, x, y1):
        x = torch.matmul(x, y1)
        x = self.group_norm_1(x)
        return x


def get_inputs():
    x = torch.randn(32, 256, 512)
    y1 = torch.randn(512, 8192)
    return [x, y1]


def get_init_inputs():
    return []
