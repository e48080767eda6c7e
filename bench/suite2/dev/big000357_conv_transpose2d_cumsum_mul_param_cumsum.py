# Synthesized by cuagent (bench.synth.compose), seed=357, scale=large.
# ops: conv_transpose2d -> scan:cumsum -> tensor_arith:mul_param -> scan:cumsum
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose2d_0 = nn.ConvTranspose2d(16, 256, kernel_size=4, stride=1, padding=1, bias=True)
        self.tensor_arith_2 = nn.Parameter(1.0 + 0.1 * torch.randn(256, 1, 1))

    def forward(self, x):
        x = self.conv_transpose2d_0(x)
        x = torch.cumsum(x, dim=3)
        x = x * self.tensor_arith_2
        x = torch.cumsum(x, dim=3)
        return x


def get_inputs():
    x = torch.randn(64, 16, 1024, 64)
    return [x]


def get_init_inputs():
    return []
