# Synthesized by cuagent (bench.synth.compose), seed=13, scale=large.
# ops: activation:sigmoid -> reduce2:frobenius -> scan:cumsum
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.sigmoid(x)
        x = x / torch.norm(x, p="fro")
        x = torch.cumsum(x, dim=3)
        return x


def get_inputs():
    x = torch.randn(32, 512, 128, 512)
    return [x]


def get_init_inputs():
    return []
