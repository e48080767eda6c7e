# Synthesized by cuagent (bench.synth.compose), seed=257, scale=large.
# ops: conv2d -> scalar_arith
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(512, 512, kernel_size=1, stride=2, padding=0, bias=False)

    def forward(self, x):
        x = self.conv2d_0(x)
        x = x + 0.5
        return x


def get_inputs():
    x = torch.randn(32, 512, 256, 512)
    return [x]


def get_init_inputs():
    return []
