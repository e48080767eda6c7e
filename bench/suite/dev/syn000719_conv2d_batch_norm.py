# Synthesized by cuagent (bench.synth.compose), seed=719, scale=h200.
# ops: conv2d -> batch_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(8, 64, kernel_size=5, stride=1, padding=2, bias=False)
        self.batch_norm_1 = nn.BatchNorm2d(64)

    def forward(self, x):
        x = self.conv2d_0(x)
        x = self.batch_norm_1(x)
        return x


def get_inputs():
    x = torch.randn(16, 8, 2048, 128)
    return [x]


def get_init_inputs():
    return []
