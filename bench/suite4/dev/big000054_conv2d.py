# Synthesized by cuagent (bench.synth.compose), seed=54, scale=large.
# ops: conv2d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(256, 64, kernel_size=3, stride=1, padding=1, bias=False)

    def forward(self, x):
        x = self.conv2d_0(x)
        return x


def get_inputs():
    x = torch.randn(64, 256, 256, 512)
    return [x]


def get_init_inputs():
    return []
