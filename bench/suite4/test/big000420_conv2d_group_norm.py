# Synthesized by cuagent (bench.synth.compose), seed=420, scale=large.
# ops: conv2d -> group_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(32, 32, kernel_size=5, stride=2, padding=2, bias=True)
        self.group_norm_1 = nn.GroupNorm(2, 32)

    def forward(self, x):
        x = self.conv2d_0(x)
        x = self.group_norm_1(x)
        return x


def get_inputs():
    x = torch.randn(64, 32, 8192, 64)
    return [x]


def get_init_inputs():
    return []
