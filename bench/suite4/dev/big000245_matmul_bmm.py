# Synthesized by cuagent (bench.synth.compose), seed=245, scale=large.
# ops: matmul -> bmm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1, y2):
        x = torch.matmul(x, y1)
        x = torch.bmm(x, y2)
        return x


def get_inputs():
    x = torch.randn(64, 32, 16384)
    y1 = torch.randn(16384, 8192)
    y2 = torch.randn(64, 8192, 2048)
    return [x, y1, y2]


def get_init_inputs():
    return []
