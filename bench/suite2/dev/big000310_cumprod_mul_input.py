# Synthesized by cuagent (bench.synth.compose), seed=310, scale=large.
# ops: scan:cumprod -> tensor_arith:mul_input
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1):
        x = torch.cumprod(1.0 + 0.01 * torch.tanh(x), dim=2)
        x = x * y1
        return x


def get_inputs():
    x = torch.randn(256, 128, 32768)
    y1 = torch.randn(256, 128, 32768)
    return [x, y1]


def get_init_inputs():
    return []
