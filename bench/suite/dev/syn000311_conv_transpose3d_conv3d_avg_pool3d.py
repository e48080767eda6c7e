# Synthesized by cuagent (bench.synth.compose), seed=311, scale=h200.
# ops: conv_transpose3d -> conv3d -> avg_pool3d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose3d_0 = nn.ConvTranspose3d(64, 64, kernel_size=4, stride=1, padding=1, bias=True)
        self.conv3d_1 = nn.Conv3d(64, 128, kernel_size=1, stride=1, padding=0, bias=True)
        self.avg_pool3d_2 = nn.AvgPool3d(kernel_size=3, stride=2)

    def forward(self, x):
        x = self.conv_transpose3d_0(x)
        x = self.conv3d_1(x)
        x = self.avg_pool3d_2(x)
        return x


def get_inputs():
    x = torch.randn(16, 64, 16, 16, 24)
    return [x]


def get_init_inputs():
    return []
