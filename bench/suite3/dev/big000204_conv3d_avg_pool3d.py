# Synthesized by cuagent (bench.synth.compose), seed=204, scale=large.
# ops: conv3d -> avg_pool3d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv3d_0 = nn.Conv3d(128, 32, kernel_size=3, stride=2, padding=1, bias=True)
        self.avg_pool3d_1 = nn.AvgPool3d(kernel_size=2, stride=2)

    def forward(self, x):
        x = self.conv3d_0(x)
        x = self.avg_pool3d_1(x)
        return x


def get_inputs():
    x = torch.randn(128, 128, 48, 64, 32)
    return [x]


def get_init_inputs():
    return []
