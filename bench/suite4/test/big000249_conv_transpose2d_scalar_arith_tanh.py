# Synthesized by cuagent (bench.synth.compose), seed=249, scale=large.
# ops: conv_transpose2d -> scalar_arith -> activation:tanh
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose2d_0 = nn.ConvTranspose2d(64, 128, kernel_size=4, stride=2, padding=0, bias=False)

    def forward(self, x):
        x = self.conv_transpose2d_0(x)
        x = x * 2.0
        x = torch.tanh(x)
        return x


def get_inputs():
    x = torch.randn(32, 64, 256, 256)
    return [x]


def get_init_inputs():
    return []
