# Synthesized by cuagent (bench.synth.compose), seed=6, scale=large.
# ops: activation2:selu -> clamp
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.selu(x)
        x = torch.clamp(x, min=-0.5, max=2.0)
        return x


def get_inputs():
    x = torch.randn(64, 128, 256, 512)
    return [x]


def get_init_inputs():
    return []
