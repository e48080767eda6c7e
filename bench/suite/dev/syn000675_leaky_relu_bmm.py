# Synthesized by cuagent (bench.synth.compose), seed=675, scale=h200.
# ops: activation:leaky_relu -> bmm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1):
        x = F.leaky_relu(x, negative_slope=0.01)
        x = torch.bmm(x, y1)
        return x


def get_inputs():
    x = torch.randn(16, 128, 8192)
    y1 = torch.randn(16, 8192, 2048)
    return [x, y1]


def get_init_inputs():
    return []
