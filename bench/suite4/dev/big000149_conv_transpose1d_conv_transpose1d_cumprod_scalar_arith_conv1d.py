# Synthesized by cuagent (bench.synth.compose), seed=149, scale=large.
# ops: conv_transpose1d -> conv_transpose1d -> scan:cumprod -> scalar_arith -> conv1d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose1d_0 = nn.ConvTranspose1d(2048, 128, kernel_size=4, stride=2, padding=0, bias=False)
        self.conv_transpose1d_1 = nn.ConvTranspose1d(128, 512, kernel_size=4, stride=1, padding=0, bias=True)
        self.conv1d_4 = nn.Conv1d(512, 32, kernel_size=5, stride=2, padding=2, bias=True)

    def forward(self, x):
        x = self.conv_transpose1d_0(x)
        x = self.conv_transpose1d_1(x)
        x = torch.cumprod(1.0 + 0.01 * torch.tanh(x), dim=2)
        x = x * 0.5
        x = self.conv1d_4(x)
        return x


def get_inputs():
    x = torch.randn(256, 2048, 2048)
    return [x]


def get_init_inputs():
    return []
