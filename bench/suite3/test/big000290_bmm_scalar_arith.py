# Synthesized by cuagent (bench.synth.compose), seed=290, scale=large.
# ops: bmm -> scalar_arith
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1):
        x = torch.bmm(x, y1)
        x = x * 0.25
        return x


def get_inputs():
    x = torch.randn(32, 8192, 1024)
    y1 = torch.randn(32, 1024, 4096)
    return [x, y1]


def get_init_inputs():
    return []
