# Synthesized by cuagent (bench.synth.compose), seed=142, scale=large.
# ops: conv2d -> scan:reverse
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(128, 128, kernel_size=3, stride=1, padding=0, bias=True)

    def forward(self, x):
        x = self.conv2d_0(x)
        x = torch.cumsum(x.flip(3), dim=3).flip(3)
        return x


def get_inputs():
    x = torch.randn(64, 128, 256, 512)
    return [x]


def get_init_inputs():
    return []
