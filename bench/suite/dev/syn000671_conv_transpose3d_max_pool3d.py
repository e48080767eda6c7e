# Synthesized by cuagent (bench.synth.compose), seed=671, scale=h200.
# ops: conv_transpose3d -> max_pool3d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose3d_0 = nn.ConvTranspose3d(128, 256, kernel_size=2, stride=1, padding=0, bias=True)
        self.max_pool3d_1 = nn.MaxPool3d(kernel_size=3, stride=2)

    def forward(self, x):
        x = self.conv_transpose3d_0(x)
        x = self.max_pool3d_1(x)
        return x


def get_inputs():
    x = torch.randn(32, 128, 32, 16, 48)
    return [x]


def get_init_inputs():
    return []
