# Synthesized by cuagent (bench.synth.compose), seed=322, scale=large.
# ops: special
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.sinc(x)
        return x


def get_inputs():
    x = torch.randn(32, 128, 64, 96, 48)
    return [x]


def get_init_inputs():
    return []
