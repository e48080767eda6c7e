# Synthesized by cuagent (bench.synth.compose), seed=151, scale=large.
# ops: conv2d -> scan:cumsum -> scan:cumprod -> softmax:log_softmax
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(32, 256, kernel_size=3, stride=1, padding=1, bias=True)

    def forward(self, x):
        x = self.conv2d_0(x)
        x = torch.cumsum(x, dim=1)
        x = torch.cumprod(1.0 + 0.01 * torch.tanh(x), dim=1)
        x = torch.log_softmax(x, dim=-1)
        return x


def get_inputs():
    x = torch.randn(128, 32, 128, 512)
    return [x]


def get_init_inputs():
    return []
