# Synthesized by cuagent (bench.synth.compose), seed=763, scale=h200.
# ops: scalar_arith -> linear
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_1 = nn.Linear(2048, 4096, bias=True)

    def forward(self, x):
        x = x - 0.5
        x = self.linear_1(x)
        return x


def get_inputs():
    x = torch.randn(16, 512, 2048)
    return [x]


def get_init_inputs():
    return []
