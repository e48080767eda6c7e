# Synthesized by cuagent (bench.synth.compose), seed=251, scale=large.
# ops: conv_transpose2d -> scan:exclusive
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose2d_0 = nn.ConvTranspose2d(16, 256, kernel_size=3, stride=1, padding=1, bias=True)

    def forward(self, x):
        x = self.conv_transpose2d_0(x)
        x = torch.cumsum(x, dim=3) - x
        return x


def get_inputs():
    x = torch.randn(64, 16, 1024, 64)
    return [x]


def get_init_inputs():
    return []
