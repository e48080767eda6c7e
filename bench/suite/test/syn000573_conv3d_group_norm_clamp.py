# Synthesized by cuagent (bench.synth.compose), seed=573, scale=h200.
# ops: conv3d -> group_norm -> clamp
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv3d_0 = nn.Conv3d(32, 128, kernel_size=3, stride=1, padding=1, bias=True)
        self.group_norm_1 = nn.GroupNorm(4, 128)

    def forward(self, x):
        x = self.conv3d_0(x)
        x = self.group_norm_1(x)
        x = torch.clamp(x, min=-1.0, max=1.0)
        return x


def get_inputs():
    x = torch.randn(16, 32, 24, 24, 24)
    return [x]


def get_init_inputs():
    return []
