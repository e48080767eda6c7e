# Synthesized by cuagent (bench.synth.compose), seed=231, scale=large.
# ops: conv2d -> scan:cumsum -> softmax:softmax
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(512, 128, kernel_size=3, stride=1, padding=1, bias=False)

    def forward(self, x):
        x = self.conv2d_0(x)
        x = torch.cumsum(x, dim=1)
        x = torch.softmax(x, dim=1)
        return x


def get_inputs():
    x = torch.randn(32, 512, 256, 256)
    return [x]


def get_init_inputs():
    return []
