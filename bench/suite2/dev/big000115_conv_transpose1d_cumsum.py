# Synthesized by cuagent (bench.synth.compose), seed=115, scale=large.
# ops: conv_transpose1d -> scan:cumsum
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose1d_0 = nn.ConvTranspose1d(32, 128, kernel_size=3, stride=2, padding=0, bias=True)

    def forward(self, x):
        x = self.conv_transpose1d_0(x)
        x = torch.cumsum(x, dim=1)
        return x


def get_inputs():
    x = torch.randn(128, 32, 32768)
    return [x]


def get_init_inputs():
    return []
