# Synthesized by cuagent (bench.synth.compose), seed=41, scale=h200.
# ops: conv_transpose3d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose3d_0 = nn.ConvTranspose3d(64, 64, kernel_size=3, stride=1, padding=1, bias=True)

    def forward(self, x):
        x = self.conv_transpose3d_0(x)
        return x


def get_inputs():
    x = torch.randn(16, 64, 48, 48, 64)
    return [x]


def get_init_inputs():
    return []
