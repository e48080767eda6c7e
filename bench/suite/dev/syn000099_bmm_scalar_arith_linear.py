# Synthesized by cuagent (bench.synth.compose), seed=99, scale=h200.
# ops: bmm -> scalar_arith -> linear
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_2 = nn.Linear(2048, 2048, bias=False)

    def forward(self, x, y1):
        x = torch.bmm(x, y1)
        x = x / 3.0
        x = self.linear_2(x)
        return x


def get_inputs():
    x = torch.randn(16, 2048, 2048)
    y1 = torch.randn(16, 2048, 2048)
    return [x, y1]


def get_init_inputs():
    return []
