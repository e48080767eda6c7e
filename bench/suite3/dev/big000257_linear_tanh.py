# Synthesized by cuagent (bench.synth.compose), seed=257, scale=large.
# ops: linear -> activation:tanh
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(4096, 1024, bias=True)

    def forward(self, x):
        x = self.linear_0(x)
        x = torch.tanh(x)
        return x


def get_inputs():
    x = torch.randn(128, 2048, 4096)
    return [x]


def get_init_inputs():
    return []
