# Synthesized by cuagent (bench.synth.compose), seed=241, scale=h200.
# ops: conv2d -> clamp
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(512, 32, kernel_size=5, stride=1, padding=0, bias=True)

    def forward(self, x):
        x = self.conv2d_0(x)
        x = torch.clamp(x, min=-2.0, max=0.5)
        return x


def get_inputs():
    x = torch.randn(32, 512, 32, 256)
    return [x]


def get_init_inputs():
    return []
