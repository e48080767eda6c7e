# Synthesized by cuagent (bench.synth.compose), seed=398, scale=large.
# ops: conv2d -> cat
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(32, 128, kernel_size=3, stride=2, padding=1, bias=True)

    def forward(self, x, y1):
        x = self.conv2d_0(x)
        x = torch.cat([x, y1], dim=1)
        return x


def get_inputs():
    x = torch.randn(64, 32, 8192, 64)
    y1 = torch.randn(64, 128, 4096, 32)
    return [x, y1]


def get_init_inputs():
    return []
