# Synthesized by cuagent (bench.synth.compose), seed=22, scale=large.
# ops: matmul -> binary:pow
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1, y2):
        x = torch.matmul(x, y1)
        x = torch.pow(x.abs() + 1.0, 0.5 * torch.tanh(y2))
        return x


def get_inputs():
    x = torch.randn(128, 4096, 2048)
    y1 = torch.randn(2048, 1024)
    y2 = torch.randn(128, 4096, 1024)
    return [x, y1, y2]


def get_init_inputs():
    return []
