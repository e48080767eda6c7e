# Synthesized by cuagent (bench.synth.compose), seed=282, scale=large.
# ops: conv3d -> scan:cumprod -> batch_norm -> max_pool3d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv3d_0 = nn.Conv3d(256, 64, kernel_size=3, stride=2, padding=0, bias=True)
        self.batch_norm_2 = nn.BatchNorm3d(64)
        self.max_pool3d_3 = nn.MaxPool3d(kernel_size=2, stride=2)

    def forward(self, x):
        x = self.conv3d_0(x)
        x = torch.cumprod(1.0 + 0.01 * torch.tanh(x), dim=1)
        x = self.batch_norm_2(x)
        x = self.max_pool3d_3(x)
        return x


def get_inputs():
    x = torch.randn(64, 256, 32, 96, 32)
    return [x]


def get_init_inputs():
    return []
