# Synthesized by cuagent (bench.synth.compose), seed=189, scale=large.
# ops: linear -> linear
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(32768, 2048, bias=True)
        self.linear_1 = nn.Linear(2048, 4096, bias=True)

    def forward(self, x):
        x = self.linear_0(x)
        x = self.linear_1(x)
        return x


def get_inputs():
    x = torch.randn(128, 256, 32768)
    return [x]


def get_init_inputs():
    return []
