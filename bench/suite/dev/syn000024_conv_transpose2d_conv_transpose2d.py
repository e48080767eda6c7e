# Synthesized by cuagent (bench.synth.compose), seed=24, scale=h200.
# ops: conv_transpose2d -> conv_transpose2d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose2d_0 = nn.ConvTranspose2d(256, 32, kernel_size=2, stride=2, padding=0, bias=True)
        self.conv_transpose2d_1 = nn.ConvTranspose2d(32, 64, kernel_size=3, stride=2, padding=1, bias=False)

    def forward(self, x):
        x = self.conv_transpose2d_0(x)
        x = self.conv_transpose2d_1(x)
        return x


def get_inputs():
    x = torch.randn(16, 256, 128, 128)
    return [x]


def get_init_inputs():
    return []
