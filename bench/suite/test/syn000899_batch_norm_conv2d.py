# Synthesized by cuagent (bench.synth.compose), seed=899, scale=h200.
# ops: batch_norm -> conv2d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.batch_norm_0 = nn.BatchNorm2d(64)
        self.conv2d_1 = nn.Conv2d(64, 128, kernel_size=3, stride=1, padding=0, bias=True)

    def forward(self, x):
        x = self.batch_norm_0(x)
        x = self.conv2d_1(x)
        return x


def get_inputs():
    x = torch.randn(64, 64, 32, 256)
    return [x]


def get_init_inputs():
    return []
