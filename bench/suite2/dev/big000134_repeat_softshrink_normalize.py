# Synthesized by cuagent (bench.synth.compose), seed=134, scale=large.
# ops: layout:repeat -> activation2:softshrink -> distance:normalize
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1):
        x = x.repeat(1, 2, 1, 1)
        x = F.softshrink(x, lambd=0.25)
        x = F.normalize(x + y1, dim=1)
        return x


def get_inputs():
    x = torch.randn(256, 32, 256, 256)
    y1 = torch.randn(256, 64, 256, 256)
    return [x, y1]


def get_init_inputs():
    return []
