# Synthesized by cuagent (bench.synth.compose), seed=255, scale=large.
# ops: conv2d -> scalar_arith -> scan:cumsum
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(32, 256, kernel_size=5, stride=1, padding=2, bias=False)

    def forward(self, x):
        x = self.conv2d_0(x)
        x = x / 1.5
        x = torch.cumsum(x, dim=1)
        return x


def get_inputs():
    x = torch.randn(32, 32, 1024, 128)
    return [x]


def get_init_inputs():
    return []
