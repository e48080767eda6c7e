# Synthesized by cuagent (bench.synth.compose), seed=701, scale=h200.
# ops: matmul -> clamp -> scalar_arith
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1):
        x = torch.matmul(x, y1)
        x = torch.clamp(x, min=-2.0, max=2.0)
        x = x - 0.1
        return x


def get_inputs():
    x = torch.randn(8192, 8192)
    y1 = torch.randn(8192, 512)
    return [x, y1]


def get_init_inputs():
    return []
