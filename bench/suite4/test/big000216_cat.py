# Synthesized by cuagent (bench.synth.compose), seed=216, scale=large.
# ops: cat
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1):
        x = torch.cat([x, y1], dim=1)
        return x


def get_inputs():
    x = torch.randn(64, 512, 32768)
    y1 = torch.randn(64, 256, 32768)
    return [x, y1]


def get_init_inputs():
    return []
