# Synthesized by cuagent (bench.synth.compose), seed=103, scale=large.
# ops: activation:relu -> clamp
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.relu(x)
        x = torch.clamp(x, min=-2.0, max=1.0)
        return x


def get_inputs():
    x = torch.randn(256, 2048, 4096)
    return [x]


def get_init_inputs():
    return []
