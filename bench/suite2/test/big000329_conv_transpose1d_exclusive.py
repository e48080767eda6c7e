# Synthesized by cuagent (bench.synth.compose), seed=329, scale=large.
# ops: conv_transpose1d -> scan:exclusive
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose1d_0 = nn.ConvTranspose1d(256, 64, kernel_size=3, stride=1, padding=1, bias=True)

    def forward(self, x):
        x = self.conv_transpose1d_0(x)
        x = torch.cumsum(x, dim=1) - x
        return x


def get_inputs():
    x = torch.randn(32, 256, 131072)
    return [x]


def get_init_inputs():
    return []
