# Synthesized by cuagent (bench.synth.compose), seed=195, scale=large.
# ops: matmul -> scalar_arith
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1):
        x = torch.matmul(x, y1)
        x = x * 0.25
        return x


def get_inputs():
    x = torch.randn(256, 64, 65536)
    y1 = torch.randn(65536, 2048)
    return [x, y1]


def get_init_inputs():
    return []
