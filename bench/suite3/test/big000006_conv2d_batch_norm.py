# Synthesized by cuagent (bench.synth.compose), seed=6, scale=large.
# ops: conv2d -> batch_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(256, 64, kernel_size=3, stride=2, padding=1, bias=True)
        self.batch_norm_1 = nn.BatchNorm2d(64)

    def forward(self, x):
        x = self.conv2d_0(x)
        x = self.batch_norm_1(x)
        return x


def get_inputs():
    x = torch.randn(256, 256, 128, 256)
    return [x]


def get_init_inputs():
    return []
