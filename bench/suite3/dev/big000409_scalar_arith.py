# Synthesized by cuagent (bench.synth.compose), seed=409, scale=large.
# ops: scalar_arith
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x / 1.5
        return x


def get_inputs():
    x = torch.randn(64, 32, 8192, 128)
    return [x]


def get_init_inputs():
    return []
