# Synthesized by cuagent (bench.synth.compose), seed=462, scale=h200.
# ops: linear -> clamp -> linear
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(4096, 8192, bias=False)
        self.linear_2 = nn.Linear(8192, 1024, bias=False)

    def forward(self, x):
        x = self.linear_0(x)
        x = torch.clamp(x, min=-1.0, max=0.5)
        x = self.linear_2(x)
        return x


def get_inputs():
    x = torch.randn(4096, 4096)
    return [x]


def get_init_inputs():
    return []
