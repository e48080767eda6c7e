# Synthesized by cuagent (bench.synth.compose), seed=339, scale=h200.
# ops: bmm -> clamp -> clamp
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1):
        x = torch.bmm(x, y1)
        x = torch.clamp(x, min=-1.0, max=0.5)
        x = torch.clamp(x, min=-0.5, max=2.0)
        return x


def get_inputs():
    x = torch.randn(128, 1024, 1024)
    y1 = torch.randn(128, 1024, 512)
    return [x, y1]


def get_init_inputs():
    return []
