# Synthesized by cuagent (bench.synth.compose), seed=365, scale=h200.
# ops: linear -> linear -> matmul
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(4096, 8192, bias=False)
        self.linear_1 = nn.Linear(8192, 512, bias=False)

    def forward(self, x, y1):
        x = self.linear_0(x)
        x = self.linear_1(x)
        x = torch.matmul(x, y1)
        return x


def get_inputs():
    x = torch.randn(1024, 4096)
    y1 = torch.randn(512, 512)
    return [x, y1]


def get_init_inputs():
    return []
