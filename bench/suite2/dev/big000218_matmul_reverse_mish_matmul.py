# Synthesized by cuagent (bench.synth.compose), seed=218, scale=large.
# ops: matmul -> scan:reverse -> activation:mish -> matmul
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1, y2):
        x = torch.matmul(x, y1)
        x = torch.cumsum(x.flip(2), dim=2).flip(2)
        x = F.mish(x)
        x = torch.matmul(x, y2)
        return x


def get_inputs():
    x = torch.randn(64, 2048, 1024)
    y1 = torch.randn(1024, 2048)
    y2 = torch.randn(2048, 8192)
    return [x, y1, y2]


def get_init_inputs():
    return []
