# Synthesized by cuagent (bench.synth.compose), seed=341, scale=large.
# ops: activation2:selu
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.selu(x)
        return x


def get_inputs():
    x = torch.randn(128, 64, 64, 64, 48)
    return [x]


def get_init_inputs():
    return []
