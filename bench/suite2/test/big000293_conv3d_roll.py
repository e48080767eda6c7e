# Synthesized by cuagent (bench.synth.compose), seed=293, scale=large.
# ops: conv3d -> layout:roll
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv3d_0 = nn.Conv3d(32, 512, kernel_size=1, stride=1, padding=0, bias=True)

    def forward(self, x):
        x = self.conv3d_0(x)
        x = torch.roll(x, shifts=3, dims=3)
        return x


def get_inputs():
    x = torch.randn(64, 32, 32, 32, 48)
    return [x]


def get_init_inputs():
    return []
