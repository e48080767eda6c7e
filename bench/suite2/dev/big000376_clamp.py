# Synthesized by cuagent (bench.synth.compose), seed=376, scale=large.
# ops: clamp
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.clamp(x, min=-0.5, max=1.0)
        return x


def get_inputs():
    x = torch.randn(128, 256, 65536)
    return [x]


def get_init_inputs():
    return []
