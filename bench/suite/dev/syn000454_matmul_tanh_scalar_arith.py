# Synthesized by cuagent (bench.synth.compose), seed=454, scale=h200.
# ops: matmul -> activation:tanh -> scalar_arith
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1):
        x = torch.matmul(x, y1)
        x = torch.tanh(x)
        x = x / 2.0
        return x


def get_inputs():
    x = torch.randn(8192, 4096)
    y1 = torch.randn(4096, 8192)
    return [x, y1]


def get_init_inputs():
    return []
