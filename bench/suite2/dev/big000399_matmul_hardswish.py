# Synthesized by cuagent (bench.synth.compose), seed=399, scale=large.
# ops: matmul -> activation:hardswish
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1):
        x = torch.matmul(x, y1)
        x = F.hardswish(x)
        return x


def get_inputs():
    x = torch.randn(32, 8192, 2048)
    y1 = torch.randn(2048, 4096)
    return [x, y1]


def get_init_inputs():
    return []
