# Synthesized by cuagent (bench.synth.compose), seed=164, scale=large.
# ops: scalar_arith
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x * 3.0
        return x


def get_inputs():
    x = torch.randn(32, 128, 64, 96, 48)
    return [x]


def get_init_inputs():
    return []
