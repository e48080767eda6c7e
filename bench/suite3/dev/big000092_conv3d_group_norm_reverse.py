# Synthesized by cuagent (bench.synth.compose), seed=92, scale=large.
# ops: conv3d -> group_norm -> scan:reverse
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv3d_0 = nn.Conv3d(64, 128, kernel_size=1, stride=2, padding=0, bias=True)
        self.group_norm_1 = nn.GroupNorm(2, 128)

    def forward(self, x):
        x = self.conv3d_0(x)
        x = self.group_norm_1(x)
        x = torch.cumsum(x.flip(4), dim=4).flip(4)
        return x


def get_inputs():
    x = torch.randn(128, 64, 96, 32, 64)
    return [x]


def get_init_inputs():
    return []
