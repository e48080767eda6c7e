# Synthesized by cuagent (bench.synth.compose), seed=170, scale=large.
# ops: conv_transpose2d -> inplace_residual -> layout:triu -> layout:roll
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose2d_0 = nn.ConvTranspose2d(16, 64, kernel_size=3, stride=2, padding=1, bias=False)
        self.inplace_residual_1 = nn.Hardtanh(inplace=True)

    def forward(self, x):
        x = self.conv_transpose2d_0(x)
        h_inplace_residual_1 = self.inplace_residual_1(x * 2.0)
        h_inplace_residual_1 += x
        x = h_inplace_residual_1
        x = torch.triu(x, diagonal=1)
        x = torch.roll(x, shifts=-2, dims=2)
        return x


def get_inputs():
    x = torch.randn(32, 16, 2048, 128)
    return [x]


def get_init_inputs():
    return []
