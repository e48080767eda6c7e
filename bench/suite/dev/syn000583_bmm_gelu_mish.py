# Synthesized by cuagent (bench.synth.compose), seed=583, scale=h200.
# ops: bmm -> activation:gelu -> activation:mish
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1):
        x = torch.bmm(x, y1)
        x = F.gelu(x)
        x = F.mish(x)
        return x


def get_inputs():
    x = torch.randn(64, 256, 8192)
    y1 = torch.randn(64, 8192, 512)
    return [x, y1]


def get_init_inputs():
    return []
