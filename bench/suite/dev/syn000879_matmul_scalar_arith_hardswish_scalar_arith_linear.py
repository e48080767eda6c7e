# Synthesized by cuagent (bench.synth.compose), seed=879, scale=h200.
# ops: matmul -> scalar_arith -> activation:hardswish -> scalar_arith -> linear
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_4 = nn.Linear(8192, 2048, bias=True)

    def forward(self, x, y1):
        x = torch.matmul(x, y1)
        x = x / 0.25
        x = F.hardswish(x)
        x = x / 0.1
        x = self.linear_4(x)
        return x


def get_inputs():
    x = torch.randn(16, 512, 1024)
    y1 = torch.randn(1024, 8192)
    return [x, y1]


def get_init_inputs():
    return []
