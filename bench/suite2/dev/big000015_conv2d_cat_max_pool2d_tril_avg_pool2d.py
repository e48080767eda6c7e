# Synthesized by cuagent (bench.synth.compose), seed=15, scale=large.
# ops: conv2d -> cat -> max_pool2d -> layout:tril -> avg_pool2d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(256, 128, kernel_size=1, stride=1, padding=0, bias=True)
        self.max_pool2d_2 = nn.MaxPool2d(kernel_size=2, stride=2)
        self.avg_pool2d_4 = nn.AvgPool2d(kernel_size=3, stride=2)

    def forward(self, x, y1):
        x = self.conv2d_0(x)
        x = torch.cat([x, y1], dim=1)
        x = self.max_pool2d_2(x)
        x = torch.tril(x, diagonal=1)
        x = self.avg_pool2d_4(x)
        return x


def get_inputs():
    x = torch.randn(64, 256, 256, 512)
    y1 = torch.randn(64, 128, 256, 512)
    return [x, y1]


def get_init_inputs():
    return []
