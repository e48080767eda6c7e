# Synthesized by cuagent (bench.synth.compose), seed=346, scale=large.
# ops: conv2d -> layout:tril -> conv_transpose2d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(32, 512, kernel_size=5, stride=2, padding=2, bias=False)
        self.conv_transpose2d_2 = nn.ConvTranspose2d(512, 32, kernel_size=2, stride=1, padding=0, bias=True)

    def forward(self, x):
        x = self.conv2d_0(x)
        x = torch.tril(x, diagonal=-2)
        x = self.conv_transpose2d_2(x)
        return x


def get_inputs():
    x = torch.randn(256, 32, 128, 256)
    return [x]


def get_init_inputs():
    return []
