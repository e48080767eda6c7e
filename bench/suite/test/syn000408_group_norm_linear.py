# Synthesized by cuagent (bench.synth.compose), seed=408, scale=h200.
# ops: group_norm -> linear
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.group_norm_0 = nn.GroupNorm(2, 2048)
        self.linear_1 = nn.Linear(512, 4096, bias=True)

    def forward(self, x):
        x = self.group_norm_0(x)
        x = self.linear_1(x)
        return x


def get_inputs():
    x = torch.randn(16, 2048, 512)
    return [x]


def get_init_inputs():
    return []
