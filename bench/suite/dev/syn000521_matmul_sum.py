# Synthesized by cuagent (bench.synth.compose), seed=521, scale=h200.
# ops: matmul -> reduce:sum
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1):
        x = torch.matmul(x, y1)
        x = torch.sum(x, dim=1, keepdim=True)
        return x


def get_inputs():
    x = torch.randn(32, 256, 2048)
    y1 = torch.randn(2048, 8192)
    return [x, y1]


def get_init_inputs():
    return []
