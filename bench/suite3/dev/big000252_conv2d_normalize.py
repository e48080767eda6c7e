# Synthesized by cuagent (bench.synth.compose), seed=252, scale=large.
# ops: conv2d -> distance:normalize
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(32, 256, kernel_size=3, stride=1, padding=1, bias=True)

    def forward(self, x, y1):
        x = self.conv2d_0(x)
        x = F.normalize(x + y1, dim=1)
        return x


def get_inputs():
    x = torch.randn(32, 32, 2048, 128)
    y1 = torch.randn(32, 256, 2048, 128)
    return [x, y1]


def get_init_inputs():
    return []
