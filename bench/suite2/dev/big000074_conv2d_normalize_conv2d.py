# Synthesized by cuagent (bench.synth.compose), seed=74, scale=large.
# ops: conv2d -> distance:normalize -> conv2d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(16, 64, kernel_size=1, stride=1, padding=0, bias=True)
        self.conv2d_2 = nn.Conv2d(64, 64, kernel_size=3, stride=1, padding=0, bias=True)

    def forward(self, x, y1):
        x = self.conv2d_0(x)
        x = F.normalize(x + y1, dim=1)
        x = self.conv2d_2(x)
        return x


def get_inputs():
    x = torch.randn(64, 16, 4096, 64)
    y1 = torch.randn(64, 64, 4096, 64)
    return [x, y1]


def get_init_inputs():
    return []
