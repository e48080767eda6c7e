# Synthesized by cuagent (bench.synth.compose), seed=297, scale=large.
# ops: conv3d -> scan:cumprod -> reduce:min -> reduce2:argmin
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv3d_0 = nn.Conv3d(256, 256, kernel_size=3, stride=2, padding=0, bias=False)

    def forward(self, x):
        x = self.conv3d_0(x)
        x = torch.cumprod(1.0 + 0.01 * torch.tanh(x), dim=1)
        x = torch.min(x, dim=3, keepdim=False)[0]
        x = torch.argmin(x, dim=3, keepdim=False)
        return x


def get_inputs():
    x = torch.randn(32, 256, 48, 32, 96)
    return [x]


def get_init_inputs():
    return []
