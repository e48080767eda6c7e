# Synthesized by cuagent (bench.synth.compose), seed=31, scale=large.
# ops: conv2d -> batch_norm -> resample:nearest -> max_pool2d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(64, 128, kernel_size=3, stride=1, padding=1, bias=False)
        self.batch_norm_1 = nn.BatchNorm2d(128)
        self.max_pool2d_3 = nn.MaxPool2d(kernel_size=2, stride=2)

    def forward(self, x):
        x = self.conv2d_0(x)
        x = self.batch_norm_1(x)
        x = F.interpolate(x, scale_factor=2.0, mode="nearest")
        x = self.max_pool2d_3(x)
        return x


def get_inputs():
    x = torch.randn(256, 64, 128, 128)
    return [x]


def get_init_inputs():
    return []
