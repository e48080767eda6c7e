# Synthesized by cuagent (bench.synth.compose), seed=39, scale=h200.
# ops: conv2d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(32, 256, kernel_size=5, stride=2, padding=2, bias=True)

    def forward(self, x):
        x = self.conv2d_0(x)
        return x


def get_inputs():
    x = torch.randn(128, 32, 256, 32)
    return [x]


def get_init_inputs():
    return []
