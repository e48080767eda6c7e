# Synthesized by cuagent (bench.synth.compose), seed=56, scale=large.
# ops: linear
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(4096, 1024, bias=True)

    def forward(self, x):
        x = self.linear_0(x)
        return x


def get_inputs():
    x = torch.randn(32, 8192, 4096)
    return [x]


def get_init_inputs():
    return []
