# Synthesized by cuagent (bench.synth.compose), seed=299, scale=large.
# ops: scan:cumsum -> clamp -> tensor_arith:add_input -> binary:remainder -> layout:tril
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1, y2):
        x = torch.cumsum(x, dim=2)
        x = torch.clamp(x, min=-0.5, max=2.0)
        x = x + y1
        x = torch.remainder(x, 1.25) + y2
        x = torch.tril(x, diagonal=-2)
        return x


def get_inputs():
    x = torch.randn(64, 8192, 4096)
    y1 = torch.randn(64, 8192, 4096)
    y2 = torch.randn(64, 8192, 4096)
    return [x, y1, y2]


def get_init_inputs():
    return []
