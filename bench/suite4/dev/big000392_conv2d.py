# Synthesized by cuagent (bench.synth.compose), seed=392, scale=large.
# ops: conv2d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(16, 64, kernel_size=3, stride=1, padding=1, bias=True)

    def forward(self, x):
        x = self.conv2d_0(x)
        return x


def get_inputs():
    x = torch.randn(32, 16, 8192, 64)
    return [x]


def get_init_inputs():
    return []
