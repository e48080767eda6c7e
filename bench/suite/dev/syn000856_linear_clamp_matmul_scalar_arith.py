# Synthesized by cuagent (bench.synth.compose), seed=856, scale=h200.
# ops: linear -> clamp -> matmul -> scalar_arith
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(4096, 8192, bias=True)

    def forward(self, x, y1):
        x = self.linear_0(x)
        x = torch.clamp(x, min=-1.0, max=0.5)
        x = torch.matmul(x, y1)
        x = x - 0.1
        return x


def get_inputs():
    x = torch.randn(1024, 4096)
    y1 = torch.randn(8192, 512)
    return [x, y1]


def get_init_inputs():
    return []
