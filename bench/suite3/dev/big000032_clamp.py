# Synthesized by cuagent (bench.synth.compose), seed=32, scale=large.
# ops: clamp
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.clamp(x, min=-2.0, max=2.0)
        return x


def get_inputs():
    x = torch.randn(256, 64, 512, 256)
    return [x]


def get_init_inputs():
    return []
