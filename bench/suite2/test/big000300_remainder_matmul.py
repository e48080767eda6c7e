# Synthesized by cuagent (bench.synth.compose), seed=300, scale=large.
# ops: binary:remainder -> matmul
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1, y2):
        x = torch.remainder(x, 1.25) + y1
        x = torch.matmul(x, y2)
        return x


def get_inputs():
    x = torch.randn(128, 64, 131072)
    y1 = torch.randn(128, 64, 131072)
    y2 = torch.randn(131072, 1024)
    return [x, y1, y2]


def get_init_inputs():
    return []
