# Synthesized by cuagent (bench.synth.compose), seed=15, scale=large.
# ops: matmul -> special -> layout:transpose -> special
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1):
        x = torch.matmul(x, y1)
        x = torch.hypot(x, 1.0 - x)
        x = x.transpose(1, 2).contiguous()
        x = torch.hypot(x, 1.0 - x)
        return x


def get_inputs():
    x = torch.randn(32, 8192, 4096)
    y1 = torch.randn(4096, 2048)
    return [x, y1]


def get_init_inputs():
    return []
