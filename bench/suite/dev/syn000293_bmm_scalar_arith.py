# Synthesized by cuagent (bench.synth.compose), seed=293, scale=h200.
# ops: bmm -> scalar_arith
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1):
        x = torch.bmm(x, y1)
        x = x + 1.0
        return x


def get_inputs():
    x = torch.randn(16, 512, 4096)
    y1 = torch.randn(16, 4096, 1024)
    return [x, y1]


def get_init_inputs():
    return []
