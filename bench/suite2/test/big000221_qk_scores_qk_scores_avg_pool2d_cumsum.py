# Synthesized by cuagent (bench.synth.compose), seed=221, scale=large.
# ops: qk_scores -> qk_scores -> avg_pool2d -> scan:cumsum
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.avg_pool2d_2 = nn.AvgPool2d(kernel_size=2, stride=2)

    def forward(self, x, y1, y2):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.0625
        x = torch.matmul(x, y2.transpose(-2, -1)) * 0.0625
        x = self.avg_pool2d_2(x)
        x = torch.cumsum(x, dim=1)
        return x


def get_inputs():
    x = torch.randn(128, 128, 256, 256)
    y1 = torch.randn(128, 128, 256, 256)
    y2 = torch.randn(128, 128, 256, 256)
    return [x, y1, y2]


def get_init_inputs():
    return []
