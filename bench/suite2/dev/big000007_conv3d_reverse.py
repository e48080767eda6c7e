# Synthesized by cuagent (bench.synth.compose), seed=7, scale=large.
# ops: conv3d -> scan:reverse
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv3d_0 = nn.Conv3d(256, 64, kernel_size=3, stride=2, padding=1, bias=True)

    def forward(self, x):
        x = self.conv3d_0(x)
        x = torch.cumsum(x.flip(4), dim=4).flip(4)
        return x


def get_inputs():
    x = torch.randn(128, 256, 32, 32, 64)
    return [x]


def get_init_inputs():
    return []
