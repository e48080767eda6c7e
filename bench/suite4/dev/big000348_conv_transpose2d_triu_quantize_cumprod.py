# Synthesized by cuagent (bench.synth.compose), seed=348, scale=large.
# ops: conv_transpose2d -> layout:triu -> quantize -> scan:cumprod
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose2d_0 = nn.ConvTranspose2d(16, 32, kernel_size=2, stride=2, padding=0, bias=True)

    def forward(self, x):
        x = self.conv_transpose2d_0(x)
        x = torch.triu(x, diagonal=3)
        x = torch.div(x, 0.05, rounding_mode="trunc") * 0.05
        x = torch.cumprod(1.0 + 0.01 * torch.tanh(x), dim=1)
        return x


def get_inputs():
    x = torch.randn(32, 16, 4096, 128)
    return [x]


def get_init_inputs():
    return []
