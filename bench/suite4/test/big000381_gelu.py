# Synthesized by cuagent (bench.synth.compose), seed=381, scale=large.
# ops: activation:gelu
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.gelu(x)
        return x


def get_inputs():
    x = torch.randn(64, 256, 131072)
    return [x]


def get_init_inputs():
    return []
