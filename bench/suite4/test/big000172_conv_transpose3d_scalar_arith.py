# Synthesized by cuagent (bench.synth.compose), seed=172, scale=large.
# ops: conv_transpose3d -> scalar_arith
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose3d_0 = nn.ConvTranspose3d(64, 128, kernel_size=2, stride=1, padding=0, bias=False)

    def forward(self, x):
        x = self.conv_transpose3d_0(x)
        x = x + 0.5
        return x


def get_inputs():
    x = torch.randn(64, 64, 64, 48, 64)
    return [x]


def get_init_inputs():
    return []
