# Synthesized by cuagent (bench.synth.compose), seed=367, scale=h200.
# ops: conv_transpose3d -> scalar_arith -> avg_pool3d -> group_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose3d_0 = nn.ConvTranspose3d(64, 256, kernel_size=2, stride=1, padding=0, bias=False)
        self.avg_pool3d_2 = nn.AvgPool3d(kernel_size=2, stride=2)
        self.group_norm_3 = nn.GroupNorm(4, 256)

    def forward(self, x):
        x = self.conv_transpose3d_0(x)
        x = x * 1.5
        x = self.avg_pool3d_2(x)
        x = self.group_norm_3(x)
        return x


def get_inputs():
    x = torch.randn(32, 64, 16, 24, 24)
    return [x]


def get_init_inputs():
    return []
