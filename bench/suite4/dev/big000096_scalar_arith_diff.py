# Synthesized by cuagent (bench.synth.compose), seed=96, scale=large.
# ops: scalar_arith -> diff
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x / 2.0
        x = torch.diff(x, dim=2)
        return x


def get_inputs():
    x = torch.randn(128, 128, 128, 512)
    return [x]


def get_init_inputs():
    return []
