# Synthesized by cuagent (bench.synth.compose), seed=183, scale=large.
# ops: linear -> scan:cumsum -> activation:tanh -> linear -> clamp
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(1024, 2048, bias=True)
        self.linear_3 = nn.Linear(2048, 8192, bias=True)

    def forward(self, x):
        x = self.linear_0(x)
        x = torch.cumsum(x, dim=2)
        x = torch.tanh(x)
        x = self.linear_3(x)
        x = torch.clamp(x, min=-1.0, max=0.5)
        return x


def get_inputs():
    x = torch.randn(64, 2048, 1024)
    return [x]


def get_init_inputs():
    return []
