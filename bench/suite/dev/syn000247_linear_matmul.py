# Synthesized by cuagent (bench.synth.compose), seed=247, scale=h200.
# ops: linear -> matmul
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(2048, 512, bias=False)

    def forward(self, x, y1):
        x = self.linear_0(x)
        x = torch.matmul(x, y1)
        return x


def get_inputs():
    x = torch.randn(32, 256, 2048)
    y1 = torch.randn(512, 8192)
    return [x, y1]


def get_init_inputs():
    return []
