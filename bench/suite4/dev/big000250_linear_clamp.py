# Synthesized by cuagent (bench.synth.compose), seed=250, scale=large.
# ops: linear -> clamp
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(2048, 4096, bias=True)

    def forward(self, x):
        x = self.linear_0(x)
        x = torch.clamp(x, min=-1.0, max=0.5)
        return x


def get_inputs():
    x = torch.randn(64, 4096, 2048)
    return [x]


def get_init_inputs():
    return []
