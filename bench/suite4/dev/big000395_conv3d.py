# Synthesized by cuagent (bench.synth.compose), seed=395, scale=large.
# ops: conv3d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv3d_0 = nn.Conv3d(64, 512, kernel_size=1, stride=1, padding=0, bias=False)

    def forward(self, x):
        x = self.conv3d_0(x)
        return x


def get_inputs():
    x = torch.randn(64, 64, 32, 32, 64)
    return [x]


def get_init_inputs():
    return []
