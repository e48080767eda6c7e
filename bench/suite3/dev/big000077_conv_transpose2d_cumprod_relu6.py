# Synthesized by cuagent (bench.synth.compose), seed=77, scale=large.
# ops: conv_transpose2d -> scan:cumprod -> activation2:relu6
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose2d_0 = nn.ConvTranspose2d(32, 128, kernel_size=2, stride=2, padding=0, bias=False)

    def forward(self, x):
        x = self.conv_transpose2d_0(x)
        x = torch.cumprod(1.0 + 0.01 * torch.tanh(x), dim=3)
        x = F.relu6(x)
        return x


def get_inputs():
    x = torch.randn(128, 32, 256, 128)
    return [x]


def get_init_inputs():
    return []
