# Synthesized by cuagent (bench.synth.compose), seed=359, scale=large.
# ops: conv2d -> avg_pool2d -> distance:cosine
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(32, 32, kernel_size=3, stride=1, padding=0, bias=False)
        self.avg_pool2d_1 = nn.AvgPool2d(kernel_size=2, stride=2)

    def forward(self, x, y1):
        x = self.conv2d_0(x)
        x = self.avg_pool2d_1(x)
        x = F.cosine_similarity(x, y1, dim=1)
        return x


def get_inputs():
    x = torch.randn(64, 32, 8192, 128)
    y1 = torch.randn(64, 32, 4095, 63)
    return [x, y1]


def get_init_inputs():
    return []
