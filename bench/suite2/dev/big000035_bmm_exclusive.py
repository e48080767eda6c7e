# Synthesized by cuagent (bench.synth.compose), seed=35, scale=large.
# ops: bmm -> scan:exclusive
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1):
        x = torch.bmm(x, y1)
        x = torch.cumsum(x, dim=1) - x
        return x


def get_inputs():
    x = torch.randn(64, 64, 16384)
    y1 = torch.randn(64, 16384, 2048)
    return [x, y1]


def get_init_inputs():
    return []
