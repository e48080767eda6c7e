# Synthesized by cuagent (bench.synth.compose), seed=287, scale=h200.
# ops: bmm -> scalar_arith -> clamp
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1):
        x = torch.bmm(x, y1)
        x = x - 1.0
        x = torch.clamp(x, min=-0.5, max=2.0)
        return x


def get_inputs():
    x = torch.randn(64, 512, 2048)
    y1 = torch.randn(64, 2048, 1024)
    return [x, y1]


def get_init_inputs():
    return []
