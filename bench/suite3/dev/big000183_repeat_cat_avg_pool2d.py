# Synthesized by cuagent (bench.synth.compose), seed=183, scale=large.
# ops: layout:repeat -> cat -> avg_pool2d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.avg_pool2d_2 = nn.AvgPool2d(kernel_size=2, stride=2)

    def forward(self, x, y1):
        x = x.repeat(1, 2, 1, 1)
        x = torch.cat([x, y1], dim=1)
        x = self.avg_pool2d_2(x)
        return x


def get_inputs():
    x = torch.randn(256, 64, 256, 128)
    y1 = torch.randn(256, 32, 256, 128)
    return [x, y1]


def get_init_inputs():
    return []
