# Synthesized by cuagent (bench.synth.compose), seed=200, scale=h200.
# ops: matmul -> matmul -> bmm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1, y2, y3):
        x = torch.matmul(x, y1)
        x = torch.matmul(x, y2)
        x = torch.bmm(x, y3)
        return x


def get_inputs():
    x = torch.randn(64, 256, 4096)
    y1 = torch.randn(4096, 4096)
    y2 = torch.randn(4096, 4096)
    y3 = torch.randn(64, 4096, 512)
    return [x, y1, y2, y3]


def get_init_inputs():
    return []
