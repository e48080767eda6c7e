# Synthesized by cuagent (bench.synth.compose), seed=196, scale=large.
# ops: qk_scores -> scan:cumsum -> binary:rsub
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1, y2):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.0625
        x = torch.cumsum(x, dim=3)
        x = 1.5 - x * y2
        return x


def get_inputs():
    x = torch.randn(64, 128, 512, 256)
    y1 = torch.randn(64, 128, 512, 256)
    y2 = torch.randn(64, 128, 512, 512)
    return [x, y1, y2]


def get_init_inputs():
    return []
