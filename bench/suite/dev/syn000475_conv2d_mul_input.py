# Synthesized by cuagent (bench.synth.compose), seed=475, scale=h200.
# ops: conv2d -> tensor_arith:mul_input
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(64, 256, kernel_size=5, stride=1, padding=0, bias=True)

    def forward(self, x, y1):
        x = self.conv2d_0(x)
        x = x * y1
        return x


def get_inputs():
    x = torch.randn(16, 64, 256, 64)
    y1 = torch.randn(16, 256, 252, 60)
    return [x, y1]


def get_init_inputs():
    return []
