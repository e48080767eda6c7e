# Synthesized by cuagent (bench.synth.compose), seed=535, scale=h200.
# ops: linear -> group_norm -> clamp -> softmax:softmax
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(8192, 1024, bias=True)
        self.group_norm_1 = nn.GroupNorm(8, 64)

    def forward(self, x):
        x = self.linear_0(x)
        x = self.group_norm_1(x)
        x = torch.clamp(x, min=-1.0, max=0.5)
        x = torch.softmax(x, dim=1)
        return x


def get_inputs():
    x = torch.randn(128, 64, 8192)
    return [x]


def get_init_inputs():
    return []
