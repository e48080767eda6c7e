# Synthesized by cuagent (bench.synth.compose), seed=66, scale=large.
# ops: bmm -> reduce2:norm1 -> scan:cumsum
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1):
        x = torch.bmm(x, y1)
        x = torch.linalg.vector_norm(x, ord=1, dim=2, keepdim=True)
        x = torch.cumsum(x, dim=1)
        return x


def get_inputs():
    x = torch.randn(256, 2048, 2048)
    y1 = torch.randn(256, 2048, 1024)
    return [x, y1]


def get_init_inputs():
    return []
