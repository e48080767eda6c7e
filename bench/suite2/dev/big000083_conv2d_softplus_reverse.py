# Synthesized by cuagent (bench.synth.compose), seed=83, scale=large.
# ops: conv2d -> activation:softplus -> scan:reverse
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(128, 256, kernel_size=3, stride=2, padding=1, bias=True)

    def forward(self, x):
        x = self.conv2d_0(x)
        x = F.softplus(x)
        x = torch.cumsum(x.flip(3), dim=3).flip(3)
        return x


def get_inputs():
    x = torch.randn(256, 128, 256, 128)
    return [x]


def get_init_inputs():
    return []
