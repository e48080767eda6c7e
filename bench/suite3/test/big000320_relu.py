# Synthesized by cuagent (bench.synth.compose), seed=320, scale=large.
# ops: activation:relu
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.relu(x)
        return x


def get_inputs():
    x = torch.randn(128, 64, 512, 512)
    return [x]


def get_init_inputs():
    return []
