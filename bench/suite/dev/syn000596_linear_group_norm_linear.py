# Synthesized by cuagent (bench.synth.compose), seed=596, scale=h200.
# ops: linear -> group_norm -> linear
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(512, 4096, bias=True)
        self.group_norm_1 = nn.GroupNorm(4, 2048)
        self.linear_2 = nn.Linear(4096, 512, bias=True)

    def forward(self, x):
        x = self.linear_0(x)
        x = self.group_norm_1(x)
        x = self.linear_2(x)
        return x


def get_inputs():
    x = torch.randn(32, 2048, 512)
    return [x]


def get_init_inputs():
    return []
