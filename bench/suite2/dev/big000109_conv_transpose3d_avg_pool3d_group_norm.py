# Synthesized by cuagent (bench.synth.compose), seed=109, scale=large.
# ops: conv_transpose3d -> avg_pool3d -> group_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose3d_0 = nn.ConvTranspose3d(64, 32, kernel_size=2, stride=1, padding=0, bias=False)
        self.avg_pool3d_1 = nn.AvgPool3d(kernel_size=3, stride=2)
        self.group_norm_2 = nn.GroupNorm(4, 32)

    def forward(self, x):
        x = self.conv_transpose3d_0(x)
        x = self.avg_pool3d_1(x)
        x = self.group_norm_2(x)
        return x


def get_inputs():
    x = torch.randn(128, 64, 32, 64, 64)
    return [x]


def get_init_inputs():
    return []
