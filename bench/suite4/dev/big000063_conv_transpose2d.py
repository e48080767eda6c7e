# Synthesized by cuagent (bench.synth.compose), seed=63, scale=large.
# ops: conv_transpose2d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose2d_0 = nn.ConvTranspose2d(16, 32, kernel_size=3, stride=1, padding=0, bias=False)

    def forward(self, x):
        x = self.conv_transpose2d_0(x)
        return x


def get_inputs():
    x = torch.randn(32, 16, 8192, 128)
    return [x]


def get_init_inputs():
    return []
