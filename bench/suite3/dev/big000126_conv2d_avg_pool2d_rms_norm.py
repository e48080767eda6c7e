# Synthesized by cuagent (bench.synth.compose), seed=126, scale=large.
# ops: conv2d -> avg_pool2d -> rms_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(32, 512, kernel_size=3, stride=2, padding=1, bias=False)
        self.avg_pool2d_1 = nn.AvgPool2d(kernel_size=2, stride=2)
        self.rms_norm_2 = nn.RMSNorm(32)

    def forward(self, x):
        x = self.conv2d_0(x)
        x = self.avg_pool2d_1(x)
        x = self.rms_norm_2(x)
        return x


def get_inputs():
    x = torch.randn(32, 32, 2048, 128)
    return [x]


def get_init_inputs():
    return []
