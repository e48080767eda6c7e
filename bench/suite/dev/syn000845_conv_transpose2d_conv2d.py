# Synthesized by cuagent (bench.synth.compose), seed=845, scale=h200.
# ops: conv_transpose2d -> conv2d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose2d_0 = nn.ConvTranspose2d(16, 256, kernel_size=4, stride=1, padding=1, bias=False)
        self.conv2d_1 = nn.Conv2d(256, 16, kernel_size=3, stride=1, padding=1, bias=False)

    def forward(self, x):
        x = self.conv_transpose2d_0(x)
        x = self.conv2d_1(x)
        return x


def get_inputs():
    x = torch.randn(32, 16, 128, 128)
    return [x]


def get_init_inputs():
    return []
