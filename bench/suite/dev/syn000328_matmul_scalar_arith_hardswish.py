# Synthesized by cuagent (bench.synth.compose), seed=328, scale=h200.
# ops: matmul -> scalar_arith -> activation:hardswish
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1):
        x = torch.matmul(x, y1)
        x = x + 2.0
        x = F.hardswish(x)
        return x


def get_inputs():
    x = torch.randn(64, 512, 4096)
    y1 = torch.randn(4096, 4096)
    return [x, y1]


def get_init_inputs():
    return []
