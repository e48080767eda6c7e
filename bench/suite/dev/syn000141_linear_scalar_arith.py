# Synthesized by cuagent (bench.synth.compose), seed=141, scale=h200.
# ops: linear -> scalar_arith
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(8192, 2048, bias=True)

    def forward(self, x):
        x = self.linear_0(x)
        x = x / 2.0
        return x


def get_inputs():
    x = torch.randn(8192, 8192)
    return [x]


def get_init_inputs():
    return []
