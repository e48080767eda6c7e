# Synthesized by cuagent (bench.synth.compose), seed=217, scale=large.
# ops: scan:cumsum -> tensor_arith:mul_input -> conv_transpose1d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose1d_2 = nn.ConvTranspose1d(64, 512, kernel_size=2, stride=2, padding=0, bias=True)

    def forward(self, x, y1):
        x = torch.cumsum(x, dim=2)
        x = x * y1
        x = self.conv_transpose1d_2(x)
        return x


def get_inputs():
    x = torch.randn(64, 64, 16384)
    y1 = torch.randn(64, 64, 16384)
    return [x, y1]


def get_init_inputs():
    return []
