# Synthesized by cuagent (bench.synth.compose), seed=724, scale=h200.
# ops: matmul -> activation:gelu -> clamp
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1):
        x = torch.matmul(x, y1)
        x = F.gelu(x)
        x = torch.clamp(x, min=-2.0, max=2.0)
        return x


def get_inputs():
    x = torch.randn(4096, 2048)
    y1 = torch.randn(2048, 8192)
    return [x, y1]


def get_init_inputs():
    return []
