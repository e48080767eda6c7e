# Synthesized by cuagent (bench.synth.compose), seed=137, scale=large.
# ops: conv2d -> avg_pool2d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(16, 256, kernel_size=3, stride=2, padding=0, bias=True)
        self.avg_pool2d_1 = nn.AvgPool2d(kernel_size=2, stride=2)

    def forward(self, x):
        x = self.conv2d_0(x)
        x = self.avg_pool2d_1(x)
        return x


def get_inputs():
    x = torch.randn(32, 16, 8192, 128)
    return [x]


def get_init_inputs():
    return []
