# Synthesized by cuagent (bench.synth.compose), seed=231, scale=large.
# ops: linear -> reduce:min
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(1024, 8192, bias=True)

    def forward(self, x):
        x = self.linear_0(x)
        x = torch.min(x, dim=1, keepdim=False)[0]
        return x


def get_inputs():
    x = torch.randn(256, 1024, 1024)
    return [x]


def get_init_inputs():
    return []
