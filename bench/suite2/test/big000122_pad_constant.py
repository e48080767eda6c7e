# Synthesized by cuagent (bench.synth.compose), seed=122, scale=large.
# ops: layout:pad_constant
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.pad(x, (2, 2, 2, 2), mode="constant", value=0.5)
        return x


def get_inputs():
    x = torch.randn(64, 128, 48, 96, 32)
    return [x]


def get_init_inputs():
    return []
