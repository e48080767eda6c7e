# Synthesized by cuagent (bench.synth.compose), seed=702, scale=h200.
# ops: linear -> group_norm -> activation:softplus -> activation:hardswish
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(512, 2048, bias=True)
        self.group_norm_1 = nn.GroupNorm(8, 1024)

    def forward(self, x):
        x = self.linear_0(x)
        x = self.group_norm_1(x)
        x = F.softplus(x)
        x = F.hardswish(x)
        return x


def get_inputs():
    x = torch.randn(32, 1024, 512)
    return [x]


def get_init_inputs():
    return []
