# Synthesized by cuagent (bench.synth.compose), seed=477, scale=h200.
# ops: conv3d -> activation:sigmoid
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv3d_0 = nn.Conv3d(64, 16, kernel_size=3, stride=1, padding=0, bias=True)

    def forward(self, x):
        x = self.conv3d_0(x)
        x = torch.sigmoid(x)
        return x


def get_inputs():
    x = torch.randn(32, 64, 32, 64, 48)
    return [x]


def get_init_inputs():
    return []
