# Synthesized by cuagent (bench.synth.compose), seed=615, scale=h200.
# ops: conv_transpose3d -> scalar_arith
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose3d_0 = nn.ConvTranspose3d(128, 16, kernel_size=4, stride=2, padding=0, bias=True)

    def forward(self, x):
        x = self.conv_transpose3d_0(x)
        x = x / 0.25
        return x


def get_inputs():
    x = torch.randn(32, 128, 48, 48, 16)
    return [x]


def get_init_inputs():
    return []
