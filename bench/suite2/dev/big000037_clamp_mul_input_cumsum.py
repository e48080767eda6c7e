# Synthesized by cuagent (bench.synth.compose), seed=37, scale=large.
# ops: clamp -> tensor_arith:mul_input -> scan:cumsum
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1):
        x = torch.clamp(x, min=-1.0, max=0.5)
        x = x * y1
        x = torch.cumsum(x, dim=1)
        return x


def get_inputs():
    x = torch.randn(32, 32, 8192, 128)
    y1 = torch.randn(32, 32, 8192, 128)
    return [x, y1]


def get_init_inputs():
    return []
