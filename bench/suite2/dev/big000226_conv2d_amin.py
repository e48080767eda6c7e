# Synthesized by cuagent (bench.synth.compose), seed=226, scale=large.
# ops: conv2d -> reduce2:amin
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(256, 64, kernel_size=3, stride=1, padding=0, bias=False)

    def forward(self, x):
        x = self.conv2d_0(x)
        x = torch.amin(x, dim=1, keepdim=False)
        return x


def get_inputs():
    x = torch.randn(32, 256, 512, 256)
    return [x]


def get_init_inputs():
    return []
