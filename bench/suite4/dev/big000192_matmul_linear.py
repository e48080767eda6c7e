# Synthesized by cuagent (bench.synth.compose), seed=192, scale=large.
# ops: matmul -> linear
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_1 = nn.Linear(1024, 4096, bias=True)

    def forward(self, x, y1):
        x = torch.matmul(x, y1)
        x = self.linear_1(x)
        return x


def get_inputs():
    x = torch.randn(256, 1024, 4096)
    y1 = torch.randn(4096, 1024)
    return [x, y1]


def get_init_inputs():
    return []
