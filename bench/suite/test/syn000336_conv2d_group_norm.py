# Synthesized by cuagent (bench.synth.compose), seed=336, scale=h200.
# ops: conv2d -> group_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(32, 128, kernel_size=3, stride=1, padding=1, bias=True)
        self.group_norm_1 = nn.GroupNorm(4, 128)

    def forward(self, x):
        x = self.conv2d_0(x)
        x = self.group_norm_1(x)
        return x


def get_inputs():
    x = torch.randn(16, 32, 256, 128)
    return [x]


def get_init_inputs():
    return []
