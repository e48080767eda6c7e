# Synthesized by cuagent (bench.synth.compose), seed=87, scale=large.
# ops: matmul -> activation2:celu -> scan:reverse
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1):
        x = torch.matmul(x, y1)
        x = F.celu(x, alpha=0.75)
        x = torch.cumsum(x.flip(2), dim=2).flip(2)
        return x


def get_inputs():
    x = torch.randn(64, 4096, 1024)
    y1 = torch.randn(1024, 8192)
    return [x, y1]


def get_init_inputs():
    return []
