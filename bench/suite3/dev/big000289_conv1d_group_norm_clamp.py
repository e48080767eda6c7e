# Synthesized by cuagent (bench.synth.compose), seed=289, scale=large.
# ops: conv1d -> group_norm -> clamp
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1d_0 = nn.Conv1d(512, 256, kernel_size=3, stride=2, padding=1, bias=False)
        self.group_norm_1 = nn.GroupNorm(2, 256)

    def forward(self, x):
        x = self.conv1d_0(x)
        x = self.group_norm_1(x)
        x = torch.clamp(x, min=-2.0, max=2.0)
        return x


def get_inputs():
    x = torch.randn(256, 512, 16384)
    return [x]


def get_init_inputs():
    return []
