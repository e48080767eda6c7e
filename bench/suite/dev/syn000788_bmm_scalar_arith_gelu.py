# Synthesized by cuagent (bench.synth.compose), seed=788, scale=h200.
# ops: bmm -> scalar_arith -> activation:gelu
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1):
        x = torch.bmm(x, y1)
        x = x / 0.5
        x = F.gelu(x)
        return x


def get_inputs():
    x = torch.randn(16, 1024, 1024)
    y1 = torch.randn(16, 1024, 2048)
    return [x, y1]


def get_init_inputs():
    return []
