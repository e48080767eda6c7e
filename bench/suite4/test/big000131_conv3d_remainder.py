# Synthesized by cuagent (bench.synth.compose), seed=131, scale=large.
# ops: conv3d -> binary:remainder
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv3d_0 = nn.Conv3d(32, 256, kernel_size=3, stride=1, padding=0, bias=True)

    def forward(self, x, y1):
        x = self.conv3d_0(x)
        x = torch.remainder(x, 1.25) + y1
        return x


def get_inputs():
    x = torch.randn(32, 32, 64, 48, 64)
    y1 = torch.randn(32, 256, 62, 46, 62)
    return [x, y1]


def get_init_inputs():
    return []
