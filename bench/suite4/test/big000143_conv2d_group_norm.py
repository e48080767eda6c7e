# Synthesized by cuagent (bench.synth.compose), seed=143, scale=large.
# ops: conv2d -> group_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(64, 512, kernel_size=1, stride=1, padding=0, bias=True)
        self.group_norm_1 = nn.GroupNorm(8, 512)

    def forward(self, x):
        x = self.conv2d_0(x)
        x = self.group_norm_1(x)
        return x


def get_inputs():
    x = torch.randn(128, 64, 256, 128)
    return [x]


def get_init_inputs():
    return []
