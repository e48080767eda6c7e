# Synthesized by cuagent (bench.synth.compose), seed=14, scale=large.
# ops: bmm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1):
        x = torch.bmm(x, y1)
        return x


def get_inputs():
    x = torch.randn(32, 256, 16384)
    y1 = torch.randn(32, 16384, 4096)
    return [x, y1]


def get_init_inputs():
    return []
