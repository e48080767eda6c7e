# Synthesized by cuagent (bench.synth.compose), seed=35, scale=large.
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
        x = torch.clamp(x, min=-2.0, max=1.0)
        return x


def get_inputs():
    x = torch.randn(32, 8192, 2048)
    return [x]


def get_init_inputs():
    return []
