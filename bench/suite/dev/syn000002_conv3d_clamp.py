# Synthesized by cuagent (bench.synth.compose), seed=2, scale=h200.
# ops: conv3d -> clamp
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv3d_0 = nn.Conv3d(64, 32, kernel_size=3, stride=1, padding=1, bias=False)

    def forward(self, x):
        x = self.conv3d_0(x)
        x = torch.clamp(x, min=-2.0, max=1.0)
        return x


def get_inputs():
    x = torch.randn(64, 64, 64, 16, 16)
    return [x]


def get_init_inputs():
    return []
