# Synthesized by cuagent (bench.synth.compose), seed=323, scale=h200.
# ops: linear -> linear -> scalar_arith -> activation:softplus
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(512, 2048, bias=True)
        self.linear_1 = nn.Linear(2048, 512, bias=True)

    def forward(self, x):
        x = self.linear_0(x)
        x = self.linear_1(x)
        x = x - 0.5
        x = F.softplus(x)
        return x


def get_inputs():
    x = torch.randn(32, 512, 512)
    return [x]


def get_init_inputs():
    return []
