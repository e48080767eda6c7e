# Synthesized by cuagent (bench.synth.compose), seed=205, scale=large.
# ops: matmul -> scalar_arith
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1):
        x = torch.matmul(x, y1)
        x = x - 2.0
        return x


def get_inputs():
    x = torch.randn(32, 2048, 2048)
    y1 = torch.randn(2048, 16384)
    return [x, y1]


def get_init_inputs():
    return []
