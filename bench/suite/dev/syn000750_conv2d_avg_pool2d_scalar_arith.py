# Synthesized by cuagent (bench.synth.compose), seed=750, scale=h200.
# ops: conv2d -> avg_pool2d -> scalar_arith
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(16, 16, kernel_size=5, stride=1, padding=0, bias=True)
        self.avg_pool2d_1 = nn.AvgPool2d(kernel_size=3, stride=2)

    def forward(self, x):
        x = self.conv2d_0(x)
        x = self.avg_pool2d_1(x)
        x = x - 1.0
        return x


def get_inputs():
    x = torch.randn(64, 16, 256, 256)
    return [x]


def get_init_inputs():
    return []
