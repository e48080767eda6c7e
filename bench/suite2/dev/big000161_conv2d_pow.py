# Synthesized by cuagent (bench.synth.compose), seed=161, scale=large.
# ops: conv2d -> binary:pow
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(128, 256, kernel_size=3, stride=2, padding=1, bias=True)

    def forward(self, x, y1):
        x = self.conv2d_0(x)
        x = torch.pow(x.abs() + 1.0, 0.5 * torch.tanh(y1))
        return x


def get_inputs():
    x = torch.randn(32, 128, 512, 512)
    y1 = torch.randn(32, 256, 256, 256)
    return [x, y1]


def get_init_inputs():
    return []
