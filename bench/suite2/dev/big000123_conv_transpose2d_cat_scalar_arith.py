# Synthesized by cuagent (bench.synth.compose), seed=123, scale=large.
# ops: conv_transpose2d -> cat -> scalar_arith
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose2d_0 = nn.ConvTranspose2d(64, 128, kernel_size=2, stride=1, padding=0, bias=True)

    def forward(self, x, y1):
        x = self.conv_transpose2d_0(x)
        x = torch.cat([x, y1], dim=1)
        x = x / 2.0
        return x


def get_inputs():
    x = torch.randn(32, 64, 256, 512)
    y1 = torch.randn(32, 128, 257, 513)
    return [x, y1]


def get_init_inputs():
    return []
