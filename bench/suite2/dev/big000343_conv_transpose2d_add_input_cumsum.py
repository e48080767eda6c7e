# Synthesized by cuagent (bench.synth.compose), seed=343, scale=large.
# ops: conv_transpose2d -> tensor_arith:add_input -> scan:cumsum
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose2d_0 = nn.ConvTranspose2d(32, 32, kernel_size=2, stride=2, padding=0, bias=False)

    def forward(self, x, y1):
        x = self.conv_transpose2d_0(x)
        x = x + y1
        x = torch.cumsum(x, dim=3)
        return x


def get_inputs():
    x = torch.randn(32, 32, 4096, 128)
    y1 = torch.randn(32, 32, 8192, 256)
    return [x, y1]


def get_init_inputs():
    return []
