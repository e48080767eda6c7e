# Synthesized by cuagent (bench.synth.compose), seed=75, scale=large.
# ops: conv_transpose2d -> inplace_residual -> scan:cumsum
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose2d_0 = nn.ConvTranspose2d(128, 32, kernel_size=2, stride=1, padding=0, bias=True)
        self.inplace_residual_1 = nn.SiLU(inplace=True)

    def forward(self, x):
        x = self.conv_transpose2d_0(x)
        h_inplace_residual_1 = self.inplace_residual_1(x * 2.0)
        h_inplace_residual_1 += x
        x = h_inplace_residual_1
        x = torch.cumsum(x, dim=1)
        return x


def get_inputs():
    x = torch.randn(128, 128, 256, 512)
    return [x]


def get_init_inputs():
    return []
