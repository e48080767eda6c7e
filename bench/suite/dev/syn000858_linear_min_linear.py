# Synthesized by cuagent (bench.synth.compose), seed=858, scale=h200.
# ops: linear -> reduce:min -> linear
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(2048, 512, bias=True)
        self.linear_2 = nn.Linear(512, 1024, bias=True)

    def forward(self, x):
        x = self.linear_0(x)
        x = torch.min(x, dim=1, keepdim=False)[0]
        x = self.linear_2(x)
        return x


def get_inputs():
    x = torch.randn(16, 2048, 2048)
    return [x]


def get_init_inputs():
    return []
