# Synthesized by cuagent (bench.synth.compose), seed=123, scale=large.
# ops: conv2d -> scan:exclusive
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(16, 128, kernel_size=3, stride=1, padding=1, bias=True)

    def forward(self, x):
        x = self.conv2d_0(x)
        x = torch.cumsum(x, dim=3) - x
        return x


def get_inputs():
    x = torch.randn(32, 16, 2048, 128)
    return [x]


def get_init_inputs():
    return []
