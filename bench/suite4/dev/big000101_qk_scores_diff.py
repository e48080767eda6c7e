# Synthesized by cuagent (bench.synth.compose), seed=101, scale=large.
# ops: qk_scores -> diff
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.125
        x = torch.diff(x, dim=2)
        return x


def get_inputs():
    x = torch.randn(64, 32, 1024, 64)
    y1 = torch.randn(64, 32, 1024, 64)
    return [x, y1]


def get_init_inputs():
    return []
