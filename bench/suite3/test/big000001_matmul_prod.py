# Synthesized by cuagent (bench.synth.compose), seed=1, scale=large.
# ops: matmul -> prod
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1):
        x = torch.matmul(x, y1)
        x = torch.prod(1.0 + 0.01 * torch.tanh(x), dim=2, keepdim=True)
        return x


def get_inputs():
    x = torch.randn(128, 1024, 1024)
    y1 = torch.randn(1024, 16384)
    return [x, y1]


def get_init_inputs():
    return []
