# Synthesized by cuagent (bench.synth.compose), seed=271, scale=large.
# ops: conv_transpose1d -> conv_transpose1d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose1d_0 = nn.ConvTranspose1d(256, 128, kernel_size=4, stride=1, padding=0, bias=True)
        self.conv_transpose1d_1 = nn.ConvTranspose1d(128, 128, kernel_size=2, stride=2, padding=0, bias=True)

    def forward(self, x):
        x = self.conv_transpose1d_0(x)
        x = self.conv_transpose1d_1(x)
        return x


def get_inputs():
    x = torch.randn(256, 256, 16384)
    return [x]


def get_init_inputs():
    return []
