# Synthesized by cuagent (bench.synth.compose), seed=301, scale=large.
# ops: conv2d -> inplace_residual -> inplace_residual
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(32, 64, kernel_size=3, stride=1, padding=1, bias=False)
        self.inplace_residual_1 = nn.Hardtanh(inplace=True)
        self.inplace_residual_2 = nn.Hardtanh(inplace=True)

    def forward(self, x):
        x = self.conv2d_0(x)
        h_inplace_residual_1 = self.inplace_residual_1(x * 0.5)
        h_inplace_residual_1 += x
        x = h_inplace_residual_1
        h_inplace_residual_2 = self.inplace_residual_2(x * 2.0)
        h_inplace_residual_2 += x
        x = h_inplace_residual_2
        return x


def get_inputs():
    x = torch.randn(256, 32, 256, 512)
    return [x]


def get_init_inputs():
    return []
