# Synthesized by cuagent (bench.synth.compose), seed=420, scale=h200.
# ops: matmul -> linear
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_1 = nn.Linear(4096, 1024, bias=False)

    def forward(self, x, y1):
        x = torch.matmul(x, y1)
        x = self.linear_1(x)
        return x


def get_inputs():
    x = torch.randn(2048, 8192)
    y1 = torch.randn(8192, 4096)
    return [x, y1]


def get_init_inputs():
    return []
