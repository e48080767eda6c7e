# Synthesized by cuagent (bench.synth.compose), seed=225, scale=h200.
# ops: bmm -> linear
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_1 = nn.Linear(1024, 8192, bias=True)

    def forward(self, x, y1):
        x = torch.bmm(x, y1)
        x = self.linear_1(x)
        return x


def get_inputs():
    x = torch.randn(32, 512, 2048)
    y1 = torch.randn(32, 2048, 1024)
    return [x, y1]


def get_init_inputs():
    return []
