# Synthesized by cuagent (bench.synth.compose), seed=685, scale=h200.
# ops: conv3d -> activation:softplus -> avg_pool3d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv3d_0 = nn.Conv3d(64, 128, kernel_size=3, stride=1, padding=1, bias=False)
        self.avg_pool3d_2 = nn.AvgPool3d(kernel_size=3, stride=2)

    def forward(self, x):
        x = self.conv3d_0(x)
        x = F.softplus(x)
        x = self.avg_pool3d_2(x)
        return x


def get_inputs():
    x = torch.randn(16, 64, 64, 24, 32)
    return [x]


def get_init_inputs():
    return []
