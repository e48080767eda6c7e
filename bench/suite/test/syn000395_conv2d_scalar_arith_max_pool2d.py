# Synthesized by cuagent (bench.synth.compose), seed=395, scale=h200.
# ops: conv2d -> scalar_arith -> max_pool2d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(16, 128, kernel_size=1, stride=2, padding=0, bias=True)
        self.max_pool2d_2 = nn.MaxPool2d(kernel_size=2, stride=2)

    def forward(self, x):
        x = self.conv2d_0(x)
        x = x * 1.5
        x = self.max_pool2d_2(x)
        return x


def get_inputs():
    x = torch.randn(128, 16, 256, 256)
    return [x]


def get_init_inputs():
    return []
