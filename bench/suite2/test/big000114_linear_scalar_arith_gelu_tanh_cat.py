# Synthesized by cuagent (bench.synth.compose), seed=114, scale=large.
# ops: linear -> scalar_arith -> activation2:gelu_tanh -> cat
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(1024, 4096, bias=True)

    def forward(self, x, y1):
        x = self.linear_0(x)
        x = x + 2.0
        x = F.gelu(x, approximate="tanh")
        x = torch.cat([x, y1], dim=1)
        return x


def get_inputs():
    x = torch.randn(64, 2048, 1024)
    y1 = torch.randn(64, 2048, 4096)
    return [x, y1]


def get_init_inputs():
    return []
