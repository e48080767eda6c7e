# Synthesized by cuagent (bench.synth.compose), seed=121, scale=large.
# ops: conv2d -> conv_transpose2d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(32, 64, kernel_size=5, stride=2, padding=2, bias=True)
        self.conv_transpose2d_1 = nn.ConvTranspose2d(64, 64, kernel_size=4, stride=2, padding=0, bias=False)

    def forward(self, x):
        x = self.conv2d_0(x)
        x = self.conv_transpose2d_1(x)
        return x


def get_inputs():
    x = torch.randn(32, 32, 4096, 128)
    return [x]


def get_init_inputs():
    return []
