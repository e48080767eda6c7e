# Synthesized by cuagent (bench.synth.compose), seed=87, scale=large.
# ops: diff -> diff
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.diff(x, dim=2)
        x = torch.diff(x, dim=2)
        return x


def get_inputs():
    x = torch.randn(32, 256, 256, 512)
    return [x]


def get_init_inputs():
    return []
