# Synthesized by cuagent (bench.synth.compose), seed=157, scale=large.
# ops: linear
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(2048, 2048, bias=False)

    def forward(self, x):
        x = self.linear_0(x)
        return x


def get_inputs():
    x = torch.randn(256, 2048, 2048)
    return [x]


def get_init_inputs():
    return []
