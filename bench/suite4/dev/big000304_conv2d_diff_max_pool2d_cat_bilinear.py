# Synthesized by cuagent (bench.synth.compose), seed=304, scale=large.
# ops: conv2d -> diff -> max_pool2d -> cat -> resample:bilinear
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(512, 64, kernel_size=3, stride=1, padding=0, bias=True)
        self.max_pool2d_2 = nn.MaxPool2d(kernel_size=3, stride=2)

    def forward(self, x, y1):
        x = self.conv2d_0(x)
        x = torch.diff(x, dim=3)
        x = self.max_pool2d_2(x)
        x = torch.cat([x, y1], dim=1)
        x = F.interpolate(x, scale_factor=2.0, mode="bilinear", align_corners=False)
        return x


def get_inputs():
    x = torch.randn(64, 512, 128, 256)
    y1 = torch.randn(64, 32, 62, 126)
    return [x, y1]


def get_init_inputs():
    return []
